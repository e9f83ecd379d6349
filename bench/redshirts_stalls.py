"""Redshirts: why bot matches reach the 30-round limit (issue 20) — figures per table size.

    python3 bench/redshirts_stalls.py [--matches 20] [--players 2 3 4 5] [--kind simple]

Bots of one kind in every seat. For each table size prints how many matches ended by a
win (RS-2: a player ended a turn with no Redshirts) and how many by the round limit
(RS-G1), the median rounds, the smallest Away Team any seat reached, and per seat and
round how many Redshirts were gained and lost and how often a Mission was attempted
(from the full log: bench instrumentation, not a seat's view). Asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import cardtable  # noqa: E402
from cardtable.bots import choose_move  # noqa: E402

TRACKED = ("attempt", "no_attempt", "killed", "spared", "draw_redshirt", "give",
           "redshirts_discarded", "assign", "event", "equip", "ready_discard")


def play(players: int, seed: int, kind: str) -> tuple[bool, float, int, Counter[str]]:
    """(won by RS-2, rounds, smallest team reached, event counts) of one match."""
    match = cardtable.new_match("redshirts", players=players, seed=seed)
    state = match.state
    smallest = 99
    while not match.is_over:
        seat = match.to_move()[0]
        match.play(seat, choose_move(match, seat, kind))
        smallest = min(smallest, *(len(team.cards) for team in state.team))  # type: ignore[attr-defined]
    events = Counter(str(event.get("type")) for _, event in state.log)
    won = state.winner is not None  # type: ignore[attr-defined]
    return won, state.turns / players, smallest, events  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5])
    parser.add_argument("--kind", default="simple")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    for players in args.players:
        started = time.perf_counter()
        wins, rounds, smallest, events = 0, [], [], Counter[str]()
        for n in range(args.matches):
            won, played, least, counted = play(players, args.seed + n, args.kind)
            wins += won
            rounds.append(played)
            smallest.append(least)
            events.update(counted)
        seat_rounds = sum(rounds) * players
        rates = ", ".join(f"{name} {events[name] / seat_rounds:.2f}" for name in TRACKED)
        print(f"{players} players, {args.kind} bots, {args.matches} matches: {wins} won by "
              f"RS-2, {args.matches - wins} at the round limit; rounds median "
              f"{statistics.median(rounds):.1f}; smallest team reached median "
              f"{statistics.median(smallest)} (min {min(smallest)}); "
              f"{time.perf_counter() - started:.0f} s", flush=True)
        print(f"  events per seat and round: {rates}", flush=True)


if __name__ == "__main__":
    main()
