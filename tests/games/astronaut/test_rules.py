"""Astronaut: one scenario test per ruling (AS-1..AS-17) and per gap ruling (AS-G*).

Rulebook: shared/rules/astronaut.txt; rulings: shared/rulings/astronaut.md;
our gap rulings: cards/astronaut.md.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import cardtable
from cardtable import BadOptions, IllegalMove, Match
from cardtable.engine.frames import frame
from cardtable.games.astronaut import Astronaut, AstronautState
from cardtable.games.astronaut.rules import QUIET_TURNS_PER_PLAYER

from engine.scenario import arrange

ASTRONAUT = Astronaut()
PACK: dict[str, Any] = {"type": "draw", "from": "pack"}
DISCARD_PILE: dict[str, Any] = {"type": "draw", "from": "discard"}


def table(players: int = 2, *, rounds: int = 1, current: int = 0, phase: str = "draw",
          rest: str = "pack", **zones: list[str]) -> Match:
    """A match with the given zones (``hand_0`` for ``hand:0``), seat ``current`` to move;
    every other card goes to ``rest``."""
    match = cardtable.new_match("astronaut", players=players, seed=1, options={"rounds": rounds})
    arrange(match, {name.replace("_", ":"): cards for name, cards in zones.items()}, rest=rest)
    state = match.state
    assert isinstance(state, AstronautState)
    turn = frame("act", current) if phase == "act" else ASTRONAUT.turn_frame(state, current)
    assert turn is not None, "the seat to move cannot draw"
    state.stack[:] = [turn]
    return match


def state_of(match: Match) -> AstronautState:
    assert isinstance(match.state, AstronautState)
    return match.state


def moves(match: Match, seat: int = 0) -> list[dict[str, Any]]:
    return match.legal_moves(seat)


FILLER = ["stage-2#1", "stage-3#1", "stage-4#1", "stage-5#1"]


# -- set-up and the turn ----------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_as1_deal_four_each_turn_one_up_left_of_dealer_starts(players: int) -> None:
    """AS-1: deal four each turn one up left of dealer starts."""
    match = cardtable.new_match("astronaut", players=players, seed=7)
    view = match.view(None)
    assert [view["zones"][f"hand:{s}"]["count"] for s in range(players)] == [4] * players
    assert view["zones"]["discard"]["count"] == 1
    assert view["zones"]["pack"]["count"] == 44 - 4 * players - 1
    dealer = view["public"]["dealer"]
    assert match.to_move() == [(dealer + 1) % players]


def test_as_g5_the_first_seat_starts_the_match() -> None:
    """AS-G5: the first seat starts the match."""
    for players in (2, 3, 4):
        match = cardtable.new_match("astronaut", players=players, seed=3)
        assert match.to_move() == [0] and match.view(None)["public"]["dealer"] == players - 1


def test_as1_two_to_four_players_only() -> None:
    """AS-1: two to four players only."""
    for players in (1, 5):
        with pytest.raises(BadOptions):
            cardtable.new_match("astronaut", players=players, seed=1)


def test_as1_dealer_moves_one_seat_left_each_round() -> None:
    """AS-1: dealer moves one seat left each round."""
    match = table(3, rounds=2, hand_0=["stage-7#1", "sub#1", "sub#2", "delay#1"],
                  row_0=["stage-1#1", "stage-2#2", "stage-3#2", "stage-4#2", "stage-5#2",
                         "stage-6#2"])
    dealer = match.view(None)["public"]["dealer"]
    match.play(0, PACK)
    match.play(0, {"type": "play", "card": "stage-7#1"})
    assert match.to_move() == [(dealer + 1) % 3]  # the next dealer deals (AS-G6)
    match.play((dealer + 1) % 3, {"type": "deal"})
    public = match.view(None)["public"]
    assert public["round"] == 2 and public["dealer"] == (dealer + 1) % 3
    assert match.to_move() == [(dealer + 2) % 3]


def test_as2_draw_then_one_action_and_four_cards_left() -> None:
    """AS-2: draw then one action and four cards left."""
    match = table(hand_0=["stage-1#1", "stage-3#1", "stage-4#1", "delay#1"],
                  row_1=["stage-1#2"], discard=["stage-6#1"])
    assert moves(match) == [PACK, DISCARD_PILE]
    match.play(0, DISCARD_PILE)
    kinds = {m["type"] for m in moves(match)}
    assert kinds == {"play", "give", "discard"}
    with pytest.raises(IllegalMove, match="already drawn"):
        match.play(0, PACK)
    match.play(0, {"type": "play", "card": "stage-1#1"})
    assert len(state_of(match).hand[0].cards) == 4
    assert match.to_move() == [1]


def test_as3_delay_and_gi_never_taken_from_the_discard_pile() -> None:
    """AS-3: delay and gi never taken from the discard pile."""
    for top in ("delay#1", "gi-telstar#1"):
        match = table(hand_0=FILLER, discard=["stage-6#1", top])
        assert moves(match) == [PACK]
        with pytest.raises(IllegalMove, match="never be taken from the discard pile"):
            match.play(0, DISCARD_PILE)


def test_as4_row_goes_in_order_with_reserve_and_sub_where_allowed() -> None:
    """AS-4: row goes in order with reserve and sub where allowed."""
    match = table(phase="act", hand_0=["stage-2#1", "sub#1", "res-a#1", "stage-7#1", "stage-1#1"])
    plays = {m["card"] for m in moves(match) if m["type"] == "play"}
    assert plays == {"res-a#1", "stage-1#1"}  # no SUB at stage 1, nothing out of order
    match = table(phase="act", hand_0=["stage-3#1", "sub#1", "stage-7#1", "stage-4#1"],
                  row_0=["res-a#1", "sub#2"])
    plays = {m["card"] for m in moves(match) if m["type"] == "play"}
    assert plays == {"stage-3#1", "sub#1"}
    match = table(phase="act", hand_0=["sub#1", "stage-7#1", "gi-vostok#1", "delay#1"],
                  row_0=["stage-1#1", "sub#2", "sub#3", "stage-4#1", "stage-5#1", "stage-6#1"])
    plays = {m["card"] for m in moves(match) if m["type"] == "play"}
    assert plays == {"stage-7#1"}  # no SUB for stage 7
    with pytest.raises(IllegalMove, match="does not fit"):
        match.play(0, {"type": "play", "card": "sub#1"})


def test_as5_empty_pack_is_rebuilt_from_the_discard_pile() -> None:
    """AS-5: empty pack is rebuilt from the discard pile."""
    match = table(hand_0=FILLER, rest="discard", pack=["sub#1"])
    state = state_of(match)
    before = len(state.discard.cards)
    match.play(0, PACK)
    assert len(state.pack.cards) == before - 1 and len(state.discard.cards) == 1
    assert match.view(0)["log"][-1]["type"] == "reshuffle"


# -- forced discards ---------------------------------------------------------
def test_as6_forced_discard_priority_ill_then_duplicate_then_reserve() -> None:
    """AS-6: forced discard priority ill then duplicate then reserve."""
    match = table(phase="act", hand_0=["res-a#1", "stage-1#2", "stage-2#1", "stage-2#2", "ill#1"],
                  row_0=["stage-1#1"])
    assert moves(match) == [{"type": "discard", "card": "ill#1"}]
    match = table(phase="act", hand_0=["res-a#1", "stage-1#2", "stage-2#1", "stage-2#2", "sub#1"],
                  row_0=["stage-1#1"])
    assert moves(match) == [{"type": "discard", "card": "stage-1#2"}]  # the lowest duplicate
    match = table(phase="act", hand_0=["res-a#1", "stage-3#1", "stage-2#1", "sub#2", "sub#1"],
                  row_0=["stage-1#1"])
    assert moves(match) == [{"type": "discard", "card": "res-a#1"}]
    with pytest.raises(IllegalMove, match="must discard Reserve Astronaut"):
        match.play(0, {"type": "play", "card": "stage-2#1"})


def test_as6_only_one_forced_discard_per_turn() -> None:
    """AS-6: only one forced discard per turn."""
    match = table(phase="act", hand_0=["ill#1", "ill#2", "stage-2#1", "stage-3#1", "stage-4#1"])
    match.play(0, {"type": "discard", "card": "ill#1"})
    assert match.to_move() == [1] and "ill#2" in state_of(match).hand[0].cards


def test_as7_ill_before_stage_two_costs_only_the_ill() -> None:
    """AS-7: ill before stage two costs only the ill."""
    match = table(phase="act", hand_0=["ill#1", *FILLER], row_0=["stage-1#1"])
    match.play(0, {"type": "discard", "card": "ill#1"})
    assert state_of(match).row[0].cards == ["stage-1#1"]


@pytest.mark.parametrize("height", [2, 3, 4])
def test_as7_ill_at_stage_two_to_four_costs_the_last_row_card(height: int) -> None:
    """AS-7: ill at stage two to four costs the last row card."""
    row = ["stage-1#1", "sub#1", "stage-3#1", "stage-4#1"][:height]
    match = table(phase="act", hand_0=["ill#1", "stage-6#1", "stage-6#2", "stage-7#1",
                                       "stage-7#2"][:5], row_0=row)
    match.play(0, {"type": "discard", "card": "ill#1"})
    state = state_of(match)
    assert state.row[0].cards == row[:-1]
    assert state.discard.cards[-2:] == ["ill#1", row[-1]]  # a SUB counts as its stage


@pytest.mark.parametrize("height", [5, 6])
def test_as7_ill_after_take_off_costs_only_the_ill(height: int) -> None:
    """AS-7: ill after take off costs only the ill."""
    row = ["stage-1#1", "stage-2#1", "stage-3#1", "stage-4#1", "stage-5#1", "stage-6#1"][:height]
    match = table(phase="act", hand_0=["ill#1", "sub#1", "sub#2", "stage-7#1", "delay#1"],
                  row_0=row)
    match.play(0, {"type": "discard", "card": "ill#1"})
    assert state_of(match).row[0].cards == row


def test_as7_ill_from_discard_pile_counts_and_ill_from_the_deal_waits_for_first_turn() -> None:
    """AS-7: ill from discard pile counts and ill from the deal waits for first turn."""
    match = table(hand_0=["ill#1", "sub#1", "sub#2", "delay#1"], discard=["ill#2"],
                  row_0=["stage-1#1", "stage-2#1"])
    assert moves(match) == [PACK, DISCARD_PILE]  # the held ILL waits for the draw
    match.play(0, DISCARD_PILE)
    assert moves(match) == [{"type": "discard", "card": "ill#1"}]


def test_as8_duplicates_of_the_row_or_of_a_held_card() -> None:
    """AS-8: duplicates of the row or of a held card."""
    match = table(phase="act", hand_0=["stage-3#1", "stage-3#2", "sub#1", "delay#1", "gi-vostok#1"])
    assert moves(match) in ([{"type": "discard", "card": "stage-3#1"}],
                             [{"type": "discard", "card": "stage-3#2"}])
    match = table(phase="act", hand_0=["stage-2#2", "sub#1", "delay#1", "gi-vostok#1", "sub#2"],
                  row_0=["res-a#1", "sub#3"])  # stage 2 filled by a SUB
    assert moves(match) == [{"type": "discard", "card": "stage-2#2"}]


def test_as9_reserve_astronaut_discarded_once_stage_one_is_filled() -> None:
    """AS-9: reserve astronaut discarded once stage one is filled."""
    match = table(phase="act", hand_0=["res-a#2", "sub#1", "delay#1", "gi-vostok#1", "sub#2"],
                  row_0=["stage-1#1"])
    assert moves(match) == [{"type": "discard", "card": "res-a#2"}]
    match = table(phase="act", hand_0=["res-a#2", "res-a#1", "delay#1", "gi-vostok#1", "sub#2"])
    assert {"type": "play", "card": "res-a#1"} in moves(match)  # stage 1 still open


# -- the Reserve Astronaut exchange ------------------------------------------
def test_as10_exchange_moves_the_row_up_one_card_a_turn() -> None:
    """AS-10: exchange moves the row up one card a turn."""
    match = table(phase="act", hand_0=["stage-1#1", "sub#1", "delay#1", "gi-vostok#1", "sub#2"],
                  row_0=["res-a#1", "stage-2#1", "stage-3#1"],
                  hand_1=["stage-5#1", "stage-5#2", "stage-6#1", "stage-6#2"])
    match.play(0, {"type": "play", "card": "stage-1#1"})
    state = state_of(match)
    assert state.upper[0].cards == ["stage-1#1"]
    bystander = [PACK, {"type": "discard", "card": "stage-5#2"}]
    for expected_upper in (["stage-1#1", "stage-2#1"], ["stage-1#1", "stage-2#1", "stage-3#1"]):
        match.play(1, bystander[0])
        match.play(1, {"type": "discard", "card": match.legal_moves(1)[-1]["card"]})
        assert moves(match) == [{"type": "move_up"}]  # no draw
        hand_before = list(state.hand[0].cards)
        match.play(0, {"type": "move_up"})
        assert state.hand[0].cards == hand_before
        if len(expected_upper) < 3:
            assert state.upper[0].cards == expected_upper
            assert "res-a#1" in state.discard.cards
    assert state.row[0].cards == ["stage-1#1", "stage-2#1", "stage-3#1"] and not state.upper[0].cards
    match.play(1, PACK)
    match.play(1, {"type": "discard", "card": match.legal_moves(1)[-1]["card"]})
    assert moves(match)[0]["type"] == "draw"  # plays as usual again


def test_as10_no_exchange_after_stage_five() -> None:
    """AS-10: no exchange after stage five."""
    row = ["res-a#1", "stage-2#1", "stage-3#1", "stage-4#1", "stage-5#1"]
    match = table(phase="act", hand_0=["stage-1#1", "sub#1", "delay#1", "gi-vostok#1", "sub#2"],
                  row_0=row)
    assert moves(match) == [{"type": "discard", "card": "stage-1#1"}]


def test_as11_no_delays_to_or_from_an_exchanging_player_and_partial_scoring() -> None:
    """AS-11, with AS-G4: the new Astronaut counts among the moved-up cards."""
    match = table(phase="act", hand_0=["delay#1", "gi-vostok#1", "sub#1", "sub#2", "stage-6#1"],
                  row_1=["res-a#1", "stage-2#1"], upper_1=["stage-1#1"])
    assert not [m for m in moves(match) if m["type"] == "give"]
    match = table(3, current=1, hand_1=["delay#1", "gi-vostok#1", "sub#1", "sub#2"],
                  row_1=["res-a#1", "stage-2#1"], upper_1=["stage-1#1"], row_2=["stage-1#2"])
    assert match.legal_moves(1) == [{"type": "move_up"}]  # no turn left to hand one out
    # round ends while seat 1 is mid-exchange: only the moved-up cards score
    match = table(3, phase="act", current=0,
                  hand_0=["stage-7#1", "sub#1", "sub#2", "delay#1", "gi-vostok#1"],
                  row_0=["stage-1#1", "stage-2#1", "stage-3#1", "stage-4#1", "stage-5#1",
                         "stage-6#1"],
                  row_1=["stage-3#2"], upper_1=["stage-1#2", "stage-2#2"])
    match.play(0, {"type": "play", "card": "stage-7#1"})
    assert match.result()["scores"] == [9, 2, 0]


# -- DELAY and General Interest ----------------------------------------------
def test_as12_delay_costs_the_left_player_two_turns_without_drawing() -> None:
    """AS-12: delay costs the left player two turns without drawing."""
    match = table(phase="act", hand_0=["delay#1", "sub#1", "sub#2", "stage-6#1", "stage-7#1"],
                  row_1=["stage-1#1"])
    match.play(0, {"type": "give", "card": "delay#1"})
    state = state_of(match)
    hand = list(state.hand[1].cards)
    assert match.legal_moves(1) == [{"type": "place_delay"}]
    match.play(1, {"type": "place_delay"})
    assert state.delay[1].cards == ["delay#1"] and state.hand[1].cards == hand
    match.play(0, PACK)
    match.play(0, {"type": "discard", "card": match.legal_moves(0)[-1]["card"]})
    assert match.legal_moves(1) == [{"type": "discard_delay"}]
    match.play(1, {"type": "discard_delay"})
    assert state.discard.cards[-1] == "delay#1" and state.hand[1].cards == hand


@pytest.mark.parametrize("height,allowed", [(0, False), (1, True), (4, True), (5, False)])
def test_as12_delay_only_between_first_stage_and_take_off(height: int, allowed: bool) -> None:
    """AS-12: delay only between first stage and take off."""
    row = ["stage-1#1", "stage-2#1", "stage-3#1", "stage-4#1", "stage-5#1"][:height]
    match = table(phase="act", hand_0=["delay#1", "sub#1", "sub#2", "stage-6#1", "stage-7#1"],
                  row_1=row)
    assert ({"type": "give", "card": "delay#1"} in moves(match)) == allowed


@pytest.mark.parametrize("height,allowed", [(0, False), (1, True), (6, True)])
def test_as13_general_interest_costs_one_turn(height: int, allowed: bool) -> None:
    """AS-13: general interest costs one turn."""
    row = ["stage-1#1", "stage-2#1", "stage-3#1", "stage-4#1", "stage-5#1", "stage-6#1"][:height]
    match = table(phase="act", hand_0=["gi-mercury#1", "sub#1", "sub#2", "delay#1", "stage-7#2"],
                  row_1=row)
    give = {"type": "give", "card": "gi-mercury#1"}
    assert (give in moves(match)) == allowed
    if allowed:
        match.play(0, give)
        assert match.legal_moves(1) == [{"type": "discard_delay"}]
        match.play(1, {"type": "discard_delay"})
        assert match.to_move() == [0]


def test_as14_a_delayed_player_cannot_be_delayed_again() -> None:
    """AS-14: a delayed player cannot be delayed again."""
    for incoming, placed in ((["gi-vostok#1"], []), ([], ["delay#2"])):
        match = table(phase="act", hand_0=["delay#1", "gi-mercury#1", "sub#1", "sub#2", "stage-7#1"],
                      row_1=["stage-1#1"], incoming_1=incoming, delay_1=placed)
        assert not [m for m in moves(match) if m["type"] == "give"]
        with pytest.raises(IllegalMove, match="cannot be delayed"):
            match.play(0, {"type": "give", "card": "delay#1"})


# -- round end, scoring, match ------------------------------------------------
SIX = ["stage-1#1", "stage-2#1", "stage-3#1", "stage-4#1", "stage-5#1", "stage-6#1"]


def test_as15_round_ends_at_once_on_stage_seven() -> None:
    """AS-15: round ends at once on stage seven."""
    match = table(rounds=1, phase="act", hand_0=["stage-7#1", "sub#1", "sub#2", "delay#1",
                                                  "gi-vostok#1"], row_0=SIX)
    match.play(0, {"type": "play", "card": "stage-7#1"})
    assert match.is_over and match.to_move() == []


def test_as16_real_stages_score_one_and_a_real_astronaut_landing_two_more() -> None:
    """AS-16: real stages score one and a real astronaut landing two more."""
    match = table(rounds=1, phase="act",
                  hand_0=["stage-7#1", "sub#1", "sub#2", "delay#1", "gi-vostok#1"],
                  row_0=["stage-1#1", "sub#3", "stage-3#1", "stage-4#1", "stage-5#1", "stage-6#1"],
                  row_1=["res-a#1", "stage-2#2", "sub#4"])
    match.play(0, {"type": "play", "card": "stage-7#1"})
    assert match.result()["scores"] == [6 + 2, 1]
    match = table(rounds=1, phase="act",
                  hand_0=["stage-7#1", "sub#1", "sub#2", "delay#1", "gi-vostok#1"],
                  row_0=["res-a#1", *SIX[1:]])
    match.play(0, {"type": "play", "card": "stage-7#1"})
    assert match.result()["scores"] == [6, 0]  # no bonus on a Reserve Astronaut


def test_as17_rounds_option_and_shared_wins() -> None:
    """AS-17: rounds option and shared wins."""
    assert cardtable.new_match("astronaut", players=2, seed=1).options == {"rounds": 3}
    with pytest.raises(BadOptions):
        cardtable.new_match("astronaut", players=2, seed=1, options={"rounds": 0})
    match = table(rounds=1, phase="act",
                  hand_0=["stage-7#1", "sub#1", "sub#2", "delay#1", "gi-vostok#1"],
                  row_0=["res-a#1", "sub#3", "sub#4", "stage-4#1", "stage-5#1", "stage-6#1"],
                  row_1=["stage-1#2", "stage-2#2", "stage-3#2", "stage-4#2"])
    match.play(0, {"type": "play", "card": "stage-7#1"})
    assert match.result() == {"scores": [4, 4], "winners": [0, 1]}


# -- our gap rulings (cards/astronaut.md) -------------------------------------
def test_as_g1_a_player_who_cannot_draw_ends_the_round() -> None:
    """AS-G1: a player who cannot draw ends the round."""
    match = table(rounds=1, phase="act", rest="row:1", pack=[],
                  hand_0=["sub#1", "sub#2", "stage-6#1", "stage-7#1", "delay#1"], discard=[])
    match.play(0, {"type": "discard", "card": "delay#1"})  # no pack; a lone DELAY on top
    assert match.is_over
    assert [e["type"] for e in match.view(None)["log"][-3:]] == ["no_draw", "round_end",
                                                                  "match_end"]


def test_as_g2_a_round_without_progress_ends_as_it_stands() -> None:
    """AS-G2: a round without progress ends as it stands."""
    match = table(rounds=1, hand_0=["sub#1", "sub#2", "delay#1", "gi-vostok#1"],
                  hand_1=["stage-6#2", "stage-6#3", "stage-7#1", "stage-7#2"], row_0=SIX)
    turns = 0
    while not match.is_over:
        seat = match.to_move()[0]
        legal = match.legal_moves(seat)
        choice = legal[0] if legal[0]["type"] == "draw" else \
            next(m for m in legal if m["type"] == "discard")
        match.play(seat, choice)
        turns += choice["type"] != "draw"
    assert turns == QUIET_TURNS_PER_PLAYER * 2
    assert match.view(None)["log"][-3]["type"] == "stalemate"


def test_as_g3_a_held_astronaut_is_no_duplicate_while_it_can_still_exchange() -> None:
    """AS-G3: a held astronaut is no duplicate while it can still exchange."""
    match = table(phase="act", hand_0=["stage-1#1", "sub#1", "delay#1", "gi-vostok#1", "sub#2"],
                  row_0=["res-a#1", "sub#3"])
    assert {"type": "discard", "card": "stage-1#1"} in moves(match)
    assert {"type": "play", "card": "stage-1#1"} in moves(match)
    assert len(moves(match)) > 1  # not forced


def test_as_g6_the_next_deal_is_a_move_of_its_own_after_the_round_end() -> None:
    """AS-G6: the round's last board stays on the table until the next dealer deals."""
    row = ["stage-1#1", "stage-2#1", "stage-3#1", "stage-4#1", "stage-5#1", "stage-6#1"]
    match = table(3, rounds=2, phase="act", hand_0=["stage-7#1", "sub#1", "sub#2", "delay#1",
                                                     "gi-vostok#1"],
                  row_0=row, row_1=["res-a#1", "sub#3"])
    dealer = state_of(match).dealer
    match.play(0, {"type": "play", "card": "stage-7#1"})
    view = match.view(None)
    assert view["zones"]["row:0"]["cards"] == [*row, "stage-7#1"]  # the final board
    assert view["zones"]["row:1"]["cards"] == ["res-a#1", "sub#3"]
    assert view["public"]["round"] == 1 and view["public"]["phase"] == "deal"
    assert view["log"][-1]["type"] == "round_end" and match.result()["scores"] == [9, 0, 0]
    new_dealer = (dealer + 1) % 3
    assert match.to_move() == [new_dealer] and view["public"]["dealer"] == new_dealer
    assert match.legal_moves(new_dealer) == [{"type": "deal"}]
    assert match.view(new_dealer)["legal"][0]["label"] == "Deal round 2"
    with pytest.raises(IllegalMove, match="deal round 2 first"):
        match.play(new_dealer, PACK)
    match.play(new_dealer, {"type": "deal"})
    view = match.view(None)
    assert view["public"]["round"] == 2 and view["zones"]["row:0"]["count"] == 0
    assert [view["zones"][f"hand:{s}"]["count"] for s in range(3)] == [4, 4, 4]
    assert match.to_move() == [(new_dealer + 1) % 3]


