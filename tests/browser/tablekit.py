"""Driving a game table through its own controls, shared by the per-game UI tests: the
move count the page shows, the simple bot's suggestion from the page's engine, clicking
what plays a move (each game passes the script that finds its control), screenshots, and
what a seat was allowed to know at each move of a host's record (for secrecy checks)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from browserkit import REPO
from playwright.sync_api import Page, expect
from progress import STEP_MS

import cardtable

ARTIFACTS = REPO / "tests" / "artifacts"

# What a device waits for, in one evaluation: the match is over, the hot-seat hand-over or
# a one-device window screen ("respond?", "Anyone modifying?"), or the seat on view has
# moves (buttons or the choose-k panel).
STATE = """() => {
  if (!document.querySelector('#match-end').hidden) return 'over';
  if (!document.querySelector('#handover').hidden) return 'handover';
  if (document.querySelector('#moves [data-responder]')) return 'responders';
  const mine = document.querySelector('#table').classList.contains('my-turn')
    && document.querySelector('#moves button, #spill-moves button') !== null;
  return mine ? 'mine' : false;
}"""


def move_count(page: Page) -> int:
    return int(page.get_attribute("#move-count", "data-move-count") or -1)


def suggestion(page: Page, seat: int) -> dict[str, Any]:
    """The simple bot's move for `seat` now (asked from this page's engine)."""
    return dict(page.evaluate(
        "seat => window.__cardtable.engine.call('bot', {match: window.__cardtable.match, seat, kind: 'simple'})"
        ".then((reply) => reply.move)", seat))


# Click what plays `move` (a legal move of the seat on view, or a concrete pick for one
# of its choose-k templates) on the three newer tables: its button; else its card chosen
# first (a chooser among the moves, a hand card or a board card), then its button; else
# the template started (when there are several), its cards picked in the choose panel or
# the hand, and Confirm. Returns how ('button', 'card', 'picked-<type>'), why not
# ('no option …', 'picks refused'), or null when the table offers no such move.
# The JS both click helpers share (here and boardkit.PLAN): `canon(v)`, a value's canonical
# text; `choice(t)`, the field of a choose-k template `t` that holds its choice;
# `templateOf(view, move)`, the index of the legal template `move` is a concrete pick for (-1).
MOVE_MATCH = """
  const canon = (v) => Array.isArray(v) ? `[${v.map(canon).join(',')}]`
    : v !== null && typeof v === 'object' ? `{${Object.keys(v).sort().map((k) => `${k}:${canon(v[k])}`).join(',')}}`
    : JSON.stringify(v);
  const choice = (t) => Object.keys(t).find((k) => t[k] && typeof t[k] === 'object' && !Array.isArray(t[k]) && t[k].choose);
  const templateOf = (view, move) => view.legal.findIndex(({ move: t }) => {
    const chosen = choice(t);
    const keys = Object.keys(t).filter((k) => k !== chosen);
    return chosen && Array.isArray(move[chosen]) && keys.every((k) => canon(t[k]) === canon(move[k]))
      && Object.keys(move).length === Object.keys(t).length;
  });
