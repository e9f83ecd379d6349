"""Red Cliffs re-deals for the search bots (issue 10, item 4): every world that
``State.determinized`` deals for a seat, within the game's card families, is a position
the rules could reach, and the seat's view of it is its real view.

Reachable here means: every zone holds as many cards as it really does, every card the
seat knows (its hand, the public zones, cards it saw arrive) lies where it really lies,
every re-dealt card is of the family of the card it replaced (an event never rests in a
hand: RC-6, RC-9), the cards are the deck's 113 (RC-1), and the decisions pending are
the same, less other seats' sealed claims (RC-10).
"""

from __future__ import annotations

import random

import pytest

import cardtable
from cardtable import Match
from cardtable.games.red_cliffs.rules import RedCliffs
from cardtable.games.red_cliffs.sets import ALL, KIND
from cardtable.games.red_cliffs.state import RedCliffsState

from engine.invariants import fingerprint, fork, pick

GAME = RedCliffs()
SETUPS = [(players, 1) for players in range(2, 8)] + [(8, 2), (9, 3)]
"""Every player count, 2–9 (8 and 9 need teams: RC-4)."""


def rc(match: Match) -> RedCliffsState:
    state = match.state
    assert isinstance(state, RedCliffsState)
    return state


def check_world(match: Match, world: RedCliffsState, seat: int) -> bool:
    """Assert ``world`` is reachable and looks to ``seat`` as the real one does; True
    when the re-deal moved some card (the check was not vacuous)."""
    real = rc(match)
    assert world.zones.keys() == real.zones.keys()
    assert sorted(world.all_cards()) == sorted(ALL)
    moved = False
    for name, zone in real.zones.items():
        dealt = world.zones[name].cards
        assert len(dealt) == len(zone.cards), f"{name} changed size"
        if zone.visible_to(seat):
            assert dealt == zone.cards, f"{name} is seen by seat {seat} and changed"
            continue
        for card, instead in zip(zone.cards, dealt):
            if real.knows(seat, card, zone):
                assert instead == card, f"seat {seat} knows {card} in {name}"
            assert GAME.card_family(instead) == GAME.card_family(card), (name, card, instead)
            moved = moved or instead != card
    assert GAME.world_ok(world)
    assert not any(KIND[card] == "event" for hand in world.hand for card in hand.cards)
    assert [(f.kind, f.seats) for f in world.stack] == [(f.kind, f.seats) for f in real.stack]
    assert world.claim_answers == {s: a for s, a in real.claim_answers.items() if s == seat}
    assert (world.phase, world.current, world.actions_left, world.laid, world.first,
            world.round, world.final, world.scores) == \
        (real.phase, real.current, real.actions_left, real.laid, real.first, real.round,
         real.final, real.scores)
    world.log = list(real.log)  # the re-deal drops the history; the view shows it
    assert fork(match, world).view(seat) == match.view(seat), \
        f"seat {seat} can tell the re-dealt world from the real one"
    return moved


@pytest.mark.parametrize("players,team_size", SETUPS, ids=lambda value: str(value))
def test_rc1_rc6_rc9_rc10_every_redealt_world_is_reachable_and_looks_the_same(
        players: int, team_size: int) -> None:
    """RC-1 (the 113 cards), RC-6/RC-9 (no event in a hand), RC-10 (others' sealed
    claims dropped): worlds re-dealt for a seat at random positions of random playouts."""
    rng = random.Random(f"worlds:{players}")
    worlds = moved = 0
    for seed in range(3):
        match = cardtable.new_match("red-cliffs", players=players, seed=seed,
                                    options={"team_size": team_size, "target": 5})
        while not match.is_over:
            if rng.random() < 0.15:
                seat = rng.randrange(players)
                before = fingerprint(match)
                world = GAME.determinize(rc(match), seat, random.Random(rng.getrandbits(32)))
                moved += check_world(match, world, seat)
                assert fingerprint(match) == before, "re-dealing changed the real match"
                worlds += 1
            mover = rng.choice(match.to_move())
            match.play(mover, pick(match.legal_moves(mover), rng, uniform=False))
    assert worlds >= 20 and moved >= worlds // 2  # real positions, really re-dealt


def test_rc6_rc9_event_cards_are_a_family_of_their_own() -> None:
    """RC-6/RC-9: drawn events are replaced, so a re-deal never puts one in a hand."""
    assert {GAME.card_family(card) for card in ALL if KIND[card] == "event"} == {"event"}
    assert {GAME.card_family(card) for card in ALL if KIND[card] != "event"} == {"card"}
    match = cardtable.new_match("red-cliffs", players=4, seed=3)
    state = rc(match)
    assert GAME.world_ok(state)
    event = next(card for card in state.deck.cards if KIND[card] == "event")
    state.deck.cards.remove(event)
    state.hand[1].cards.append(event)
    assert not GAME.world_ok(state)
