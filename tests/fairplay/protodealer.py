"""The engine's Dealer over the real deck protocol (cardtable.fairplay.deck.Device, one
per seat, the toy scheme), run eagerly in one process: the first device whose engine
asks for a shuffle or an opening makes every device send its part through the relay.
Each seat's engine learns a card only from its own Device (its own key and the others'
layers); the relay keeps everything a curious host would see."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from cardtable.engine.zones import mask_allows

from .relay import Relay

T = TypeVar("T")


class ProtocolDealer:
    """Shuffles, openings, claims and announced facts through every seat's Device."""

    def __init__(self, catalogue: list[str], players: int, seed: int) -> None:
        self.catalogue = catalogue
        self.index = {card: k for k, card in enumerate(catalogue)}
        self.relay = Relay(players, len(catalogue), seed)
        for device in self.relay.devices:
            self.relay.send(device.hello())
        self.shuffles: list[list[int]] = []
        self.out: list[list[int]] = []
        self.calls: dict[int, int] = {}
        self.shuffled_cards: list[list[str]] = []
        """TEST ONLY, for the replay alongside: each joint shuffle's cards, opened with
        every key at once (what the audit does with the keys revealed at the end)."""
        self.claimed: set[tuple[int, str, tuple[str, str]]] = set()

    def shuffle(self, seat: int, handles: list[int]) -> list[int]:
        index = self.calls.get(seat, 0)
        self.calls[seat] = index + 1
        if index == len(self.shuffles):
            for device in self.relay.devices:
                self.relay.send(device.shuffle_step(self.relay.rng.shuffle, handles))
            self.shuffles.append(handles)
            self.out.append(self.relay.devices[0].newest)
            self.shuffled_cards.append([self.reveal_all(h) for h in self.out[-1]])
        assert self.shuffles[index] == handles, f"seat {seat} shuffles other cards than the table"
        return self.out[index]

    def reveal_all(self, handle: int) -> str:
        devices = self.relay.devices
        cipher = devices[0].deck[handle]
        layers = [device.scheme.share(device.sk, cipher)[0] for device in devices]
        index = devices[0].scheme.unmask(cipher, layers, len(self.catalogue))
        assert index is not None
        return self.catalogue[index]

    def open(self, seat: int, handle: int) -> str:
        devices = self.relay.devices
        mine = devices[seat]
        if handle not in mine.known:
            if seat in mine.shares.get(handle, {}):  # opened to another seat before
                self.relay.send(mine.remask(handle))
            for device in devices:
                self.relay.send(device.layers([handle], seat))
        card = mine.opened(handle)
        assert card is not None, f"seat {seat} could not open card place {handle}"
        return self.catalogue[card]

    def fact(self, seat: int, handle: int, seats: int, read: Callable[[str], T]) -> T:
        announcer = next(s for s in range(len(self.relay.devices)) if mask_allows(seats, s))
        return read(self.open(announcer, handle))

    def claim(self, seat: int, mover: int, handle: int, card: str) -> bool:
        key = (handle, card, self.relay.devices[mover].deck[handle])
        if key not in self.claimed:  # once per claim, whichever device asks first
            self.claimed.add(key)
            self.relay.send(self.relay.devices[mover].claim(handle, self.index.get(card, -1)))
        return self.relay.devices[seat].opened(handle) == self.index.get(card)

    def shown(self, seat: int, handle: int, seats: int) -> None:
        """Openings happen on demand here (``open``)."""

    def announce(self, seat: int, handle: int, seats: int, value: object) -> None:
        """Facts are read directly here (``fact``)."""
