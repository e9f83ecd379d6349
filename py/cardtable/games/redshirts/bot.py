"""Redshirts' bot knowledge: the simple bot's rule of thumb and the search bots'
evaluation (fewer Redshirts is better)."""

from __future__ import annotations

from typing import Any

from ...engine import Move
from ...engine.game import lead_values
from .state import RedshirtsState


def heuristic(view: dict[str, Any], legal: list[Move]) -> list[float]:
    """Placeholder rule of thumb: attempt, then end."""
    order = {"attempt": 5.0, "assign": 3.0, "end": 1.0, "pass": 1.0, "done": 1.0}
    return [order.get(move["type"], 0.5) for move in legal]


def evaluate(state: RedshirtsState) -> list[float]:
    """Fewer Redshirts is better."""
    return lead_values([-float(len(zone.cards)) for zone in state.team], scale=1.5)
