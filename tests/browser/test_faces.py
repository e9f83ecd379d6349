"""Cards that read at a glance, cards that move, a board in sight on a phone (issue 19).

Every game at its largest table (Astronaut 4, Red Cliffs 9, Red Dwarf 2, Doctor Who 4,
Redshirts 7, and Redshirts at a Modify-the-Attempt moment), resumed from a saved match at a
position the engine's simple bots reached (tests/browser/positions.py), then one move of
Alex's and the bots' answers, so the "what just happened" list is full as in play:
- at 375 x 740 with the hand open, at least half the screen shows the board (between the
  pinned bar and the pinned dock); folded, the hand is a strip of card edges, and a tap on
  it opens it;
- no word is cut (CUT_WORDS): no card name wider than its card or running out of it, no
  type band's word cut with "…" or run under the corner badge, no fact of the pinned bar
  cut with "…", on the table and on every card of the game drawn at the hand's size;
- at 1280 px the list of what happened heads the log's column, the pinned bar stays low;
- axe-core finds nothing at 375 and 1280 px (the faces' contrast included);
- screenshots: tests/artifacts/faces-<table>-{375,375-folded,1280}.png.
Cards move: a draw flies from the pack (a flight of 150-250 ms), a bot's move lights its
seat; with prefers-reduced-motion nothing flies and the light stands still.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from browserkit import REPO, Recorder
from playwright.sync_api import Page, expect
from positions import View, record_until, seed_position
from progress import STEP_MS
from screens import FRAMES, LAPTOP, PHONE, assert_hand_names_out_of_sight, shot
from tablekit import suggestion
from test_a11y import assert_no_violations

from buildtools import axe

# The largest table of every game, at a position of Alex's (seat 0) well into the match;
# `again`: what Alex's next turn must be for the measure (None: any).
Table = tuple[str, str, int, dict[str, Any], int, Callable[[View], bool], Callable[[View], bool] | None]
TABLES: list[Table] = [
    ("as4", "astronaut", 4, {"rounds": 2}, 3, lambda v: v["move_count"] >= 24, None),
    ("rc9", "red-cliffs", 9, {"team_size": 3}, 3, lambda v: v["move_count"] >= 40 and v["public"]["phase"] == "act", None),
    ("rd2", "red-dwarf", 2, {}, 3, lambda v: v["move_count"] >= 14 and v["public"]["phase"] == "turn", None),
    ("dw4", "doctor-who", 4, {}, 3, lambda v: v["move_count"] >= 14 and any(
        loc.get("attacker") is not None for s in v["public"]["seats"] for loc in s["locations"]), None),
    ("rs7", "redshirts", 7, {}, 4, lambda v: v["move_count"] >= 12 and v["public"]["phase"] == "turn", None),
    ("rs7-modify", "redshirts", 7, {}, 4, lambda v: v["public"]["phase"] == "modify",
     lambda v: v["public"]["phase"] == "modify"),
]

# Alex's turn (the match not over, no round summary open).
MINE = """() => {
  if (!document.querySelector('#match-end').hidden) return 'over';
  if (document.querySelector('#round-end').open) return 'round';
  return document.querySelector('#table').classList.contains('my-turn') && window.__cardtable.view ? 'mine' : false;
}"""

# How much of the screen the board has: between the pinned bar and the pinned dock.
MEASURE = """() => {
  const bar = document.querySelector('#table .table-bar').getBoundingClientRect();
  const dockNode = document.querySelector('#dock');
  const dock = dockNode.getBoundingClientRect();
  const pinned = getComputedStyle(dockNode).position === 'sticky';
  const top = Math.max(0, bar.bottom), bottom = pinned ? Math.min(innerHeight, dock.top) : innerHeight;
  return { bar: Math.round(bar.height), dock: Math.round(dock.height), board: Math.round(bottom - top), vh: innerHeight, pinned,
           hand: Math.round(document.querySelector('#hand').getBoundingClientRect().height),
           folded: dockNode.classList.contains('folded') };
}"""

# Words cut short (issue 19: names never cut mid-word): a card name wider than its box or
# running out of its card; a band word wider than its box or running under the corner
# badge (a band word too long for its band goes under it, out of sight, whole: the band
# keeps its icon); a fact of the pinned bar cut with "…" or running under its buttons.
CUT_WORDS = """() => {
  const shown = (n) => {  // drawn, and not for screen readers only (in a box of 1 px)
    if (!n.getClientRects().length) return false;
    for (let box = n; box && box !== document.body; box = box.parentElement) if (box.getBoundingClientRect().width <= 1) return false;
    return true;
  };
  const where = (n) => n.closest('.face').className;
  const cut = [];
  for (const n of document.querySelectorAll('#board .face-name, #hand .face-name')) {
    if (!shown(n)) continue;
    const card = n.closest('.face').getBoundingClientRect(), box = n.getBoundingClientRect();
    if (n.scrollWidth > n.clientWidth + 1 || box.bottom > card.bottom + 1 || box.right > card.right + 1) cut.push(`name "${n.textContent}" (${where(n)})`);
  }
  for (const w of document.querySelectorAll('#board .face-type, #hand .face-type')) {
    if (!shown(w)) continue;
    const band = w.closest('.face-band'), b = band.getBoundingClientRect(), box = w.getBoundingClientRect();
    if (box.top >= b.bottom - 0.5) continue;  // under the band, out of sight: the icon alone
    const right = b.right - parseFloat(getComputedStyle(band).paddingRight);
    if (w.scrollWidth > w.clientWidth + 1 || box.right > right + 1 || box.bottom > b.bottom + 1) cut.push(`band word "${w.textContent}" (${where(w)})`);
  }
  const bar = document.querySelector('#table .table-bar');
  const buttons = [...bar.querySelectorAll('.bar-buttons > *')].filter(shown).map((n) => n.getBoundingClientRect());
  for (const f of bar.querySelectorAll('.table-facts, .table-facts *')) {
    if (!shown(f)) continue;
    const box = f.getBoundingClientRect();
    const beside = buttons.filter((b) => b.top < box.bottom && b.bottom > box.top && b.left >= box.left);  // on its line, after it
    const limit = Math.min(innerWidth, ...beside.map((b) => b.left));
    if (f.scrollWidth > f.clientWidth + 1 || box.right > limit + 1) cut.push(`bar fact "${f.textContent}"`);
  }
  return cut;
}"""

# The kinds of card that never come into a hand (they lie on the table only).
TABLE_ONLY = {"doctor-who": ["start", "game-end"], "red-dwarf": ["cast"], "redshirts": ["redshirt", "mission", "location"]}

# Every card of the game's catalog that may come into a hand drawn as a card of the hand
# (a copy of the hand's first card, its face redrawn by the faces module the table uses),
# for CUT_WORDS to measure; returns how many show their name. The copies go when
# `gallery` is false.
GALLERY = """async ([game, gallery, tableOnly]) => {
  const hand = document.querySelector('#hand .hand');
  for (const copy of hand.querySelectorAll('[data-gallery]')) copy.remove();
  if (!gallery) return 0;
  const url = (path) => new URL(path, document.baseURI).href;
  const { faceFor } = await import(url('games/faces.js'));
  const { faceParts, faceClasses } = await import(url('view/faces.js'));
  const catalog = await window.__cardtable.engine.call('catalog', { game });
  const item = [...hand.children].find((n) => n.matches('.face') || n.querySelector('.face'));
  const faceless = ['has-badge', 'has-hero'];
  const ids = Object.keys(catalog).filter((id) => !tableOnly.includes(catalog[id].kind));
  for (const id of ids) {
    const face = faceFor(game, id, catalog);
    const copy = item.cloneNode(true);
    const card = copy.matches('.face') ? copy : copy.querySelector('.face');
    card.replaceChildren(...faceParts(face).filter(Boolean));
    card.className = [...card.classList].filter((c) => !c.startsWith('tone-') && !faceless.includes(c))
      .concat(faceClasses(face).filter(Boolean)).join(' ');
    for (const n of [copy, ...copy.querySelectorAll('[data-key], [data-card], [id]')]) { delete n.dataset.key; delete n.dataset.card; n.removeAttribute('id'); }
    copy.dataset.gallery = id;
    copy.style.flexShrink = '0';  // its own width, as in a short hand (a long row of cards slides sideways)
    hand.append(copy);
  }
  return [...hand.querySelectorAll('[data-gallery] .face-name')].filter((n) => n.getClientRects().length).length;
}"""


def cut_words(page: Page, game: str) -> list[str]:
    """The words cut short on the table as it is, then on every card of `game` drawn in the hand."""
    cut: list[str] = page.evaluate(CUT_WORDS)
    shown = page.evaluate(GALLERY, [game, True, TABLE_ONLY.get(game, [])])
    assert shown > 10, f"the names of the cards drawn are hidden: {shown}"
    try:
        cut += [f"every card: {word}" for word in page.evaluate(CUT_WORDS)]
    finally:
        page.evaluate(GALLERY, [game, False, []])
    return sorted(set(cut))


def tap_in_place(page: Page, selector: str) -> None:
    """A click where the element is on screen, as a finger does: Playwright's own click
    first scrolls the page to the pinned dock's place in the flow (a sticky element)."""
    box = page.locator(selector).first.bounding_box()
    assert box, selector
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def wait_mine(page: Page) -> str:
    while True:
        state = str(page.wait_for_function(MINE, timeout=STEP_MS).json_value())
        if state != "round":
            return state
        page.click("#round-continue")


