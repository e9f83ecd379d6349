"""TEST ONLY: a simulated deck protocol that knows every card (so the tests can play
devices' engines against each other in one process), and the audit's replay oracle.
The real protocol is cardtable.fairplay.deck (tested in test_deck.py and
test_real_scheme.py); this stands in for it where the engine side is tested."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from cardtable.engine import State, Zone

T = TypeVar("T")


class SimDealer:
    """Truth per handle; every device's calls are checked to agree with the others'."""

    def __init__(self, catalogue: list[str], seed: int) -> None:
        self.truth: dict[int, str] = dict(enumerate(catalogue))
        self.rng = random.Random(seed)
        self.shuffles: list[tuple[list[int], list[int]]] = []
        self.calls: dict[int, int] = {}
        self.opened: dict[int, set[int]] = {}
        self.next_handle = len(catalogue)

    def shuffle(self, seat: int, handles: list[int]) -> list[int]:
        index = self.calls.get(seat, 0)
        self.calls[seat] = index + 1
        if index < len(self.shuffles):
            given, out = self.shuffles[index]
            assert given == handles, f"seat {seat} shuffles other cards than the table"
            return out
        cards = [self.truth[h] for h in handles]
        self.rng.shuffle(cards)
        out = list(range(self.next_handle, self.next_handle + len(cards)))
        self.next_handle += len(cards)
        self.truth.update(zip(out, cards))
        self.shuffles.append((handles, out))
        return out

    def open(self, seat: int, handle: int) -> str:
        self.opened.setdefault(seat, set()).add(handle)
        return self.truth[handle]

    def fact(self, seat: int, handle: int, seats: int, read: Callable[[str], T]) -> T:
        """What a seat that sees the card announces (the test trusts it; the audit's
        replay reads the face itself)."""
        return read(self.truth[handle])

    def claim(self, seat: int, mover: int, handle: int, card: str) -> bool:
        return self.truth.get(handle) == card

    def shown(self, seat: int, handle: int, seats: int) -> None:
        """Openings happen on demand here (``open``)."""

    def announce(self, seat: int, handle: int, seats: int, value: object) -> None:
        """Facts are read directly here (``fact``)."""


class AuditOracle:
    """The audit's replay: each shuffle's real cards, in the order every device made."""

    def __init__(self, dealer: SimDealer) -> None:
        self.dealer = dealer
        self.done = 0

    def shuffled(self, state: State, zone: Zone) -> list[str]:
        _, out = self.dealer.shuffles[self.done]
        self.done += 1
        cards = [self.dealer.truth[h] for h in out]
        assert sorted(cards) == sorted(zone.cards), "a shuffle changed the cards"
        return cards

    def reveal(self, state: State, card: str, seats: int) -> str:
        return card

    def fact(self, state: State, card: str, seats: int, read: Callable[[str], T]) -> T:
        return read(card)

    def current(self, event: dict[str, Any]) -> dict[str, Any]:
        return event

