"""Bots behind one interface: each picks a move from what its seat may see.

A bot gets the seat's view and legal moves, never the match state, so it cannot
peek at hidden cards. Its randomness is seeded from the match (seed, move count,
seat), so a match with bots replays exactly from its record.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from .engine import Game, Match, Move
from .errors import BadOptions


class Bot(Protocol):
    """Anything that picks one of ``legal`` from a seat's ``view``."""

    def choose(self, game: Game, view: dict[str, Any], legal: list[Move],
               rng: random.Random) -> Move: ...


class RandomBot:
    """Picks uniformly among the legal moves."""

    def choose(self, game: Game, view: dict[str, Any], legal: list[Move],
               rng: random.Random) -> Move:
        return legal[rng.randrange(len(legal))]


class SimpleBot:
    """Takes the move the game's heuristic scores highest (random among ties)."""

    def choose(self, game: Game, view: dict[str, Any], legal: list[Move],
               rng: random.Random) -> Move:
        scores = game.heuristic(view, legal)
        if scores is None:
            return RandomBot().choose(game, view, legal, rng)
        best = max(scores)
        return rng.choice([m for m, s in zip(legal, scores) if s == best])


BOTS: dict[str, Bot] = {"random": RandomBot(), "simple": SimpleBot()}


def choose_move(match: Match, seat: int, kind: str = "simple") -> Move:
    """The move bot ``kind`` makes for ``seat`` now; raises ``BadOptions`` if it cannot."""
    bot = BOTS.get(kind)
    if bot is None:
        raise BadOptions(f"There is no bot {kind!r}; choose one of {', '.join(BOTS)}.")
    if seat not in match.to_move():
        raise BadOptions(f"Seat {seat} is not to move.")
    view = match.view(seat)
    legal = [entry["move"] for entry in view["legal"]]
    rng = random.Random(f"{match.seed}:{len(match.moves)}:{seat}")
    return dict(bot.choose(match.game, view, legal, rng))
