#!/usr/bin/env python3
"""Click to new view: from a click on a legal move to the new view drawn, per game.

    python3 bench/clicks.py [--dist dist] [--matches 1] [--clicks 80] [--games astronaut,...] [--compare] [--cpu]

Plays matches in Debian Chromium through the real UI, every game at its largest table
(Astronaut 4 seats, Red Cliffs 9, Red Dwarf 2, Doctor Who 4, Redshirts 7: one human seat,
the others `simple` bots, ?botDelay=0): whenever it is the human's turn, it clicks a
legal-move button (first a highlighted card when the moves hang off a card; a choose-k
panel is picked and confirmed), chosen by a seeded random pick. The controller marks each click on a legal move and each view drawn
(markInput / markDrawn in web/engine.js), so the page records User Timing measures:
- click-to-view: the click's handler until the new view's DOM is drawn (engine calls,
  saving the match, rendering);
- click-to-frame: the same click until the next animation frame after that draw;
- engine:<op>: every engine call (detail.python: the ms spent in Python), render: each draw.
After each match the bench replays its record in the page's engine and asks the human
seat's view after every move: "Python view" is the ms Python spent on each such view
(a view of a state version not asked before, as after a click).
Prints p50 / p95 / max per game and the load average (`os.getloadavg()`) with each game;
asserts nothing. The machine is shared: compare figures of one run only.

--cpu also records a Chromium trace of each match and prints the same clicks in CPU
time (the threads' own clocks, `tdur`): the page's main thread plus the engine's worker
between the click and the drawn view, and each draw's style recalculation and layout.
On a loaded machine the wall-clock figures are mostly waiting for a core; the CPU figures
are what a click costs, close to its wall time on an idle machine.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from pathlib import Path
from typing import Any

from benchkit import READY_PROBE, ROOT, Counter, counting_server, fresh_context, wait_engine
from playwright.sync_api import Error as PlaywrightError, Locator, Page, sync_playwright

from buildtools import serve

GAMES: dict[str, tuple[int, dict[str, str]]] = {  # game -> seats (its largest table), options
    "astronaut": (4, {"rounds": "1"}), "red-cliffs": (9, {"target": "1"}), "red-dwarf": (2, {}),
    "doctor-who": (4, {}), "redshirts": (7, {})}
MOVES = "#table button[data-move]:visible:not([disabled])"
VIEWS_REPLAYED = """async ([seat, record]) => {
  const engine = window.__cardtable.engine;
  const {match} = await engine.call("load", {record: {...record, moves: []}});
  const times = [];
  for (const [mover, move] of record.moves) {
    await engine.call("play", {match, seat: mover, move});
    const before = performance.getEntriesByName("engine:view").length;
    await engine.call("view", {match, seat, log_limit: 80});
    const entries = performance.getEntriesByName("engine:view");
    if (entries.length > before) times.push(entries[entries.length - 1].detail.python);
  }
  await engine.call("close", {match});
  return times;
}"""
SETTLED = """() => {
  const over = !document.querySelector('#match-end').hidden;
  const round = document.querySelector('#round-end').open;
  const handover = !document.querySelector('#handover').hidden;
  const mine = document.querySelector('#table').classList.contains('my-turn');
  return over ? 'over' : round ? 'round' : handover ? 'handover' : mine ? 'mine' : false;
}"""
MEASURES = """() => performance.getEntriesByType('measure')
  .filter((m) => ['click-to-view', 'click-to-frame', 'render', 'render:build', 'render:dom'].includes(m.name) || m.name.startsWith('engine:'))
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
    target.scroll_into_view_if_needed(timeout=5_000)
    box = target.bounding_box()
    if box is None:
        raise PlaywrightError("Element is not attached (redrawn)")
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def choose_k(page: Page, rng: random.Random) -> None:
    """A choose-k panel: pick options at random until Confirm is allowed, then confirm."""
    confirm = page.locator("[data-confirm-choice]")
    for _ in range(50):
        if confirm.get_attribute("aria-disabled") != "true":
            break
        picks = page.locator(".choose-panel [data-pick][aria-pressed='false']")
        if not (n := picks.count()):
            break
        press(page, picks.nth(rng.randrange(n)))
    press(page, confirm)


