"""Red Cliffs scenario tests: one (or more) per ruling RC-1..RC-19 and gap ruling RC-G*.

Rulings: ``shared/rulings/red-cliffs.md``; gap rulings: ``cards/red-cliffs.md``.
Scenarios deal a seeded match, stack the zones and set whose move it is, then play
moves through ``Match.play`` like a player would.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import cardtable
from cardtable import BadOptions, IllegalMove, Match
from cardtable.engine.frames import frame
from cardtable.games.red_cliffs.rules import RedCliffs
from cardtable.games.red_cliffs.sets import (ACTION, ALL, COLOUR, KIND, VALUE, is_set, name,
                                             prize_score)
from cardtable.games.red_cliffs.state import RedCliffsState, target_for

from engine.scenario import arrange

GAME = RedCliffs()


def c(card_id: str, copy: int = 1) -> str:
    """A card instance id: ``c("red-5", 2)`` is ``red-5#2``."""
    return f"{card_id}#{copy}"


def table(players: int, zones: dict[str, list[str]], *, team_size: int = 1, phase: str = "act",
          current: int = 0, first: int = 0, actions_left: int = 2, seed: int = 5,
          target: int = 0) -> Match:
    """A match with these zones exactly (the rest of the cards in the deck, beneath),
    where ``current`` is to ``phase`` (``act`` with ``actions_left``; ``draw``,
    ``refill``, ``deal``, ``layout``): that one frame is the whole decision stack."""
    match = cardtable.new_match("red-cliffs", players=players, seed=seed,
                                options={"team_size": team_size, "target": target})
    arrange(match, zones, rest="deck")
    state = rc(match)
    frame_data: dict[str, dict[str, Any]] = {"act": {"actions": actions_left}, "layout": {"laid": ()}}
    data = frame_data.get(phase, {})
    state.stack[:] = [frame(phase, current, **data)]
    state.first, state.final = first, False
    return match


def rc(match: Match) -> RedCliffsState:
    state = match.state
    assert isinstance(state, RedCliffsState)
    return state


def cards(match: Match, zone: str) -> list[str]:
    return list(match.state.zones[zone].cards)


def kinds(match: Match) -> list[str]:
    return [m["type"] for m in match.legal_moves(match.to_move()[0])]


def play(match: Match, seat: int, **move: Any) -> None:
    match.play(seat, move)


SIX = [c("red-9", 2), c("blue-5", 2), c("green-9", 2), c("white-3"), c("angel-blue", 7),
       c("red-7", 2)]
"""A hand of six with no set in it."""


# -- deck ---------------------------------------------------------------------------
def test_rc1_the_deck_has_113_cards_as_listed() -> None:
    """RC-1: the deck has 113 cards as listed."""
    assert len(ALL) == 113
    zeros = Counter(COLOUR[x] for x in ALL if VALUE[x] == 0)
    assert zeros == {"red": 4, "blue": 4, "green": 4, "white": 3}
    numbers = Counter(COLOUR[x] for x in ALL if isinstance(VALUE[x], int) and VALUE[x] != 0)
    assert numbers == {"red": 18, "blue": 18, "green": 18, "white": 9}
    for value in range(1, 10):
        assert Counter(COLOUR[x] for x in ALL if VALUE[x] == value) == \
            {"red": 2, "blue": 2, "green": 2, "white": 1}
    assert Counter(COLOUR[x] for x in ALL if KIND[x] == "angel") == \
        {"red": 7, "blue": 7, "green": 7, "white": 3}
    assert Counter(KIND[x] for x in ALL)["joker"] == 9
    assert all(COLOUR[x] == "black" for x in ALL if KIND[x] == "joker")
    assert Counter(KIND[x] for x in ALL)["event"] == 2
    match = cardtable.new_match("red-cliffs", players=9, seed=1, options={"team_size": 3})
    assert sorted(match.state.all_cards()) == sorted(ALL)


def test_rc2_angel_kinds_follow_their_colour() -> None:
    """RC-2: angel kinds follow their colour."""
    assert ACTION[c("angel-red")] == "red" and name(c("angel-red")) == "Red Angel"
    assert ACTION[c("angel-green")] == "green"
    assert ACTION[c("angel-blue")] == "light-blue" and name(c("angel-blue")) == "Light-blue Angel"
    assert ACTION[c("angel-white")] == "purple" and COLOUR[c("angel-white")] == "white"


def test_rc3_the_drawer_chooses_the_pile_an_event_shuffles_into_the_deck() -> None:
    """RC-3: the drawer chooses the pile an event shuffles into the deck."""
    match = table(2, {"hand:0": SIX, "pile:0": [c("red-4")], "pile:1": [c("blue-4"), c("green-4")],
                      "discard": [c("white-4")], "deck": [c("red-2"), c("event")]}, phase="draw")
    play(match, 0, type="draw")
    assert rc(match).phase == "event" and match.to_move() == [0]
    assert match.legal_moves(0) == [{"type": "shuffle", "zone": z}
                                    for z in ("discard", "pile:0", "pile:1")]
    deck_before = len(cards(match, "deck"))
    play(match, 0, type="shuffle", zone="pile:1")
    assert cards(match, "pile:1") == [] and len(cards(match, "deck")) == deck_before + 2
    assert cards(match, "discard") == [c("white-4"), c("event")]
    assert rc(match).phase == "act"


def test_rc3_the_drawer_may_choose_an_empty_pile_then_nothing_is_shuffled_in() -> None:
    """RC-3: any of the three piles may be chosen, even an empty one."""
    match = table(2, {"hand:0": SIX, "pile:0": [c("red-4")], "discard": [],
                      "deck": [c("red-2"), c("event")]}, phase="draw")
    play(match, 0, type="draw")
    assert match.legal_moves(0) == [{"type": "shuffle", "zone": z}
                                    for z in ("discard", "pile:0", "pile:1")]
    labels = [entry["label"] for entry in match.view(0)["legal"]]
    assert labels[1] == "Shuffle pile 1 (1 card) into the deck"
    assert labels[2] == "Choose pile 2 (empty: nothing is shuffled in)"
    deck_before = cards(match, "deck")
    play(match, 0, type="shuffle", zone="pile:1")
    assert cards(match, "deck") == deck_before  # nothing shuffled in, not even reordered
    assert cards(match, "pile:0") == [c("red-4")] and cards(match, "discard") == [c("event")]
    assert rc(match).phase == "act"
    event = match.view(1)["log"][-1]
    assert GAME.describe_event(event) == \
        "Event: {0} chooses pile 2, which is empty: nothing is shuffled in."


