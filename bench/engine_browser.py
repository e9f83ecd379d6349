#!/usr/bin/env python3
"""The engine's speed inside the browser (Pyodide in the worker) against CPython.

    python3 bench/engine_browser.py [--matches 40] [--bot-moves 30]

Runs the same random playouts (``cardtable.selftest``) in CPython and, through the
real page's worker, in Pyodide, and times the hard search bot per move in both, for
each game with a bot (the first --bot-moves moves of one match: 2 players, 3 for
Doctor Who, which is played by 3 or 4, 7 for Redshirts and 9 for Red Cliffs, issue 20's
goal being a p95 of at most 1 s a move there). The load average is printed first.
Prints figures and ratios; asserts nothing. Needs a built dist/ and Chromium.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from benchkit import READY_PROBE, ROOT, Counter, counting_server, fresh_context, wait_engine

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(ROOT / "py"))

from cardtable import bridge, new_match  # noqa: E402
from cardtable.bots import choose_move  # noqa: E402
from cardtable.selftest import random_playouts  # noqa: E402

BOT_GAMES: dict[str, tuple[int, dict[str, int]]] = {  # game -> players, options of the timed match
    "astronaut": (2, {"rounds": 1}), "red-cliffs": (9, {}), "red-dwarf": (2, {}),
    "doctor-who": (3, {}), "redshirts": (7, {})}

BOT_LOOP_JS = """async ([moves, kind, game, players, options]) => {
  const engine = window.__cardtable.engine;
  const {match} = await engine.call("new", {game, players, seed: 77, options});
  const times = [];
  for (let i = 0; i < moves; i++) {
    const view = await engine.call("view", {match, seat: null, log_limit: 0});
    if (view.is_over) break;
    const seat = view.to_move[0];
    const start = performance.now();
    const {move} = await engine.call("bot", {match, seat, kind});
    times.push(performance.now() - start);
    await engine.call("play", {match, seat, move});
  }
  return times;
}"""


def cpython_bot_times(moves: int, kind: str, game: str) -> list[float]:
    players, options = BOT_GAMES[game]
    match = new_match(game, players=players, seed=77, options=options)
    times = []
    for _ in range(moves):
        if match.is_over:
            break
        seat = match.to_move()[0]
        start = time.perf_counter()
        move = choose_move(match, seat, kind)
        times.append(1000 * (time.perf_counter() - start))
        match.play(seat, move)
    return times


def percentile(times: list[float], share: float) -> float:
    """The ``share`` quantile of ``times`` (nearest rank)."""
    ranked = sorted(times)
    return ranked[min(len(ranked) - 1, max(0, round(share * len(ranked)) - 1))]


def summary(times: list[float]) -> str:
    return (f"mean {sum(times) / len(times):6.1f} ms, p50 {percentile(times, 0.5):6.1f} ms, "
            f"p95 {percentile(times, 0.95):6.1f} ms, max {max(times):6.1f} ms "
            f"({len(times)} moves)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--bot-moves", type=int, default=30)
    parser.add_argument("--game", action="append", choices=list(BOT_GAMES),
                        help="time the hard bot in these games only (default: all)")
    args = parser.parse_args()
    games = args.game or list(BOT_GAMES)
    print(f"load average {os.getloadavg()[0]:.1f} at the start ({os.cpu_count()} CPUs)",
          flush=True)
    request = {"op": "selftest", "game": "astronaut", "players": 2, "matches": args.matches,
               "options": {"rounds": 1}}
    native = json.loads(bridge.handle(json.dumps(request)))["result"]
    server = counting_server(args.dist, Counter())
    url = f"http://127.0.0.1:{server.server_address[1]}/?debug=1&botDelay=0"
    with sync_playwright() as pw, fresh_context(pw) as context:
        page = context.new_page()
        page.add_init_script(READY_PROBE)
        page.goto(url)
        wait_engine(page)
        browser = page.evaluate("(r) => window.__cardtable.engine.call('selftest', r)", request)
        browser_bot = {game: page.evaluate(BOT_LOOP_JS, [args.bot_moves, "hard", game, *setup])
                       for game, setup in BOT_GAMES.items() if game in games}
    server.shutdown()
    native_bot = {game: cpython_bot_times(args.bot_moves, "hard", game) for game in games}
    print(f"random playouts, Astronaut 2p, {args.matches} matches (legal_moves + play):")
    print(f"  CPython {native['moves_per_second']:>10,.0f} moves/s")
    print(f"  Pyodide {browser['moves_per_second']:>10,.0f} moves/s   "
          f"ratio {browser['moves_per_second'] / native['moves_per_second']:.2f}")
    for game in games:
        print(f"hard bot, {game} {BOT_GAMES[game][0]}p, per move (Pyodide timed from the page, round trip included):")
        print(f"  CPython {summary(native_bot[game])}")
        print(f"  Pyodide {summary(browser_bot[game])}")


if __name__ == "__main__":
    main()
