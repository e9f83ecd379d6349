"""Accessibility (issue 9, item 12): axe-core finds 0 violations on every screen.

axe-core is pinned and verified by py/buildtools/axe.py (cached under .cache, never in
dist/) and injected into the page as an inline script, so no request leaves the site.
Every rule axe runs by default (WCAG 2.x A/AA and best practices) plus the experimental
label-content-name-mismatch (a control's name must hold its visible text).
Screens: the lobby, the rules drawer, the Astronaut table (a card chosen), the Doctor Who
table (attacks, the pass of three), the Red
Cliffs table at 2 and 9 seats, the hand-over screen, the round-end dialog, the match-end
screen, the direct-link dialog, the "Any claims?" panel, the table settings, Undo, the
"replace the saved match?" dialog and a damaged save's panel.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from browserkit import REPO, Recorder, new_device, warm
from playwright.sync_api import Page, expect
from progress import STEP_MS
from screens import LAPTOP, PHONE, open_lobby, play_human_moves, settle, shot, start_match

from buildtools import axe

RUN_AXE = """async () => {
  const result = await axe.run(document, {
    rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'],
  });
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`) }));
}"""


@pytest.fixture(scope="module")
def axe_source() -> str:
    return axe.axe_script(REPO / ".cache").read_text(encoding="utf-8")


def test_axe_is_pinned_for_tests_and_not_shipped(dist_dir: Path, axe_source: str) -> None:
    assert axe.AXE.integrity.startswith("sha512-") and axe.AXE.version.count(".") == 2
    assert f"axe v{axe.AXE.version}" in axe_source[:100]
    shipped = [p.name for p in dist_dir.rglob("*") if "axe" in p.name.lower()]
    assert not shipped, f"axe-core is in dist/: {shipped}"
    # no precached axe file (a word, not letters inside a content hash such as "…vaxebb…")
    assert not re.search(r"axe(\.min)?\.js|axe-core|/axe\b", (dist_dir / "sw.js").read_text(encoding="utf-8"))


def violations(page: Page, source: str) -> list[dict[str, Any]]:
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(content=source)
    return list(page.evaluate(RUN_AXE))


def assert_no_violations(page: Page, source: str, screen: str) -> None:
    found = violations(page, source)
    assert not found, f"{screen}: {json.dumps(found, indent=1)}"


def test_lobby_and_rules_drawer(page: Page, recorder: Recorder, base_url: str, axe_source: str) -> None:
    open_lobby(page, base_url)
    for size in (LAPTOP, PHONE):
        page.set_viewport_size(size)
        assert_no_violations(page, axe_source, f"lobby {size}")
        page.click("button[data-game='red-cliffs']")
        page.click("#lobby-rules")
        expect(page.locator("#rules-drawer")).to_be_visible()
        assert_no_violations(page, axe_source, f"rules drawer {size}")
        page.keyboard.press("Escape")
        expect(page.locator("#rules-drawer")).to_be_hidden()
    recorder.assert_clean()
    # the check can fail: a button with no name is reported
    page.evaluate("document.querySelector('#lobby').append(document.createElement('button'))")
    assert "button-name" in {v["id"] for v in violations(page, axe_source)}


def test_tables(page: Page, recorder: Recorder, base_url: str, axe_source: str) -> None:
    bots = [(f"Bot {i}", "bot:simple") for i in range(1, 9)]
    open_lobby(page, base_url)
    start_match(page, "astronaut", [("Ann", "human"), *bots[:3]], {"rounds": "1"})
    play_human_moves(page, 3)
    assert settle(page) == "mine"
    card = page.locator("#hand .card.playable").first
    if card.count():
        card.click()  # a card chosen: its moves and "Back" show
    assert_no_violations(page, axe_source, "Astronaut table")
    for seats, team in ((bots[:1], "1"), (bots, "3")):
        page.click("#leave")
        start_match(page, "red-cliffs", [("Alex", "human"), *seats], {"team_size": team})
        play_human_moves(page, 8)
        for size in (LAPTOP, PHONE):
            page.set_viewport_size(size)
            assert_no_violations(page, axe_source, f"Red Cliffs, {len(seats) + 1} seats, {size}")
        page.set_viewport_size(LAPTOP)
    page.click("#table-rules")
    assert_no_violations(page, axe_source, "rules drawer over the table")
    recorder.assert_clean()


def test_hand_over_round_end_match_end_and_direct_link(page: Page, recorder: Recorder, base_url: str,
                                                       axe_source: str) -> None:
    open_lobby(page, base_url)
    start_match(page, "astronaut", [("Ann", "human"), ("Ben", "human")], {"rounds": "1"})
    assert settle(page) == "handover"
    assert_no_violations(page, axe_source, "hand-over")
    page.click("#leave")
    start_match(page, "red-cliffs", [("Robbie", "bot:simple"), ("Marvin", "bot:simple")],
                {"team_size": "1", "target": "1"})
    assert settle(page) == "round"
    assert_no_violations(page, axe_source, "round-end dialog")
    page.click("#round-continue")
    assert settle(page) == "over"
    assert_no_violations(page, axe_source, "match end")
    recorder.assert_clean()
    # the host's direct-link dialog (a seat on another device, joining by direct links)
    page.click("#back-to-lobby")
    page.click("button[data-game='astronaut']")
    page.select_option("[data-seat-kind='1']", "remote")
    page.select_option("#join-mode", "direct")
    page.click("#start")
    page.wait_for_function("document.querySelector('#direct-dialog').open && "
                           "document.querySelector('#direct-link').value.includes('#offer=')", timeout=STEP_MS)
    assert_no_violations(page, axe_source, "direct-link dialog")


def test_windows_settings_undo_confirm_and_damaged_save(page: Page, recorder: Recorder, base_url: str,
                                                       axe_source: str) -> None:
    """The screens issue 9 added: the hot-seat "Any claims?" panel, the table settings,
    the Undo button, the "replace the saved match?" question and a damaged save's panel."""
    from test_saves import SAVE_KEY, saved_record
    from test_ui_windows import HUMANS_AND_BOTS, SOLO, press, resume, seed_save, state

    seed_save(page, HUMANS_AND_BOTS, seed=4, options={"team_size": 1, "target": 0})
    resume(page, recorder, base_url, "?botDelay=0&debug=1&windowDelay=1200")
    assert state(page) == "claims"
    assert_no_violations(page, axe_source, "Any claims? panel")
    page.click(".table-settings summary")
    expect(page.locator("#pref-always-ask")).to_be_visible()
    assert_no_violations(page, axe_source, "table settings")

    seed_save(page, SOLO, seed=4, options={"team_size": 1, "target": 0})
    resume(page, recorder, base_url, "?botDelay=0&debug=1&autoplay=1")
    for _ in range(60):  # Alex's first action of a turn: a pass can be taken back
        now = state(page)
        public = page.evaluate("window.__cardtable.view.public")
        if now == "mine" and public["phase"] == "act" and public["actions_left"] == 2:
            break
        if press(page, "Do not claim" if now == "window" else "") is None:
            page.wait_for_timeout(100)
    assert press(page, "Pass")
    expect(page.locator("#undo")).to_be_visible()
    assert_no_violations(page, axe_source, "Undo offered")

    page.click("#leave")
    page.click("button[data-game='red-cliffs']")
    page.click("#start")
    expect(page.locator("#confirm-dialog")).to_be_visible()
    assert_no_violations(page, axe_source, "replace the saved match? dialog")
    page.click("#confirm-no")

    recorder.assert_clean()
    # a fresh page of the same browser (the seeded saves above are re-written on every load of `page`)
    other = page.context.new_page()
    other.goto(base_url + "?botDelay=0&debug=1")
    other.evaluate(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(saved_record([[0, {'type': 'fly'}]]))})")
    other.reload()
    other.click("#resume-button")
    expect(other.locator("#resume")).to_contain_text("cannot be restored in full")
    assert_no_violations(other, axe_source, "damaged save panel")


def test_red_dwarf_table_hot_seat_window_and_discard(page: Page, recorder: Recorder, base_url: str,
                                                     axe_source: str) -> None:
    """Red Dwarf: the rules drawer, the table with a chain to answer (1280 and 375 px), a
    card chosen first, the discard to 7 (pick and confirm), and the hot-seat "respond?"
    screen."""
    from tablekit import state, suggestion
    from test_ui_red_dwarf import TWO_HUMANS, click_move, resume, seed_save

    seed_save(page, [{"name": "Alex", "kind": "human"}, {"name": "Robbie", "kind": "bot", "bot": "simple"}], seed=10)
    resume(page, recorder, base_url, "?botDelay=0&debug=1")
    page.click("#table-rules")
    assert_no_violations(page, axe_source, "Red Dwarf rules drawer")
    page.keyboard.press("Escape")
    seen = set()
    for _ in range(40):
        assert state(page) == "mine"
        public = page.evaluate("window.__cardtable.view.public")
        chooser = page.locator("#moves button[data-card], #spill-moves button[data-card]")
        if len(public["chain"]) >= 2 and "chain" not in seen:
            for size in (LAPTOP, PHONE):
                page.set_viewport_size(size)
                assert_no_violations(page, axe_source, f"Red Dwarf chain {size}")
            page.set_viewport_size(LAPTOP)
            seen.add("chain")
        elif chooser.count() and "chosen" not in seen:
            chooser.first.click()
            assert_no_violations(page, axe_source, "Red Dwarf card chosen")
            page.click("#moves [data-deselect]")
            seen.add("chosen")
        elif public["phase"] == "discard" and "discard" not in seen:
            page.locator("#hand [data-card]").first.click()  # one pick made
            assert_no_violations(page, axe_source, "Red Dwarf discard to 7")
            page.locator("#hand [data-card]").first.click()
            seen.add("discard")
        if seen == {"chain", "chosen", "discard"}:
            break
        click_move(page, suggestion(page, 0))
    assert seen == {"chain", "chosen", "discard"}, seen
    recorder.assert_clean()

    other = page.context.new_page()
    seed_save(other, TWO_HUMANS, seed=3)
    other.goto(base_url + "?botDelay=0&debug=1")
    other.click("#resume-button")
    for _ in range(20):
        now = state(other)
        if now == "responders":
            break
        if now == "handover":
            other.click("#handover-button")
            expect(other.locator("#handover")).to_be_hidden()
        else:
            click_move(other, suggestion(other, int(other.evaluate("window.__cardtable.seat"))))
    assert state(other) == "responders"
    assert_no_violations(other, axe_source, "Red Dwarf hot-seat respond? screen")


def test_doctor_who_table_attacks_and_a_choice_of_cards(page: Page, recorder: Recorder, base_url: str,
                                                        axe_source: str) -> None:
    """Doctor Who, 3 seats: the rules drawer, the table with two attacks on it (1280 and
    375 px), the pass of three (one button, DW-2, DW-G1), and a choice of cards (the
    discard for time tokens) started with one card picked."""
    from tablekit import suggestion
    from test_ui_doctor_who import STATE, click_move, seed_save

    seed_save(page, seed=51)
    page.goto(base_url + "?botDelay=0&debug=1")
    recorder.wait_ready()
    page.click("#resume-button")
    page.click("#table-rules")
    assert_no_violations(page, axe_source, "Doctor Who rules drawer")
    page.keyboard.press("Escape")
    seen = set()
    for _ in range(60):
        assert page.wait_for_function(STATE, timeout=STEP_MS).json_value() == "mine"
        view = page.evaluate("window.__cardtable.view")
        attacked = sum(loc["attacker"] is not None for seat in view["public"]["seats"] for loc in seat["locations"])
        passing = [entry for entry in view["legal"] if entry["move"]["type"] == "pass"]
        choosing = [i for i, entry in enumerate(view["legal"])
                    if entry["move"]["type"] == "discard" and isinstance(entry["move"]["cards"], dict)]
        if attacked >= 2 and "attacks" not in seen:
            for size in (LAPTOP, PHONE):
                page.set_viewport_size(size)
                assert_no_violations(page, axe_source, f"Doctor Who attacks {size}")
            page.set_viewport_size(LAPTOP)
            seen.add("attacks")
        elif passing and "pass" not in seen:
            assert isinstance(passing[0]["move"]["cards"], list)  # one pick only: a button
            assert_no_violations(page, axe_source, "Doctor Who pass of three")
            seen.add("pass")
        elif choosing and "choice" not in seen:
            page.click(f"#moves [data-choose='{choosing[0]}'], #spill-moves [data-choose='{choosing[0]}']")
            # the options: in the panel, or spilled onto the table when the dock would be too tall
            page.locator(".choose-panel [data-pick], #spill-moves [data-pick], #hand [data-pick]").first.click()
            assert_no_violations(page, axe_source, "Doctor Who discard for time tokens, one picked")
            seen.add("choice")
            page.goto(base_url + "?botDelay=0&debug=1")  # drop the picks: resume the saved match
            page.click("#resume-button")
            continue
        if seen == {"attacks", "pass", "choice"}:
            break
        click_move(page, suggestion(page, 0))
    assert seen == {"attacks", "pass", "choice"}, seen
    recorder.assert_clean()


def test_redshirts_table_during_an_attempt_and_its_drawer(page: Page, recorder: Recorder, base_url: str,
                                                          axe_source: str) -> None:
    """Redshirts, Alex and six bots (seed 4): the rules drawer, the table while Alex is
    asked to modify an attempt whose Redshirt has an explanation (1280 and 375 px), a card
    with many ways chosen; then the hot-seat "Anyone modifying?" screen."""
    from tablekit import state, suggestion
    from test_ui_redshirts import BOT, HOT_SEAT, click_move, resume, seed_save

    seats = [{"name": "Alex", "kind": "human"}, *({"name": f"Bot {i}", **BOT} for i in range(1, 7))]
    seed_save(page, seats, seed=4)
    resume(page, recorder, base_url)
    page.click("#table-rules")
    assert_no_violations(page, axe_source, "Redshirts rules drawer")
    page.keyboard.press("Escape")
    seen = set()
    for _ in range(40):
        assert state(page) == "mine"
        public = page.evaluate("window.__cardtable.view.public")
        attempt = public["attempt"]
        explained = attempt and any(r["explain"] for team in public["teams"] for r in team["redshirts"]
                                    if r["card"] == attempt["rs"])
        chooser = page.locator("#moves button[data-card], #spill-moves button[data-card]")
        if public["phase"] == "modify" and explained and "attempt" not in seen:
            for size in (LAPTOP, PHONE):
                page.set_viewport_size(size)
                assert_no_violations(page, axe_source, f"Redshirts attempt, 7 seats, {size}")
            page.set_viewport_size(LAPTOP)
            seen.add("attempt")
        elif chooser.count() and "chosen" not in seen:
            chooser.first.click()
            assert_no_violations(page, axe_source, "Redshirts card chosen")
            page.click("#moves [data-deselect]")
            seen.add("chosen")
        if seen == {"attempt", "chosen"}:
            break
        click_move(page, suggestion(page, 0))
    assert seen == {"attempt", "chosen"}, seen
    recorder.assert_clean()

    other = page.context.new_page()
    seed_save(other, HOT_SEAT, seed=5)
    other.goto(base_url + "?botDelay=0&debug=1")
    other.click("#resume-button")
    for _ in range(30):
        now = state(other)
        if now == "responders":
            break
        if now == "handover":
            other.click("#handover-button")
            expect(other.locator("#handover")).to_be_hidden()
        else:
            click_move(other, suggestion(other, int(other.evaluate("window.__cardtable.seat"))))
    assert state(other) == "responders"
    assert_no_violations(other, axe_source, "Redshirts hot-seat Anyone modifying? screen")


RUN_CONTRAST = """async (selector) => {
  const result = await axe.run({ include: [[selector]] }, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
}"""
# Mark the `n`th button of the table the player can press (hand and board cards first,
# then the moves): the probe is hovered or tapped and checked. Null when there is none.
PROBE = """(n) => {
  document.querySelector('[data-probe]')?.removeAttribute('data-probe');
  const buttons = ['#hand button', '#board button[data-card]', '#moves button', '#spill-moves button']
    .flatMap((selector) => [...document.querySelectorAll(selector)])
    .filter((b) => b.getClientRects().length && !b.disabled);
  const pick = buttons[n] ?? null;
  pick?.setAttribute('data-probe', '');
  return pick ? buttons.length : null;
}"""
CARD_GAMES = {"astronaut": 2, "red-cliffs": 2, "red-dwarf": 2, "doctor-who": 3, "redshirts": 2}


def at_a_turn_with_cards(page: Page, base_url: str, game_id: str, players: int) -> None:
    """Resume a fresh seeded match of `game_id` (Alex and simple bots) and play Alex's
    moves until his hand holds cards at his turn."""
    from test_ui_slips import SAVE_KEY

    seats = [{"name": "Alex", "kind": "human"}] + [{"name": f"Bot {i}", "kind": "bot", "bot": "simple"}
                                                   for i in range(1, players)]
    record = {"format": "cardtable-record", "version": 1, "game": game_id, "players": players,
              "options": {"rounds": 1} if game_id == "astronaut" else {}, "seed": 3, "moves": []}
    save = json.dumps({"record": record, "seats": seats, "savedAt": 0})
    page.evaluate("([key, save]) => localStorage.setItem(key, save)", [SAVE_KEY, save])
    page.goto(base_url + "?botDelay=0&debug=1")
    page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
    page.click("#resume-button")
    for _ in range(20):
        if settle(page) == "mine" and page.locator("#hand button, #hand .card, #hand [data-face]").count():
            return
        play_human_moves(page, 1)
    raise AssertionError(f"{game_id}: no hand at Alex's turn")


def test_card_buttons_keep_their_contrast_hovered_and_tapped(page: Page, recorder: Recorder, base_url: str,
                                                             axe_source: str) -> None:
    """Issue 18 item 10: in every game, each card button and move button, hovered with the
    mouse, then tapped on a touch screen, keeps its colour contrast (axe color-contrast on
    it; the whole table with all rules once per game)."""
    touch_context = new_device(page.context.browser, has_touch=True, viewport=PHONE)  # type: ignore[arg-type]
    touch = touch_context.new_page()
    warm(touch, base_url)
    for each in (page, touch):  # the site's storage is where the saves go
        each.goto(base_url + "?botDelay=0&debug=1")
        each.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
    problems: dict[str, list[str]] = {}
    for game_id, players in CARD_GAMES.items():
        at_a_turn_with_cards(page, base_url, game_id, players)
        page.add_script_tag(content=axe_source)
        count = page.evaluate(PROBE, 0)
        assert count, f"{game_id}: nothing to press"
        for n in range(min(int(count), 12)):
            if page.evaluate(PROBE, n) is None:
                break
            page.hover("[data-probe]")
            problems.setdefault(f"{game_id} hovered", []).extend(page.evaluate(RUN_CONTRAST, "[data-probe]"))
        assert_no_violations(page, axe_source, f"{game_id}, a button hovered")
        if page.locator("#hand button").count():
            page.hover("#hand button >> nth=0")
            shot(page, f"hovered-card-{game_id}")
        page.mouse.move(0, 0)

        at_a_turn_with_cards(touch, base_url, game_id, players)
        touch.add_script_tag(content=axe_source)
        for n in (0, 1):
            if touch.evaluate(PROBE, n) is None:
                break
            if touch.locator("#hand [data-probe]").count() == 0:
                break  # only moves left: a tap would play one
            touch.tap("[data-probe]")
            touch.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
            problems.setdefault(f"{game_id} tapped", []).extend(touch.evaluate(RUN_CONTRAST, "#hand"))
            shot(touch, f"tapped-card-{game_id}")
        assert_no_violations(touch, axe_source, f"{game_id}, a card tapped")
    touch_context.close()
    found = {key: nodes for key, nodes in problems.items() if nodes}
    assert not found, json.dumps(found, indent=1)
    recorder.assert_clean()
