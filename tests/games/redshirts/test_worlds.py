"""Redshirts re-deals for the search bots: a world re-dealt for a seat keeps zone sizes,
every public card and the seat's own hand, and never mixes the two decks (issue 13:
Redshirt and Commander's Log cards are re-dealt only within their own deck family);
views of the world equal the real views; every bot answers every kind of decision."""

from __future__ import annotations

import cardtable
from cardtable.bots import choose_move
from cardtable.games.redshirts import RedshirtsState
from cardtable.games.redshirts.cards import KIND

from ..worlds import re_dealt_worlds


def test_re_dealt_worlds_keep_public_cards_and_each_deck_family() -> None:
    for _, world, _ in re_dealt_worlds("redshirts", 4, seed=21, count=80):
        assert isinstance(world, RedshirtsState)
        assert all(KIND[c] == "redshirt" for c in world.rs_deck.cards)
        for other_seat in range(world.players):
            assert all(KIND[c] != "redshirt" for c in world.hand[other_seat].cards)
        assert all(KIND[c] != "redshirt" for c in world.log_deck.cards)


PHASES = {"turn", "modify", "pick", "go_more", "reattempt", "ready_room", "discard_team"}
"""Every kind of decision a Redshirts seat is asked (the view's phase)."""


def test_every_bot_answers_every_kind_of_decision() -> None:
    """Each bot kind plays a whole 4-seat match, then (if it has not met every kind of
    decision yet) the seats of 3- and 5-seat matches until it has answered every one."""
    for kind in ("random", "simple", "greedy"):
        answered: set[str] = set()
        for seed, players in ((1, 4), (0, 3), (2, 5), (3, 3), (4, 4)):
            match = cardtable.new_match("redshirts", players=players, seed=seed)
            while not match.is_over and (seed == 1 or not PHASES <= answered):
                seat = match.to_move()[0]
                answered.add(match.view(None)["public"]["phase"])
                match.play(seat, choose_move(match, seat, kind))
            assert match.is_over or seed != 1
            if PHASES <= answered:
                break
        assert PHASES <= answered, (kind, sorted(PHASES - answered))


def test_the_hard_bot_answers_in_each_phase() -> None:
    seen: set[str] = set()
    match = cardtable.new_match("redshirts", players=3, seed=5)
    while not match.is_over and len(seen) < 4 and len(match.moves) < 400:
        seat = match.to_move()[0]
        phase = match.view(None)["public"]["phase"]
        kind = "hard" if phase not in seen else "simple"
        seen.add(phase)
        match.play(seat, choose_move(match, seat, kind))
    assert {"turn", "modify"} <= seen
