"""A scenario per Equipment card (``shared/cards/redshirts.md`` section 3.2): the Skill it
adds or removes while on its bearer, the same-icon replacement rule, Plot Armor."""

from __future__ import annotations

import pytest

from cardtable.games.redshirts.cards import attr

from .scenario import explain, legal, log_types, skills, state_of, team
from .test_cards_helpers import attempt, card, in_discard, pass_round, play, refused, table

ADDS = [("rs-eq-ray-gun", "TAC"), ("rs-eq-tri-gizmo", "SCI"), ("rs-eq-hypo-squirter", "MED"),
        ("rs-eq-hyper-spanner", "ENG"), ("rs-eq-universal-translator", "DIP"),
        ("rs-eq-fake-mustache", "INF")]
REMOVES = [("rs-eq-extra-bright-red-uniform", "INF", "kelly-peril"),
           ("rs-eq-ray-gun-safety-stuck-on", "TAC", "jimmy-expendable"),
           ("rs-eq-tri-gizmo-dead-batteries", "SCI", "sprocket-tinsley"),
           ("rs-eq-hyper-spanner-wrong-size", "ENG", "sprocket-tinsley"),
           ("rs-eq-universal-mistranslator", "DIP", "sensa-vibes")]


@pytest.mark.parametrize("gear,skill", ADDS)
def test_plus_equipment_adds_its_skill_while_on_the_bearer(gear: str, skill: str) -> None:
    """rs-eq-ray-gun, rs-eq-tri-gizmo, rs-eq-hypo-squirter, rs-eq-hyper-spanner,
    rs-eq-universal-translator, rs-eq-fake-mustache: STATIC: add_skill(bearer, S, while),
    icon +S — played on an opponent's Redshirt in your own turn; gone with the card
    (Stripped of Rank)."""
    assert attr(card(gear), "icon") == "+" + skill
    match = table(2, teams={0: ["kelly-peril"], 1: ["bob-nameless"]},
                  hands={0: [gear, "ev-stripped-of-rank"]})
    assert {m["rs"] for m in legal(match, 0, "equip") if m["card"] == card(gear)} == \
        {card("kelly-peril"), card("bob-nameless")}
    play(match, 0, {"type": "equip", "card": gear, "rs": "bob-nameless"})
    assert skills(match, "bob-nameless") == {skill}
    assert explain(match, "bob-nameless")[0].startswith(f"{skill_word(skill)}: added by Equipment")
    play(match, 0, {"type": "event", "card": "ev-stripped-of-rank"})
    play(match, 0, {"type": "pick", "rs": card("bob-nameless")})
    assert skills(match, "bob-nameless") == set() and in_discard(match, gear)


def skill_word(code: str) -> str:
    return {"INF": "Infiltration", "TAC": "Tactical", "SCI": "Science", "MED": "Medical",
            "ENG": "Engineering", "DIP": "Diplomacy"}[code]


@pytest.mark.parametrize("gear,skill,victim", REMOVES)
def test_minus_equipment_removes_a_printed_skill(gear: str, skill: str, victim: str) -> None:
    """rs-eq-extra-bright-red-uniform, rs-eq-ray-gun-safety-stuck-on,
    rs-eq-tri-gizmo-dead-batteries, rs-eq-hyper-spanner-wrong-size,
    rs-eq-universal-mistranslator: STATIC: remove_skill(bearer, S, while), icon -S —
    played on your own Redshirt to strip a Skill it has printed."""
    assert attr(card(gear), "icon") == "-" + skill
    match = table(2, teams={0: [victim], 1: ["bob-nameless"]}, hands={0: [gear]})
    printed = skills(match, victim)
    assert skill in printed
    play(match, 0, {"type": "equip", "card": gear, "rs": victim})
    assert skills(match, victim) == printed - {skill}


