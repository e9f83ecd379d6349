"""A scenario per Event (``shared/cards/redshirts.md`` section 3.4): what it does, who
chooses, how long it lasts, and when it may be played (``any`` / ``own_turn`` /
``modify``)."""

from __future__ import annotations

import pytest

from cardtable import Match

from .scenario import explain, legal, log_types, skills, state_of, team
from .test_cards_helpers import (attempt, card, hand, in_discard, pass_round, phase, pick, play,
                                 refused, table, zapped)

NEGOTIATE = "mis-negotiate-with-the-overlord"  # no Prerequisite, needs DIP; failure Kills
TEAMS = {0: ["dana-fodder", "bob-nameless"], 1: ["kelly-peril"], 2: ["hugh-mann"]}


def modify_for(seat: int, hands: dict[int, list[str]], teams: dict[int, list[str]] | None = None,
               on: dict[str, list[str]] | None = None,
               log_deck: list[str] | None = None, rs: str = "dana-fodder") -> Match:
    """Seat 0 attempts Negotiate with ``rs``; the window is passed round to ``seat``."""
    match = table(3, teams=teams or TEAMS, hands=hands, missions={0: NEGOTIATE}, on=on,
                  log_deck=log_deck)
    play(match, 0, {"type": "attempt", "rs": rs})
    for other in (1, 2, 0)[:(seat - 1) % 3]:
        play(match, other, {"type": "pass"})
    assert match.to_move() == [seat]
    return match


# -- PLAY(any), until end of turn --------------------------------------------------------
def test_crash_course_any_time_a_skill_of_choice_until_end_of_turn() -> None:
    """rs-ev-crash-course: PLAY(any): add_skill(any_rs, chosen_skill, turn) — played by
    another seat in Modify it pushes the attempt to success (Event beats the Location's
    loss, RS-6); in step 2 it wears off at the end of the turn."""
    match = table(3, teams=TEAMS, hands={1: ["ev-crash-course"]}, missions={0: NEGOTIATE},
                  locations={0: "loc-goatee-universe"}, rs_deck=["tom-twinn"])
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    assert {"type": "event", "card": card("ev-crash-course")} in legal(match, 1)
    play(match, 1, {"type": "event", "card": "ev-crash-course"})
    pick(match, 1, rs=card("dana-fodder"))
    assert len(legal(match, 1)) == 6
    pick(match, 1, skill="DIP")
    assert "DIP" in skills(match, "dana-fodder")
    pass_round(match)
    assert team(match, 0) == ["dana-fodder", "bob-nameless", "tom-twinn"]
    own = table(2, teams={0: ["kelly-peril"], 1: ["bob-nameless"]}, hands={0: ["ev-crash-course"]})
    play(own, 0, {"type": "event", "card": "ev-crash-course"})
    pick(own, 0, rs=card("bob-nameless"))
    pick(own, 0, skill="ENG")
    assert skills(own, "bob-nameless") == {"ENG"} and in_discard(own, "ev-crash-course")
    play(own, 0, {"type": "end"})
    assert skills(own, "bob-nameless") == set()


def test_selective_amnesia_the_active_player_strips_the_pushed_skill() -> None:
    """rs-ev-selective-amnesia: PLAY(any): remove_skill(any_rs, chosen_skill, turn) — an
    opponent hands Dana DIP (Equipment); her player, in their own go, removes it (Event
    layer 5 beats Equipment layer 2): she fails and is Killed."""
    match = table(3, teams=TEAMS, hands={1: ["eq-universal-translator"],
                                         0: ["ev-selective-amnesia"]}, missions={0: NEGOTIATE})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    play(match, 1, {"type": "equip", "card": "eq-universal-translator", "rs": "dana-fodder"})
    play(match, 2, {"type": "pass"})
    play(match, 0, {"type": "event", "card": "ev-selective-amnesia"})
    pick(match, 0, rs=card("dana-fodder"))
    pick(match, 0, skill="DIP")
    assert skills(match, "dana-fodder") == {"MED"}
    assert "by Event Selective Amnesia" in " ".join(explain(match, "dana-fodder"))
    pass_round(match)
    assert team(match, 0) == ["bob-nameless"]


