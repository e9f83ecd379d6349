"""Red Cliffs scoring speed in CPython: microseconds per prize set (RC-17).

    python3 bench/red_cliffs_scoring.py [--sets N]

Prints figures; asserts nothing. "cold" clears the scoring caches before every set
(the worst case: a prize set never seen before); "warm" scores the same sets again.
The target is at most 1 ms for a 10-card prize set.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from cardtable.games.red_cliffs import scoring  # noqa: E402
from cardtable.games.red_cliffs.sets import ALL, KIND, prizes_of  # noqa: E402


def clear() -> None:
    """Forget every cached sub-result of the scoring searches."""
    scoring.sequences.cache_clear()
    scoring._best_split.cache_clear()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sets", type=int, default=2000)
    args = parser.parse_args()
    deck = prizes_of([card for card in ALL if KIND[card] != "event"])
    rng = random.Random(2026)
    print(f"{'cards':>5} {'sets':>6} {'cold µs':>9} {'warm µs':>9} {'p99 cold µs':>12}")
    for size in (5, 8, 10, 12, 15):
        sets = [rng.sample(deck, size) for _ in range(args.sets)]
        times = []
        for cards in sets:
            clear()
            one = time.perf_counter()
            scoring.score(cards)
            times.append(time.perf_counter() - one)
        cold = sum(times) / len(times)
        times.sort()
        p99 = times[int(len(times) * 0.99)]
        start = time.perf_counter()
        for cards in sets:
            scoring.score(cards)
        warm = (time.perf_counter() - start) / len(sets)
        print(f"{size:>5} {len(sets):>6} {cold * 1e6:>9.1f} {warm * 1e6:>9.1f} {p99 * 1e6:>12.1f}")


if __name__ == "__main__":
    main()
