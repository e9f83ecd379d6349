"""Per-card knowledge in the engine (issue 18, items 6 and 7), on bare states.

- A view of a holding a seat cannot fully see (another seat's hand, face-down cards)
  lists the known cards first, by id, then the unknown ones: a known card's place there
  never hints at the cards the viewer cannot see. A pile keeps its order (it is public).
- A card that leaves a holding unseen (taken at random, or put face down) blurs that
  holding for every seat that saw neither end of the move: they can no longer tell which
  of the cards they knew went, so they know none of the rest.
"""

from __future__ import annotations

import random

from cardtable.engine import State

A, B, C = 0, 1, 2


def three_seats() -> State:
    state = State(3, random.Random(1))
    for seat in (A, B, C):
        state.add_zone(f"hand:{seat}", "owner", seat)
    state.add_zone("deck", "hidden")
    state.add_zone("discard", "public")
    return state


def hand(state: State, seat: int) -> list[str]:
    return state.zones[f"hand:{seat}"].cards


def test_a_known_cards_place_in_a_hidden_hand_tells_nothing() -> None:
    """Item 6: C knows x in B's hand; wherever x lies among B's cards, and whatever the
    others are, C's view of that hand is the same: x first, then blanks."""
    views = set()
    for others in (["a#1", "b#1"], ["y#1", "z#1"], ["b#1", "a#1"]):
        for index in range(3):
            state = three_seats()
            cards = list(others)
            cards.insert(index, "x#1")
            hand(state, B).extend(cards)
            state.show("x#1", 1 << C)
            views.add(repr(state.render(state.zones["hand:1"], C)))
            assert state.render(state.zones["hand:1"], B)["cards"] == cards  # the owner's order
    assert views == {repr({"owner": B, "visibility": "owner", "count": 3,
                           "cards": ["x#1", None, None]})}


def test_a_pile_keeps_the_place_of_a_known_card() -> None:
    """A pile's order is public (cards come off the top, go in at named depths): a card
    every seat knows keeps its depth in every view."""
    state = three_seats()
    state.zones["deck"].cards.extend(["p#1", "end#1", "q#1", "r#1"])
    state.show("end#1", -1)
    assert state.render(state.zones["deck"], A)["cards"] == [None, "end#1", None, None]


def test_a_card_taken_unseen_from_a_hand_blurs_it_for_onlookers() -> None:
    """Item 7 (e.g. RC-15's Red angel): C knew x and y in B's hand; A takes one of B's
    cards into its own hand. C sees neither hand, so C knows none of B's cards now; B
    and A keep what they saw."""
    state = three_seats()
    hand(state, B).extend(["x#1", "y#1", "w#1"])
    state.show("x#1", 1 << C)
    state.show("y#1", 1 << C | 1 << A)
    state.transfer("w#1", state.zones["hand:1"], state.zones["hand:0"])
    assert state.render(state.zones["hand:1"], C)["cards"] is None
    assert not state.knows(C, "x#1", state.zones["hand:1"])
    assert state.knows(A, "y#1", state.zones["hand:1"])  # the taker saw what it took
    assert state.render(state.zones["hand:1"], B)["cards"] == ["x#1", "y#1"]


def test_a_card_played_face_up_or_drawn_from_a_pile_blurs_nothing() -> None:
    """A card that goes where every seat sees it (played face up) shows which one went;
    a card drawn from a pile's top is told apart by its place: neither blurs."""
    state = three_seats()
    hand(state, B).extend(["x#1", "w#1"])
    state.show("x#1", 1 << C)
    state.transfer("w#1", state.zones["hand:1"], state.zones["discard"])
    assert state.knows(C, "x#1", state.zones["hand:1"])
    deck = state.zones["deck"]
    deck.cards.extend(["end#1", "top#1"])
    state.show("end#1", -1)
    state.transfer("top#1", deck, state.zones["hand:0"])
    assert state.knows(C, "end#1", deck) and state.knows(None, "end#1", deck)


def test_a_card_put_face_down_from_a_hand_blurs_it_like_a_random_take() -> None:
    """The holder's own hidden choice is as unseen as chance: B puts one of its cards
    face down (a zone only B sees); C, who knew x in B's hand, cannot tell whether x
    went, so C knows neither where x is nor the rest of B's hand."""
    state = three_seats()
    state.add_zone("face-down:1", "owner", B)
    hand(state, B).extend(["x#1", "w#1"])
    state.show("x#1", 1 << C)
    state.transfer("w#1", state.zones["hand:1"], state.zones["face-down:1"])
    assert state.render(state.zones["hand:1"], C)["cards"] is None
