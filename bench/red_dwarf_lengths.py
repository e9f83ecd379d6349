"""Red Dwarf: random playouts end — match length (moves and turns) over many seeds.

    python3 bench/red_dwarf_lengths.py [--seeds 300]

Uniformly random legal moves (choose-k templates expanded) for both seats, both
options (polite distract off and on); prints the median and maximum match length in
moves and in turns, and how many matches reached 11 plot points rather than the turn
limit (RD-G8). Asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import cardtable  # noqa: E402
from cardtable.engine.choose import expand  # noqa: E402
from cardtable.games.red_dwarf.rules import WIN_POINTS  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=300)
    args = parser.parse_args()
    for polite in (0, 1):
        moves, turns, decided = [], [], 0
        for seed in range(args.seeds):
            rng = random.Random(seed)
            match = cardtable.new_match("red-dwarf", players=2, seed=seed,
                                        options={"polite_distract": polite})
            while not match.is_over:
                seat = match.to_move()[0]
                match.play(seat, rng.choice(expand(match.legal_moves(seat), rng)))
            moves.append(len(match.moves))
            turns.append(match.state.turns)  # type: ignore[attr-defined]
            decided += max(match.result()["scores"]) >= WIN_POINTS
        print(f"polite_distract={polite}: {args.seeds} seeds, all ended; moves median "
              f"{statistics.median(moves):.0f} max {max(moves)}; turns median "
              f"{statistics.median(turns):.0f} max {max(turns)}; "
              f"{decided} reached {WIN_POINTS} points, {args.seeds - decided} hit the turn limit")


if __name__ == "__main__":
    main()
