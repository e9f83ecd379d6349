"""Following the table and a newcomer's first minute (issue 19): "what just happened" is a
short list of the moves since your last move (a pass "Let it through" logged too), the
result that matters first; the lobby's tiles say what each game is and how long it takes;
a first match of a game offers a three-step tour, once; words the rulebook leaves
unexplained have a gloss; after choosing a card with several ways focus is on the first
way, and a key moves focus to the end-turn button.
"""

from __future__ import annotations

import gzip
import json
import re
from typing import Any

import threading
from pathlib import Path

from browserkit import DIST
from playwright.sync_api import Browser, BrowserContext

from buildtools import serve

import tablekit
from browserkit import BASE, Recorder
from playwright.sync_api import Page, expect
from progress import STEP_MS, Progress, marks
from tablekit import state, suggestion

SAVE_KEY = f"cardtable:{BASE}:save"
APP = "?botDelay=0&debug=1"


def seed_red_dwarf(page: Page, seed: int = 10) -> None:
    record = {"format": "cardtable-record", "version": 1, "game": "red-dwarf", "players": 2,
              "options": {}, "seed": seed, "moves": []}
    seats = [{"name": "Alex", "kind": "human"}, {"name": "Robbie", "kind": "bot", "bot": "simple"}]
    save = json.dumps({"record": record, "seats": seats, "savedAt": 0})
    page.add_init_script(f"""if (!sessionStorage.getItem('seeded')) {{
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(save)});
    }}""")


def resume(page: Page, recorder: Recorder, base_url: str) -> None:
    page.goto(base_url + APP)
    recorder.wait_ready()
    page.click("#resume-button")
    expect(page.locator("#table")).to_be_visible()


def test_what_just_happened_lists_the_moves_since_your_last(page: Page, recorder: Recorder, base_url: str) -> None:
    seed_red_dwarf(page)
    resume(page, recorder, base_url)
    feed = page.locator("#feed")
    expect(feed).to_have_attribute("aria-live", "polite")
    progress = Progress("what just happened")
    listed = let_through = lead_shown = False
    while not (listed and let_through and lead_shown):
        progress.check(marks(page), f"listed={listed} let_through={let_through} lead={lead_shown}")
        now = state(page)
        assert now == "mine", now
        items = feed.locator(".feed-list li:not(.feed-more)")
        texts = items.all_text_contents()
        if len(texts) >= 2 and any("Robbie" in text for text in texts):
            # the others' moves since Alex's last, in the log's order, newest last
            log = page.locator("#log li").all_text_contents()
            assert log[-len(texts):] == texts, (texts, log[-8:])
            listed = True
        if any("Robbie lets it through." == text for text in texts):
            let_through = True
        tablekit.click_move(page, suggestion(page, int(page.evaluate("window.__cardtable.seat"))))
        if state(page) == "mine" and page.locator(".feed-lead").count():
            lead = page.locator(".feed-lead").text_content() or ""
            assert lead in (feed.locator(".feed-list").text_content() or "")  # the lead is one of the listed events
            # the result that matters comes first, above the list: a mission completed for points
            assert page.evaluate("document.querySelector('#feed').firstElementChild.classList.contains('feed-lead')")
            if re.search(r"completes .+ for \d+ plot points?", lead):
                lead_shown = True
                tablekit.shots(page, "feed-lead")
    tablekit.shots(page, "feed-list")
    # the rulebook's unexplained words, glossed in the rules drawer
    page.click("#table-rules")
    words = page.locator("#rules-drawer .rules-section[data-id='words']")
    expect(words).to_contain_text("Silicon Heaven")
    expect(words).to_contain_text("zed shift")
    page.keyboard.press("Escape")
    recorder.assert_no_console_errors()


def build_info() -> dict[str, Any]:
    source = (DIST / "engine-worker.js").read_text(encoding="utf-8")
    found = re.search(r"const BUILD = /\* BUILD_INFO \*/ (\{.*\});", source)
    assert found, "the engine worker is not stamped"
    return dict(json.loads(found.group(1)))


