// Pure text helpers (no DOM): shared by the views, the pure table model and node tests.

/** Substitute seat names for `{n}` in engine text ("{1} draws" -> "Bob draws"). */
export function fillNames(text, names) {
  return String(text).replace(/\{(\d+)\}/g, (whole, n) => names[Number(n)] ?? whole);
}

/** Names as an English list: "A", "A and B", "A, B and C". */
export function andList(items) {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : items.join("");
}

/** A card's static data from the catalog by its id ("id#copy" works too). */
export function cardDef(card, catalog) {
  const id = String(card).split("#")[0];
  return catalog[id] ?? { id, name: id, kind: "unknown" };
}

const VOWELS = new Set("aeiouyAEIOUY");
const ONSETS = new Set(["bl", "br", "ch", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "kn", "ph", "pl", "pr",
  "sc", "sh", "sk", "sl", "sm", "sn", "sp", "st", "sw", "th", "tr", "tw", "wh", "wr", "scr", "shr", "spr", "str", "thr"]);
const isLetter = (ch) => /[a-z]/i.test(ch);
const isConsonant = (ch) => isLetter(ch) && !VOWELS.has(ch);

/** Where a soft hyphen goes in a long word: before the longest English onset of a
 * consonant run between two vowels ("Screw|driver", "Storm|cage", "Comman|der's",
 * "Pando|rica"), the place nearest the middle with two letters at least before and three
 * after; else the middle. */
function breakPoint(word) {
  const middle = Math.ceil(word.length / 2);
  let best = null;
  let i = 1;
  while (i < word.length) {
    if (!(isConsonant(word[i]) && VOWELS.has(word[i - 1]))) { i += 1; continue; }
    let end = i;
    while (end < word.length && isConsonant(word[end])) end += 1;
    if (end < word.length && VOWELS.has(word[end])) { // a run between vowels: split before its onset
      let at = end - 1;
      for (let start = i; start < end - 1; start += 1) {
        if (ONSETS.has(word.slice(start, end).toLowerCase())) { at = start; break; }
      }
      const fits = at >= 2 && word.length - at >= 3;
      if (fits && (best === null || Math.abs(at - middle) < Math.abs(best - middle))) best = at;
    }
    i = end;
  }
  return best ?? middle;
}
/** A name that may break inside its long words (of 9 letters or more; one soft hyphen
 * each): narrow cards stay readable, and a word breaks with a hyphen at a syllable-like
 * place. Words with other marks (U.N.I.T., "Taste-Test") are left whole. */
export function breakable(name) {
  return String(name).split(" ").map((word) => {
    if (word.length < 9 || /[^a-z'’]/i.test(word.replace(/[,.!?;:)]+$/, ""))) return word;
    const at = breakPoint(word);
    return `${word.slice(0, at)}\u00ad${word.slice(at)}`;
  }).join(" ");
}
