// Small DOM helpers shared by the views (after TodoMVC vanilla-es6 helpers.js).
// Text always goes in through textContent: card and player names are never parsed as HTML.

export { andList, fillNames } from "./text.js"; // pure text helpers (view/text.js)

/** The first element matching `selector` under `scope` (default: document). */
export function qs(selector, scope = document) {
  return scope.querySelector(selector);
}

/** Every element matching `selector` under `scope`, as an array. */
export function qsa(selector, scope = document) {
  return Array.from(scope.querySelectorAll(selector));
}

/**
 * Build an element: el("button", {class: "x", dataset: {move: "1"}, text: "Go"}, ...children).
 * Attributes with null/undefined/false values are skipped; `true` sets an empty attribute.
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else if (key === "class") node.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replace every child of `node` with `children`. */
export function replace(node, ...children) {
  node.replaceChildren();
  append(node, children);
}

/**
 * Event delegation: call handler(match, event) when `type` fires on an element matching
 * `selector` inside `root` (after TodoMVC's $delegate).
 */
export function delegate(root, selector, type, handler) {
  root.addEventListener(type, (event) => {
    const target = event.target instanceof Element ? event.target.closest(selector) : null;
    if (target && root.contains(target)) handler(target, event);
  });
}

/** Show exactly one of `nodes` (by the `hidden` attribute). */
export function showOnly(nodes, visible) {
  for (const node of nodes) node.hidden = node !== visible;
}