def test_mirror_mirror_attaches_inverts_and_leaves_with_its_bearer() -> None:
    """rs-ev-mirror-mirror: PLAY(any): attach(any_rs) ; invert_printed_skills(bearer) —
    Bob (no printed Skill) played on in Modify has all six and succeeds; the card is
    Attached (not discarded) and goes with him to the discard pile when he leaves."""
    match = table(3, teams={0: ["bob-nameless", "dana-fodder"], 1: ["kelly-peril"],
                            2: ["hugh-mann"]}, hands={1: ["ev-mirror-mirror"]},
                  missions={0: NEGOTIATE}, rs_deck=["tom-twinn"])
    play(match, 0, {"type": "attempt", "rs": "bob-nameless"})
    play(match, 1, {"type": "event", "card": "ev-mirror-mirror"})
    pick(match, 1, rs=card("bob-nameless"))
    assert skills(match, "bob-nameless") == {"INF", "TAC", "SCI", "MED", "ENG", "DIP"}
    assert state_of(match).on[card("bob-nameless")].cards == [card("ev-mirror-mirror")]
    pass_round(match)
    assert team(match, 0) == ["bob-nameless", "dana-fodder", "tom-twinn"]
    gone = table(2, teams={0: ["sensa-vibes", "bob-nameless"], 1: ["kelly-peril"]},
                 on={"sensa-vibes": ["ev-mirror-mirror"]}, missions={0: NEGOTIATE})
    assert "DIP" not in skills(gone, "sensa-vibes")
    attempt(gone, 0, "sensa-vibes")  # inverted: no DIP, fails, Killed
    assert team(gone, 0) == ["bob-nameless"] and in_discard(gone, "ev-mirror-mirror")


def test_red_alert_every_redshirt_of_the_active_team_gains_tactical_this_turn() -> None:
    """rs-ev-red-alert: PLAY(any): add_skill(each_rs(team(chosen_player)), TAC, turn) —
    played on one's own team: all of it gains TAC, until the end of the turn."""
    match = table(2, teams={0: ["dana-fodder", "bob-nameless"], 1: ["kelly-peril"]},
                  hands={0: ["ev-red-alert"]})
    play(match, 0, {"type": "event", "card": "ev-red-alert"})
    if phase(match) == "pick":
        pick(match, 0, seat=0)
    assert skills(match, "dana-fodder") == {"MED", "TAC"}
    assert skills(match, "bob-nameless") == {"TAC"}
    assert skills(match, "kelly-peril") == {"INF"}
    play(match, 0, {"type": "end"})
    assert skills(match, "bob-nameless") == set()


def test_red_alert_its_player_chooses_the_target_away_team() -> None:
    """rs-ev-red-alert: "target Away Team": the player chooses any player's team."""
    match = table(3, teams={0: ["dana-fodder"], 1: ["kelly-peril"], 2: ["bob-nameless"]},
                  hands={0: ["ev-red-alert"]})
    play(match, 0, {"type": "event", "card": "ev-red-alert"})
    assert phase(match) == "pick" and match.to_move() == [0]
    assert legal(match, 0) == [{"type": "pick", "seat": s} for s in (0, 1, 2)]
    pick(match, 0, seat=2)
    assert skills(match, "bob-nameless") == {"TAC"} and skills(match, "dana-fodder") == {"MED"}


def test_not_a_bricklayer_a_redshirt_with_medical_loses_every_other_skill() -> None:
    """rs-ev-not-a-bricklayer: PLAY(any): remove_skill(any_rs[has:MED], {INF,TAC,SCI,ENG,
    DIP}, turn) — only Redshirts that have MED now (Kelly in Sickbay counts, Jimmy not)."""
    match = table(2, teams={0: ["hugh-mann", "jimmy-expendable"], 1: ["kelly-peril"]},
                  locations={1: "loc-sickbay"}, on={"hugh-mann": ["eq-ray-gun"]},
                  hands={0: ["ev-not-a-bricklayer"]})
    play(match, 0, {"type": "event", "card": "ev-not-a-bricklayer"})
    assert {m["rs"] for m in legal(match, 0)} == {card("hugh-mann"), card("kelly-peril")}
    pick(match, 0, rs=card("hugh-mann"))
    assert skills(match, "hugh-mann") == {"MED"}
    play(match, 0, {"type": "end"})
    assert skills(match, "hugh-mann") == {"MED", "DIP", "TAC"}


