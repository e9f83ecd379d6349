"""Core turn and attempt flow (RS-3, RS-4, RS-5) through the scenario helper."""

from __future__ import annotations

from .scenario import card, pass_round, phase, play, skills, state_of, table, team


def test_rs5_attempt_fails_and_kills_the_redshirt_then_turn_ends() -> None:
    match = table(3, teams={0: ["dana-fodder", "bob-nameless"], 1: ["jimmy-expendable"],
                            2: ["kelly-peril"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    assert phase(match) == "modify"
    assert match.to_move() == [1]  # RS-5: from the next player
    pass_round(match)
    assert team(match, 0) == ["bob-nameless"]
    assert phase(match) == "turn"
    play(match, 0, {"type": "end"})
    assert state_of(match).active == 1


def test_rs5_modify_push_to_success_with_equipment() -> None:
    match = table(3, teams={0: ["dana-fodder"], 1: ["jimmy-expendable"], 2: ["kelly-peril"]},
                  hands={1: ["eq-universal-translator"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    play(match, 1, {"type": "equip", "card": "eq-universal-translator", "rs": "dana-fodder"})
    assert skills(match, "dana-fodder") == {"MED", "DIP"}
    assert phase(match) == "modify" and match.to_move() == [2]  # no ability: the go is over
    pass_round(match)
    assert len(team(match, 0)) == 2  # success: drew a Redshirt
    assert card("dana-fodder") in state_of(match).team[0].cards