def test_minus_equipment_in_modify_makes_the_attempt_fail() -> None:
    """rs-eq-universal-mistranslator: played by another player in Modify the Attempt on
    the attempting Redshirt: its DIP is gone when the attempt resolves."""
    match = table(3, teams={0: ["hugh-mann", "bob-nameless"], 1: ["kelly-peril"],
                            2: ["jimmy-expendable"]},
                  hands={2: ["eq-universal-mistranslator"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    play(match, 0, {"type": "attempt", "rs": "hugh-mann"})
    play(match, 1, {"type": "pass"})
    play(match, 2, {"type": "equip", "card": "eq-universal-mistranslator", "rs": "hugh-mann"})
    pass_round(match)
    assert team(match, 0) == ["bob-nameless"]


def test_same_icon_replaces_whether_it_adds_or_removes() -> None:
    """rs-eq-ray-gun-safety-stuck-on (-TAC) arriving on a Redshirt holding rs-eq-ray-gun
    (+TAC) discards the Ray Gun: only the icon counts; a different icon
    (rs-eq-fake-mustache, +INF) stays."""
    match = table(2, teams={0: ["bob-nameless"], 1: ["kelly-peril"]},
                  on={"bob-nameless": ["eq-ray-gun", "eq-fake-mustache"]},
                  hands={0: ["eq-ray-gun-safety-stuck-on"]})
    assert skills(match, "bob-nameless") == {"TAC", "INF"}
    play(match, 0, {"type": "equip", "card": "eq-ray-gun-safety-stuck-on", "rs": "bob-nameless"})
    on = state_of(match).on[card("bob-nameless")].cards
    assert on == [card("eq-fake-mustache"), card("eq-ray-gun-safety-stuck-on")]
    assert in_discard(match, "eq-ray-gun") and "replaced" in log_types(match)
    assert skills(match, "bob-nameless") == {"INF"}


def test_a_second_copy_replaces_the_first() -> None:
    """rs-eq-tri-gizmo: the second copy has the same icon: the first is discarded."""
    match = table(2, teams={0: ["bob-nameless"], 1: ["kelly-peril"]},
                  on={"bob-nameless": ["eq-tri-gizmo"]}, hands={0: [card("eq-tri-gizmo", 2)]})
    play(match, 0, {"type": "equip", "card": card("eq-tri-gizmo", 2), "rs": "bob-nameless"})
    assert state_of(match).on[card("bob-nameless")].cards == [card("eq-tri-gizmo", 2)]
    assert card("eq-tri-gizmo") in state_of(match).log_discard.cards


def test_a_minus_card_replaced_by_a_plus_card_gives_the_skill_back() -> None:
    """rs-eq-hyper-spanner replaces rs-eq-hyper-spanner-wrong-size (both ENG icons)."""
    match = table(2, teams={0: ["gary-goner"], 1: ["kelly-peril"]},
                  on={"gary-goner": ["eq-hyper-spanner-wrong-size"]},
                  hands={0: ["eq-hyper-spanner"]})
    assert skills(match, "gary-goner") == {"TAC"}
    play(match, 0, {"type": "equip", "card": "eq-hyper-spanner", "rs": "gary-goner"})
    assert state_of(match).on[card("gary-goner")].cards == [card("eq-hyper-spanner")]
    assert skills(match, "gary-goner") == {"TAC", "ENG"}


def test_plot_armor_has_no_icon_never_replaces_nor_is_replaced() -> None:
    """rs-eq-plot-armor: icon none: arriving next to Equipment it discards nothing, and
    Equipment arriving next to it leaves it."""
    assert attr(card("eq-plot-armor"), "icon") == "none"
    match = table(2, teams={0: ["bob-nameless"], 1: ["kelly-peril"]},
                  on={"bob-nameless": ["eq-ray-gun"]}, hands={0: ["eq-plot-armor", "eq-tri-gizmo"]})
    play(match, 0, {"type": "equip", "card": "eq-plot-armor", "rs": "bob-nameless"})
    play(match, 0, {"type": "equip", "card": "eq-tri-gizmo", "rs": "bob-nameless"})
    assert state_of(match).on[card("bob-nameless")].cards == [
        card("eq-ray-gun"), card("eq-plot-armor"), card("eq-tri-gizmo")]
    assert skills(match, "bob-nameless") == {"TAC", "SCI"}


def test_plot_armor_forbids_kills_not_discards() -> None:
    """rs-eq-plot-armor: STATIC: forbid(bearer, be_killed) — a failed Negotiate leaves
    the bearer in play; Promoted to a Desk Job still Discards it (with the Armor)."""
    match = table(2, teams={0: ["pasha-onelinersky", "bob-nameless"], 1: ["kelly-peril"]},
                  on={"pasha-onelinersky": ["eq-plot-armor"]}, hands={0: ["ev-desk-job"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    attempt(match, 0, "pasha-onelinersky")
    assert team(match, 0) == ["pasha-onelinersky", "bob-nameless"]
    assert "spared" in log_types(match)
    play(match, 0, {"type": "event", "card": "ev-desk-job"})  # INF, TAC, SCI: 3 Skills
    assert team(match, 0) == ["bob-nameless"] and in_discard(match, "eq-plot-armor")


def test_equipment_goes_to_the_discard_pile_with_its_killed_bearer() -> None:
    """rs-eq-fake-mustache on a Redshirt that is Killed goes to the Commander's Log
    discard pile (verb `kill`)."""
    match = table(2, teams={0: ["dana-fodder", "bob-nameless"], 1: ["kelly-peril"]},
                  on={"dana-fodder": ["eq-fake-mustache"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    attempt(match, 0, "dana-fodder")
    assert in_discard(match, "eq-fake-mustache") and in_discard(match, "dana-fodder")


def test_equipment_needs_a_redshirt_in_play() -> None:
    """rs-eq-hypo-squirter: only on a Redshirt in an Away Team; refused on one in the
    discard pile, with a readable reason."""
    match = table(2, teams={0: ["bob-nameless"], 1: ["kelly-peril"]},
                  hands={0: ["eq-hypo-squirter"]}, rs_discard=["dana-fodder"])
    refused(match, 0, {"type": "equip", "card": "eq-hypo-squirter", "rs": "dana-fodder"},
            "Equipment goes to a Redshirt in an Away Team.")
