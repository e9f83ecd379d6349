"""A scenario test per gap ruling RS-G1..RS-G12 (``cards/redshirts.md``)."""

from __future__ import annotations

import random

import pytest

import cardtable
import cardtable.bots
from cardtable.games.redshirts.rules import TURN_LIMIT_ROUNDS

from .scenario import (card, legal, log_types, pass_round, phase, pick, play, skills,
                       state_of, table, team)

THREE = {0: ["dana-fodder", "bob-nameless"], 1: ["jimmy-expendable"], 2: ["kelly-peril"]}


def test_rsg1_the_turn_limit_ends_the_match_fewest_redshirts_win() -> None:
    """RS-G1: after 30 rounds the match ends; fewest Redshirts win."""
    match = table(2, teams={0: ["dana-fodder"], 1: ["gary-goner", "kelly-peril"]})
    state_of(match).turns = TURN_LIMIT_ROUNDS * 2
    play(match, 0, {"type": "end"})
    assert match.is_over and match.result()["winners"] == [0]
    assert "time_up" in log_types(match)


def test_rsg1_the_round_limit_option_shortens_the_match() -> None:
    """RS-G1 with the lobby's "Round limit": 10 rounds of 3 players end after turn 30,
    whoever is ahead; a limit not offered is refused with a reason."""
    match = cardtable.new_match("redshirts", players=3, seed=4, options={"rounds": 10})
    assert match.view(0)["public"]["turn_limit"] == 30
    while not match.is_over:
        seat = match.to_move()[0]
        match.play(seat, cardtable.bots.choose_move(match, seat, "random"))
    state = state_of(match)
    assert state.turns == 30 and state.time_up
    counts = [len(team.cards) for team in state.team]
    assert match.result()["winners"] == [s for s, n in enumerate(counts) if n == min(counts)]
    with pytest.raises(cardtable.BadOptions, match="Round limit must be one of: 10, 15, 20, 30"):
        cardtable.new_match("redshirts", players=3, seed=4, options={"rounds": 3})


def test_rsg2_a_go_is_a_card_and_or_an_ability() -> None:
    """RS-G2: after an ability the same seat is always offered a card (or done)."""
    match = table(3, teams={0: ["dana-fodder"], 1: ["janice-clipboard"], 2: ["kelly-peril"]},
                  hands={1: ["eq-universal-translator"]}, log_deck=["ev-red-alert"],
                  missions={0: "mis-negotiate-with-the-overlord"})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    assert {"type": "ability", "rs": card("janice-clipboard")} in legal(match, 1)
    play(match, 1, {"type": "ability", "rs": "janice-clipboard"})
    assert phase(match) == "go_more" and match.to_move() == [1]
    play(match, 1, {"type": "equip", "card": "eq-universal-translator", "rs": "dana-fodder"})
    assert phase(match) == "modify" and match.to_move() == [2]
    pass_round(match)
    assert len(team(match, 0)) == 2  # pushed to success


