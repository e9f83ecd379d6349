"""Browser-test fixtures: dist/ served under /cardtable/ and Chromium via Playwright.

Fixtures: `base_url` (ends with /cardtable/), `dist_dir`, `browser`, `context` (fresh
per test), `page`, and `recorder` (request URLs and console errors of the context,
with `wait_ready()` and `assert_clean()`). Without a built dist/ the tests fail.

Start-up: a fresh context is a first visit, and Python starting afresh there costs more
CPU than most tests spend on their own play. So the `browser` fixture starts the app
once, keeps the start-up snapshot the app stores (the test server holds it: TestHandler),
and every `page` (and browserkit.recorded's) context gets it first (browserkit.warm): its
app starts as a returning visitor's does. Those contexts let no service worker in either
(its precache of every file is work no such test looks at). Tests marked ``cold`` (the
start-up, offline and update tests) get a page that has never seen the site, with its
service worker.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from browserkit import BASE, DIST, TEST_PATH, Recorder, new_device, warm
from playwright.sync_api import Browser, BrowserContext, Page, WebError, expect, sync_playwright
from progress import STEP_MS

from buildtools import browser as chromium
from buildtools import serve


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "browser: needs a built dist/ and Chromium")
    # A generous limit per step, only to stop a real hang: Playwright's own defaults (5 s
    # for an expectation, 30 s for an action or a wait) fail on a busy machine.
    expect.set_options(timeout=STEP_MS)
    config.addinivalue_line("markers", "cold: the `page` fixture's context has never seen the site")


class TestHandler(serve.DistHandler):
    """dist/ as the site serves it, and under <base>__test__/ the tests' own: an empty
    page (blank.html) and the engine's start-up snapshot (snapshot: PUT once by the
    `browser` fixture, then GET by browserkit.warm; 404 until then)."""

    def test_path(self) -> str | None:
        path = self.path.split("?", 1)[0]
        prefix = self.base + TEST_PATH
        return path[len(prefix):] if path.startswith(prefix) else None

    def reply(self, status: int, body: bytes, headers: dict[str, str]) -> None:
        self.send_response(status)
        for name, value in {**headers, "Content-Length": str(len(body))}.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        name = self.test_path()
        if name is None:
            super().do_GET()
        elif name == "blank.html":
            self.reply(200, b"<!doctype html><title>blank</title>", {"Content-Type": "text/html; charset=utf-8"})
        elif name == "snapshot" and getattr(self.server, "snapshot", None):
            body, headers = self.server.snapshot  # type: ignore[attr-defined]
            self.reply(200, body, {"Content-Type": "application/octet-stream", **headers})
        else:
            self.reply(404, b"", {})

    def do_PUT(self) -> None:
        if self.test_path() != "snapshot":
            self.reply(405, b"", {})
            return
        body = self.rfile.read(int(self.headers["Content-Length"]))
        names = ("X-Snapshot-Length", "X-Snapshot-Url", "X-Snapshot-Cache")
        self.server.snapshot = (body, {n: self.headers[n] for n in names})  # type: ignore[attr-defined]
        self.reply(204, b"", {})


# The snapshot the app stored after its first start (Cache Storage), sent to the test server.
SEND_SNAPSHOT = """async (testPath) => {
  const name = (await caches.keys()).find((n) => n.startsWith('cardtable-snapshot:'));
  const cache = await caches.open(name);
  const [request] = await cache.keys();
  const stored = await cache.match(request);
  const reply = await fetch(testPath + 'snapshot', { method: 'PUT', body: await stored.arrayBuffer(),
    headers: { 'X-Snapshot-Length': stored.headers.get('X-Snapshot-Length'), 'X-Snapshot-Url': request.url,
      'X-Snapshot-Cache': name } });
  return reply.status;
}"""
SNAPSHOT_STORED = "() => performance.getEntriesByName('startup:store snapshot').length > 0"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the tests in this folder `browser` (deselect with -m 'not browser')."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def dist_dir() -> Path:
    if not (DIST / "index.html").is_file():
        pytest.fail(f"{DIST / 'index.html'} is missing: run `python3 build.py` first")
    return DIST


@pytest.fixture(scope="session")
def server(dist_dir: Path) -> Iterator[serve.DistServer]:
    srv = serve.make_server(dist_dir, port=0, base=BASE, handler=TestHandler)
    serve.start_in_thread(srv)
    yield srv
    srv.shutdown()
    srv.server_close()


@pytest.fixture(scope="session")
def base_url(server: serve.DistServer) -> str:
    return serve.url_of(server, BASE)


@pytest.fixture(scope="session")
def browser(base_url: str) -> Iterator[Browser]:
    with sync_playwright() as pw:
        launched = pw.chromium.launch(**chromium.launch_options())
        engine_snapshot(launched, base_url)
        yield launched
        launched.close()


def engine_snapshot(browser: Browser, base_url: str) -> None:
    """Start the app once, in a context of its own, and give the start-up snapshot it
    stores to the test server (for browserkit.warm)."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(base_url + "?debug=1")
    page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=STEP_MS)
    page.wait_for_function(SNAPSHOT_STORED, timeout=STEP_MS)
    assert page.evaluate(SEND_SNAPSHOT, TEST_PATH) == 204
    context.close()


@pytest.fixture
def context(browser: Browser, request: pytest.FixtureRequest) -> Iterator[BrowserContext]:
    """A fresh context per test: empty HTTP cache, no service worker (none is let in:
    browserkit.new_device; the ``cold`` tests, which look at it, let it in)."""
    cold = request.node.get_closest_marker("cold") is not None
    ctx = browser.new_context() if cold else new_device(browser)
    ctx.set_default_timeout(STEP_MS)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context: BrowserContext, base_url: str, request: pytest.FixtureRequest) -> Page:
    """A page of the fresh context; the app starts there from the stored snapshot
    (browserkit.warm) unless the test is marked ``cold``."""
    page = context.new_page()
    if request.node.get_closest_marker("cold") is None:
        warm(page, base_url)
    return page


@pytest.fixture
def recorder(context: BrowserContext, page: Page, base_url: str) -> Recorder:
    """Records the whole context: its pages, their workers and the service worker."""
    rec = Recorder(base_url=base_url, page=page)

    def on_web_error(error: WebError) -> None:
        rec.console_errors.append(f"uncaught: {error.error}")

    context.on("request", rec.on_request)
    context.on("requestfailed", rec.on_failed)
    context.on("console", rec.on_console)
    context.on("weberror", on_web_error)
    return rec
