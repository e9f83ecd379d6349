"""Browser-test fixtures: dist/ served under /cardtable/ and Chromium via Playwright.

Fixtures: `base_url` (ends with /cardtable/), `dist_dir`, `browser`, `context` (fresh
per test), `page`, and `recorder` (request URLs and console errors of the context,
with `wait_ready()` and `assert_clean()`). Without a built dist/ the tests fail.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from browserkit import BASE, DIST, Recorder
from playwright.sync_api import Browser, BrowserContext, Page, WebError, sync_playwright

from buildtools import browser as chromium
from buildtools import serve


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "browser: needs a built dist/ and Chromium")


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
    srv = serve.make_server(dist_dir, port=0, base=BASE)
    serve.start_in_thread(srv)
    yield srv
    srv.shutdown()
    srv.server_close()


@pytest.fixture(scope="session")
def base_url(server: serve.DistServer) -> str:
    return serve.url_of(server, BASE)


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as pw:
        launched = pw.chromium.launch(**chromium.launch_options())
        yield launched
        launched.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    """A fresh context per test: empty HTTP cache, no service worker."""
    ctx = browser.new_context()
    yield ctx
    ctx.close()


@pytest.fixture
def page(context: BrowserContext) -> Page:
    return context.new_page()


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