# -- players and teams ----------------------------------------------------------------
def test_rc4_variants_and_team_seating() -> None:
    """RC-4: variants and team seating."""
    assert GAME.variants() == [*((n, {"team_size": 1}) for n in range(2, 8)),
                               (4, {"team_size": 2}), (6, {"team_size": 2}), (8, {"team_size": 2}),
                               (6, {"team_size": 3}), (9, {"team_size": 3})]
    for players, size in ((8, 1), (9, 1), (5, 2), (2, 2), (4, 3), (8, 3)):
        with pytest.raises(BadOptions):
            cardtable.new_match("red-cliffs", players=players, seed=1, options={"team_size": size})
    match = cardtable.new_match("red-cliffs", players=6, seed=1, options={"team_size": 2})
    public = match.view(0)["public"]
    assert public["teams"] == [[0, 3], [1, 4], [2, 5]]
    assert match.view(0)["zones"]["hand:3"]["cards"] is None  # team mates keep hands secret
    rc(match).scores = [4, 1, 2, 6, 0, 3]
    assert match.view(None)["public"]["team_totals"] == [10, 1, 5]


# -- set-up and rounds ------------------------------------------------------------------
def test_rc5_laying_out_cards_replace_0_joker_and_event() -> None:
    """RC-5: laying out cards replace 0 joker and event."""
    match = table(2, {"deck": [c("blue-7"), c("red-5"), c("event"), c("red-0"), c("joker")]})
    state = rc(match)
    state.turn_piles()
    state.return_aside()
    assert cards(match, "pile:0") == [c("red-5")] and cards(match, "pile:1") == [c("blue-7")]
    assert cards(match, "discard") == [c("joker"), c("red-0")]
    assert c("event") in cards(match, "deck")
    for seed in range(30):
        fresh = cardtable.new_match("red-cliffs", players=2, seed=seed)
        for pile in ("pile:0", "pile:1"):
            (top,) = cards(fresh, pile)
            assert KIND[top] in ("number", "angel") and VALUE[top] != 0


def test_rc6_each_round_deals_6_then_seats_may_lay_out_1_or_2() -> None:
    """RC-6: each round deals 6 then seats may lay out 1 or 2."""
    deck = [c("green-2"), c("green-3"), *[c("blue-6"), c("blue-7")], c("event"),
            c("red-1"), c("red-2"), c("red-3"), c("red-4"), c("red-5"), c("red-6"),
            c("red-0"), c("joker"), c("white-1"), c("white-2"), c("white-4"), c("white-5")]
    match = table(2, {"deck": deck, "pile:0": [c("green-7")], "pile:1": [c("green-8")]},
                  phase="deal", current=1, first=1)
    rc(match).round = 1
    play(match, 1, type="deal")
    assert cards(match, "hand:1") == [c("white-5"), c("white-4"), c("white-2"), c("white-1"),
                                      c("joker"), c("red-0")]
    assert len(cards(match, "hand:0")) == 6 and c("event") in cards(match, "deck")
    assert rc(match).phase == "layout" and match.to_move() == [1]
    lays = [m for m in match.legal_moves(1) if m["type"] == "lay"]
    assert {m["card"] for m in lays} == {c("white-5"), c("white-4"), c("white-2"), c("white-1")}
    play(match, 1, type="lay", card=c("white-5"), pile=1)
    assert {m.get("pile") for m in match.legal_moves(1)} == {0, None}
    play(match, 1, type="lay", card=c("white-1"), pile=0)
    assert match.legal_moves(1) == [{"type": "stop"}]
    play(match, 1, type="stop")
    assert len(cards(match, "hand:1")) == 6
    assert cards(match, "pile:0")[-1] == c("white-1") and cards(match, "pile:1")[-1] == c("white-5")
    assert match.to_move() == [0] and rc(match).phase == "layout"
    play(match, 0, type="stop")
    assert rc(match).phase == "draw" and match.to_move() == [1]


def test_rc7_the_deck_is_rebuilt_right_after_the_draw_that_empties_it() -> None:
    """RC-7: as soon as the deck is empty (right after the draw that emptied it), the
    discard pile and both laying-out piles become the new deck and two cards are turned."""
    match = table(2, {"hand:0": SIX, "discard": [c("red-9"), c("joker"), c("blue-3")],
                      "pile:0": [c("green-5")], "pile:1": [c("white-6")],
                      "deck": [c("green-2")]}, phase="draw")
    deck = match.state.zones["deck"].cards
    match.state.zones["hand:1"].cards.extend(deck[:-1])  # everything else is held
    del deck[:-1]
    play(match, 0, type="draw")  # takes the deck's last card: the deck is rebuilt at once
    assert cards(match, "hand:0")[-1] == c("green-2")
    assert match.view(1)["log"][-1]["type"] == "rebuild"
    piles = cards(match, "pile:0") + cards(match, "pile:1")
    assert len(piles) == 2 and all(not (VALUE[x] == 0 or KIND[x] == "joker") for x in piles)
    rebuilt = cards(match, "deck") + cards(match, "discard") + piles
    assert sorted(rebuilt) == sorted([c("red-9"), c("joker"), c("blue-3"), c("green-5"),
                                      c("white-6")])
    play(match, 0, type="discard", card=SIX[0])  # a card discarded later is not in that deck
    assert SIX[0] in cards(match, "discard") and SIX[0] not in cards(match, "deck")


def test_rc7_an_empty_deck_is_rebuilt_from_discard_and_both_piles() -> None:
    """RC-7: an empty deck is rebuilt from discard and both piles."""
    match = table(2, {"hand:0": SIX, "discard": [c("red-9"), c("joker"), c("blue-3")],
                      "pile:0": [c("green-5")], "pile:1": [c("white-6")]}, phase="draw")
    match.state.zones["deck"].cards.clear()
    for card in sorted(set(ALL) - set(match.state.all_cards())):
        match.state.zones["hand:1"].cards.append(card)  # everything else is held
    play(match, 0, type="draw")
    assert len(cards(match, "hand:0")) == 7
    piles = cards(match, "pile:0") + cards(match, "pile:1")
    assert len(piles) == 2 and all(not (VALUE[x] == 0 or KIND[x] == "joker") for x in piles)
    left = cards(match, "deck") + cards(match, "discard") + piles + [cards(match, "hand:0")[-1]]
    assert sorted(left) == sorted([c("red-9"), c("joker"), c("blue-3"), c("green-5"), c("white-6")])


