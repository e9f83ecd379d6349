"""Doctor Who re-deals for the search bots (DW-1, DW-6): a world re-dealt for a seat keeps
zone sizes, every card the seat knows, Game End on its 20 cards, only defenders face down
on locations and only enemies in attacks; views of it equal the real views."""

from __future__ import annotations

import random

import pytest
from cardtable.games.doctor_who import DoctorWho, DoctorWhoState
from cardtable.games.doctor_who.cards import GAME_END

from ..worlds import re_dealt_worlds

GAME = DoctorWho()


@pytest.mark.parametrize("players", [3, 4])
def test_dw1_re_dealt_worlds_keep_game_end_and_what_the_seat_knows(players: int) -> None:
    for viewer, world, state in re_dealt_worlds("doctor-who", players, seed=21, count=60):
        assert isinstance(state, DoctorWhoState) and isinstance(world, DoctorWhoState)
        if GAME_END in state.deck.cards:
            assert world.deck.cards.index(GAME_END) == 20
        assert GAME.world_ok(world)
        assert set(world.known_cards(viewer)) == set(state.known_cards(viewer))


def test_dw15_re_dealt_face_down_attacks_stay_legal_attacks() -> None:
    """DW-15: seat 1's attack on seat 0 shows a Daleks card face up and hides two cards;
    seat 0 and seat 2 re-deal them from the unknown cards: every world's attack still
    combines pairwise (only Dalek-type cards, Roboforms and The Pandorica fit)."""
    from cardtable.games.doctor_who.cards import legal_attack
    from cardtable.games.doctor_who.rules import DoctorWho as Rules

    from .helpers import DALEKS, FILL, ROBOFORMS, STARSHIP, dw, table
    match = table(hand_0=FILL[:3], hand_1=FILL[3:6],
                  attacks={STARSHIP: (1, [DALEKS[0]], [DALEKS[1], ROBOFORMS[0]])})
    state = dw(match)
    rules = Rules()
    rng = random.Random(5)
    unfit = 0
    for viewer in (0, 2):
        for _ in range(200):
            plain = state.determinized(viewer, rng, family=rules.card_family)
            unfit += not legal_attack(plain.attack_cards(STARSHIP))  # what repair fixes
            world = rules.determinize(state, viewer, rng)
            cards = world.attack_cards(STARSHIP)
            assert len(cards) == 3 and DALEKS[0] in cards
            assert legal_attack(cards), cards
            assert rules.world_ok(world)
    assert unfit > 300  # a plain re-deal breaks DW-15 almost every time
    world = rules.determinize(state, 1, rng)  # the attacker knows its own cards
    assert world.attack_cards(STARSHIP) == state.attack_cards(STARSHIP)