def play_on(page: Page, until: Callable[[View], bool] | None, *, limit: int = 40) -> View:
    """Alex plays the simple bot's move, the bots answer, until Alex's turn satisfies
    `until` (at least one move of Alex's first, so the list of what happened is full)."""
    for _ in range(limit):
        assert wait_mine(page) == "mine"
        before = page.evaluate("window.__cardtable.view.move_count")
        page.evaluate("m => window.__cardtable.play(m)", suggestion(page, 0))
        page.wait_for_function("b => window.__cardtable.view?.move_count !== b", arg=before, timeout=STEP_MS)
        assert wait_mine(page) == "mine", "the match ended before the position"
        view: View = page.evaluate("window.__cardtable.view")
        if until is None or until(view):
            page.evaluate(FRAMES)
            return view
    raise AssertionError(f"no such turn of Alex's in {limit} moves")


def open_position(page: Page, recorder: Recorder, base_url: str, table: Table, query: str = "?botDelay=0&debug=1") -> None:
    _, game, players, options, seed, until, _again = table
    seed_position(page, record_until(game, players, seed=seed, options=options, until=until))
    page.goto(base_url + query)
    recorder.wait_ready()
    page.click("#resume-button")
    expect(page.locator("#table")).to_be_visible()


@pytest.fixture(scope="module")
def axe_source() -> str:
    return axe.axe_script(REPO / ".cache").read_text(encoding="utf-8")


