"""Doctor Who re-deals for the search bots (DW-1, DW-6): a world re-dealt for a seat keeps
zone sizes, every card the seat knows, Game End on its 20 cards, only defenders face down
on locations and only enemies in attacks; views of it equal the real views."""

from __future__ import annotations

import random

import cardtable
import pytest
from cardtable.bots import choose_move
from cardtable.games.doctor_who import DoctorWho, DoctorWhoState
from cardtable.games.doctor_who.cards import GAME_END

GAME = DoctorWho()


@pytest.mark.parametrize("players", [3, 4])
def test_dw1_re_dealt_worlds_keep_game_end_and_what_the_seat_knows(players: int) -> None:
    rng = random.Random(3)
    match = cardtable.new_match("doctor-who", players=players, seed=21)
    checked = 0
    while not match.is_over and checked < 60:
        seat = match.to_move()[0]
        state = match.state
        assert isinstance(state, DoctorWhoState)
        for viewer in range(players):
            world = GAME.determinize(state, viewer, rng)
            for name, zone in state.zones.items():
                other = world.zones[name]
                assert len(other.cards) == len(zone.cards), name
                if zone.visible_to(viewer):
                    assert other.cards == zone.cards, name
            if GAME_END in state.deck.cards:
                assert world.deck.cards.index(GAME_END) == 20
            assert GAME.world_ok(world)
            assert set(world.known_cards(viewer)) == set(state.known_cards(viewer))
            assert GAME.public_view(world, viewer) == GAME.public_view(state, viewer)
            checked += 1
        match.play(seat, choose_move(match, seat, "simple"))
    assert checked >= 60
