"""A scenario per Location (``shared/cards/redshirts.md`` section 3.3): what it does to
its Away Team (Plague Moon: every team), one per team, replaced by a new one, the later
Location winning (RS-6)."""

from __future__ import annotations

import pytest

from .scenario import legal, log_types, skills, state_of, team
from .test_cards_helpers import attempt, card, in_discard, pass_round, pick, play, table

TEAMS = {0: ["tom-twinn", "gary-goner", "kelly-peril", "karuk-honorbound"],
         1: ["hugh-mann", "sprocket-tinsley"]}
PRINTED = {"tom-twinn": {"SCI", "ENG"}, "gary-goner": {"TAC", "ENG"}, "kelly-peril": {"INF"},
           "karuk-honorbound": {"DIP"}, "hugh-mann": {"MED", "DIP"},
           "sprocket-tinsley": {"SCI", "ENG"}}


@pytest.mark.parametrize("location,expected", [
    ("rs-loc-strange-energy-field",
     {"tom-twinn": set(), "gary-goner": {"TAC"}, "kelly-peril": {"INF"}}),
    ("rs-loc-planet-of-suspicious-women",  # male lose TAC, female gain DIP
     {"gary-goner": {"ENG"}, "kelly-peril": {"INF", "DIP"}, "tom-twinn": {"SCI", "ENG"}}),
    ("rs-loc-same-rocky-desert",
     {"tom-twinn": {"SCI", "ENG", "TAC"}, "kelly-peril": {"INF", "TAC"}}),
    ("rs-loc-krogg-feast",  # Krogg gain TAC; others lose DIP
     {"karuk-honorbound": {"DIP", "TAC"}, "kelly-peril": {"INF"}, "gary-goner": {"TAC", "ENG"}}),
    ("rs-loc-logitian-temple",  # gain SCI, lose TAC
     {"gary-goner": {"SCI", "ENG"}, "kelly-peril": {"INF", "SCI"}}),
    ("rs-loc-goatee-universe",  # gain INF, lose DIP
     {"karuk-honorbound": {"INF"}, "tom-twinn": {"SCI", "ENG", "INF"}}),
    ("rs-loc-sickbay", {"kelly-peril": {"INF", "MED"}, "karuk-honorbound": {"DIP", "MED"}}),
    ("rs-loc-creaky-derelict", {"kelly-peril": {"INF", "ENG"}, "tom-twinn": {"SCI", "ENG"}}),
])
def test_location_changes_only_its_own_team(location: str, expected: dict[str, set[str]]) -> None:
    """rs-loc-strange-energy-field, rs-loc-planet-of-suspicious-women,
    rs-loc-same-rocky-desert, rs-loc-krogg-feast, rs-loc-logitian-temple,
    rs-loc-goatee-universe, rs-loc-sickbay, rs-loc-creaky-derelict: STATIC steps on
    each_rs(this_team) — the listed Skills on seat 0's team, the other team untouched."""
    match = table(2, teams=TEAMS, hands={1: [location]}, active=1)
    assert {m["team"] for m in legal(match, 1, "location")} == {0, 1}
    play(match, 1, {"type": "location", "card": location, "team": 0})
    assert state_of(match).location[0].cards == [card(location)]
    for rs, want in expected.items():
        assert skills(match, rs) == want, rs
    for rs in TEAMS[1]:
        assert skills(match, rs) == PRINTED[rs], rs


def test_krogg_feast_gives_diplomacy_loss_to_non_krogg_only() -> None:
    """rs-loc-krogg-feast: Hugh Mann (Human) loses DIP; Ka'Ruk (Krogg) keeps it."""
    match = table(2, teams={0: ["hugh-mann", "karuk-honorbound"], 1: ["kelly-peril"]},
                  locations={0: "loc-krogg-feast"})
    assert skills(match, "hugh-mann") == {"MED"}
    assert skills(match, "karuk-honorbound") == {"DIP", "TAC"}


def test_plague_moon_reaches_every_team() -> None:
    """rs-loc-plague-moon: STATIC: remove_skill(each_rs(all_teams), MED, while) — on seat
    1's team, every team's Redshirts lose MED; replaced, it stops everywhere."""
    match = table(3, teams={0: ["dana-fodder"], 1: ["hugh-mann"], 2: ["tina-toast"]},
                  hands={0: ["loc-plague-moon", "loc-creaky-derelict"]})
    play(match, 0, {"type": "location", "card": "loc-plague-moon", "team": 1})
    assert skills(match, "dana-fodder") == set() and skills(match, "hugh-mann") == {"DIP"}
    assert skills(match, "tina-toast") == {"ENG"}
    play(match, 0, {"type": "location", "card": "loc-creaky-derelict", "team": 1})
    assert in_discard(match, "loc-plague-moon")
    assert skills(match, "dana-fodder") == {"MED"} and skills(match, "tina-toast") == {"MED", "ENG"}