# -- a turn -----------------------------------------------------------------------------
def test_rc8_draw_then_exactly_two_actions_then_refill_to_6() -> None:
    """RC-8: draw then exactly two actions then refill to 6."""
    match = table(2, {"hand:0": SIX, "deck": [c("green-2"), c("blue-0")]}, phase="draw")
    assert match.legal_moves(0) == [{"type": "draw"}]
    play(match, 0, type="draw")
    assert c("blue-0") in cards(match, "hand:0") and len(cards(match, "hand:0")) == 7
    assert set(kinds(match)) == {"discard", "pass"}
    play(match, 0, type="discard", card=SIX[0])
    play(match, 0, type="discard", card=SIX[1])
    assert match.legal_moves(0) == [{"type": "draw"}] and rc(match).phase == "refill"
    play(match, 0, type="draw")
    assert len(cards(match, "hand:0")) == 6 and c("green-2") in cards(match, "hand:0")
    assert match.to_move() == [1] and rc(match).phase == "draw"


def test_rc8_a_pass_and_a_set_are_actions_too() -> None:
    """RC-8: a pass and a set are actions too."""
    hand = [c("red-1"), c("red-2"), c("red-3"), c("blue-9"), c("white-5"), c("angel-red")]
    match = table(2, {"hand:0": hand})
    play(match, 0, type="pass")
    assert rc(match).actions_left == 1
    play(match, 0, type="set", cards=[c("red-1"), c("red-2"), c("red-3")])
    play(match, 0, type="keep", card=c("red-2"))
    play(match, 0, type="place", card=c("red-1"), pile=0)
    assert rc(match).phase == "refill"


def test_rc9_an_event_drawn_in_the_refill_is_replaced_then_resolved_then_discarded() -> None:
    """RC-9: an event drawn in the refill is replaced then resolved then discarded."""
    match = table(2, {"hand:0": SIX[:4], "pile:0": [c("red-4")], "pile:1": [c("blue-4")],
                      "deck": [c("green-6"), c("red-3"), c("event")]}, phase="refill",
                  actions_left=0)
    play(match, 0, type="draw")
    assert cards(match, "hand:0")[-2:] == [c("red-3"), c("green-6")]
    assert cards(match, "event") == [c("event")] and match.to_move() == [0]
    play(match, 0, type="shuffle", zone="pile:0")
    assert cards(match, "discard") == [c("event")] and cards(match, "event") == []
    assert match.to_move() == [1] and rc(match).phase == "draw"


def claim_table() -> Match:
    """4 players; seat 0 ends its turn; seats 1, 3 and 0 could claim, seat 2 could not."""
    return table(4, {
        "pile:0": [c("red-5")], "pile:1": [c("blue-9")],
        "hand:0": [c("blue-7"), c("blue-8"), c("red-0"), c("green-1"), c("white-0"), c("red-1", 2)],
        "hand:1": [c("red-4"), c("green-6"), c("blue-0"), c("green-0"), c("white-1"), c("blue-1")],
        "hand:2": [c("red-0", 2), c("green-1", 2), c("blue-0", 2), c("white-2"), c("angel-red"),
                   c("angel-blue")],
        "hand:3": [c("red-7"), c("green-8"), c("red-0", 3), c("red-1"), c("blue-1", 2),
                   c("green-0", 2)],
    }, actions_left=1)


def test_rc10_every_seat_with_two_cards_is_asked_at_once_whatever_its_hand() -> None:
    """RC-10 (and issue 9's window rule): everyone is asked, not only able players."""
    match = claim_table()
    play(match, 0, type="pass")
    assert rc(match).phase == "claim"
    assert match.to_move() == [1, 2, 3, 0]  # seat order from the player about to move
    assert match.legal_moves(1) == [
        {"type": "claim", "cards": [c("green-6"), c("red-4")], "pile": 0}, {"type": "decline"}]
    assert match.legal_moves(2) == [{"type": "decline"}]  # cannot claim, asked all the same
    assert match.view(None)["public"]["claim"] == {"before": 1, "waiting": [1, 2, 3, 0],
                                                   "answer": None}


def test_rc10_the_first_claimant_in_seat_order_gets_the_claim() -> None:
    """RC-10: answers are sealed; the first claimant from the mover on makes the set."""
    match = claim_table()
    play(match, 0, type="pass")
    log_size = len(match.state.log)
    play(match, 3, type="claim", cards=[c("green-8"), c("red-7")], pile=1)
    play(match, 0, type="claim", cards=[c("blue-7"), c("blue-8")], pile=1)
    play(match, 2, type="decline")
    assert match.to_move() == [1] and rc(match).phase == "claim"  # seat 1 still decides
    assert match.view(3)["public"]["claim"]["answer"] == {
        "type": "claim", "cards": [c("green-8"), c("red-7")], "pile": 1}
    assert match.view(1)["public"]["claim"]["answer"] is None  # others never see it
    assert len(match.state.log) == log_size  # answers are not logged
    play(match, 1, type="decline")
    assert rc(match).phase == "keep" and match.to_move() == [3]
    claims_logged = [event for _, event in match.state.log[log_size:]]
    assert [event["type"] for event in claims_logged] == ["claim"]  # only the claim made
    play(match, 3, type="keep", card=c("blue-9"))
    play(match, 3, type="place", card=c("green-8"), pile=0)
    assert cards(match, "prizes:3") == [c("blue-9")]
    assert cards(match, "hand:0")[:2] == [c("blue-7"), c("blue-8")]  # seat 0's claim lapsed
    assert len(cards(match, "hand:3")) == 4  # the claimant does not draw
    assert match.to_move() == [1] and rc(match).phase == "draw"  # the offer is closed


def test_rc10_a_claim_settles_as_soon_as_nobody_before_it_can_claim() -> None:
    """RC-10: the mover's own claim is first in order, so it settles at once."""
    match = claim_table()
    play(match, 0, type="pass")
    play(match, 1, type="claim", cards=[c("green-6"), c("red-4")], pile=0)
    assert rc(match).phase == "keep" and match.to_move() == [1]
    play(match, 1, type="keep", card=c("red-5"))
    play(match, 1, type="place", card=c("green-6"), pile=0)
    assert match.to_move() == [1] and rc(match).phase == "draw"


