// Play on the board, the pure part (web/table/targets.js, web/games/board-targets.js, the
// model's pickModel): legal moves read as touches, what glows, what a tap makes.
// Run: node --test --experimental-default-type=module tests/web/
import { test } from "node:test";
import assert from "node:assert/strict";

import { BOARD_TARGETS } from "../../web/games/board-targets.js";
import { glowOf, playsOf, splitKey, tapCard, tapTarget, waysOf } from "../../web/table/targets.js";
import { pickModel } from "../../web/table/model.js";
import redshirts from "../../web/games/redshirts.js";

const legal = (...entries) => entries.map(([move, label]) => ({ move, label: label ?? move.type }));

// Redshirts: Equipment onto any Redshirt, a Location onto a team, an attempt, Pass (no place)
const RS_VIEW = {
  seat: 0,
  to_move: [0],
  public: {},
  legal: legal(
    [{ type: "equip", card: "rs-eq-gizmo#1", rs: "rs-crew-dana#1" }, "Give Gizmo to Dana"],
    [{ type: "equip", card: "rs-eq-gizmo#1", rs: "rs-crew-milo#1" }, "Give Gizmo to Milo"],
    [{ type: "location", card: "rs-loc-bar#1", team: 1 }, "Play Bar on {1}'s Away Team"],
    [{ type: "attempt", rs: "rs-crew-dana#1" }, "Zap Dana to attempt"],
    [{ type: "event", card: "rs-ev-amnesia#1" }, "Play Amnesia"],
    [{ type: "pick", skill: "INF" }, "choose Infiltration"],
    [{ type: "end" }, "End turn"],
    [{ type: "ready_discard", cards: { choose: { from: ["rs-eq-gizmo#1", "rs-loc-bar#1"], min: 0, max: 2 } } }, "Ready Room"],
  ),
};

test("a game's mapping names each move's cards and targets by data attributes; moves it does not place are left out", () => {
  const plays = playsOf(RS_VIEW, BOARD_TARGETS.get("redshirts"), { viewer: 0 });
  const byIndex = new Map(plays.map((play) => [play.index, play]));
  assert.deepEqual(byIndex.get(0).cards, ["rs-eq-gizmo#1"]);
  assert.deepEqual(byIndex.get(0).targets, ["face=rs-crew-dana#1"]);
  assert.deepEqual(byIndex.get(2).targets, ["zone=team:1"]);
  assert.deepEqual(byIndex.get(3), { index: 3, label: "Zap Dana to attempt", move: RS_VIEW.legal[3].move,
    cards: ["rs-crew-dana#1"], targets: ["zone=mission:0"], template: null });
  assert.deepEqual(byIndex.get(4).targets, []); // an Event: picked, then its way pressed
  assert.equal(byIndex.has(5), false); // a Skill to choose: no place on the board
  assert.equal(byIndex.has(6), false); // End turn: a button
  assert.deepEqual(byIndex.get(7).template, { field: "cards", from: ["rs-eq-gizmo#1", "rs-loc-bar#1"], min: 0, max: 2 });
  assert.deepEqual(byIndex.get(7).targets, ["zone=log_discard"]);
  assert.deepEqual(splitKey("zone=team:1"), ["zone", "team:1"]);
});

test("a picked card lights its targets; tapping one plays the only move it makes", () => {
  const plays = playsOf(RS_VIEW, BOARD_TARGETS.get("redshirts"), { viewer: 0 });
  const { pick } = tapCard(plays, null, "rs-eq-gizmo#1");
  assert.deepEqual(pick, { cards: ["rs-eq-gizmo#1"], targets: [] });
  const glow = glowOf(plays, pick);
  assert.deepEqual([...glow.targets].sort(), ["face=rs-crew-dana#1", "face=rs-crew-milo#1", "zone=log_discard"]);
  assert.ok(glow.joins.has("rs-loc-bar#1")); // it may join the Gizmo in the Ready Room's discard
  const played = tapTarget(plays, pick, "face=rs-crew-milo#1");
  assert.equal(played.play.index, 1);
  // the Ready Room's template takes the picked cards
  const both = tapCard(plays, pick, "rs-loc-bar#1").pick;
  const discard = tapTarget(plays, both, "zone=log_discard");
  assert.equal(discard.play.index, 7);
  assert.deepEqual(discard.picks, ["rs-eq-gizmo#1", "rs-loc-bar#1"]);
  // a place the card cannot go is refused; tapping the picked card again puts it down
  assert.deepEqual(tapTarget(plays, pick, "zone=team:1"), { refused: "not-here" });
  assert.deepEqual(tapCard(plays, pick, "rs-eq-gizmo#1"), { pick: null });
  assert.deepEqual(tapCard(plays, null, "rs-card-nowhere#1"), { refused: "no-move" });
  // its ways: every move it may still become, in the order of the legal moves
  assert.deepEqual(waysOf(plays, pick).map((play) => play.index), [0, 1, 7]);
});

