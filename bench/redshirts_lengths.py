"""Redshirts: random playouts end — match length (moves and turns) over many seeds.

    python3 bench/redshirts_lengths.py [--seeds 300] [--players 2 4 7]

Uniformly random legal moves (choose-k templates expanded) for every seat, at 2, 4 and
7 players; prints the median and maximum match length in moves and in turns, and how
many matches ended by a win (RS-2: a player ended a turn with no Redshirts) rather than
the turn limit (RS-G1). Asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import cardtable  # noqa: E402
from cardtable.engine.choose import expand  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=300)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 7])
    args = parser.parse_args()
    for players in args.players:
        moves, turns, won = [], [], 0
        started = time.perf_counter()
        for seed in range(args.seeds):
            rng = random.Random(seed)
            match = cardtable.new_match("redshirts", players=players, seed=seed)
            while not match.is_over:
                seat = match.to_move()[0]
                match.play(seat, rng.choice(expand(match.legal_moves(seat), rng)))
            moves.append(len(match.moves))
            turns.append(match.state.turns)  # type: ignore[attr-defined]
            won += match.state.winner is not None  # type: ignore[attr-defined]
        print(f"{players} players: {args.seeds} seeds, all ended; moves median "
              f"{statistics.median(moves):.0f} max {max(moves)}; turns median "
              f"{statistics.median(turns):.0f} max {max(turns)}; {won} ended by a win "
              f"(RS-2), {args.seeds - won} by the turn limit (RS-G1); "
              f"{time.perf_counter() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