def test_as16_the_round_end_carries_each_players_breakdown() -> None:
    """AS-16 (with AS-11/AS-G4): the round_end event says, per player, the real stage
    cards, SUBs and Reserve Astronaut (0 each), the landing bonus and the total."""
    match = table(3, phase="act",
                  hand_0=["stage-7#1", "sub#1", "sub#2", "delay#1", "gi-vostok#1"],
                  row_0=["stage-1#1", "sub#3", "stage-3#1", "stage-4#1", "stage-5#1",
                         "stage-6#1"],
                  row_1=["res-a#1", "stage-2#2", "sub#4"],
                  row_2=["stage-3#2"], upper_2=["stage-1#2", "stage-2#3"])
    match.play(0, {"type": "play", "card": "stage-7#1"})
    event = next(e for e in match.view(1)["log"] if e["type"] == "round_end")
    assert event["breakdown"] == [
        {"stages": 6, "subs": 1, "reserve": 0, "bonus": 2, "total": 8, "height": 7,
         "exchange": False},
        {"stages": 1, "subs": 1, "reserve": 1, "bonus": 0, "total": 1, "height": 3,
         "exchange": False},
        {"stages": 2, "subs": 0, "reserve": 0, "bonus": 0, "total": 2, "height": 2,
         "exchange": True}]
    assert event["scores"] == [8, 1, 2]


