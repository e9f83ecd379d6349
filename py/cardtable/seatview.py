"""A seat's view computed straight from a state, for bots' look-ahead.

The same fields as ``Match.view`` minus labels and log (a rule of thumb reads zones,
public facts, the window and the legal moves); used inside searches, in worlds the
searching seat sampled, so it never holds more than that world's seat may see. The
costly parts (each zone as the seat sees it, the game's public view, the window) are
computed when a rule of thumb first reads them: a guided rollout asks for a view at
every move and most rules of thumb read a few zones only.
"""

from __future__ import annotations

from typing import Any

from .engine import Game, Move, State
from .engine import window


class _Zones(dict[str, dict[str, object]]):
    """Zone name -> the zone as ``seat`` sees it, rendered on first read."""

    def __init__(self, state: State, seat: int) -> None:
        super().__init__()
        self.state, self.seat = state, seat

    def __missing__(self, name: str) -> dict[str, object]:
        rendered = self[name] = self.state.render(self.state.zones[name], self.seat)
        return rendered


class _View(dict[str, Any]):
    """The view; ``zones``, ``public`` and ``window`` made on first read."""

    def __init__(self, game: Game[Any], state: State, seat: int, fields: dict[str, Any]) -> None:
        super().__init__(fields)
        self.game, self.state, self.seat = game, state, seat

    def __missing__(self, key: str) -> Any:
        state, seat = self.state, self.seat
        if key == "zones":
            value: Any = _Zones(state, seat)
        elif key == "public":
            value = self.game.public_view(state, seat)
        elif key == "window":
            top = state.top
            value = window.public_part(top, seat) if top is not None \
                and top.kind == window.WINDOW else None
        else:
            raise KeyError(key)
        self[key] = value
        return value


def seat_view(game: Game[Any], state: State, seat: int, legal: list[Move],
              options: dict[str, Any]) -> dict[str, Any]:
    """What ``seat`` may see in ``state`` with ``legal`` its moves (no labels, no log)."""
    return _View(game, state, seat, {
        "game": game.id,
        "seat": seat,
        "players": state.players,
        "options": options,
        "to_move": game.to_move(state),
        "is_over": game.is_over(state),
        "legal": [{"move": move, "label": ""} for move in legal],
        "log_start": 0,
        "log": [],
    })
