"""Devices really apart (docs/fairplay.md, Left 2 and 4): each device is a FairTable fed
only what the host relays, in the host's order, each at its own pace; the seed is chosen
jointly; the host relays nothing that opens another seat's card; every audit replays the
whole match from its transcript and says "verified", or names the seat that cheated."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.fairplay.deck import VERIFIED, Message
from cardtable.fairplay.table import FairTable, commitment, joint_seed
from cardtable.fairplay.world import is_token
from cardtable.games import GAMES

from .toyscheme import ToyScheme


class Net:
    """The host's relay: one log in arrival order; each device reads it at its own pace
    (``rng`` decides who reads next), and what a device sends joins the log's end."""

    def __init__(self, tables: list[FairTable], seed: int) -> None:
        self.tables = tables
        self.log: list[Message] = []
        self.read = [0] * len(tables)
        self.rng = random.Random(seed)
        for table in tables:
            self.log.extend(table.start())

    def send(self, messages: list[Message]) -> None:
        self.log.extend(messages)

    def step(self) -> bool:
        """One device reads one message; False when every device has read everything."""
        behind = [i for i, done in enumerate(self.read) if done < len(self.log)]
        if not behind:
            return False
        i = self.rng.choice(behind)
        message = self.log[self.read[i]]
        self.read[i] += 1
        self.send(self.tables[i].receive(message))
        return True

    def quiet(self) -> None:
        while self.step():
            pass


def make(game_id: str, players: int, seed: int, options: dict[str, Any]) -> tuple[list[FairTable], Net]:
    game = GAMES[game_id]
    tables = [FairTable(game, players, options, seat, ToyScheme(seed * 10 + seat),
                        random.Random(seed * 7 + seat).shuffle, nonce=f"{seed}-{seat}")
              for seat in range(players)]
    return tables, Net(tables, seed)


def play(tables: list[FairTable], net: Net, seed: int, cheat: Any = None, limit: int = 4000) -> int:
    """Every device moves when it may (a random legal move of its own); ``cheat(table,
    move)`` may replace a move's messages."""
    rng = random.Random(seed)
    moves = steps = 0
    while moves < limit:
        steps += 1
        progressed = net.step()
        for table in tables:
            if table.my_moves() and net.read[table.seat] == len(net.log):
                move = rng.choice(table.my_moves())
                out = table.propose(move)
                net.send(cheat(table, move, out) if cheat else out)
                moves += 1
                progressed = True
        if not progressed:
            break
        if steps % 40 == 0:
            check_host(tables)
    check_host(tables)
    return moves


def check_host(tables: list[FairTable]) -> None:
    """The host (seat 0) cannot open, from every layer relayed and its own key, a card
    place its seat does not know; no device's engine names a card its Device did not open."""
    host = tables[0].device
    for handle, layers in host.shares.items():
        if handle in host.known or 0 in layers:
            continue
        own = host.scheme.share(host.sk, host.deck[handle])[0]
        assert host.scheme.unmask(host.deck[handle], [*layers.values(), own], host.size) is None, handle
    for table in tables:
        if table.world is None:
            continue
        opened = {table.catalogue[k] for k in table.device.known.values()}
        assert table.world.held_names() <= opened, table.seat


@pytest.mark.parametrize("game_id,players,seed,options", [
    ("astronaut", 2, 1, {"rounds": 1}),
    ("astronaut", 3, 2, {"rounds": 1}),
    ("red-cliffs", 2, 3, {"target": 8}),
    ("red-cliffs", 3, 4, {"target": 8}),
])
def test_devices_apart_play_to_the_end_and_every_audit_verifies(
        game_id: str, players: int, seed: int, options: dict[str, Any]) -> None:
    tables, net = make(game_id, players, seed, options)
    moves = play(tables, net, seed)
    net.quiet()
    assert moves > 20
    assert all(table.over for table in tables)
    results = [table.world.match.result() for table in tables if table.world]
    assert len(results) == players and all(r == results[0] for r in results)
    assert [table.verdict() for table in tables] == [VERIFIED] * players
    for table in tables:  # every device's view of its own seat names only its cards
        assert table.world is not None
        assert not any(is_token(c) for c in table.world.held_names())


