"""Shuffle-and-deal and per-move cost of tables without a trusted host (issue 22), in
Chromium on this machine, over web/fair/crypto.js and the vendored @noble/curves.

    python3 build.py && nice -n 10 python3 bench/fairplay_deal.py

All devices run in one page, one after another, each timed on its own; the figure a
table waits for is the critical path with devices working side by side: keys, then the
shuffle (one device after another), then every device's layers for the cards dealt
(side by side), then every device checking the layers of its own cards (side by side).
Bytes are the JSON messages of py/cardtable/fairplay/deck.py.
"""

from __future__ import annotations

import json
import sys

from benchkit import ROOT, serve

from buildtools.browser import launch_options

SCRIPT = r"""
async ([players, size, hand, table]) => {
  const lib = await import("./vendor/noble-ristretto.mjs");
  const { makeScheme } = await import("./fair/crypto.js");
  const s = makeScheme(lib, (n) => crypto.getRandomValues(new Uint8Array(n)));
  const now = () => performance.now();
  const bytes = (m) => JSON.stringify(m).length;
  const perDevice = () => Array(players).fill(0);
  let sent = 0, t;
  // Keys: each makes its key and proof, then checks the others'.
  const keyTime = perDevice(), keys = [], proofs = [];
  for (let d = 0; d < players; d += 1) {
    t = now(); keys.push(s.keypair()); proofs.push(s.proveKey(keys[d][0])); keyTime[d] += now() - t;
    sent += bytes({ t: "key", from: d, pk: keys[d][1], proof: proofs[d] });
  }
  for (let d = 0; d < players; d += 1) {
    t = now();
    for (let e = 0; e < players; e += 1) if (e !== d && !s.checkKey(keys[e][1], proofs[e])) throw new Error("key");
    keyTime[d] += now() - t;
  }
  const joint = s.jointKey(keys.map(([, pk]) => pk));
  // The shuffle: one device after another remasks and permutes the whole deck.
  let deck = Array.from({ length: size }, (_, k) => s.plain(k));
  const shuffleTime = perDevice();
  for (let d = 0; d < players; d += 1) {
    t = now();
    deck = deck.map((c) => s.remask(joint, c));
    for (let i = deck.length - 1; i > 0; i -= 1) {
      const j = crypto.getRandomValues(new Uint32Array(1))[0] % (i + 1);
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    shuffleTime[d] = now() - t;
    sent += bytes({ t: "shuffle", from: d, deck });
  }
  // The deal: `hand` cards to each seat, `table` cards face up.
  const owner = [];
  for (let d = 0; d < players; d += 1) for (let k = 0; k < hand; k += 1) owner.push(d);
  for (let k = 0; k < table; k += 1) owner.push(null);
  const layers = owner.map(() => ({}));
  const layerTime = perDevice(), checkTime = perDevice();
  for (let d = 0; d < players; d += 1) {
    t = now();
    const items = [];
    owner.forEach((to, h) => {
      if (to === d) return;
      const [share, proof] = s.share(keys[d][0], deck[h]);
      layers[h][d] = [share, proof];
      items.push([h, share, proof]);
    });
    layerTime[d] = now() - t;
    sent += bytes({ t: "layers", from: d, to: null, items });
  }
  for (let d = 0; d < players; d += 1) {
    t = now();
    owner.forEach((to, h) => {
      if (to !== d && to !== null) return;
      const shares = [];
      for (let e = 0; e < players; e += 1) {
        if (e === d && to === d) { shares.push(s.share(keys[d][0], deck[h])[0]); continue; }
        const [share, proof] = layers[h][e];
        if (!s.checkShare(keys[e][1], deck[h], share, proof)) throw new Error("layer");
        shares.push(share);
      }
      if (s.unmask(deck[h], shares, size) === null) throw new Error("open");
    });
    checkTime[d] = now() - t;
  }
  const max = (xs) => Math.max(...xs), sum = (xs) => xs.reduce((a, b) => a + b, 0);
  // One move: a card drawn (opened to one seat) and a card played face up (a claim).
  const c = deck[size - 1];
  t = now();
  const drawLayers = [];
  for (let e = 1; e < players; e += 1) drawLayers.push(s.share(keys[e][0], c));
  const drawMake = (now() - t) / (players - 1);
  t = now();
  drawLayers.forEach(([share, proof], i) => s.checkShare(keys[i + 1][1], c, share, proof));
  const drawCheck = now() - t;
  const drawBytes = drawLayers.reduce((n, [share, proof], i) =>
    n + bytes({ t: "layers", from: i + 1, to: 0, items: [[size - 1, share, proof]] }), 0);
  const [share, proof] = s.share(keys[0][0], c);
  const claimBytes = bytes({ t: "claim", from: 0, handle: size - 1, card: 12, items: [[size - 1, share, proof]] });
  return {
    players, size, dealt: owner.length,
    keys: max(keyTime), shuffle: sum(shuffleTime), layers: max(layerTime), check: max(checkTime),
    path: max(keyTime) + sum(shuffleTime) + max(layerTime) + max(checkTime),
    oneMachine: sum(keyTime) + sum(shuffleTime) + sum(layerTime) + sum(checkTime),
    bytes: sent, drawMake, drawCheck, drawBytes, claimBytes,
  };
}
"""

CASES = [("Astronaut", 2, 44, 4, 1), ("Astronaut", 4, 44, 4, 1),
         ("Red Cliffs", 2, 113, 6, 2), ("Red Cliffs", 4, 113, 6, 2), ("Red Cliffs", 9, 113, 6, 2)]


def main() -> int:
    from playwright.sync_api import sync_playwright

    dist = ROOT / "dist"
    if not (dist / "vendor" / "noble-ristretto.mjs").exists():
        print("build first: python3 build.py", file=sys.stderr)
        return 1
    server = serve.make_server(dist, port=0)
    serve.start_in_thread(server)
    rows = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(**launch_options())
        page = browser.new_page()
        page.goto(serve.url_of(server) + "404-is-fine.html")
        page.evaluate(SCRIPT, [2, 44, 4, 1])  # warm up the JIT
        for game, players, size, hand, table in CASES:
            result = page.evaluate(SCRIPT, [players, size, hand, table])
            rows.append((game, result))
        browser.close()
    server.shutdown()
    print("game        seats deck dealt  keys  shuffle  layers  check | table waits  one machine  bytes"
          "  | draw: make/check ms, bytes  play: bytes")
    for game, r in rows:
        print(f"{game:<11} {r['players']:>5} {r['size']:>4} {r['dealt']:>5} {r['keys']:>5.0f} "
              f"{r['shuffle']:>8.0f} {r['layers']:>7.0f} {r['check']:>6.0f} | {r['path'] / 1000:>8.2f} s "
              f"{r['oneMachine'] / 1000:>9.2f} s {r['bytes'] / 1000:>6.0f} kB | "
              f"{r['drawMake']:.1f}/{r['drawCheck']:.1f}, {r['drawBytes']} B  {r['claimBytes']} B")
    print(json.dumps([{"game": game, **r} for game, r in rows]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
