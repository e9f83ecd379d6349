// Legal moves in titled groups for a game's dock (pure: no DOM). A card with more than
// `chooseFirst` moves stands as one "Name… (n ways)" entry: the player chooses the card
// first, then sees its moves with Back (`chosenCardGroups`). Shared by the game tables.

import { plural, waysLabel } from "./words.js";

/** The moves of the card chosen first, then "Back" to all moves. */
export function chosenCardGroups(legal, card, name) {
  const moves = legal.filter((entry) => entry.move.card === card)
    .map((entry) => ({ index: entry.index, label: entry.label, move: entry.move, primary: true }));
  return [
    { key: "card", title: `${name}: ${plural(moves.length, "way")}`, counted: true, moves },
    { key: "back", title: null, moves: [{ back: true, label: "Back", primary: false }] },
  ];
}

/**
 * Group `legal` ([{index, label, move}]) by `groupOf(move)`, in the order of `order`
 * ([key, title] pairs; unknown keys last): [{key, title, moves}]. `name(card)` names a
 * card; `counted(move)` says whether a move counts towards its card's ways;
 * `lesser(move)` marks a move drawn as secondary (Pass, End); `title(key, fallback)`
 * may rename a group.
 */
export function groupedMoves(legal, { groupOf, name, order, chooseFirst, counted = () => true,
  lesser = () => false, title = (key, fallback) => fallback }) {
  const perCard = new Map();
  for (const { move } of legal) {
    if (typeof move.card === "string" && counted(move)) perCard.set(move.card, (perCard.get(move.card) ?? 0) + 1);
  }
  const groups = new Map();
  const chosen = new Set();
  for (const { index, label, move } of legal) {
    const key = groupOf(move);
    if (!groups.has(key)) groups.set(key, []);
    const ways = typeof move.card === "string" ? perCard.get(move.card) ?? 0 : 0;
    if (ways > chooseFirst) {
      if (chosen.has(move.card)) continue;
      chosen.add(move.card);
      groups.get(key).push({ card: move.card, label: waysLabel(name(move.card), ways), primary: true });
      continue;
    }
    groups.get(key).push({ index, label, move, primary: !lesser(move) });
  }
  const keys = order.map(([key]) => key);
  const heading = new Map(order);
  return [...groups.keys()]
    .sort((a, b) => (keys.indexOf(a) + 1 || 99) - (keys.indexOf(b) + 1 || 99))
    .map((key) => ({ key, title: title(key, heading.get(key) ?? null), moves: groups.get(key) }));
}