def test_seven_year_itch_a_logitian_loses_science_and_diplomacy_gains_tactical() -> None:
    """rs-ev-seven-year-itch: PLAY(any): remove_skill(any_rs[race=Logitian], {SCI,DIP},
    turn) ; add_skill(it, TAC, turn) — only Logitians offered; `it` is the same one."""
    match = table(2, teams={0: ["seldok-stoic", "hugh-mann"], 1: ["vorak-theorem"]},
                  hands={0: ["ev-seven-year-itch"]})
    play(match, 0, {"type": "event", "card": "ev-seven-year-itch"})
    assert {m["rs"] for m in legal(match, 0)} == {card("seldok-stoic"), card("vorak-theorem")}
    pick(match, 0, rs=card("seldok-stoic"))
    assert skills(match, "seldok-stoic") == {"TAC"}
    assert skills(match, "vorak-theorem") == {"TAC", "SCI", "DIP"}
    assert skills(match, "hugh-mann") == {"MED", "DIP"}


# -- PLAY(own_turn) -----------------------------------------------------------------------
def test_new_recruits_only_on_your_turn_another_player_of_your_choice_draws() -> None:
    """rs-ev-new-recruits: PLAY(own_turn): draw_redshirt(other_player, 1) — not offered
    in another player's Modify step (refused); in your turn you pick another player."""
    match = table(3, teams=TEAMS, hands={1: ["ev-new-recruits"]}, missions={0: NEGOTIATE})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    assert legal(match, 1) == [{"type": "pass"}]
    refused(match, 1, {"type": "event", "card": "ev-new-recruits"}, "only on your turn")
    own = table(3, teams=TEAMS, hands={0: ["ev-new-recruits"]}, rs_deck=["tom-twinn"])
    play(own, 0, {"type": "event", "card": "ev-new-recruits"})
    assert legal(own, 0) == [{"type": "pick", "seat": 1}, {"type": "pick", "seat": 2}]
    pick(own, 0, seat=2)
    assert team(own, 2) == ["hugh-mann", "tom-twinn"] and in_discard(own, "ev-new-recruits")


def test_new_recruits_in_your_own_go_of_your_own_modify_step() -> None:
    """rs-ev-new-recruits: "own turn includes your go in your own Modify step" (RS-G2)."""
    match = modify_for(0, hands={0: ["ev-new-recruits"]})
    assert {"type": "event", "card": card("ev-new-recruits")} in legal(match, 0)


def test_transfer_orders_give_only_to_a_player_with_fewer_redshirts() -> None:
    """rs-ev-transfer-orders: PLAY(own_turn): give_redshirt(own_rs,
    other_player[size<size(you)]) — seat 2 (2 Redshirts, as many as you) is not offered;
    the Redshirt keeps its Equipment and Zapped state."""
    match = table(3, teams={0: ["dana-fodder", "bob-nameless"], 1: ["kelly-peril"],
                            2: ["hugh-mann", "gary-goner"]},
                  on={"bob-nameless": ["eq-ray-gun"]}, zapped=["bob-nameless"],
                  hands={0: ["ev-transfer-orders"]})
    play(match, 0, {"type": "event", "card": "ev-transfer-orders"})
    pick(match, 0, rs=card("bob-nameless"))
    assert phase(match) == "turn"  # seat 1 was the only possible receiver
    assert team(match, 1) == ["kelly-peril", "bob-nameless"] and zapped(match, "bob-nameless")
    assert skills(match, "bob-nameless") == {"TAC"}


def test_transfer_orders_with_nobody_smaller_does_nothing() -> None:
    """rs-ev-transfer-orders: no legal receiver: nothing happens (RS-G5), card discarded."""
    match = table(2, teams={0: ["dana-fodder"], 1: ["kelly-peril"]},
                  hands={0: ["ev-transfer-orders"]})
    play(match, 0, {"type": "event", "card": "ev-transfer-orders"})
    assert team(match, 0) == ["dana-fodder"] and in_discard(match, "ev-transfer-orders")


def test_shore_leave_everyone_gives_one_left_a_player_with_none_gives_none() -> None:
    """rs-ev-shore-leave: PLAY(own_turn): for P in each_player: give_redshirt(rs(team(P))
    by P, left_of(P)) — seat 2 has none and gives none; the gives happen at once (RS-G7)."""
    match = table(3, teams={0: ["dana-fodder", "bob-nameless"], 1: ["kelly-peril"], 2: []},
                  hands={0: ["ev-shore-leave"]})
    play(match, 0, {"type": "event", "card": "ev-shore-leave"})
    assert match.to_move() == [0]
    pick(match, 0, rs=card("bob-nameless"))
    assert team(match, 0) == ["dana-fodder"] and team(match, 1) == ["bob-nameless"]
    assert team(match, 2) == ["kelly-peril"]


