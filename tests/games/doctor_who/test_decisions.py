"""The choices the rulings give players, as decisions (DW-G2, DW-G3, DW-G5): U.N.I.T.'s
holder pays what they choose, the losing defender is asked for Teselecta whatever they
hold, the attacker picks among equal discards (DW-9), the taker picks whom to take
time tokens from when the supply is empty (DW-14)."""

from __future__ import annotations

from typing import Any

import pytest
from cardtable.errors import IllegalMove

from .helpers import (AMY, DOCTOR, FILL, RIVER, ROBOFORMS, RORY, SLITHEEN, SONTARANS,
                      STARSHIP, STORMCAGE, c, decline, dw, events, play, table)

UNIT = c("unit")
TESELECTA = c("teselecta")


def top_kind(match: Any) -> str:
    top = dw(match).top
    return top.kind if top is not None else ""


def types(match: Any, seat: int) -> list[dict[str, Any]]:
    return list(match.legal_moves(seat))


def unit_conflict(time: int = 4) -> Any:
    """Amy (3) against face-down Sontarans (4) and Roboforms (2); seat 0 holds U.N.I.T."""
    match = table(hand_0=[AMY[0], *FILL[:3]], kept_0=[UNIT], time=(time, 0, 0),
                  attacks={STARSHIP: (1, [], [SONTARANS[0], ROBOFORMS[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[AMY[0]])
    return match


# -- U.N.I.T. (DW-17 step 6, DW-19, DW-G2) ----------------------------------------------
def test_dw17_g2_unit_holder_decides_and_pays_the_missing_strength() -> None:
    """DW-17, DW-G2, DW-19: asked after the reveal (3 against 6), 1 to 3 tokens or keep."""
    match = unit_conflict()
    assert match.to_move() == [0]
    assert types(match, 0) == [{"type": "unit", "count": 3}, {"type": "unit", "count": 2},
                               {"type": "unit", "count": 1}, {"type": "no_unit"}]
    labels = [entry["label"] for entry in match.view(0)["legal"]]
    assert labels[0] == "Use U.N.I.T.: pay 3 time tokens for +3 strength (enough to win)"
    match.play(0, {"type": "unit", "count": 3})
    state = dw(match)
    assert state.time[0] == 1 and STARSHIP in state.tardis  # 3 + 3 = 6 >= 6
    assert UNIT in state.discard.cards and not state.kept[0].cards  # DW-19: used once
    assert events(match, "strengths")[-1]["defence"] == 6
    assert match.to_move() == [0] and top_kind(match) == "turn"  # the turn goes on


def test_dw9_g2_a_partial_unit_payment_makes_the_attacker_discard_more() -> None:
    """DW-9, DW-G2: 1 token: 4 against 6 still loses, but the attacker now discards the
    Sontarans (4 <= 4) rather than the Roboforms (2 <= 3)."""
    match = unit_conflict()
    match.play(0, {"type": "unit", "count": 1})
    decline(match, 0)
    state = dw(match)
    assert state.up(STARSHIP).cards == [ROBOFORMS[0]] and state.attacker[STARSHIP] == 1
    assert SONTARANS[0] in state.discard.cards and state.time[0] == 3


def test_dwg2_keeping_unit_loses_the_conflict_and_keeps_the_card() -> None:
    """DW-G2: U.N.I.T. not used stays face up in the reserve for a later conflict."""
    match = unit_conflict()
    match.play(0, {"type": "no_unit"})
    decline(match, 0)
    state = dw(match)
    assert state.kept[0].cards == [UNIT] and state.time[0] == 4
    assert state.up(STARSHIP).cards == [SONTARANS[0]]  # Roboforms (2 <= 3) discarded
    assert events(match, "no_unit")


@pytest.mark.parametrize("case", ["winning", "no tokens"])
def test_dwg2_unit_is_not_asked_when_it_cannot_help(case: str) -> None:
    """DW-G2: only a losing defender with time tokens is asked (public facts)."""
    defender, time = (DOCTOR[0], 4) if case == "winning" else (AMY[0], 0)
    match = table(hand_0=[defender, *FILL[:3]], kept_0=[UNIT], time=(time, 0, 0),
                  attacks={STARSHIP: (1, [], [SONTARANS[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[defender])
    assert not [m for m in match.legal_moves(0) if m["type"] in ("unit", "no_unit")]
    assert dw(match).kept[0].cards == [UNIT]


# -- Teselecta (DW-17 last step, DW-G2) ---------------------------------------------
def test_dw17_g2_teselecta_is_the_defenders_choice_and_brings_them_back() -> None:
    """DW-17, DW-G2: Doctor and Amy (8) lose to two Silence (10); Teselecta from hand."""
    match = table(hand_0=[DOCTOR[0], AMY[0], TESELECTA, *FILL[:3]],
                  attacks={STARSHIP: (1, [], [c("the-silence", 1), c("the-silence", 2)])})
    play(match, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0], AMY[0]])
    assert match.to_move() == [0]
    assert types(match, 0) == [{"type": "teselecta", "card": TESELECTA}, {"type": "decline"}]
    labels = [entry["label"] for entry in match.view(0)["legal"]]
    assert labels == ["Play Teselecta from your hand: the defenders go back to your hand",
                      "Do not play Teselecta"]
    match.play(0, {"type": "teselecta", "card": TESELECTA})
    state = dw(match)
    assert {DOCTOR[0], AMY[0]} <= set(state.hand[0].cards)
    assert TESELECTA in state.discard.cards
    assert len(state.up(STARSHIP).cards) == 1  # 8 < 10; one Silence (5 <= 8) goes
    assert top_kind(match) == "turn" and state.active == 0


def test_dwg2_teselecta_declined_or_from_the_reserve() -> None:
    """DW-G2: declining loses the defenders as usual (Rory still returns, DW-9); from
    the reserve it works the same."""
    attack: dict[str, tuple[int, list[str], list[str]]] = {
        STARSHIP: (1, [], [SONTARANS[0], SONTARANS[1]])}
    match = table(hand_0=[DOCTOR[0], RORY[0], TESELECTA, *FILL[:3]], attacks=attack)
    play(match, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0], RORY[0]])
    decline(match, 0)
    state = dw(match)
    assert DOCTOR[0] in state.discard.cards and RORY[0] in state.hand[0].cards
    assert TESELECTA in state.hand[0].cards
    match = table(hand_0=[DOCTOR[0], *FILL[:3]], reserve_0=[TESELECTA], attacks=attack)
    play(match, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0]])
    assert types(match, 0)[0]["card"] == TESELECTA
    assert "from your reserve" in match.view(0)["legal"][0]["label"]
    match.play(0, {"type": "teselecta", "card": TESELECTA})
    assert DOCTOR[0] in dw(match).hand[0].cards and not dw(match).reserve[0].cards


def test_dwg2_teselecta_window_asks_whatever_the_defender_holds() -> None:
    """DW-G2, observer rule: holding Teselecta or not, the same seat is asked at the same
    moment, and the other seats see the same table."""
    seen = []
    for held in (TESELECTA, FILL[4]):
        match = table(hand_0=[DOCTOR[0], held, *FILL[:3]],
                      attacks={STARSHIP: (1, [], [SONTARANS[0], SONTARANS[1]])})
        play(match, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0]])
        assert match.to_move() == [0]
        assert {"type": "decline"} in types(match, 0)
        seen.append([match.view(seat) for seat in (1, 2, None)])
    assert seen[0] == seen[1]


