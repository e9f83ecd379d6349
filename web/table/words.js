// The table's words, shared by the views and every game's renderer instead of copies:
// counts of things ("1 card", "3 ways"), the button that shows the moves spilled onto
// the table, and the generic window UI (the "Anyone responding?" panel for several
// humans at one device, a lone human's answer, the sure-pass note, the table setting).
// A game's renderer supplies its own window words (renderer.windowWords, e.g. Red
// Cliffs' claims); what it leaves out comes from here. Pure: no DOM.

/** "1 card", "3 cards" (`many`: the plural when it is not `word` + "s"). */
export function plural(n, word, many = `${word}s`) {
  return `${n} ${n === 1 ? word : many}`;
}

/** "Hallway… (4 ways)": a card chosen first, then one of its moves. */
export function waysLabel(name, n) {
  return `${name}… (${plural(n, "way")})`;
}

/** A move group's heading with how many moves it holds: "Attack (3)"; a title that says
 * so itself ("TARDIS: 1 way", a group's `counted`) stays as it is. */
export function groupHeading(title, n, counted = false) {
  return counted ? title : `${title} (${n})`;
}

/** The dock's button to the moves spilled onto the table (`n` buttons there). */
export function spillJumpLabel(n, { choosing = false } = {}) {
  if (choosing) return `Show the ${n} to choose from`;
  return n === 1 ? "Show the move" : `Show all ${n} moves`;
}

// Each function may also take `said` = {here, asked, view, names, catalog}: the names of
// the humans at this device still asked, of every seat asked, the view, every seat's name
// and the card catalog (for words such as "Ben: respond to Ann’s Drive Room on Queeg?").
// Words must use public facts only: the view may be the answering seat's own (its
// `view.seat` says whose). Outside a window `here` and `asked` are empty.
export const WINDOW_WORDS = {
  /** The turn line of the seat on view when it is to move outside a window (`said.view`: its view). */
  yourTurn: (name) => `Your turn, ${name}`,
  /** The question on the turn line: `before` is the name whose turn follows, or null. */
  ask: (before) => (before === null ? "Anyone responding?" : `Anyone responding before ${before}’s turn?`),
  /** Said after the question in the panel: whoever answers "yes" takes the device. */
  takeDevice: "Whoever is takes the device to choose.",
  /** The turn line of a lone human asked in a window. */
  yourAnswer: (name) => `Your answer, ${name}: respond?`,
  /** The panel's button for one human here who has an answer. */
  responder: (name) => `${name} responds`,
  /** The panel's button for "nobody here answers" (`names`: the humans here still asked). */
  none: (names) => (names.length > 1 ? "Nobody responds" : `No response (${names[0]})`),
  /** A lone human who can only pass: it answers itself soon. */
  sure: "You cannot respond now: this answers itself in a moment.",
  /** A lone human who asked not to be asked again while the window's scope lasts (renderer.windowScope). */
  skipping: "You asked not to be asked again: this answers itself in a moment.",
  /** The checkbox for that. */
  skipSetting: "Don’t ask me again this time",
  /** The table setting that keeps such a window waiting for the player. */
  alwaysAskSetting: "Always ask me in a response window, even when I can only pass",
};

/** The window words for `renderer`: its own over the generic ones. */
export function windowWords(renderer) {
  return { ...WINDOW_WORDS, ...(renderer?.windowWords ?? {}) };
}
