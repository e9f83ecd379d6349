"""The recent conflicts as public facts, kept in the state (``DoctorWhoState.conflicts``)
while their events are logged: each conflict step by step — the cards turned face up,
time tokens paid or taken, modifiers (Silurians, Madame Kovarian, The Pandorica,
U.N.I.T., Teselecta), the two totals, who won, what was discarded and what went back to
a hand. ``conflict_view`` puts them into words.

Only events logged to every seat feed a record, so it is the same for every seat and in
every world that agrees on the public facts (a conflict is public once revealed), and a
clone keeps it though its log starts empty. A conflict runs from its ``conflict`` event
to its outcome (``repelled`` with the ``tardis`` that follows, or ``held``); events in
between that this module does not know (a decision taken during the conflict) are steps
of kind ``other``, their event kept for its log text. Until the outcome is logged the
conflict is ``done: false`` (a decision may be pending in the middle of it).
"""

from __future__ import annotations

from typing import Any

from ...engine import Event
from .cards import KIND

Record = dict[str, Any]
"""One conflict: plain data (see :func:`opened`)."""

RECENT = 4
"""How many conflicts the state keeps (the newest last)."""

STEP_KINDS = {
    "reveal": "reveal", "gain": "tokens", "slitheen": "tokens",
    "silurians": "modifier", "kovarian": "modifier", "pandorica": "modifier",
    "unit": "modifier", "teselecta": "modifier",
    "strengths": "totals", "repelled": "outcome", "held": "outcome", "tardis": "outcome",
    "discarded": "discarded", "back_to_hand": "returned",
}
"""Event type -> the step it belongs to; an unknown type is a step of its own ("other")."""

GROUPED = ("reveal", "discarded", "returned")
"""Steps that gather the cards of consecutive events of that kind."""

ENDS = ("turn", "conflict", "game_over", "final_phase")
"""Events that never belong to a conflict: one that is still open stops before them."""


def opened(event: Event, place: int, turn: int, active: int | None) -> Record:
    """The record of the conflict that the ``conflict`` event at ``place`` in the whole
    log starts (its ``id``), in turn ``turn`` of seat ``active``: ``loc``, ``defender``,
    ``attacker``, ``revealed`` (``defenders``/``enemies`` turned face up), ``steps``
    (``kind``, ``type``, and ``cards`` for the grouped kinds or the ``event``),
    ``defence``/``attack`` (the totals), ``outcome`` ("repelled"/"held"), ``winner``
    (a seat), ``discarded``, ``returned``, ``tardis`` (a TARDIS token placed), ``done``."""
    return {
        "id": place, "turn": turn, "active": active, "loc": event["loc"],
        "defender": event["seat"], "attacker": event["attacker"],
        "revealed": {"defenders": [], "enemies": []}, "steps": [],
        "defence": None, "attack": None, "outcome": None, "winner": None,
        "discarded": [], "returned": [], "tardis": False, "done": False,
    }


def keep(conflicts: list[Record], record: Record) -> None:
    """Add a new conflict, forgetting all but the newest ``RECENT``."""
    conflicts.append(record)
    del conflicts[:-RECENT]


def take(record: Record, event: Event) -> bool:
    """Add a public event logged after the conflict's others to ``record`` if it is part
    of the conflict; returns whether the conflict takes later events too."""
    kind = str(event.get("type"))
    if kind in ENDS or (record["done"] and kind != "tardis"):
        return False
    step = STEP_KINDS.get(kind, "other")
    steps: list[dict[str, Any]] = record["steps"]
    card = event.get("card")
    if step in GROUPED:
        if not (steps and steps[-1]["kind"] == step):
            steps.append({"kind": step, "type": kind, "cards": []})
        steps[-1]["cards"].append(card)
    else:
        steps.append({"kind": step, "type": kind, "event": event})
    if kind == "reveal":
        side = "defenders" if KIND.get(str(card)) == "defender" else "enemies"
        record["revealed"][side].append(card)
    elif kind == "discarded":
        record["discarded"].append(card)
    elif kind == "back_to_hand":
        record["returned"].append(card)
    elif kind == "strengths":
        record["defence"], record["attack"] = event["defence"], event["attack"]
    elif kind == "tardis":
        record["tardis"] = True
        return False
    elif kind in ("repelled", "held"):
        record["outcome"] = kind
        record["winner"] = record["defender"] if kind == "repelled" else record["attacker"]
        record["done"] = True
    return True
