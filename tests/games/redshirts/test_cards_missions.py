"""A scenario per Mission (``shared/cards/redshirts.md`` section 3.1): the Prerequisite
checked when the attempt is declared, success and failure results, the special ones."""

from __future__ import annotations

import pytest

from cardtable.games.redshirts.cards import attr

from .scenario import legal, log_types, state_of, team
from .test_cards_helpers import (GEAR, attempt, card, hand, in_discard, pass_round, phase, pick,
                                 play, refused, table, zapped)

# id: (Prerequisite, Skills) as the card list prints them; the plain ones: success
# draws 1 Redshirt, failure Kills the attempting Redshirt
PLAIN = {
    "rs-mis-poke-this-slime": ("SCI", {"MED"}),
    "rs-mis-negotiate-with-the-overlord": (None, {"DIP"}),
    "rs-mis-answer-a-distress-call": ("SCI", {"TAC"}),
    "rs-mis-scout-the-jungle-planet": (None, {"INF"}),
    "rs-mis-reroute-power": ("ENG", {"SCI"}),
    "rs-mis-inoculate-the-colonists": ("MED", {"DIP"}),
    "rs-mis-check-on-that-weird-noise": (None, {"TAC", "INF"}),
    "rs-mis-operate-on-a-new-species": ("MED", {"SCI"}),
    "rs-mis-taste-test-the-replicator": ("MED", {"ENG"}),
}
SPECIAL = {
    "rs-mis-kielbasa-maroon": (None, {"TAC"}),
    "rs-mis-fix-the-exhaust-port": ("ENG", {"ENG", "TAC"}),
    "rs-mis-escort-the-ambassador": (None, {"DIP", "TAC"}),
    "rs-mis-steal-the-cloaking-device": ("ENG", {"INF"}),
    "rs-mis-calibrate-the-sensors": ("SCI", {"ENG"}),
    "rs-mis-test-the-transporter": ("ENG", {"MED"}),
    "rs-mis-make-first-contact": (None, {"DIP", "INF"}),
    "rs-mis-bring-back-space-fluffles": (None, {"SCI"}),
    "rs-mis-heroically-sacrifice-yourself": (None, {"TAC"}),
}
OTHERS = {1: ["kelly-peril"], 2: ["hugh-mann"]}


def bob_with(skills: set[str] | str | None) -> dict[str, list[str]]:
    """Bob Nameless (no printed Skill) carrying one +S Equipment per Skill."""
    wanted = {skills} if isinstance(skills, str) else set(skills or ())
    return {"bob-nameless": [GEAR[s] for s in sorted(wanted)]}


def test_every_mission_is_listed_with_its_prerequisite_and_skills() -> None:
    """The data says what the card list prints (18 Missions)."""
    for mission, (need, skills) in {**PLAIN, **SPECIAL}.items():
        assert attr(card(mission), "prereq") == (need or "none"), mission
        assert set(attr(card(mission), "skills")) == skills, mission
    missions = {c.partition("#")[0] for c in state_of(table(2)).all_cards()
                if c.startswith("rs-mis-")}
    assert missions == set(PLAIN) | set(SPECIAL)


@pytest.mark.parametrize("mission", [
    "rs-mis-poke-this-slime", "rs-mis-negotiate-with-the-overlord",
    "rs-mis-answer-a-distress-call", "rs-mis-scout-the-jungle-planet",
    "rs-mis-reroute-power", "rs-mis-inoculate-the-colonists",
    "rs-mis-check-on-that-weird-noise", "rs-mis-operate-on-a-new-species",
    "rs-mis-taste-test-the-replicator"])
def test_plain_mission_prerequisite_success_and_failure(mission: str) -> None:
    """Prerequisite only at declaration (RS-5); all Skills: draw 1 Redshirt; any Skill
    missing: the attempting Redshirt is Killed. The Mission goes to the discard pile."""
    need, skills = PLAIN[mission]
    if need is not None:  # without the Prerequisite: not offered, refused
        match = table(3, teams={0: ["bob-nameless"], **OTHERS}, missions={0: mission})
        assert not legal(match, 0, "attempt")
        refused(match, 0, {"type": "attempt", "rs": "bob-nameless"}, "does not have the Mission's Prerequisite")
    win = table(3, teams={0: ["bob-nameless", "gloop-jigglesworth"], **OTHERS},
                missions={0: mission}, on=bob_with(skills | {need} if need else skills),
                rs_deck=["tom-twinn"])
    attempt(win, 0, "bob-nameless")
    assert team(win, 0) == ["bob-nameless", "gloop-jigglesworth", "tom-twinn"]
    assert in_discard(win, mission) and phase(win) == "turn"
    assert need not in skills  # (no plain Mission needs its Prerequisite as a Skill)
    for missing in sorted(skills):
        lose = table(3, teams={0: ["bob-nameless", "gloop-jigglesworth"], **OTHERS},
                     missions={0: mission}, rs_deck=["tom-twinn"],
                     on=bob_with((skills - {missing}) | ({need} if need else set())))
        attempt(lose, 0, "bob-nameless")
        assert team(lose, 0) == ["gloop-jigglesworth"], missing
        assert card("bob-nameless") in state_of(lose).rs_discard.cards
        assert in_discard(lose, mission)


