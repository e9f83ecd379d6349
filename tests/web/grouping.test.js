// Moves in titled groups (web/table/grouping.js): a card with many moves is chosen first.
import { test } from "node:test";
import assert from "node:assert/strict";

import { chosenCardGroups, groupedMoves } from "../../web/table/grouping.js";

const entry = (index, move) => ({ index, label: `move ${index}`, move });
const LEGAL = [
  entry(0, { type: "play", card: "a#1", on: "x" }), entry(1, { type: "play", card: "a#1", on: "y" }),
  entry(2, { type: "play", card: "a#1", on: "z" }), entry(3, { type: "play", card: "b#1", on: "x" }),
  entry(4, { type: "pass" }), entry(5, { type: "odd" }),
];
const OPTIONS = {
  groupOf: (move) => (move.type === "play" ? "cards" : move.type === "pass" ? "turn" : move.type),
  name: (card) => card.toUpperCase(), order: [["turn", null], ["cards", "Play a card"]], chooseFirst: 2,
  lesser: (move) => move.type === "pass",
};

test("groups follow the given order, unknown keys last, with their titles", () => {
  const groups = groupedMoves(LEGAL, OPTIONS);
  assert.deepEqual(groups.map((g) => [g.key, g.title]), [["turn", null], ["cards", "Play a card"], ["odd", null]]);
  assert.equal(groups[0].moves[0].primary, false); // Pass is drawn as secondary
});

test("a card with more ways than chooseFirst is one entry to choose; others are their moves", () => {
  const cards = groupedMoves(LEGAL, OPTIONS).find((g) => g.key === "cards").moves;
  assert.deepEqual(cards.map((m) => m.card ?? m.index), ["a#1", 3]);
  assert.equal(cards[0].label, "A#1… (3 ways)");
  const uncounted = groupedMoves(LEGAL, { ...OPTIONS, counted: (move) => move.on !== "z" });
  assert.deepEqual(uncounted.find((g) => g.key === "cards").moves.map((m) => m.index), [0, 1, 2, 3]);
  const renamed = groupedMoves(LEGAL, { ...OPTIONS, title: (key, fallback) => (key === "odd" ? "Odd" : fallback) });
  assert.equal(renamed.at(-1).title, "Odd");
});

test("the chosen card's moves, then Back", () => {
  const [ways, back] = chosenCardGroups(LEGAL, "a#1", "A");
  assert.equal(ways.title, "A: 3 ways");
  assert.deepEqual(ways.moves.map((m) => m.index), [0, 1, 2]);
  assert.equal(back.moves[0].back, true);
});
