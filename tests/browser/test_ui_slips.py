"""Issue 18 through the real UI, with the table's DEFAULT settings (forced moves play by
themselves, bots at normal speed: no ?botDelay).

Item 0: a choice of cards is never played by itself. Red Dwarf's discard down to 7,
Doctor Who's pass of three (one button: DW-2), Redshirts' Ready Room discard, its discard
of a Redshirt and an effect's discard of Log cards (every choice of cards found alone in
the three games' random playouts) are reached by a saved
record, found here with the engine (the simple bot plays every seat until seat 0's only
move is that choice) and loaded into the page's storage. Nothing is sent while the
player looks (no "Choose the cards first" alert, focus stays where the player put it);
picks and Confirm made from the keyboard play the move.

Item 12: the hot-seat hand-over screen holds no card of any hand, no move and no Undo;
the player who just moved takes the device back for Undo.

Item 9: on a 375 x 740 phone the header keeps one line with Undo offered, and the
Settings menu opens inside the screen.
"""

from __future__ import annotations

import json
import re
from typing import Any

import cardtable
from browserkit import BASE, Recorder
from cardtable.bots import choose_move
from cardtable.engine.choose import choice_field
from playwright.sync_api import Page, expect
from screens import LAPTOP, PHONE
from tablekit import move_count, shots as tablekit_shots
from test_faces import CUT_WORDS

SAVE_KEY = f"cardtable:{BASE}:save"
APP = "?debug=1"  # the default pace and settings; the hook only reads the page
AUTOPLAY_MS = 700  # web/table/pacing.js: a forced move plays itself after this long
LOOK_MS = 3 * AUTOPLAY_MS  # a few forced-move delays: long enough to see a move sent by itself
STEP_MS = 120_000  # per step, only to stop a real hang

# Every alert shown, and every move sent (a template sent as it is would be refused).
WATCH = """() => {
  window.__alerts = [];
  new MutationObserver(() => {
    const text = document.querySelector('#alert')?.textContent ?? '';
    if (text) window.__alerts.push(text);
  }).observe(document.querySelector('#alert'), { childList: true, characterData: true, subtree: true });
  const engine = window.__cardtable.engine;
  const call = engine.call.bind(engine);
  window.__sent = [];
  engine.call = (op, args = {}) => {
    if (op === 'play') window.__sent.push(args.move);
    return call(op, args);
  };
}"""


def record_at_choice(game_id: str, players: int, move_type: str, prefer: str | None = None,
                     within: int = 600) -> dict[str, Any]:
    """A record whose next move is seat 0's, and whose only move is a `move_type` choice
    of cards: the simple bot plays every seat (seat 0 takes a `prefer` move when offered),
    seed after seed until one gets there within `within` moves (a short record loads
    sooner: the page replays it)."""
    for seed in range(50):
        match = cardtable.new_match(game_id, players=players, seed=seed)
        for _ in range(within):
            if match.is_over:
                break
            seat = match.to_move()[0]
            legal = match.legal_moves(seat)
            if seat == 0 and len(legal) == 1 and legal[0]["type"] == move_type \
                    and (choice_field(legal[0]) is not None or isinstance(legal[0].get("cards"), list)):
                return match.record()
            preferred = next((m for m in legal if m["type"] == prefer), None) if seat == 0 else None
            match.play(seat, preferred or choose_move(match, seat, "simple"))
    raise AssertionError(f"no {move_type} choice for seat 0 in {game_id}")


def fill_names(text: str, names: list[str]) -> str:
    """Engine text with seat names for {n} (as web/view/text.js fillNames)."""
    for seat, name in enumerate(names):
        text = text.replace(f"{{{seat}}}", name)
    return text


def load_save(page: Page, recorder: Recorder, base_url: str, record: dict[str, Any], seats: list[dict[str, str]],
              query: str = APP) -> None:
    """Put `record` in the page's storage as the saved match and resume it (the page at `query`)."""
    save = json.dumps({"record": record, "seats": seats, "savedAt": 0})
    page.evaluate("([key, save]) => localStorage.setItem(key, save)", [SAVE_KEY, save])
    page.goto(base_url + query)
    recorder.wait_ready()
    page.evaluate(WATCH)  # before the table shows: a move sent at once is seen too
    page.click("#resume-button")
    expect(page.locator("#table")).to_be_visible(timeout=STEP_MS)  # once the record is replayed


def look_a_while(page: Page) -> None:
    """Let LOOK_MS pass on the page's own clock (its timers fire in order, so a forced
    move due before then has been sent by the time this returns)."""
    page.evaluate("ms => new Promise((done) => setTimeout(done, ms))", LOOK_MS)