class GzipHost(serve.DistHandler):
    """A static host that sends the start-up files gzip-compressed (as GitHub Pages does),
    the wasm only once the test says so (RELEASE)."""

    bodies: dict[str, bytes] = {}
    release = threading.Event()

    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0].removeprefix(self.base)
        body = self.bodies.get(path)
        if body is None:
            super().do_GET()
            return
        if path.endswith(".wasm"):
            self.release.wait(120)
        kind = self.extensions_map.get(Path(path).suffix, "application/octet-stream")
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def test_the_loading_bar_counts_compressed_bytes(context: BrowserContext, dist_dir: Path) -> None:
    """Served gzip-compressed, the start-up files' total is their compressed size (about
    4.8 MB), not their decoded 12 MB; the wasm is held back until the bar has shown its
    total, so no timing is involved."""
    info = build_info()
    wire_total = sum(info["wire"].values()) / 1e6
    decoded_total = sum(info["sizes"].values()) / 1e6
    GzipHost.bodies = {path.removeprefix("./"): gzip.compress((dist_dir / path).read_bytes(), compresslevel=6, mtime=0)
                       for path in info["sizes"]}
    GzipHost.release.clear()
    server = serve.make_server(dist_dir, port=0, base=BASE, handler=GzipHost)
    serve.start_in_thread(server)
    try:
        page = context.new_page()
        page.goto(serve.url_of(server, BASE) + APP)
        text = page.wait_for_function("""() => {
          const t = document.getElementById('load-text').textContent;
          return /Downloading Python — [\\d.]+ of [\\d.]+ MB/.test(t) && t;
        }""", timeout=STEP_MS).json_value()
        found = re.search(r"of ([\d.]+) MB", str(text))
        assert found, text
        shown = float(found.group(1))
        assert abs(shown - wire_total) < 0.15 and shown < decoded_total / 2, (text, wire_total, decoded_total)
        GzipHost.release.set()
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
    finally:
        GzipHost.release.set()
        server.shutdown()
        server.server_close()


COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm", ".svg", ".txt", ".toml"}


class PagesLikeHost(serve.DistHandler):
    """A static host like GitHub Pages: every text file and the wasm gzip-compressed (not
    zip or png), with Content-Length; it notes each body it sends (path, bytes). The wasm
    waits for RELEASE, so the bar is seen mid-download."""

    sent: list[tuple[str, int]] = []
    lock = threading.Lock()
    release = threading.Event()

    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0].removeprefix(self.base) or "index.html"
        local = DIST / path
        if local.is_dir():
            local = local / "index.html"
        if not local.is_file() or local.suffix not in COMPRESSIBLE:
            super().do_GET()  # as it is (a first visit asks nothing conditional)
            with self.lock:
                self.sent.append((path, local.stat().st_size if local.is_file() else 0))
            return
        if local.suffix == ".wasm":
            self.release.wait(120)
        body = gzip.compress(local.read_bytes(), compresslevel=9, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.extensions_map.get(local.suffix, "application/octet-stream"))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        with self.lock:
            self.sent.append((path, len(body)))


def test_the_loading_bar_total_is_what_a_first_visit_transfers(context: BrowserContext, dist_dir: Path) -> None:
    """The figure the bar counts to is checked against the bytes a first visit really
    receives from a host that compresses like GitHub Pages: the start-up files' bodies as
    sent, and everything sent until the lobby (HTML, modules, styles as well)."""
    PagesLikeHost.sent = []
    PagesLikeHost.release.clear()
    server = serve.make_server(dist_dir, port=0, base=BASE, handler=PagesLikeHost)
    serve.start_in_thread(server)
    try:
        page = context.new_page()
        page.goto(serve.url_of(server, BASE) + APP)
        text = page.wait_for_function("""() => {
          const t = document.getElementById('load-text').textContent;
          return /Downloading Python — [\\d.]+ of [\\d.]+ MB/.test(t) && t;
        }""", timeout=STEP_MS).json_value()
        PagesLikeHost.release.set()
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
        until_lobby = sum(size for _, size in PagesLikeHost.sent)
    finally:
        PagesLikeHost.release.set()
        server.shutdown()
        server.server_close()
    found = re.search(r"of ([\d.]+) MB", str(text))
    assert found, text
    shown = float(found.group(1)) * 1e6
    startup = {path.removeprefix("./") for path in build_info()["sizes"]}
    startup_sent = sum(size for path, size in PagesLikeHost.sent if path in startup)
    print(f"\nthe bar counts to {shown / 1e6:.2f} MB; the start-up files came as {startup_sent / 1e6:.2f} MB, "
          f"the whole first visit until the lobby as {until_lobby / 1e6:.2f} MB ({len(PagesLikeHost.sent)} bodies)")
    assert {path for path, _ in PagesLikeHost.sent} >= startup, "a start-up file was not fetched"
    assert abs(shown - startup_sent) <= 0.03 * startup_sent + 0.05e6, (shown, startup_sent)
    assert 0.85 * until_lobby <= shown <= until_lobby, (shown, until_lobby)


