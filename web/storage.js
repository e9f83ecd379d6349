// localStorage for the match in progress and the last lobby set-up.
//
// Keys are scoped by the site's path, so two card tables on one origin (GitHub Pages
// serves every project of a user from one origin) keep their own saves.
// Nothing here throws: a disabled or full storage just means nothing is kept. Nothing
// here deletes a save by itself either: the page asks the player first.
// Saved text is measured before it is parsed (safejson.js): a save too large or nested
// too deeply is reported as unreadable, never handed to the engine.

import { parseBounded } from "./safejson.js";

const SCOPE = new URL("./", import.meta.url).pathname;
const SAVE_KEY = `cardtable:${SCOPE}:save`;
const SETUP_KEY = `cardtable:${SCOPE}:setup`;
const MAX_SAVE = 2_000_000; // characters: a record of a long match is well below this

function read(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Is `seat` a {name, kind: "human"|"bot", bot?} seat? */
function isSeat(seat) {
  return seat !== null && typeof seat === "object" && typeof seat.name === "string"
    && (seat.kind === "human" || (seat.kind === "bot" && typeof seat.bot === "string"));
}

/** Check the shape of a save; the engine checks the record itself when it replays it. */
export function checkSave(data) {
  if (data === null || typeof data !== "object") return "it is not an object";
  const { record, seats } = data;
  if (record === null || typeof record !== "object" || Array.isArray(record)) return "it has no match record";
  if (typeof record.game !== "string" || !Array.isArray(record.moves)) return "its match record is incomplete";
  if (!Array.isArray(seats) || !seats.every(isSeat)) return "its seats are unreadable";
  if (record.players !== seats.length) return "its seats do not match the record";
  return null;
}

/**
 * The saved match in progress: null if none, {save} if readable, or {error} when a save
 * exists but cannot be used (the caller tells the player and offers to delete it).
 */
export function loadSave() {
  const text = read(SAVE_KEY);
  if (text === null) return null;
  let data;
  try {
    data = parseBounded(text, { maxSize: MAX_SAVE });
  } catch (err) {
    return { error: err.message };
  }
  const problem = checkSave(data);
  return problem ? { error: problem } : { save: data };
}

/** Keep {record, seats, savedAt} as the match in progress. */
export function writeSave({ record, seats }) {
  return write(SAVE_KEY, JSON.stringify({ record, seats, savedAt: Date.now() }));
}

export function clearSave() {
  write(SAVE_KEY, null);
}

/** The lobby set-up last started, per game id: {seats, options}, or null. */
export function loadSetup(gameId) {
  try {
    const all = parseBounded(read(SETUP_KEY) ?? "{}", { maxSize: 100_000, maxDepth: 5 });
    const setup = all?.[gameId];
    if (setup && Array.isArray(setup.seats) && setup.seats.every(isSeat)
        && setup.options && typeof setup.options === "object") return setup;
  } catch {
    // an unreadable set-up is simply forgotten
  }
  return null;
}

export function writeSetup(gameId, setup) {
  let all = {};
  try {
    all = parseBounded(read(SETUP_KEY) ?? "{}", { maxSize: 100_000, maxDepth: 5 }) ?? {};
  } catch {
    all = {};
  }
  if (typeof all !== "object" || Array.isArray(all)) all = {};
  all[gameId] = setup;
  write(SETUP_KEY, JSON.stringify(all));
}

/**
 * What to say about a saved record that stops replaying after `goodMoves` moves, and the
 * label of the button that resumes its good part: {text, resumeLabel}. The engine's reason
 * for refusing the next move is left out on purpose: it lists the legal moves of the seat
 * to move, which would show that seat's cards to whoever looks at the screen.
 */
export function damagedRecord(goodMoves) {
  const next = `Move ${goodMoves + 1} of the saved record is not a legal move.`;
  if (goodMoves === 0) {
    return { text: `${next} It can be resumed from the deal only (every move is lost).`, resumeLabel: "Resume from the deal" };
  }
  const kept = goodMoves === 1 ? "Its first move replays" : `Its first ${goodMoves} moves replay`;
  return { text: `${next} ${kept}: resume it up to there (the later moves are lost).`, resumeLabel: `Resume up to move ${goodMoves}` };
}
