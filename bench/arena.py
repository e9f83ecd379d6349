"""Arena: bot kind A against bot kind B, with seat rotation, win rates and move times.

    python3 bench/arena.py --game astronaut --players 2 --a hard --b greedy --matches 100
    python3 bench/arena.py --game red-cliffs --a hard --b simple --matches 40 --option target=10

Bot kinds: random, simple (the game's rule of thumb), greedy (the baseline: advance
your own row or sets, never at anyone's expense, never take a card you must discard)
the search bots easy, normal, hard, and (bench only) omniscient: hard's search seeing
every card (bench/omniscient.py), the ceiling. ``--iterations N`` gives every search
bot a fixed budget of N iterations and no time cap, so the figures do not depend on how
busy the machine is (the shipped bots stop at whichever of their caps comes first).
Seat i of match n is played by A when (i + n)
is even (so both kinds sit in every seat equally often); with more than two players
the rest alternate. Prints A's win rate with a 95% Wilson interval (shared wins count
as a half), the mean and slowest CPython time per move of each kind and, for search
bots, the mean search iterations per move they thought about (their time cap is wall
clock, so a loaded machine means fewer iterations: the load average is printed too).
``--stop-at HH:MM`` (UTC) starts no match after that time, and SIGTERM drops the match
under way; either way the run reports the matches played (several pairings run side by side in a fixed time then get honest counts);
``--record FILE`` appends the result as a JSON line (``bench/bot_strength.py`` turns
those lines into the README's table and the lobby's data file). Asserts nothing.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import cardtable  # noqa: E402
from cardtable import search  # noqa: E402
from cardtable.bots import BOTS, SearchBot, choose_move  # noqa: E402
from omniscient import KIND as OMNISCIENT, omniscient_move  # noqa: E402

ITERATIONS = [0]
_iterate = search._iterate


def _counted_iterate(*args: Any, **kwargs: Any) -> None:
    """search._iterate, counted (bench instrumentation only)."""
    ITERATIONS[0] += 1
    _iterate(*args, **kwargs)


search._iterate = _counted_iterate  # type: ignore[assignment]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


class Stopped(Exception):
    """SIGTERM: report the matches played so far (the one under way is dropped)."""


def _stop(signum: int, frame: Any) -> None:
    raise Stopped


def play(game: str, players: int, kinds: list[str], seed: int,
         options: dict[str, Any] | None, times: dict[str, list[float]],
         thought: dict[str, list[int]]) -> list[int]:
    match = cardtable.new_match(game, players=players, seed=seed, options=options)
    while not match.is_over:
        seat = match.to_move()[0]
        start, before = time.perf_counter(), ITERATIONS[0]
        if kinds[seat] == OMNISCIENT:
            move = omniscient_move(match, seat)
        else:
            move = choose_move(match, seat, kinds[seat])
        times[kinds[seat]].append(time.perf_counter() - start)
        if ITERATIONS[0] > before:
            thought[kinds[seat]].append(ITERATIONS[0] - before)
        match.play(seat, move)
    return list(match.result()["winners"])


def tune(iterations: int, settings: list[str]) -> None:
    """Every search bot (and so the omniscient one) thinks ``iterations`` a move (0: as
    shipped) with ``settings`` (``name=value`` of ``SearchSettings``) changed."""
    changes: dict[str, float] = {name: float(value) for name, _, value in
                                 (spec.partition("=") for spec in settings)}
    if iterations:
        changes.update(iterations=iterations, seconds=1e9)
    for kind, bot in list(BOTS.items()):
        if isinstance(bot, SearchBot):
            fields = {name: type(getattr(bot.settings, name))(value)
                      for name, value in changes.items()}
            BOTS[kind] = bot.tuned(**fields)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="astronaut")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--a", default="hard", choices=[*BOTS, OMNISCIENT])
    parser.add_argument("--b", default="random", choices=[*BOTS, OMNISCIENT])
    parser.add_argument("--iterations", type=int, default=0, metavar="N",
                        help="every search bot thinks exactly N iterations a move, no time cap")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="a search setting for every search bot, e.g. --set guided=0.5")
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=1, help="Astronaut rounds per match")
    parser.add_argument("--progress", action="store_true", help="a line per match as it ends")
    parser.add_argument("--stop-at", metavar="HH:MM",
                        help="start no match after this UTC time (the count played is reported)")
    parser.add_argument("--record", metavar="FILE", help="append the result as a JSON line")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=INT",
                        help="a game option, e.g. --option target=10 (Red Cliffs); repeatable")
    args = parser.parse_args()
    tune(args.iterations, args.set)
    options: dict[str, Any] = {"rounds": args.rounds} if args.game == "astronaut" else {}
    for spec in args.option:
        name, _, value = spec.partition("=")
        options[name] = int(value)
    times: dict[str, list[float]] = {args.a: [], args.b: []}
    thought: dict[str, list[int]] = {args.a: [], args.b: []}
    load_before = os.getloadavg()[0]
    print(f"  load average {load_before:.1f} at the start ({os.cpu_count()} CPUs)", flush=True)
    score = 0.0
    stop = None
    if args.stop_at:
        hour, _, minute = args.stop_at.partition(":")
        now = datetime.datetime.now(datetime.timezone.utc)
        stop = now.replace(hour=int(hour), minute=int(minute), second=0, microsecond=0)
    played = 0
    started = time.process_time()
    signal.signal(signal.SIGTERM, _stop)
    for n in range(args.matches):
        if stop is not None and datetime.datetime.now(datetime.timezone.utc) >= stop:
            break
        kinds = [args.a if (seat + n) % 2 == 0 else args.b for seat in range(args.players)]
        try:
            winners = play(args.game, args.players, kinds, args.seed + n, options, times,
                           thought)
        except Stopped:
            print(f"  stopped: match {n + 1} (seed {args.seed + n}) dropped", flush=True)
            break
        played = n + 1
        a_winners = [w for w in winners if kinds[w] == args.a]
        if a_winners:
            score += 1.0 if len(a_winners) == len(winners) else 0.5
        if args.progress:
            print(f"  match {n + 1}: seed {args.seed + n}, seats {kinds}, winners {winners}, "
                  f"{args.a} score so far {score}/{n + 1}", flush=True)
    if not played:
        print("  no match played before --stop-at")
        return
    low, high = wilson(score, played)
    budget = f"{args.iterations} iterations a move" if args.iterations else "shipped budgets"
    budget += "".join(f", {spec}" for spec in args.set)
    print(f"{args.game} {args.players}p: {args.a} vs {args.b} over {played} matches "
          f"(seeds {args.seed}..{args.seed + played - 1}, options {options or 'default'}, "
          f"search bots: {budget})")
    print(f"  {args.a} win rate {score / played:.0%}  95% CI [{low:.0%}, {high:.0%}]  "
          f"(score {score:g} of {played}: runs over other seeds add up)")
    for kind, spent in times.items():
        if spent:
            print(f"  {kind:>7}: {1000 * sum(spent) / len(spent):7.1f} ms/move mean, "
                  f"{1000 * max(spent):7.1f} ms max, {len(spent)} moves")
        if thought[kind]:
            counts = thought[kind]
            print(f"  {kind:>7}: {sum(counts) / len(counts):.0f} search iterations per move "
                  f"thought about (min {min(counts)}, {len(counts)} moves)")
    load_after = os.getloadavg()[0]
    print(f"  load average {load_before:.1f} at the start, {load_after:.1f} at the end "
          f"({os.cpu_count()} CPUs), {time.process_time() - started:.0f} s CPU")
    if args.record:
        record = {
            "game": args.game, "players": args.players, "a": args.a, "b": args.b,
            "matches": played, "score": score, "low": low, "high": high,
            "seeds": [args.seed, args.seed + played - 1], "options": options,
            "iterations": args.iterations, "set": args.set,
            "a_iterations": (sum(thought[args.a]) / len(thought[args.a])
                             if thought[args.a] else None),
            "a_ms_per_move": (1000 * sum(times[args.a]) / len(times[args.a])
                              if times[args.a] else None),
            "load": [round(load_before, 1), round(load_after, 1)],
            "command": "python3 bench/arena.py " + " ".join(
                arg for arg in sys.argv[1:]),
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M"),
        }
        with open(args.record, "a", encoding="utf-8") as out:
            out.write(json.dumps(record) + "\n")


if __name__ == "__main__":
    main()