@pytest.mark.parametrize("table", TABLES, ids=[t[0] for t in TABLES])
def test_cards_read_and_the_board_stays_in_sight(page: Page, recorder: Recorder, base_url: str, axe_source: str,
                                                 table: Table) -> None:
    name = table[0]
    page.set_viewport_size(PHONE)
    open_position(page, recorder, base_url, table)
    play_on(page, table[6])
    page.evaluate("window.scrollTo(0, 0)")
    page.evaluate(FRAMES)
    facts = page.evaluate(MEASURE)
    shot(page, f"faces-{name}-375")
    assert facts["pinned"] and not facts["folded"], facts
    assert facts["board"] >= facts["vh"] / 2, f"{name}: the board has {facts['board']} of {facts['vh']} px with the hand open: {facts}"
    assert facts["dock"] <= 0.40 * facts["vh"], facts  # as tests/browser/test_layout.py asks
    assert page.locator("#hand .face").count() > 0
    cut = cut_words(page, table[1])
    assert cut == [], f"{name}: words cut at 375 px: {cut}"
    assert_no_violations(page, axe_source, f"{name} at 375 px")

    # folded: a strip of card edges; a tap on it opens the hand again
    tap_in_place(page, "#dock-toggle")
    page.evaluate(FRAMES)
    folded = page.evaluate(MEASURE)
    shot(page, f"faces-{name}-375-folded")
    assert folded["folded"] and 0 < folded["hand"] <= 40 and folded["board"] > facts["board"], folded
    assert_hand_names_out_of_sight(page)
    expect(page.locator("#hand .face-band").first).to_be_visible()
    tap_in_place(page, "#hand .face")
    expect(page.locator("#dock-toggle")).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#hand .face-name").first).to_be_visible()

    page.set_viewport_size(LAPTOP)
    page.evaluate(FRAMES)
    shot(page, f"faces-{name}-1280")
    # the list of what happened heads the log's column: the pinned bar covers little of the board
    wide = page.evaluate("""() => ({ bar: Math.round(document.querySelector('#table .table-bar').getBoundingClientRect().height),
      beside: document.querySelector('#feed').closest('.log-box') !== null, said: document.querySelector('#feed').textContent })""")
    assert wide["beside"] and wide["said"] and wide["bar"] <= 100, f"{name} at 1280 px: {wide}"
    cut = cut_words(page, table[1])
    assert cut == [], f"{name}: words cut at 1280 px: {cut}"
    assert_no_violations(page, axe_source, f"{name} at 1280 px")
    recorder.assert_clean()


