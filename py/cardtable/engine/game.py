"""The unchanging definition of a game: rules as methods over a :class:`State`."""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod
from typing import Any

from ..errors import BadOptions
from .state import Event, State

Move = dict[str, Any]


def lead_values(points: list[float], *, scale: float) -> list[float]:
    """Map each seat's lead over its best rival to (0, 1) with a logistic of width ``scale``."""
    values = []
    for seat, mine in enumerate(points):
        rival = max(p for other, p in enumerate(points) if other != seat)
        values.append(1.0 / (1.0 + math.exp(-(mine - rival) / scale)))
    return values


class Game(ABC):
    """A game's rules. One instance serves every match of that game.

    Subclasses set the class attributes and implement the abstract methods.
    ``apply`` is only ever called with a move taken from ``legal_moves``.
    """

    id: str
    name: str
    min_players: int
    max_players: int
    options_schema: list[dict[str, Any]] = []
    """Lobby options: ``{"id", "label", "type": "int", "min", "max", "default"}``,
    optionally ``"choices": [...]`` (the allowed values, shown as a list; each a value
    or ``{"value", "label"}`` to name it in words) and ``"hint"`` (a sentence shown under
    the field)."""

    # -- set-up -----------------------------------------------------------
    def check_options(self, players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """Options with defaults filled in; raises ``BadOptions`` for bad ones."""
        if not isinstance(players, int) or isinstance(players, bool) \
                or not self.min_players <= players <= self.max_players:
            raise BadOptions(f"{self.name} is played by {self.min_players} to "
                             f"{self.max_players} players, not {players!r}.")
        given = dict(options or {})
        result: dict[str, Any] = {}
        for spec in self.options_schema:
            value = given.pop(spec["id"], spec["default"])
            choices = [c["value"] if isinstance(c, dict) else c for c in spec.get("choices", [])]
            if not isinstance(value, int) or isinstance(value, bool) \
                    or not spec["min"] <= value <= spec["max"] \
                    or value not in (choices or [value]):
                allowed = ", ".join(map(str, choices)) or f"{spec['min']} to {spec['max']}"
                raise BadOptions(f"{spec['label']} must be one of: {allowed}.")
            result[spec["id"]] = value
        if given:
            raise BadOptions(f"Unknown option(s) for {self.name}: {', '.join(sorted(given))}.")
        return result

    def variants(self) -> list[tuple[int, dict[str, Any]]]:
        """Every (players, options) set-up worth testing; games with modes extend it."""
        return [(n, {}) for n in range(self.min_players, self.max_players + 1)]

    @abstractmethod
    def new_state(self, players: int, options: dict[str, Any], rng: random.Random) -> State:
        """A freshly dealt match."""

    # -- play -------------------------------------------------------------
    @abstractmethod
    def to_move(self, state: State) -> list[int]:
        """Seats that must decide now; empty when the match is over."""

    @abstractmethod
    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """Every move ``seat`` may make now (empty if it is not to move)."""

    @abstractmethod
    def apply(self, state: State, seat: int, move: Move) -> None:
        """Carry out a legal move, logging events."""

    def why_illegal(self, state: State, seat: int, move: Move) -> str | None:
        """A specific reason a move is refused, or None for the generic one."""
        return None

    # -- results and presentation -----------------------------------------
    @abstractmethod
    def is_over(self, state: State) -> bool:
        """True once the match has ended."""

    @abstractmethod
    def result(self, state: State) -> dict[str, Any]:
        """``{"scores": [...], "winners": [...]}`` (winners empty while playing)."""

    @abstractmethod
    def public_view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Game-specific view fields for ``seat``; never anything it may not see."""

    @abstractmethod
    def describe_move(self, state: State, seat: int, move: Move) -> str:
        """A button label for a legal move; ``{n}`` stands for seat n's name."""

    @abstractmethod
    def describe_event(self, event: Event) -> str:
        """Log text for a (possibly redacted) event; ``{n}`` stands for seat n's name."""

    def heuristic(self, view: dict[str, Any], legal: list[Move]) -> list[float] | None:
        """Scores for ``legal`` (higher is better) from a seat's view, for the simple bot."""
        return None

    def greedy(self, view: dict[str, Any], legal: list[Move]) -> list[float] | None:
        """Scores for ``legal`` from a seat's view for the greedy baseline bot: advance
        your own position now, never anyone else's loss (None: the game has none)."""
        return None

    def rollout_move(self, state: State, seat: int, legal: list[Move],
                     rng: random.Random) -> Move:
        """The move a search bot's rollout plays (default: uniformly random)."""
        return legal[rng.randrange(len(legal))]

    def evaluate(self, state: State) -> list[float]:
        """Each seat's prospects in [0, 1] (1 = surely wins), for search bots.

        The default reads the scores: a finished match gives 1 to winners; otherwise
        a seat's value grows with its lead over the best other seat.
        """
        result = self.result(state)
        scores = result["scores"]
        if self.is_over(state):
            return [1.0 if seat in result["winners"] else 0.0 for seat in range(len(scores))]
        return lead_values([float(score) for score in scores], scale=5.0)

    def card_catalog(self) -> dict[str, dict[str, Any]]:
        """Static data of every card id, for display."""
        return {}
