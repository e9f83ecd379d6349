"""Shared helpers for the browser tests (imported by conftest.py and the tests)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import Browser, ConsoleMessage, Page, Request
from progress import STEP_MS

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

DIST = REPO / "dist"
BASE = "/cardtable/"
READY_TIMEOUT_MS = 120_000
BLANK = "__blank__.html"  # routed to an empty page by `open_blank`


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


def set_seats(page: Page, seats: list[tuple[str, str]]) -> None:
    """Fill the lobby's seat list with (name, kind) seats, kind "human" or "bot:<kind>"."""
    rows = page.locator("#seat-list .seat-row")
    while rows.count() > len(seats):
        rows.last.locator(".remove-seat").click()
    while rows.count() < len(seats):
        page.click("#add-seat")
    for i, (name, kind) in enumerate(seats):
        page.fill(f"[data-seat-name='{i}']", name)
        page.select_option(f"[data-seat-kind='{i}']", kind)


def recorded(browser: Browser, base_url: str) -> tuple[Page, Recorder]:
    """A page in a fresh context (a device of its own) whose requests and errors are recorded."""
    context = browser.new_context()
    page = context.new_page()
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
               setup: Callable[[Page], object] | None = None) -> str:
    """On a page already opened on the lobby: pick ``game``, fill the seats (at least one
    "remote"), let ``setup`` set options, start; returns the invitation link."""
    host_rec.wait_ready(host)
    host.click(f"button[data-game='{game}']")
    set_seats(host, seats)
    if setup is not None:
        setup(host)
    host.click("#start")
    host.wait_for_function("document.querySelector('#net-link').value.includes('#join=')")
    return host.locator("#net-link").input_value()


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