def test_kielbasa_maroon_success_draws_failure_discards_then_draws() -> None:
    """rs-mis-kielbasa-maroon: SUCCESS: draw_redshirt(you, 1) // FAILURE:
    discard_redshirt(attempting) ; draw_redshirt(you, 1) — a Discard, not a Kill (Tina
    Toast draws no card)."""
    win = table(3, teams={0: ["jimmy-expendable"], **OTHERS},
                missions={0: "mis-kielbasa-maroon"}, rs_deck=["tom-twinn"])
    attempt(win, 0, "jimmy-expendable")
    assert team(win, 0) == ["jimmy-expendable", "tom-twinn"]
    lose = table(3, teams={0: ["tina-toast"], **OTHERS}, missions={0: "mis-kielbasa-maroon"},
                 rs_deck=["tom-twinn"], log_deck=["ev-red-alert"])
    attempt(lose, 0, "tina-toast")
    assert team(lose, 0) == ["tom-twinn"] and hand(lose, 0) == []
    assert "discarded" in log_types(lose) and "killed" not in log_types(lose)


def test_kielbasa_maroon_failure_with_a_redshirt_that_cannot_be_discarded_still_draws() -> None:
    """rs-mis-kielbasa-maroon: Gorkk cannot be Discarded; the draw still happens (a step
    that does nothing does not stop the rest, RS-G5)."""
    match = table(3, teams={0: ["gorkk-headbutt"], **OTHERS},
                  on={"gorkk-headbutt": ["eq-ray-gun-safety-stuck-on"]},
                  missions={0: "mis-kielbasa-maroon"}, rs_deck=["tom-twinn"])
    attempt(match, 0, "gorkk-headbutt")
    assert team(match, 0) == ["gorkk-headbutt", "tom-twinn"]


def test_fix_the_exhaust_port_failure_kills_two_success_draws_two() -> None:
    """rs-mis-fix-the-exhaust-port: prereq ENG; SUCCESS: draw_redshirt(you, 2) //
    FAILURE: kill(attempting) ; kill(own_rs[not attempting]) — the player picks the
    second victim."""
    lose = table(3, teams={0: ["chip-kaboom", "dana-fodder", "bob-nameless"], **OTHERS},
                 missions={0: "mis-fix-the-exhaust-port"})
    assert legal(lose, 0, "attempt") == [{"type": "attempt", "rs": card("chip-kaboom")}]
    attempt(lose, 0, "chip-kaboom")  # INF, ENG: no TAC
    assert phase(lose) == "pick" and lose.to_move() == [0]
    assert {m["rs"] for m in legal(lose, 0)} == {card("dana-fodder"), card("bob-nameless")}
    pick(lose, 0, rs=card("dana-fodder"))
    assert team(lose, 0) == ["bob-nameless"]
    win = table(3, teams={0: ["gary-goner"], **OTHERS}, missions={0: "mis-fix-the-exhaust-port"},
                rs_deck=["sally-doomed", "tom-twinn"])
    attempt(win, 0, "gary-goner")  # TAC, ENG
    assert team(win, 0) == ["gary-goner", "tom-twinn", "sally-doomed"]


def test_escort_the_ambassador_failure_kills_then_discards_a_card_of_choice() -> None:
    """rs-mis-escort-the-ambassador: FAILURE: kill(attempting) ; discard_log(you, 1) —
    the player chooses which card; success draws 1 Redshirt (DIP and TAC both needed)."""
    lose = table(3, teams={0: ["hugh-mann", "bob-nameless"], 1: ["kelly-peril"],
                           2: ["jimmy-expendable"]},
                 missions={0: "mis-escort-the-ambassador"},
                 hands={0: ["eq-ray-gun", "eq-tri-gizmo"]})
    attempt(lose, 0, "hugh-mann")  # DIP without TAC
    assert phase(lose) == "pick" and team(lose, 0) == ["bob-nameless"]
    play(lose, 0, {"type": "discard", "cards": ["eq-tri-gizmo"]})
    assert hand(lose, 0) == [card("eq-ray-gun")]
    assert in_discard(lose, "eq-tri-gizmo")
    win = table(3, teams={0: ["hugh-mann"], 1: ["kelly-peril"], 2: ["jimmy-expendable"]},
                on={"hugh-mann": ["eq-ray-gun"]}, missions={0: "mis-escort-the-ambassador"},
                rs_deck=["tom-twinn"], hands={0: ["eq-tri-gizmo"]})
    attempt(win, 0, "hugh-mann")
    assert team(win, 0) == ["hugh-mann", "tom-twinn"] and hand(win, 0) == [card("eq-tri-gizmo")]


