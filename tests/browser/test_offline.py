"""The built site starts from its own origin, under a sub-path, and offline."""

from __future__ import annotations

import json
import struct
import urllib.error
import urllib.request
from urllib.parse import urljoin
from pathlib import Path

import pytest
from browserkit import BASE, Recorder
from playwright.sync_api import BrowserContext, Page
from progress import STEP_MS

from buildtools import serve

pytestmark = pytest.mark.cold  # the start-up from a first visit is what these tests look at (conftest)

SW_CONTROLS = "() => navigator.serviceWorker.controller !== null"


def test_ready_with_every_request_on_the_origin(page: Page, recorder: Recorder, base_url: str) -> None:
    page.goto(base_url)
    recorder.wait_ready()
    recorder.assert_clean()
    assert any(u.endswith("/vendor/pyodide/pyodide.asm.wasm") for u in recorder.requests)


def test_second_load_works_offline(
    context: BrowserContext, page: Page, recorder: Recorder, base_url: str
) -> None:
    page.goto(base_url)
    recorder.wait_ready()
    page.wait_for_function(SW_CONTROLS, timeout=STEP_MS)
    context.set_offline(True)
    page.reload()
    recorder.wait_ready()
    fresh_tab = context.new_page()
    fresh_tab.goto(base_url)
    recorder.wait_ready(fresh_tab)
    recorder.assert_same_origin()
    recorder.assert_no_console_errors()


def test_manifest_is_valid_with_icons(page: Page, base_url: str) -> None:
    page.goto(base_url)
    href = page.eval_on_selector("link[rel=manifest]", "link => link.href")
    assert href.startswith(base_url)
    with urllib.request.urlopen(href) as response:
        assert response.headers["Content-Type"].startswith("application/manifest+json")
        manifest = json.load(response)
    assert manifest["name"] == "Card Table"
    assert manifest["start_url"] == "."
    assert manifest["display"] == "standalone"
    sizes = set()
    for icon in manifest["icons"]:
        with urllib.request.urlopen(urljoin(href, icon["src"])) as response:
            data = response.read()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
        width, height = struct.unpack(">II", data[16:24])
        assert icon["sizes"] == f"{width}x{height}" and width == height
        sizes.add(width)
    assert {192, 512} <= sizes


def test_works_under_any_sub_path(page: Page, recorder: Recorder, base_url: str, dist_dir: Path) -> None:
    page.goto(base_url)
    recorder.wait_ready()
    recorder.assert_clean()
    outside = [u for u in recorder.requests if not u.startswith(base_url)]
    assert not outside, f"requests outside {BASE}: {outside}"
    root = base_url[: -len(BASE)] + "/"
    try:
        urllib.request.urlopen(root + "index.html")
        raise AssertionError("the server should only serve under the sub-path")
    except urllib.error.HTTPError as err:
        assert err.code == 404

    deeper = serve.make_server(dist_dir, port=0, base="/a/deeper/path/")
    serve.start_in_thread(deeper)
    deeper_url = serve.url_of(deeper, "/a/deeper/path/")
    try:
        other = page.context.new_page()
        seen: list[str] = []
        other.on("request", lambda request: seen.append(request.url))
        other.goto(deeper_url)
        recorder.wait_ready(other)
    finally:
        deeper.shutdown()
        deeper.server_close()
    assert seen and all(u.startswith(deeper_url) for u in seen), seen
    recorder.assert_no_console_errors()


def test_a_shared_replay_link_opens_offline(
    context: BrowserContext, page: Page, recorder: Recorder, base_url: str
) -> None:
    """Issue 19: a replay link (the record in its fragment) opens with the network off, in a
    fresh tab of a browser that has visited the site once."""
    golden = Path(__file__).resolve().parents[1] / "engine" / "golden" / "red-dwarf-2p-default-seed11.json"
    record = json.loads(golden.read_text(encoding="utf-8"))["record"]
    page.goto(base_url)
    recorder.wait_ready()
    page.wait_for_function(SW_CONTROLS, timeout=STEP_MS)
    fragment = page.evaluate("""(record) => import('./replays/share.js').then((share) =>
      share.replayFragment({game: 'red-dwarf', names: ['Ann', 'Robbie'], record}))""", record)
    context.set_offline(True)
    tab = context.new_page()
    tab.goto(base_url + fragment)
    tab.wait_for_function("!document.querySelector('#replay').hidden", timeout=STEP_MS)
    total = len(record["moves"])
    assert tab.text_content("#replay-step") == f"Move 0 of {total}"
    tab.click("[data-step='end']")
    tab.wait_for_function(f"document.querySelector('#replay-step').textContent === 'Move {total} of {total}'")
    assert tab.get_attribute("#replay-verify", "data-ok") == "true"
    recorder.assert_same_origin()
    recorder.assert_no_console_errors()
