"""Shared helpers for the browser tests (imported by conftest.py and the tests)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Request
from progress import STEP_MS

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

DIST = REPO / "dist"
BASE = "/cardtable/"
READY_TIMEOUT_MS = 120_000
BLANK = "__blank__.html"  # routed to an empty page by `open_blank`
TEST_PATH = "__test__/"  # the test server's own files (conftest.TestHandler), never in dist/
# A browser without service workers (the site then registers none, as in any such
# browser): for a test that does not look at the worker, whose precache of every file of
# the site would be work no such test looks at. The start-up, offline and update tests
# (marked ``cold``) keep it.
NO_SERVICE_WORKER = "delete Navigator.prototype.serviceWorker;"
# The app's own clocks across devices (app/devices.js: how long a guest waits for the host
# to answer its join, 25 s, or a move, 15 s) set to their longest for the tests: a busy
# machine can take longer than a player's phone does, and a test waits on what the page
# shows, with a clock only to stop a real hang. URLSearchParams.get takes the first: a
# test of those clocks puts its own value before these.
NET_LIMITS = "&joinTimeout=120000&moveTimeout=120000"


def new_device(browser: Browser, **options: Any) -> BrowserContext:
    """A fresh context (a device of its own) that lets no service worker in (and waits
    up to STEP_MS for a step)."""
    context = browser.new_context(**options)
    context.add_init_script(NO_SERVICE_WORKER)
    context.set_default_timeout(STEP_MS)
    return context


# Put the engine's start-up snapshot the test server keeps (conftest.engine_snapshot) where
# the engine worker looks for it (Cache Storage): the next start of the app restores it.
PUT_SNAPSHOT = """async () => {
  const reply = await fetch('snapshot');
  if (!reply.ok) return false;
  const url = reply.headers.get('X-Snapshot-Url');
  const headers = { 'Content-Type': 'application/octet-stream',
    'X-Snapshot-Length': reply.headers.get('X-Snapshot-Length') };
  const cache = await caches.open(reply.headers.get('X-Snapshot-Cache'));
  await cache.put(url, new Response(await reply.arrayBuffer(), { headers }));
  return true;
}"""


def warm(page: Page, base_url: str) -> None:
    """Make this page's context (a fresh device) start the app as a returning visitor's
    browser does, from the engine's stored start-up snapshot, instead of starting Python
    afresh: the same snapshot the app itself stores after its first start, made once per
    test run (conftest.engine_snapshot). The cold start has tests of its own (test_startup,
    test_offline, test_updates: marked ``cold``). Leaves the page on an empty page."""
    page.goto(base_url + TEST_PATH + "blank.html")
    page.evaluate(PUT_SNAPSHOT)


def open_blank(page: Page, base_url: str) -> None:
    """Open an empty document inside the site, to drive its modules without the UI."""
    page.route(base_url + BLANK, lambda route: route.fulfill(
        status=200, content_type="text/html", body="<!doctype html><title>blank</title>"))
    page.goto(base_url + BLANK)


@dataclass
class Recorder:
    """What one browser context did: request URLs, console errors, failed requests."""

    base_url: str
    page: Page
    requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)

    @property
    def origin(self) -> str:
        parts = urlsplit(self.base_url)
        return f"{parts.scheme}://{parts.netloc}"

    def on_request(self, request: Request) -> None:
        self.requests.append(request.url)

    def on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.console_errors.append(f"{message.text} ({message.location.get('url', '')})")

    def on_failed(self, request: Request) -> None:
        self.failed.append(f"{request.url}: {request.failure}")

    def wait_ready(self, page: Page | None = None, timeout_ms: int = READY_TIMEOUT_MS) -> float:
        """Wait for data-engine="ready" (fail fast on "failed"); return ms since navigation."""
        page = page or self.page
        state = page.wait_for_function(
            "() => ['ready', 'failed'].includes(document.documentElement.dataset.engine)"
            " && [document.documentElement.dataset.engine, performance.now()]",
            timeout=timeout_ms,
        ).json_value()
        assert state[0] == "ready", f"engine failed; console errors: {self.console_errors}"
        return float(state[1])

    def assert_same_origin(self) -> None:
        """No request went anywhere but the server's origin."""
        outside = [u for u in self.requests
                   if not u.startswith(self.origin + "/") and not u.startswith(("data:", "blob:"))]
        assert not outside, f"requests left {self.origin}: {outside}"

    def assert_no_console_errors(self) -> None:
        assert not self.console_errors, f"console errors: {self.console_errors}"

    def assert_clean(self) -> None:
        """No request left the origin, none failed, and the console shows no error."""
        self.assert_same_origin()
        self.assert_no_console_errors()
        assert not self.failed, f"failed requests: {self.failed}"


