// The history of finished matches kept in this browser (localStorage), newest first:
// per match {id, game, title, at, names, kinds, scores, winners, moves, record, proof}.
// kinds[seat]: "human" (played at this device), "bot:<level>" or "remote" (another device).
// Like storage.js: keys scoped by the site's path, nothing here throws, what is read is
// measured before it is parsed, and an entry that does not look right is left out.

import { parseBounded } from "../safejson.js";

const SCOPE = new URL("../", import.meta.url).pathname;
const KEY = `cardtable:${SCOPE}:history`;
const MAX_TEXT = 3_000_000; // characters of the whole history
export const MAX_MATCHES = 40; // the oldest go first

function readText() {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function writeText(text) {
  try {
    if (text === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, text);
    return true;
  } catch {
    return false;
  }
}

/** Does `entry` look like a kept match? */
export function isEntry(entry) {
  return entry !== null && typeof entry === "object" && typeof entry.id === "string"
    && typeof entry.game === "string" && typeof entry.at === "number"
    && Array.isArray(entry.names) && entry.names.every((n) => typeof n === "string")
    && Array.isArray(entry.kinds) && entry.kinds.length === entry.names.length
    && Array.isArray(entry.scores) && Array.isArray(entry.winners)
    && entry.record !== null && typeof entry.record === "object" && Array.isArray(entry.record.moves);
}

/** Every kept match, newest first (an unreadable history reads as empty). */
export function loadHistory() {
  const text = readText();
  if (text === null) return [];
  try {
    const all = parseBounded(text, { maxSize: MAX_TEXT });
    return Array.isArray(all) ? all.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function store(entries) {
  let kept = entries.slice(0, MAX_MATCHES);
  while (kept.length) { // too large for the browser: the oldest go first
    const text = JSON.stringify(kept);
    if (text.length <= MAX_TEXT && writeText(text)) return true;
    kept = kept.slice(0, -1);
  }
  return writeText(null);
}

/** The id of a match's record: the same match kept twice is kept once. */
export function matchId(record) {
  return `${record.game}:${record.seed}:${record.moves.length}`;
}

/** Keep a finished match (newest first); false when this browser keeps nothing. */
export function keepMatch({ game, title, names, kinds, result, record, proof = null, at = Date.now() }) {
  const entry = { id: matchId(record), game, title, at, names, kinds, scores: result.scores,
    winners: result.winners, moves: record.moves.length, record, proof };
  return store([entry, ...loadHistory().filter((old) => old.id !== entry.id)]);
}

export function deleteMatch(id) {
  return store(loadHistory().filter((entry) => entry.id !== id));
}

export function clearHistory() {
  return writeText(null);
}
