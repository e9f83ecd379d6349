"""Redshirts: why bot matches reach the 30-round limit (issue 20) — figures per table size.

    python3 bench/redshirts_stalls.py [--matches 20] [--players 2 3 4 5] [--kind simple]
        [--variant base|no-hostile|no-leader|no-modify|modify-ahead]

Variants change the simple bot's rule of thumb here only (bench instrumentation, to see
which part of sensible play stalls a big table): ``no-hostile`` never assigns a Mission
to another player, ``no-leader`` hands others backfiring Missions without preferring the
player with the fewest Redshirts, ``no-modify`` never plays a card or ability in Modify
the Attempt of another player's attempt (it passes), ``modify-ahead`` only of a player
with fewer Redshirts than its own (one closer to winning).

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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import cardtable  # noqa: E402
from cardtable.bots import choose_move  # noqa: E402
from cardtable.games.redshirts import bot  # noqa: E402

VARIANTS = ("base", "no-hostile", "no-leader", "no-modify", "modify-ahead")


def patch(variant: str) -> None:
    """Change the rule of thumb for ``variant`` (this process only)."""
    plain_assign, plain_heuristic = bot.assign_score, bot.heuristic

    def assign(view: Any, move: Any, counts: list[int], me: int) -> float:
        if move["to"] != me and variant == "no-hostile":
            return -10.0
        if move["to"] != me and variant == "no-leader":
            return plain_assign(view, move, [1] * len(counts), me)
        return plain_assign(view, move, counts, me)

    def heuristic(view: Any, legal: list[Any]) -> list[float]:
        scores = plain_heuristic(view, legal)
        attempt = view["public"]["attempt"]
        me = view["seat"]
        pushing = attempt is not None and attempt["seat"] != me
        if variant == "modify-ahead" and pushing:
            teams = view["public"]["teams"]
            pushing = len(teams[attempt["seat"]]["redshirts"]) >= len(teams[me]["redshirts"])
        if variant in ("no-modify", "modify-ahead") and pushing:
            return [1.0 if move["type"] in bot.PASSING else -1.0 for move in legal]
        return scores

    bot.assign_score = assign  # type: ignore[assignment]
    if variant in ("no-modify", "modify-ahead"):
        bot.heuristic = heuristic  # type: ignore[assignment]

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
    parser.add_argument("--variant", choices=VARIANTS, default="base")
    args = parser.parse_args()
    patch(args.variant)
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
        print(f"{players} players, {args.kind} bots ({args.variant}), {args.matches} matches: {wins} won by "
              f"RS-2, {args.matches - wins} at the round limit; rounds median "
              f"{statistics.median(rounds):.1f}; smallest team reached median "
              f"{statistics.median(smallest)} (min {min(smallest)}); "
              f"{time.perf_counter() - started:.0f} s", flush=True)
        print(f"  events per seat and round: {rates}", flush=True)


if __name__ == "__main__":
    main()
