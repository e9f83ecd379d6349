"""Start-up: a snapshot of the started engine, its fallback, and a loading bar that tells the truth."""

from __future__ import annotations

import re
from typing import Any

import pytest
from browserkit import Recorder
from playwright.sync_api import BrowserContext, ConsoleMessage, Page

pytestmark = pytest.mark.cold  # the start-up from a first visit is what these tests look at (conftest)

APP = "?botDelay=0&debug=1"
SNAPSHOT_STORED = "() => performance.getEntriesByName('startup:store snapshot').length > 0"
STARTED_FROM = "() => performance.getEntriesByName('startup:engine ready')[0]?.detail?.from ?? null"

# Watches the loading panel from the first script on: every text the bar is given, with the
# bar's value (a mutation observer, so a step shorter than a frame is still seen), and when
# (ms since navigation) the panel was first visible on a frame.
WATCH_LOADING = """
window.__loading = { texts: [], values: [], firstVisible: null, frames: 0 };
const record = () => {
  const text = document.getElementById('load-text');
  const w = window.__loading;
  if (text && w.texts[w.texts.length - 1] !== text.textContent) {
    w.texts.push(text.textContent);
    w.values.push(document.getElementById('load-progress')?.value ?? 0);
  }
};
const observer = new MutationObserver(record);
observer.observe(document, {subtree: true, childList: true, characterData: true});
const watch = () => {
  const panel = document.getElementById('loading');
  record();
  if (panel) {
    const w = window.__loading;
    const shown = !panel.hidden && getComputedStyle(panel).visibility === 'visible'
      && panel.getBoundingClientRect().height > 0;
    if (!panel.hidden) w.frames += 1;
    if (shown && w.firstVisible === null) w.firstVisible = performance.now();
  }
  if (document.documentElement.dataset.engine !== 'ready') requestAnimationFrame(watch);
  else observer.disconnect();
};
requestAnimationFrame(watch);
"""


def warnings_of(context: BrowserContext) -> list[str]:
    seen: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if message.type in ("warning", "info"):
            seen.append(message.text)

    context.on("console", on_console)
    return seen


def start_fresh_then_wait_for_snapshot(page: Page, recorder: Recorder, base_url: str) -> None:
    page.goto(base_url + APP)
    recorder.wait_ready()
    assert page.evaluate(STARTED_FROM) == "fresh"
    page.wait_for_function(SNAPSHOT_STORED, timeout=120_000)


def play_a_little(page: Page) -> None:
    """The restored engine plays: every game's self-test, a bot move, a networked table."""
    result = page.evaluate("""async () => {
      const engine = window.__cardtable.engine;
      const games = (await engine.call('games')).filter((g) => g.available);
      const out = [];
      for (const game of games) {
        const test = await engine.call('selftest', {game: game.id, players: game.min_players, matches: 1});
        const {match} = await engine.call('new', {game: game.id, players: game.min_players, seed: 3});
        const view = await engine.call('view', {match, seat: null});
        const {move} = await engine.call('bot', {match, seat: view.to_move[0], kind: 'simple'});
        await engine.call('play', {match, seat: view.to_move[0], move});
        out.push([game.id, test.moves > 0]);
      }
      const seats = [{name: 'A', kind: 'remote'}, {name: 'B', kind: 'bot'}];
      const host = await engine.call('host_open', {game: games[0].id, seats, options: {}});
      const snap = await engine.call('host_snapshot', {session: host.session});
      return [out, snap.format];
    }""")
    games, host_format = result
    assert games and all(ok for _, ok in games), games
    assert host_format == "cardtable-host"


def check_cold_loading(watch: dict[str, Any]) -> None:
    """The bar counted bytes received, then named the steps; its value never went back."""
    texts, values = watch["texts"], watch["values"]
    downloads = [re.fullmatch(r"Downloading Python — ([\d.]+) of ([\d.]+) MB", t) for t in texts]
    counted = [(float(m.group(1)), float(m.group(2))) for m in downloads if m]
    assert len(counted) >= 2, texts
    # the total is what comes over the wire (web/wire-bytes.js): the build's gzip estimate
    # until each file's Content-Length arrives; this local server sends the files as they
    # are, so it grows to their whole size (tests/browser/test_newcomer.py: a gzip host)
    totals = [total for _, total in counted]
    assert totals == sorted(totals) and 5 < totals[-1] < 20, texts  # the start-up files, in MB
    received = [done for done, _ in counted]
    assert received == sorted(received) and received[-1] > received[0], texts
    later = texts[texts.index(next(t for t in texts if t.startswith("Downloading"))):]
    for step in ("Starting Python…", "Starting the rules engine…"):
        assert step in later, texts
    assert later.index("Starting Python…") < later.index("Starting the rules engine…")
    bar = [v for v in values if v]
    assert bar == sorted(bar), values
    # A cold start takes seconds: the panel shows, but never in the first half second.
    assert watch["firstVisible"] is not None and watch["firstVisible"] >= 500, watch


def test_a_cold_start_counts_bytes_and_the_next_start_restores_a_snapshot(
        context: BrowserContext, page: Page, recorder: Recorder, base_url: str) -> None:
    """One cold start (the loading bar's bytes and steps), then a warm one from the
    snapshot (no download shown, no panel at all if under half a second) that plays."""
    context.add_init_script(WATCH_LOADING)
    # A download at 4 MB/s, as over a good connection: from the local server the files can
    # all arrive before the page's scripts draw the bar (then it rightly shows no bytes).
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 20, "downloadThroughput": 4 * 1024 * 1024, "uploadThroughput": -1})
    start_fresh_then_wait_for_snapshot(page, recorder, base_url)
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    check_cold_loading(page.evaluate("window.__loading"))
    page.reload()
    ready_at = recorder.wait_ready()
    assert page.evaluate(STARTED_FROM) == "snapshot"
    steps = page.evaluate("performance.getEntriesByType('measure').map((m) => m.name)")
    assert "startup:restore python" in steps and "startup:start python" not in steps
    watch = page.evaluate("window.__loading")
    assert not any(t.startswith("Downloading") for t in watch["texts"]), watch
    if ready_at < 500:
        assert watch["firstVisible"] is None, watch
    else:
        assert watch["firstVisible"] is None or watch["firstVisible"] >= 500, watch
    play_a_little(page)
    page.click("#start")  # the lobby's default set-up: a match on the table
    page.wait_for_selector("#table:not([hidden])")
    recorder.assert_clean()


def test_a_broken_snapshot_falls_back_to_a_fresh_start(
        context: BrowserContext, page: Page, recorder: Recorder, base_url: str) -> None:
    messages = warnings_of(context)
    start_fresh_then_wait_for_snapshot(page, recorder, base_url)
    overwritten = page.evaluate("""async () => {
      const names = (await caches.keys()).filter((n) => n.startsWith('cardtable-snapshot:'));
      let count = 0;
      for (const name of names) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          await cache.put(request, new Response(new Uint8Array(4096).fill(7)));
          count += 1;
        }
      }
      return count;
    }""")
    assert overwritten == 1
    page.reload()
    recorder.wait_ready()
    assert page.evaluate(STARTED_FROM) == "fresh"
    assert any("snapshot failed" in text and "starting afresh" in text for text in messages), messages
    page.wait_for_function(SNAPSHOT_STORED, timeout=120_000)  # a good one replaces it
    page.reload()
    recorder.wait_ready()
    assert page.evaluate(STARTED_FROM) == "snapshot"
    play_a_little(page)
    recorder.assert_clean()
