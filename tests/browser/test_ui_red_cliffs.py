"""The Battle of Red Cliffs table, driven like a player: lobby set-up, whole matches.

Bots move without delay (?botDelay=0). Every human move is a click on a legal-move
button the renderer drew (grouped buttons with the engine's labels); the points-to-win
option is set to 1 so a match ends after its first scoring round.
"""

from __future__ import annotations

import re
import time

from browserkit import Recorder, set_seats
from playwright.sync_api import Page, expect
from progress import STEP_MS, Progress, marks

APP = "?botDelay=0&debug=1"

# The page waits for something: the match is over, a round summary is open, or the
# human seat on view is to move and its moves are shown. (A claim window may close
# before this seat answers, when an earlier seat in RC-10's order claims.)
SETTLED = """() => {
  const over = !document.querySelector('#match-end').hidden;
  const round = document.querySelector('#round-end').open;
  const mine = document.querySelector('#table').classList.contains('my-turn')
    && document.querySelector('#moves button[data-move], #spill-moves button[data-move]') !== null;
  return over ? 'over' : round ? 'round' : mine ? 'mine' : false;
}"""


def open_red_cliffs(page: Page, recorder: Recorder, base_url: str) -> None:
    page.goto(base_url + APP)
    recorder.wait_ready()
    page.click("button[data-game='red-cliffs']")
    expect(page.locator("#setup-title")).to_contain_text("The Battle of Red Cliffs")


def move_count(page: Page) -> int:
    return int(page.get_attribute("#move-count", "data-move-count") or -1)


def play_to_the_end(page: Page) -> tuple[int, int]:
    """Click the first legal-move button whenever it is the human's turn, continue after
    each round summary, until the match-end screen; returns (human moves, rounds)."""
    progress = Progress('test_ui_red_cliffs')
    clicks = rounds = 0
    lit = False
    while True:
        progress.check(marks(page), "the match did not finish in time")
        state = page.wait_for_function(SETTLED, timeout=STEP_MS).json_value()
        if state == "over":
            assert lit, "no move button lit up its cards"
            return clicks, rounds
        if state == "round":
            rounds += 1
            rows = page.locator("#round-end-scores tr")
            expect(page.locator("#round-end thead th")).to_have_count(7)
            assert rows.count() >= 2
            page.click("#round-continue")
            page.wait_for_function("() => !document.querySelector('#round-end').open")
            continue
        before = move_count(page)
        # One atomic step in the page (a window may close meanwhile): a move's cards light
        # up while its button has focus; then the button is clicked. A long list of moves
        # spills onto the table (first in the page), else they are in the dock.
        pressed = page.evaluate("""() => {
          const button = document.querySelector('#spill-moves button[data-move], #moves button[data-move]');
          if (!button) return null;
          button.focus();
          const lit = Boolean(button.dataset.cards) && document.querySelector('.rc-card.rc-hl') !== null;
          button.click();
          return lit;
        }""")
        if pressed is None:
            continue
        lit = lit or pressed
        clicks += 1
        page.wait_for_function(
            "before => Number(document.querySelector('#move-count').dataset.moveCount) !== before"
            " || !document.querySelector('#match-end').hidden", arg=before, timeout=STEP_MS)


def test_red_cliffs_is_playable_and_checks_teams(page: Page, recorder: Recorder, base_url: str) -> None:
    open_red_cliffs(page, recorder, base_url)
    tile = page.locator("button[data-game='red-cliffs']")
    expect(tile).to_have_attribute("aria-pressed", "true")
    expect(tile.locator(".game-players")).to_have_text("2–9 players")
    options = page.locator("#option-team_size option")
    assert [text.split(":")[0].split(" (")[0] for text in options.all_inner_texts()] == [
        "Automatic", "No teams", "Teams of 2", "Teams of 3"]
    expect(page.locator("#option-team_size")).to_have_value("0")
    # 9 seats at most, 2 at least
    set_seats(page, [("Alex", "human")] + [(f"Bot {i}", "bot:simple") for i in range(8)])
    expect(page.locator("#add-seat")).to_be_disabled()
    # teams of 3 need 6 or 9 players: the engine's reason shows, the lobby stays
    set_seats(page, [("Alex", "human")] + [(f"Bot {i}", "bot:simple") for i in range(4)])
    page.select_option("#option-team_size", "3")
    page.click("#start")
    expect(page.locator("#alert")).to_contain_text("Teams of 3 needs 6 or 9 players, not 5.")
    expect(page.locator("#lobby")).to_be_visible()
    # the default team option fits every player count: 8 players play in teams of 2
    set_seats(page, [("Alex", "human")] + [(f"Bot {i}", "bot:simple") for i in range(7)])
    page.select_option("#option-team_size", "0")
    page.click("#start")
    expect(page.locator("#board .rc-team")).to_have_count(4)
    recorder.assert_clean()


def test_two_players_to_the_match_end(page: Page, recorder: Recorder, base_url: str) -> None:
    open_red_cliffs(page, recorder, base_url)
    set_seats(page, [("Alex", "human"), ("Robbie", "bot:simple")])
    page.select_option("#option-team_size", "1")
    page.fill("#option-target", "1")
    page.click("#start")
    expect(page.locator("#table")).to_be_visible()
    expect(page.locator("#board .rc-seat")).to_have_count(2)
    expect(page.locator("#board .rc-pile")).to_have_count(4)  # deck, pile 1, pile 2, discard
    # each laying-out pile can be looked through
    look = page.locator("#board .rc-pile-0 details")
    look.locator("summary").click()
    expect(look.locator("li").first).to_be_visible()
    clicks, rounds = play_to_the_end(page)
    assert clicks > 0 and rounds >= 1
    expect(page.locator("#match-end-winners")).to_contain_text(re.compile("win", re.I))
    expect(page.locator("#final-scores tr")).to_have_count(2)
    recorder.assert_clean()


def test_four_players_in_teams_to_the_match_end(page: Page, recorder: Recorder, base_url: str) -> None:
    open_red_cliffs(page, recorder, base_url)
    set_seats(page, [("Alex", "human"), ("Robbie", "bot:simple"), ("Marvin", "bot:simple"), ("Hal", "bot:simple")])
    page.select_option("#option-team_size", "2")
    page.fill("#option-target", "1")
    page.click("#start")
    expect(page.locator("#board .rc-team")).to_have_count(2)
    expect(page.locator("#board .rc-team").first).to_contain_text("Alex, Marvin")
    clicks, rounds = play_to_the_end(page)
    assert clicks > 0 and rounds >= 1
    expect(page.locator("#match-end-winners")).to_contain_text(re.compile(r"Team \d \("))
    expect(page.locator("#final-scores tr")).to_have_count(4)
    recorder.assert_clean()