def test_rc10_an_answer_looks_the_same_to_others_whatever_it_was() -> None:
    """RC-10 window rule: a claim or a decline by seat 3 shows seat 2 the same table."""
    views = []
    for answer in ({"type": "claim", "cards": [c("green-8"), c("red-7")], "pile": 1},
                   {"type": "decline"}):
        match = claim_table()
        play(match, 0, type="pass")
        match.play(3, answer)
        views.append(match.view(2))
    assert views[0] == views[1]


def test_rc10_who_is_asked_depends_on_hand_sizes_and_piles_only() -> None:
    """RC-10: a seat with fewer than two cards is not asked; no window without a top card."""
    match = claim_table()
    hand_2 = match.state.zones["hand:2"].cards
    match.state.zones["deck"].cards.extend(hand_2[1:])
    del hand_2[1:]
    play(match, 0, type="pass")
    assert match.to_move() == [1, 3, 0]
    match = claim_table()
    for pile in ("pile:0", "pile:1"):
        match.state.zones["discard"].cards.extend(match.state.zones[pile].cards)
        match.state.zones[pile].cards.clear()
    play(match, 0, type="pass")
    assert match.to_move() == [1] and rc(match).phase == "draw"


def test_rc10_no_claims_with_3_players_or_fewer() -> None:
    """RC-10: no claims with 3 players or fewer."""
    match = table(3, {"pile:0": [c("red-5")], "hand:0": SIX,
                      "hand:1": [c("red-4"), c("red-6")], "hand:2": [c("blue-4"), c("blue-6")]},
                  actions_left=1)
    play(match, 0, type="pass")
    assert match.to_move() == [1] and rc(match).phase == "draw"
    assert match.view(None)["public"]["claims"] is False


# -- sets -------------------------------------------------------------------------------
def test_rc11_sets_are_three_alike_or_three_in_a_row_colour_blind() -> None:
    """RC-11: sets are three alike or three in a row colour blind."""
    assert is_set([c("red-4"), c("blue-4"), c("white-4")])
    assert is_set([c("red-0"), c("green-1"), c("white-2")])
    assert is_set([c("red-7"), c("blue-8"), c("green-9")])
    assert not is_set([c("red-8"), c("blue-9"), c("green-0")])  # no wrap
    assert not is_set([c("red-1"), c("red-2"), c("red-4")])
    assert is_set([c("angel-red"), c("angel-blue"), c("angel-white")])  # all angels alike
    assert not is_set([c("angel-red"), c("red-1"), c("red-2")])  # angels are never in a row
    hand = [c("red-1"), c("blue-2"), c("green-3"), c("white-3"), c("angel-red"), c("angel-blue"),
            c("angel-green")]
    match = table(2, {"hand:0": hand})
    assert [m["cards"] for m in match.legal_moves(0) if m["type"] == "set"] == [
        [c("angel-blue"), c("angel-green"), c("angel-red")],
        [c("blue-2"), c("green-3"), c("red-1")],
        [c("blue-2"), c("red-1"), c("white-3")]]


def test_rc12_a_joker_stands_for_one_card_only() -> None:
    """RC-12: a joker stands for one card only."""
    assert is_set([c("red-5"), c("joker"), c("blue-7")])
    assert is_set([c("joker"), c("angel-red"), c("angel-green")])
    assert is_set([c("joker"), c("white-9"), c("red-9")])
    assert not is_set([c("joker"), c("joker", 2), c("red-1")])
    assert not is_set([c("joker"), c("red-1"), c("red-4")])
    match = table(2, {"hand:0": [c("joker"), c("joker", 2), c("red-1"), c("blue-9")]})
    with pytest.raises(IllegalMove, match="only one card"):
        play(match, 0, type="set", cards=[c("joker"), c("joker", 2), c("red-1")])


def test_rc13_a_set_from_the_hand_or_with_a_laying_out_pile_top_never_the_discard() -> None:
    """RC-13: a set from the hand or with a laying out pile top never the discard."""
    match = table(2, {"hand:0": [c("red-4"), c("red-6"), c("blue-9"), c("white-1")],
                      "pile:0": [c("red-5"), c("blue-1")], "pile:1": [c("green-5")],
                      "discard": [c("blue-5")]})
    pile_sets = [m for m in match.legal_moves(0) if m["type"] == "set"]
    assert pile_sets == [{"type": "set", "cards": [c("red-4"), c("red-6")], "pile": 1}]
    with pytest.raises(IllegalMove, match="never the discard"):
        play(match, 0, type="set", cards=[c("red-4"), c("red-6")], pile="discard")
    with pytest.raises(IllegalMove, match="not a set"):
        play(match, 0, type="set", cards=[c("red-4"), c("red-6")], pile=0)
    play(match, 0, type="set", cards=[c("red-4"), c("red-6")], pile=1)
    assert cards(match, "pile:1") == [] and rc(match).phase == "keep"


def test_rc14_keep_one_the_others_one_on_each_pile_0_and_joker_to_discard() -> None:
    """RC-14: keep one the others one on each pile 0 and joker to discard."""
    match = table(2, {"hand:0": [c("red-3"), c("red-4"), c("red-5"), c("red-0"), c("joker"),
                                 c("red-2")], "pile:0": [c("blue-9")], "pile:1": [c("blue-8")]})
    play(match, 0, type="set", cards=[c("red-3"), c("red-4"), c("red-5")])
    assert match.legal_moves(0) == [{"type": "keep", "card": x}
                                    for x in (c("red-3"), c("red-4"), c("red-5"))]
    play(match, 0, type="keep", card=c("red-4"))
    assert match.view(1)["zones"]["prizes:0"]["cards"] == [c("red-4")]  # face up for all
    assert match.legal_moves(0) == [{"type": "place", "card": c("red-3"), "pile": 0},
                                    {"type": "place", "card": c("red-5"), "pile": 0}]
    play(match, 0, type="place", card=c("red-5"), pile=0)
    assert cards(match, "pile:0")[-1] == c("red-5") and cards(match, "pile:1")[-1] == c("red-3")
    play(match, 0, type="set", cards=[c("joker"), c("red-0"), c("red-2")])
    play(match, 0, type="keep", card=c("red-2"))
    assert cards(match, "discard") == [c("joker"), c("red-0")]
    assert rc(match).phase == "refill"


