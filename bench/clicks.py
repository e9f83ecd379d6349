#!/usr/bin/env python3
"""Click to new view: from a click on a legal move to the new view drawn, per game.

    python3 bench/clicks.py [--dist dist] [--matches 2] [--clicks 120]

Plays matches in Debian Chromium through the real UI (one human seat against a
`simple` bot, ?botDelay=0): whenever it is the human's turn, it clicks a legal-move
button (first a highlighted card when the moves hang off a card), chosen by a seeded
random pick. The controller marks each click on a legal move and each view drawn
(markInput / markDrawn in web/engine.js), so the page records User Timing measures:
- click-to-view: the click's handler until the new view's DOM is drawn (engine calls,
  saving the match, rendering);
- click-to-frame: the same click until the next animation frame after that draw;
- engine:<op>: every engine call (detail.python: the ms spent in Python), render: each draw.
Prints p50 / p95 / max per game; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from pathlib import Path
from typing import Any

from benchkit import READY_PROBE, ROOT, Counter, counting_server, fresh_context, wait_engine
from playwright.sync_api import Locator, Page, sync_playwright

from buildtools import serve

GAMES = {"astronaut": {"rounds": "1"}, "red-cliffs": {"target": "1"}}
SETTLED = """() => {
  const over = !document.querySelector('#match-end').hidden;
  const round = document.querySelector('#round-end').open;
  const handover = !document.querySelector('#handover').hidden;
  const mine = document.querySelector('#table').classList.contains('my-turn');
  return over ? 'over' : round ? 'round' : handover ? 'handover' : mine ? 'mine' : false;
}"""
MEASURES = """() => performance.getEntriesByType('measure')
  .filter((m) => ['click-to-view', 'click-to-frame', 'render'].includes(m.name) || m.name.startsWith('engine:'))
  .map((m) => [m.name, m.duration, m.detail?.kind ?? null, m.detail?.python ?? null])"""


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]


def move_count(page: Page) -> int:
    return int(page.get_attribute("#move-count", "data-move-count") or -1)


def press(page: Page, target: Locator) -> None:
    """A plain mouse click at the middle of `target`, as a player's: Playwright's own
    click() runs its checks in the page around the click, and they would be timed too."""
    target.scroll_into_view_if_needed()
    box = target.bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def click_a_move(page: Page, rng: random.Random) -> None:
    """One click on a legal move (after a click on a card when the moves hang off one)."""
    buttons = page.locator("#moves button[data-move]")
    if buttons.count() == 0:
        cards = page.locator("#hand .card.playable")
        press(page, cards.nth(rng.randrange(cards.count())))
        buttons.first.wait_for(state="visible")
    before = move_count(page)
    press(page, buttons.nth(rng.randrange(buttons.count())))
    page.wait_for_function(
        "before => Number(document.querySelector('#move-count').dataset.moveCount) !== before"
        " || !document.querySelector('#match-end').hidden || document.querySelector('#round-end').open",
        arg=before, timeout=30_000)


def play(page: Page, base: str, game: str, options: dict[str, str], clicks: int, seed: int) -> list[Any]:
    """One match (or `clicks` clicks) of `game`; returns the page's measures."""
    page.goto(base + "?botDelay=0&debug=1")
    wait_engine(page)
    page.click(f"button[data-game='{game}']")
    rows = page.locator("#seat-list .seat-row")
    while rows.count() > 2:
        rows.last.locator(".remove-seat").click()
    page.select_option("[data-seat-kind='0']", "human")
    page.select_option("[data-seat-kind='1']", "bot:simple")
    for name, value in options.items():
        page.fill(f"#option-{name}", value)
    page.click("#start")
    page.wait_for_selector("#table:not([hidden])")
    rng = random.Random(seed)
    done = 0
    while done < clicks:
        state = page.wait_for_function(SETTLED, timeout=60_000).json_value()
        if state == "over":
            break
        if state == "round":
            page.click("#round-continue")
            continue
        if state == "handover":
            page.click("#handover-button")
            continue
        click_a_move(page, rng)
        done += 1
    return list(page.evaluate(MEASURES))


def summary(label: str, values: list[float]) -> str:
    return (f"{label:<26} n {len(values):4d}  p50 {percentile(values, 50):6.1f}  "
            f"p95 {percentile(values, 95):6.1f}  max {max(values, default=float('nan')):6.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--matches", type=int, default=2, help="matches per game")
    parser.add_argument("--clicks", type=int, default=120, help="at most this many clicks per match")
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()}", flush=True)
    server = counting_server(args.dist, Counter())
    base = serve.url_of(server)
    try:
        with sync_playwright() as pw, fresh_context(pw) as context:
            context.add_init_script(READY_PROBE)
            page = context.pages[0] if context.pages else context.new_page()
            for game, options in GAMES.items():
                measures: list[Any] = []
                started = time.monotonic()
                for n in range(args.matches):
                    measures += play(page, base, game, options, args.clicks, seed=n)
                views = [d for name, d, _, _ in measures if name == "click-to-view"]
                frames = [d for name, d, _, _ in measures if name == "click-to-frame"]
                renders = [d for name, d, _, _ in measures if name == "render"]
                plays = [d for name, d, _, _ in measures if name == "engine:play"]
                python = [p for name, _, _, p in measures if name == "engine:play" and p is not None]
                print(f"\n{game} ({args.matches} matches, {time.monotonic() - started:.0f} s)")
                print(summary("click -> new view drawn", views))
                print(summary("click -> next frame", frames))
                print(summary("  engine call 'play'", plays))
                print(summary("    of which Python", python))
                print(summary("  render (draw)", renders))
                for op in sorted({name for name, *_ in measures if name.startswith("engine:")} - {"engine:play"}):
                    print(summary(f"  {op}", [d for name, d, _, _ in measures if name == op]))
    finally:
        server.shutdown()
        server.server_close()
    print(f"load average at end: {os.getloadavg()}")


if __name__ == "__main__":
    main()
