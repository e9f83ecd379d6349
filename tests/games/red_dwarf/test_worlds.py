"""Red Dwarf re-deals for the search bots: a world re-dealt for a seat keeps zone sizes,
every public card (BBC, missions, pod, stasis booths, chain) and the seat's own hand, and
deals only laundry-list cards (RD-2: BBC cards are never re-dealt)."""

from __future__ import annotations

from cardtable.games.red_dwarf import RedDwarfState
from cardtable.games.red_dwarf.cards import BBC, SHUFFLED

from ..worlds import re_dealt_worlds


def test_rd2_re_dealt_worlds_keep_public_cards_and_deal_only_laundry_cards() -> None:
    for viewer, world, _ in re_dealt_worlds("red-dwarf", 2, seed=21, count=60):
        assert isinstance(world, RedDwarfState)
        hidden = set(world.hand[1 - viewer].cards) | set(world.laundry.cards)
        assert hidden <= set(SHUFFLED) and not hidden & set(BBC)