def angel_table(hand: list[str], **zones: list[str]) -> Match:
    return table(2, {"hand:0": hand, "pile:0": [c("blue-9")], "pile:1": [c("blue-8")],
                     **{k.replace("_", ":"): v for k, v in zones.items()}})


def test_rc15_green_angel_swaps_prizes_of_same_colour_or_value() -> None:
    """RC-15: green angel swaps prizes of same colour or value."""
    match = angel_table([c("angel-green"), c("angel-green", 2), c("angel-green", 3)],
                        prizes_0=[c("red-5")], prizes_1=[c("blue-5"), c("white-9"), c("angel-red")])
    play(match, 0, type="set", cards=[c("angel-green"), c("angel-green", 2), c("angel-green", 3)])
    play(match, 0, type="keep", card=c("angel-green"))
    play(match, 0, type="place", card=c("angel-green", 2), pile=0)
    assert rc(match).phase == "swap"
    assert sorted((m["mine"], m["theirs"]) for m in match.legal_moves(0)) == [
        (c("angel-green"), c("angel-red")), (c("red-5"), c("angel-red")),
        (c("red-5"), c("blue-5"))]  # same value (angels alike), same colour, same value
    play(match, 0, type="swap", mine=c("red-5"), theirs=c("blue-5"))
    assert sorted(cards(match, "prizes:0")) == [c("angel-green"), c("blue-5")]
    assert sorted(cards(match, "prizes:1")) == [c("angel-red"), c("red-5"), c("white-9")]


def test_rc15_purple_angel_discards_a_random_card_from_a_chosen_hand() -> None:
    """RC-15: purple angel discards a random card from a chosen hand."""
    match = angel_table([c("angel-white"), c("angel-red"), c("angel-blue")],
                        hand_1=[c("green-3"), c("green-4")])
    play(match, 0, type="set", cards=[c("angel-blue"), c("angel-red"), c("angel-white")])
    play(match, 0, type="keep", card=c("angel-white"))
    play(match, 0, type="place", card=c("angel-red"), pile=0)
    assert match.legal_moves(0) == [{"type": "purple", "victim": 1}]
    play(match, 0, type="purple", victim=1)
    assert len(cards(match, "hand:1")) == 1
    assert cards(match, "discard")[-1] in (c("green-3"), c("green-4"))


def test_rc15_light_blue_angel_takes_a_set_card_back_but_not_a_joker() -> None:
    """RC-15: light blue angel takes a set card back but not a joker."""
    match = angel_table([c("angel-blue"), c("angel-red"), c("joker")])
    play(match, 0, type="set", cards=[c("angel-blue"), c("angel-red"), c("joker")])
    play(match, 0, type="keep", card=c("angel-blue"))
    assert match.legal_moves(0) == [{"type": "return", "card": c("angel-red")}]
    play(match, 0, type="return", card=c("angel-red"))
    assert cards(match, "hand:0") == [c("angel-red")] and cards(match, "discard") == [c("joker")]
    assert rc(match).phase == "act"


def test_rc15_red_angel_takes_a_random_card_from_the_left_hand() -> None:
    """RC-15: red angel takes a random card from the left hand."""
    match = angel_table([c("angel-red"), c("angel-red", 2), c("angel-red", 3)],
                        hand_1=[c("green-3")])
    play(match, 0, type="set", cards=[c("angel-red"), c("angel-red", 2), c("angel-red", 3)])
    play(match, 0, type="keep", card=c("angel-red"))
    play(match, 0, type="place", card=c("angel-red", 2), pile=0)
    assert cards(match, "hand:0") == [c("green-3")] and cards(match, "hand:1") == []
    log = match.view(1)["log"][-1]
    assert log["type"] == "steal" and log["card"] == c("green-3")  # both seats see the card
    assert match.view(None)["log"][-1]["card"] is None


# -- round end and scoring ----------------------------------------------------------------
def four_prizes() -> list[str]:
    return [c("red-1", 2), c("blue-3", 2), c("green-5", 2), c("white-7")]


def test_rc16_five_prizes_end_the_round_after_the_seats_before_the_first() -> None:
    """RC-16: five prizes end the round after the seats before the first."""
    match = table(3, {"hand:1": [c("red-1"), c("red-2"), c("red-3"), *SIX[1:4]],
                      "hand:2": SIX[:1] + SIX[4:] + [c("blue-0"), c("blue-1"), c("blue-2")],
                      "hand:0": [c("green-0")], "prizes:1": four_prizes(),
                      "pile:0": [c("blue-9")], "pile:1": [c("blue-8")]},
                  current=1, actions_left=1)
    play(match, 1, type="set", cards=[c("red-1"), c("red-2"), c("red-3")])
    play(match, 1, type="keep", card=c("red-3"))
    play(match, 1, type="place", card=c("red-1"), pile=0)
    play(match, 1, type="draw")
    assert rc(match).final and match.to_move() == [2]  # seat 2 still moves
    play(match, 2, type="draw")
    play(match, 2, type="pass")
    play(match, 2, type="pass")
    assert rc(match).phase == "deal"  # the turn came back to seat 0, the first: over
    assert match.to_move() == [2]  # seats 0 and 2 have no points: seat 2 is next after 0
    assert match.view(None)["log"][-1]["type"] == "round_end"


def test_rc16_any_player_with_five_prizes_ends_the_round() -> None:
    """RC-16: any player, not only the one whose turn ends, holding five prizes."""
    match = table(3, {"hand:0": SIX, "prizes:2": [*four_prizes(), c("red-5")],
                      "pile:0": [c("blue-9")], "pile:1": [c("blue-8")]}, actions_left=2)
    play(match, 0, type="pass")
    play(match, 0, type="pass")
    assert rc(match).final
    event = match.view(None)["log"][-1]
    assert event["type"] == "round_ending" and event["seats"] == [2]
    assert GAME.describe_event(event) == \
        "{2} has five prizes: the round ends when the turn comes back to {0}."