def set_seats(page: Page, seats: list[tuple[str, str]], *, fair: bool | None = False) -> None:
    """Fill the lobby's seat list with (name, kind) seats, kind "human", "remote" or
    "bot:<kind>". ``fair``: the option "Nobody sees your hand — not even the host" where
    the lobby offers it (on by default there; docs/fairplay.md): off by default here, so
    a test of today's trusted-host tables gets one; None leaves it as the lobby has it."""
    rows = page.locator("#seat-list .seat-row")
    while rows.count() > len(seats):
        rows.last.locator(".remove-seat").click()
    while rows.count() < len(seats):
        page.click("#add-seat")
    for i, (name, kind) in enumerate(seats):
        page.fill(f"[data-seat-name='{i}']", name)
        page.select_option(f"[data-seat-kind='{i}']", kind)
    box = page.locator("#fair-mode")
    if fair is not None and box.is_enabled() and box.is_checked() != fair:
        box.set_checked(fair)


def recorded(browser: Browser, base_url: str) -> tuple[Page, Recorder]:
    """A page in a fresh context (a device of its own) whose requests and errors are recorded."""
    context = new_device(browser)
    page = context.new_page()
    warm(page, base_url)
    rec = Recorder(base_url=base_url, page=page)
    context.on("console", rec.on_console)
    context.on("weberror", lambda error: rec.console_errors.append(f"uncaught: {error.error}"))
    context.on("request", rec.on_request)
    return page, rec


def my_turn(page: Page) -> bool:
    """The table says it is this device's turn."""
    return bool(page.evaluate("document.querySelector('#table').classList.contains('my-turn')"))


def play_one(page: Page) -> None:
    """Play a legal move (a stage card when possible: matches end sooner)."""
    page.evaluate("""() => {
      const legal = window.__cardtable.view.legal;
      const pick = legal.find((e) => e.move.type === 'play') ?? legal[0];
      return window.__cardtable.play(pick.move);
    }""")


def moves_seen(page: Page) -> int:
    """The move count of the view this page shows (-1: none yet)."""
    return int(page.evaluate("window.__cardtable.view?.move_count ?? -1"))


def host_table(host: Page, host_rec: Recorder, game: str, seats: list[tuple[str, str]],
               setup: Callable[[Page], object] | None = None, *, fair: bool | None = False) -> str:
    """On a page already opened on the lobby: pick ``game``, fill the seats (at least one
    "remote"; ``fair`` as for set_seats), let ``setup`` set options, start; returns the
    invitation link."""
    host_rec.wait_ready(host)
    host.click(f"button[data-game='{game}']")
    set_seats(host, seats, fair=fair)
    if setup is not None:
        setup(host)
    host.click("#start")
    host.wait_for_function("document.querySelector('#net-link').value.includes('#join=')", timeout=STEP_MS)
    return host.locator("#net-link").input_value()


# The host's kept table (localStorage) given a fixed secret: returns the table's room.
FIX_SECRET = """(secret) => {
  const [key, text] = Object.entries(localStorage).find(([k]) => k.includes(':host:'));
  const kept = JSON.parse(text);
  kept.snapshot.secret = secret;
  localStorage.setItem(key, JSON.stringify(kept));
  return key.split(':host:')[1];
}"""


def seeded_join(host: Page, host_rec: Recorder, guest: Page, guest_rec: Recorder, game: str,
                seats: list[tuple[str, str]], name: str, secret: str, contribution: str,
                setup: Callable[[Page], object] | None = None) -> None:
    """A seeded deal across two devices (issue 21: reach a situation, never play until it
    turns up): the host (a page on the lobby) starts ``game`` with ``seats``, its kept
    table gets ``secret`` and reopens (the #host= link); the guest joins as ``name`` with
    ``contribution`` as its shuffle contribution. The match seed is then
    ``netplay.derive_seed(secret, [one contribution per seat, None but the guest's])``,
    so the deal and the bots' moves can be chosen offline with the Python engine."""
    invite = host_table(host, host_rec, game, seats, setup)
    room = host.evaluate(FIX_SECRET, secret)
    host.reload()
    host_rec.wait_ready(host)
    host.wait_for_function("document.querySelector('#net-link').value.includes('#join=')", timeout=STEP_MS)
    assert host.locator("#net-link").input_value() == invite
    guest_rec.wait_ready(guest)
    guest.goto(invite)
    guest_rec.wait_ready(guest)
    guest.evaluate("([key, seat]) => localStorage.setItem(key, JSON.stringify(seat))",
                   [f"cardtable:{BASE}:guest:{room}",
                    {"token": None, "seat": None, "contribution": contribution, "commit": None, "hashes": {}}])
    guest.fill("#net-name", name)
    guest.click("#net-join-button")
    for page in (host, guest):
        page.wait_for_function("!document.querySelector('#table').hidden && window.__cardtable.view",
                               timeout=STEP_MS)


def join(guest: Page, guest_rec: Recorder, invite: str, name: str, *, seated: bool = True) -> None:
    """Open ``invite`` on a guest page and join as ``name``; with ``seated`` wait until
    its table shows (else until the table shows or the page says it is waiting)."""
    guest_rec.wait_ready(guest)
    guest.goto(invite)
    guest_rec.wait_ready(guest)
    guest.fill("#net-name", name)
    guest.click("#net-join-button")
    shown = "!document.querySelector('#table').hidden && window.__cardtable.view"
    if not seated:
        shown = f"document.querySelector('#net-wait').textContent.length > 0 || ({shown})"
    guest.wait_for_function(shown, timeout=STEP_MS)
