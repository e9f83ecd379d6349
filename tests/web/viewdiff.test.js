// Issue 21: view diffs on the wire (web/net/viewdiff.js). A diff patches its base into
// the new view exactly; a log window that moved on costs only what is new; a hostile or
// malformed diff is refused with a DiffError and changes nothing.
import { test } from "node:test";
import assert from "node:assert/strict";

import { DiffError, canonical, diff, digest, patch } from "../../web/net/viewdiff.js";

const view = (n, log) => ({ t: "view", v: 1, names: ["Ann", "Gus"], hash: "a".repeat(64),
  view: { move_count: n, zones: { "hand:1": { cards: ["c#1", "c#2"].slice(0, 1 + (n % 2)), count: 1 + (n % 2) } },
    log, log_start: n, legal: [{ move: { type: "draw" } }], to_move: [n % 2], "3": { x: n } } });

test("a diff patches its base into the new value, keys in any order", () => {
  const log = Array.from({ length: 80 }, (_, i) => ({ type: "play", seat: i % 2, n: i }));
  const a = view(10, log);
  const b = view(11, [...log.slice(2), { type: "draw", seat: 1 }, { type: "play", seat: 0, n: 99 }]);
  const ops = diff(a, b);
  assert.equal(canonical(patch(a, ops)), canonical(b));
  assert.ok(JSON.stringify(ops).length < 400, JSON.stringify(ops));
  assert.equal(canonical(a), canonical(view(10, log))); // the base is left as it was
  assert.deepEqual(diff(b, b), []);
  for (const [x, y] of [[[1, 2, 3], [1, 3]], [[], [1]], [[1], []], [{ a: 1 }, { b: [1] }], [1, "1"], [null, {}]]) {
    assert.equal(canonical(patch(x, diff(x, y))), canonical(y));
  }
});

test("the digest is 128 bits of the canonical text, the same whatever the key order", async () => {
  const one = await digest({ b: 1, a: [1, { d: 2, c: 3 }] });
  assert.match(one, /^[0-9a-f]{32}$/);
  assert.equal(one, await digest({ a: [1, { c: 3, d: 2 }], b: 1 }));
  assert.notEqual(one, await digest({ a: [1, { c: 3, d: 2 }], b: 2 }));
});

test("hostile and malformed diffs are refused and change nothing", () => {
  const base = view(3, [{ type: "play" }]);
  const before = canonical(base);
  const bad = [
    "not a list", [["=", ["__proto__", "x"], 1]], [["=", ["view", "constructor"], 1]], [["?", ["view"]]],
    [["=", ["view", "nowhere", "x"], 1]], [["-", ["view", "gone"]]], [["~", ["view", "log"], 0, 5, []]],
    [["~", ["view", "log"], -1, 0, []]], [["~", ["view"], 0, 0, []]], [["=", ["view", "log", 7], 1]],
    [["=", "view", 1]], [["=", [1.5], 1]], [["-", []]], [null], Array.from({ length: 2001 }, () => ["-", ["t"]]),
  ];
  for (const ops of bad) assert.throws(() => patch(base, ops), DiffError, JSON.stringify(ops).slice(0, 80));
  assert.equal(canonical(base), before);
  assert.equal(Object.prototype.x, undefined);
});