def test_rsg2_after_an_ability_asked_even_with_an_empty_hand() -> None:
    """RS-G2: being asked for the card half says nothing about the hand."""
    match = table(3, teams={0: ["dana-fodder"], 1: ["feelia-moody"], 2: ["kelly-peril"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    play(match, 1, {"type": "ability", "rs": "feelia-moody"})
    assert phase(match) == "pick"
    pick(match, 1, rs=card("dana-fodder"))
    assert phase(match) == "go_more" and legal(match, 1) == [{"type": "done"}]


def test_rsg3_a_mission_arriving_after_your_attempt_is_kept_without_penalty() -> None:
    """RS-G3: no attempt left: the Mission stays, no Redshirt is drawn."""
    match = table(3, teams=THREE, hands={0: ["mis-scout-the-jungle-planet"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    pass_round(match)
    play(match, 0, {"type": "assign", "card": "mis-scout-the-jungle-planet", "to": 0})
    play(match, 0, {"type": "end"})
    assert team(match, 0) == ["bob-nameless"]
    assert state_of(match).mission[0].cards == [card("mis-scout-the-jungle-planet")]


def test_rsg4_giving_the_attempting_redshirt_away_takes_it_off_the_mission() -> None:
    """RS-G4: the active player swaps the attempting Redshirt away: RS-7 follows."""
    match = table(3, teams={0: ["dana-fodder", "bob-nameless"], 1: ["jimmy-expendable"],
                            2: ["kelly-peril"]},
                  hands={0: ["ev-transporter-mix-up"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    play(match, 1, {"type": "pass"})
    play(match, 2, {"type": "pass"})
    play(match, 0, {"type": "event", "card": "ev-transporter-mix-up"})
    pick(match, 0, rs=card("dana-fodder"))
    pick(match, 0, rs=card("jimmy-expendable"))
    assert phase(match) == "reattempt"
    assert team(match, 1) == ["dana-fodder"] and card("dana-fodder") in state_of(match).zapped


def test_rsg5_a_single_possible_target_is_chosen_for_you_none_does_nothing() -> None:
    """RS-G5: He's Dead, Jim names the attempting Redshirt; Desk Job with no target."""
    match = table(2, teams={0: ["dana-fodder"], 1: ["kelly-peril"]},
                  hands={0: ["ev-desk-job", "ev-seven-year-itch"]})
    play(match, 0, {"type": "event", "card": "ev-desk-job"})  # nobody has 3 Skills
    assert phase(match) == "turn" and team(match, 0) == ["dana-fodder"]
    assert card("ev-desk-job") in state_of(match).log_discard.cards
    play(match, 0, {"type": "event", "card": "ev-seven-year-itch"})  # no Logitian
    assert phase(match) == "turn"


def test_rsg6_two_mirror_mirrors_cancel_out() -> None:
    """RS-G6: each Mirror, Mirror inverts once."""
    match = table(2, teams={0: ["kelly-peril"], 1: ["gary-goner"]},
                  on={"kelly-peril": ["ev-mirror-mirror"]}, hands={0: ["ev-stripped-of-rank"]})
    assert skills(match, "kelly-peril") == {"TAC", "SCI", "MED", "ENG", "DIP"}
    play(match, 0, {"type": "event", "card": "ev-stripped-of-rank"})
    pick(match, 0, rs=card("kelly-peril"))
    assert skills(match, "kelly-peril") == {"INF"}


def test_rsg7_shore_leave_picks_in_turn_order_then_all_gives_at_once() -> None:
    """RS-G7: each player picks in turn order from the active one; then the gives."""
    match = table(3, active=1, teams={0: ["dana-fodder", "bob-nameless"],
                                      1: ["gary-goner", "kelly-peril"], 2: ["hugh-mann"]},
                  hands={1: ["ev-shore-leave"]})
    play(match, 1, {"type": "event", "card": "ev-shore-leave"})
    assert match.to_move() == [1]
    pick(match, 1, rs=card("kelly-peril"))
    assert match.to_move() == [0]  # seat 2 has one Redshirt: chosen for them
    pick(match, 0, rs=card("bob-nameless"))
    assert team(match, 0) == ["dana-fodder", "hugh-mann"]
    assert team(match, 1) == ["gary-goner", "bob-nameless"]
    assert team(match, 2) == ["kelly-peril"]


def shore_leave_after_seat_1_picks(choice: str) -> cardtable.Match:
    """Seat 1 plays Shore Leave and picks ``choice``; seat 2 is asked next."""
    match = table(3, active=1, teams={0: ["dana-fodder", "bob-nameless"],
                                      1: ["gary-goner", "kelly-peril"], 2: ["hugh-mann", "tom-twinn"]},
                  hands={1: ["ev-shore-leave"]})
    play(match, 1, {"type": "event", "card": "ev-shore-leave"})
    pick(match, 1, rs=card(choice))
    assert match.to_move() == [2]
    return match


def test_rsg7_shore_leave_choices_are_sealed_until_the_gives() -> None:
    """RS-G7: "every player at once" — a choice made is seen by nobody else (and by no
    search bot) until all have chosen: the other seats' views are the same whichever
    Redshirt seat 1 chose, and a world sampled for seat 2's search bot has seat 1's
    choice made again at random (either of its two), never seat 2's own."""
    kelly, gary = shore_leave_after_seat_1_picks("kelly-peril"), shore_leave_after_seat_1_picks("gary-goner")
    for seat in (0, 2, None):
        assert kelly.view(seat) == gary.view(seat)
    game = kelly.game
    sampled = set()
    for seed in range(40):
        world = game.sample_world(kelly.state, 2, random.Random(seed))
        sampled.add(world.todo[0]["picks"]["1:rs"])
    assert sampled == {card("kelly-peril"), card("gary-goner")}
    own = game.sample_world(kelly.state, 1, random.Random(0))
    assert own.todo[0]["picks"]["1:rs"] == card("kelly-peril")  # seat 1 knows its own choice
    pick(kelly, 2, rs=card("tom-twinn"))
    pick(kelly, 0, rs=card("bob-nameless"))
    assert team(kelly, 2) == ["hugh-mann", "kelly-peril"]


def test_rsg8_killed_ability_resolves_after_the_whole_effect() -> None:
    """RS-G8: Tina Toast, Killed by a failed Mission, still draws for her owner."""
    match = table(3, teams={0: ["tina-toast", "bob-nameless"], 1: ["jimmy-expendable"],
                            2: ["kelly-peril"]},
                  missions={0: "mis-escort-the-ambassador"}, hands={0: ["eq-ray-gun"]},
                  log_deck=["ev-red-alert"])
    play(match, 0, {"type": "attempt", "rs": "tina-toast"})
    pass_round(match)  # fails: Tina Killed, discard 1 (the only card), then Tina's draw
    hand = state_of(match).hand[0].cards
    assert hand == [card("ev-red-alert")]
    types = log_types(match)
    assert types.index("discard_log") < types.index("draw_log")


def test_rsg9_double_shift_only_on_your_own_turn_and_no_self_theft() -> None:
    """RS-G9: Double Shift adds an attempt to its player's own turn."""
    match = table(2, teams={0: ["dana-fodder", "bob-nameless"], 1: ["kelly-peril"]},
                  hands={0: ["ev-double-shift"]})
    play(match, 0, {"type": "event", "card": "ev-double-shift"})
    assert state_of(match).attempts_left == 2


def test_rsg10_the_ready_room_with_no_discard_still_counts() -> None:
    """RS-G10: Zapped, visit used."""
    match = table(2, teams={0: ["dana-fodder"], 1: ["kelly-peril"]}, hands={0: ["eq-ray-gun"]})
    play(match, 0, {"type": "ready_room", "rs": "dana-fodder"})
    play(match, 0, {"type": "ready_discard", "cards": []})
    assert card("dana-fodder") in state_of(match).zapped and not legal(match, 0, "ready_room")


def test_rsg11_a_redshirt_that_cannot_be_discarded_is_kept_when_discarding_down() -> None:
    """RS-G11: Gorkk Headbutt cannot be Discarded: you keep five."""
    five = ["gorkk-headbutt", "dana-fodder", "bob-nameless", "kelly-peril", "hugh-mann"]
    match = table(2, teams={0: five, 1: ["gary-goner"]})
    play(match, 0, {"type": "end"})
    move = legal(match, 0, "discard_redshirts")[0]
    assert card("gorkk-headbutt") not in move["rs"]["choose"]["from"]
    play(match, 0, {"type": "discard_redshirts", "rs": ["hugh-mann"]})
    assert len(team(match, 0)) == 4


def test_rsg12_attempting_means_the_redshirt_attempting_now() -> None:
    """RS-G12: He's Dead, Jim Kills the Redshirt attempting at that moment."""
    match = table(3, teams=THREE, hands={2: ["ev-hes-dead-jim"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    play(match, 0, {"type": "attempt", "rs": "bob-nameless"})
    play(match, 1, {"type": "pass"})
    play(match, 2, {"type": "event", "card": "ev-hes-dead-jim"})
    assert team(match, 0) == ["dana-fodder"]


def test_rsg_no_card_dealt_differently_by_match_seed() -> None:
    """RS-G1 (the limit is part of the view)."""
    match = cardtable.new_match("redshirts", players=4, seed=3)
    assert match.view(0)["public"]["turn_limit"] == TURN_LIMIT_ROUNDS * 4
