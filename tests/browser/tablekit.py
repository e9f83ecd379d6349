"""Driving a game table through its own controls, shared by the per-game UI tests: the
move count the page shows, the simple bot's suggestion from the page's engine, clicking
what plays a move (each game passes the script that finds its control), screenshots."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from browserkit import REPO
from playwright.sync_api import Page, expect

ARTIFACTS = REPO / "tests" / "artifacts"

# What a device waits for, in one evaluation: the match is over, the hot-seat hand-over or
# a one-device window screen ("respond?", "Anyone modifying?"), or the seat on view has
# moves (buttons or the choose-k panel).
STATE = """() => {
  if (!document.querySelector('#match-end').hidden) return 'over';
  if (!document.querySelector('#handover').hidden) return 'handover';
  if (document.querySelector('#moves [data-responder]')) return 'responders';
  const mine = document.querySelector('#table').classList.contains('my-turn')
    && document.querySelector('#moves button, #spill-moves button') !== null;
  return mine ? 'mine' : false;
}"""


def move_count(page: Page) -> int:
    return int(page.get_attribute("#move-count", "data-move-count") or -1)


def suggestion(page: Page, seat: int) -> dict[str, Any]:
    """The simple bot's move for `seat` now (asked from this page's engine)."""
    return dict(page.evaluate(
        "seat => window.__cardtable.engine.call('bot', {match: window.__cardtable.match, seat, kind: 'simple'})"
        ".then((reply) => reply.move)", seat))


def click_move(page: Page, move: dict[str, Any], click_script: str,
               refusals: Iterable[str] = ("picks refused",)) -> str:
    """Click what plays `move` (found by the game's `click_script`, which says how it
    played the move or why not) and wait until it has landed."""
    before = move_count(page)
    how = page.evaluate(click_script, move)
    assert how is not None and not str(how).startswith(tuple(refusals)), f"no control for {move}: {how}"
    page.wait_for_function(
        "b => Number(document.querySelector('#move-count').dataset.moveCount) !== b"
        " || !document.querySelector('#match-end').hidden", arg=before, timeout=30_000)
    return str(how)


def shots(page: Page, name: str, full_page: bool = False) -> None:
    """The page at 1280 and 375 px wide, for a person to look at (the viewport's height
    kept unless `full_page`)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size or {"width": 1280, "height": 800}
    for width, height in ((1280, 800), (375, 740)):
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(ARTIFACTS / f"{name}-{width}.png"), full_page=full_page)
    page.set_viewport_size(size)


def state(page: Page, timeout_ms: int = 30_000) -> str:
    """What the device waits for now (see STATE)."""
    return str(page.wait_for_function(STATE, timeout=timeout_ms).json_value())


def step_to_window(page: Page, click: Callable[[Page, dict[str, Any]], str]) -> int | None:
    """One step of a hot-seat match driven to its window screens: pass the hand-over
    screen, or play the simple bot's move for the seat on view (by `click`), and return
    None; or, on a one-device window screen, return the one seat asked."""
    now = state(page)
    assert now != "over", "the match ended first"
    if now == "handover":
        page.click("#handover-button")
        expect(page.locator("#handover")).to_be_hidden()
        return None
    if now == "mine":
        seat = int(page.evaluate("window.__cardtable.seat"))
        click(page, suggestion(page, seat))
        return None
    asked = page.evaluate("window.__cardtable.view.to_move")
    assert len(asked) == 1
    return int(asked[0])
