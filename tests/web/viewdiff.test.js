// Issue 21: view diffs on the wire (web/net/viewdiff.js). A diff patches its base into
// the new view exactly; a log window that moved on costs only what is new; a hostile or
// malformed diff is refused with a DiffError and changes nothing.
import { test } from "node:test";
import assert from "node:assert/strict";

import { DiffError, canonical, diff, digest, patch } from "../../web/net/viewdiff.js";

const view = (n, log) => ({ v: 1, t: "view", names: ["Ann", "Gus"], hash: "a".repeat(64),
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

test("the sender diffs against the acknowledged view and deflates; the receiver rebuilds and refuses bombs", async () => {
  const { ViewReceiver, ViewSender, inflated } = await import("../../web/net/viewwire.js");
  const sender = new ViewSender();
  const receiver = new ViewReceiver();
  const labels = Array.from({ length: 40 }, (_, i) => ({ move: { type: "equip", card: `eq#${i}` }, label: `Give Fake Mustache to Redshirt ${i}` }));
  const withLegal = (n, legal) => ({ ...view(n, [{ type: "play", n }]), view: { ...view(n, []).view, legal } });
  const first = JSON.stringify(withLegal(1, labels));
  const second = JSON.stringify(withLegal(2, labels.map((e, i) => (i === 3 ? { ...e, label: "Pass" } : e))));
  const out1 = await sender.wire("p", first); // no base yet: whole, deflated
  assert.ok(out1.startsWith('{"v":1,"t":"zview"') && out1.length < first.length / 3, `${out1.length} of ${first.length}`);
  const whole1 = await inflated(out1);
  assert.equal(whole1, first);
  sender.acknowledged("p", await receiver.held(JSON.parse(whole1)));
  const out2 = await sender.wire("p", second);
  assert.ok(out2.startsWith('{"v":1,"t":"vdiff"') && out2.length < 400, out2);
  assert.equal(canonical(JSON.parse(await receiver.rebuild(out2))), canonical(JSON.parse(second)));
  assert.deepEqual(sender.stats, { full: 1, diff: 1, fullBytes: out1.length, diffBytes: out2.length });
  // a view that inflates past the limit, base64 that is not, a diff on an unknown base
  const bomb = new Blob([new Uint8Array(3_000_000)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(bomb).arrayBuffer());
  const z = btoa(String.fromCharCode(...bytes));
  await assert.rejects(inflated(JSON.stringify({ v: 1, t: "zview", z })), /too large/);
  await assert.rejects(inflated('{"v":1,"t":"zview","z":"!!"}'), /malformed/);
  await assert.rejects(inflated('{"v":1,"t":"zview","z":"AAAA"}'), /damaged/);
  await assert.rejects(receiver.rebuild(JSON.stringify({ v: 1, t: "vdiff", base: "0".repeat(32), digest: "1".repeat(32), ops: [] })),
    /base view is not one this device holds/);
});