test("nothing picked: targets that are moves by themselves glow; the cards with moves are sources", () => {
  const view = { ...RS_VIEW, legal: legal([{ type: "pick", rs: "rs-crew-milo#1" }, "Stripped of Rank: choose Milo"],
    [{ type: "pick", rs: "rs-crew-dana#1" }, "Stripped of Rank: choose Dana"]) };
  const plays = playsOf(view, BOARD_TARGETS.get("redshirts"), { viewer: 0 });
  const glow = glowOf(plays, null);
  assert.deepEqual([...glow.actions], ["face=rs-crew-milo#1", "face=rs-crew-dana#1"]);
  assert.equal(tapTarget(plays, null, "face=rs-crew-dana#1").play.index, 1);
});

test("Doctor Who: a defence of several cards is picked card by card; Red Dwarf: the same touches with or without a Bonus ask which", () => {
  const dw = { seat: 0, to_move: [0], public: {}, legal: legal(
    [{ type: "defend", loc: "dw-leadworth#1", cards: ["dw-the-doctor#1"] }, "Defend Leadworth with The Doctor"],
    [{ type: "defend", loc: "dw-leadworth#1", cards: ["dw-the-doctor#1", "dw-rory#1"] }, "Defend Leadworth with The Doctor and Rory"],
    [{ type: "pass", cards: ["dw-the-doctor#1", "dw-rory#1", "dw-dalek#1"] }, "Pass these three"],
  ) };
  const plays = playsOf(dw, BOARD_TARGETS.get("doctor-who"), { viewer: 0 });
  assert.equal(plays.length, 2); // the pass of three stays a button
  const doctor = tapCard(plays, null, "dw-the-doctor#1").pick;
  assert.deepEqual([...glowOf(plays, doctor).joins], ["dw-rory#1"]);
  assert.equal(tapTarget(plays, doctor, "face=dw-leadworth#1").play.index, 0);
  const pair = tapCard(plays, doctor, "dw-rory#1").pick;
  assert.equal(tapTarget(plays, pair, "face=dw-leadworth#1").play.index, 1);

  const rd = { seat: 0, to_move: [0], public: { missions: [{ slot: "lister", card: "rd-task-marooned#1" }], cast: [] },
    legal: legal(
      [{ type: "travel", card: "rd-travel-wild#1", mission: "lister", icon: "starbug" }, "Play Wild as Starbug on Marooned"],
      [{ type: "travel", card: "rd-travel-wild#1", mission: "lister", icon: "hallway" }, "Play Wild as Hallway on Marooned"],
    ) };
  const rdPlays = playsOf(rd, BOARD_TARGETS.get("red-dwarf"), { viewer: 0 });
  const wild = tapCard(rdPlays, null, "rd-travel-wild#1").pick;
  assert.deepEqual(tapTarget(rdPlays, wild, "face=rd-task-marooned#1"),
    { choices: [0, 1], pick: { cards: ["rd-travel-wild#1"], targets: ["face=rd-task-marooned#1"] } });
});

test("the pick's panel: its ways folded when the board shows many of them, the text of the card said", () => {
  const plays = playsOf(RS_VIEW, BOARD_TARGETS.get("redshirts"), { viewer: 0 });
  const catalog = { "rs-eq-gizmo": { name: "Gizmo", kind: "equipment", icon: "+SCI", text: "The bearer gains Science." } };
  const ways = waysOf(plays, { cards: ["rs-eq-gizmo#1"], targets: [] });
  const many = [...ways, ...ways].map((way, i) => ({ ...way, index: i }));
  const board = pickModel({ ways: many, pick: { cards: ["rs-eq-gizmo#1"], targets: [], from: "hand" }, renderer: redshirts,
    catalog, names: ["Alex", "Billie"] });
  assert.equal(board.folded, true);
  assert.equal(board.foldLabel, "List the 6 ways");
  assert.match(board.prompt, /^Gizmo \(Equipment \+Science\): The bearer gains Science\. — choose how to play it: tap a glowing place/);
  const listed = pickModel({ ways: many, pick: { cards: ["rs-eq-gizmo#1"], targets: [], from: "list" }, renderer: redshirts,
    catalog, names: ["Alex", "Billie"] });
  assert.equal(listed.folded, false); // chosen from the list (or the keyboard): its ways are buttons
  assert.equal(listed.back, true);
  assert.equal(listed.title, "Gizmo: 6 ways");
});
