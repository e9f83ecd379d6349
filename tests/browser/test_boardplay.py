"""Play on the board (issue 19): a whole match of every game at 375 and 1280 px made only by
touching the table — a card picked in the hand or on the board, then its glowing target
tapped; a target that is a move by itself tapped; a picked card's way with no target
pressed in its panel — and never through the list of moves, except for the moves the board
does not place (End turn, Pass, Deal…), pressed where the table shows them. One match is
made with drags (mouse pointer events) instead of taps, and a touch drag (a hold, then a
move) plays a card on a phone. A drop or a tap where the picked card cannot go plays
nothing and the line under the prompt says why; Escape puts the card down. Tapping a card
with moves that name it only in a list (Doctor Who's "Defend … with The Doctor") offers
them; a card with no move shows its details. axe-core finds no violation while a card is
picked, and screenshots of a pick at both sizes go to tests/artifacts/ (board-<game>-*).

Which move to make is the simple bot's choice for the human seat (a seeded match against
simple bots is short and the same every time); how to make it on the board comes from the
page's reading of the legal moves (boardkit.PLAN), so every move the board places is made
there.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from boardkit import card_node, drag_to, plan, play_on_board, target_node
from browserkit import BASE, Recorder, new_device, warm
from playwright.sync_api import Browser, Page, expect
from positions import View, record_until, seed_position
from progress import STEP_MS, Progress, marks
from screens import LAPTOP, PHONE
from tablekit import ARTIFACTS, suggestion
from test_a11y import assert_no_violations, axe_source  # noqa: F401  (the pinned axe-core fixture)

SAVE_KEY = f"cardtable:{BASE}:save"
BOT = {"kind": "bot", "bot": "simple"}

# per game: players, seed and options of a short match, and the move types the board does
# not place (made by their buttons)
GAMES: dict[str, dict[str, Any]] = {
    "astronaut": {"players": 2, "seed": 0, "options": {"rounds": 1},
                  "buttons": {"move_up", "place_delay", "discard_delay", "deal"}},
    "red-cliffs": {"players": 2, "seed": 5, "options": {"target": 1}, "buttons": {"deal", "decline", "pass", "stop"}},
    "red-dwarf": {"players": 2, "seed": 3, "options": {}, "buttons": {"pass", "end", "pod_top"}},
    "doctor-who": {"players": 3, "seed": 44, "options": {},
                   "buttons": {"pass", "buy", "unit", "no_unit", "decline", "enemy_discard", "discard", "support"}},
    "redshirts": {"players": 3, "seed": 8, "options": {},
                  "buttons": {"pass", "end", "done", "drop_mission", "pick"}},
}

# What the page waits for: the match is over, a round summary is open, or the seat on view is to move.
SETTLED = """() => {
  if (!document.querySelector('#match-end').hidden) return 'over';
  if (document.querySelector('#round-end').open) return 'round';
  const mine = document.querySelector('#table').classList.contains('my-turn')
    && document.querySelector('#moves button, #spill-moves button, #hand .bp-source, #board [data-target]') !== null;
  return mine ? 'mine' : false;
}"""


def seed_save(page: Page, game: str, seed: int, players: int, options: dict[str, Any]) -> None:
    seats = [{"name": "Alex", "kind": "human"}] + [{"name": name, **BOT} for name in ("Billie", "Clara", "Dana")[:players - 1]]
    record = {"format": "cardtable-record", "version": 1, "game": game, "players": players,
              "options": options, "seed": seed, "moves": []}
    save = json.dumps({"record": record, "seats": seats, "savedAt": 0})
    page.add_init_script(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(save)})")


def resume(page: Page, recorder: Recorder, base_url: str) -> None:
    page.goto(base_url + "?botDelay=0&debug=1")
    recorder.wait_ready()
    page.click("#resume-button")
    expect(page.locator("#table")).to_be_visible()


def settled(page: Page) -> str:
    return str(page.wait_for_function(SETTLED, timeout=STEP_MS).json_value())


def play_match(page: Page, game: str, *, drag: bool = False, shoot: str | None = None, axe: str | None = None) -> dict[str, int]:
    """Play the human seat's moves to the end of the match on the board; returns how many
    moves were made each way ('tap', 'action', 'way', 'choice', 'picked', 'drag', and
    'button:<type>' for the moves the board does not place)."""
    hows: dict[str, int] = {}
    progress = Progress(f"board play {game}")
    while (now := settled(page)) != "over":
        progress.check(marks(page), hows)
        if now == "round":
            page.click("#round-continue")
            continue
        if game == "red-dwarf" and not hows.get("seen:chain") and page.locator("#board .rd-chain .rd-link").count():
            # each link of the response chain says what it does if it resolves
            links = page.locator("#board .rd-chain .rd-link")
            expect(links.locator(".rd-link-does")).to_have_count(links.count())
            expect(links.first.locator(".rd-link-does")).to_contain_text("If it resolves")
            hows["seen:chain"] = 1
        move = suggestion(page, int(page.evaluate("window.__cardtable.seat")))
        step = plan(page, move)
        if shoot and step["kind"] == "board" and step["cards"] and step["targets"] and not hows.get("shot"):
            if pick_shots(page, step, shoot, at_least=1 if hows.get("tap", 0) > 6 else 2, axe=axe):
                hows["shot"] = 1
        how = play_on_board(page, move, drag=drag)
        key = f"button:{move['type']}" if how == "button" else how
        hows[key] = hows.get(key, 0) + 1
    return hows


def pick_shots(page: Page, step: dict[str, Any], name: str, at_least: int, axe: str | None = None) -> bool:
    """Screenshots of a card picked with (at least `at_least`) targets glowing, at 1280 and
    375 px (with `axe`, the axe-core source: no violation there), then the card put down
    again (Escape); False when the pick does not show enough."""
    for card in step["cards"]:
        if not card_node(page, card).evaluate("n => n.classList.contains('bp-picked')"):
            card_node(page, card).click()
    shown = page.locator("#board .bp-target").count()
    back = page.locator("#moves [data-deselect], #spill-moves [data-deselect]").count()
    if shown >= at_least and back:
        size = page.viewport_size or LAPTOP
        for width, view in ((1280, LAPTOP), (375, PHONE)):
            page.set_viewport_size(view)
            page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
            target_node(page, step["targets"][0]).scroll_into_view_if_needed()
            page.evaluate("""() => { const t = document.querySelector('#board .bp-target'); const dock = document.querySelector('#dock');
              const box = t.getBoundingClientRect(); const room = dock.getBoundingClientRect().top;
              if (box.bottom > room) window.scrollBy(0, box.bottom - room + 16); }""")
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"board-{name}-{width}.png"))
            if axe:
                assert_no_violations(page, axe, f"{name}: a card picked, its targets glowing, {width} px")
        page.set_viewport_size(size)
    if back:
        page.keyboard.press("Escape")
        expect(page.locator("#board .bp-target")).to_have_count(0)
        expect(page.locator("#hand .bp-picked, #board .bp-picked")).to_have_count(0)
    return shown >= at_least and back > 0


# At 375 px the default run plays the two most crowded boards; the other three games' phone
# matches are `slow` (CARDTABLE_SWEEP=full or -m slow: tests/conftest.py): the same moves by
# the same taps as at 1280 px, where every game plays (with its screenshots and axe).
PHONE_BY_DEFAULT = {"doctor-who", "redshirts"}


@pytest.mark.parametrize("size,game", [
    pytest.param(size, game, id=f"{width}-{game}",
                 marks=[pytest.mark.slow] if size == PHONE and game not in PHONE_BY_DEFAULT else [])
    for size, width in ((LAPTOP, 1280), (PHONE, 375)) for game in GAMES])
def test_a_whole_match_on_the_board(page: Page, recorder: Recorder, base_url: str, game: str, size: Any,
                                    axe_source: str) -> None:
    """Every move the board places is made there by taps, to the end of the match; a pick
    with glowing targets is photographed and checked by axe-core at both sizes."""
    spec = GAMES[game]
    page.set_viewport_size(size)
    seed_save(page, game, spec["seed"], spec["players"], spec["options"])
    resume(page, recorder, base_url)
    hows = play_match(page, game, shoot=game if size == LAPTOP else None, axe=axe_source if size == LAPTOP else None)
    buttons = {key.split(":", 1)[1] for key in hows if key.startswith("button:")}
    assert buttons <= spec["buttons"], f"moves the board places were made by their buttons: {hows}"
    on_board = sum(n for key, n in hows.items() if not key.startswith(("button:", "seen:")) and key != "shot")
    if game == "red-dwarf":
        assert hows.get("seen:chain"), "no response chain was seen"
    assert on_board >= 5 and hows.get("tap", 0) >= 1, hows
    expect(page.locator("#match-end")).to_be_visible()
    recorder.assert_clean()


def test_a_whole_match_by_drags(page: Page, recorder: Recorder, base_url: str) -> None:
    """Doctor Who with the mouse: every move with a card and a target is a drag of the card
    onto its target (a second defender or enemy picked by a tap first); a tap only where the
    target is the move itself, or for a way with no target."""
    spec = GAMES["doctor-who"]
    page.set_viewport_size(LAPTOP)
    seed_save(page, "doctor-who", spec["seed"], spec["players"], spec["options"])
    resume(page, recorder, base_url)
    hows = play_match(page, "doctor-who", drag=True)
    assert hows.get("drag", 0) >= 8 and not hows.get("tap"), hows
    buttons = {key.split(":", 1)[1] for key in hows if key.startswith("button:")}
    assert buttons <= spec["buttons"], hows
    recorder.assert_clean()


def to_move(page: Page) -> None:
    page.wait_for_function("document.querySelector('#table').classList.contains('my-turn')"
                           " && window.__cardtable.plays.length > 0", timeout=STEP_MS)


def test_picking_refusals_details_and_keyboard(page: Page, recorder: Recorder, base_url: str) -> None:
    """Doctor Who, Alex's second turn (seed 44): The Doctor, whose moves name him only in a
    list of defenders ("Defend Leadworth with The Doctor"), is picked by a tap and offers
    those moves, his own location glowing; a tap and a drop where he cannot go play nothing
    and say why; a location with no move shows its details; Escape puts him down; chosen
    with the keyboard, focus lands on his first way (not Back)."""
    spec = GAMES["doctor-who"]
    page.set_viewport_size(LAPTOP)
    seed_save(page, "doctor-who", spec["seed"], spec["players"], spec["options"])
    resume(page, recorder, base_url)
    progress = Progress("Doctor Who until The Doctor can defend")
    while True:
        to_move(page)
        progress.check(marks(page))
        doctor = page.evaluate("""() => window.__cardtable.view.legal.find(({ move }) => move.type === 'defend'
          && move.cards.length === 1 && move.cards[0].startsWith('dw-the-doctor'))?.move ?? null""")
        if doctor:
            break
        play_on_board(page, suggestion(page, 0))
    card, loc = doctor["cards"][0], doctor["loc"]
    count = int(page.evaluate("window.__cardtable.view.move_count"))
    hand = page.locator(f'#hand [data-card="{card}"]')
    hand.click()
    expect(page.locator("#prompt")).to_contain_text("The Doctor")
    expect(page.locator("#prompt")).not_to_contain_text("no move with this card now")
    unfold = page.locator("#moves [data-bp-unfold], #spill-moves [data-bp-unfold]")
    if unfold.count():
        unfold.click()
    expect(page.locator("#moves, #spill-moves").locator("button[data-move]", has_text="with The Doctor").first).to_be_attached()
    expect(page.locator(f'[data-target="face={loc}"]')).to_have_class(re.compile(r"\bbp-target\b"))
    assert page.evaluate("document.querySelector('#board').classList.contains('bp-picking')")

    # a tap where he cannot go (another player's name plate) plays nothing, and says why
    page.locator("#board [data-seat='1'] .seat-name").click()
    expect(page.locator("#bp-says")).to_contain_text("The Doctor cannot go")
    # so does a drop there (the pick stays as it was)
    drag_to(page, hand, page.locator("#board .dw-info"))
    expect(page.locator("#bp-says")).to_contain_text("dropped outside the glowing places")
    assert int(page.evaluate("window.__cardtable.view.move_count")) == count
    expect(hand).to_have_class(re.compile(r"\bbp-picked\b"))

    # Escape puts him down; a location with no move shows what it is
    page.keyboard.press("Escape")
    expect(page.locator("#board .bp-target")).to_have_count(0)
    other = page.evaluate("window.__cardtable.view.public.seats[1].locations[0].card")
    page.locator(f'#board [data-face="{other}"] .dw-loc-name').click()
    expect(page.locator("#prompt")).to_contain_text("no move with this card now")
    expect(page.locator("#prompt")).to_contain_text("VP")

    # the keyboard: Enter on the card, focus on its first way, Escape back to the card
    hand.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.activeElement?.matches('#moves .card-move:not(.deselect), #spill-moves .card-move:not(.deselect)')",
                           timeout=STEP_MS)
    page.keyboard.press("Escape")
    page.wait_for_function(f"document.activeElement?.dataset.card === {json.dumps(card)}", timeout=STEP_MS)

    # dropped on his location, he defends it
    drag_to(page, hand, page.locator(f'#board [data-face="{loc}"]'))
    page.wait_for_function(f"Number(document.querySelector('#move-count').dataset.moveCount) > {count}", timeout=STEP_MS)
    assert any(entry[1] == doctor for entry in page.evaluate(
        "window.__cardtable.engine.call('record', {match: window.__cardtable.match}).then((r) => r.moves)"))
    recorder.assert_clean()


def test_a_touch_drag_on_a_phone(browser: Browser, base_url: str) -> None:
    """At 375 px with a touch screen, a card held for a moment is picked up (its targets
    glow), dragged onto its row and let go: Astronaut's stage card is played."""
    context = new_device(browser, has_touch=True, viewport=PHONE)
    page = context.new_page()
    rec = Recorder(base_url=base_url, page=page)
    context.on("console", rec.on_console)
    warm(page, base_url)
    seed_save(page, "astronaut", 0, 2, {"rounds": 1})
    resume(page, rec, base_url)
    progress = Progress("Astronaut until a stage card can be played")
    while True:
        to_move(page)
        progress.check(marks(page))
        play = page.evaluate("() => window.__cardtable.view.legal.find(({ move }) => move.type === 'play')?.move ?? null")
        if play:
            break
        play_on_board(page, suggestion(page, 0))
    count = int(page.evaluate("window.__cardtable.view.move_count"))
    card = page.locator(f'#hand [data-card="{play["card"]}"]')
    card.scroll_into_view_if_needed()
    box = card.bounding_box()
    assert box
    touch = context.new_cdp_session(page)
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    page.wait_for_function("document.body.classList.contains('bp-dragging')", timeout=STEP_MS)  # held: picked up
    row = page.locator('#board [data-target="zone=row:0"]')
    expect(row).to_have_class(re.compile(r"\bbp-target\b"))
    end = row.bounding_box()
    assert end
    for i in range(1, 7):
        touch.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [
            {"x": x + (end["x"] + 30 - x) * i / 6, "y": y + (end["y"] + end["height"] / 2 - y) * i / 6}]})
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_function(f"Number(document.querySelector('#move-count').dataset.moveCount) > {count}", timeout=STEP_MS)
    assert page.evaluate("window.__cardtable.view.zones['row:0'].cards.length") >= 1
    rec.assert_no_console_errors()
    context.close()