def test_the_seed_is_every_devices_and_a_nonce_that_was_not_committed_is_named() -> None:
    tables, net = make("astronaut", 2, 5, {"rounds": 1})
    net.quiet()
    assert tables[0].world is not None and tables[0].world.match.seed == joint_seed(["5-0", "5-1"])
    assert joint_seed(["5-0", "5-1"]) != joint_seed(["5-0", "5-2"])
    bad = FairTable(GAMES["astronaut"], 2, {"rounds": 1}, 0, ToyScheme(1), nonce="a")
    bad.receive({"t": "commit", "from": 1, "hash": commitment("b")})
    bad.receive({"t": "nonce", "from": 1, "nonce": "c"})
    assert any(f.seat == 1 and "committed" in f.reason for f in bad.faults)


def test_a_forged_play_stops_the_table_and_every_other_audit_names_the_seat() -> None:
    tables, net = make("astronaut", 3, 6, {"rounds": 1})
    forged: list[str] = []

    def cheat(table: FairTable, move: Any, out: list[Message]) -> list[Message]:
        if table.seat != 1 or forged or not out[-1]["claims"]:
            return out
        other = next(h for h in table.device.deck if h not in table.device.known.keys()
                     and h >= table.device.size)
        card, _ = next(iter(out[-1]["claims"].items()))
        forged.append(card)
        claim = table.device.claim(other, table.index[card])
        move_message = {**out[-1], "claims": {card: other}}
        return [claim, move_message]

    play(tables, net, 6, cheat)
    net.quiet()
    assert forged
    for table in tables:
        if table.seat != 1:
            assert table.stopped is not None and "seat 1" in table.stopped
            assert any(f.seat == 1 for f in table.faults)
    for table in tables:
        table.receive(table.device.secret())  # the end: keys revealed (own only, here)
    for table in tables:
        for other in tables:
            if other is not table:
                table.receive(other.device.secret())
    for table in tables:
        if table.seat != 1:
            verdict = table.verdict()
            assert verdict is not None and "seat 1" in verdict


def test_a_device_that_comes_back_replays_the_transcript_and_the_table_goes_on() -> None:
    tables, net = make("astronaut", 2, 7, {"rounds": 1})
    rng = random.Random(7)
    for _ in range(400):
        net.step()
        for table in tables:
            if table.my_moves() and net.read[table.seat] == len(net.log):
                net.send(table.propose(rng.choice(table.my_moves())))
    back = FairTable(GAMES["astronaut"], 2, {"rounds": 1}, 1, ToyScheme(71), random.Random(8).shuffle)
    out = back.restore(tables[1].device.sk, tables[1].nonce, net.log[:net.read[1]])
    assert back.applied == tables[1].applied and back.view() == tables[1].view()
    tables[1] = back
    net.tables = tables
    net.send(out)
    play(tables, net, 9)
    net.quiet()
    assert all(table.over for table in tables)
    assert [table.verdict() for table in tables] == [VERIFIED, VERIFIED]


def test_a_lying_fact_is_named_by_every_other_devices_audit() -> None:
    """RC-9 read through State.fact: the drawer says whether the card drawn is an event.
    A drawer that lies is not caught live (nobody else sees the card); the audit's
    replay reads the face and names it."""
    tables, net = make("red-cliffs", 2, 11, {"target": 8})
    lied: list[int] = []
    original = net.send

    def send(messages: list[Message]) -> None:
        for message in messages:
            if message["t"] == "fact" and not lied and isinstance(message["value"], bool):
                message["value"] = not message["value"]
                lied.append(message["from"])
        original(messages)

    net.send = send  # type: ignore[method-assign]
    play(tables, net, 11, limit=600)
    net.quiet()
    assert lied
    for table in tables:  # the end (or a stop): every key revealed to every device
        for other in tables:
            if other.seat not in table.secrets():
                table.receive(other.device.secret())
    for table in tables:
        if table.seat != lied[0]:
            verdict = table.verdict()
            assert verdict is not None and f"seat {lied[0]}: it announced" in verdict, verdict
