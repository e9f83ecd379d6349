"""Playing a table on the board itself (app/boardplay.js), shared by the board-play tests:
a move is made by tapping (or dragging) what the table marks — pick its cards in the hand
or on the board, then tap the glowing target — never by the list of moves, except for a
move the board does not place (End turn, Pass, Deal…), which is pressed where the table
shows it. Which cards and targets make a move comes from the page's own reading of the
legal moves (window.__cardtable.plays), so the test checks that every placed move can
actually be made on the board, to the end of a match."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Locator, Page
from progress import STEP_MS
from tablekit import MOVE_MATCH

# How to make `move` (a legal move of the seat on view, or a concrete pick for one of its
# choose-k templates): {kind: "board", cards, targets, index, choice} for a move placed on
# the board (`choice`: its index when other moves share its touches: the panel asks which);
# {kind: "button", index} for a move the board does not place; for a template's pick
# {kind: "template", cards, targets, index} (placed) or {kind: "template-button", index, picks}.
PLAN = """(move) => {""" + MOVE_MATCH + """
  const same = (a, b) => a.length === b.length && a.every((x) => b.includes(x));
  const view = window.__cardtable.view;
  const plays = window.__cardtable.plays;
  const index = view.legal.findIndex((entry) => canon(entry.move) === canon(move));
  if (index >= 0) {
    const play = plays.find((p) => p.index === index);
    if (!play) return { kind: 'button', index };
    const twins = plays.filter((p) => !p.template && same(p.cards, play.cards) && same(p.targets, play.targets));
    return { kind: 'board', cards: play.cards, targets: play.targets, index, choice: twins.length > 1 ? index : null };
  }
  const template = templateOf(view, move);
  if (template < 0) return null;
  const picks = move[choice(view.legal[template].move)];
  const play = plays.find((p) => p.index === template);
  if (!play || !picks.length) return { kind: 'template-button', index: template, picks };
  return { kind: 'template', cards: picks, targets: play.targets, index: template };
}"""

MOVE_COUNT = "() => Number(document.querySelector('#move-count').dataset.moveCount)"


def plan(page: Page, move: dict[str, Any]) -> dict[str, Any]:
    found = page.evaluate(PLAN, move)
    assert found is not None, f"no legal move or template for {move}"
    return dict(found)


def card_node(page: Page, card: str) -> Locator:
    """The node of `card` to touch: in the hand, else on the board (a card button first)."""
    for selector in (f'#hand [data-card="{card}"]', f'#hand [data-face="{card}"]', f'#board [data-card="{card}"]',
                     f'#board [data-face="{card}"]'):
        found = page.locator(selector)
        if found.count():
            node = found.first
            if not node.is_visible():  # in a folded part of the table (Red Dwarf's BBC on a phone): open it
                summary = node.locator("xpath=ancestor::details[not(@open)][1]/summary")
                if summary.count():
                    summary.click()
            return node
    raise AssertionError(f"card {card} is nowhere on the table")


def target_node(page: Page, key: str) -> Locator:
    """The glowing target `key` (it must glow: a target of the pick, or a move by itself)."""
    node = page.locator(f'[data-target={json.dumps(key)}]')
    node.first.wait_for(state="attached", timeout=STEP_MS)
    classes = str(node.first.get_attribute("class"))
    assert "bp-target" in classes or "bp-action" in classes, f"{key} does not glow: {classes}"
    return node.first


def panel_button(page: Page, index: int, attr: str = "move") -> Locator:
    return page.locator(f'#moves [data-{attr}="{index}"], #spill-moves [data-{attr}="{index}"]').first


def picked(page: Page) -> list[str]:
    return list(page.evaluate("""() => [...document.querySelectorAll('#hand .bp-picked, #board .bp-picked')]
      .map((n) => n.dataset.card ?? n.dataset.face)"""))


def tap_cards(page: Page, cards: list[str]) -> None:
    """Pick `cards` (each tapped once, unless the table picked it already)."""
    for card in cards:
        if card in picked(page):
            continue
        card_node(page, card).click()
        page.wait_for_function("c => [...document.querySelectorAll('.bp-picked')].some((n) => (n.dataset.card ?? n.dataset.face) === c)",
                               arg=card, timeout=STEP_MS)


def drag_to(page: Page, source: Locator, target: Locator) -> None:
    """Drag `source` onto `target` with the mouse (pointer events, a few steps on the way)."""
    source.scroll_into_view_if_needed()
    box = source.bounding_box()
    assert box, "the card is not on screen"
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] / 2 + 12, box["y"] + box["height"] / 2 - 12, steps=3)
    target.scroll_into_view_if_needed()
    end = target.bounding_box()
    assert end, "the target is not on screen"
    page.mouse.move(end["x"] + min(end["width"] / 2, 40), end["y"] + min(end["height"] / 2, 20), steps=6)
    page.mouse.up()


def play_on_board(page: Page, move: dict[str, Any], *, drag: bool = False) -> str:
    """Make `move` on the board (taps, or with `drag` a card dragged onto its target) and
    wait until it has landed. Returns how: 'tap', 'drag', 'action', 'way' (a picked card's
    way with no target), 'choice' (the panel asked which of several), 'picked' (a choose-k
    pick confirmed on its target), or 'button' for a move the board does not place."""
    before = int(page.evaluate(MOVE_COUNT))
    how = make(page, plan(page, move), drag=drag)
    page.wait_for_function(
        "b => Number(document.querySelector('#move-count').dataset.moveCount) !== b"
        " || !document.querySelector('#match-end').hidden", arg=before, timeout=STEP_MS)
    return how


def make(page: Page, step: dict[str, Any], *, drag: bool) -> str:
    kind = step["kind"]
    if kind == "button":
        panel_button(page, step["index"]).click()
        return "button"
    if kind == "template-button":  # the choose panel (a template the board does not place, or none picked)
        starter = panel_button(page, step["index"], "choose")
        if starter.count():
            starter.click()
        for card in step["picks"]:
            page.locator(f'.choose-panel [data-pick="{card}"]').click()
        page.locator("[data-confirm-choice]").click()
        return "button"
    cards, targets = list(step["cards"]), list(step["targets"])
    if kind == "template":
        template_open = bool(page.evaluate("() => Boolean(document.querySelector('.choose-panel'))"))
        for card in cards:
            if template_open:
                pressed = page.evaluate("""c => [...document.querySelectorAll('#hand [aria-pressed="true"], #board .bp-picked')]
                  .some((n) => (n.dataset.card ?? n.dataset.face) === c)""", card)
                if not pressed:
                    card_node(page, card).click()
            else:
                tap_cards(page, [card])
        target_node(page, targets[0]).click()
        return "picked"
    if not cards:  # the target is the move (a pile to draw from, a Redshirt an effect asks for)
        for key in targets:
            target_node(page, key).click()
        if step["choice"] is not None:
            panel_button(page, step["choice"]).click()
            return "choice"
        return "action"
    if drag and targets:
        tap_cards(page, cards[:-1])  # the others first: the last is dragged onto the first target
        drag_to(page, card_node(page, cards[-1]), target_node_soon(page, cards, targets[0]))
        for key in targets[1:]:
            target_node(page, key).click()
    else:
        tap_cards(page, cards)
        for key in targets:
            target_node(page, key).click()
    if not targets:
        panel_button(page, step["index"]).click()
        return "way"
    if step["choice"] is not None:
        panel_button(page, step["choice"]).click()
        return "choice"
    return "drag" if drag else "tap"


def target_node_soon(page: Page, cards: list[str], key: str) -> Locator:
    """The target a dragged card goes to (it glows once the drag has begun, so it is found by key)."""
    return page.locator(f'[data-target={json.dumps(key)}], #board [data-face={json.dumps(key.split("=", 1)[1])}]'
                        if key.startswith("face=") else f'#board [data-{key.split("=", 1)[0]}={json.dumps(key.split("=", 1)[1])}]').first
