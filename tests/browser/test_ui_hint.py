"""'What would the bot do?' (issue 20): the hard bot's move and one line why, offered to
the human on view in solo and hot-seat tables, from that seat's view only."""

from __future__ import annotations

from browserkit import Recorder, set_seats
from screens import shot
from playwright.sync_api import Page, expect

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


def test_hint_in_a_solo_table(page: Page, recorder: Recorder, base_url: str) -> None:
    start(page, recorder, base_url, [("Alex", "human"), ("Robbie", "bot:simple")])
    to_a_choice(page)
    button = page.locator("#hint-button")
    expect(button).to_be_visible()
    button.click()
    text = page.locator("#hint-text")
    expect(text).to_contain_text("The hard bot would play:", timeout=60_000)
    move, why = text.inner_text().split("would play: ", 1)[1].split(". ", 1)
    assert move.strip() and why.strip().endswith("."), (move, why)
    for width in (1280, 375):
        page.set_viewport_size({"width": width, "height": 800})
        shot(page, f"hint-{width}")
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
