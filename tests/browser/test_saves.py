"""The match kept in this browser (hot-seat and solo): never replaced or deleted without asking.

This browser keeps one match in progress. Starting another asks first; "Delete saved
match" asks first; a save that cannot be read (not JSON, nested thousands deep) or whose
record stops replaying is never deleted by itself: the lobby says what is wrong and
offers "Resume up to move N" (its last good move) or "Delete saved match".
"""

from __future__ import annotations

import json

from browserkit import BASE, Recorder, set_seats
from playwright.sync_api import Page, expect

APP = "?botDelay=0&debug=1"
SAVE_KEY = f"cardtable:{BASE}:save"
DEEP = "[" * 5000 + "]" * 5000


def open_app(page: Page, recorder: Recorder, base_url: str) -> None:
    page.goto(base_url + APP)
    recorder.wait_ready()


def kept(page: Page) -> str | None:
    value = page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})")
    return None if value is None else str(value)


def seed_save(page: Page, value: str) -> None:
    """Put `value` in the save slot before the page's own scripts run (once)."""
    page.add_init_script(f"""if (!sessionStorage.getItem('seeded')) {{
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(value)});
    }}""")


def start_vs_bot(page: Page) -> None:
    set_seats(page, [("Ann", "human"), ("Robbie", "bot:simple")])
    page.fill("#option-rounds", "1")
    page.click("#start")


def wait_move(page: Page, count: int) -> None:
    page.wait_for_function(f"window.__cardtable.view?.move_count === {count}"
                           " && document.querySelector('#table').classList.contains('my-turn')")


def saved_record(moves: list[list[object]]) -> str:
    return json.dumps({
        "record": {"format": "cardtable-record", "version": 1, "game": "astronaut", "players": 2,
                   "options": {"rounds": 1}, "seed": 7, "moves": moves},
        "seats": [{"name": "Ann", "kind": "human"}, {"name": "Robbie", "kind": "bot", "bot": "simple"}],
        "savedAt": 0})


def test_starting_a_match_asks_before_replacing_the_saved_one(page: Page, recorder: Recorder,
                                                              base_url: str) -> None:
    open_app(page, recorder, base_url)
    start_vs_bot(page)  # no save yet: no question
    wait_move(page, 0)
    page.evaluate("window.__cardtable.play(window.__cardtable.view.legal[0].move)")
    page.wait_for_function("window.__cardtable.view?.move_count >= 1")
    page.click("#leave")
    before = kept(page)
    assert before and json.loads(before)["record"]["moves"]
    page.click("#start")
    dialog = page.locator("#confirm-dialog")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Replace the saved match?")
    expect(dialog).to_contain_text("replaces the saved match of Astronaut (move")
    expect(page.locator("#confirm-no")).to_be_focused()
    page.keyboard.press("Escape")  # no
    expect(dialog).to_be_hidden()
    expect(page.locator("#lobby")).to_be_visible()
    assert kept(page) == before
    page.click("#start")
    page.click("#confirm-yes")  # "Start and replace"
    wait_move(page, 0)
    assert json.loads(kept(page) or "{}")["record"]["moves"] == []
    recorder.assert_clean()


def test_delete_saved_match_asks_first(page: Page, recorder: Recorder, base_url: str) -> None:
    seed_save(page, saved_record([]))
    open_app(page, recorder, base_url)
    button = page.locator("#discard-button")
    expect(button).to_have_text("Delete saved match")
    button.click()
    expect(page.locator("#confirm-dialog")).to_contain_text("Delete the saved match?")
    page.click("#confirm-no")
    expect(page.locator("#resume")).to_be_visible()
    assert kept(page) is not None
    button.click()
    page.click("#confirm-yes")
    expect(page.locator("#resume")).to_be_hidden()
    assert kept(page) is None
    recorder.assert_clean()


def test_a_save_with_an_illegal_move_resumes_up_to_its_last_good_move(page: Page, recorder: Recorder,
                                                                      base_url: str) -> None:
    # Two good moves (Ann draws, plays or discards...), found by asking the engine, then a bad one.
    open_app(page, recorder, base_url)
    good = page.evaluate("""async () => {
      const e = window.__cardtable.engine;
      const { match } = await e.call('new', { game: 'astronaut', players: 2, seed: 7, options: { rounds: 1 } });
      const moves = [];
      for (let i = 0; i < 3; i += 1) {
        const seat = (await e.call('view', { match, seat: null })).to_move[0];
        const { move } = await e.call('bot', { match, seat, kind: 'simple' });
        await e.call('play', { match, seat, move });
        moves.push([seat, move]);
      }
      return moves;
    }""")
    page.evaluate(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(saved_record([*good, [0, {'type': 'fly'}]]))})")
    page.reload()
    recorder.wait_ready()
    expect(page.locator("#resume-button")).to_have_text("Resume Astronaut (move 4)")
    page.click("#resume-button")
    banner = page.locator("#resume")
    expect(banner).to_contain_text("cannot be restored in full")
    expect(banner).to_contain_text("Move 4 of the saved record is not a legal move")
    expect(banner).to_contain_text("Its first 3 moves replay")
    expect(banner).not_to_contain_text("You can")  # the engine's list of legal moves would show a hand
    expect(page.locator("#resume-button")).to_have_text("Resume up to move 3")
    assert len(json.loads(kept(page) or "{}")["record"]["moves"]) == 4  # nothing deleted yet
    page.click("#resume-button")
    page.wait_for_function("window.__cardtable.view?.move_count >= 3")  # (then the bot may move)
    assert json.loads(kept(page) or "{}")["record"]["moves"][:3] == good
    recorder.assert_clean()


def test_an_unreadable_save_is_reported_and_deleted_only_when_asked(page: Page, recorder: Recorder,
                                                                    base_url: str) -> None:
    """JSON nested thousands deep never reaches the engine (its parser would fail fatally)."""
    open_app(page, recorder, base_url)
    for value, why in (('{"record":' + DEEP + "}", "nested too deeply"), ("{not json", "not valid JSON")):
        page.evaluate(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(value)})")
        page.reload()
        recorder.wait_ready()
        banner = page.locator("#resume")
        expect(banner).to_contain_text("cannot be read")
        expect(banner).to_contain_text(why)
        expect(page.locator("#resume-button")).to_be_hidden()
        assert kept(page) == value
    # The engine still works, and a bridge request that deep is refused before the worker.
    refused = page.evaluate("""async () => {
      let deep = [];
      for (let i = 0; i < 5000; i += 1) deep = [deep];
      try { await window.__cardtable.engine.call('load', { record: deep }); return 'accepted'; }
      catch (err) { return `${err.code}: ${err.message}`; }
    }""")
    assert refused.startswith("bad_request:") and "nested too deeply" in refused
    assert len(page.evaluate("window.__cardtable.engine.call('games')")) == 5
    page.click("#discard-button")
    page.click("#confirm-yes")
    expect(page.locator("#resume")).to_be_hidden()
    assert kept(page) is None
    recorder.assert_clean()


def test_a_damaged_link_says_so(page: Page, recorder: Recorder, base_url: str) -> None:
    page.goto(base_url + APP + "#join=astronaut.12345")
    recorder.wait_ready()
    expect(page.get_by_role("alert")).to_contain_text("This link is damaged or incomplete")
    expect(page.locator("#lobby")).to_be_visible()
    recorder.assert_clean()
