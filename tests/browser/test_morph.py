"""Patch, don't redraw (web/view/morph.js): nothing a player sees changes.

Every game's golden match (at its largest table) is replayed in CPython; the views of
seat 0 after each move are rendered in the page by the game's renderer (board, hand,
grouped moves, log) into two sets of containers: one patched view after view
(patchInto), one redrawn afresh each time (replaceChildren). After every view both hold
the same DOM (normalised outerHTML) and the same innerText. On the real table, the
focused control is the very same node after a redraw (patched, not rebuilt).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from browserkit import REPO, open_blank, set_seats
from playwright.sync_api import Page
from progress import STEP_MS

from cardtable import bridge

GOLDEN = REPO / "tests" / "engine" / "golden"
CASES = {  # game -> its golden record at the game's largest table
    "astronaut": "astronaut-4p-rounds1-seed11.json", "red-cliffs": "red-cliffs-9p-team_size3-seed11.json",
    "red-dwarf": "red-dwarf-2p-default-seed11.json", "doctor-who": "doctor-who-4p-default-seed11.json",
    "redshirts": "redshirts-7p-default-seed11.json"}
VIEWS = 70  # consecutive views per game (the start of the match), plus the final one
# The seat on view may choose a hand card now, and none is chosen for it (a turn whose
# every move is one card's shows that card chosen: table/model.js autoSelected).
FREE_CHOICE = """() => document.querySelector('#hand .card.playable') !== null
  && document.querySelector('#hand [aria-pressed="true"]') === null"""

BOTH_WAYS = """async ([gameId, catalog, names, views]) => {
  const { rendererFor } = await import('./games/registry.js');
  const { tableModel } = await import('./table/model.js');
  const { patchInto } = await import('./view/morph.js');
  const { el } = await import('./view/dom.js');
  const renderer = rendererFor(gameId);
  const parts = ['board', 'hand', 'moves', 'log'];
  const box = (tag) => Object.fromEntries(parts.map((p) => [p, document.body.appendChild(el('div', { class: tag }))]));
  const patched = box('patched');
  const redrawn = box('redrawn');
  const seats = names.map((name, i) => ({ name, kind: i === 0 ? 'human' : 'bot', bot: 'simple' }));
  const table = { gameId, title: gameId, names, kinds: names.map((_, i) => (i === 0 ? 'human' : 'bot')), seats,
    catalog, sureDecline: false, alwaysAsk: false, skipWindow: null, undoHere: true };
  const norm = (node) => node.innerHTML.replace(/\\s+/g, ' ');
  const mismatches = [];
  let checked = 0;
  for (const [n, view] of views.entries()) {
    // every other view with a card of the hand selected (the card's moves shown)
    const first = (view.legal ?? []).find((e) => e.move.card !== undefined)?.move.card ?? null;
    const ui = { viewer: 0, selected: n % 2 ? first : null, pause: null, playing: false, hint: '', choose: null };
    const model = tableModel({ view, ui, renderer, table });
    const log = () => model.log.map(({ type, text }, i) => el('li', { class: `log-${type}`, dataset: { key: `log:${view.log_start + i}` }, text }));
    const build = () => ({
      board: renderer.board(view, model.ctx), hand: renderer.hand(view, model.ctx),
      moves: model.groups ? renderer.drawMoves(model.groups, view) : null, log: log() });
    const a = build();
    const b = build();
    for (const p of parts) {
      patchInto(patched[p], a[p]);
      redrawn[p].replaceChildren(...[b[p]].flat(Infinity).filter(Boolean));
      checked += 1;
      if (norm(patched[p]) !== norm(redrawn[p]) || patched[p].innerText !== redrawn[p].innerText) {
        mismatches.push({ n, part: p, patched: norm(patched[p]).slice(0, 400), redrawn: norm(redrawn[p]).slice(0, 400) });
      }
    }
  }
  return { checked, mismatches: mismatches.slice(0, 3) };
}"""


def seat_views(record: dict[str, Any]) -> tuple[list[str], list[dict[str, Any]]]:
    """The names and seat 0's view after each of the first VIEWS moves, and the last one."""
    def call(op: str, **args: Any) -> Any:
        reply = json.loads(bridge.handle(json.dumps({"op": op, **args})))
        assert reply["ok"], reply
        return reply["result"]

    match = call("load", record={**record, "moves": []})["match"]
    views = [call("view", match=match, seat=0, log_limit=80)]
    moves = record["moves"]
    for number, (seat, move) in enumerate(moves):
        call("play", match=match, seat=seat, move=move)
        if number < VIEWS or number == len(moves) - 1:
            views.append(call("view", match=match, seat=0, log_limit=80))
    call("close", match=match)
    names = [f"Player {i + 1}" for i in range(record["players"])]
    return names, views