def click_a_move(page: Page, rng: random.Random) -> None:
    """One click on a legal move (after a click on a card when the moves hang off one;
    a choose-k panel's picks and Confirm)."""
    before = move_count(page)
    for _ in range(3):
        buttons = page.locator(MOVES)
        if n := buttons.count():
            press(page, buttons.nth(rng.randrange(n)))
            break
        if page.locator("[data-confirm-choice]:visible").count():
            choose_k(page, rng)
            break
        starters = page.locator("#table [data-choose]:visible")
        cards = page.locator("#table .card.playable:visible")
        if n := starters.count():
            press(page, starters.nth(rng.randrange(n)))
            page.locator("[data-confirm-choice]").wait_for(state="visible", timeout=5_000)
        elif n := cards.count():
            press(page, cards.nth(rng.randrange(n)))
            page.locator(f"{MOVES}, [data-confirm-choice]:visible").first.wait_for(state="visible", timeout=5_000)
        else:
            raise PlaywrightError("Timeout: no move to click (the table moved on)")
    else:
        raise PlaywrightError("Timeout: no move after three tries")
    page.wait_for_function(
        "before => Number(document.querySelector('#move-count').dataset.moveCount) !== before"
        " || !document.querySelector('#match-end').hidden || document.querySelector('#round-end').open",
        arg=before, timeout=30_000)


def play(page: Page, base: str, game: str, seats: int, options: dict[str, str], clicks: int,
         seed: int, query: str = "") -> tuple[list[Any], list[float]]:
    """One match (or `clicks` clicks) of `game` at `seats` seats; returns the page's
    measures and the Python ms of the human's view after every move (replayed)."""
    page.goto(base + "?botDelay=0&debug=1" + query)
    wait_engine(page)
    page.click(f"button[data-game='{game}']")
    rows = page.locator("#seat-list .seat-row")
    while rows.count() > seats:
        rows.last.locator(".remove-seat").click()
    while rows.count() < seats:
        page.click("#add-seat")
    page.select_option("[data-seat-kind='0']", "human")
    for seat in range(1, seats):
        page.select_option(f"[data-seat-kind='{seat}']", "bot:simple")
    for name, value in options.items():
        page.fill(f"#option-{name}", value)
    page.click("#start")
    page.wait_for_selector("#table:not([hidden]), #confirm-dialog[open]")
    if page.locator("#confirm-dialog[open]").count():  # the last match's save: replace it
        page.click("#confirm-yes")
    page.wait_for_selector("#table:not([hidden])")
    rng = random.Random(seed)
    done = 0
    misses = 0  # tries in a row that found no move to click
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
        try:
            click_a_move(page, rng)
        except PlaywrightError as error:  # the table was redrawn under the pick (a bot answered): look again
            if "not attached" not in str(error) and "Timeout" not in str(error):
                raise
            misses += 1
            if misses >= 20:  # not a redraw: a move this clicker cannot make; say so rather than hang
                shot = Path(f"/tmp/clicks-stuck-{game}.png")
                page.screenshot(path=str(shot))
                raise RuntimeError(f"{game}: no move this bench can click after {misses} tries "
                                   f"(move {move_count(page)}; the table: {shot})") from error
            continue
        misses = 0
        done += 1
    measures = list(page.evaluate(MEASURES))
    record = page.evaluate("() => window.__cardtable.engine.call('record', {match: window.__cardtable.match})")
    return measures, list(page.evaluate(VIEWS_REPLAYED, [0, record]))


TRACE_CATEGORIES = ["blink.user_timing", "devtools.timeline", "disabled-by-default-devtools.timeline"]