def test_steal_the_cloaking_device_success_draws_a_redshirt_and_a_card() -> None:
    """rs-mis-steal-the-cloaking-device: prereq ENG; SUCCESS: draw_redshirt(you, 1) ;
    draw_log(you, 1) // FAILURE: kill(attempting)."""
    win = table(3, teams={0: ["chip-kaboom"], **OTHERS},
                missions={0: "mis-steal-the-cloaking-device"}, rs_deck=["tom-twinn"],
                log_deck=["ev-red-alert"])
    attempt(win, 0, "chip-kaboom")  # INF, ENG
    assert team(win, 0) == ["chip-kaboom", "tom-twinn"] and hand(win, 0) == [card("ev-red-alert")]
    lose = table(3, teams={0: ["gary-goner", "bob-nameless"], **OTHERS},
                 missions={0: "mis-steal-the-cloaking-device"}, log_deck=["ev-red-alert"])
    assert legal(lose, 0, "attempt") == [{"type": "attempt", "rs": card("gary-goner")}]
    attempt(lose, 0, "gary-goner")
    assert team(lose, 0) == ["bob-nameless"] and hand(lose, 0) == []


def test_calibrate_the_sensors_success_draws_only_a_card() -> None:
    """rs-mis-calibrate-the-sensors: prereq SCI; SUCCESS: draw_log(you, 1) (no Redshirt)
    // FAILURE: kill(attempting)."""
    win = table(3, teams={0: ["tom-twinn"], **OTHERS}, missions={0: "mis-calibrate-the-sensors"},
                rs_deck=["gary-goner"], log_deck=["ev-red-alert"])
    attempt(win, 0, "tom-twinn")  # SCI, ENG
    assert team(win, 0) == ["tom-twinn"] and hand(win, 0) == [card("ev-red-alert")]
    lose = table(3, teams={0: ["sally-doomed", "bob-nameless"], **OTHERS},
                 missions={0: "mis-calibrate-the-sensors"}, log_deck=["ev-red-alert"])
    attempt(lose, 0, "sally-doomed")
    assert team(lose, 0) == ["bob-nameless"] and hand(lose, 0) == []


def test_test_the_transporter_failure_gives_the_redshirt_to_the_left() -> None:
    """rs-mis-test-the-transporter: prereq ENG; FAILURE: give_redshirt(attempting, left) —
    to the next player in turn order, still Zapped, with its Equipment; SUCCESS draws 1."""
    lose = table(3, active=1, teams={0: ["kelly-peril"], 1: ["gary-goner", "bob-nameless"],
                                     2: ["hugh-mann"]},
                 on={"gary-goner": ["eq-fake-mustache"]},
                 missions={1: "mis-test-the-transporter"})
    attempt(lose, 1, "gary-goner")  # TAC, ENG, no MED
    assert team(lose, 1) == ["bob-nameless"] and team(lose, 2) == ["hugh-mann", "gary-goner"]
    assert zapped(lose, "gary-goner")
    assert state_of(lose).on[card("gary-goner")].cards == [card("eq-fake-mustache")]
    win = table(3, teams={0: ["tina-toast"], **OTHERS}, missions={0: "mis-test-the-transporter"},
                rs_deck=["tom-twinn"])
    attempt(win, 0, "tina-toast")  # MED, ENG
    assert team(win, 0) == ["tina-toast", "tom-twinn"]


def test_test_the_transporter_last_seat_gives_to_the_first() -> None:
    """rs-mis-test-the-transporter: "left" wraps round: seat 2 of 3 gives to seat 0."""
    match = table(3, active=2, teams={0: ["kelly-peril"], 1: ["hugh-mann"], 2: ["gary-goner"]},
                  missions={2: "mis-test-the-transporter"})
    attempt(match, 2, "gary-goner")
    assert team(match, 2) == [] and team(match, 0) == ["kelly-peril", "gary-goner"]


def test_make_first_contact_failure_discards_not_kills() -> None:
    """rs-mis-make-first-contact: FAILURE: discard_redshirt(attempting) — Tom Twinn's
    "when Killed" does not fire; Plot Armor (no Kill) does not save him; success (DIP
    and INF) draws 1."""
    lose = table(3, teams={0: ["tom-twinn", "bob-nameless"], **OTHERS},
                 on={"tom-twinn": ["eq-plot-armor"]},
                 missions={0: "mis-make-first-contact"}, rs_deck=["gary-goner"])
    attempt(lose, 0, "tom-twinn")
    assert team(lose, 0) == ["bob-nameless"] and in_discard(lose, "eq-plot-armor")
    win = table(3, teams={0: ["olive-viridian"], **OTHERS},
                missions={0: "mis-make-first-contact"}, rs_deck=["gary-goner"])
    attempt(win, 0, "olive-viridian")  # INF, DIP
    assert team(win, 0) == ["olive-viridian", "gary-goner"]


