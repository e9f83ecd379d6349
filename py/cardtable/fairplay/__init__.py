"""Tables across devices where no device holds another seat's hidden cards (issue 22).

``scheme`` is the interface to the cryptography (re-randomisable ElGamal masking with
proofs; in the browser ``web/fair/crypto.js`` over the vendored @noble/curves
ristretto255, in CPython tests a test-only toy group); ``deck`` is the crypto-agnostic
protocol every device runs: keys, the joint shuffle, opening a card to one seat or to
the table, and the end-of-match audit. See docs/fairplay.md.
"""
