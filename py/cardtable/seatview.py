"""A seat's view computed straight from a state, for bots' look-ahead.

The same fields as ``Match.view`` minus labels and log (a rule of thumb reads zones,
public facts, the window and the legal moves); used inside searches, in worlds the
searching seat sampled, so it never holds more than that world's seat may see.
"""

from __future__ import annotations

from typing import Any

from .engine import Game, Move, State
from .engine import window


def seat_view(game: Game[Any], state: State, seat: int, legal: list[Move],
              options: dict[str, Any]) -> dict[str, Any]:
    """What ``seat`` may see in ``state`` with ``legal`` its moves (no labels, no log)."""
    top = state.top
    return {
        "game": game.id,
        "seat": seat,
        "players": state.players,
        "options": options,
        "to_move": game.to_move(state),
        "is_over": game.is_over(state),
        "zones": {name: state.render(zone, seat) for name, zone in state.zones.items()},
        "public": game.public_view(state, seat),
        "legal": [{"move": move, "label": ""} for move in legal],
        "window": window.public_part(top, seat) if top is not None
        and top.kind == window.WINDOW else None,
        "log_start": 0,
        "log": [],
    }