def test_as16_the_view_shows_each_rows_value_so_far() -> None:
    """AS-16: the public view carries the running round score, the rows' value now."""
    match = table(3, row_0=["stage-1#1", "sub#3", "stage-3#1"], row_1=["res-a#1"],
                  row_2=["stage-3#2"], upper_2=["stage-1#2", "stage-2#3"])
    assert match.view(1)["public"]["round_points"] == [2, 0, 2]


def test_as10_next_stage_and_slots_hold_through_an_exchange() -> None:
    """AS-10: during an exchange the public next stage stays the stage after the whole
    row (not the count of cards still below), so the row's slots keep their numbers."""
    match = table(phase="act", hand_0=["stage-1#1", "sub#1", "delay#1", "gi-vostok#1", "sub#2"],
                  row_0=["res-a#1", "stage-2#1", "stage-3#1"],
                  hand_1=["stage-5#1", "stage-5#2", "stage-6#1", "stage-6#2"])
    seen = [match.view(1)["public"]["next_stage"][0]]
    match.play(0, {"type": "play", "card": "stage-1#1"})
    while True:
        seen.append(match.view(1)["public"]["next_stage"][0])
        if not state_of(match).upper[0].cards:
            break
        match.play(1, PACK)
        match.play(1, {"type": "discard", "card": match.legal_moves(1)[-1]["card"]})
        match.play(0, {"type": "move_up"})
    assert seen == [4, 4, 4, 4]
    assert state_of(match).row[0].cards == ["stage-1#1", "stage-2#1", "stage-3#1"]