def assert_nothing_sent(page: Page, count: int) -> None:
    assert page.evaluate("window.__sent") == [], "a move was sent by itself"
    assert page.evaluate("window.__alerts") == [], page.evaluate("window.__alerts")
    assert move_count(page) == count


def pick_and_confirm(page: Page, picks: int, count: int) -> list[str]:
    """Pick the first `picks` options from the keyboard, focus staying on each (the
    options are rebuilt on every pick); nothing is sent meanwhile (`count`: the move
    count); then Confirm with Enter. Returns the picks."""
    options = page.locator("#moves .choose-panel [data-pick], #spill-moves [data-pick]")
    chosen = []
    for i in range(picks):
        option = options.nth(i)
        option.focus()
        page.keyboard.press("Enter")
        expect(options.nth(i)).to_have_attribute("aria-pressed", "true")
        expect(options.nth(i)).to_be_focused()
        chosen.append(str(options.nth(i).get_attribute("data-pick")))
    look_a_while(page)  # picks made: still nothing goes by itself, focus stays
    assert_nothing_sent(page, count)
    if picks:
        expect(options.nth(picks - 1)).to_be_focused()
    confirm = page.locator("#moves [data-confirm-choice]")
    expect(confirm).to_have_attribute("aria-disabled", "false")
    confirm.focus()
    page.keyboard.press("Enter")
    return chosen


def test_a_choice_of_cards_waits_for_the_player(page: Page, recorder: Recorder, base_url: str) -> None:
    """Red Dwarf's discard to 7, Doctor Who's pass of three and Redshirts' Ready Room,
    Redshirt discard and Log discard, each the only move, with forced moves on: nothing is sent until Confirm (or the button of
    a concrete pass), the picks and focus stay, and the move then plays."""
    bot = {"kind": "bot", "bot": "simple"}
    cases = [
        ("red-dwarf", [{"name": "Alex", "kind": "human"}, {"name": "Robbie", **bot}], "discard", None, 600),
        ("doctor-who", [{"name": "Alex", "kind": "human"}, {"name": "Robbie", **bot}, {"name": "Hal", **bot}],
         "pass", None, 600),
        ("redshirts", [{"name": "Alex", "kind": "human"}, {"name": "Billie", **bot}, {"name": "Clara", **bot}],
         "ready_discard", "ready_room", 600),
        # Redshirts' other choices of k: a Redshirt to discard (of the Away Team, not the
        # hand) and Log cards an effect makes the player discard
        ("redshirts", [{"name": "Alex", "kind": "human"}, {"name": "Billie", **bot}, {"name": "Clara", **bot}],
         "discard_redshirts", None, 600),
        ("redshirts", [{"name": "Alex", "kind": "human"}, {"name": "Billie", **bot}, {"name": "Clara", **bot}],
         "discard", None, 100),
    ]
    page.goto(base_url + APP)
    recorder.wait_ready()
    for game_id, seats, move_type, prefer, within in cases:
        record = record_at_choice(game_id, len(seats), move_type, prefer, within)
        load_save(page, recorder, base_url, record, seats)
        count = len(record["moves"])
        page.wait_for_function("c => window.__cardtable.view?.move_count === c && "
                               "document.querySelector('#table').classList.contains('my-turn')", arg=count, timeout=STEP_MS)
        (only,) = page.evaluate("window.__cardtable.view.legal")
        panel = page.locator("#moves .choose-panel")
        tablekit_shots(page, f"choice-{game_id}-{move_type}")  # tests/artifacts/, to be looked at
        if choice_field(only["move"]) is None:
            # one pick only (Doctor Who with three cards): an ordinary button, never pressed by itself
            button = page.locator("#moves button[data-move='0'], #spill-moves button[data-move='0']")
            expect(button).to_have_text(fill_names(only["label"], [s["name"] for s in seats]))
            button.focus()
            look_a_while(page)
            assert_nothing_sent(page, count)
            expect(button).to_be_focused()
            page.keyboard.press("Enter")
            sent = only["move"]["cards"]
        else:
            expect(panel).to_be_visible()
            choice = only["move"][choice_field(only["move"])]["choose"]
            # a phone: a choice of hand cards is made on the hand's cards themselves, the
            # dock (and Confirm) in sight; a choice of other cards (Redshirts) lists them,
            # in a dock too tall to pin: Confirm is reached by scrolling down to it
            page.set_viewport_size(PHONE)
            confirm = page.locator("#moves [data-confirm-choice]")
            hand = page.evaluate("window.__cardtable.view.zones['hand:0'].cards")
            if all(option in hand for option in choice["from"]):
                expect(page.locator("#moves .choose-panel .choose-options, #spill-moves .choose-options")).to_be_hidden()
                expect(page.locator("#hand [data-card]").first).to_be_in_viewport()
            else:
                expect(page.locator("#moves .choose-panel .choose-options, #spill-moves .choose-options")).to_be_visible()
                confirm.scroll_into_view_if_needed()
            expect(confirm).to_be_in_viewport()
            page.set_viewport_size(LAPTOP)
            options = page.locator("#moves .choose-panel [data-pick], #spill-moves [data-pick]")
            expect(options).to_have_count(len(choice["from"]))
            options.nth(1).focus()  # where the player looks first
            look_a_while(page)
            assert_nothing_sent(page, count)
            expect(options.nth(1)).to_be_focused()
            picks = max(choice["min"], min(2, choice["max"]))
            sent = pick_and_confirm(page, picks, count)
        page.wait_for_function("c => Number(document.querySelector('#move-count').dataset.moveCount) > c",
                               arg=count, timeout=STEP_MS)
        played = page.evaluate("window.__sent")
        assert len(played) == 1 and played[0]["type"] == move_type, played
        field = choice_field(only["move"]) or "cards"  # the picked field ("rs": Redshirts)
        assert sorted(played[0][field]) == sorted(sent), (played, sent)
        assert page.evaluate("window.__alerts") == [], page.evaluate("window.__alerts")
    recorder.assert_clean()