@pytest.mark.parametrize("game", list(CASES))
def test_golden_views_render_the_same_patched_or_redrawn(page: Page, base_url: str, game: str) -> None:
    record = json.loads(Path(GOLDEN / CASES[game]).read_text())["record"]
    names, views = seat_views(record)
    catalog = json.loads(bridge.handle(json.dumps({"op": "catalog", "game": game})))["result"]
    open_blank(page, base_url)
    result = page.evaluate(BOTH_WAYS, [game, catalog, names, views])
    assert result["checked"] == 4 * len(views)
    assert not result["mismatches"], result["mismatches"]


def test_keyboard_focus_survives_a_redraw(page: Page, base_url: str) -> None:
    """A hand card chosen from the keyboard redraws the table with its moves (focus on the
    first); Escape redraws it without them, focus back on the very same card button (the
    node is patched, not rebuilt), and the board's nodes are the same nodes. The deal is
    not chosen: the test plays on to a turn where choosing a card is the player's choice
    (a turn whose every move is one card's — say, a duplicate to discard — shows that card
    chosen already, and Escape cannot take it back)."""
    page.goto(base_url + "?botDelay=0&debug=1")
    page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=STEP_MS)
    page.click("button[data-game='astronaut']")
    set_seats(page, [("Ann", "human"), ("Bot", "bot:simple")])
    page.fill("#option-rounds", "1")
    page.click("#start")
    for _ in range(40):  # to a turn with moves hanging off hand cards, none chosen for her
        page.wait_for_function("() => document.querySelector('#table').classList.contains('my-turn')", timeout=STEP_MS)
        if page.evaluate(FREE_CHOICE):
            break
        before = page.get_attribute("#move-count", "data-move-count")
        page.locator("#moves button[data-move]").first.click()
        page.wait_for_function("b => document.querySelector('#move-count').dataset.moveCount !== b", arg=before,
                               timeout=STEP_MS)
    assert page.evaluate(FREE_CHOICE), "no turn with a free choice of card"
    card = page.locator("#hand .card.playable").first
    card.focus()
    page.evaluate("() => { document.activeElement.__kept = 'hand card';"
                  " document.querySelector('#board').firstElementChild.__kept = 'board'; }")
    page.keyboard.press("Enter")  # selects the card: the table is drawn again with its moves
    page.wait_for_function("() => document.querySelector('#hand [aria-pressed=\"true\"]')", timeout=STEP_MS)
    moves = page.locator("#table button[data-move]").count()
    page.keyboard.press("Escape")  # deselects it: drawn again, focus back on the card
    page.wait_for_function("() => !document.querySelector('#hand [aria-pressed=\"true\"]')"
                           " && document.activeElement?.matches('#hand [data-card]')", timeout=STEP_MS)
    kept = page.evaluate("() => [document.activeElement.__kept ?? null,"
                         " document.querySelector('#board').firstElementChild.__kept ?? null,"
                         " document.activeElement.getAttribute('aria-pressed')]")
    assert kept[0] == "hand card", "focus moved to a rebuilt node"
    assert kept[1] == "board", "the board was rebuilt, not patched"
    assert kept[2] == "false"
    assert moves > 0