def spans(events: list[dict[str, Any]], name: str) -> list[tuple[float, float, int]]:
    """The User Timing measures called `name` in a trace: (start, end, pid), in us."""
    begun: dict[Any, dict[str, Any]] = {}
    out = []
    for event in sorted((e for e in events if e.get("cat") == "blink.user_timing" and e["name"] == name),
                        key=lambda e: float(e["ts"])):
        key = (event.get("id2") or {}).get("local") or event.get("id")
        if event["ph"] in ("b", "S"):
            begun[key] = event
        elif event["ph"] in ("e", "F") and key in begun:
            start = begun.pop(key)
            out.append((float(start["ts"]), float(event["ts"]), int(start["pid"])))
    return out


def threads_of(events: list[dict[str, Any]], pid: int, thread: str) -> list[int]:
    """The ids of `pid`'s threads called `thread` (a page reloaded has had several workers)."""
    return sorted({int(e["tid"]) for e in events if e["name"] == "thread_name" and e["pid"] == pid
                   and e.get("args", {}).get("name") == thread})


def top_tasks(events: list[dict[str, Any]], pid: int, tid: int | None) -> list[tuple[float, float, float]]:
    """The outermost tasks a thread ran: (start, wall us, CPU us)."""
    tasks = sorted((float(e["ts"]), float(e.get("dur", 0)), float(e.get("tdur", 0))) for e in events
                   if e["name"] == "RunTask" and e.get("ph") == "X" and e["pid"] == pid and e["tid"] == tid)
    out: list[tuple[float, float, float]] = []
    for task in tasks:
        if not out or task[0] >= out[-1][0] + out[-1][1]:
            out.append(task)
    return out


def cpu_between(tasks: list[tuple[float, float, float]], start: float, end: float) -> float:
    """CPU ms a thread spent between `start` and `end` (a task cut by either end counts pro rata)."""
    total = 0.0
    for at, wall, cpu in tasks:
        overlap = min(end, at + wall) - max(start, at)
        if overlap > 0 and wall > 0:
            total += cpu * overlap / wall
    return total / 1000


def cpu_rows(events: list[dict[str, Any]]) -> dict[str, list[float]]:
    """Per click and per draw, CPU ms from a trace: main thread and worker, style, layout."""
    clicks = spans(events, "click-to-view")
    draws = spans(events, "render")
    if not draws:
        return {}
    pid = draws[0][2]
    main_tid = next(iter(threads_of(events, pid, "CrRendererMain")), None)
    main = top_tasks(events, pid, main_tid)
    workers = [top_tasks(events, pid, tid) for tid in threads_of(events, pid, "DedicatedWorker thread")]
    # the engine's worker: the one that worked during the clicks
    worker = max(workers, key=lambda tasks: sum(cpu_between(tasks, s, e) for s, e, _ in clicks), default=[])
    work = sorted((float(e["ts"]), float(e.get("tdur", 0)) / 1000, e["name"]) for e in events
                  if e["name"] in ("UpdateLayoutTree", "Layout") and e.get("ph") == "X"
                  and e["pid"] == pid and e["tid"] == main_tid)
    rows: dict[str, list[float]] = {"click CPU (main + worker)": [], "  main thread": [], "  worker": [],
                                    "draw CPU": [], "  style recalc": [], "  layout": []}
    for start, end, _ in clicks:
        on_main, on_worker = cpu_between(main, start, end), cpu_between(worker, start, end)
        rows["click CPU (main + worker)"].append(on_main + on_worker)
        rows["  main thread"].append(on_main)
        rows["  worker"].append(on_worker)
    for start, end, _ in draws:
        rows["draw CPU"].append(cpu_between(main, start, end))
        for label, name in (("  style recalc", "UpdateLayoutTree"), ("  layout", "Layout")):
            rows[label].append(sum(ms for at, ms, kind in work if kind == name and start <= at <= end))
    return rows


