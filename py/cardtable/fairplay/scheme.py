"""The cryptography behind the deck protocol, as an interface (docs/fairplay.md).

Every value is a string (hex in both implementations), so messages are JSON. A
``Cipher`` is an ElGamal pair ``(c1, c2)`` masking a card's point ``M``:
``c1 = r·G``, ``c2 = M + r·K`` under the joint key ``K`` (the sum of every device's
public key). A device's ``share`` of a cipher is ``sk·c1`` with a Chaum-Pedersen
proof that it used the secret key behind its public key; ``M = c2 - Σ shares``.
"""

from __future__ import annotations

from typing import Protocol

Cipher = tuple[str, str]


class Scheme(Protocol):
    """What the protocol needs from the cryptography; nothing else is assumed."""

    def keypair(self) -> tuple[str, str]:
        """A fresh (secret key, public key)."""
        ...

    def prove_key(self, sk: str) -> str:
        """A proof of knowledge of ``sk`` (Schnorr): stops a device choosing its public
        key from the others' (a rogue key would let it open every card alone)."""
        ...

    def check_key(self, pk: str, proof: str) -> bool:
        """True when ``proof`` shows its sender knows the secret key of ``pk``."""
        ...

    def matches(self, sk: str, pk: str) -> bool:
        """True when ``sk`` is the secret key of ``pk`` (the audit's check)."""
        ...

    def joint_key(self, pks: list[str]) -> str:
        """The key every card is masked under: the sum of the devices' keys."""
        ...

    def plain(self, index: int) -> Cipher:
        """Card ``index`` unmasked (r = 0): the deck before anyone shuffled it."""
        ...

    def remask(self, key: str, cipher: Cipher) -> Cipher:
        """The same card under a fresh random mask (nobody can link the two)."""
        ...

    def share(self, sk: str, cipher: Cipher) -> tuple[str, str]:
        """This device's layer of ``cipher`` and its proof of correct decryption."""
        ...

    def check_share(self, pk: str, cipher: Cipher, share: str, proof: str) -> bool:
        """True when ``share`` is the layer of the device with public key ``pk``."""
        ...

    def unmask(self, cipher: Cipher, shares: list[str], size: int) -> int | None:
        """The card index (below ``size``) once every layer is removed; None if the
        shares do not open it to a card of the deck."""
        ...
