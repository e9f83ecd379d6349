"""A match: a game, its set-up, its seeded state and the moves played so far."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..errors import BadOptions, IllegalMove
from . import choose, window
from .game import Game, Move
from .state import Event, Oracle, State, redact
from .zones import mask_allows

RECORD_FORMAT = "cardtable-record"
RECORD_VERSION = 1
MAX_SEED = 2**53 - 1  # the largest integer JavaScript holds exactly


class CountingRandom(random.Random):
    """The match's RNG: the very numbers of ``random.Random``, with its draws counted
    (a move that drew any involved chance: it cannot be taken back)."""

    draws = 0

    def random(self) -> float:
        self.draws += 1
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        self.draws += 1
        return super().getrandbits(k)


@dataclass(frozen=True)
class MoveFacts:
    """What a move did beyond its own choice, recorded when it was played (for undo)."""

    random: bool
    """It consumed randomness (a shuffle, a random card): the match RNG moved."""
    revealed: bool
    """A card face reached a seat that had not seen it where it was (a draw, a card
    played face up, a card handed to another player)."""
    hid: bool
    """A card went where the mover cannot see it."""


FACTS = {(moved, revealed, hid): MoveFacts(moved, revealed, hid)
         for moved in (False, True) for revealed in (False, True) for hid in (False, True)}
"""The eight possible facts, made once (they are immutable)."""


class Match:
    """The public face of one match. Every value in or out is JSON-able.

    ``play`` checks a move against ``legal_moves`` at one choke point; an
    illegal move raises ``IllegalMove`` and changes nothing.
    """

    def __init__(self, game: Game[Any], *, players: int, seed: int,
                 options: dict[str, Any] | None = None, oracle: Oracle | None = None) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise BadOptions(f"The seed must be a whole number from 0 to {MAX_SEED}.")
        self.game = game
        self.players = players
        self.options = game.check_options(players, options)
        self.seed = seed
        rng = CountingRandom(seed)
        if oracle is not None:
            rng.oracle = oracle  # type: ignore[attr-defined]  # read by State.__init__
        self.state: State = game.new_state(players, self.options, rng)
        self.moves: list[tuple[int, Move]] = []
        self.facts: list[MoveFacts] = []
        """Per move played, what it did (parallel to ``moves``)."""
        self._legal: tuple[int, int, list[Move]] | None = None
        self.version = 0
        """Bumped by every change of the state (a move played, a move taken back)."""
        self._views: dict[tuple[int | None, int | None], tuple[tuple[int, int, int], dict[str, Any]]] = {}
        """The last view computed per (seat, log_limit), with the version it shows."""

    # -- asking -----------------------------------------------------------
    @property
    def is_over(self) -> bool:
        """True once the match has ended."""
        return self.game.is_over(self.state)

    def to_move(self) -> list[int]:
        """Seats that must decide now; empty when the match is over."""
        return self.game.to_move(self.state)

    def legal_moves(self, seat: int) -> list[Move]:
        """Every move ``seat`` may make now. Do not mutate the returned dicts."""
        cached = self._legal
        if cached is not None and cached[0] == len(self.moves) and cached[1] == seat:
            return list(cached[2])
        moves = self.game.legal_moves(self.state, seat)
        self._legal = (len(self.moves), seat, moves)
        return list(moves)

    def result(self) -> dict[str, Any]:
        """``{"scores": [...], "winners": [...]}``; winners stay empty until the end."""
        return self.game.result(self.state)

    # -- acting -----------------------------------------------------------
    def play(self, seat: int, move: Move) -> list[Event]:
        """Make a move for ``seat``; returns the new events as that seat sees them
        (without log text: ``describe_events`` adds it).

        Raises ``IllegalMove`` (state unchanged) for anything not legal now.
        """
        cached = self._legal
        if cached is None or cached[0] != len(self.moves) or cached[1] != seat \
                or move not in cached[2] or choose.choice_field(move) is not None:
            move = self._check(seat, move)
        log = self.state.log
        before = len(log)
        self._apply(seat, move)
        bit = 1 << seat
        return [event if mask & bit else redact(event) for mask, event in log[before:]]

    def play_unchecked(self, seat: int, move: Move) -> None:
        """Fair play: carry out a move another device made, which this device cannot
        check in full (it depends on that seat's hidden cards). Its claims are checked
        at once and its legality by the audit's replay (``fairplay/world.py``)."""
        self._apply(seat, move)

    def _apply(self, seat: int, move: Move) -> None:
        """Carry out a legal move and record it with its facts."""
        state = self.state
        rng = state.rng
        draws = rng.draws if isinstance(rng, CountingRandom) else rng.getstate()
        flows: list[tuple[int, int]] = []
        state.flows = flows
        try:
            self.game.apply(state, seat, move)
        finally:
            state.flows = None
        self.moves.append((seat, dict(move)))
        self.version += 1
        revealed = hid = False
        for before_mask, after_mask in flows:  # a plain loop: this runs on every move
            if after_mask & ~before_mask:
                revealed = True
            if not hid and not mask_allows(after_mask, seat):
                hid = True
        moved = (rng.draws if isinstance(rng, CountingRandom) else rng.getstate()) != draws
        self.facts.append(FACTS[moved, revealed, hid])

    def _check(self, seat: int, move: Move) -> Move:
        """The move as it will be played (a choose-k pick in the template's order);
        raises ``IllegalMove`` with a reason unless ``move`` is legal for ``seat``."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise IllegalMove(f"There is no seat {seat!r} in this match.")
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise IllegalMove('A move must be an object with a "type", e.g. {"type": "draw"}.')
        if self.is_over:
            raise IllegalMove("The match is over.")
        if seat not in self.to_move():
            raise IllegalMove("It is not your turn.")
        legal = self.legal_moves(seat)
        if choose.choice_field(move) is not None:  # a template itself: nothing chosen yet
            raise IllegalMove("Choose the cards first: this move stands for a choice, "
                              "and is played with the cards picked.")
        if move in legal:
            return move
        template = next((m for m in legal if choose.matches(m, move)), None)
        if template is not None:
            return choose.canonical(template, move)
        reason = self.game.why_illegal(self.state, seat, move)
        if reason is None:
            options = "; ".join(self.game.describe_move(self.state, seat, m) for m in legal)
            reason = f"That move is not allowed now. You can: {options}."
        raise IllegalMove(reason)

    # -- undo -------------------------------------------------------------
    def why_no_undo(self, seat: int) -> str | None:
        """Why ``seat`` may not take back its last move now, or None if it may.

        The policy: only your own last move, while nobody else has moved since, and
        only if it revealed no hidden card, hid none from you and involved no chance.
        """
        if not self.moves:
            return "There is no move to take back."
        if self.is_over:
            return "The match is over."
        if self.moves[-1][0] != seat:
            return "Only your own last move can be taken back, before anyone else moves."
        facts = self.facts[-1]
        if facts.random:
            return "That move involved chance (a shuffle or a random card): it stands."
        if facts.revealed:
            return "That move showed a card that was hidden: it stands."
        if facts.hid:
            return "That move put a card out of your sight: it stands."
        return None

    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` may take back its last move (see :meth:`why_no_undo`)."""
        return self.why_no_undo(seat) is None

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last move: the match replays its record without it.

        Raises ``IllegalMove`` with the reason (and changes nothing) when not allowed.
        """
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise IllegalMove(f"There is no seat {seat!r} in this match.")
        reason = self.why_no_undo(seat)
        if reason is not None:
            raise IllegalMove(reason)
        kept = self.moves[:-1]
        self.state = self.game.new_state(self.players, self.options, CountingRandom(self.seed))
        self.moves, self.facts, self._legal = [], [], None
        self.version += 1
        for mover, move in kept:
            self._apply(mover, move)  # legal when first played: replays exactly

    # -- showing ----------------------------------------------------------
    def view(self, seat: int | None, *, log_limit: int | None = None) -> dict[str, Any]:
        """Everything ``seat`` may see (None: a spectator), as plain data.

        ``log_limit`` keeps only the newest events of the log (``log_start`` says
        where they begin); by default the whole log is included.
        """
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < self.players):
            raise IllegalMove(f"There is no seat {seat!r} in this match.")
        return self._compute_view(seat, log_limit)

    def cached_view(self, seat: int | None, *, log_limit: int | None = None) -> dict[str, Any]:
        """:meth:`view`, not computed again when asked again before the match moved
        (a move played or taken back). For callers that change the match only through
        ``play`` and ``undo`` (the bridge, a host): a direct change of the state is not
        seen. A copy of the top level is returned; do not mutate what it holds."""
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < self.players):
            raise IllegalMove(f"There is no seat {seat!r} in this match.")
        if log_limit is not None and not isinstance(log_limit, int):
            return self.view(seat, log_limit=log_limit)
        key = (seat, log_limit)
        version = (self.version, id(self.state), len(self.state.log))
        cached = self._views.get(key)
        if cached is not None and cached[0] == version:
            return dict(cached[1])
        view = self.view(seat, log_limit=log_limit)
        self._views[key] = (version, view)
        return dict(view)

    def _compute_view(self, seat: int | None, log_limit: int | None) -> dict[str, Any]:
        """The view of :meth:`view`, computed afresh."""
        to_move = self.to_move()
        log_start = 0 if log_limit is None else max(0, len(self.state.log) - log_limit)
        legal: list[Move] = []
        labels: list[str] = []
        if seat is not None and seat in to_move:
            legal = self.legal_moves(seat)
            labels = [self.game.describe_move(self.state, seat, m) for m in legal]
        return {
            "game": self.game.id,
            "seat": seat,
            "players": self.players,
            "options": dict(self.options),
            "move_count": len(self.moves),
            "to_move": to_move,
            "is_over": self.is_over,
            "result": self.result(),
            "zones": {name: self.state.render(zone, seat)
                      for name, zone in self.state.zones.items()},
            "public": self.game.public_view(self.state, seat),
            "legal": [{"move": m, "label": label} for m, label in zip(legal, labels)],
            "window": self.window(seat),
            "log_start": log_start,
            "log": self.describe_events(self.state.redacted_log(seat, since=log_start)),
        }

    def window(self, seat: int | None) -> dict[str, Any] | None:
        """The open window deciding now, as ``seat`` may know it (None if none)."""
        top = self.state.top
        if top is None or top.kind != window.WINDOW:
            return None
        return window.public_part(top, seat)

    def describe_events(self, events: list[Event]) -> list[Event]:
        """Events with their log ``text`` added (``{n}`` stands for seat n's name)."""
        return [{**event, "text": self.game.describe_event(event)} for event in events]

    # -- records ----------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The whole match as (game, players, options, seed, moves): replays exactly."""
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game.id,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "moves": [[seat, dict(move)] for seat, move in self.moves],
        }
