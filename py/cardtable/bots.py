"""Bots behind one interface: each picks a move from what its seat may see.

A bot gets the seat's view and legal moves, never the match state, so it cannot
peek at hidden cards. Its randomness is seeded from the match (seed, move count,
seat), so a match with bots replays exactly from its record.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Protocol

from .engine import Game, Match, Move, State
from .engine.choose import expand
from .errors import BadOptions
from .search import (Sampler, SearchSettings, best_move, flat_choice, flat_search, move_key,
                     ratings, search_tree)


class Bot(Protocol):
    """Anything that picks one of ``legal`` from a seat's ``view`` (``view["seat"]``);
    ``sample`` draws whole worlds consistent with that seat's knowledge (search bots)."""

    def choose(self, game: Game[Any], view: dict[str, Any], legal: list[Move],
               rng: random.Random, sample: Sampler) -> Move: ...


class RandomBot:
    """Picks uniformly among the legal moves."""

    def choose(self, game: Game[Any], view: dict[str, Any], legal: list[Move],
               rng: random.Random, sample: Sampler) -> Move:
        return legal[rng.randrange(len(legal))]


def best_scored(legal: list[Move], scores: list[float], rng: random.Random) -> Move:
    """The move with the highest score (random among ties)."""
    best = max(scores)
    return rng.choice([m for m, s in zip(legal, scores) if s == best])


class SimpleBot:
    """Takes the move the game's heuristic scores highest (random among ties)."""

    def choose(self, game: Game[Any], view: dict[str, Any], legal: list[Move],
               rng: random.Random, sample: Sampler) -> Move:
        scores = game.heuristic(view, legal)
        if scores is None:
            return RandomBot().choose(game, view, legal, rng, sample)
        return best_scored(legal, scores, rng)


class GreedyBot:
    """The baseline: the move the game's ``greedy`` scores highest (random among ties):
    advance its own position now, never at anyone's expense."""

    def choose(self, game: Game[Any], view: dict[str, Any], legal: list[Move],
               rng: random.Random, sample: Sampler) -> Move:
        scores = game.greedy(view, legal)
        if scores is None:
            return SimpleBot().choose(game, view, legal, rng, sample)
        return best_scored(legal, scores, rng)


class SearchBot:
    """Information-set MCTS over sampled worlds; its level is its thinking budget, and
    a game may have settings of its own (``per_game``: game id -> settings)."""

    def __init__(self, settings: SearchSettings,
                 per_game: Mapping[str, SearchSettings] | None = None) -> None:
        self.settings = settings
        self.per_game = dict(per_game or {})

    def settings_for(self, game: Game[Any]) -> SearchSettings:
        """The settings this bot searches ``game`` with."""
        return self.per_game.get(game.id, self.settings)

    def tuned(self, **changes: Any) -> SearchBot:
        """This bot with ``changes`` made to its settings for every game (benchmarks
        and tests: a fixed iteration budget, say)."""
        return SearchBot(replace(self.settings, **changes),
                         {game: replace(settings, **changes)
                          for game, settings in self.per_game.items()})

    def choose(self, game: Game[Any], view: dict[str, Any], legal: list[Move],
               rng: random.Random, sample: Sampler) -> Move:
        return self.weigh(game, view, legal, rng, sample)[0]

    def weigh(self, game: Game[Any], view: dict[str, Any], legal: list[Move],
              rng: random.Random, sample: Sampler) -> tuple[Move, float | None]:
        """The move and its expected result in [0, 1] (None: the only sensible move)."""
        settings = self.settings_for(game)
        candidates = game.search_candidates(view, legal)
        if len(candidates) == 1:
            return candidates[0], None
        allowed = None if candidates is legal else {move_key(move) for move in candidates}
        prior: dict[str, float] = {}
        if settings.prior_weight or settings.candidates or settings.flat:
            scores = game.heuristic(view, candidates)
            if scores is not None:
                prior = {move_key(move): rating
                         for move, rating in zip(candidates, ratings(scores))}
        if settings.flat:
            root = flat_search(game, sample, rng, settings, view["seat"], candidates,
                               prior=prior, options=view["options"])
            return flat_choice(root, prior, settings.margin)
        root = search_tree(game, sample, rng, settings, view["seat"], allowed,
                           prior=prior, options=view["options"])
        return best_move(root)


BOTS: dict[str, Bot] = {
    "random": RandomBot(),
    "simple": SimpleBot(),
    "greedy": GreedyBot(),
    "easy": SearchBot(SearchSettings(iterations=30, seconds=0.05)),
    "normal": SearchBot(SearchSettings(iterations=120, seconds=0.12)),
    # hard: the rule of thumb as a root prior and in half of the rollout moves (issue 20,
    # bench/arena.py figures in the README's Bots section); 0.75 s keeps the browser's
    # p95 under 1 s a move where 400 iterations take longer (Doctor Who, Redshirts at 7)
    "hard": SearchBot(SearchSettings(iterations=400, seconds=0.75, prior_weight=1.0,
                                     guided=0.5)),
}


def _seat_inputs(match: Match, seat: int, kind: str
                 ) -> tuple[Bot, dict[str, Any], list[Move], random.Random, Sampler]:
    """What bot ``kind`` of ``seat`` decides from: its view, legal moves, seeded RNG and a
    sampler of worlds consistent with the seat's knowledge."""
    bot = BOTS.get(kind)
    if bot is None:
        raise BadOptions(f"There is no bot {kind!r}; choose one of {', '.join(BOTS)}.")
    if seat not in match.to_move():
        raise BadOptions(f"Seat {seat} is not to move.")
    view = match.view(seat, log_limit=0)
    rng = random.Random(f"{match.seed}:{len(match.moves)}:{seat}")
    legal = expand([entry["move"] for entry in view["legal"]], rng)  # choose-k: concrete
    state = match.state

    def sample(draw: random.Random) -> State:
        world: State = match.game.sample_world(state, seat, draw)  # within card families
        return world

    return bot, view, legal, rng, sample


def choose_move(match: Match, seat: int, kind: str = "simple") -> Move:
    """The move bot ``kind`` makes for ``seat`` now; raises ``BadOptions`` if it cannot."""
    bot, view, legal, rng, sample = _seat_inputs(match, seat, kind)
    return dict(bot.choose(match.game, view, legal, rng, sample))


def hint(match: Match, seat: int) -> tuple[Move, str]:
    """The hard bot's move for ``seat`` and one line why (from the seat's view only)."""
    bot, view, legal, rng, sample = _seat_inputs(match, seat, "hard")
    assert isinstance(bot, SearchBot)
    move, value = bot.weigh(match.game, view, legal, rng, sample)
    if value is None:
        why = ("It is the only move." if len(legal) == 1
               else "The rule of thumb rules the other moves out.")
    else:
        why = (f"Over the deals it tried, this move's expected result is about "
               f"{round(100 * value)} % (100 % a sure win).")
    return dict(move), why
