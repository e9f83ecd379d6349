"""Doctor Who: random playouts end — match length (moves and turns) over many seeds.

    python3 bench/doctor_who_lengths.py [--seeds 300]

Uniformly random legal moves (choose-k templates expanded) for every seat, 3 and 4
players; prints the median and maximum match length in moves and in turns, and how the
matches ended (DW-12 nobody can act, DW-10 five tokens in play, DW-G11 the turn limit).
Asserts nothing.
"""

from __future__ import annotations

import argparse
import collections
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import cardtable  # noqa: E402
from cardtable.engine.choose import expand  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=300)
    args = parser.parse_args()
    for players in (3, 4):
        moves, turns = [], []
        reasons: collections.Counter[str] = collections.Counter()
        for seed in range(args.seeds):
            rng = random.Random(seed)
            match = cardtable.new_match("doctor-who", players=players, seed=seed)
            while not match.is_over:
                seat = match.to_move()[0]
                match.play(seat, rng.choice(expand(match.legal_moves(seat), rng)))
            moves.append(len(match.moves))
            turns.append(match.state.turns)  # type: ignore[attr-defined]
            reasons[match.state.over_reason] += 1  # type: ignore[attr-defined]
        print(f"{players} players: {args.seeds} seeds, all ended; moves median "
              f"{statistics.median(moves):.0f} max {max(moves)}; turns median "
              f"{statistics.median(turns):.0f} max {max(turns)}; ended by {dict(reasons)}")


if __name__ == "__main__":
    main()
