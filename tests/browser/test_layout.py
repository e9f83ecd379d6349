"""The board stays in sight (issue 9, item 6): at 375x740 (a phone) and 1280x800 (a laptop).

The pinned hand-and-moves dock takes at most ~40 % of the screen and covers neither the
piles nor the set being laid out; the turn banner is in view; Pass / Decline are in
view wherever the page is scrolled; the moves never get a scroll box of their own;
nothing scrolls sideways; the log has a fixed height (it never moves the table); the
round-end table fits a phone's width; the lobby's Start is in view without scrolling.
Each position is also saved as tests/artifacts/<name>-<width>.png to be looked at.
"""

from __future__ import annotations

from collections.abc import Callable

from browserkit import Recorder
from playwright.sync_api import Page, ViewportSize, expect
from positions import View, record_until, seed_position
from progress import STEP_MS
from screens import (
    FRAMES, LAPTOP, PHONE, assert_board_in_sight, assert_hand_names_out_of_sight, layout, open_lobby,
    play_human_moves, settle, shot, start_match,
)

SIZES = (LAPTOP, PHONE)
BOTS = [(f"Bot {i}", "bot:simple") for i in range(1, 9)]


def in_view_unscrolled(page: Page, selector: str) -> bool:
    """The element is entirely inside the viewport with the page scrolled to its top."""
    page.evaluate("window.scrollTo(0, 0)")
    return bool(page.evaluate("""sel => {
      const b = document.querySelector(sel).getBoundingClientRect();
      return b.top >= 0 && b.bottom <= innerHeight && b.left >= 0 && b.right <= innerWidth;
    }""", selector))


def test_lobby_start_is_in_view_and_coming_soon_after_it(page: Page, recorder: Recorder, base_url: str) -> None:
    open_lobby(page, base_url)
    for size in SIZES:
        page.set_viewport_size(size)
        for game in ("astronaut", "red-cliffs", "red-dwarf", "doctor-who", "redshirts"):
            page.click(f"button[data-game='{game}']")
            assert in_view_unscrolled(page, "#start"), f"{game}: Start out of view at {size}"
            start = page.locator("#start").bounding_box()
            tiles = page.locator("#games-soon .game-tile")
            if tiles.count():  # every game is playable once Redshirts is: none may be left
                soon = tiles.first.bounding_box()
                assert start and soon and soon["y"] > start["y"] + start["height"], "a coming-soon tile comes before Start"
            shot(page, f"lobby-{game}-{size['width']}")
    recorder.assert_clean()


def test_red_cliffs_nine_seats_keeps_the_board_in_sight(page: Page, recorder: Recorder, base_url: str) -> None:
    page.set_viewport_size(LAPTOP)
    open_lobby(page, base_url)
    start_match(page, "red-cliffs", [("Alex", "human"), *BOTS], {"team_size": "3"})
    checked = kept = 0
    spilled = set()
    for _ in range(16):  # at each of the human's positions, at both sizes
        while (state := settle(page)) == "round":
            page.click("#round-continue")
        if state != "mine":
            break
        phase = page.evaluate("window.__cardtable.view.public.phase")
        for size in SIZES:
            page.set_viewport_size(size)
            facts = assert_board_in_sight(page)
            spilled.add(facts["spilled"])
            if phase == "keep" and kept < 2:
                shot(page, f"rc9-keep-{size['width']}")
            elif checked < 2:
                shot(page, f"rc9-{size['width']}")
        kept += phase == "keep"
        checked += 1
        play_human_moves(page, 1)
    assert checked >= 6, f"only {checked} positions checked"
    assert True in spilled, "never a move list long enough to leave the dock"
    # the dock folds away to its prompt and moves, and back
    page.set_viewport_size(PHONE)
    while (state := settle(page)) == "round":
        page.click("#round-continue")
    assert state == "mine"
    toggle = page.locator("#dock-toggle")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    tall = page.locator("#dock").bounding_box()
    hand_open = page.locator("#hand").bounding_box()
    dock_open = page.locator("#dock").inner_text()
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "false")
    # folded, the hand is a strip of card edges (issue 19): the cards' bands, no names in
    # sight, though a screen reader still reads each card's name
    strip = page.locator("#hand").bounding_box()
    assert strip and strip["height"] <= 40, strip
    assert_hand_names_out_of_sight(page)
    low = page.locator("#dock").bounding_box()
    # lower by the hand's room (how much depends on the deal: 18 to 80 px were seen)
    assert tall and low and low["height"] < tall["height"], (tall, low, hand_open, strip, dock_open,
                                                              page.locator("#dock").inner_text())
    page.locator("#hand .face").first.click()  # a tap on the strip opens the hand
    expect(toggle).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#hand .face-name").first).to_be_visible()
    recorder.assert_clean()