# Every card id of every hand (asked from the page's engine), and whether any of them, a
# move button or a card button is anywhere in the table's DOM (hidden or not).
HAND_IDS_IN_PAGE = """async () => {
  const { engine, match } = window.__cardtable;
  const players = (await engine.call('view', { match, seat: null })).players;
  const ids = [];
  for (let seat = 0; seat < players; seat += 1) {
    const view = await engine.call('view', { match, seat });
    ids.push(...(view.zones[`hand:${seat}`]?.cards ?? []));
  }
  const html = document.querySelector('#table').outerHTML;
  return { ids: ids.length, found: ids.filter((id) => html.includes(id)),
    moves: document.querySelectorAll('#table [data-move], #table [data-card], #table [data-pick]').length };
}"""
HOT_SEAT = [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}]
TEST_PACE = "?botDelay=0&debug=1"  # nothing plays by itself: Ben's draw would make Ann's end of turn final


def assert_handover_holds_nothing(page: Page, name: str) -> None:
    """The hand-over screen to `name`: no card of any hand, no move, no Undo in the page."""
    expect(page.locator("#handover-title")).to_have_text(f"Pass the device to {name}")
    held = page.evaluate(HAND_IDS_IN_PAGE)
    assert held["ids"] > 0 and held["found"] == [] and held["moves"] == 0, held
    expect(page.locator("#undo")).to_be_hidden()
    expect(page.locator("#log li")).to_have_count(0)  # the last viewer's own log (secrets of theirs)


# The boxes of the bar's turn line and visible buttons, and of the open Settings menu and
# its controls, in viewport coordinates.
BAR_BOXES = """() => {
  const box = (node) => { const b = node.getBoundingClientRect(); return { top: b.top, bottom: b.bottom, left: b.left, right: b.right }; };
  const shown = (node) => node.getClientRects().length > 0;
  const bar = [...document.querySelectorAll('.table-bar .table-facts, .table-bar .bar-buttons > *')].filter(shown)
    .map((node) => ({ name: node.id || node.className, ...box(node) }));
  const menu = document.querySelector('.table-settings[open] .table-settings-body');
  return { vw: innerWidth, vh: innerHeight, bar, turn: box(document.querySelector('#turn')), menu: menu ? box(menu) : null,
    controls: [...document.querySelectorAll('.table-settings[open] select, .table-settings[open] input')].map(box) };
}"""


