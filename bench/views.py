#!/usr/bin/env python3
"""The Python cost of a seat's view (CPython), per game at its largest table.

    python3 bench/views.py

Replays each game's golden record (tests/engine/golden/) and, after every move, asks
the view of the seat to move (log limit 80, as the page does) twice: the first time it
is computed (a new state version), the second it comes from Match.cached_view's cache (per seat and
log limit, keyed by the state's version). Prints p50 / p95 / max ms of both and the load
average; asserts nothing.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from cardtable import replay  # noqa: E402

CASES = {"astronaut": "astronaut-4p-rounds1-seed11.json", "red-cliffs": "red-cliffs-9p-team_size3-seed11.json",
         "red-dwarf": "red-dwarf-2p-default-seed11.json", "doctor-who": "doctor-who-4p-default-seed11.json",
         "redshirts": "redshirts-7p-default-seed11.json"}


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]


def line(label: str, values: list[float]) -> str:
    return (f"  {label:<22} n {len(values):5d}  p50 {percentile(values, 50):6.3f}  "
            f"p95 {percentile(values, 95):6.3f}  max {max(values):6.3f} ms")


def main() -> None:
    print(f"load average: {os.getloadavg()}")
    for game, name in CASES.items():
        record = json.loads((ROOT / "tests" / "engine" / "golden" / name).read_text())["record"]
        match = replay({**record, "moves": []})
        fresh: list[float] = []
        cached: list[float] = []
        for seat, move in record["moves"]:
            match.play(seat, move)
            viewer = match.to_move()[0] if match.to_move() else 0
            start = time.perf_counter()
            match.cached_view(viewer, log_limit=80)
            middle = time.perf_counter()
            match.cached_view(viewer, log_limit=80)
            end = time.perf_counter()
            fresh.append((middle - start) * 1000)
            cached.append((end - middle) * 1000)
        print(f"{game}, {record['players']} seats")
        print(line("view, new version", fresh))
        print(line("view, asked again", cached))


if __name__ == "__main__":
    main()