def test_desk_job_discards_a_redshirt_with_three_skills_now() -> None:
    """rs-ev-desk-job: PLAY(own_turn): discard_redshirt(any_rs[skill_count>=3]) — Skills
    after layers count (Tom Twinn with a Ray Gun); a Discard, so his "when Killed" does
    not draw him a twin."""
    match = table(2, teams={0: ["tom-twinn", "pasha-onelinersky"], 1: ["sally-doomed"]},
                  on={"tom-twinn": ["eq-ray-gun"]}, hands={0: ["ev-desk-job"]},
                  rs_deck=["gary-goner"])
    play(match, 0, {"type": "event", "card": "ev-desk-job"})
    assert {m["rs"] for m in legal(match, 0)} == {card("tom-twinn"), card("pasha-onelinersky")}
    pick(match, 0, rs=card("tom-twinn"))
    assert team(match, 0) == ["pasha-onelinersky"] and "killed" not in log_types(match)


def test_desk_job_not_in_another_players_modify_step() -> None:
    """rs-ev-desk-job: own_turn: refused as another player's go."""
    match = modify_for(1, hands={1: ["ev-desk-job"]})
    refused(match, 1, {"type": "event", "card": "ev-desk-job"}, "only on your turn")


def test_double_shift_a_second_attempt_with_a_second_mission() -> None:
    """rs-ev-double-shift: PLAY(own_turn): extra_attempt(you) — after one attempt the
    player assigns another Mission and attempts again; still one Mission at a time."""
    match = table(3, teams={0: ["dana-fodder", "bob-nameless", "kelly-peril"],
                            1: ["jimmy-expendable"], 2: ["hugh-mann"]},
                  hands={0: ["ev-double-shift", "mis-scout-the-jungle-planet"]},
                  missions={0: NEGOTIATE})
    play(match, 0, {"type": "event", "card": "ev-double-shift"})
    assert not [m for m in legal(match, 0, "assign") if m["to"] == 0]  # holds one already
    attempt(match, 0, "dana-fodder")
    assert not legal(match, 0, "attempt")
    play(match, 0, {"type": "assign", "card": "mis-scout-the-jungle-planet", "to": 0})
    assert {m["rs"] for m in legal(match, 0, "attempt")} == {card("bob-nameless"),
                                                           card("kelly-peril")}
    refused(match, 0, {"type": "end"}, "RS-4")  # must attempt it now
    attempt(match, 0, "bob-nameless")
    assert team(match, 0) == ["kelly-peril"]


def test_double_shift_not_offered_in_another_players_turn() -> None:
    """rs-ev-double-shift: own_turn only (RS-G9)."""
    match = modify_for(2, hands={2: ["ev-double-shift"]})
    assert {"type": "event", "card": card("ev-double-shift")} not in legal(match, 2)


def test_transporter_mix_up_swaps_with_equipment_attachments_and_zapped_state() -> None:
    """rs-ev-transporter-mix-up: PLAY(own_turn): swap_redshirts(own_rs, other_rs) —
    Equipment, Attached cards and Zapped state travel; only other teams' Redshirts are
    offered for the second pick."""
    match = table(3, teams={0: ["dana-fodder", "bob-nameless"], 1: ["kelly-peril"],
                            2: ["hugh-mann"]},
                  on={"dana-fodder": ["eq-plot-armor"], "kelly-peril": ["ev-bridge-crew"]},
                  zapped=["dana-fodder"], hands={0: ["ev-transporter-mix-up"]})
    play(match, 0, {"type": "event", "card": "ev-transporter-mix-up"})
    pick(match, 0, rs=card("dana-fodder"))
    assert {m["rs"] for m in legal(match, 0)} == {card("kelly-peril"), card("hugh-mann")}
    pick(match, 0, rs=card("kelly-peril"))
    assert team(match, 0) == ["bob-nameless", "kelly-peril"] and team(match, 1) == ["dana-fodder"]
    assert zapped(match, "dana-fodder") and not zapped(match, "kelly-peril")
    assert state_of(match).on[card("kelly-peril")].cards == [card("ev-bridge-crew")]
    assert state_of(match).on[card("dana-fodder")].cards == [card("eq-plot-armor")]


