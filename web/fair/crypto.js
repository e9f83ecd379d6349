// Re-randomisable ElGamal masking of cards over ristretto255 (issue 22, docs/fairplay.md).
//
// The same interface as py/cardtable/fairplay/scheme.py, every value a hex string:
// keypair, proveKey / checkKey (Schnorr), matches, jointKey, plain (card k unmasked, as
// the point (k+1)·G), remask, share / checkShare (a device's layer sk·c1 with a
// Chaum-Pedersen proof of correct decryption), unmask. All curve arithmetic is the
// vetted library's (@noble/curves, vendored at a pinned version); this module only
// composes it. Proofs are made non-interactive with SHA-512 (Fiat-Shamir) over a
// domain tag and every point involved.

const TAG = new TextEncoder().encode("cardtable-fairplay-v1");

/** The scheme over `lib` = { ristretto255, sha512 }; `randomBytes(n)` gives n secret bytes. */
export function makeScheme(lib, randomBytes) {
  const Point = lib.ristretto255.Point;
  const order = Point.Fn.ORDER;
  const G = Point.BASE;
  const cards = [];  // cards[k] = hex of (k+1)·G, made as needed

  const bigOf = (bytes) => bytes.reduceRight((acc, b) => (acc << 8n) | BigInt(b), 0n);
  const scalar = () => {
    for (;;) {
      const s = bigOf(randomBytes(64)) % order;
      if (s !== 0n) return s;
    }
  };
  const hexOf = (s) => s.toString(16);
  const scalarOf = (text) => {
    if (typeof text !== "string" || !/^[0-9a-f]{1,64}$/.test(text)) throw new Error("not a scalar");
    const s = BigInt(`0x${text}`);
    if (s >= order) throw new Error("not a scalar");
    return s;
  };
  const pointOf = (text) => {
    if (typeof text !== "string" || !/^[0-9a-f]{64}$/.test(text)) throw new Error("not a point");
    return Point.fromHex(text);
  };
  const mul = (point, s) => (s === 0n ? Point.ZERO : point.multiply(s));
  const challenge = (...points) => {
    const parts = [TAG, ...points.map((p) => p.toBytes())];
    const data = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) { data.set(part, at); at += part.length; }
    return bigOf(lib.sha512(data)) % order;
  };
  const cardPoint = (k) => {
    while (cards.length <= k) cards.push(G.multiply(BigInt(cards.length + 1)).toHex());
    return cards[k];
  };

  return {
    keypair() {
      const sk = scalar();
      return [hexOf(sk), G.multiply(sk).toHex()];
    },
    proveKey(sk) {
      const secret = scalarOf(sk), w = scalar();
      const t = G.multiply(w);
      const c = challenge(G, G.multiply(secret), t);
      return `${t.toHex()}:${hexOf((w + c * secret) % order)}`;
    },
    checkKey(pk, proof) {
      try {
        const [tText, zText] = String(proof).split(":");
        const key = pointOf(pk), t = pointOf(tText), z = scalarOf(zText);
        return mul(G, z).equals(t.add(mul(key, challenge(G, key, t))));
      } catch { return false; }
    },
    matches(sk, pk) {
      try { return G.multiply(scalarOf(sk)).equals(pointOf(pk)); } catch { return false; }
    },
    jointKey(pks) {
      return pks.map(pointOf).reduce((a, b) => a.add(b), Point.ZERO).toHex();
    },
    plain(k) {
      return [Point.ZERO.toHex(), cardPoint(k)];
    },
    remask(key, [c1, c2]) {
      const r = scalar();
      return [pointOf(c1).add(G.multiply(r)).toHex(), pointOf(c2).add(pointOf(key).multiply(r)).toHex()];
    },
    share(sk, [c1Text]) {
      const secret = scalarOf(sk), c1 = pointOf(c1Text), w = scalar();
      const layer = mul(c1, secret), a = G.multiply(w), b = mul(c1, w);
      const c = challenge(G.multiply(secret), c1, layer, a, b);
      return [layer.toHex(), `${a.toHex()}:${b.toHex()}:${hexOf((w + c * secret) % order)}`];
    },
    checkShare(pk, [c1Text], share, proof) {
      try {
        const [aText, bText, zText] = String(proof).split(":");
        const key = pointOf(pk), c1 = pointOf(c1Text), layer = pointOf(share);
        const a = pointOf(aText), b = pointOf(bText), z = scalarOf(zText);
        const c = challenge(key, c1, layer, a, b);
        return mul(G, z).equals(a.add(mul(key, c))) && mul(c1, z).equals(b.add(mul(layer, c)));
      } catch { return false; }
    },
    unmask([, c2], shares, size) {
      let m = pointOf(c2);
      for (const share of shares) m = m.subtract(pointOf(share));
      const hex = m.toHex();
      for (let k = 0; k < size; k += 1) if (cardPoint(k) === hex) return k;
      return null;
    },
  };
}