def test_bring_back_space_fluffles_success_you_and_your_left_draw() -> None:
    """rs-mis-bring-back-space-fluffles: SUCCESS: draw_redshirt(you, 1) ;
    draw_redshirt(left, 1) // FAILURE: kill(attempting)."""
    win = table(3, teams={0: ["sally-doomed"], **OTHERS},
                missions={0: "mis-bring-back-space-fluffles"}, rs_deck=["gary-goner", "tom-twinn"])
    attempt(win, 0, "sally-doomed")
    assert team(win, 0) == ["sally-doomed", "tom-twinn"]
    assert team(win, 1) == ["kelly-peril", "gary-goner"] and team(win, 2) == ["hugh-mann"]
    lose = table(3, teams={0: ["dana-fodder", "bob-nameless"], **OTHERS},
                 missions={0: "mis-bring-back-space-fluffles"})
    attempt(lose, 0, "dana-fodder")
    assert team(lose, 0) == ["bob-nameless"] and team(lose, 1) == ["kelly-peril"]


def test_heroically_sacrifice_yourself_success_kills_failure_draws() -> None:
    """rs-mis-heroically-sacrifice-yourself: reversed — SUCCESS: kill(attempting) //
    FAILURE: draw_redshirt(you, 1). Pushing TAC onto the Redshirt now helps its owner."""
    win = table(3, teams={0: ["dana-fodder"], 1: ["kelly-peril"], 2: ["hugh-mann"]},
                hands={0: ["eq-ray-gun"]}, missions={0: "mis-heroically-sacrifice-yourself"})
    play(win, 0, {"type": "equip", "card": "eq-ray-gun", "rs": "dana-fodder"})
    attempt(win, 0, "dana-fodder")
    assert team(win, 0) == []
    lose = table(3, teams={0: ["dana-fodder"], **OTHERS},
                 missions={0: "mis-heroically-sacrifice-yourself"}, rs_deck=["tom-twinn"])
    attempt(lose, 0, "dana-fodder")
    assert team(lose, 0) == ["dana-fodder", "tom-twinn"]


def test_heroically_sacrifice_yourself_success_under_plot_armor_kills_nobody() -> None:
    """rs-mis-heroically-sacrifice-yourself: the Kill is forbidden by Plot Armor."""
    match = table(3, teams={0: ["jimmy-expendable"], **OTHERS},
                  on={"jimmy-expendable": ["eq-plot-armor"]},
                  missions={0: "mis-heroically-sacrifice-yourself"})
    attempt(match, 0, "jimmy-expendable")
    assert team(match, 0) == ["jimmy-expendable"] and "spared" in log_types(match)


def test_a_mission_is_decided_by_the_skills_at_resolution_not_at_declaration() -> None:
    """rs-mis-poke-this-slime: prereq SCI checked only at declaration (RS-5): losing SCI
    in Modify does not stop the attempt; MED at resolution decides — Sally keeps hers
    and succeeds; Bob's Equipment (SCI, MED) stripped in Modify makes him fail."""
    match = table(3, teams={0: ["sally-doomed", "bob-nameless"], 1: ["kelly-peril"],
                            2: ["hugh-mann"]}, hands={1: ["eq-tri-gizmo-dead-batteries"]},
                  missions={0: "mis-poke-this-slime"}, rs_deck=["tom-twinn"])
    play(match, 0, {"type": "attempt", "rs": "sally-doomed"})
    play(match, 1, {"type": "equip", "card": "eq-tri-gizmo-dead-batteries", "rs": "sally-doomed"})
    pass_round(match)
    assert team(match, 0) == ["sally-doomed", "bob-nameless", "tom-twinn"]
    lose = table(3, teams={0: ["bob-nameless", "dana-fodder"], 1: ["kelly-peril"],
                           2: ["hugh-mann"]}, hands={2: ["ev-stripped-of-rank"]},
                 on={"bob-nameless": ["eq-tri-gizmo", "eq-hypo-squirter"]},
                 missions={0: "mis-poke-this-slime"})
    play(lose, 0, {"type": "attempt", "rs": "bob-nameless"})
    play(lose, 1, {"type": "pass"})
    play(lose, 2, {"type": "event", "card": "ev-stripped-of-rank"})
    pick(lose, 2, rs=card("bob-nameless"))
    pass_round(lose)
    assert team(lose, 0) == ["dana-fodder"]
