"""Redshirts re-deals for the search bots: a world re-dealt for a seat keeps zone sizes,
every public card and the seat's own hand, and never mixes the two decks (issue 13:
Redshirt and Commander's Log cards are re-dealt only within their own deck family);
views of the world equal the real views; every bot answers every kind of decision."""

from __future__ import annotations

from collections import Counter

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


def test_every_bot_answers_every_kind_of_decision() -> None:
    phases: Counter[str] = Counter()
    for kind in ("random", "simple", "greedy"):
        for seed in range(3):
            match = cardtable.new_match("redshirts", players=3 + seed, seed=seed)
            while not match.is_over:
                seat = match.to_move()[0]
                phases[match.view(None)["public"]["phase"]] += 1
                match.play(seat, choose_move(match, seat, kind))
    assert {"turn", "modify", "pick", "go_more", "discard_team"} <= set(phases)


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
