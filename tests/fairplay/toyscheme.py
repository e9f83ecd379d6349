"""TEST ONLY: the deck protocol's cryptography over a toy group, for CPython tests.

ElGamal in the order-q subgroup of Z_p* for a 127-bit safe prime p = 2q + 1: the same
algebra as web/fair/crypto.js over ristretto255 (masks, remasks, layers with
Chaum-Pedersen proofs, Schnorr key proofs), far too small to be safe. Never shipped:
it lives under tests/ and the browser uses the vendored @noble/curves.
"""

from __future__ import annotations

import hashlib
import random
from functools import cache

from cardtable.fairplay.scheme import Cipher

P = 101225633883855085837064088204279059987
Q = (P - 1) // 2
G = 4  # a square: it generates the subgroup of order Q


def _h(*values: int) -> int:
    data = b"|".join(format(v, "x").encode() for v in values)
    return int.from_bytes(hashlib.sha256(data).digest(), "big") % Q


@cache
def _cards(size: int) -> dict[int, int]:
    """Card point -> card index for a deck of ``size``."""
    return {pow(G, index + 1, P): index for index in range(size)}


def _int(text: str) -> int:
    value = int(text, 16)
    if not 0 < value < P:
        raise ValueError("not a group element")
    return value


class ToyScheme:
    """The :class:`~cardtable.fairplay.scheme.Scheme` over the toy group (seeded: tests
    replay exactly)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def _scalar(self) -> int:
        return self.rng.randrange(1, Q)

    def keypair(self) -> tuple[str, str]:
        sk = self._scalar()
        return format(sk, "x"), format(pow(G, sk, P), "x")

    def prove_key(self, sk: str) -> str:
        secret, w = int(sk, 16), self._scalar()
        t = pow(G, w, P)
        c = _h(G, pow(G, secret, P), t)
        return f"{t:x}:{(w + c * secret) % Q:x}"

    def check_key(self, pk: str, proof: str) -> bool:
        t_text, z_text = proof.split(":")
        key, t, z = _int(pk), _int(t_text), int(z_text, 16)
        return pow(G, z, P) == t * pow(key, _h(G, key, t), P) % P

    def matches(self, sk: str, pk: str) -> bool:
        return pow(G, int(sk, 16), P) == _int(pk)

    def joint_key(self, pks: list[str]) -> str:
        key = 1
        for pk in pks:
            key = key * _int(pk) % P
        return format(key, "x")

    def plain(self, index: int) -> Cipher:
        return "1", format(pow(G, index + 1, P), "x")

    def remask(self, key: str, cipher: Cipher) -> Cipher:
        r = self._scalar()
        return (format(_int(cipher[0]) * pow(G, r, P) % P, "x"),
                format(_int(cipher[1]) * pow(_int(key), r, P) % P, "x"))

    def share(self, sk: str, cipher: Cipher) -> tuple[str, str]:
        secret, c1, w = int(sk, 16), _int(cipher[0]), self._scalar()
        layer = pow(c1, secret, P)
        a, b = pow(G, w, P), pow(c1, w, P)
        c = _h(pow(G, secret, P), c1, layer, a, b)
        return format(layer, "x"), f"{a:x}:{b:x}:{(w + c * secret) % Q:x}"

    def check_share(self, pk: str, cipher: Cipher, share: str, proof: str) -> bool:
        a_text, b_text, z_text = proof.split(":")
        key, c1, layer = _int(pk), _int(cipher[0]), _int(share)
        a, b, z = _int(a_text), _int(b_text), int(z_text, 16)
        c = _h(key, c1, layer, a, b)
        return pow(G, z, P) == a * pow(key, c, P) % P and pow(c1, z, P) == b * pow(layer, c, P) % P

    def unmask(self, cipher: Cipher, shares: list[str], size: int) -> int | None:
        value = _int(cipher[1])
        for share in shares:
            value = value * pow(_int(share), -1, P) % P
        index = _cards(size).get(value)
        return index
