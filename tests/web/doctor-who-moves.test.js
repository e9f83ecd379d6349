// Doctor Who's grouped moves (web/games/doctor-who-moves.js, pure): every legal move is
// offered by its index, a card with several moves is chosen first, the choose-k templates
// are starters in their groups, and a move of a kind the renderer does not know (a
// decision the rules add) is offered by its label, in the dock.
import { test } from "node:test";
import assert from "node:assert/strict";

import { moveGroups } from "../../web/games/doctor-who-moves.js";

const catalog = { "dw-sonic-screwdriver": { name: "Sonic Screwdriver" }, "dw-the-fancy": { name: "The Fancy" } };
const legal = [
  { move: { type: "attack", loc: "dw-leadworth#1", cards: ["dw-daleks#1"] }, label: "Attack Leadworth with Daleks" },
  { move: { type: "support", card: "dw-sonic-screwdriver#1", loc: "dw-leadworth#1", down: 0 }, label: "Play Sonic Screwdriver on Leadworth" },
  { move: { type: "support", card: "dw-sonic-screwdriver#1", loc: "dw-cwmtaff#1", down: 0 }, label: "Play Sonic Screwdriver on Cwmtaff" },
  { move: { type: "location", card: "dw-the-fancy#1" }, label: "Play the location The Fancy" },
  { move: { type: "unit_pay", count: 2 }, label: "Pay 2 time tokens for U.N.I.T." },
  { move: { type: "reserve", cards: { choose: { from: ["dw-the-fancy#1"], min: 1, max: 2 } } }, label: "Put cards in reserve" },
  { move: { type: "pass", cards: { choose: { from: ["a#1", "b#1", "c#1"], min: 3, max: 3 } } }, label: "Pass 3 cards to the right and end the turn" },
];
const view = { legal, public: {} };
const concrete = legal.map((entry, index) => ({ ...entry, index })).filter((e) => !("choose" in (e.move.cards ?? {})));
const cardMoves = new Map([["dw-sonic-screwdriver#1", [concrete[1], concrete[2]]], ["dw-the-fancy#1", [concrete[3]]]]);
const ctx = (selected = null) => ({ catalog, names: ["Ann", "Ben", "Cy"], selected, cardMoves, choosing: null, legal: concrete });

test("every move is offered once: by index, a starter, or its card chosen first", () => {
  const { groups } = moveGroups(view, ctx());
  const byKey = Object.fromEntries(groups.map((g) => [g.key, g]));
  assert.deepEqual(groups.map((g) => g.key), ["decide", "attack", "cards", "tokens", "turn"]);
  assert.deepEqual(byKey.decide.moves.map((m) => [m.index, m.label]), [[4, "Pay 2 time tokens for U.N.I.T."]]);
  assert.equal(byKey.decide.title, null, "a decision stays in the dock");
  assert.deepEqual(byKey.cards.moves.map((m) => m.card ?? m.index), ["dw-sonic-screwdriver#1", 3]);
  assert.deepEqual(byKey.tokens.moves.map((m) => [m.index, m.choose]), [[5, true]]);
  assert.deepEqual(byKey.turn.moves.map((m) => [m.index, m.choose, m.label]), [[6, true, "Pass 3 cards to the right and end the turn…"]]);
  assert.equal(byKey.turn.title, null, "the pass stays in the dock");
});

test("a chosen card shows its moves and Back", () => {
  const { prompt, groups } = moveGroups(view, ctx("dw-sonic-screwdriver#1"));
  assert.match(prompt, /^Sonic Screwdriver: choose/);
  assert.deepEqual(groups[0].moves.map((m) => m.index), [1, 2]);
  assert.equal(groups[1].moves[0].back, true);
});

test("only decisions: the prompt asks to choose one", () => {
  const only = [legal[4], { move: { type: "unit_pay", count: 0 }, label: "Do not use U.N.I.T." }];
  const c = { ...ctx(), cardMoves: new Map(), legal: only.map((e, index) => ({ ...e, index })) };
  const { prompt, groups } = moveGroups({ legal: only, public: {} }, c);
  assert.equal(prompt, "Choose one:");
  assert.deepEqual(groups.map((g) => g.key), ["decide"]);
});