# -- texts -------------------------------------------------------------------
def test_as13_a_general_interest_card_is_never_called_a_delay_card() -> None:
    """AS-13: the GI's labels and log lines name it and the one turn it costs."""
    match = table(3, phase="act",
                  hand_0=["gi-mercury#1", "sub#1", "sub#2", "delay#1", "stage-7#2"],
                  row_1=["stage-1#1"])
    labels = {entry["move"].get("card"): entry["label"] for entry in match.view(0)["legal"]
              if entry["move"]["type"] == "give"}
    assert labels == {"gi-mercury#1": "Hand Mercury (General Interest) to {1}: they lose a turn",
                      "delay#1": "Hand the DELAY card to {1}: they lose two turns"}
    match.play(0, {"type": "give", "card": "gi-mercury#1"})
    assert match.view(1)["legal"][0]["label"] == \
        "{0} handed you Mercury (General Interest): you lose this turn"
    match.play(1, {"type": "discard_delay"})
    texts = [match.game.describe_event(e) for e in match.view(2)["log"][-2:]]
    assert texts == ["{0} hands Mercury (General Interest) to {1}, who loses a turn.",
                     "{1} loses this turn to Mercury (General Interest) and discards it."]
    assert not any("delay" in text.lower() for text in texts)


def test_as12_delay_labels_say_what_the_turns_cost() -> None:
    """AS-12: the DELAY's two turns, placed then discarded, each say so."""
    match = table(phase="act", hand_0=["delay#1", "sub#1", "sub#2", "stage-6#1", "stage-7#1"],
                  row_1=["stage-1#1"])
    match.play(0, {"type": "give", "card": "delay#1"})
    assert match.view(1)["legal"][0]["label"] == (
        "{0} handed you a DELAY card: place it beside your row (you lose this turn and the next)")
    match.play(1, {"type": "place_delay"})
    match.play(0, PACK)
    match.play(0, {"type": "discard", "card": match.legal_moves(0)[-1]["card"]})
    assert match.view(1)["legal"][0]["label"] == \
        "Discard the DELAY card beside your row: you lose this turn"