"""

CLICK = """(move) => {""" + MOVE_MATCH + """
  const view = window.__cardtable.view;
  const q = (sel) => document.querySelector(`#moves ${sel}, #spill-moves ${sel}`);
  const index = view.legal.findIndex((entry) => canon(entry.move) === canon(move));
  if (index >= 0) {
    let direct = q(`button[data-move="${index}"]`);
    if (direct) { direct.click(); return 'button'; }
    const card = q(`button[data-card="${move.card}"]`)
      ?? document.querySelector(`#hand [data-card="${move.card}"], #board [data-card="${move.card}"]`);
    if (!card) return null;
    card.click(); // the card is chosen first: its moves are drawn at once
    direct = q(`button[data-move="${index}"]`);
    if (!direct) return null;
    direct.click();
    return 'card';
  }
  const template = templateOf(view, move);
  if (template < 0) return null;
  const starter = q(`[data-choose="${template}"]`);
  if (starter) starter.click();
  for (const card of move[choice(view.legal[template].move)]) {
    // the options: in the panel, or spilled onto the table (a dock too tall), else the hand's card
    const option = document.querySelector(`.choose-panel [data-pick="${card}"], #spill-moves [data-pick="${card}"]`)
      ?? document.querySelector(`#hand [data-card="${card}"]`);
    if (!option) return 'no option ' + card;
    option.click();
  }
  const confirm = q('[data-confirm-choice]');
  if (!confirm || confirm.getAttribute('aria-disabled') !== 'false') return 'picks refused';
  confirm.click();
  return `picked-${move.type}`;
}"""


def click_move(page: Page, move: dict[str, Any]) -> str:
    """Click what plays `move` (found by CLICK, which says how it played the move or why
    not) and wait until it has landed."""
    before = move_count(page)
    how = page.evaluate(CLICK, move)
    assert how is not None and not str(how).startswith(("picks refused", "no option")), f"no control for {move}: {how}"
    page.wait_for_function(
        "b => Number(document.querySelector('#move-count').dataset.moveCount) !== b"
        " || !document.querySelector('#match-end').hidden", arg=before, timeout=STEP_MS)
    return str(how)


def shots(page: Page, name: str, full_page: bool = False) -> None:
    """The page at 1280 and 375 px wide, for a person to look at (the viewport's height
    kept unless `full_page`)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size or {"width": 1280, "height": 800}
    for width, height in ((1280, 800), (375, 740)):
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(ARTIFACTS / f"{name}-{width}.png"), full_page=full_page)
    page.set_viewport_size(size)


def state(page: Page, timeout_ms: int = STEP_MS) -> str:
    """What the device waits for now (see STATE)."""
    return str(page.wait_for_function(STATE, timeout=timeout_ms).json_value())


def step_to_window(page: Page, click: Callable[[Page, dict[str, Any]], str]) -> int | None:
    """One step of a hot-seat match driven to its window screens: pass the hand-over
    screen, or play the simple bot's move for the seat on view (by `click`), and return
    None; or, on a one-device window screen, return the one seat asked."""
    now = state(page)
    assert now != "over", "the match ended first"
    if now == "handover":
        page.click("#handover-button")
        expect(page.locator("#handover")).to_be_hidden()
        return None
    if now == "mine":
        seat = int(page.evaluate("window.__cardtable.seat"))
        click(page, suggestion(page, seat))
        return None
    asked = page.evaluate("window.__cardtable.view.to_move")
    assert len(asked) == 1
    return int(asked[0])


def shots_as_is(page: Page, name: str) -> None:
    """The page as it is now (its own viewport), for a person to look at."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def knowledge(record: dict[str, Any], seat: int, card: re.Pattern[str]) -> list[set[str]]:
    """For each move count of `record` (a host's whole match), every card `seat` was
    allowed to know of by then, cumulatively: the cards of the zones it sees, the cards
    the engine says it knows where they lie, the cards its own log names and the cards
    the zones' names name (public: Redshirts has a zone per Redshirt for what lies on
    it); `card` matches the game's card ids. Cumulative because a seat may remember what it once saw: a card
    of its own taken at random by another seat stays in its log and its memory after the
    taker's hand "blurs" for it (issue 18 item 7), though it no longer knows it is there."""
    match = cardtable.new_match(record["game"], players=record["players"], seed=record["seed"],
                                options=record["options"])
    known: set[str] = set()
    out = []
    moves = record["moves"]
    for step in range(len(moves) + 1):
        state = match.state
        for zone in state.zones.values():
            if zone.visible_to(seat):
                known.update(zone.cards)
            else:
                known.update(c for c in zone.cards if state.knows(seat, c, zone))
        known.update(card.findall(json.dumps(state.redacted_log(seat))))
        known.update(card.findall(" ".join(state.zones)))
        out.append(set(known))
        if step < len(moves):
            match.play(*moves[step])
    return out
