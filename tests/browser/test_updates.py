"""A new build reaches an open page cleanly: it is offered, never mixed in, and the saves survive."""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from browserkit import BASE, Recorder, play_one
from playwright.sync_api import BrowserContext, Page, expect
from progress import STEP_MS

import build
from buildtools import serve

pytestmark = pytest.mark.cold  # the start-up from a first visit is what these tests look at (conftest)

APP = "?botDelay=0&debug=1"
SAVE_KEY = f"cardtable:{BASE}:save"
HOST_KEY = f"cardtable:{BASE}:host:update-test"
MARK = "<!-- build b -->"
SNAPSHOT_STORED = "() => performance.getEntriesByName('startup:store snapshot').length > 0"
STARTED_FROM = "() => performance.getEntriesByName('startup:engine ready')[0]?.detail?.from ?? null"
BUILD_CACHES = f"async () => (await caches.keys()).filter((n) => n.startsWith('cardtable:{BASE}:')).sort()"


def build_id(dist: Path) -> str:
    match = re.search(r'^const BUILD = "(\w+)";$', (dist / "sw.js").read_text(), re.M)
    assert match
    return match.group(1)


@pytest.fixture
def two_builds(dist_dir: Path, tmp_path: Path) -> Iterator[tuple[str, Path, Path, Path]]:
    """The built site (a) and a newer build of it (b), served from a folder (`live`)
    that the test points at either; yields (url, live, a, b)."""
    a, b = tmp_path / "a", tmp_path / "b"
    shutil.copytree(dist_dir, a)
    shutil.copytree(dist_dir, b)
    index = b / "index.html"
    index.write_text(index.read_text().replace("<body", f"{MARK}\n<body", 1))
    (b / "main.js").write_text((b / "main.js").read_text() + "\n// build b\n")
    info = json.loads(re.search(r"^const BUILD = /\* BUILD_INFO \*/ (.*);$",
                                (b / "engine-worker.js").read_text(), re.M).group(1))  # type: ignore[union-attr]
    build.finish(b, info["lock"])
    assert build_id(a) != build_id(b)
    live = tmp_path / "live"
    live.symlink_to(a)
    server = serve.make_server(live, port=0, base=BASE)
    serve.start_in_thread(server)
    yield serve.url_of(server, BASE), live, a, b
    server.shutdown()
    server.server_close()


def point(live: Path, target: Path) -> None:
    """Deploy `target`: the server now serves it (atomically)."""
    tmp = live.with_name("live.new")
    tmp.symlink_to(target)
    os.replace(tmp, live)


def test_an_open_page_is_offered_the_new_build_and_resumes_its_match(
        context: BrowserContext, page: Page, recorder: Recorder,
        two_builds: tuple[str, Path, Path, Path]) -> None:
    url, live, a, b = two_builds
    recorder.base_url = url  # this test's own server
    page.goto(url + APP)
    recorder.wait_ready()
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=STEP_MS)
    page.wait_for_function(SNAPSHOT_STORED, timeout=STEP_MS)
    assert page.evaluate(BUILD_CACHES) == [f"cardtable:{BASE}:{build_id(a)}"]

    # A match in progress on build a, and a host table's snapshot made by a's engine.
    page.click("#start")
    page.wait_for_selector("#table:not([hidden])")
    page.wait_for_function("window.__cardtable.view && window.__cardtable.view.to_move.includes(0)")
    play_one(page)
    page.wait_for_function(f"localStorage.getItem('{SAVE_KEY}') !== null")
    saved_moves = len(json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))["record"]["moves"])
    assert saved_moves >= 1
    page.evaluate("""async (key) => {
      const engine = window.__cardtable.engine;
      const games = await engine.call('games');
      const host = await engine.call('host_open', {game: games[0].id, options: {},
        seats: [{name: 'Far', kind: 'remote'}, {name: 'Near', kind: 'human'}]});
      const snapshot = await engine.call('host_snapshot', {session: host.session});
      localStorage.setItem(key, JSON.stringify({snapshot, seats: [{name: 'Far', kind: 'remote'}]}));
    }""", HOST_KEY)

    # Build b is deployed; the open page checks (as it does when it comes back to the front).
    point(live, b)
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    banner = page.locator(".update-ready")
    banner.wait_for(state="visible", timeout=STEP_MS)
    assert "new version" in banner.inner_text()
    # Until the player accepts, the page runs build a only: its files come from a's cache.
    assert MARK.strip("<!-> ") not in page.evaluate("fetch('./main.js').then((r) => r.text())")
    assert page.evaluate("window.__cardtable.engine.call('games').then((g) => g.length)") > 0

    banner.get_by_role("button", name="Reload").click()
    page.wait_for_function(f"document.documentElement.outerHTML.includes({json.dumps(MARK)})", timeout=STEP_MS)
    recorder.wait_ready()
    assert page.evaluate(STARTED_FROM) == "fresh"  # a's snapshot is not b's
    assert "build b" in page.evaluate("fetch('./main.js').then((r) => r.text())")

    # The saved match resumes at its move; the host table's snapshot opens in b's engine.
    page.locator("#resume-button").click()
    page.wait_for_selector("#table:not([hidden])")
    page.wait_for_function("window.__cardtable.view != null")  # the table shows a moment before its first view
    assert page.evaluate("window.__cardtable.view.move_count") >= saved_moves
    reopened = page.evaluate("""async (key) => {
      const saved = JSON.parse(localStorage.getItem(key));
      const host = await window.__cardtable.engine.call('host_open', {snapshot: saved.snapshot});
      return host.open;
    }""", HOST_KEY)
    assert reopened == [0]

    # Only b's files and b's snapshot remain.
    page.wait_for_function(SNAPSHOT_STORED, timeout=STEP_MS)
    page.wait_for_function(f"async () => JSON.stringify(await ({BUILD_CACHES})()) === "
                           f"JSON.stringify(['cardtable:{BASE}:{build_id(b)}'])", timeout=STEP_MS)
    snapshots = page.evaluate("""async () => {
      const out = [];
      for (const name of (await caches.keys()).filter((n) => n.startsWith('cardtable-snapshot:'))) {
        for (const r of await (await caches.open(name)).keys()) out.push(r.url.split('/').pop());
      }
      return out;
    }""")
    assert snapshots == [build_id(b)]
    recorder.assert_clean()


def test_a_save_in_an_unknown_format_is_refused_with_a_reason(
        page: Page, recorder: Recorder, base_url: str) -> None:
    """A record from a newer (or older) format is never silently dropped: resuming it
    says why it cannot be restored."""
    page.goto(base_url + APP)
    recorder.wait_ready()
    record = {"format": "cardtable-record", "version": 99, "game": "astronaut", "players": 2,
              "seed": 1, "options": {}, "moves": []}
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot", "bot": "simple"}]
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  [SAVE_KEY, json.dumps({"record": record, "seats": seats, "savedAt": 0})])
    page.reload()
    recorder.wait_ready()
    page.locator("#resume-button").click()
    # the lobby's saved-match panel says why, keeps the save (Delete asks first) and offers no resume
    expect(page.locator("#resume-text")).to_contain_text("cannot be restored")
    expect(page.locator("#resume-text")).to_contain_text("version 99")
    expect(page.locator("#resume-button")).to_be_hidden()
    assert page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})") is not None