SHORT_PHONE: ViewportSize = {"width": 375, "height": 520}


def test_a_dock_still_too_tall_folds_the_hand_until_the_player_opens_it(
        page: Page, recorder: Recorder, base_url: str) -> None:
    """Red Cliffs at 9 seats, Alex asked whether to claim with only "Do not claim" to answer
    (seed 1), on a short phone (375 x 520): nothing spills (no group of moves), and the
    prompt, the answer and the window's note make the dock too tall: the hand folds to its
    strip by itself, and the dock keeps to its share of the screen. The player opens the
    hand (a tap on the strip): it stays open from then on, even where the dock is tall."""
    seed_position(page, record_until("red-cliffs", 9, seed=1, options={"team_size": 3}, among=True,
                                     until=lambda v: v["public"]["phase"] == "claim" and len(v["legal"]) == 1))
    page.set_viewport_size(SHORT_PHONE)
    page.goto(base_url + "?botDelay=0&windowDelay=600000&debug=1")  # the bots hold their answers
    recorder.wait_ready()
    page.click("#resume-button")
    toggle = page.locator("#dock-toggle")
    expect(toggle).to_have_text("Show hand")  # folded by itself
    facts = layout(page)
    assert not facts["spilled"]
    assert facts["dock"]["height"] <= 0.40 * facts["vh"], f"dock {facts['dock']['height']:.0f}px: {facts['dockText']}"
    shot(page, "rc9-claim-folded-375x520")
    page.locator("#hand .hand").click()  # a tap on the strip opens the hand
    expect(toggle).to_have_text("Hide hand")
    expect(page.locator("#hand .face-name").first).to_be_visible()
    page.set_viewport_size(PHONE)  # a redraw of the dock (a resize): it stays open
    page.evaluate(FRAMES)
    expect(toggle).to_have_text("Hide hand")
    recorder.assert_clean()


def test_tables_with_fewer_seats_keep_the_board_in_sight(page: Page, recorder: Recorder, base_url: str) -> None:
    tables = [
        ("rc2", "red-cliffs", [("Alex", "human"), BOTS[0]], {"team_size": "1"}),
        ("rc5", "red-cliffs", [("Alex", "human"), *BOTS[:4]], {"team_size": "1"}),
        ("as4", "astronaut", [("Ann", "human"), *BOTS[:3]], {"rounds": "1"}),
    ]
    open_lobby(page, base_url)
    for name, game, seats, options in tables:
        page.set_viewport_size(LAPTOP)
        start_match(page, game, seats, options)
        play_human_moves(page, 10)
        if settle(page) != "mine":
            continue
        for size in SIZES:
            page.set_viewport_size(size)
            assert_board_in_sight(page)
            shot(page, f"{name}-{size['width']}")
        page.click("#leave")
    recorder.assert_clean()


def test_the_log_never_moves_the_table(page: Page, recorder: Recorder, base_url: str) -> None:
    open_lobby(page, base_url)
    for size in SIZES:
        page.set_viewport_size(size)
        start_match(page, "astronaut", [("Ann", "human"), *BOTS[:2]], {"rounds": "1"})
        settle(page)
        heights = set()
        for _ in range(8):
            heights.add(page.evaluate("document.querySelector('.log-box').getBoundingClientRect().height"))
            play_human_moves(page, 1)
        entries = page.locator("#log li").count()
        assert entries > 12, "the log did not grow"
        assert len(heights) == 1, f"the log's box changed height as it grew at {size}: {heights}"
        page.click("#leave")
    recorder.assert_clean()


