// Patch, don't redraw: morph a container's children into freshly built ones, keeping the
// nodes that stay (so focus, selection, scroll positions and hover state survive, and the
// browser restyles and lays out only what changed). Works on whatever nodes the renderers
// build: it needs no framework and no cooperation beyond stable keys where they are cheap.
//
//   patchInto(parent, ...children)   // same arguments as dom.js replace()
//
// The result is the DOM a fresh replaceChildren() would give (same tags, attributes, text,
// form state), tested on every game's golden match views (tests/browser/test_morph.py).
// Siblings are matched by key: data-key, else id, else data-face / data-card / data-zone /
// data-seat (with the tag); unkeyed siblings match the next unkeyed sibling of the same tag.

const KEYS = ["data-key", "id", "data-face", "data-card", "data-zone", "data-seat"];

// ?redraw=1 (benches, tests): every patchInto() is a plain redraw, to compare the two
let patching = typeof location === "undefined" || new URLSearchParams(location.search).get("redraw") !== "1";

/** Tests and benches: `false` makes patchInto() a plain redraw (replaceChildren). */
export function setPatching(on) {
  patching = Boolean(on);
}

export function isPatching() {
  return patching;
}

function keyOf(node) {
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  for (const name of KEYS) {
    const value = node.getAttribute(name);
    if (value !== null && value !== "") return `${node.nodeName}\u0000${name}\u0000${value}`;
  }
  return null;
}

/** The children as nodes (strings become text nodes; null/false skipped), like dom.js append. */
function nodesOf(children) {
  const nodes = [];
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    nodes.push(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return nodes;
}

/** Replace `parent`'s children with `children`, patching the nodes that can stay. */
export function patchInto(parent, ...children) {
  const nodes = nodesOf(children);
  if (!patching || !parent.firstChild) {
    parent.replaceChildren(...nodes);
    return;
  }
  morphChildren(parent, nodes);
}

/** Move `node` before `ref` inside `parent`, keeping its state when the browser can. */
function place(parent, node, ref) {
  if (node.isConnected && parent.isConnected && typeof parent.moveBefore === "function") {
    try {
      parent.moveBefore(node, ref);
      return;
    } catch {
      // fall back to a plain insert
    }
  }
  parent.insertBefore(node, ref);
}

function morphChildren(parent, wanted) {
  // the old children, by key (a key used twice matches in order) and, unkeyed, by tag
  const keyed = new Map();
  const loose = new Map();
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    const key = keyOf(node);
    const table = key === null ? loose : keyed;
    const slot = key === null ? node.nodeType === Node.ELEMENT_NODE ? node.nodeName : `#${node.nodeType}` : key;
    const list = table.get(slot);
    if (list) list.push(node);
    else table.set(slot, [node]);
  }
  const used = new Map(); // list -> how many taken
  const take = (table, slot) => {
    const list = table.get(slot);
    if (!list) return null;
    const n = used.get(list) ?? 0;
    if (n >= list.length) return null;
    used.set(list, n + 1);
    return list[n];
  };

  // match first, then take away the old nodes nothing matched: what stays is then in
  // place whenever the order held (a log window that moved on moves no entry)
  const matched = wanted.map((fresh) => {
    const key = keyOf(fresh);
    return key === null
      ? take(loose, fresh.nodeType === Node.ELEMENT_NODE ? fresh.nodeName : `#${fresh.nodeType}`)
      : take(keyed, key);
  });
  const kept = new Set(matched);
  for (let node = parent.firstChild; node;) {
    const next = node.nextSibling;
    if (!kept.has(node)) node.remove();
    node = next;
  }
  let cursor = parent.firstChild;
  wanted.forEach((fresh, i) => {
    const old = matched[i];
    const target = old === null ? fresh : old;
    if (old !== null) morphNode(old, fresh);
    if (target === cursor) cursor = cursor.nextSibling;
    else place(parent, target, cursor);
  });
}

/** Make `old` (same tag or node type as `fresh`) equal to `fresh`. */
function morphNode(old, fresh) {
  if (old.nodeType !== Node.ELEMENT_NODE) {
    if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue;
    return;
  }
  if (old.isEqualNode(fresh)) { // the same tags, attributes and text all the way down (a native walk)
    syncFormStates(old, fresh);
    return;
  }
  syncAttributes(old, fresh);
  syncFormState(old, fresh);
  if (!fresh.firstChild) {
    if (old.firstChild) old.replaceChildren();
    return;
  }
  // a lone text child (most labels): compare the text, not nodes
  if (fresh.firstChild === fresh.lastChild && fresh.firstChild.nodeType === Node.TEXT_NODE
      && old.firstChild && old.firstChild === old.lastChild && old.firstChild.nodeType === Node.TEXT_NODE) {
    if (old.firstChild.nodeValue !== fresh.firstChild.nodeValue) old.firstChild.nodeValue = fresh.firstChild.nodeValue;
    return;
  }
  if (!old.firstChild) {
    old.append(...fresh.childNodes);
    return;
  }
  morphChildren(old, [...fresh.childNodes]);
}

function syncAttributes(old, fresh) {
  const freshAttrs = fresh.attributes;
  const oldAttrs = old.attributes;
  for (let i = 0; i < freshAttrs.length; i += 1) {
    const { name, value } = freshAttrs[i];
    if (old.getAttribute(name) !== value) old.setAttribute(name, value);
  }
  if (oldAttrs.length > freshAttrs.length) { // after the loop above, old holds every fresh name
    for (let i = oldAttrs.length - 1; i >= 0; i -= 1) {
      const { name } = oldAttrs[i];
      if (!fresh.hasAttribute(name)) old.removeAttribute(name);
    }
  }
}

const FORM_NODES = "input, textarea, option";

/** `old` and `fresh` are equal nodes: give every form control in `old` its fresh state. */
function syncFormStates(old, fresh) {
  syncFormState(old, fresh);
  if (!old.firstElementChild || !old.querySelector(FORM_NODES)) return;
  const olds = old.querySelectorAll(FORM_NODES);
  const freshes = fresh.querySelectorAll(FORM_NODES);
  for (let i = 0; i < olds.length; i += 1) syncFormState(olds[i], freshes[i]);
}

/** Live form state a fresh node would have (its attributes' defaults). */
function syncFormState(old, fresh) {
  switch (old.nodeName) {
    case "INPUT":
      if (old.checked !== fresh.checked) old.checked = fresh.checked;
      if (old.value !== fresh.value) old.value = fresh.value;
      break;
    case "TEXTAREA":
      if (old.value !== fresh.value) old.value = fresh.value;
      break;
    case "OPTION":
      if (old.selected !== fresh.selected) old.selected = fresh.selected;
      break;
    default:
  }
}
