"""Timed random playouts: the engine's speed, measured the same way in CPython and Pyodide."""

from __future__ import annotations

import random
import time
from typing import Any

from . import new_match
from .engine.choose import expand


def random_playouts(game_id: str, *, players: int, matches: int, seed: int = 0,
                    options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play ``matches`` uniformly random matches; time the move loop (``to_move``,
    ``legal_moves``, a random pick, ``play``), not the deal.

    Whole matches are timed, not single moves: browsers coarsen their clock (to
    0.1 ms without cross-origin isolation), far above one move's cost."""
    rng = random.Random(seed)
    clock = time.perf_counter
    moves = 0
    spent = 0.0
    for number in range(matches):
        match = new_match(game_id, players=players, seed=seed + number, options=options)
        start = clock()
        while True:
            movers = match.to_move()
            if not movers:
                break
            seat = movers[0]
            legal = expand(match.legal_moves(seat), rng)  # choose-k: concrete moves
            match.play(seat, legal[rng.randrange(len(legal))])
            moves += 1
        spent += clock() - start
    return {"game": game_id, "players": players, "matches": matches, "moves": moves,
            "seconds": spent, "moves_per_second": moves / spent if spent else 0.0}
