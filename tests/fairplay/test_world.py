"""Each device runs the rules on what its seat may know (docs/fairplay.md): Astronaut
played to the end by two and three devices' engines, none ever naming a card its seat
may not know, every view equal to the full engine's view for that seat, and the audit's
replay naming a seat whose move its device could not check."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.engine.match import Match
from cardtable.errors import IllegalMove
from cardtable.fairplay.world import Cheat, World, is_token
from cardtable.games import GAMES

from .protodealer import ProtocolDealer
from .simdealer import AuditOracle, SimDealer


def table(game_id: str, players: int, seed: int, options: dict[str, Any]) -> tuple[list[World], Match]:
    game = GAMES[game_id]
    catalogue = sorted(Match(game, players=players, seed=seed, options=options).state.all_cards())
    dealer = SimDealer(catalogue, seed)
    devices = [World(game, players, seed, options, seat, dealer) for seat in range(players)]
    reference = Match(game, players=players, seed=seed, options=options, oracle=AuditOracle(dealer))
    return devices, reference


def check_no_leak(devices: list[World], reference: Match) -> None:
    """No device's state names a card its seat does not know where it lies, and each
    device's view of its own seat is the full engine's."""
    for world in devices:
        seat = world.seat
        for name, zone in world.state.zones.items():
            real = reference.state.zones[name]
            assert len(zone.cards) == len(real.cards), name
            for mine, truth in zip(zone.cards, real.cards):
                if not is_token(mine):
                    assert mine == truth, (seat, name)
                    assert reference.state.knows(seat, truth, real), (seat, name, truth)
        assert world.match.view(seat) == reference.view(seat), seat


def play_out(devices: list[World], reference: Match, seed: int, limit: int = 3000) -> int:
    rng = random.Random(seed)
    moves = 0
    while not reference.is_over and moves < limit:
        to_move = reference.to_move()
        assert all(world.match.to_move() == to_move for world in devices)
        mover = to_move[0]
        world = devices[mover]
        move = rng.choice(world.my_moves())
        claims = world.named(move)
        for each in devices:
            each.play(mover, move, claims)
        reference.play(mover, move)
        moves += 1
        if moves % 13 == 0 or reference.is_over:
            check_no_leak(devices, reference)
    return moves


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 8)])
def test_astronaut_to_the_end_on_every_device_without_a_leak(players: int, seed: int) -> None:
    devices, reference = table("astronaut", players, seed, {"rounds": 2})
    moves = play_out(devices, reference, seed)
    assert reference.is_over and moves > 50
    assert all(world.match.result() == reference.result() for world in devices)
    check_no_leak(devices, reference)


def test_a_forged_play_is_refused_by_every_other_device() -> None:
    devices, reference = table("astronaut", 2, 5, {"rounds": 1})
    while devices[0].match.to_move() != [0] or devices[0].state.top is None \
            or devices[0].state.top.kind != "act":
        mover = reference.to_move()[0]
        move = devices[mover].my_moves()[0]
        claims = devices[mover].named(move)
        for each in devices:
            each.play(mover, move, claims)
        reference.play(mover, move)
    move = next(m for m in devices[0].my_moves() if m["type"] == "discard")
    claims = devices[0].named(move)
    other = next(h for c, h in devices[1].handle_of.items() if c in devices[1].state.zones["hand:1"].cards)
    forged = {move["card"]: other}  # 'the card at this place' is one of seat 1's cards
    with pytest.raises(Cheat) as named:
        devices[1].play(0, move, forged)
    assert named.value.seat == 0
    assert claims  # the honest claim names the discarded card


def test_the_audit_replay_names_an_illegal_move_no_device_could_check() -> None:
    """AS-6: a seat holding an ILL must discard it. A device that ignores that rule is
    not caught live (nobody else sees its hand) but the audit's replay refuses the move."""
    for seed in range(40):
        devices, reference = table("astronaut", 2, seed, {"rounds": 1})
        for _ in range(200):
            mover = reference.to_move()[0]
            world = devices[mover]
            legal = world.my_moves()
            forced = len(legal) == 1 and legal[0]["type"] == "discard"
            hand = world.state.zones[f"hand:{mover}"].cards
            if forced and reference.state.top is not None and reference.state.top.kind == "act":
                other = next((c for c in hand if c != legal[0]["card"]), None)
                if other is not None:
                    cheat = {"type": "discard", "card": other}
                    claims = world.named(cheat)
                    for each in devices:
                        if each.seat != mover:
                            each.play(mover, cheat, claims)  # accepted live
                    with pytest.raises(IllegalMove):
                        reference.play(mover, cheat)
                    return
            move = legal[0]
            claims = world.named(move)
            for each in devices:
                each.play(mover, move, claims)
            reference.play(mover, move)
            if reference.is_over:
                break
    pytest.fail("no seed reached a forced ILL discard")


