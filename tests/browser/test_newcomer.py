"""Following the table and a newcomer's first minute (issue 19): "what just happened" is a
short list of the moves since your last move (a pass "Let it through" logged too), the
result that matters first; the lobby's tiles say what each game is and how long it takes;
a first match of a game offers a three-step tour, once; words the rulebook leaves
unexplained have a gloss; after choosing a card with several ways focus is on the first
way, and a key moves focus to the end-turn button.
"""

from __future__ import annotations

import json
import time

import tablekit
from browserkit import BASE, Recorder
from playwright.sync_api import Page, expect
from tablekit import state, suggestion

SAVE_KEY = f"cardtable:{BASE}:save"
APP = "?botDelay=0&debug=1"
TIMEOUT_S = 90


def seed_red_dwarf(page: Page, seed: int = 10) -> None:
    record = {"format": "cardtable-record", "version": 1, "game": "red-dwarf", "players": 2,
              "options": {}, "seed": seed, "moves": []}
    seats = [{"name": "Alex", "kind": "human"}, {"name": "Robbie", "kind": "bot", "bot": "simple"}]
    save = json.dumps({"record": record, "seats": seats, "savedAt": 0})
    page.add_init_script(f"""if (!sessionStorage.getItem('seeded')) {{
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(save)});
    }}""")


def resume(page: Page, recorder: Recorder, base_url: str) -> None:
    page.goto(base_url + APP)
    recorder.wait_ready()
    page.click("#resume-button")
    expect(page.locator("#table")).to_be_visible()


def test_what_just_happened_lists_the_moves_since_your_last(page: Page, recorder: Recorder, base_url: str) -> None:
    seed_red_dwarf(page)
    resume(page, recorder, base_url)
    feed = page.locator("#feed")
    expect(feed).to_have_attribute("aria-live", "polite")
    deadline = time.monotonic() + TIMEOUT_S
    listed = let_through = False
    while not (listed and let_through):
        assert time.monotonic() < deadline, f"listed={listed} let_through={let_through}"
        now = state(page)
        assert now == "mine", now
        items = feed.locator(".feed-list li:not(.feed-more)")
        texts = items.all_text_contents()
        if len(texts) >= 2 and any("Robbie" in text for text in texts):
            # the others' moves since Alex's last, in the log's order, newest last
            log = page.locator("#log li").all_text_contents()
            assert log[-len(texts):] == texts, (texts, log[-8:])
            listed = True
        if any("Robbie lets it through." == text for text in texts):
            let_through = True
        tablekit.click_move(page, suggestion(page, int(page.evaluate("window.__cardtable.seat"))))
        if state(page) == "mine" and page.locator(".feed-lead").count():
            lead = page.locator(".feed-lead").text_content() or ""
            assert lead in feed.locator(".feed-list").text_content()  # the lead is one of the listed events
    tablekit.shots(page, "feed-list")
    recorder.assert_no_console_errors()