def test_round_end_table_fits_a_phone(page: Page, recorder: Recorder, base_url: str) -> None:
    page.set_viewport_size(PHONE)
    open_lobby(page, base_url)
    # five bots to the end of a round: the summary has a row per player and seven columns
    start_match(page, "red-cliffs", [(f"Bot {i}", "bot:simple") for i in range(1, 6)], {"team_size": "1", "target": "1"})
    assert settle(page) == "round"
    dialog = page.locator("#round-end")
    expect(dialog.locator("thead th")).to_have_count(7)
    for size in (PHONE, LAPTOP):
        page.set_viewport_size(size)
        fits = page.evaluate("""() => {
          const table = document.querySelector('#round-end table');
          const dialog = document.querySelector('#round-end');
          const cells = [...table.querySelectorAll('th, td')].map((c) => c.getBoundingClientRect());
          return { table: table.scrollWidth <= table.clientWidth + 1, dialog: dialog.scrollWidth <= dialog.clientWidth + 1,
                   cells: cells.every((b) => b.left >= 0 && b.right <= innerWidth) };
        }""")
        assert all(fits.values()), f"the round-end table scrolls sideways at {size}: {fits}"
        shot(page, f"round-end-{size['width']}")
    page.click("#round-continue")
    assert settle(page) == "over"
    for size in SIZES:
        page.set_viewport_size(size)
        shot(page, f"match-end-{size['width']}", full_page=True)
    recorder.assert_clean()


def test_red_dwarf_keeps_the_chain_and_piles_in_sight(page: Page, recorder: Recorder, base_url: str) -> None:
    """Red Dwarf against a bot (seed 10): at each of Alex's positions up to a chain three
    deep, at both sizes, the chain, the laundry list and the garbage pod are in sight above
    the dock, and "Let it through" / "End turn" never hide."""
    from tablekit import state, suggestion
    from test_ui_red_dwarf import chain_length, click_move, resume, seed_save

    seed_save(page, [{"name": "Alex", "kind": "human"}, {"name": "Robbie", "kind": "bot", "bot": "simple"}], seed=10)
    page.set_viewport_size(LAPTOP)
    resume(page, recorder, base_url, "?botDelay=0&debug=1")
    deepest = checked = 0
    while deepest < 3 and checked < 30:
        assert state(page) == "mine"
        for size in SIZES:
            page.set_viewport_size(size)
            assert_board_in_sight(page)
        links = chain_length(page)
        if links > deepest:
            deepest = links
            for size in SIZES:
                page.set_viewport_size(size)
                shot(page, f"rd-layout-chain{links}-{size['width']}")
        checked += 1
        page.set_viewport_size(LAPTOP)
        click_move(page, suggestion(page, 0))
    assert deepest == 3, f"no chain three deep in {checked} positions"
    recorder.assert_clean()


DW_FOUR = [{"name": "Alex", "kind": "human"}, *({"name": n, "kind": "bot", "bot": "simple"} for n in ("Billie", "Clara", "Dan"))]

# Doctor Who's table at the top of the page: nothing wider than the screen, the dock's
# height, and where the first seat's first location and the conflict panel's summary are
# (in view and not covered by the pinned bar or dock).
DW_LAYOUT = """() => {
  const clear = (node) => {
    if (!node) return null;
    const b = node.getBoundingClientRect();
    const x = Math.min(Math.max((b.left + b.right) / 2, 1), innerWidth - 1), y = b.top + Math.min(b.height / 2, 12);
    const hit = y >= 0 && y < innerHeight ? document.elementFromPoint(x, y) : null;
    return Boolean(hit && (hit === node || node.contains(hit)));
  };
  const wide = [...document.querySelectorAll('#board *')].filter((n) => n.getClientRects().length
    && n.getBoundingClientRect().right > innerWidth + 1).map((n) => n.className || n.tagName);
  return { pageWidth: document.documentElement.scrollWidth, vw: innerWidth, vh: innerHeight, wide: wide.slice(0, 5),
    dock: document.querySelector('#dock').getBoundingClientRect().height,
    summary: clear(document.querySelector('#board .dw-conflict.newest > summary')),
    seat: clear(document.querySelector('#board .dw-seat .plate')),
    turn: clear(document.querySelector('#turn')) };
}"""


