// Choose-k moves as pick-and-confirm (web/table/choose.js and the model's choice):
// a template from the engine (py/cardtable/engine/choose.py) becomes toggles and Confirm.
import { test } from "node:test";
import assert from "node:assert/strict";

import astronaut from "../../web/games/astronaut.js";
import { canConfirm, choiceOf, concreteMove, countText, togglePick } from "../../web/table/choose.js";
import { tableModel } from "../../web/table/model.js";
import { UI, astronautView, facts } from "./fixtures.js";

const HAND = ["ill#1", "stage-7#1", "stage-2#1", "sub#1"];
const PASS3 = { type: "pass", cards: { choose: { from: HAND, min: 3, max: 3 } } };
const TEMPLATE = { move: PASS3, label: "Pass 3 cards to Robbie" };
const table = facts("astronaut", ["human", "bot"]);
const model = (legal, ui = {}) => tableModel({ view: astronautView({ legal, hand: HAND }), ui: { ...UI, ...ui }, renderer: astronaut, table });
const key = JSON.stringify(PASS3);

test("a template is read from its choice field; concrete moves are not templates", () => {
  assert.deepEqual(choiceOf(PASS3), { field: "cards", from: HAND, min: 3, max: 3 });
  assert.equal(choiceOf({ type: "discard", card: "ill#1" }), null);
  assert.equal(choiceOf({ type: "set", cards: ["a#1", "b#1"] }), null);
});

test("picks toggle, stay below the maximum, and a single pick is replaced", () => {
  const choice = choiceOf(PASS3);
  let picks = [];
  for (const id of ["sub#1", "ill#1", "stage-2#1"]) picks = togglePick(choice, picks, id).picks;
  assert.deepEqual(picks, ["ill#1", "stage-2#1", "sub#1"], "kept in the template's order");
  assert.deepEqual(togglePick(choice, picks, "stage-7#1"), { picks, refused: true });
  assert.deepEqual(togglePick(choice, picks, "ill#1").picks, ["stage-2#1", "sub#1"], "a pick taken back");
  assert.deepEqual(togglePick(choice, picks, "nope#1").picks, picks, "not an option: ignored");
  const one = { ...choice, min: 1, max: 1 };
  assert.deepEqual(togglePick(one, ["ill#1"], "sub#1").picks, ["sub#1"]);
});

test("Confirm plays the concrete move, its field the picks in the template's order", () => {
  assert.deepEqual(concreteMove(PASS3, ["sub#1", "ill#1", "stage-7#1"]),
    { type: "pass", cards: ["ill#1", "stage-7#1", "sub#1"] });
  const choice = choiceOf(PASS3);
  assert.equal(canConfirm(choice, ["ill#1", "sub#1"]), false);
  assert.equal(canConfirm(choice, ["ill#1", "sub#1", "stage-7#1"]), true);
  assert.equal(countText({ min: 1, max: 3 }, ["a"]), "1 chosen, 1 to 3 allowed");
});

test("the only template is picked for at once: options, a live count, Confirm not yet allowed", () => {
  const m = model([TEMPLATE]);
  assert.equal(m.prompt, "Pass 3 cards to Robbie: choose 3, then confirm.");
  assert.equal(m.choice.index, 0);
  assert.deepEqual(m.choice.options.map((option) => [option.id, option.label, option.picked]), [
    ["ill#1", "ILL card", false], ["stage-7#1", "Landing on the Moon (stage 7)", false],
    ["stage-2#1", "Lift-off (stage 2)", false], ["sub#1", "SUB (substitute stage card)", false]]);
  assert.equal(m.choice.confirmLabel, "Confirm (0 of 3 chosen)");
  assert.equal(m.choice.ready, false);
  assert.deepEqual(m.moves, [], "the template itself is never a plain move button");
  assert.equal(m.turnMine, true);
});

test("two of three picked: pressed options, the count, and the hand knows the picks", () => {
  const m = model([TEMPLATE], { choose: { key, picks: ["sub#1", "ill#1"] } });
  assert.equal(m.choice.confirmLabel, "Confirm (2 of 3 chosen)");
  assert.equal(m.choice.countText, "2 of 3 chosen");
  assert.deepEqual(m.choice.picks, ["ill#1", "sub#1"]);
  assert.deepEqual(m.choice.options.filter((o) => o.picked).map((o) => o.id), ["ill#1", "sub#1"]);
  assert.deepEqual([...m.ctx.choosing.picked], ["ill#1", "sub#1"]);
  assert.equal(m.ctx.choosing.options.size, 4);
  const full = model([TEMPLATE], { choose: { key, picks: ["sub#1", "ill#1", "stage-7#1"] } });
  assert.equal(full.choice.ready, true);
  assert.equal(full.choice.confirmLabel, "Confirm (3 of 3 chosen)");
});

test("several templates: each is offered as a button until one is picked for; other moves stay", () => {
  const discard = { type: "discard", cards: { choose: { from: HAND, min: 1, max: 1 } } };
  const legal = [TEMPLATE, { move: discard, label: "Discard a card" }, { move: { type: "stop" }, label: "Stop" }];
  const m = model(legal);
  assert.equal(m.choice, null);
  assert.deepEqual(m.moves.map((move) => [move.index, move.label, Boolean(move.choose)]),
    [[2, "Stop", false], [0, "Pass 3 cards to Robbie…", true], [1, "Discard a card…", true]]);
  const picking = model(legal, { choose: { key: JSON.stringify(discard), picks: ["sub#1"] } });
  assert.equal(picking.choice.index, 1);
  assert.equal(picking.choice.confirmLabel, "Confirm (1 of 1 chosen)");
  assert.deepEqual(picking.moves.map((move) => move.label), ["Stop", "Pass 3 cards to Robbie…"]);
});

test("picks for a template the view no longer offers are forgotten", () => {
  const other = { ...PASS3, cards: { choose: { from: HAND.slice(1), min: 3, max: 3 } } };
  const m = model([{ move: other, label: "Pass 3" }], { choose: { key, picks: ["ill#1"] } });
  assert.deepEqual(m.choice.picks, []);
});
