"""What the view shows of a conflict (issue 12 item 3, ``conflict_view.py``): the steps in
the DW-17 order from public events only, the same for every seat."""

from __future__ import annotations

import json
from typing import Any

import cardtable
from cardtable.bots import choose_move

from .helpers import AMY, DALEKS, RIVER, ROBOFORMS, RORY, SILURIANS, STARSHIP, FILL, play, table


def conflicts(match: cardtable.Match, seat: int | None = None) -> list[dict[str, Any]]:
    return list(match.view(seat)["public"]["conflicts"])


def test_dw17_silurians_against_amy_shown_step_by_step() -> None:
    """DW-16, DW-17: River's reveal token, then the Silurians end the attack; all the cards
    are discarded and a TARDIS token goes on the location."""
    match = table(hand_0=[AMY[0], RIVER[0], *FILL[:3]],
                  attacks={STARSHIP: (1, [], [SILURIANS[0], ROBOFORMS[0]])})
    assert conflicts(match) == []
    play(match, 0, "defend", loc=STARSHIP, cards=[AMY[0], RIVER[0]])
    [shown] = conflicts(match)
    assert shown["loc"] == STARSHIP and (shown["defender"], shown["attacker"]) == (0, 1)
    assert shown["revealed"] == {"defenders": sorted([AMY[0], RIVER[0]]),
                                 "enemies": [SILURIANS[0], ROBOFORMS[0]]}
    assert [step["kind"] for step in shown["steps"]] == [
        "reveal", "tokens", "modifier", "discarded", "outcome", "outcome"]
    assert shown["steps"][1]["texts"] == ["River Song: {0} takes 1 time token."]
    assert shown["steps"][2]["type"] == "silurians"
    assert set(shown["discarded"]) == {AMY[0], RIVER[0], SILURIANS[0], ROBOFORMS[0]}
    assert shown["outcome"] == "repelled" and shown["winner"] == 0 and shown["tardis"]
    assert shown["defence"] is None and shown["done"]  # no totals: the attack failed first


def test_dw9_the_attack_holds_and_rory_goes_back_to_hand() -> None:
    match = table(hand_0=[RORY[0], *FILL[:3]], attacks={STARSHIP: (1, [], [DALEKS[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[RORY[0]])
    [shown] = conflicts(match)
    assert (shown["defence"], shown["attack"]) == (2, 4) and not shown["done"]
    play(match, 0, "decline")  # DW-G2: the losing defender is asked about Teselecta
    [shown] = conflicts(match)
    assert shown["outcome"] == "held" and shown["winner"] == 1 and not shown["tardis"]
    assert shown["returned"] == [RORY[0]] and shown["discarded"] == []
    assert [step["kind"] for step in shown["steps"]] == ["reveal", "totals", "returned", "outcome"]


def test_every_seat_sees_the_same_conflicts_and_they_are_public() -> None:
    """Seeded simple-bot matches with 3 and 4 players: every seat (and a spectator) has the
    same conflicts, at most 4, each one's cards were turned face up in public, and its
    totals decide the outcome (ties to the defenders, DW-8/DW-9)."""
    for players, seed in ((3, 8), (4, 8)):
        match = cardtable.new_match("doctor-who", players=players, seed=seed)
        seen = 0
        while not match.is_over and len(match.moves) < 250:
            seat = match.to_move()[0]
            match.play(seat, choose_move(match, seat, "simple"))
            mine = conflicts(match, None)
            assert len(mine) <= 4
            assert all(conflicts(match, s) == mine for s in range(players))
            public = {e.get("card") for e in match.state.redacted_log(None)} - {None}
            for shown in mine:
                # Only the newest may be still going: a decision (U.N.I.T., Teselecta, the
                # attacker's discard, a token taken from an empty supply) is pending in it.
                assert shown["done"] or shown is mine[-1]
                named = [*shown["revealed"]["defenders"], *shown["revealed"]["enemies"],
                         *shown["discarded"], *shown["returned"]]
                assert set(named) <= public, set(named) - public
                if shown["defence"] is not None and shown["done"]:
                    assert (shown["outcome"] == "repelled") == (shown["defence"] >= shown["attack"])
            seen = max(seen, mine[-1]["id"] if mine else 0)
            json.dumps(mine)
        assert seen, f"no conflict in {players}-player seed {seed}"