def test_doctor_who_four_seats_with_a_conflict_keeps_the_board_in_sight(
        page: Page, recorder: Recorder, base_url: str) -> None:
    """Doctor Who, Alex and three simple bots (seed 2): once a conflict in a bot's turn is on the
    table, at 1280 and 375 px nothing scrolls sideways, the dock takes at most 40 % of the
    screen, the turn banner and the conflict's summary are in sight; with the panel open
    a seat's plate is in sight at 1280 px, and once Alex closes it (it stays closed over the
    next redraws), at 375 px too. axe-core finds nothing on the open panel."""
    from browserkit import REPO
    from test_a11y import assert_no_violations
    from tablekit import suggestion
    from test_ui_doctor_who import STATE, click_move, seed_save

    from buildtools import axe

    seed_save(page, seed=2, seats=DW_FOUR)
    page.set_viewport_size(LAPTOP)
    page.goto(base_url + "?botDelay=0&debug=1")
    recorder.wait_ready()
    page.click("#resume-button")
    expect(page.locator("#board .dw-seat")).to_have_count(4)
    for _ in range(20):
        assert page.wait_for_function(STATE, timeout=STEP_MS).json_value() == "mine"
        if page.evaluate("window.__cardtable.view.public.conflicts.length"):
            break
        click_move(page, suggestion(page, 0))
    conflict = page.evaluate("window.__cardtable.view.public.conflicts.at(-1)")
    assert conflict["done"] and conflict["active"] != 0, conflict  # in a bot's turn
    panel = page.locator("#board .dw-conflict.newest")
    expect(panel).to_have_attribute("open", "")
    expect(page.locator("#dw-conflict-live")).to_contain_text("Conflict on")
    for size in SIZES:
        page.set_viewport_size(size)
        facts = layout(page)
        dw = page.evaluate(DW_LAYOUT)
        where = f"at {size}"
        assert dw["pageWidth"] <= dw["vw"] and not dw["wide"], f"wider than the screen {where}: {dw}"
        shot(page, f"dw4-conflict-{size['width']}")
        assert dw["dock"] <= 0.40 * dw["vh"] and facts["pinned"], f"dock {dw['dock']:.0f}px {where}"
        assert dw["turn"] and dw["summary"], f"turn banner or conflict summary hidden {where}: {dw}"
        if size == LAPTOP:
            assert dw["seat"], f"no seat in sight with the panel open {where}: {dw}"
        assert_no_violations(page, axe.axe_script(REPO / ".cache").read_text(encoding="utf-8"), f"Doctor Who conflict panel {size}")
        shot(page, f"dw4-conflict-{size['width']}")
    # closed by Alex: the summary stays as a one-line strip, and it stays closed after a move
    page.set_viewport_size(PHONE)
    page.evaluate("window.scrollTo(0, 0)")
    panel.locator("summary").click()
    expect(panel).not_to_have_attribute("open", "")
    before = page.evaluate("window.__cardtable.view.public.conflicts.at(-1).id")
    click_move(page, suggestion(page, 0))
    page.wait_for_function(STATE, timeout=STEP_MS)
    if page.evaluate("window.__cardtable.view.public.conflicts.at(-1).id") == before:
        expect(page.locator("#board .dw-conflict.newest")).not_to_have_attribute("open", "")
    dw = page.evaluate(DW_LAYOUT)
    assert dw["summary"] and dw["seat"] and dw["pageWidth"] <= dw["vw"], f"closed panel at 375 px: {dw}"
    shot(page, "dw4-conflict-closed-375")


