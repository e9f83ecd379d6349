"""The unchanging definition of a game: rules as methods over a :class:`State`."""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ..errors import BadOptions
from .frames import Frame
from .state import Event, State

Move = dict[str, Any]
S = TypeVar("S", bound=State)


@dataclass(frozen=True)
class Decision(Generic[S]):
    """How one kind of frame is decided: the legal moves of a seat it asks, and what a
    move does (pop the frame, push others, move cards...)."""

    legal: Callable[[S, Frame, int], list[Move]]
    apply: Callable[[S, Frame, int, Move], None]


EventText = Callable[[Event], str]
"""Log text for one event type (``{n}`` stands for seat n's name)."""


def lead_values(points: list[float], *, scale: float) -> list[float]:
    """Map each seat's lead over its best rival to (0, 1) with a logistic of width ``scale``."""
    values = []
    for seat, mine in enumerate(points):
        rival = max(p for other, p in enumerate(points) if other != seat)
        values.append(1.0 / (1.0 + math.exp(-(mine - rival) / scale)))
    return values



def one_stop(text: str) -> str:
    """``text`` without a full stop doubling the stop of a name it ends with
    ("{0} plays Red Alert!." -> "{0} plays Red Alert!"); an ellipsis stays."""
    doubled = len(text) > 2 and text[-1] == "." and text[-2] in ".!?" and text[-3] != "."
    return text[:-1] if doubled else text


class Game(ABC, Generic[S]):
    """A game's rules over its state type ``S``. One instance serves every match.

    Subclasses set the class attributes, ``decisions`` (a handler per frame kind) and
    ``event_texts`` (log text per event type), and implement the abstract methods.
    ``to_move``, ``legal_moves`` and ``apply`` read the state's top frame; ``apply`` is
    only ever called with a concrete move matching ``legal_moves``.
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
    bot_notes: dict[str, str] = {}
    """What a bot kind does in this game, for the lobby ("simple": its rule of thumb,
    "hard": how it fares), where the general words would not fit."""

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
    def new_state(self, players: int, options: dict[str, Any], rng: random.Random) -> S:
        """A freshly dealt match."""

    # -- play -------------------------------------------------------------
    decisions: Mapping[str, Decision[S]] = {}
    """The handler of each frame kind (games build it in ``__init__``)."""

    def to_move(self, state: S) -> list[int]:
        """Seats that must decide now (the top frame's); empty when the match is over."""
        top = state.top
        return list(top.seats) if top is not None else []

    def legal_moves(self, state: S, seat: int) -> list[Move]:
        """Every move ``seat`` may make now (empty if it is not to move); a choose-k
        template (``choose.py``) stands for all its concrete moves."""
        top = state.top
        if top is None or seat not in top.seats:
            return []
        return self.decisions[top.kind].legal(state, top, seat)

    def apply(self, state: S, seat: int, move: Move) -> None:
        """Carry out a legal concrete move, logging events."""
        top = state.top
        assert top is not None
        self.decisions[top.kind].apply(state, top, seat, move)

    def why_illegal(self, state: S, seat: int, move: Move) -> str | None:
        """A specific reason a move is refused, or None for the generic one."""
        return None

    # -- results and presentation -----------------------------------------
    def is_over(self, state: S) -> bool:
        """True once the match has ended (no decision is pending)."""
        return state.top is None

    @abstractmethod
    def result(self, state: S) -> dict[str, Any]:
        """``{"scores": [...], "winners": [...]}`` (winners empty while playing)."""

    @abstractmethod
    def public_view(self, state: S, seat: int | None) -> dict[str, Any]:
        """Game-specific view fields for ``seat``; never anything it may not see."""

    @abstractmethod
    def describe_move(self, state: S, seat: int, move: Move) -> str:
        """A button label for a legal move; ``{n}`` stands for seat n's name."""

    event_texts: Mapping[str, EventText] = {}
    """Log text per event type: every type a game emits has one (the playouts check)."""

    def describe_event(self, event: Event) -> str:
        """Log text for a (possibly redacted) event; ``{n}`` stands for seat n's name.
        Raises ``KeyError`` for an event type with no text (a bug). A sentence ending
        in a card name that has its own stop ("U.N.I.T.", "Red Alert!") gets no second."""
        return one_stop(self.event_texts[event["type"]](event))

    def card_family(self, card: str) -> str:
        """The family a card is re-dealt within (default: one family for all)."""
        return ""

    def world_ok(self, state: S) -> bool:
        """False for a re-dealt world the rules could not reach (default: all are)."""
        return True

    def determinize(self, state: S, seat: int | None, rng: random.Random) -> S:
        """A world consistent with what ``seat`` knows, re-dealt within card families."""
        return state.determinized(seat, rng, family=self.card_family, valid=self.world_ok)

    def sample_world(self, state: S, seat: int | None, rng: random.Random) -> S:
        """A whole world for a search bot of ``seat``: :meth:`determinize`'s re-dealt
        cards, and anything else ``seat`` does not know (a game with sealed choices
        re-makes them; by default there is nothing else)."""
        return self.determinize(state, seat, rng)

    def heuristic(self, view: dict[str, Any], legal: list[Move]) -> list[float] | None:
        """Scores for ``legal`` (higher is better) from a seat's view, for the simple bot."""
        return None

    def search_candidates(self, view: dict[str, Any], legal: list[Move]) -> list[Move]:
        """The moves a search bot considers at its root (default: every legal move; a
        game with wide, mostly pointless choices may keep the plausible ones: the
        same list object means no pruning)."""
        return legal

    def greedy(self, view: dict[str, Any], legal: list[Move]) -> list[float] | None:
        """Scores for ``legal`` from a seat's view for the greedy baseline bot: advance
        your own position now, never anyone else's loss (None: the game has none)."""
        return None

    def rollout_move(self, state: S, seat: int, legal: list[Move],
                     rng: random.Random) -> Move:
        """The move a search bot's rollout plays (default: uniformly random)."""
        return legal[rng.randrange(len(legal))]

    def evaluate(self, state: S) -> list[float]:
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
