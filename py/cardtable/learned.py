"""Learned evaluations: a seat's chance to win from features of its position.

A game's ``values.py`` turns a state into a few numbers per seat (``features``); a
``ValueModel`` (weights fitted offline from self-play by ``bench/train_values.py`` and
shipped as plain data in the game's ``learned.py``) scores each seat as a weighted sum
and turns the scores into win chances that add up to 1 (a softmax over the seats: the
conditional logit, which for two players is the logistic of the score difference).
Search bots read it at the end of their rollouts (``Game.evaluate``) in worlds they
sampled, so it sees only what such a world holds.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ValueModel:
    """Feature names and their weights (a weight per name, same order)."""

    names: tuple[str, ...]
    weights: tuple[float, ...]

    def __post_init__(self) -> None:
        assert len(self.names) == len(self.weights), (self.names, self.weights)

    def score(self, row: Sequence[float]) -> float:
        """The weighted sum of one seat's features."""
        assert len(row) == len(self.weights)
        return sum(weight * value for weight, value in zip(self.weights, row))

    def win_chances(self, rows: Sequence[Sequence[float]]) -> list[float]:
        """Each seat's chance to win, from one row of features per seat (sums to 1)."""
        scores = [self.score(row) for row in rows]
        top = max(scores)
        raised = [math.exp(score - top) for score in scores]
        total = sum(raised)
        return [value / total for value in raised]


def evaluate(model: ValueModel, features: Callable[[Any, int], list[float]],
             state: Any) -> list[float]:
    """Every seat's win chance in ``state`` (a match not over) by ``model``."""
    return model.win_chances([features(state, seat) for seat in range(state.players)])


_LOADED: dict[str, Callable[[Any], list[float]] | None] = {}


def learned_evaluation(game: Any) -> Callable[[Any], list[float]] | None:
    """``game``'s learned evaluation (its package's ``learned.MODEL`` over its
    ``values.features``; a finished match scores as ``game.evaluate``), or None if the
    game has none."""
    if game.id not in _LOADED:
        package = "cardtable.games." + game.id.replace("-", "_")
        try:
            model = importlib.import_module(package + ".learned").MODEL
            features = importlib.import_module(package + ".values").features
        except ModuleNotFoundError:
            _LOADED[game.id] = None
        else:
            def value(state: Any) -> list[float]:
                if game.is_over(state):
                    return list(game.evaluate(state))
                return evaluate(model, features, state)
            _LOADED[game.id] = value
    return _LOADED[game.id]