def test_first_match_tour_once_and_keyboard_focus(page: Page, recorder: Recorder, base_url: str) -> None:
    seed_red_dwarf(page)
    page.goto(base_url + APP + "&tour=1")
    recorder.wait_ready()
    page.click("#resume-button")
    tour = page.locator("#tour")
    expect(tour).to_be_visible()
    expect(tour).to_contain_text("First time at Red Dwarf?")
    assert page.evaluate("document.activeElement.closest('#tour')") is None  # it takes no focus from the moves
    page.click("#tour [data-tour='Show me']")
    expect(page.locator("#tour-title")).to_have_text("1 of 3: Your hand")
    expect(page.locator("#hand-box")).to_have_class(re.compile("tour-target"))
    page.set_viewport_size({"width": 375, "height": 740})
    from test_replays import assert_axe_clean
    assert_axe_clean(page, "tour at 375")
    tablekit.shots(page, "tour-step1")
    page.keyboard.press("Enter")  # focus is on Next
    expect(page.locator("#tour-title")).to_have_text("2 of 3: Your moves")
    page.click("#tour [data-tour='Next']")
    expect(page.locator("#tour-title")).to_have_text("3 of 3: The log")
    expect(page.locator("#log")).to_have_class(re.compile("tour-target"))
    page.click("#tour [data-tour='Done']")
    expect(tour).to_be_hidden()
    assert page.locator(".tour-target").count() == 0
    page.set_viewport_size({"width": 1280, "height": 800})

    # keyboard: a card with several ways, chosen with the keyboard, puts focus on its first way
    keyboard_progress = Progress("keyboard focus")
    chosen = ended = False
    while not (chosen and ended):
        keyboard_progress.check(marks(page), f"chosen={chosen} ended={ended}")
        assert state(page) == "mine"
        chooser = page.locator("#moves button[data-card], #spill-moves button[data-card]")
        if not chosen and chooser.count():
            chooser.first.focus()
            page.keyboard.press("Enter")
            active = page.evaluate("""() => { const a = document.activeElement;
              return {move: a.dataset.move ?? null, back: a.classList.contains('deselect'), text: a.textContent}; }""")
            assert active["move"] is not None and not active["back"], active
            page.keyboard.press("Escape")
            chosen = True
            continue
        end = page.locator("#table button[aria-keyshortcuts='E']")
        if not ended and end.count():
            page.locator("#log").focus()
            page.keyboard.press("e")
            assert page.evaluate("document.activeElement.getAttribute('aria-keyshortcuts')") == "E"
            assert (page.evaluate("document.activeElement.textContent") or "").startswith("End turn")
            ended = True
        tablekit.click_move(page, suggestion(page, int(page.evaluate("window.__cardtable.seat"))))

    # once: the next match of Red Dwarf offers no tour
    page.click("#leave")
    page.click("button[data-game='red-dwarf']")
    page.click("#start")
    page.wait_for_function("() => !document.querySelector('#table').hidden || document.querySelector('#confirm-dialog').open")
    if page.locator("#confirm-dialog").evaluate("node => node.open"):
        page.click("#confirm-yes")
    expect(page.locator("#table")).to_be_visible()
    state(page)
    expect(tour).to_be_hidden()
    # another game's first match offers it; "No thanks" dismisses it for good
    page.click("#leave")
    page.click("button[data-game='astronaut']")
    page.click("#start")
    page.wait_for_function("() => !document.querySelector('#table').hidden || document.querySelector('#confirm-dialog').open")
    if page.locator("#confirm-dialog").evaluate("node => node.open"):
        page.click("#confirm-yes")
    expect(tour).to_contain_text("First time at Astronaut?")
    page.click("#tour [data-tour='No thanks']")
    expect(tour).to_be_hidden()
    toured = json.loads(page.evaluate(f"localStorage.getItem('cardtable:{BASE}:toured')"))
    assert toured == {"red-dwarf": True, "astronaut": True}
    recorder.assert_no_console_errors()


