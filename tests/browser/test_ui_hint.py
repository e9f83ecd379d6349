"""'What would the bot do?' (issue 20): the hard bot's move and one line why, offered to
the human on view in solo and hot-seat tables, from that seat's view only."""

from __future__ import annotations

from browserkit import Recorder, set_seats
from screens import PHONE, assert_board_in_sight, shot
from playwright.sync_api import Page, expect
from test_a11y import assert_no_violations, axe_source  # noqa: F401 (a fixture)

APP = "?botDelay=0&debug=1"
MY_TURN = """() => document.querySelector('#table').classList.contains('my-turn')
  && document.querySelector('#moves button[data-move], #spill-moves button[data-move]') !== null"""


def start(page: Page, recorder: Recorder, base_url: str, seats: list[tuple[str, str]]) -> None:
    page.goto(base_url + APP)
    recorder.wait_ready()
    page.click("button[data-game='red-cliffs']")
    set_seats(page, seats)
    page.click("#start")
    expect(page.locator("#table")).to_be_visible()


def to_a_choice(page: Page) -> None:
    """Play the only move (Red Cliffs' draw) until the seat on view has a choice: the
    hint is offered then and not before."""
    for _ in range(20):
        page.wait_for_function(MY_TURN, timeout=60_000)
        buttons = page.locator("#moves button[data-move], #spill-moves button[data-move]")
        if buttons.count() > 1 or page.locator("#hint-button").is_visible():
            break
        expect(page.locator("#hint-button")).to_be_hidden()
        before = page.get_attribute("#move-count", "data-move-count")
        buttons.first.click()
        page.wait_for_function("b => document.querySelector('#move-count').dataset.moveCount !== b",
                               arg=before, timeout=60_000)
    page.wait_for_function(MY_TURN, timeout=60_000)


def dock_height(page: Page) -> float:
    return float(page.evaluate("document.querySelector('#dock').getBoundingClientRect().height"))


def test_hint_in_a_solo_table(page: Page, recorder: Recorder, base_url: str, axe_source: str) -> None:
    """The offer is a small button in the dock's moves line and the answer a panel on the
    table above the dock: on a phone the dock grows by no row for either (the piles stay
    in sight), the answer is in sight when it comes, closes with its button (focus back on
    the offer), and axe finds nothing wrong with either."""
    start(page, recorder, base_url, [("Alex", "human"), ("Robbie", "bot:simple")])
    to_a_choice(page)
    page.set_viewport_size(PHONE)
    button = page.locator("#hint-button")
    expect(button).to_be_visible()
    assert_board_in_sight(page)
    docked = dock_height(page)
    button.click()
    text = page.locator("#hint-text")
    expect(text).to_contain_text("The hard bot would play:", timeout=60_000)
    move, why = text.inner_text().split("would play: ", 1)[1].split(". ", 1)
    assert move.strip() and why.strip().endswith("."), (move, why)
    assert dock_height(page) == docked, "the answer made the dock taller"
    panel = page.locator("#hint-panel")
    expect(panel).to_be_in_viewport()
    box, dock = panel.bounding_box(), page.locator("#dock").bounding_box()
    assert box and dock and box["y"] + box["height"] <= dock["y"] + 1, (box, dock)  # above the dock, not under it
    shot(page, "hint-375")
    assert_no_violations(page, axe_source, "the hint on a phone")
    page.click(".hint-close")
    expect(text).to_be_empty()
    expect(page.locator(".hint-close")).to_be_hidden()
    expect(button).to_be_focused()
    page.set_viewport_size({"width": 1280, "height": 800})
    page.evaluate("window.scrollTo(0, 0)")
    button.click()  # on a laptop too the answer comes into sight, above the dock
    expect(text).to_contain_text("The hard bot would play:", timeout=60_000)
    expect(panel).to_be_in_viewport()
    shot(page, "hint-1280")
    page.click(".hint-close")
    page.set_viewport_size(PHONE)
    assert_board_in_sight(page)
    recorder.assert_clean()


def test_hint_in_a_hot_seat_table_only_for_the_player_on_view(page: Page, recorder: Recorder,
                                                              base_url: str) -> None:
    start(page, recorder, base_url, [("Alex", "human"), ("Blair", "human")])
    expect(page.locator("#handover")).to_be_visible(timeout=60_000)
    expect(page.locator("#hint-button")).to_be_hidden()  # nobody's hand on show
    page.click("#handover-button")
    to_a_choice(page)
    page.click("#hint-button")
    expect(page.locator("#hint-text")).to_contain_text("The hard bot would play:", timeout=60_000)
    recorder.assert_clean()


HOLD_BOT_MOVES = """() => {
  const engine = window.__cardtable.engine;
  window.__plainCall = engine.call;
  window.__held = [];
  engine.call = (op, args) => op !== "bot" ? window.__plainCall.call(engine, op, args)
    : new Promise((resolve, reject) => window.__held.push(
      () => window.__plainCall.call(engine, op, args).then(resolve, reject)));
}"""
LET_THEM_GO = """() => {
  const engine = window.__cardtable.engine;
  engine.call = window.__plainCall;
  window.__held.splice(0).forEach((go) => go());
}"""


def test_a_slow_bot_says_it_is_thinking(page: Page, recorder: Recorder, base_url: str) -> None:
    """Issue 20: while a bot's move takes longer than a moment the table says who is
    thinking, and the line goes when the move comes (the test holds the engine's answer
    back until the line shows, so no clock decides what it sees)."""
    page.goto(base_url + APP)
    recorder.wait_ready()
    page.evaluate(HOLD_BOT_MOVES)
    page.click("button[data-game='red-cliffs']")
    set_seats(page, [("Robbie", "bot:hard"), ("Alex", "human")])  # seat 0 moves first
    page.click("#start")
    thinking = page.locator("#bot-thinking")
    expect(thinking).to_have_text("Robbie is thinking…", timeout=60_000)
    expect(thinking).to_be_visible()
    assert page.evaluate("window.__held.length") >= 1
    page.evaluate(LET_THEM_GO)
    page.wait_for_function(MY_TURN, timeout=60_000)
    expect(thinking).to_be_hidden()
    recorder.assert_clean()
