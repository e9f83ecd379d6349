// Issue 19, keep every match: the replay link's codec (web/replays/share.js) and your
// record from the history (web/replays/record.js).
import { test } from "node:test";
import assert from "node:assert/strict";

import { DAMAGED, readReplayFragment, replayFragment } from "../../web/replays/share.js";
import { opponentLevel, outcome, recordLine, yourRecord } from "../../web/replays/record.js";

const record = { format: "cardtable-record", version: 1, game: "astronaut", players: 2, options: { rounds: 1 },
  seed: 7, moves: Array.from({ length: 60 }, (_, i) => [i % 2, { type: "draw" }]) };

test("a replay link round-trips its record, compressed", async () => {
  const fragment = await replayFragment({ game: "astronaut", names: ["Ann", "Robbie"], record, kinds: ["human", "bot:simple"] });
  assert.match(fragment, /^#replay=[A-Za-z0-9_-]+$/);
  assert.ok(fragment.length < JSON.stringify(record).length / 2);
  const { shared } = await readReplayFragment(fragment);
  assert.deepEqual(shared.record, record);
  assert.deepEqual(shared.names, ["Ann", "Robbie"]);
});

test("a damaged link gets a clear message, never an exception", async () => {
  const fragment = await replayFragment({ game: "astronaut", names: ["Ann", "Robbie"], record });
  for (const bad of [fragment.slice(0, -12), "#replay=", "#replay=%%%", "#replay=AAAA", "#join=x", fragment.replace(/.(?=.{20}$)/, "x")]) {
    const read = await readReplayFragment(bad);
    assert.ok(read.error, bad);
  }
  assert.equal((await readReplayFragment("#replay=AAAA")).error, DAMAGED);
  const wrongNames = await replayFragment({ game: "astronaut", names: ["Ann"], record });
  assert.match((await readReplayFragment(wrongNames)).error, /players are unreadable/);
});

test("your record: one human here against bots, per game and level", () => {
  const entry = (game, kinds, winners) => ({ game, title: game, kinds, winners });
  const history = [
    entry("astronaut", ["human", "bot:hard"], [0]),
    entry("astronaut", ["bot:hard", "human"], [0]),
    entry("astronaut", ["human", "bot:hard", "bot:easy"], [0, 2]),
    entry("red-dwarf", ["human", "bot:normal"], [0, 1]),
    entry("red-dwarf", ["human", "human"], [0]), // hot-seat: not counted
    entry("red-dwarf", ["human", "remote"], [0]), // another device: not counted
  ];
  assert.equal(opponentLevel(history[2]), "mixed");
  assert.equal(opponentLevel(history[4]), null);
  assert.equal(outcome(history[1]), "lost");
  assert.equal(outcome(history[3]), "shared");
  const rows = yourRecord(history, { games: ["red-dwarf", "astronaut"], levels: ["easy", "normal", "hard"] });
  assert.deepEqual(rows.map((r) => [r.game, r.level, r.played, r.won, r.shared, r.lost]), [
    ["red-dwarf", "normal", 1, 0, 1, 0], ["astronaut", "hard", 2, 1, 0, 1], ["astronaut", "mixed", 1, 0, 1, 0]]);
  assert.equal(recordLine(rows[1]), "2 played: 1 won, 1 lost");
});

test("what just happened leads with the result that matters", async () => {
  const { leadOf } = await import("../../web/table/feed.js");
  const events = [{ type: "draw", text: "a" }, { type: "score", points: 3, text: "b" }, { type: "end_turn", text: "c" }];
  assert.equal(leadOf(events).text, "b");
  assert.equal(leadOf([...events, { type: "match_end", text: "d" }]).text, "d");
  assert.equal(leadOf([{ type: "draw", text: "a" }, { type: "window_pass", text: "p" }]), null);
});

test("a rulebook word is marked once per line, as a whole word", async () => {
  const { glossPieces } = await import("../../web/games/glossary.js");
  const pieces = glossPieces("Ann works zed shift; Skutter goes to Silicon Heaven, then Silicon Heaven.", "red-dwarf");
  assert.deepEqual(pieces.filter((p) => typeof p !== "string").map((p) => p.term), ["zed shift", "Silicon Heaven"]);
  assert.equal(pieces.map((p) => (typeof p === "string" ? p : p.term)).join(""), "Ann works zed shift; Skutter goes to Silicon Heaven, then Silicon Heaven.");
  assert.deepEqual(glossPieces("A Substitute card", "astronaut"), ["A Substitute card"]);
  assert.deepEqual(glossPieces("anything", "red-cliffs"), ["anything"]);
});