def assert_phone_bar(page: Page) -> None:
    """Item 9, at 375 x 740: every button of the bar (Undo offered) on one line with the
    facts (each fact whole, issue 19), inside the screen, the turn line whole under it; the Settings menu opens wholly
    inside the screen, its three controls in sight."""
    page.set_viewport_size(PHONE)
    page.evaluate("window.scrollTo(0, 0)")
    facts = page.evaluate(BAR_BOXES)
    bar = facts["bar"]
    assert any(item["name"] == "undo" for item in bar), bar
    middle = (bar[-1]["top"] + bar[-1]["bottom"]) / 2  # one line: every box centred on the same height
    assert all(abs((item["top"] + item["bottom"]) / 2 - middle) < 4 and item["bottom"] - item["top"] <= 48
               for item in bar), f"the bar wraps: {bar}"
    assert all(item["left"] >= 0 and item["right"] <= facts["vw"] for item in bar), f"the bar leaves the screen: {bar}"
    turn = facts["turn"]
    assert turn["top"] >= max(item["bottom"] for item in bar) - 1 and turn["right"] <= facts["vw"], (turn, bar)
    cut = [word for word in page.evaluate(CUT_WORDS) if word.startswith("bar fact")]
    assert cut == [], f"the bar's facts are cut beside Undo: {cut}"  # issue 19: whole words, each fact whole
    page.click(".table-settings summary")
    facts = page.evaluate(BAR_BOXES)
    menu = facts["menu"]
    width, height = facts["vw"], facts["vh"]

    def inside(b: dict[str, float]) -> bool:
        return b["left"] >= 0 and b["top"] >= 0 and b["right"] <= width and b["bottom"] <= height

    assert menu and inside(menu), f"the Settings menu leaves the screen: {menu} in {facts['vw']}x{facts['vh']}"
    assert len(facts["controls"]) == 3 and all(inside(b) for b in facts["controls"]), facts["controls"]
    tablekit_shots(page, "phone-settings-open")
    page.click(".table-settings summary")
    page.set_viewport_size(LAPTOP)


def end_turn_record() -> dict[str, Any]:
    """Red Dwarf, two seats: the simple bot's first moves until Ann (seat 0) may end her
    turn with a move that can be taken back and that hands the device to Ben."""
    for seed in range(20):
        match = cardtable.new_match("red-dwarf", players=2, seed=seed)
        for _ in range(40):
            seat = match.to_move()[0]
            if seat == 0 and {"type": "end"} in match.legal_moves(0):
                after = cardtable.replay(match.record())
                after.play(0, {"type": "end"})
                if after.can_undo(0) and after.to_move() == [1] and after.view(None)["window"] is None:
                    return match.record()
            match.play(seat, choose_move(match, seat, "simple"))
    raise AssertionError("no undoable end of turn for seat 0")


def test_hot_seat_hand_over_holds_nothing_and_undo_is_the_movers(page: Page, recorder: Recorder, base_url: str) -> None:
    """Item 12: Ann ends her turn; the screen that passes the device to Ben holds nothing
    of anyone's hand or moves and no Undo. Ann takes the device back ("I am Ann: take back
    my move"): her table and Undo; she passes it on again, then comes back and undoes."""
    page.goto(base_url + TEST_PACE)
    recorder.wait_ready()
    load_save(page, recorder, base_url, end_turn_record(), HOT_SEAT, TEST_PACE)
    assert_handover_holds_nothing(page, "Ann")
    page.click("#handover-button")
    expect(page.locator("#hand-title")).to_have_text("Your hand, Ann")
    count = move_count(page)
    end = page.locator("#moves button[data-move], #spill-moves button[data-move]", has_text="End turn")
    end.click()
    page.wait_for_function("c => Number(document.querySelector('#move-count').dataset.moveCount) === c + 1",
                           arg=count, timeout=STEP_MS)
    assert_handover_holds_nothing(page, "Ben")
    back = page.locator("#handback-button")
    expect(back).to_have_text("I am Ann: take back my move")
    tablekit_shots(page, "handover-handback")

    back.click()  # Ann holds the device again: her table, Undo, and a way to pass it on
    expect(page.locator("#hand-title")).to_have_text("Your hand, Ann")
    expect(page.locator("#turn")).to_have_text("Ann: take back your move?")
    expect(page.locator("#undo")).to_have_text("Undo")
    expect(page.locator("#moves [data-move]")).to_have_count(0)
    tablekit_shots(page, "handback-table")
    assert_phone_bar(page)
    page.click("#moves [data-hand-on]")
    assert_handover_holds_nothing(page, "Ben")

    back.click()
    page.click("#undo")
    page.wait_for_function("c => Number(document.querySelector('#move-count').dataset.moveCount) === c",
                           arg=count, timeout=STEP_MS)
    expect(page.locator("#hand-title")).to_have_text("Your hand, Ann")
    expect(page.locator("#table")).to_have_class(re.compile(r"\bmy-turn\b"))
    expect(end).to_be_visible()
    expect(page.locator("#undo")).to_be_hidden()
    recorder.assert_clean()