@pytest.mark.parametrize("players,seed", [(2, 4), (3, 9)])
def test_red_cliffs_to_the_end_on_every_device_without_a_leak(players: int, seed: int) -> None:
    """Events drawn (read through State.fact: the drawer sees it first), cards turned up,
    rebuilds and angels' random takes, on every device's placeholders."""
    devices, reference = table("red-cliffs", players, seed, {"target": 12})
    moves = play_out(devices, reference, seed)
    assert reference.is_over and moves > 50
    assert all(world.match.result() == reference.result() for world in devices)
    check_no_leak(devices, reference)


def protocol_table(game_id: str, players: int, seed: int,
                   options: dict[str, Any]) -> tuple[list[World], Match, ProtocolDealer]:
    game = GAMES[game_id]
    catalogue = sorted(Match(game, players=players, seed=seed, options=options).state.all_cards())
    dealer = ProtocolDealer(catalogue, players, seed)
    devices = [World(game, players, seed, options, seat, dealer) for seat in range(players)]
    return devices, Match(game, players=players, seed=seed, options=options,
                          oracle=ReplayOracle(dealer)), dealer


class ReplayOracle:
    """The audit's replay (run alongside here): each joint shuffle's cards, opened with
    every device's key as the audit does at the end."""

    def __init__(self, dealer: ProtocolDealer) -> None:
        self.dealer = dealer
        self.done = 0

    def shuffled(self, state: Any, zone: Any) -> list[str]:
        cards = self.dealer.shuffled_cards[self.done]
        self.done += 1
        assert sorted(cards) == sorted(zone.cards)
        return cards

    def reveal(self, state: Any, card: str, seats: int) -> str:
        return card

    def fact(self, state: Any, card: str, seats: int, read: Any) -> Any:
        return read(card)

    def current(self, event: dict[str, Any]) -> dict[str, Any]:
        return event


@pytest.mark.parametrize("game_id,options", [("astronaut", {"rounds": 1}), ("red-cliffs", {"target": 8})])
def test_three_devices_over_the_real_protocol_and_every_audit_verified(
        game_id: str, options: dict[str, Any]) -> None:
    """The deck protocol (toy group) under each device's engine: every card a seat holds
    came from its own Device; the host relayed nothing that opens another seat's card;
    at the end every device's audit says verified."""
    devices, reference, dealer = protocol_table(game_id, 3, 6, options)
    moves = play_out(devices, reference, 6)
    assert reference.is_over and moves > 20
    relay = dealer.relay
    for world, device in zip(devices, relay.devices):
        assert world.held_names() <= {dealer.catalogue[k] for k in device.known.values()} | \
            {card for card in world.held_names() if world.handle_of.get(card, -1) not in device.deck}
    host = relay.devices[0]
    for handle, layers in host.shares.items():
        if 0 not in layers and host.known.get(handle) is None:
            own = host.scheme.share(host.sk, host.deck[handle])[0]
            index = host.scheme.unmask(host.deck[handle], [*layers.values(), own], host.size)
            owner = [s for s in range(3) if s not in layers]
            assert owner and index is None or all(index != relay.devices[s].known.get(handle)
                                                   for s in owner), handle
    relay.finish()
    assert [device.verdict() for device in relay.devices] == ["verified"] * 3