def test_rc16_five_or_six_prizes_read_as_english() -> None:
    """RC-16: the round-ending line counts the prizes and agrees with its subject."""
    match = table(3, {"hand:0": SIX, "prizes:0": [*four_prizes(), c("red-5")],
                      "prizes:1": [c("red-2"), c("blue-4"), c("green-6"), c("white-8"),
                                   c("green-2"), c("red-6")],
                      "pile:0": [c("blue-9")], "pile:1": [c("blue-8")]}, actions_left=1)
    play(match, 0, type="pass")
    event = match.view(None)["log"][-1]
    assert GAME.describe_event(event) == \
        "{1} has six prizes and {0} has five: the round ends when the turn comes back to {0}."
    both = {"type": "round_ending", "seats": [0, 2], "prizes": [5, 5], "first": 1}
    assert GAME.describe_event(both).startswith("{0} and {2} have five prizes: ")


def test_rc16_the_last_seat_before_the_first_ends_the_round_at_once() -> None:
    """RC-16: the last seat before the first ends the round at once."""
    match = table(3, {"hand:2": [c("red-1"), c("red-2"), c("red-3"), *SIX[1:4]],
                      "prizes:2": four_prizes(), "pile:0": [c("blue-9")], "pile:1": [c("blue-8")]},
                  current=2, actions_left=1)
    play(match, 2, type="set", cards=[c("red-1"), c("red-2"), c("red-3")])
    play(match, 2, type="keep", card=c("red-3"))
    play(match, 2, type="place", card=c("red-1"), pile=0)
    play(match, 2, type="draw")
    assert rc(match).phase == "deal"


def end_round(match: Match, seat: int) -> None:
    """Make ``seat``'s turn the round's last and end it (the hand must hold 6)."""
    rc(match).final = True
    play(match, seat, type="pass")


def test_rc17_prizes_are_scored_at_the_end_of_a_round() -> None:
    """RC-17: prizes are scored at the end of a round."""
    prizes = [c("red-3"), c("red-4"), c("red-5"), c("red-6"), c("blue-6"), c("joker")]
    match = table(2, {"hand:1": SIX, "prizes:0": prizes, "prizes:1": [c("angel-red")]},
                  current=1, actions_left=1)
    expected = prize_score(prizes)
    assert expected == {"same": 2, "colour": 4, "mixed": 0, "sequence": 4, "total": 10}
    end_round(match, 1)
    assert match.result()["scores"] == [10, 0]
    assert match.view(None)["log"][-1]["breakdown"][0] == expected


def test_rc18_hands_and_prizes_are_discarded_and_the_lowest_scorer_starts() -> None:
    """RC-18: hands and prizes are discarded and the lowest scorer starts."""
    match = table(3, {"hand:2": SIX, "prizes:0": [c("red-1"), c("blue-1")],
                      "prizes:1": [c("red-2"), c("blue-2")], "hand:0": [c("white-9")]},
                  current=2, actions_left=1)
    rc(match).scores = [6, 5, 7]
    end_round(match, 2)
    assert match.result()["scores"] == [8, 7, 7]
    assert match.to_move() == [1]  # 7 and 7: seat 1 comes first after the last first (0)
    play(match, 1, type="deal")
    assert {len(cards(match, f"hand:{s}")) for s in range(3)} == {6}
    assert not any(cards(match, f"prizes:{s}") for s in range(3))
    assert {c("red-1"), c("blue-2"), c("white-9")} <= set(cards(match, "discard")) \
        | set(cards(match, "deck"))
    assert rc(match).first == 1 and rc(match).round == 2


def test_rc18_ties_go_to_the_earliest_seat_after_the_last_first_player() -> None:
    """RC-18: ties go to the earliest seat after the last first player."""
    match = table(4, {"hand:0": SIX}, current=0, first=1, actions_left=1)
    rc(match).scores = [3, 3, 9, 3]
    end_round(match, 0)
    assert rc(match).first == 3


@pytest.mark.parametrize("players,size,target", [(2, 1, 30), (3, 1, 30), (4, 1, 20), (7, 1, 20),
                                                 (4, 2, 30), (8, 2, 30), (6, 3, 50), (9, 3, 50)])
def test_rc19_targets(players: int, size: int, target: int) -> None:
    """RC-19: targets."""
    assert target_for(players, size) == target
    match = cardtable.new_match("red-cliffs", players=players, seed=1, options={"team_size": size})
    assert match.view(None)["public"]["target"] == target


def test_rc19_the_match_ends_after_a_round_reaching_the_target_best_team_wins() -> None:
    """RC-19: the match ends after a round reaching the target best team wins."""
    match = table(4, {"hand:3": SIX, "prizes:2": [c("red-1"), c("blue-1")]}, team_size=2,
                  current=3, actions_left=1)
    rc(match).scores = [10, 15, 18, 12]
    end_round(match, 3)
    assert match.is_over and match.to_move() == []
    assert match.result() == {"scores": [10, 15, 20, 12], "winners": [0, 2]}  # 30 v 27


def test_rc19_equal_totals_share_the_win() -> None:
    """RC-19: equal totals share the win."""
    match = table(2, {"hand:1": SIX}, current=1, actions_left=1)
    rc(match).scores = [30, 30]
    end_round(match, 1)
    assert match.result()["winners"] == [0, 1]
    assert GAME.describe_event(match.view(None)["log"][-1]) == \
        "The match is over. Winners: {0} and {1}."
    assert GAME.describe_event({"type": "match_end", "winners": [0, 3, 6], "team_totals": []}) \
        == "The match is over. Winners: {0}, {3} and {6}."


@pytest.mark.parametrize("players", range(2, 10))
def test_rc4_the_default_options_are_valid_for_every_player_count(players: int) -> None:
    """RC-4: the lobby's defaults (every option at its schema default) start a match for
    any player count: 8 players default to teams of 2, 9 to teams of 3."""
    defaults = {spec["id"]: spec["default"] for spec in GAME.options_schema}
    match = cardtable.new_match("red-cliffs", players=players, seed=1, options=defaults)
    size = {8: 2, 9: 3}.get(players, 1)
    assert match.options["team_size"] == size and rc(match).team_size == size
    assert match.record()["options"]["team_size"] == size  # the record replays as played
    for spec in GAME.options_schema:  # short labels; a hint says what they mean in words
        assert len(str(spec["label"])) <= 24 and len(str(spec["hint"]).split()) >= 6
        for choice in spec.get("choices", []):
            assert isinstance(choice, dict) and choice["label"].strip()
            if choice["value"] == 0:  # "Automatic" / "0" is spelled out by the hint
                assert str(spec["hint"]).startswith(f"{choice['label']}:")