@pytest.mark.parametrize("height,warns", [(1, False), (2, True), (4, True), (5, False)])
def test_as7_the_ill_label_warns_when_the_last_stage_goes_too(height: int, warns: bool) -> None:
    """AS-7: the forced ILL discard's label names the stage card lost with it."""
    row = ["stage-1#1", "stage-2#1", "stage-3#1", "stage-4#1", "stage-5#1"][:height]
    match = table(phase="act", hand_0=["ill#1", "sub#1", "sub#2", "stage-7#1", "delay#1"],
                  row_0=row)
    label = match.view(0)["legal"][0]["label"]
    if warns:
        stage = match.game.describe_event({"type": "play", "seat": 0, "card": row[-1],
                                           "stage": height}).split(" plays ")[1].split(" as ")[0]
        assert label == (f"Discard the ILL card (you must: you are ill) and your last stage "
                         f"card, {stage}, with it")
    else:
        assert label == "Discard ILL (you must: you are ill)"


def test_as17_shared_winners_read_as_english() -> None:
    """AS-17: equal totals share the win, listed as English (A, B and C)."""
    game = cardtable.new_match("astronaut", players=3, seed=1).game
    assert game.describe_event({"type": "match_end", "winners": [0, 1, 2], "totals": [1, 1, 1]}) \
        == "The match is over. Winners: {0}, {1} and {2}."
    assert game.describe_event({"type": "match_end", "winners": [2], "totals": [0, 0, 3]}) \
        == "The match is over. Winner: {2}."