def test_redshirts_seven_seats_keeps_the_attempt_in_sight(page: Page, recorder: Recorder, base_url: str) -> None:
    """Redshirts, Alex and six bots (seed 4): whenever Alex is asked to modify an attempt,
    at both sizes the attempt (the Mission's needs, the verdict, the Redshirt's
    explanation) and the piles are in sight above the dock, Pass never hides, nothing
    scrolls sideways. Screenshots of the first attempts at 1280 and 375 px."""
    from tablekit import state, suggestion
    from test_ui_redshirts import BOT, click_move, resume, seed_save

    seats = [{"name": "Alex", "kind": "human"}, *({"name": f"Bot {i}", **BOT} for i in range(1, 7))]
    seed_save(page, seats, seed=4)
    page.set_viewport_size(LAPTOP)
    resume(page, recorder, base_url)
    modified = explained = checked = 0
    while modified < 3 and checked < 40:
        assert state(page) == "mine"
        public = page.evaluate("window.__cardtable.view.public")
        if public["phase"] == "modify":
            for size in SIZES:
                page.set_viewport_size(size)
                assert_board_in_sight(page)
            attempt = public["attempt"]
            lines = [r["explain"] for team in public["teams"] for r in team["redshirts"] if r["card"] == attempt["rs"]]
            if modified == 0 or (lines and lines[0] and not explained):
                explained += bool(lines and lines[0])
                for size in SIZES:
                    page.set_viewport_size(size)
                    shot(page, f"rs7-attempt{modified}-{size['width']}")
            modified += 1
        checked += 1
        page.set_viewport_size(LAPTOP)
        click_move(page, suggestion(page, 0))
    assert modified >= 3, f"Alex was asked to modify only {modified} times in {checked} positions"
    recorder.assert_clean()


def choosing(kind: str) -> Callable[[View], bool]:
    """Seat 0 is offered a choose-k template of moves of `kind`."""
    return lambda view: any(e["move"]["type"] == kind and isinstance(e["move"].get("cards"), dict) for e in view["legal"])


# Where the choose-k Confirm sits: its bottom, the dock's top, whether the dock is pinned.
CONFIRM_AT = """() => {
  const dock = document.querySelector('#dock');
  const confirm = document.querySelector('#dock .choose-confirm').getBoundingClientRect();
  return { bottom: Math.round(confirm.bottom), top: Math.round(confirm.top), vh: innerHeight,
           dockTop: Math.round(dock.getBoundingClientRect().top), pinned: getComputedStyle(dock).position === 'sticky',
           options: document.querySelectorAll('[data-pick]').length };
}"""


def test_a_long_choice_keeps_confirm_in_sight(page: Page, recorder: Recorder, base_url: str) -> None:
    """A choose-k panel over a long hand (Red Dwarf's discard down to 7; Redshirts' Ready
    Room) at 1280 x 800 and 375 x 740: the dock stays pinned, with the panel's count and
    Confirm on screen at the page's top (its options go onto the table when they would make
    the dock too tall, "Show the n to choose from" leads there); a tap on a card of the
    hand picks it."""
    for game, players, seed, kind in (("red-dwarf", 2, 3, "discard"), ("redshirts", 4, 3, "ready_discard")):
        seed_position(page, record_until(game, players, seed=seed, until=choosing(kind)))
        for size in SIZES:
            page.set_viewport_size(size)
            page.goto(base_url + "?botDelay=0&debug=1")
            recorder.wait_ready()
            page.click("#resume-button")
            expect(page.locator("#dock .choose-confirm")).to_be_visible()
            page.evaluate("window.scrollTo(0, 0)")
            page.evaluate(FRAMES)
            at = page.evaluate(CONFIRM_AT)
            where = f"{game} at {size['width']} px"
            shot(page, f"choose-{game}-{size['width']}")
            assert at["pinned"] and at["top"] >= at["dockTop"] and at["bottom"] <= at["vh"], f"{where}: {at}"
            assert at["options"] > 0, where
        # on the phone the hand's cards are the options: a tap on one picks it
        page.locator("#hand [data-card]").first.click()
        expect(page.locator("#dock .choose-count")).to_contain_text("1 ")
    recorder.assert_clean()