def test_log_lines_name_no_ruling() -> None:
    """Issue 9: log lines say what happened, never a ruling id."""
    for seed, players in enumerate((2, 4, 5)):
        match = cardtable.new_match("red-cliffs", players=players, seed=seed,
                                    options={"target": 5})
        while not match.is_over:
            seat = match.to_move()[0]
            match.play(seat, match.legal_moves(seat)[0])
        for event in match.view(None)["log"]:
            assert "RC-" not in GAME.describe_event(event), event


# -- gap rulings --------------------------------------------------------------------------
def test_rcg1_seat_0_plays_first_in_round_1() -> None:
    """RC-G1: seat 0 plays first in round 1."""
    for players in (2, 5, 9):
        options = {"team_size": 3} if players == 9 else {}
        match = cardtable.new_match("red-cliffs", players=players, seed=2, options=options)
        assert rc(match).first == 0 and rc(match).current == 0


def test_rcg2_a_claim_making_five_prizes_ends_the_round() -> None:
    """RC-G2: a claim making five prizes ends the round."""
    match = claim_table()
    match.state.zones["prizes:3"].cards.extend(four_prizes())
    play(match, 0, type="pass")
    play(match, 1, type="decline")
    play(match, 2, type="decline")
    play(match, 3, type="claim", cards=[c("green-8"), c("red-7")], pile=1)
    play(match, 3, type="keep", card=c("blue-9"))
    play(match, 3, type="place", card=c("green-8"), pile=0)
    play(match, 1, type="draw")
    play(match, 1, type="pass")
    play(match, 1, type="pass")
    assert rc(match).final  # seat 3's claim made five prizes
    movers = []
    while rc(match).phase != "deal":
        seat = match.to_move()[0]
        phase = rc(match).phase
        movers.append(seat)
        play(match, seat, type={"claim": "decline", "draw": "draw", "refill": "draw"}.get(
            phase, "pass"))
    assert movers[-1] == 3 and 2 in movers  # seats 2 and 3 still had their turns


def test_rcg3_angel_action_without_a_target_does_nothing() -> None:
    """RC-G3: angel action without a target does nothing."""
    match = angel_table([c("angel-green"), c("angel-green", 2), c("angel-green", 3)],
                        prizes_1=[c("white-4")])
    play(match, 0, type="set", cards=[c("angel-green"), c("angel-green", 2), c("angel-green", 3)])
    play(match, 0, type="keep", card=c("angel-green"))
    play(match, 0, type="place", card=c("angel-green", 2), pile=0)
    assert rc(match).phase == "act"
    assert match.view(None)["log"][-1]["type"] == "angel_void"


def test_rcg3_keeping_the_joker_of_an_angel_set_triggers_nothing() -> None:
    """RC-G3: keeping the joker of an angel set triggers nothing."""
    match = angel_table([c("angel-red"), c("angel-red", 2), c("joker")], hand_1=[c("green-3")])
    play(match, 0, type="set", cards=[c("angel-red"), c("angel-red", 2), c("joker")])
    play(match, 0, type="keep", card=c("joker"))
    play(match, 0, type="place", card=c("angel-red"), pile=0)
    assert cards(match, "hand:1") == [c("green-3")] and rc(match).phase == "act"


def test_rcg4_a_single_card_to_lay_out_goes_on_the_pile_of_choice() -> None:
    """RC-G4: a single card to lay out goes on the pile of choice."""
    match = table(2, {"hand:0": [c("red-0"), c("red-1"), c("red-2")],
                      "pile:0": [c("blue-9")], "pile:1": [c("blue-8")]})
    play(match, 0, type="set", cards=[c("red-0"), c("red-1"), c("red-2")])
    play(match, 0, type="keep", card=c("red-1"))
    assert match.legal_moves(0) == [{"type": "place", "card": c("red-2"), "pile": 0},
                                    {"type": "place", "card": c("red-2"), "pile": 1}]
    play(match, 0, type="place", card=c("red-2"), pile=1)
    assert cards(match, "pile:1")[-1] == c("red-2") and cards(match, "pile:0") == [c("blue-9")]


def test_rcg5_lay_out_is_one_card_per_pile_and_0_or_joker_never() -> None:
    """RC-G5: lay out is one card per pile and 0 or joker never."""
    match = table(2, {"hand:0": [c("red-0"), c("joker"), c("red-5"), c("red-6")]},
                  phase="layout")
    with pytest.raises(IllegalMove, match="0 or a Joker"):
        play(match, 0, type="lay", card=c("red-0"), pile=0)
    play(match, 0, type="lay", card=c("red-5"), pile=0)
    with pytest.raises(IllegalMove, match="one on each"):
        play(match, 0, type="lay", card=c("red-6"), pile=0)


def test_rcg6_events_met_dealing_go_back_and_one_with_nothing_to_shuffle_changes_nothing() -> None:
    """RC-G6 (with RC-3): events met dealing go back; an event drawn with all three piles
    empty is still the drawer's to resolve, and changes nothing."""
    deck = [c("blue-1"), c("blue-2"), c("event", 2), *SIX, c("event"), c("red-1"),
            c("red-2"), c("red-3"), c("red-4"), c("red-5")]
    match = table(2, {"deck": deck, "pile:0": [c("green-7")]}, phase="deal", current=0)
    play(match, 0, type="deal")
    assert cards(match, "hand:0") == [c("red-5"), c("red-4"), c("red-3"), c("red-2"), c("red-1"),
                                      SIX[5]]  # the event was set aside and replaced
    assert c("event") in cards(match, "deck") and cards(match, "aside") == []
    assert "aside" in [event["type"] for event in match.view(None)["log"]]
    match = table(2, {"hand:0": SIX, "deck": [c("red-2"), c("event")]}, phase="draw")
    for zone in ("discard", "pile:0", "pile:1"):
        assert not cards(match, zone)
    play(match, 0, type="draw")
    assert rc(match).phase == "event" and len(match.legal_moves(0)) == 3
    play(match, 0, type="shuffle", zone="discard")
    assert cards(match, "discard") == [c("event")] and rc(match).phase == "act"
    assert match.view(None)["log"][-1]["count"] == 0


