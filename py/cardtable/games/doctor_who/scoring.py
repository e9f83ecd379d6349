"""Scoring (DW-13): VP of your own locations with no enemies on them, plus VP of the
locations that carry your DALEK token; a location with Shadow Proclamation in its
attack scores for no one. Starting locations score like any other (DW-20)."""

from __future__ import annotations

from typing import Any

from .cards import SHADOW, cid, vp
from .state import DoctorWhoState


def breakdown(state: DoctorWhoState) -> list[dict[str, Any]]:
    """Per seat: ``own`` (unattacked own locations), ``captured`` (locations under the
    seat's DALEK token), ``total``, and the locations behind each. Reads public facts
    only: a face-down Shadow Proclamation counts once it is turned up (all enemy cards
    are turned up when the match ends, DW-G7)."""
    rows: list[dict[str, Any]] = [{"own": 0, "captured": 0, "total": 0, "own_locs": [],
                                   "captured_locs": []} for _ in range(state.players)]
    for seat in range(state.players):
        for loc in state.locations(seat):
            attacker = state.attacker.get(loc)
            if attacker is None:
                rows[seat]["own"] += vp(loc)
                rows[seat]["own_locs"].append(loc)
            elif not any(cid(c) == SHADOW for c in state.enemies_up(loc)):
                rows[attacker]["captured"] += vp(loc)
                rows[attacker]["captured_locs"].append(loc)
    for row in rows:
        row["total"] = row["own"] + row["captured"]
    return rows


def scores(state: DoctorWhoState) -> list[int]:
    return [int(row["total"]) for row in breakdown(state)]