# -- PLAY(modify) -------------------------------------------------------------------------
def test_hes_dead_jim_only_in_modify_kills_the_attempting_redshirt() -> None:
    """rs-ev-hes-dead-jim: PLAY(modify): kill(attempting) — refused in step 2; in Modify
    the attempting Redshirt is Killed (Tina Toast's draw fires) and RS-7 follows."""
    own = table(2, teams={0: ["dana-fodder"], 1: ["kelly-peril"]}, hands={0: ["ev-hes-dead-jim"]})
    assert not legal(own, 0, "event")
    refused(own, 0, {"type": "event", "card": "ev-hes-dead-jim"}, "only during Modify the Attempt")
    match = modify_for(1, hands={1: ["ev-hes-dead-jim"]},
                       teams={0: ["tina-toast", "bob-nameless"], 1: ["kelly-peril"],
                              2: ["hugh-mann"]}, log_deck=["ev-red-alert"], rs="tina-toast")
    play(match, 1, {"type": "event", "card": "ev-hes-dead-jim"})
    assert team(match, 0) == ["bob-nameless"] and phase(match) == "reattempt"
    assert hand(match, 0) == [card("ev-red-alert")]


def test_hes_dead_jim_on_plot_armor_does_nothing_and_the_attempt_goes_on() -> None:
    """rs-ev-hes-dead-jim: the Kill is forbidden; the window goes on."""
    match = modify_for(1, hands={1: ["ev-hes-dead-jim"]}, on={"dana-fodder": ["eq-plot-armor"]})
    play(match, 1, {"type": "event", "card": "ev-hes-dead-jim"})
    assert phase(match) == "modify" and team(match, 0) == ["dana-fodder", "bob-nameless"]


def test_belay_that_order_takes_the_redshirt_off_the_mission_zapped() -> None:
    """rs-ev-belay-that-order: PLAY(modify): cancel_attempt() — refused outside Modify;
    in it, RS-7: Dana stays in play, Zapped; re-attempt with Bob or drop the Mission."""
    own = table(2, teams={0: ["dana-fodder"], 1: ["kelly-peril"]},
                hands={0: ["ev-belay-that-order"]})
    refused(own, 0, {"type": "event", "card": "ev-belay-that-order"}, "only during Modify the Attempt")
    match = modify_for(2, hands={2: ["ev-belay-that-order"]})
    play(match, 2, {"type": "event", "card": "ev-belay-that-order"})
    assert phase(match) == "reattempt" and zapped(match, "dana-fodder")
    assert team(match, 0) == ["dana-fodder", "bob-nameless"]
    assert legal(match, 0) == [{"type": "attempt", "rs": card("bob-nameless")},
                               {"type": "drop_mission"}]


# -- Missions moved or scrubbed -----------------------------------------------------------
def test_not_my_department_moves_the_attempted_mission_the_attempt_counts() -> None:
    """rs-ev-not-my-department: PLAY(any): reassign_mission(chosen_player[has_mission],
    chosen_player[no_mission]) — in Modify seat 1 sends the Mission to seat 2: seat 0's
    attempt is used, Dana stays Zapped (RS-7); seat 2 holds the Mission."""
    match = modify_for(1, hands={1: ["ev-not-my-department"]})
    play(match, 1, {"type": "event", "card": "ev-not-my-department"})
    # source: only seat 0 has a Mission (chosen for them); target: seats 1 or 2
    assert legal(match, 1) == [{"type": "pick", "seat": 1}, {"type": "pick", "seat": 2}]
    pick(match, 1, seat=2)
    assert state_of(match).mission[2].cards == [card(NEGOTIATE)]
    assert phase(match) == "turn" and zapped(match, "dana-fodder")
    assert not legal(match, 0, "attempt")
    play(match, 0, {"type": "end"})
    assert team(match, 0) == ["dana-fodder", "bob-nameless"]


