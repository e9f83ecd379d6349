"""Re-dealt worlds for the bots (issue 10, item 4): every world ``Astronaut.determinize``
deals for a seat is a position the rules could reach, and the seat sees it as the real one.

Astronaut has one 44-card pack, so its one card family lets any hidden card (pack or
another hand) trade places with any other; what the rules pin is the public fact AS-6
gives away: a seat whose last action was not an ILL discard holds no ILL (an ILL is
always the forced discard) until it draws again.
"""

from __future__ import annotations

import random

import pytest

import cardtable
from cardtable import Match
from cardtable.engine.frames import frame
from cardtable.games.astronaut import Astronaut, AstronautState
from cardtable.games.astronaut.cards import KIND
from cardtable.games.astronaut.state import phase as astronaut_phase
from cardtable.games.astronaut.worlds import place_ills
from engine.invariants import fork, pick
from engine.scenario import arrange

GAME = Astronaut()
POSITIONS = 120
"""Positions sampled per set-up (each re-dealt for every seat)."""


def state_of(match: Match) -> AstronautState:
    assert isinstance(match.state, AstronautState)
    return match.state


def check_world(match: Match, seat: int, rng: random.Random) -> None:
    """One re-deal for ``seat``: sizes, places, knowledge, the rules' facts and the view."""
    real = state_of(match)
    world = GAME.determinize(real, seat, rng)
    assert sorted(world.all_cards()) == sorted(real.all_cards())
    assert {GAME.card_family(card) for card in world.all_cards()} == {"pack"}
    for name, zone in real.zones.items():
        dealt = world.zones[name].cards
        assert len(dealt) == len(zone.cards), f"{name} changed size"
        for mine, theirs in zip(zone.cards, dealt):
            if real.knows(seat, mine, zone):
                assert theirs == mine, f"a card {seat} knows moved in {name}"
    assert GAME.world_ok(world), "a seat that showed it holds no ILL holds one"
    assert world.stack == real.stack and world.no_ill == real.no_ill
    view = match.view(seat, log_limit=0)
    other = fork(match, world).view(seat, log_limit=0)
    view.pop("log_start"), other.pop("log_start")
    assert other == view, f"seat {seat} can tell the re-dealt world from the real one"


@pytest.mark.parametrize("players,rounds", [(2, 1), (3, 1), (4, 1), (2, 2), (3, 2)])
def test_as6_every_redealt_world_is_reachable_and_looks_the_same(players: int,
                                                                 rounds: int) -> None:
    """Over random playouts: every world re-dealt for any seat is a reachable position
    (zone sizes, one family, known cards in place, AS-6's no-ILL facts) and that seat's
    view of it equals its real view."""
    rng = random.Random(f"worlds:{players}:{rounds}")
    positions = seed = 0
    phases: set[str] = set()
    while positions < POSITIONS:
        match = cardtable.new_match("astronaut", players=players, seed=seed,
                                    options={"rounds": rounds})
        seed += 1
        while not match.is_over and positions < POSITIONS:
            assert GAME.world_ok(state_of(match)), "the real position breaks the AS-6 fact"
            phase = astronaut_phase(state_of(match))
            if phase == "deal" or rng.random() < 0.1:
                positions += 1
                phases.add(phase)
                for seat in range(players):
                    check_world(match, seat, rng)
            seat = match.to_move()[0]
            match.play(seat, pick(match.legal_moves(seat), rng, uniform=seed % 4 == 0))
    assert {"draw", "act"} <= phases and ("deal" in phases or rounds == 1)


def test_as6_a_seat_that_played_freely_is_never_dealt_an_ill() -> None:
    """AS-6: seat 1 discarded a SUB while free to choose, so its hand holds no ILL; a
    plain re-deal may put one there, the game's never does."""
    match = cardtable.new_match("astronaut", players=2, seed=1, options={"rounds": 1})
    arrange(match, {"hand:0": ["stage-1#1", "stage-2#1", "stage-3#1", "stage-4#1"],
                    "hand:1": ["sub#1", "stage-6#1", "sub#4", "stage-7#1"],
                    "pack": ["ill#1", "ill#2", "sub#2", "sub#3", "delay#1", "delay#2",
                             "stage-5#1"],
                    "discard": ["stage-5#2"]}, rest="discard")
    state = state_of(match)
    state.stack[:] = [frame("draw", 1)]
    match.play(1, {"type": "draw", "from": "discard"})
    match.play(1, {"type": "discard", "card": "sub#1"})  # not forced: no ILL in hand
    assert state.no_ill == [False, True]
    plain = [state.determinized(0, random.Random(n)) for n in range(40)]
    assert any(any(KIND[card] == "ill" for card in world.hand[1].cards) for world in plain)
    for n in range(40):
        world = GAME.determinize(state, 0, random.Random(n))
        assert not any(KIND[card] == "ill" for card in world.hand[1].cards)
    match.play(0, {"type": "draw", "from": "pack"})
    assert state.no_ill == [False, True]  # seat 0 drew; seat 1 still holds none


def test_as6_an_ill_discard_or_a_draw_leaves_the_hand_open() -> None:
    """After a forced ILL discard another ILL may still be held; after a draw, too."""
    match = cardtable.new_match("astronaut", players=2, seed=1, options={"rounds": 1})
    arrange(match, {"hand:0": ["ill#1", "ill#2", "stage-1#1", "stage-2#1"],
                    "discard": ["sub#1"]})
    state = state_of(match)
    state.stack[:] = [frame("draw", 0)]
    match.play(0, {"type": "draw", "from": "pack"})
    assert state.no_ill == [False, False]
    match.play(0, {"type": "discard", "card": "ill#1"})
    assert state.no_ill == [False, False] and GAME.world_ok(state)


def test_as6_misplaced_ills_trade_places_with_free_cards() -> None:
    """When every re-deal breaks AS-6's fact, the ILLs are moved to free places that may
    hold one: the pack here, the only such place (seats 1–3 each showed they hold none)."""
    match = cardtable.new_match("astronaut", players=4, seed=1, options={"rounds": 1})
    hands = {f"hand:{s}": [f"stage-{s + 1}#{n}" for n in range(1, 5)] for s in range(4)}
    arrange(match, {**hands, "pack": ["sub#1", "sub#2", "ill#1"], "discard": ["ill#2"]},
            rest="discard")
    state = state_of(match)
    state.stack[:] = [frame("draw", 0)]
    state.no_ill = [False, True, True, True]
    rng = random.Random(5)
    broken = 0
    for _ in range(30):
        world = state.determinized(0, rng)
        if GAME.world_ok(world):
            continue
        broken += 1
        place_ills(state, world, 0, rng)
        assert GAME.world_ok(world) and "ill#1" in world.pack.cards
        assert world.hand[0].cards == state.hand[0].cards
        assert all(len(world.zones[name].cards) == len(zone.cards)
                   for name, zone in state.zones.items())
        assert sorted(world.all_cards()) == sorted(state.all_cards())
    assert broken > 20
