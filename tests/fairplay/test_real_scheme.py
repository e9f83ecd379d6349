"""The deck protocol (Python) over the real cryptography (web/fair/crypto.js on the
vendored @noble/curves ristretto255, in node): the browser's pairing, minus the worker."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from buildtools import nodescheme
from cardtable.fairplay.callscheme import CallScheme
from cardtable.fairplay.deck import VERIFIED, Device, Fault

from . import relay

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")
BUNDLE = ROOT / "dist" / "vendor" / "noble-ristretto.mjs"
pytestmark = pytest.mark.skipif(NODE is None or not BUNDLE.exists(),
                                reason="needs node and the built dist/ (python3 build.py)")


@pytest.fixture(scope="module")
def node_scheme() -> Iterator[CallScheme]:
    assert NODE is not None
    with nodescheme.node_scheme(NODE) as scheme:
        yield scheme


def real_table(scheme: CallScheme, players: int, size: int) -> relay.Relay:
    table = relay.Relay(players, size)
    table.devices = [Device(seat, players, size, scheme) for seat in range(players)]
    return table


def test_a_deal_over_ristretto255_opens_each_hand_to_its_seat_only(node_scheme: CallScheme) -> None:
    table = real_table(node_scheme, 3, 16)
    table.set_up()
    first = 16  # the joint shuffle's handles follow the 16 unmasked ones
    hands = {0: [first, first + 1], 1: [first + 2, first + 3], 2: [first + 4, first + 5]}
    for seat, handles in hands.items():
        table.open_to(handles, seat)
    table.open_to([first + 6], None)
    for device in table.devices:
        assert set(device.known) == {*hands[device.seat], first + 6}
        assert all(device.opened(h) is None for s, hs in hands.items() if s != device.seat for h in hs)
    player = table.devices[1]
    table.send(player.claim(first + 2, player.known[first + 2]))
    assert all(device.opened(first + 2) == player.known[first + 2] for device in table.devices)
    table.finish()
    assert [device.verdict() for device in table.devices] == [VERIFIED] * 3


def test_a_wrong_layer_over_ristretto255_is_named(node_scheme: CallScheme) -> None:
    table = real_table(node_scheme, 2, 8)
    table.set_up()
    cheat = table.devices[1]
    message = cheat.layers([8], 0)
    assert message is not None
    message["items"][0][1] = node_scheme.keypair()[1]  # some other point as its layer
    table.send(message)
    assert table.devices[0].faults == [Fault(1, "a wrong layer for card place 8")]
