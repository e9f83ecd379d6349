"""One random-playout test over every game, variant and many seeds (style point 9)."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable.games import GAMES

from .invariants import random_playout
from .sweep import seeds as sweep_seeds

SEEDS = sweep_seeds(8, 200)  # x 3 player counts (CARDTABLE_SWEEP=full: 600 Astronaut matches)
DEEP_SEEDS = sweep_seeds(1, 3)  # of them checked deeply at every move (the rest every 53rd)
QUICK_OPTIONS: dict[str, dict[str, Any]] = {"astronaut": {"rounds": 1},
                                            "red-cliffs": {"target": 5}}
SEED_COUNTS: dict[str, tuple[int, int]] = {"red-cliffs": (sweep_seeds(4, 50), 1),
                                           "redshirts": (sweep_seeds(2, 100), 0)}
"""Per game: (seeds, seeds checked deeply at every move) where the default is too slow.
Red Cliffs has 11 variants of up to 9 seats, each move costing more to check; a
Redshirts match runs to about a thousand moves."""


def cases() -> list[tuple[str, int, dict[str, Any]]]:
    return [(game_id, players, {**QUICK_OPTIONS.get(game_id, {}), **options})
            for game_id, game in GAMES.items() for players, options in game.variants()]


def test_every_registered_game_is_covered() -> None:
    assert set(cardtable.game_ids()) == {game_id for game_id, _, _ in cases()}


@pytest.mark.parametrize("game_id,players,options", cases(),
                         ids=lambda value: str(value).replace(" ", ""))
def test_random_playouts_keep_invariants(game_id: str, players: int,
                                         options: dict[str, Any]) -> None:
    seeds, deep_seeds = SEED_COUNTS.get(game_id, (SEEDS, DEEP_SEEDS))
    for seed in range(seeds):
        # Every 5th seed plays uniformly at random (long, odd matches); the rest lean
        # towards progress. Costly checks: every move of the first seeds, else sampled.
        random_playout(game_id, players, options, seed, uniform=seed % 5 == 0,
                       deep_every=1 if seed < deep_seeds else 53)
