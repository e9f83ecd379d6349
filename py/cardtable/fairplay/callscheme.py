"""A :class:`~.scheme.Scheme` whose maths runs elsewhere: in the browser, the worker
hands Python a function calling web/fair/crypto.js (``call(op, args)`` with JSON-able
values); the tests hand it a node process running the same module."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .scheme import Cipher

Call = Callable[[str, list[Any]], Any]


class CallScheme:
    """Every operation is one call of ``call`` by the JS name (``proveKey``, ...)."""

    def __init__(self, call: Call) -> None:
        self.call = call

    def keypair(self) -> tuple[str, str]:
        sk, pk = self.call("keypair", [])
        return str(sk), str(pk)

    def prove_key(self, sk: str) -> str:
        return str(self.call("proveKey", [sk]))

    def check_key(self, pk: str, proof: str) -> bool:
        return self.call("checkKey", [pk, proof]) is True

    def matches(self, sk: str, pk: str) -> bool:
        return self.call("matches", [sk, pk]) is True

    def joint_key(self, pks: list[str]) -> str:
        return str(self.call("jointKey", [pks]))

    def plain(self, index: int) -> Cipher:
        return _cipher(self.call("plain", [index]))

    def remask(self, key: str, cipher: Cipher) -> Cipher:
        return _cipher(self.call("remask", [key, list(cipher)]))

    def share(self, sk: str, cipher: Cipher) -> tuple[str, str]:
        share, proof = self.call("share", [sk, list(cipher)])
        return str(share), str(proof)

    def check_share(self, pk: str, cipher: Cipher, share: str, proof: str) -> bool:
        return self.call("checkShare", [pk, list(cipher), share, proof]) is True

    def unmask(self, cipher: Cipher, shares: list[str], size: int) -> int | None:
        card = self.call("unmask", [list(cipher), shares, size])
        return card if isinstance(card, int) else None


def _cipher(value: Any) -> Cipher:
    c1, c2 = value
    return str(c1), str(c2)