def test_dwg2_no_teselecta_question_when_the_defenders_win() -> None:
    match = table(hand_0=[DOCTOR[0], TESELECTA, *FILL[:3]],
                  attacks={STARSHIP: (1, [], [SONTARANS[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0]])
    assert top_kind(match) == "turn" and STARSHIP in dw(match).tardis


# -- the attacker's discard (DW-9, DW-G3) ---------------------------------------------
def test_dw9_g3_attacker_picks_among_sets_of_equal_greatest_total() -> None:
    """DW-9, DW-G3: the Doctor (5) loses to Sontarans (4) and two Roboforms (2 + 2); the
    sets of greatest total up to 5 are the Sontarans or both Roboforms: seat 1 picks."""
    match = table(hand_0=[DOCTOR[0], *FILL[:3]],
                  attacks={STARSHIP: (1, [], [SONTARANS[0], ROBOFORMS[0], ROBOFORMS[1]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0]])
    decline(match, 0)
    assert match.to_move() == [1]
    options = types(match, 1)
    assert options == [{"type": "enemy_discard", "cards": [SONTARANS[0]]},
                       {"type": "enemy_discard", "cards": [ROBOFORMS[0], ROBOFORMS[1]]}]
    assert match.view(1)["legal"][0]["label"] == "Discard Sontarans from your attack"
    with pytest.raises(IllegalMove):
        match.play(1, {"type": "enemy_discard", "cards": [ROBOFORMS[0]]})  # not greatest
    match.play(1, {"type": "enemy_discard", "cards": [ROBOFORMS[0], ROBOFORMS[1]]})
    state = dw(match)
    assert state.up(STARSHIP).cards == [SONTARANS[0]] and state.attacker[STARSHIP] == 1
    assert match.to_move() == [0] and top_kind(match) == "turn"  # seat 0's turn goes on


def test_dw9_one_best_set_is_discarded_without_a_question() -> None:
    """DW-9: Amy (3) against Sontarans (4) and Roboforms (2): only the Roboforms fit."""
    match = table(hand_0=[AMY[0], *FILL[:3]],
                  attacks={STARSHIP: (1, [], [SONTARANS[0], ROBOFORMS[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[AMY[0]])
    decline(match, 0)
    assert dw(match).up(STARSHIP).cards == [SONTARANS[0]] and match.to_move() == [0]


# -- the empty supply (DW-14, DW-G5) --------------------------------------------------
def test_dw14_g5_the_taker_chooses_whom_to_take_each_token_from() -> None:
    """DW-14, DW-G5: The Hotel gives 3 tokens, the supply is empty: one at a time."""
    match = table(hand_0=[FILL[0], *FILL[1:4]], time=(0, 3, 5), supply=0)
    play(match, 0, "location", card=FILL[0])
    for source in (1, 1, 2):
        assert match.to_move() == [0]
        assert types(match, 0) == [{"type": "token_from", "seat": 1},
                                   {"type": "token_from", "seat": 2}]
        match.play(0, {"type": "token_from", "seat": source})
    assert dw(match).time == [3, 1, 4] and top_kind(match) == "turn"
    assert len(events(match, "token_taken")) == 3


def test_dwg5_only_one_player_with_tokens_gives_them_without_a_question() -> None:
    """DW-G5: with one possible giver there is nothing to choose."""
    match = table(hand_0=[FILL[0], *FILL[1:4]], time=(0, 0, 5), supply=1)
    play(match, 0, "location", card=FILL[0])
    assert dw(match).time == [3, 0, 3] and top_kind(match) == "turn"


def test_dwg5_tardis_owed_tokens_are_taken_in_seat_order() -> None:
    """DW-G5: TARDIS pays every player; with the supply empty seat 0 takes its 3 first
    (asked 3 times), then seat 1 its 1 (asked once)."""
    match = table(hand_0=[c("tardis"), *FILL[:3]], tardis=(STARSHIP, STORMCAGE),
                  time=(0, 2, 3), supply=0)
    play(match, 0, "support", card=c("tardis"))
    for source in (1, 2, 2):
        assert match.to_move() == [0]
        match.play(0, {"type": "token_from", "seat": source})
    assert dw(match).time == [3, 1, 1] and match.to_move() == [1]
    assert types(match, 1) == [{"type": "token_from", "seat": 2},
                               {"type": "token_from", "seat": 0}]
    match.play(1, {"type": "token_from", "seat": 2})
    assert dw(match).time == [3, 2, 0] and match.to_move() == [0]


def test_dw7_g5_an_owed_reveal_token_is_taken_before_the_next_reveal_token() -> None:
    """DW-7, DW-G5: River Song's token (owed, the supply empty) comes before Slitheen
    takes one from the defender."""
    match = table(hand_0=[RIVER[0], *FILL[:3]], time=(0, 1, 2), supply=0,
                  attacks={STARSHIP: (1, [], [SLITHEEN[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[RIVER[0]])
    assert match.to_move() == [0] and types(match, 0)[0]["type"] == "token_from"
    match.play(0, {"type": "token_from", "seat": 2})
    assert dw(match).time == [0, 2, 1]  # River's token, then Slitheen took it
    decline(match, 0)
    assert top_kind(match) == "turn"


# -- every bot answers every new decision -------------------------------------------------
HAND_1 = [c(n) for n in ("underhenge", "sardicktown", "androzani-major")]
HAND_2 = [c(n) for n in ("planet-one", "area-52", "demons-run")]
"""Hands for seats 1 and 2, so that the search bot's look-ahead reaches their turns."""


def decision_positions() -> dict[str, Any]:
    """One position per new decision, with the seat asked."""
    unit = table(hand_0=[AMY[0], *FILL[:3]], kept_0=[UNIT], time=(4, 0, 0), hand_1=HAND_1, hand_2=HAND_2,
                 attacks={STARSHIP: (1, [], [SONTARANS[0], ROBOFORMS[0]])})
    play(unit, 0, "defend", loc=STARSHIP, cards=[AMY[0]])
    window = table(hand_0=[DOCTOR[0], TESELECTA, *FILL[:3]], hand_1=HAND_1, hand_2=HAND_2,
                   attacks={STARSHIP: (1, [], [SONTARANS[0], SONTARANS[1]])})
    play(window, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0]])
    discard = table(hand_0=[DOCTOR[0], *FILL[:3]], hand_1=HAND_1, hand_2=HAND_2,
                    attacks={STARSHIP: (1, [], [SONTARANS[0], ROBOFORMS[0], ROBOFORMS[1]])})
    play(discard, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0]])
    decline(discard, 0)
    tokens = table(hand_0=[FILL[0], *FILL[1:4]], time=(0, 3, 5), supply=0, hand_1=HAND_1, hand_2=HAND_2)
    play(tokens, 0, "location", card=FILL[0])
    return {"unit": (unit, 0), "window": (window, 0), "enemy_discard": (discard, 1),
            "tokens": (tokens, 0)}


@pytest.mark.parametrize("bot", ["random", "simple", "hard"])
def test_dwg2_g3_g5_bots_answer_every_new_decision(bot: str) -> None:
    """DW-G2, DW-G3, DW-G5: each bot gives a legal answer; the simple bot pays U.N.I.T.
    what is missing, plays Teselecta, takes from the richest."""
    from cardtable.bots import choose_move
    expected = {"unit": {"type": "unit", "count": 3},
                "window": {"type": "teselecta", "card": TESELECTA},
                "tokens": {"type": "token_from", "seat": 2}}
    for kind, (match, seat) in decision_positions().items():
        assert top_kind(match) == kind and match.to_move() == [seat]
        move = choose_move(match, seat, bot)
        assert move in match.legal_moves(seat), (kind, move)
        if bot == "simple" and kind in expected:
            assert move == expected[kind]
        match.play(seat, move)