def test_rcg7_a_draw_with_nothing_left_stops_short() -> None:
    """RC-G7: with nothing to rebuild from, a draw stops short (RC-7 could not act)."""
    match = table(2, {"hand:0": SIX[:3]}, phase="refill", actions_left=0)
    for card in list(cards(match, "deck")):
        match.state.zones["hand:1"].cards.append(card)
    match.state.zones["deck"].cards.clear()
    play(match, 0, type="draw")
    assert len(cards(match, "hand:0")) == 3 and match.to_move() == [1]


def test_rcg7_a_deck_left_empty_is_rebuilt_by_the_next_draw() -> None:
    """RC-G7: a deck left empty (nothing to rebuild from when it ran out) is rebuilt when
    the next card must be drawn, from what has reached the piles since."""
    match = table(2, {"hand:0": SIX[:5]}, phase="act", actions_left=1)
    for card in list(cards(match, "deck")):
        match.state.zones["hand:1"].cards.append(card)
    match.state.zones["deck"].cards.clear()
    play(match, 0, type="discard", card=SIX[0])  # the discard pile now has a card
    play(match, 0, type="draw")
    assert cards(match, "hand:0")[-1] == SIX[0] or cards(match, "pile:0") == [SIX[0]]
    assert "rebuild" in [event["type"] for event in match.view(None)["log"]]


def test_rcg8_an_emptied_laying_out_pile_stays_empty() -> None:
    """RC-G8: an emptied laying out pile stays empty."""
    match = table(2, {"hand:0": [c("red-4"), c("red-6"), *SIX[1:5]], "pile:0": [c("red-5")],
                      "pile:1": [c("blue-1")], "deck": [c("red-2"), c("event")]}, phase="draw")
    play(match, 0, type="draw")
    play(match, 0, type="shuffle", zone="pile:0")
    assert cards(match, "pile:0") == []
    assert not [m for m in match.legal_moves(0) if m.get("pile") == 0]


def test_rcg9_the_next_first_player_has_the_fewest_match_points() -> None:
    """RC-G9: the next first player has the fewest match points."""
    match = table(3, {"hand:2": SIX, "prizes:0": [c("red-1"), c("blue-1"), c("green-1")]},
                  current=2, actions_left=1)
    rc(match).scores = [0, 4, 3]
    end_round(match, 2)  # this round: 5, 0, 0 (seat 1 would start); totals: 5, 4, 3
    assert rc(match).scores == [5, 4, 3] and rc(match).first == 2


def test_rcg10_hands_above_6_are_kept_and_not_refilled() -> None:
    """RC-G10: hands above 6 are kept and not refilled."""
    match = angel_table([c("angel-red"), c("angel-red", 2), c("angel-red", 3), *SIX],
                        hand_1=[c("green-3")])
    play(match, 0, type="set", cards=[c("angel-red"), c("angel-red", 2), c("angel-red", 3)])
    play(match, 0, type="keep", card=c("angel-red"))
    play(match, 0, type="place", card=c("angel-red", 2), pile=0)
    play(match, 0, type="pass")
    assert len(cards(match, "hand:0")) == 7 and match.to_move() == [1]  # no refill, no discard


def test_rcg11_the_player_on_the_left_is_the_next_seat() -> None:
    """RC-G11: the player on the left is the next seat."""
    match = table(4, {"hand:2": [c("angel-red"), c("angel-red", 2), c("angel-red", 3)],
                      "hand:3": [c("green-3")], "hand:1": [c("green-4")],
                      "pile:0": [c("blue-9")], "pile:1": [c("blue-8")]}, current=2)
    play(match, 2, type="set", cards=[c("angel-red"), c("angel-red", 2), c("angel-red", 3)])
    play(match, 2, type="keep", card=c("angel-red"))
    play(match, 2, type="place", card=c("angel-red", 2), pile=0)
    assert cards(match, "hand:2") == [c("green-3")] and cards(match, "hand:1") == [c("green-4")]


def test_rcg12_draws_and_deals_are_moves_of_their_own() -> None:
    """RC-G12: draws and deals are moves of their own."""
    match = cardtable.new_match("red-cliffs", players=2, seed=4)
    assert match.legal_moves(0) == [{"type": "draw"}]
    assert match.view(0)["legal"][0]["label"] == "Draw a card"
    match = table(2, {"hand:1": SIX}, current=1, actions_left=1)
    end_round(match, 1)
    assert match.legal_moves(1) == [{"type": "deal"}]  # 0 v 0: seat 1 is first after seat 0
    assert match.view(1)["legal"][0]["label"] == "Deal round 2"


def test_rcg13_team_totals_decide_and_reach_the_target() -> None:
    """RC-G13: team totals decide and reach the target."""
    match = table(6, {"hand:5": SIX}, team_size=3, current=5, actions_left=1)
    rc(match).scores = [20, 1, 15, 1, 15, 40]  # team 0: 50 (seats 0, 2, 4); team 1: 42
    end_round(match, 5)
    assert match.is_over and match.result()["winners"] == [0, 2, 4]


def test_rc15_a_red_angels_steal_makes_onlookers_forget_the_hand() -> None:
    """RC-15 (issue 18, item 7): seat 2 knew a card in seat 1's hand; seat 0's Red angel
    takes a random card from it. Seat 2 did not see which went, so it knows none of
    seat 1's cards any more, whichever was taken; the two who saw keep what they saw."""
    taken = set()
    for seed in range(12):
        match = table(3, {"hand:0": [c("angel-red"), c("angel-red", 2), c("angel-red", 3)],
                          "hand:1": [c("green-3"), c("blue-4")], "pile:0": [c("blue-9")],
                          "pile:1": [c("blue-8")]}, seed=seed)
        rc(match).show(c("green-3"), 1 << 2)
        assert match.view(2)["zones"]["hand:1"]["cards"] == [c("green-3"), None]
        play(match, 0, type="set", cards=[c("angel-red"), c("angel-red", 2), c("angel-red", 3)])
        play(match, 0, type="keep", card=c("angel-red"))
        play(match, 0, type="place", card=c("angel-red", 2), pile=0)
        [stolen] = [card for card in cards(match, "hand:0")]
        taken.add(stolen)
        assert match.view(2)["zones"]["hand:1"]["cards"] is None
        assert match.view(1)["zones"]["hand:0"]["cards"] == [stolen]  # the victim saw it go
    assert taken == {c("green-3"), c("blue-4")}  # both outcomes were tried
