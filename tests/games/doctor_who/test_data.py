"""Doctor Who's card data: the reconstructed list loads with its schema and has the
counts of shared/cards/doctor-who.md (127 deck cards, 4 starting locations, Game End)."""

from __future__ import annotations

import collections

from cardtable.games.doctor_who.cards import (CARDS, DECK, GAME_END, KIND, RECONSTRUCTED,
                                              STARTS, start_value, strength, tokens, vp)


def test_the_card_list_is_marked_as_our_reconstruction() -> None:
    assert RECONSTRUCTED


def test_deck_counts_by_kind() -> None:
    counts = collections.Counter(KIND[c] for c in DECK)
    assert len(DECK) == 127
    assert counts == {"defender": 30, "enemy": 42, "location": 28, "support": 27}
    ids = collections.Counter(c.split("#")[0] for c in DECK)
    assert (ids["dw-the-doctor"], ids["dw-amy-pond"], ids["dw-rory"],
            ids["dw-river-song"]) == (10, 8, 6, 6)
    assert len([i for i in CARDS if CARDS[i].kind == "enemy"]) == 18
    assert len([i for i in CARDS if CARDS[i].kind == "support"]) == 17


def test_game_end_and_starting_locations_are_outside_the_deck() -> None:
    assert KIND[GAME_END] == "game-end" and GAME_END not in DECK
    assert len(STARTS) == 4 and not set(STARTS) & set(DECK)
    assert sorted(start_value(s) for s in STARTS) == [1, 2, 3, 4]
    assert all(vp(s) == 5 and tokens(s) == 0 for s in STARTS)  # DW-20


def test_totals_of_the_card_list() -> None:
    locations = [c for c in DECK if KIND[c] == "location"]
    assert sum(vp(c) for c in locations) == 64 and sum(tokens(c) for c in locations) == 52
    enemies = [c for c in DECK if KIND[c] == "enemy"]
    defenders = [c for c in DECK if KIND[c] == "defender"]
    assert sum(strength(c) for c in enemies) == 139
    assert sum(strength(c) for c in defenders) == 98