def doctor_defends(view: View) -> bool:
    return any(e["move"]["type"] == "defend" and len(e["move"].get("cards", [])) == 1
               and e["move"]["cards"][0].startswith("dw-the-doctor") for e in view["legal"])


def test_a_tap_on_a_touch_screen_shows_the_card(browser: Browser, base_url: str) -> None:
    """Card text on touch (issue 19): at 375 px on a touch screen, a tap on The Doctor while
    "Defend … with The Doctor" is offered shows his name, kind and full text and offers that
    move (a tap on it plays it); a tap on a card with no move shows its name, kind and
    text, and says it has no move now."""
    context = new_device(browser, has_touch=True, viewport=PHONE)
    page = context.new_page()
    rec = Recorder(base_url=base_url, page=page)
    context.on("console", rec.on_console)
    warm(page, base_url)
    seed_position(page, record_until("doctor-who", 3, seed=44, until=doctor_defends))
    resume(page, rec, base_url)
    to_move(page)
    move = page.evaluate("""() => window.__cardtable.view.legal.find(({ move }) => move.type === 'defend'
      && move.cards.length === 1 && move.cards[0].startsWith('dw-the-doctor')).move""")
    count = int(page.evaluate("window.__cardtable.view.move_count"))

    # a card with no move now (another player's location): what it is, and that it has none
    other = page.evaluate("window.__cardtable.view.public.seats[1].locations[0].card")
    page.locator(f'#board [data-face="{other}"]').first.tap()
    expect(page.locator("#prompt")).to_contain_text("no move with this card now")
    expect(page.locator("#prompt")).to_contain_text("(location, ")

    page.locator(f'#hand [data-card="{move["cards"][0]}"]').tap()
    prompt = page.locator("#prompt")
    expect(prompt).to_contain_text("The Doctor (defender, strength 5)")
    expect(prompt).to_contain_text("No card text. The Pandorica can remove him from a defence.")
    expect(prompt).not_to_contain_text("no move with this card now")
    unfold = page.locator("#moves [data-bp-unfold], #spill-moves [data-bp-unfold]")
    if unfold.count():
        unfold.tap()
    way = page.locator("#moves, #spill-moves").locator("button[data-move]", has_text=re.compile(r"with The Doctor$")).first
    expect(way).to_be_visible()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "board-touch-details-375.png"))
    way.tap()
    page.wait_for_function(f"Number(document.querySelector('#move-count').dataset.moveCount) > {count}", timeout=STEP_MS)
    assert move in [entry[1] for entry in page.evaluate(
        "window.__cardtable.engine.call('record', {match: window.__cardtable.match}).then((r) => r.moves)")]
    rec.assert_no_console_errors()
    context.close()
