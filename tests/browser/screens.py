"""Getting the table into a given state for the layout and accessibility tests.

Matches are set up through the lobby; positions are reached by playing legal moves
from window.__cardtable.view (?debug=1), preferring sets and stage cards so the board
fills up. Screenshots go to tests/artifacts/ (gitignored) to be looked at.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from browserkit import REPO, set_seats
from playwright.sync_api import Page, ViewportSize
from progress import STEP_MS

APP = "?botDelay=0&debug=1"
ARTIFACTS = REPO / "tests" / "artifacts"
PHONE: ViewportSize = {"width": 375, "height": 740}
LAPTOP: ViewportSize = {"width": 1280, "height": 800}

# What the page waits for: the match is over, a round summary is open, the hand-over
# screen shows, or a human seat on view is to move.
SETTLED = """() => {
  const over = !document.querySelector('#match-end').hidden;
  const round = document.querySelector('#round-end').open;
  const handover = !document.querySelector('#handover').hidden;
  const mine = document.querySelector('#table').classList.contains('my-turn');
  return over ? 'over' : round ? 'round' : handover ? 'handover' : mine ? 'mine' : false;
}"""

# One legal move of the seat on view: a set or a claim, a stage card, a draw, else the first.
PLAY_PREFERRED = """() => {
  const legal = window.__cardtable.view?.legal ?? [];
  if (!legal.length) return null; // a window moved on since the page looked settled
  const pick = ['set', 'claim', 'keep', 'play', 'draw', 'deal'].map((t) => legal.find((e) => e.move.type === t))
    .find(Boolean) ?? legal[0];
  window.__cardtable.play(pick.move);
  return window.__cardtable.view.move_count;
}"""


def open_lobby(page: Page, base_url: str) -> None:
    page.goto(base_url + APP)
    page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)


def start_match(page: Page, game: str, seats: list[tuple[str, str]], options: dict[str, str]) -> None:
    """Choose `game` in the lobby, fill its seats and options (by option id), press Start."""
    page.click(f"button[data-game='{game}']")
    set_seats(page, seats)
    for option, value in options.items():
        field = page.locator(f"#option-{option}")
        if field.evaluate("node => node.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)
    page.click("#start")
    # A match saved by an earlier start in this page: starting another asks first.
    page.wait_for_function("() => !document.querySelector('#table').hidden"
                           " || document.querySelector('#confirm-dialog').open")
    if page.locator("#confirm-dialog").evaluate("node => node.open"):
        page.click("#confirm-yes")
    page.locator("#table").wait_for(state="visible")


def settle(page: Page) -> str:
    return str(page.wait_for_function(SETTLED, timeout=STEP_MS).json_value())


def play_human_moves(page: Page, count: int, *, stop_phase: str | None = None) -> str:
    """Play up to `count` moves of the human on view (round summaries are continued);
    stop early at the match end or, with `stop_phase`, when the view's phase is that."""
    for _ in range(count):
        state = settle(page)
        if state == "round":
            page.click("#round-continue")
            continue
        if state != "mine":
            return state
        if stop_phase and page.evaluate("window.__cardtable.view.public.phase") == stop_phase:
            return "phase"
        before = page.evaluate(PLAY_PREFERRED)
        if before is None:
            page.wait_for_timeout(50)
            continue
        page.wait_for_function(
            "b => (window.__cardtable.view?.move_count ?? 0) !== b || !document.querySelector('#match-end').hidden",
            arg=before, timeout=STEP_MS)
    return settle(page)


