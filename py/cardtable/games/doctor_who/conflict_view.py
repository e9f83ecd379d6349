"""What the table shows of the recent conflicts (issue 12 item 3): each conflict step by
step — the cards turned face up, time tokens paid or taken, modifiers (Silurians, Madame
Kovarian, The Pandorica, U.N.I.T., Teselecta), the two totals, who won, what was
discarded and what went back to a hand.

Built from the public part of the event log only (an event any seat could see; private
events are skipped, not redacted), so it is the same for every seat and in every world
that agrees on the public facts: a conflict is public once revealed. A conflict runs from
its ``conflict`` event to its outcome (``repelled`` with the ``tardis`` that follows, or
``held``); events in between that this module does not know (a decision taken during the
conflict) are steps of kind ``other`` with their log text. Until the outcome is logged
the conflict is ``done: false`` (a decision may be pending in the middle of it).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any

from ...engine import Event
from ...engine.zones import ALL_SEATS
from .cards import KIND
from .state import DoctorWhoState

Texts = Mapping[str, Callable[[Event], str]]

RECENT = 4
"""How many conflicts the view carries (the newest last)."""

STEP_KINDS = {
    "reveal": "reveal", "gain": "tokens", "slitheen": "tokens",
    "silurians": "modifier", "kovarian": "modifier", "pandorica": "modifier",
    "unit": "modifier", "teselecta": "modifier",
    "strengths": "totals", "repelled": "outcome", "held": "outcome", "tardis": "outcome",
    "discarded": "discarded", "back_to_hand": "returned",
}
"""Event type -> the step it belongs to; an unknown type is a step of its own ("other")."""

REASONS = {"river": "River Song", "angels": "Weeping Angels"}
"""Why a time token is taken during a conflict (reveal effects, DW-16)."""

GROUPED = ("reveal", "discarded", "returned")
"""Steps that gather the cards of consecutive events of that kind."""

ENDS = ("turn", "conflict", "game_over", "final_phase")
"""Events that never belong to a conflict: one that is still open stops before them."""


def text_of(event: Event, texts: Texts) -> str:
    """The log text of ``event`` ({n} stands for seat n's name), or its type."""
    words = texts.get(str(event.get("type")))
    return words(event) if words else str(event.get("type"))


class History:
    """The public events of a state's log, kept across ``State.clone`` (which drops the
    log: a re-dealt world for a search bot): a copy remembers the log it was copied from
    up to that moment, so a view of the copy shows the same conflicts as the original's
    (``determinized``: "a view of the copy equals the view of the original")."""

    def __init__(self, log: list[tuple[int, Event]]) -> None:
        self.log = log
        self.parent: tuple[History, int] | None = None
        """The history this one was copied from, and how many of its log entries came before."""
        self.offset = 0
        """How many log entries came before this log (the first one's place)."""

    def events(self, upto: int | None = None) -> list[tuple[int, Event]]:
        """Public events with their place in the whole log (of the first ``upto`` of this
        log's entries)."""
        out = self.parent[0].events(self.parent[1]) if self.parent else []
        log = self.log if upto is None else self.log[:upto]
        out.extend((self.offset + index, event) for index, (mask, event) in enumerate(log)
                   if mask == ALL_SEATS)
        return out

    def __deepcopy__(self, memo: dict[int, Any]) -> History:
        copied = History(copy.deepcopy(self.log, memo))
        dropped = len(self.log) - len(copied.log)
        if dropped:  # the copy's log starts afresh: remember this one's up to now
            copied.parent, copied.offset = (self, len(self.log)), self.offset + len(self.log)
        else:
            copied.parent, copied.offset = self.parent, self.offset
        return copied


def public_events(state: DoctorWhoState) -> list[tuple[int, Event]]:
    """The public events so far, with their place in the log (a copy's too)."""
    history = state.__dict__.get("conflict_history")
    if not isinstance(history, History) or history.log is not state.log:
        history = state.__dict__["conflict_history"] = History(state.log)
    return history.events()


def conflict_at(events: list[tuple[int, Event]], start: int, turn: int,
                active: int | None, texts: Texts) -> dict[str, Any]:
    """The conflict whose ``conflict`` event is ``events[start]``."""
    index, head = events[start]
    conflict: dict[str, Any] = {
        "id": index, "turn": turn, "active": active, "loc": head["loc"],
        "defender": head["seat"], "attacker": head["attacker"],
        "revealed": {"defenders": [], "enemies": []}, "steps": [],
        "defence": None, "attack": None, "outcome": None, "winner": None,
        "discarded": [], "returned": [], "tardis": False, "done": False,
    }
    steps: list[dict[str, Any]] = conflict["steps"]
    for _, event in events[start + 1:]:
        kind = str(event.get("type"))
        if kind in ENDS or (conflict["done"] and kind != "tardis"):
            break
        step = STEP_KINDS.get(kind, "other")
        card = event.get("card")
        if step in GROUPED:
            if not (steps and steps[-1]["kind"] == step):
                steps.append({"kind": step, "type": kind, "texts": [], "cards": []})
            steps[-1]["cards"].append(card)
        else:
            words = text_of(event, texts)
            if kind == "gain" and event.get("reason") in REASONS:
                words = f"{REASONS[event['reason']]}: {words}"
            steps.append({"kind": step, "type": kind, "texts": [words]})
        if kind == "reveal":
            side = "defenders" if KIND.get(str(card)) == "defender" else "enemies"
            conflict["revealed"][side].append(card)
        elif kind == "discarded":
            conflict["discarded"].append(card)
        elif kind == "back_to_hand":
            conflict["returned"].append(card)
        elif kind == "strengths":
            conflict["defence"], conflict["attack"] = event["defence"], event["attack"]
        elif kind == "tardis":
            conflict["tardis"] = True
            break
        elif kind in ("repelled", "held"):
            conflict["outcome"] = kind
            conflict["winner"] = head["seat"] if kind == "repelled" else head["attacker"]
            conflict["done"] = True
    return conflict


def recent_conflicts(state: DoctorWhoState, texts: Texts,
                     limit: int = RECENT) -> list[dict[str, Any]]:
    """The newest ``limit`` conflicts, oldest first, each as :func:`conflict_at` says:
    ``id`` (its place in the log), ``turn`` and ``active`` (the turn it happened in),
    ``loc``, ``defender``, ``attacker``, ``revealed`` (``defenders``/``enemies`` turned
    face up), ``steps`` (``kind``: reveal, tokens, modifier, totals, outcome, discarded,
    returned or other; ``type``; ``texts``, none for the grouped kinds, which have ``cards``),
    ``defence``/``attack`` (the totals), ``outcome`` ("repelled"/"held"), ``winner``
    (a seat), ``discarded``, ``returned``, ``tardis`` (a TARDIS token placed), ``done``."""
    events = public_events(state)
    starts: list[tuple[int, int, int | None]] = []
    turn, active = 0, None
    for at, (_, event) in enumerate(events):
        if event.get("type") == "turn":
            turn, active = int(event["turn"]), event["seat"]
        elif event.get("type") == "conflict":
            starts.append((at, turn, active))
    return [conflict_at(events, at, turn, active, texts) for at, turn, active in starts[-limit:]]
