"""What the table shows of the recent conflicts (issue 12 item 3): the records the state
keeps (``conflict_record``: each conflict step by step, from public events only, so the
same for every seat) with the log text of each step that is not a list of cards.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine import Event
from .conflict_record import GROUPED, Record
from .state import DoctorWhoState

Texts = Mapping[str, Callable[[Event], str]]

REASONS = {"river": "River Song", "angels": "Weeping Angels"}
"""Why a time token is taken during a conflict (reveal effects, DW-16)."""


def text_of(event: Event, texts: Texts) -> str:
    """The log text of ``event`` ({n} stands for seat n's name), or its type."""
    words = texts.get(str(event.get("type")))
    return words(event) if words else str(event.get("type"))


def step_view(step: dict[str, Any], texts: Texts) -> dict[str, Any]:
    """A step as shown: ``kind``, ``type`` and ``texts`` (none for the grouped kinds,
    which have ``cards``)."""
    if step["kind"] in GROUPED:
        return {"kind": step["kind"], "type": step["type"], "texts": [],
                "cards": list(step["cards"])}
    event = step["event"]
    words = text_of(event, texts)
    if step["type"] == "gain" and event.get("reason") in REASONS:
        words = f"{REASONS[event['reason']]}: {words}"
    return {"kind": step["kind"], "type": step["type"], "texts": [words]}


def conflict_view(record: Record, texts: Texts) -> dict[str, Any]:
    """A conflict as shown: its record (a copy) with the steps in words."""
    shown = dict(record)
    shown["revealed"] = {side: list(cards) for side, cards in record["revealed"].items()}
    shown["steps"] = [step_view(step, texts) for step in record["steps"]]
    shown["discarded"] = list(record["discarded"])
    shown["returned"] = list(record["returned"])
    return shown


def recent_conflicts(state: DoctorWhoState, texts: Texts) -> list[dict[str, Any]]:
    """The newest conflicts, oldest first, as :func:`conflict_record.opened` says, the
    steps with ``texts`` (none for the grouped kinds: reveal, discarded, returned)."""
    return [conflict_view(record, texts) for record in state.conflicts]
