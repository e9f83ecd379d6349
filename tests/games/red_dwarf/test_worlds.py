"""Red Dwarf re-deals for the search bots: a world re-dealt for a seat keeps zone sizes,
every public card (BBC, missions, pod, stasis booths, chain) and the seat's own hand, and
deals only laundry-list cards (RD-2: BBC cards are never re-dealt)."""

from __future__ import annotations

import random

import cardtable
from cardtable.bots import choose_move
from cardtable.games.red_dwarf import RedDwarf, RedDwarfState
from cardtable.games.red_dwarf.cards import BBC, SHUFFLED

GAME = RedDwarf()


def test_rd2_re_dealt_worlds_keep_public_cards_and_deal_only_laundry_cards() -> None:
    rng = random.Random(3)
    match = cardtable.new_match("red-dwarf", players=2, seed=21)
    checked = 0
    while not match.is_over and checked < 60:
        seat = match.to_move()[0]
        state = match.state
        assert isinstance(state, RedDwarfState)
        for viewer in (0, 1):
            world = GAME.determinize(state, viewer, rng)
            for name, zone in state.zones.items():
                other = world.zones[name]
                assert len(other.cards) == len(zone.cards), name
                if zone.visible_to(viewer):
                    assert other.cards == zone.cards, name
            hidden = set(world.hand[1 - viewer].cards) | set(world.laundry.cards)
            assert hidden <= set(SHUFFLED) and not hidden & set(BBC)
            assert GAME.public_view(world, viewer) == GAME.public_view(state, viewer)
            checked += 1
        match.play(seat, choose_move(match, seat, "simple"))
    assert checked >= 60
