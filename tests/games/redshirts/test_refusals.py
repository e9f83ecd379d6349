"""A refused Redshirts move says why in the card's own terms (refusals.py), changes
nothing, and never names a card the mover cannot see."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable import IllegalMove, Match

from .scenario import card, play, table

NEGOTIATE = "mis-negotiate-with-the-overlord"  # no Prerequisite, needs DIP
SLIME = "mis-poke-this-slime"  # Prerequisite: Science
TEAMS = {0: ["dana-fodder", "bob-nameless"], 1: ["milo-beamsworth"], 2: ["hugh-mann"]}


def refusal(match: Match, seat: int, move: dict[str, Any]) -> str:
    """The refusal's text; the match is unchanged by it."""
    before = json.dumps(match.view(seat), sort_keys=True)
    with pytest.raises(IllegalMove) as refused:
        match.play(seat, move)
    assert json.dumps(match.view(seat), sort_keys=True) == before
    return str(refused.value)


def test_an_event_played_out_of_its_timing_names_the_timing() -> None:
    """Shore Leave only on your turn; He's Dead, Jim. only during Modify the Attempt."""
    match = table(3, teams=TEAMS, hands={0: ["ev-hes-dead-jim"], 1: ["ev-shore-leave"]},
                  missions={0: NEGOTIATE})
    assert refusal(match, 0, {"type": "event", "card": card("ev-hes-dead-jim")}) == \
        "He's Dead, Jim. can be played only during Modify the Attempt."
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    assert refusal(match, 1, {"type": "event", "card": card("ev-shore-leave")}) == \
        "Shore Leave can be played only on your turn."


def test_a_card_not_in_the_hand_is_named_as_such_whoever_holds_it() -> None:
    """Seat 0 names a card seat 1 holds: the answer is the same as for a card nobody
    holds ("not in your hand"), so a refusal cannot be used to find another's cards."""
    held = table(3, teams=TEAMS, hands={1: ["ev-shore-leave"]})
    nowhere = table(3, teams=TEAMS, hands={})
    move = {"type": "event", "card": card("ev-shore-leave")}
    assert refusal(held, 0, move) == refusal(nowhere, 0, move) == "Shore Leave is not in your hand."
    assert refusal(held, 0, {"type": "event", "card": "no-such-card#1"}) == "There is no such card."


def test_a_card_played_as_the_wrong_kind_and_misdirected_equipment() -> None:
    match = table(3, teams=TEAMS, hands={0: ["eq-ray-gun", "ev-shore-leave"]})
    assert refusal(match, 0, {"type": "event", "card": card("eq-ray-gun")}) == \
        "Ray Gun (Set to Stun, Probably) is not an Event card."
    assert refusal(match, 0, {"type": "equip", "card": card("eq-ray-gun"), "rs": card("tom-twinn")}) == \
        "Equipment goes to a Redshirt in an Away Team."


def test_a_mission_is_assigned_in_your_turn_to_a_player_without_one() -> None:
    match = table(3, teams=TEAMS, hands={0: [SLIME], 1: [NEGOTIATE]}, missions={2: "mis-kielbasa-maroon"})
    assert refusal(match, 0, {"type": "assign", "card": card(SLIME), "to": 2}) == \
        "That player already has a Mission: a player holds one at a time."


def test_abilities_and_attempts_say_what_is_missing() -> None:
    """Milo's ability is for Modify the Attempt only; a Zapped Redshirt cannot attempt;
    one without the Prerequisite is told so; with no Mission there is nothing to attempt."""
    match = table(3, active=1, teams=TEAMS, missions={1: SLIME}, zapped=["milo-beamsworth"])
    assert refusal(match, 1, {"type": "ability", "rs": card("milo-beamsworth")}) == \
        "Milo Beamsworth is Zapped: its ability can be used again once it is UnZapped."
    fresh = table(3, active=1, teams=TEAMS, missions={1: SLIME})
    assert refusal(fresh, 1, {"type": "ability", "rs": card("milo-beamsworth")}) == \
        "Milo Beamsworth's ability can be used only during Modify the Attempt."
    assert refusal(fresh, 1, {"type": "attempt", "rs": card("milo-beamsworth")}) == \
        "Milo Beamsworth does not have the Mission's Prerequisite now."
    assert refusal(fresh, 1, {"type": "attempt", "rs": card("dana-fodder")}) == \
        "Only a Redshirt in your own Away Team can attempt your Mission."
    idle = table(3, teams=TEAMS)
    assert refusal(idle, 0, {"type": "attempt", "rs": card("dana-fodder")}) == "You have no Mission to attempt."
    assert refusal(match, 1, {"type": "ability", "rs": card("dana-fodder")}) == \
        "Only an ability of a Redshirt in your own Away Team can be used."
