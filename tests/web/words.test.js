// Issue 18: counts through the one words module (web/table/words.js), and which moves may
// play by themselves (web/app/automoves.js forcedMove): never a choice of cards.
import { test } from "node:test";
import assert from "node:assert/strict";

import { forcedMove } from "../../web/app/automoves.js";
import { isCardChoice } from "../../web/table/choose.js";
import { groupHeading, plural, spillJumpLabel, waysLabel } from "../../web/table/words.js";
import { chosenCardGroups, groupedMoves } from "../../web/table/grouping.js";

test("counts agree with their number: one word, one helper", () => {
  assert.equal(plural(0, "card"), "0 cards");
  assert.equal(plural(1, "card"), "1 card");
  assert.equal(plural(2, "way"), "2 ways");
  assert.equal(plural(1, "more player"), "1 more player");
  assert.equal(plural(3, "copy", "copies"), "3 copies");
  assert.equal(waysLabel("Hallway", 4), "Hallway… (4 ways)");
  assert.equal(spillJumpLabel(1), "Show the move");
  assert.equal(spillJumpLabel(18), "Show all 18 moves");
  assert.equal(spillJumpLabel(8, { choosing: true }), "Show the 8 to choose from");
  const legal = [{ index: 0, label: "Give X to A", move: { type: "equip", card: "x#1", rs: "a" } }];
  const [chosen] = chosenCardGroups(legal, "x#1", "X");
  assert.equal(groupHeading(chosen.title, chosen.moves.length, chosen.counted), "X: 1 way", "not 'X: 1 way (1)'");
  assert.equal(groupHeading("Attack", 3), "Attack (3)");
  const many = ["a", "b", "c", "d"].map((rs, index) => ({ index, label: `Give X to ${rs}`, move: { type: "equip", card: "x#1", rs } }));
  const [group] = groupedMoves(many, { groupOf: () => "equip", name: () => "X", order: [["equip", "Give"]], chooseFirst: 3 });
  assert.deepEqual(group.moves.map((m) => m.label), ["X… (4 ways)"]);
});

const view = (...moves) => ({ legal: moves.map((move) => ({ move, label: move.type })) });

test("a forced move plays itself, but never a choice of cards (issue 18 item 0)", () => {
  assert.deepEqual(forcedMove(view({ type: "draw", from: "pack" })), { type: "draw", from: "pack" });
  assert.deepEqual(forcedMove(view({ type: "discard", card: "ill#1" })), { type: "discard", card: "ill#1" });
  assert.equal(forcedMove(view({ type: "draw" }, { type: "end" })), null, "two moves: the player chooses");
  const discard = { type: "discard", cards: { choose: { from: ["a#1", "b#1"], min: 1, max: 1 } } };
  const ready = { type: "ready_discard", cards: { choose: { from: ["a#1"], min: 0, max: 1 } } };
  const team = { type: "discard_redshirts", rs: { choose: { from: ["r#1", "r#2"], min: 1, max: 1 } } };
  const three = { type: "pass", cards: ["a#1", "b#1", "c#1"] }; // "Pass these three to Hal"
  for (const move of [discard, ready, team, three]) {
    assert.ok(isCardChoice(move), move.type);
    assert.equal(forcedMove(view(move)), null, move.type);
  }
  assert.equal(isCardChoice({ type: "discard", card: "a#1" }), false);
  assert.equal(forcedMove({ legal: [] }), null);
});
