"""web/engine.js against the real worker and Python bridge, inside the built site."""

from __future__ import annotations

from typing import Any

from browserkit import Recorder, open_blank
from playwright.sync_api import Page

CREATE = "window.__engine = import('./engine.js').then(m => m.createEngine())"


def run(page: Page, script: str) -> Any:
    """Evaluate `script` with `engine` bound to a ready engine from ./engine.js."""
    return page.evaluate(f"(async () => {{ const engine = await window.__engine;"
                         f" await engine.ready; {script} }})()")


def test_games_round_trip(page: Page, recorder: Recorder, base_url: str) -> None:
    open_blank(page, base_url)
    page.evaluate(CREATE)
    games = run(page, "return engine.call('games');")
    assert isinstance(games, list) and games
    recorder.assert_clean()


def test_error_reply_rejects_with_code(page: Page, base_url: str) -> None:
    open_blank(page, base_url)
    page.evaluate(CREATE)
    err = run(page, """
        try { await engine.call('no-such-op'); return null; }
        catch (e) { return {isError: e instanceof Error, code: e.code, message: e.message}; }""")
    assert err is not None and err["isError"]
    assert isinstance(err["code"], str) and err["code"]
    assert isinstance(err["message"], str) and err["message"]


def test_concurrent_calls_keep_their_ids(page: Page, base_url: str) -> None:
    open_blank(page, base_url)
    page.evaluate(CREATE)
    results = run(page, """
        const calls = [engine.call('games'), engine.call('no-such-op').catch(e => e.code),
                       engine.call('games')];
        return Promise.all(calls);""")
    assert results[0] == results[2] and isinstance(results[1], str)


def test_terminate_rejects_pending_calls(page: Page, base_url: str) -> None:
    open_blank(page, base_url)
    page.evaluate(CREATE)
    code = run(page, """
        const pending = engine.call('games').catch(e => e.code);
        engine.terminate();
        const later = await engine.call('games').catch(e => e.code);
        return [await pending, later];""")
    assert code == ["terminated", "terminated"]
