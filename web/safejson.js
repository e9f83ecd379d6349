// JSON from outside this page (peer messages, saved games, links), measured before it is
// parsed or handed to the engine. The engine's own parser (Python's json under Pyodide)
// fails fatally on JSON nested a few thousand deep, so nothing that deep may reach it;
// py/cardtable/safejson.py checks the same bound on the Python side.

export const MAX_DEPTH = 32; // the engine's own data nests far less (a host snapshot in a request: ~9)

/** How deep `[`/`{` nest outside strings (one linear pass; damaged text counts high, never low). */
export function jsonDepth(text) {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i += 1; // a backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 || c === 123) {
      depth += 1;
      if (depth > max) max = depth;
    } else if ((c === 93 || c === 125) && depth > 0) {
      depth -= 1;
    }
  }
  return max;
}

/** Why `text` may not be parsed (too large, too deep, not text), or null when it may. */
export function unsafeJson(text, { maxSize, maxDepth = MAX_DEPTH }) {
  if (typeof text !== "string") return "it is not text";
  if (text.length > maxSize) return `it is too large (${text.length} characters, at most ${maxSize})`;
  if (jsonDepth(text) > maxDepth) return `it is nested too deeply (more than ${maxDepth} levels)`;
  return null;
}

/** JSON.parse of a measured text; throws an Error whose message says what is wrong. */
export function parseBounded(text, limits) {
  const problem = unsafeJson(text, limits);
  if (problem) throw new Error(problem);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error("it is not valid JSON");
  }
}
