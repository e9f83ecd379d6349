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
from typing import Any

import pytest
from boardkit import card_node, plan, play_on_board, target_node
from browserkit import BASE, Recorder
from playwright.sync_api import Page, expect
from progress import STEP_MS, Progress, marks
from screens import LAPTOP, PHONE
from tablekit import ARTIFACTS, suggestion

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


def play_match(page: Page, game: str, *, drag: bool = False, shoot: str | None = None) -> dict[str, int]:
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
        move = suggestion(page, int(page.evaluate("window.__cardtable.seat")))
        step = plan(page, move)
        if shoot and step["kind"] == "board" and step["cards"] and step["targets"] and not hows.get("shot"):
            if pick_shots(page, step, shoot, at_least=1 if hows.get("tap", 0) > 6 else 2):
                hows["shot"] = 1
        how = play_on_board(page, move, drag=drag)
        key = f"button:{move['type']}" if how == "button" else how
        hows[key] = hows.get(key, 0) + 1
    return hows


def pick_shots(page: Page, step: dict[str, Any], name: str, at_least: int) -> bool:
    """Screenshots of a card picked with (at least `at_least`) targets glowing, at 1280 and
    375 px, then the card put down again (Escape); False when the pick does not show enough."""
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
        page.set_viewport_size(size)
    if back:
        page.keyboard.press("Escape")
        expect(page.locator("#board .bp-target")).to_have_count(0)
        expect(page.locator("#hand .bp-picked, #board .bp-picked")).to_have_count(0)
    return shown >= at_least and back > 0


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["1280", "375"])
def test_a_whole_match_on_the_board(page: Page, recorder: Recorder, base_url: str, game: str, size: Any) -> None:
    """Every move the board places is made there by taps, to the end of the match."""
    spec = GAMES[game]
    page.set_viewport_size(size)
    seed_save(page, game, spec["seed"], spec["players"], spec["options"])
    resume(page, recorder, base_url)
    hows = play_match(page, game, shoot=game if size == LAPTOP else None)
    print(game, size, hows)
    buttons = {key.split(":", 1)[1] for key in hows if key.startswith("button:")}
    assert buttons <= spec["buttons"], f"moves the board places were made by their buttons: {hows}"
    on_board = sum(n for key, n in hows.items() if not key.startswith("button:") and key != "shot")
    assert on_board >= 5 and hows.get("tap", 0) >= 1, hows
    expect(page.locator("#match-end")).to_be_visible()
    recorder.assert_clean()