# Where an open gloss's bubble (abbr.gloss::after) lies, and the part of the screen that
# shows it (the viewport cut by clipping ancestors, such as the scrolling log).
GLOSS_BOX = """(term) => {
  const box = term.getBoundingClientRect();
  const after = getComputedStyle(term, '::after');
  const px = (v) => parseFloat(v) || 0;
  const width = px(after.width) + px(after.paddingLeft) + px(after.paddingRight);
  const height = px(after.height) + px(after.paddingTop) + px(after.paddingBottom);
  const left = box.left + px(after.left);
  const above = term.classList.contains('gloss-above');
  const top = above ? box.top - px(after.marginBottom) - height : box.bottom + px(after.marginTop);
  const room = {top: 0, left: 0, right: innerWidth, bottom: innerHeight};
  for (let up = term.parentElement; up && up !== document.body; up = up.parentElement) {
    const style = getComputedStyle(up);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const r = up.getBoundingClientRect();
    room.top = Math.max(room.top, r.top); room.left = Math.max(room.left, r.left);
    room.right = Math.min(room.right, r.right); room.bottom = Math.min(room.bottom, r.bottom);
  }
  const inside = left >= room.left - 0.5 && left + width <= room.right + 0.5
    && top >= room.top - 0.5 && top + height <= room.bottom + 0.5;
  return {content: after.content, left, right: left + width, top, bottom: top + height, room, inside,
          page: document.documentElement.scrollWidth, width: innerWidth};
}"""


def test_a_gloss_opens_on_a_tap_on_a_phone_and_on_hover_and_stays_on_screen(
        browser: Browser, base_url: str) -> None:
    """A touch screen has no hover: a tap on a marked word opens its gloss, a tap elsewhere
    closes it; the gloss stays inside the screen (a word at the right edge of the log, or
    of a phone) and hover shows it with a mouse."""
    from test_replays import HISTORY_KEY, history_entry, seed_once
    phone = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True)
    try:
        page = phone.new_page()
        entry = history_entry("red-dwarf-2p-default-seed11", "red-dwarf", "Red Dwarf", 1_780_000_000_000,
                              ["human", "bot:normal"], [0])
        seed_once(page, HISTORY_KEY, json.dumps([entry]))
        page.goto(base_url + APP)
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
        page.tap("#open-history")
        page.tap("#history-rows [data-watch]")
        page.tap("[data-step='end']")
        terms = page.locator("#replay-log abbr.gloss")
        expect(terms.first).to_be_visible()
        for index in range(min(terms.count(), 6)):
            term = terms.nth(index)
            term.scroll_into_view_if_needed()
            term.tap()
            expect(term).to_have_class(re.compile(r"\bopen\b"))
            box = term.evaluate(GLOSS_BOX)
            assert box["content"] not in ("none", "normal", ""), box
            assert box["inside"], f"the gloss does not show whole: {box}"
            assert box["page"] <= box["width"], f"the open gloss widens the page: {box}"
            if index == 0:
                tablekit.shots_as_is(page, "gloss-tap-375")
            page.tap("#replay-title")  # a tap elsewhere closes it
            assert page.locator("abbr.gloss.open").count() == 0
    finally:
        phone.close()
    laptop = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = laptop.new_page()
        entry = history_entry("red-dwarf-2p-default-seed11", "red-dwarf", "Red Dwarf", 1_780_000_000_000,
                              ["human", "bot:normal"], [0])
        seed_once(page, HISTORY_KEY, json.dumps([entry]))
        page.goto(base_url + APP)
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
        page.click("#open-history")
        page.click("#history-rows [data-watch]")
        page.click("[data-step='end']")
        term = page.locator("#replay-log abbr.gloss").last
        term.hover()
        box = term.evaluate(GLOSS_BOX)
        assert box["content"] not in ("none", "normal", ""), box
        assert box["inside"], f"the gloss does not show whole: {box}"
        tablekit.shots_as_is(page, "gloss-hover-1280")
    finally:
        laptop.close()


def test_each_lobby_tile_says_what_the_game_is_and_how_long_it_takes(
        page: Page, recorder: Recorder, base_url: str) -> None:
    """At 1280 px every tile carries its one line and its length; a phone's tiles are too
    small for it, so the chosen game's line shows under them and follows the choice."""
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(base_url + APP)
    recorder.wait_ready()
    tiles = page.locator("#games button[data-game]")
    assert tiles.count() == 5
    for index in range(5):
        tile = tiles.nth(index)
        about = tile.locator(".game-about")
        expect(about).to_be_visible()
        assert len(about.text_content() or "") > 30, about.text_content()
        expect(tile.locator(".game-length")).to_have_text(re.compile(r"^About \d+( to \d+)? minutes( a round)?\.$"))
    page.set_viewport_size({"width": 375, "height": 740})
    line = page.locator("#game-about")
    expect(line).to_be_visible()
    page.click("button[data-game='redshirts']")
    expect(line).to_have_text(re.compile(r"^Redshirts: Send your expendable crew .* About 20 minutes\.$"))
    page.click("button[data-game='doctor-who']")
    expect(line).to_contain_text("Doctor Who: ")
    # the tile's own line is still read out to a screen reader
    expect(page.locator("button[data-game='doctor-who'] .game-about")).to_have_count(1)
    recorder.assert_clean()
