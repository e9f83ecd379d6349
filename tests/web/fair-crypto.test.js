// Issue 22: web/fair/crypto.js over the vendored @noble/curves (dist/vendor, made by
// build.py): keys with proofs, a deck shuffled by three devices, a card opened to one
// seat only, a wrong layer refused, the table's card opened by all.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";

import { makeScheme } from "../../web/fair/crypto.js";

const BUNDLE = new URL("../../dist/vendor/noble-ristretto.mjs", import.meta.url);

async function scheme() {
  const lib = await import(BUNDLE.href);
  return makeScheme(lib, (n) => new Uint8Array(randomBytes(n)));
}

const shuffle = (list) => {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = randomBytes(4).readUInt32LE() % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
};

test("the vendored library is built (python3 build.py)", () => {
  assert.ok(existsSync(BUNDLE), `${BUNDLE.pathname} is missing: run python3 build.py`);
});

test("keys come with proofs; a borrowed proof is refused", { skip: !existsSync(BUNDLE) }, async () => {
  const s = await scheme();
  const [sk, pk] = s.keypair();
  const [, other] = s.keypair();
  assert.ok(s.checkKey(pk, s.proveKey(sk)));
  assert.ok(!s.checkKey(other, s.proveKey(sk)));
  assert.ok(s.matches(sk, pk) && !s.matches(sk, other));
  assert.ok(!s.checkKey("zz", "garbage"), "garbage is refused, not thrown");
});

test("three devices shuffle; a card opens to its seat alone", { skip: !existsSync(BUNDLE) }, async () => {
  const s = await scheme();
  const keys = [0, 1, 2].map(() => s.keypair());
  const joint = s.jointKey(keys.map(([, pk]) => pk));
  const size = 20;
  let deck = Array.from({ length: size }, (_, k) => s.plain(k));
  for (let device = 0; device < 3; device += 1) deck = shuffle(deck.map((c) => s.remask(joint, c)));
  const layer = (device, cipher) => s.share(keys[device][0], cipher);
  // Card place 4 goes to seat 1: devices 0 and 2 send their layers with proofs.
  const cipher = deck[4];
  const sent = [0, 2].map((d) => layer(d, cipher));
  sent.forEach(([share, proof], i) => assert.ok(s.checkShare(keys[[0, 2][i]][1], cipher, share, proof)));
  const card = s.unmask(cipher, [...sent.map(([share]) => share), layer(1, cipher)[0]], size);
  assert.ok(Number.isInteger(card) && card >= 0 && card < size);
  // Device 0 (the host) with every layer it saw and its own cannot open it.
  assert.equal(s.unmask(cipher, sent.map(([share]) => share), size), null);
  // A layer made with the wrong key is refused.
  const [wrongSk] = s.keypair();
  const [bad, badProof] = s.share(wrongSk, cipher);
  assert.ok(!s.checkShare(keys[2][1], cipher, bad, badProof));
  // The whole deck opened by all: every card once.
  const opened = deck.map((c) => s.unmask(c, [0, 1, 2].map((d) => layer(d, c)[0]), size));
  assert.deepEqual([...opened].sort((a, b) => a - b), Array.from({ length: size }, (_, k) => k));
});
