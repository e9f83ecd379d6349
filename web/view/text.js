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

/** "1 card", "3 cards". */
export function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