FLOWN = "window.__cardtable.motion.flown"

# The next flights are held half-way (every animation of the page paused), to be seen.
HOLD_FLIGHTS = """() => {
  window.__held = false;
  const layer = document.querySelector('.motion-layer');
  const seen = new MutationObserver(() => {
    if (!layer.children.length) return;
    seen.disconnect();
    const all = document.getAnimations();
    // how long each flight takes (the cards in the motion layer)
    window.__flightMs = all.filter((a) => layer.contains(a.effect?.target)).map((a) => a.effect.getComputedTiming().duration);
    for (const a of all) { a.pause(); a.currentTime = 110; }
    window.__held = true;
  });
  seen.observe(layer, { childList: true });
}"""


def test_cards_fly_and_the_seat_that_moved_lights(page: Page, recorder: Recorder, base_url: str) -> None:
    """Astronaut, Alex and a bot: Alex's draw flies from the pack into the hand, the bot's
    moves fly and light its seat in its colour; with prefers-reduced-motion nothing flies
    and the light stands still (no animation)."""
    table: Table = ("as2", "astronaut", 2, {"rounds": 2}, 5, lambda v: v["move_count"] >= 6 and any(
        e["move"] == {"type": "draw", "from": "pack"} for e in v["legal"]), None)
    page.set_viewport_size(LAPTOP)
    open_position(page, recorder, base_url, table, "?botDelay=300&debug=1")
    assert wait_mine(page) == "mine"
    assert page.evaluate("window.__cardtable.motion.moving")
    flown = page.evaluate(FLOWN)
    before = page.evaluate("window.__cardtable.view.move_count")
    draw = page.evaluate("window.__cardtable.view.legal.find((e) => e.move.type === 'draw' && e.move.from === 'pack').move")
    page.evaluate(HOLD_FLIGHTS)
    page.evaluate("m => window.__cardtable.play(m)", draw)
    page.wait_for_function("b => window.__cardtable.view?.move_count === b + 1", arg=before, timeout=STEP_MS)
    page.wait_for_function(f"f => {FLOWN} > f", arg=flown, timeout=STEP_MS)  # the drawn card came from the pack
    page.wait_for_function("() => window.__held", timeout=STEP_MS)
    assert page.locator(".motion-layer .flying").count() >= 1
    flights = page.evaluate("window.__flightMs")
    assert flights and all(150 <= ms <= 250 for ms in flights), f"a flight takes 150-250 ms: {flights}"
    shot(page, "faces-flight-1280")  # the drawn card half-way from the pack to the hand
    page.evaluate("() => { for (const a of document.getAnimations()) a.play(); }")
    # Alex discards; the bot then moves (a draw: a back from the pack to its hand) and lights
    flown = page.evaluate(FLOWN)
    discard = page.evaluate("window.__cardtable.view.legal.find((e) => e.move.type === 'discard').move")
    page.evaluate("m => window.__cardtable.play(m)", discard)
    page.wait_for_selector("#board [data-seat='1'].moved", timeout=STEP_MS)
    lit = page.evaluate("getComputedStyle(document.querySelector(\"#board [data-seat='1']\"), '::after').animationName")
    assert lit == "seat-moved", lit
    assert page.evaluate(FLOWN) > flown
    assert wait_mine(page) == "mine"

    page.emulate_media(reduced_motion="reduce")
    assert not page.evaluate("window.__cardtable.motion.moving")
    flown = page.evaluate(FLOWN)
    draw = page.evaluate("window.__cardtable.view.legal.find((e) => e.move.type === 'draw').move")
    page.evaluate("m => window.__cardtable.play(m)", draw)
    page.wait_for_function("() => document.querySelector('#moves button[data-move]') !== null", timeout=STEP_MS)
    discard = page.evaluate("window.__cardtable.view.legal.find((e) => e.move.type === 'discard').move")
    page.evaluate("m => window.__cardtable.play(m)", discard)
    page.wait_for_selector("#board [data-seat='1'].moved", timeout=STEP_MS)
    assert page.evaluate("getComputedStyle(document.querySelector(\"#board [data-seat='1']\"), '::after').animationName") == "none"
    assert page.evaluate(FLOWN) == flown, "a card flew with prefers-reduced-motion"
    assert page.locator(".motion-layer > *").count() == 0
    recorder.assert_clean()