def test_as_g2_log_lines_name_no_ruling() -> None:
    """AS-G2: the stalemate's log line says what happened, not a ruling id; no log line
    of a whole match names one."""
    game = cardtable.new_match("astronaut", players=2, seed=1).game
    assert game.describe_event({"type": "stalemate", "turns": 60}) == \
        "No row reached a new stage for 60 turns: the round ends."
    for seed in range(6):
        match = cardtable.new_match("astronaut", players=2 + seed % 3, seed=seed)
        while not match.is_over:
            seat = match.to_move()[0]
            match.play(seat, match.legal_moves(seat)[-1])
        for event in match.view(None)["log"]:
            assert not re.search(r"\bAS-", game.describe_event(event)), event


def test_as2_a_card_taken_from_the_discard_pile_shows_first_whatever_the_hand() -> None:
    """AS-2 (issue 18, item 6): a card taken from the discard pile is known to everyone
    in the taker's hand; the others see it first, then blanks, whatever the cards they
    cannot see and wherever it lies in the taker's hand (hands used to be listed in an
    order that told how many unseen cards came before it)."""
    seen = set()
    for hand in (["stage-1#1", "stage-6#1", "stage-7#1"], ["stage-1#2", "stage-2#2", "stage-3#2"],
                 ["stage-7#2", "stage-6#2", "stage-7#3"]):
        match = table(2, hand_0=hand, discard=["stage-5#4"])
        match.play(0, DISCARD_PILE)
        held = state_of(match).hand[0].cards
        assert "stage-5#4" in held
        for arrange in (list, sorted, lambda cards: sorted(cards, reverse=True)):
            held[:] = arrange(held)  # however the taker holds its cards
            seen.add(repr(match.view(1)["zones"]["hand:0"]["cards"]))
    assert seen == {repr(["stage-5#4", None, None, None])}