def traced(page: Page, run: Any) -> tuple[Any, list[dict[str, Any]]]:
    """`run()` with a Chromium trace of the page recorded; its result and the trace's events."""
    cdp = page.context.new_cdp_session(page)
    events: list[dict[str, Any]] = []
    done: list[bool] = []
    cdp.on("Tracing.dataCollected", lambda params: events.extend(params["value"]))
    cdp.on("Tracing.tracingComplete", lambda params: done.append(True))
    cdp.send("Tracing.start", {"traceConfig": {"includedCategories": TRACE_CATEGORIES}, "transferMode": "ReportEvents"})
    try:
        result = run()
    finally:
        cdp.send("Tracing.end")
        while not done:
            page.wait_for_timeout(100)
        cdp.detach()
    return result, events


def summary(label: str, values: list[float]) -> str:
    return (f"{label:<26} n {len(values):4d}  p50 {percentile(values, 50):6.1f}  "
            f"p95 {percentile(values, 95):6.1f}  max {max(values, default=float('nan')):6.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--matches", type=int, default=1, help="matches per game")
    parser.add_argument("--clicks", type=int, default=80, help="at most this many clicks per match")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--compare", action="store_true",
                        help="also play each game with ?redraw=1 (the table redrawn, not patched), same seeds")
    parser.add_argument("--cpu", action="store_true",
                        help="record a trace and print the clicks and draws in CPU time too")
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()}", flush=True)
    server = counting_server(args.dist, Counter())
    base = serve.url_of(server)
    try:
        with sync_playwright() as pw, fresh_context(pw) as context:
            context.add_init_script(READY_PROBE)
            page = context.pages[0] if context.pages else context.new_page()
            ways = [("patched", ""), ("redrawn (?redraw=1)", "&redraw=1")] if args.compare else [("", "")]
            for game, (way, query) in ((g, w) for g in args.games.split(",") for w in ways):
                seats, options = GAMES[game]
                measures: list[Any] = []
                views_python: list[float] = []
                started = time.monotonic()
                cpu: dict[str, list[float]] = {}
                for n in range(args.matches):
                    def run(n: int = n) -> tuple[list[Any], list[float]]:
                        return play(page, base, game, seats, options, args.clicks, seed=n, query=query)
                    if args.cpu:
                        (taken, viewed), events = traced(page, run)
                        for label, values in cpu_rows(events).items():
                            cpu.setdefault(label, []).extend(values)
                        del events
                    else:
                        taken, viewed = run()
                    measures += taken
                    views_python += viewed
                views = [d for name, d, _, _ in measures if name == "click-to-view"]
                frames = [d for name, d, _, _ in measures if name == "click-to-frame"]
                renders = [d for name, d, _, _ in measures if name == "render"]
                plays = [d for name, d, _, _ in measures if name == "engine:play"]
                python = [p for name, _, _, p in measures if name == "engine:play" and p is not None]
                load = " ".join(f"{x:.2f}" for x in os.getloadavg())
                print(f"\n{game}, {seats} seats{', ' + way if way else ''} ({args.matches} matches, {time.monotonic() - started:.0f} s,"
                      f" load average {load})")
                print(summary("click -> new view drawn", views))
                print(summary("click -> next frame", frames))
                print(summary("  engine call 'play'", plays))
                print(summary("    of which Python", python))
                print(summary("  render (draw)", renders))
                for part in ("render:build", "render:dom"):
                    print(summary(f"    {part}", [d for name, d, _, _ in measures if name == part]))
                print(summary("  Python view (replayed)", views_python))
                for op in sorted({name for name, *_ in measures if name.startswith("engine:")} - {"engine:play"}):
                    print(summary(f"  {op}", [d for name, d, _, _ in measures if name == op]))
                for label, values in cpu.items():
                    print(summary(label, values))
    finally:
        server.shutdown()
        server.server_close()
    print(f"load average at end: {os.getloadavg()}")


if __name__ == "__main__":
    main()