def test_the_later_location_wins_whichever_it_is() -> None:
    """rs-loc-sickbay after rs-loc-plague-moon: Sickbay's team has MED again (the later
    Location, RS-6); other teams still lose it. The other order is in test_rules (RS-6)."""
    match = table(2, teams={0: ["kelly-peril"], 1: ["dana-fodder"]},
                  locations={1: "loc-plague-moon"}, hands={0: ["loc-sickbay"]})
    assert skills(match, "dana-fodder") == set() and skills(match, "kelly-peril") == {"INF"}
    play(match, 0, {"type": "location", "card": "loc-sickbay", "team": 0})
    assert skills(match, "kelly-peril") == {"INF", "MED"} and skills(match, "dana-fodder") == set()


def test_one_location_per_team_a_new_one_discards_the_old() -> None:
    """rs-loc-same-rocky-desert replaced by rs-loc-logitian-temple: the old card goes to
    the discard pile and its effect ends; the other team's Location stays."""
    match = table(2, teams={0: ["kelly-peril"], 1: ["dana-fodder"]},
                  locations={0: "loc-same-rocky-desert", 1: "loc-sickbay"},
                  hands={0: ["loc-logitian-temple"]})
    assert skills(match, "kelly-peril") == {"INF", "TAC"}
    play(match, 0, {"type": "location", "card": "loc-logitian-temple", "team": 0})
    assert state_of(match).location[0].cards == [card("loc-logitian-temple")]
    assert in_discard(match, "loc-same-rocky-desert") and "location_gone" in log_types(match)
    assert skills(match, "kelly-peril") == {"INF", "SCI"}
    assert state_of(match).location[1].cards == [card("loc-sickbay")]


def test_a_location_reaches_a_newcomer_on_arrival() -> None:
    """rs-loc-goatee-universe: a Redshirt drawn into the team gains INF, loses DIP."""
    match = table(2, teams={0: ["kelly-peril"], 1: ["dana-fodder"]},
                  locations={1: "loc-goatee-universe"}, hands={0: ["ev-new-recruits"]},
                  rs_deck=["hugh-mann"])
    play(match, 0, {"type": "event", "card": "ev-new-recruits"})
    assert team(match, 1) == ["dana-fodder", "hugh-mann"]
    assert skills(match, "hugh-mann") == {"MED", "INF"}


def test_a_location_played_in_modify_decides_the_attempt() -> None:
    """rs-loc-planet-of-suspicious-women played by another seat on the attempting
    player's team during Modify: a female attempting Negotiate gains DIP and succeeds."""
    match = table(3, teams={0: ["dana-fodder"], 1: ["jimmy-expendable"], 2: ["bob-nameless"]},
                  hands={2: ["loc-planet-of-suspicious-women"]},
                  missions={0: "mis-negotiate-with-the-overlord"}, rs_deck=["tom-twinn"])
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    play(match, 1, {"type": "pass"})
    play(match, 2, {"type": "location", "card": "loc-planet-of-suspicious-women", "team": 0})
    pass_round(match)
    assert team(match, 0) == ["dana-fodder", "tom-twinn"]


def test_holo_rec_room_forbids_kills_in_its_team_not_discards() -> None:
    """rs-loc-holo-rec-room: STATIC: forbid(each_rs(this_team), be_killed) — a failed
    Negotiate spares; Make First Contact's Discard still works; other teams unprotected."""
    spared = table(2, teams={0: ["dana-fodder"], 1: ["kelly-peril"]},
                   locations={0: "loc-holo-rec-room"},
                   missions={0: "mis-negotiate-with-the-overlord"})
    attempt(spared, 0, "dana-fodder")
    assert team(spared, 0) == ["dana-fodder"] and "spared" in log_types(spared)
    gone = table(2, teams={0: ["dana-fodder"], 1: ["kelly-peril"]},
                 locations={0: "loc-holo-rec-room"}, missions={0: "mis-make-first-contact"})
    attempt(gone, 0, "dana-fodder")
    assert team(gone, 0) == []
    elsewhere = table(2, teams={0: ["dana-fodder"], 1: ["kelly-peril"]},
                      locations={1: "loc-holo-rec-room"},
                      missions={0: "mis-negotiate-with-the-overlord"})
    attempt(elsewhere, 0, "dana-fodder")
    assert team(elsewhere, 0) == []


def test_a_location_yields_to_an_active_ability() -> None:
    """rs-loc-strange-energy-field (layer 3) yields to an active ability (layer 4):
    Seldok Stoic lends SCI through the field (RS-6)."""
    match = table(2, teams={0: ["seldok-stoic", "kelly-peril"], 1: ["dana-fodder"]},
                  locations={0: "loc-strange-energy-field"})
    assert skills(match, "seldok-stoic") == {"DIP"}
    play(match, 0, {"type": "ability", "rs": "seldok-stoic"})
    pick(match, 0, rs=card("kelly-peril"))
    pick(match, 0, skill="SCI")
    assert skills(match, "kelly-peril") == {"INF", "SCI"}
