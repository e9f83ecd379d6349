"""Random-playout speed in CPython: moves per second (legal_moves + play) per game.

    python3 bench/playouts.py [--matches N]

Prints figures; asserts nothing. The browser (Pyodide) figure comes from
``bench/playouts_browser.py``, which runs the same function in the worker.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from cardtable.games import GAMES  # noqa: E402
from cardtable.selftest import random_playouts  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=100)
    args = parser.parse_args()
    print(f"{'game':<12} {'players':>7} {'matches':>7} {'moves':>9} {'moves/s':>10}")
    for game_id, game in GAMES.items():
        for players in sorted({game.min_players, min(game.max_players, 4)}):
            options = {"astronaut": {"rounds": 1}, "red-cliffs": {"target": 5}}.get(game_id)
            figures = random_playouts(game_id, players=players, matches=args.matches,
                                      options=options)
            print(f"{game_id:<12} {players:>7} {figures['matches']:>7} {figures['moves']:>9} "
                  f"{figures['moves_per_second']:>10,.0f}")


if __name__ == "__main__":
    main()