def test_not_my_department_you_may_take_it_yourself_in_step_two() -> None:
    """rs-ev-not-my-department: "you included": seat 0 takes seat 1's Mission."""
    match = table(2, teams={0: ["dana-fodder"], 1: ["kelly-peril"]},
                  hands={0: ["ev-not-my-department"]}, missions={1: NEGOTIATE})
    play(match, 0, {"type": "event", "card": "ev-not-my-department"})
    assert state_of(match).mission[0].cards == [card(NEGOTIATE)]
    assert legal(match, 0, "attempt") == [{"type": "attempt", "rs": card("dana-fodder")}]


def test_mission_scrubbed_discards_a_mission_unresolved_no_redshirt() -> None:
    """rs-ev-mission-scrubbed: PLAY(any): discard_mission(chosen_player[has_mission]) —
    in step 2 on your own Mission: gone, no penalty at the end, no Redshirt drawn."""
    match = table(3, teams=TEAMS, hands={0: ["ev-mission-scrubbed"]},
                  missions={0: "mis-poke-this-slime", 2: NEGOTIATE}, rs_deck=["tom-twinn"])
    play(match, 0, {"type": "event", "card": "ev-mission-scrubbed"})
    assert legal(match, 0) == [{"type": "pick", "seat": 0}, {"type": "pick", "seat": 2}]
    pick(match, 0, seat=0)
    assert in_discard(match, "mis-poke-this-slime") and not state_of(match).mission[0].cards
    play(match, 0, {"type": "end"})
    assert team(match, 0) == ["dana-fodder", "bob-nameless"]


# -- Attached ---------------------------------------------------------------------------
def test_bridge_crew_attached_cannot_be_killed_until_stripped() -> None:
    """rs-ev-bridge-crew: PLAY(any): attach(any_rs) ; forbid(bearer, be_killed) — while
    Attached its bearer survives a failure; rs-ev-stripped-of-rank (PLAY(any):
    discard_cards_on(any_rs, all)) removes it and its Equipment, and the next Kill works."""
    match = table(3, teams=TEAMS, hands={1: ["ev-bridge-crew"], 2: ["ev-stripped-of-rank"]},
                  on={"dana-fodder": ["eq-tri-gizmo"]},
                  missions={0: NEGOTIATE})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    play(match, 1, {"type": "event", "card": "ev-bridge-crew"})
    pick(match, 1, rs=card("dana-fodder"))
    assert state_of(match).on[card("dana-fodder")].cards == [card("eq-tri-gizmo"),
                                                             card("ev-bridge-crew")]
    pass_round(match)
    assert team(match, 0) == ["dana-fodder", "bob-nameless"]  # failed, not Killed
    play(match, 0, {"type": "end"})
    play(match, 1, {"type": "end"})
    assert state_of(match).active == 2
    play(match, 2, {"type": "event", "card": "ev-stripped-of-rank"})
    pick(match, 2, rs=card("dana-fodder"))
    assert state_of(match).on[card("dana-fodder")].cards == []
    assert in_discard(match, "ev-bridge-crew") and in_discard(match, "eq-tri-gizmo")
    assert skills(match, "dana-fodder") == {"MED"}


def test_stripped_of_rank_on_a_bare_redshirt_still_plays() -> None:
    """rs-ev-stripped-of-rank: an Event may be played even if it does nothing (RS-G5)."""
    match = table(2, teams={0: ["dana-fodder"], 1: ["kelly-peril"]},
                  hands={0: ["ev-stripped-of-rank"]})
    play(match, 0, {"type": "event", "card": "ev-stripped-of-rank"})
    pick(match, 0, rs=card("kelly-peril"))
    assert in_discard(match, "ev-stripped-of-rank") and phase(match) == "turn"
    assert team(match, 1) == ["kelly-peril"] and skills(match, "kelly-peril") == {"INF"}


def test_two_events_the_later_one_wins() -> None:
    """rs-ev-selective-amnesia then rs-ev-crash-course on the same Skill: both layer 5,
    the later card wins (RS-6); the other way round, the Skill is gone."""
    for first, second, has in (("ev-selective-amnesia", "ev-crash-course", True),
                               ("ev-crash-course", "ev-selective-amnesia", False)):
        match = table(2, teams={0: ["hugh-mann"], 1: ["kelly-peril"]}, hands={0: [first, second]})
        for event in (first, second):
            play(match, 0, {"type": "event", "card": event})
            pick(match, 0, rs=card("hugh-mann"))
            pick(match, 0, skill="DIP")
        assert ("DIP" in skills(match, "hugh-mann")) == has, first
