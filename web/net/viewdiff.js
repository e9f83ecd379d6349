// View diffs on the wire (issue 21): the host sends a guest what changed in its view since
// the last view that guest acknowledged, with a 128-bit digest of the whole new view; the
// guest patches its copy and checks the digest, and asks for the whole view when anything
// is off. A diff is computed from two views of the same seat only, so it carries nothing
// the new view does not hold. py/cardtable/viewdiff.py is its twin (for bench/wire.py).
//
// A diff is a list of operations on a JSON value; a path is a list of object keys
// (strings) and array indexes (whole numbers):
//   ["=", path, value]                      set (path [] replaces the whole value)
//   ["-", path]                             delete an object's key
//   ["~", path, start, count, items]        splice the array at path
// Operations apply in order, each to the result of the ones before.

export const MAX_OPS = 2000; // a diff longer than this is refused (a whole view is sent instead)
const MAX_PATH = 32;
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

/** A diff or patch that cannot be applied: the guest asks for the whole view. */
export class DiffError extends Error {}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

/** JSON with every object's keys sorted: the same text for equal values, on both sides. */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject(value)) {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The first 128 bits of SHA-256 of `canonical(value)`, as 32 hex digits. */
export async function digest(value) {
  const bytes = new TextEncoder().encode(canonical(value));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

const size = (ops) => JSON.stringify(ops).length;

/** The operations that turn `before` into `after` (both plain JSON values). */
export function diff(before, after) {
  return diffValue(before, after, []);
}

function diffValue(a, b, path) {
  let ops;
  if (Array.isArray(a) && Array.isArray(b)) ops = diffArray(a, b, path);
  else if (isObject(a) && isObject(b)) ops = diffObject(a, b, path);
  else return a === b ? [] : [["=", path, b]];
  if (ops.length === 0) return ops;
  const whole = [["=", path, b]];
  return size(ops) < size(whole) ? ops : whole;
}

function diffObject(a, b, path) {
  const ops = [];
  for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (!Object.hasOwn(b, key)) ops.push(["-", [...path, key]]);
    else if (!Object.hasOwn(a, key)) ops.push(["=", [...path, key], b[key]]);
    else ops.push(...diffValue(a[key], b[key], [...path, key]));
  }
  return ops;
}

function diffArray(a, b, path) {
  const ka = a.map(canonical);
  const kb = b.map(canonical);
  const candidates = [];
  if (a.length === b.length) {
    candidates.push(a.flatMap((item, i) => (ka[i] === kb[i] ? [] : diffValue(item, b[i], [...path, i]))));
  }
  // A window that moved on (a log): drop `k` from the front, append what is new.
  // (the first `k` whose rest leads the new array: events can repeat, so not just the first match)
  let k = b.length ? ka.indexOf(kb[0], 1) : -1;
  while (k > 0 && !(ka.length - k <= kb.length && ka.slice(k).every((key, j) => key === kb[j]))) k = ka.indexOf(kb[0], k + 1);
  if (k > 0) {
    const kept = a.length - k;
    const ops = [["~", path, 0, k, []]];
    if (b.length > kept) ops.push(["~", path, kept, 0, b.slice(kept)]);
    candidates.push(ops);
  }
  let p = 0;
  while (p < a.length && p < b.length && ka[p] === kb[p]) p += 1;
  let s = 0;
  while (s < a.length - p && s < b.length - p && ka[a.length - 1 - s] === kb[b.length - 1 - s]) s += 1;
  if (p !== a.length || p !== b.length) candidates.push([["~", path, p, a.length - p - s, b.slice(p, b.length - s)]]);
  else candidates.push([]);
  return candidates.reduce((best, ops) => (size(ops) < size(best) ? ops : best));
}

function checkPath(path) {
  if (!Array.isArray(path) || path.length > MAX_PATH) throw new DiffError("a path must be a short list");
  for (const step of path) {
    const ok = (typeof step === "string" && !FORBIDDEN.has(step)) || (Number.isInteger(step) && step >= 0);
    if (!ok) throw new DiffError(`a path step must be a key or an index, not ${JSON.stringify(step)}`);
  }
}

/** The value at `path` inside `root`, which must exist (a container on every step). */
function walk(root, path) {
  let node = root;
  for (const step of path) {
    if (Array.isArray(node) && Number.isInteger(step) && step < node.length) node = node[step];
    else if (isObject(node) && typeof step === "string" && Object.hasOwn(node, step)) node = node[step];
    else throw new DiffError(`no ${JSON.stringify(step)} in the view at this path`);
  }
  return node;
}

/**
 * `base` with `ops` applied (a new value; `base` is left as it was). Throws DiffError
 * for anything that is not a well-formed diff of this base.
 */
export function patch(base, ops) {
  if (!Array.isArray(ops) || ops.length > MAX_OPS) throw new DiffError(`a diff is a list of at most ${MAX_OPS} operations`);
  let root = structuredClone(base);
  for (const op of ops) {
    if (!Array.isArray(op)) throw new DiffError("an operation must be a list");
    const [kind, path] = op;
    checkPath(path);
    if (kind === "~" && op.length === 5) {
      const [, , start, count, items] = op;
      const list = walk(root, path);
      if (!Array.isArray(list)) throw new DiffError("a splice needs a list");
      if (!(Number.isInteger(start) && Number.isInteger(count) && start >= 0 && count >= 0
        && start + count <= list.length && Array.isArray(items))) throw new DiffError("a splice out of range");
      list.splice(start, count, ...items);
      continue;
    }
    if (path.length === 0) {
      if (kind !== "=" || op.length !== 3) throw new DiffError("only a set may replace the whole view");
      root = op[2];
      continue;
    }
    const parent = walk(root, path.slice(0, -1));
    const key = path[path.length - 1];
    if (kind === "=" && op.length === 3) {
      const ok = Array.isArray(parent) ? Number.isInteger(key) && key < parent.length
        : isObject(parent) && typeof key === "string";
      if (!ok) throw new DiffError(`cannot set ${JSON.stringify(key)} here`);
      parent[key] = op[2];
    } else if (kind === "-" && op.length === 2) {
      if (!isObject(parent) || !Object.hasOwn(parent, key)) throw new DiffError(`no ${JSON.stringify(key)} to delete`);
      delete parent[key];
    } else {
      throw new DiffError(`unknown operation ${JSON.stringify(kind)}`);
    }
  }
  return root;
}
