"""A table of devices in one process: the host relays every message to every device in
one order, and keeps everything it relayed (what a curious host could read)."""

from __future__ import annotations

import random

from cardtable.fairplay.deck import Device, Message

from .toyscheme import ToyScheme


class Relay:
    """``players`` devices around a deck of ``size`` cards; device 0 is the host."""

    def __init__(self, players: int, size: int, seed: int = 1) -> None:
        self.devices = [Device(seat, players, size, ToyScheme(seed * 100 + seat))
                        for seat in range(players)]
        self.relayed: list[Message] = []
        self.rng = random.Random(seed)

    def send(self, message: Message | None) -> None:
        if message is None:
            return
        self.relayed.append(message)
        for device in self.devices:
            device.receive(message)

    def set_up(self) -> None:
        """Keys, then one shuffle step per device in seat order."""
        for device in self.devices:
            self.send(device.hello())
        for device in self.devices:
            self.send(device.shuffle_step(self.rng.shuffle))

    def open_to(self, handles: list[int], seat: int | None) -> None:
        """Every device sends its layers of ``handles`` for ``seat`` (None: the table)."""
        for device in self.devices:
            self.send(device.layers(handles, seat))
        for device in self.devices:
            for handle in handles:
                if seat is None or device.seat == seat:
                    device.opened(handle)

    def finish(self) -> None:
        for device in self.devices:
            self.send(device.secret())