def shot(page: Page, name: str, *, full_page: bool = False) -> Path:
    """Save a screenshot of the page as tests/artifacts/<name>.png."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"

# Where things are on screen, at the current scroll position. `seen(selector)`: every
# visible match, with whether its centre lies in the viewport and is not covered by
# something else (the pinned bar or dock): document.elementFromPoint finds the node itself.
LAYOUT = r"""() => {
  const box = (node) => {
    const b = node.getBoundingClientRect();
    const x = (b.left + b.right) / 2, y = (b.top + b.bottom) / 2;
    const inView = b.top >= 0 && b.bottom <= innerHeight && b.left >= 0 && b.right <= innerWidth;
    const hit = inView ? document.elementFromPoint(x, y) : null;
    return { top: b.top, bottom: b.bottom, height: b.height, inView, clear: Boolean(hit && (hit === node || node.contains(hit))) };
  };
  const seen = (selector) => [...document.querySelectorAll(selector)].filter((n) => n.getClientRects().length).map(box);
  const legal = window.__cardtable?.view?.legal ?? [];
  const escapes = [...document.querySelectorAll('#table button[data-move]')]
    .filter((n) => n.getClientRects().length && ['pass', 'decline', 'stop'].includes(legal[Number(n.dataset.move)]?.move.type))
    .map(box);
  const scrollBoxes = [...document.querySelectorAll('#moves, #moves *, #spill, #spill *, #dock')]
    .filter((n) => ['auto', 'scroll'].includes(getComputedStyle(n).overflowY) && n.scrollHeight > n.clientHeight + 1)
    .map((n) => n.id || n.className);
  return {
    vw: innerWidth, vh: innerHeight, pageWidth: document.documentElement.scrollWidth,
    dock: seen('#dock')[0] ?? null, turn: seen('#turn')[0] ?? null,
    piles: seen('#board .rc-pile .card, #board .piles .pile .card, #board .rd-pile .rd-card, #board .rs-pile .rs-pile-card'),
    set: seen('#board .rc-set .card, #board .rd-chain .rd-link, #board .rs-attempt .rs-needs, #board .rs-attempt .rs-explain, #board .rs-attempt .rs-verdict'),
    escapes, scrollBoxes, spilled: !document.querySelector('#spill').hidden,
    jump: document.querySelector('#spill-jump').textContent,
    spilledButtons: document.querySelectorAll('#spill-moves button:not([data-deselect])').length,
    pinned: getComputedStyle(document.querySelector('#dock')).position === 'sticky',
    dockText: document.querySelector('#dock').innerText.replace(/\s+/g, ' ').slice(0, 600),
  };
}"""


def layout(page: Page) -> dict[str, Any]:
    """The LAYOUT facts of the page scrolled to its top."""
    page.evaluate("window.scrollTo(0, 0)")
    page.evaluate(FRAMES)  # after a resize, the page re-fits its dock on the next frame
    return dict(page.evaluate(LAYOUT))


def assert_board_in_sight(page: Page, *, max_dock: float = 0.40) -> dict[str, Any]:
    """The pinned dock takes at most `max_dock` of the screen; at the top of the page the
    piles and the set being laid out (Red Dwarf: the chain; Redshirts: the attempt, its needs and explanation) are in view and uncovered, and so is the turn banner;
    Decline / Pass / Stop are in view wherever the page is scrolled; "Show all n moves" counts
    the moves spilled onto the table; the moves have no
    scroll box of their own and nothing scrolls sideways."""
    facts = layout(page)
    where = f"at {facts['vw']}x{facts['vh']}"
    dock = facts["dock"]
    if dock is not None:
        assert facts["pinned"], f"the dock is not pinned {where}"
        assert dock["height"] <= max_dock * facts["vh"], f"dock {dock['height']:.0f}px high {where}: {facts['dockText']}"
    assert facts["turn"] and facts["turn"]["clear"], f"turn banner out of sight {where}: {facts['turn']}"
    assert facts["piles"] and all(p["clear"] for p in facts["piles"]), f"piles hidden {where}: {facts['piles']}"
    assert all(card["clear"] for card in facts["set"]), f"the set being laid out is hidden {where}: {facts['set']}"
    assert facts["pageWidth"] <= facts["vw"], f"the page scrolls sideways {where}"
    assert not facts["scrollBoxes"], f"moves in a scroll box {where}: {facts['scrollBoxes']}"
    if facts["spilled"]:  # the dock's button names as many moves as there are on the table (issue 18 item 11)
        n = facts["spilledButtons"]
        assert n > 0 and facts["jump"] == ("Show the move" if n == 1 else f"Show all {n} moves"), facts["jump"]
    for y in (0, 10_000):  # the top and the bottom of the page
        page.evaluate("y => window.scrollTo(0, y)", y)
        escapes = page.evaluate(LAYOUT)["escapes"]
        assert all(b["clear"] for b in escapes), f"Pass/Decline hidden {where}, scrolled to {y}: {escapes}"
    page.evaluate("window.scrollTo(0, 0)")
    return facts


def assert_hand_names_out_of_sight(page: Page) -> None:
    """Folded, the hand's first card shows no name (at most 1 px wide: hidden from sight),
    though its name is still there for screen readers."""
    name = page.locator("#hand .face-name").first
    assert name.evaluate("n => n.getBoundingClientRect().width <= 1 && n.textContent.trim().length > 0"), \
        "a folded card's name is in sight, or gone"
