"""Watchers across devices (issue 19, "Keep every match"): the host's lobby and table offer
a watch link (with its QR code); whoever opens it watches the table live from a device of
its own: the public view (never a hand, never a sealed answer, no move), while every
device shows who watches. Three browser contexts over a local relay: host (Hana), guest
(Gus) and a watcher (Wes), one Astronaut match to the end.

The watcher never receives a card its public view hides: every message it got (as it held
them, diffs patched, deflated views inflated) is checked against the cards the no-seat view
had shown by that move (a replay of the revealed record), and so are its DOM and its
storage on the way. The record itself (every hand) comes only after the final view, once
the match is over, as for the players. Wes leaves mid-match and comes back, and reloads:
the guest's table (its move buttons, the focused one) does not change, only the line
saying who watches. A damaged watch link, one for a game this table does not have, and a
table nobody hosts each say so in words and leave the lobby usable. axe-core finds 0
violations on the watcher's table; screenshots at 1280 and 375 px go to tests/artifacts/.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

from browserkit import NET_LIMITS, REPO, Recorder, host_table, join, moves_seen, my_turn, play_one, recorded
from playwright.sync_api import Browser, Page
from progress import POLL_S, STEP_MS, Progress, marks
from screens import LAPTOP, PHONE
from test_p2p import relay  # noqa: F401  (the local MQTT broker fixture)

import cardtable
from buildtools import axe

CARD = re.compile(r"[A-Za-z0-9_.:-]+#\d+")
ARTIFACTS = REPO / "tests" / "artifacts"
AXE_RUN = """async () => {
  const result = await axe.run(document, {resultTypes: ['violations']});
  return result.violations.map((v) => ({id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' '))}));
}"""
FRAMES = "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
WATCHING = "!document.querySelector('#table').hidden && window.__cardtable.view"
STORAGE = "() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)])"


def public_knowledge(record: dict[str, Any]) -> list[set[str]]:
    """For each move count k, the cards the no-seat view had shown by then."""
    match = cardtable.new_match(record["game"], players=record["players"], seed=record["seed"],
                                options=record["options"])
    known: set[str] = set()
    out = []
    for mover, move in [(None, None), *record["moves"]]:
        if mover is not None:
            match.play(mover, move)
        known |= set(CARD.findall(json.dumps(match.view(None, log_limit=10_000))))
        out.append(set(known))
    return out


def axe_clean(page: Page, what: str) -> None:
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(content=axe.axe_script(REPO / ".cache").read_text(encoding="utf-8"))
    found = page.evaluate(AXE_RUN)
    assert not found, f"axe on {what}: {json.dumps(found, indent=1)}"


def seen_by_watcher(page: Page) -> tuple[int, set[str]]:
    """The move count the watcher shows and every card id in its page and storage."""
    count = moves_seen(page)
    text = page.evaluate("document.body.outerHTML") + page.evaluate(STORAGE)
    return count, set(CARD.findall(text))


def watch(page: Page, rec: Recorder, link: str, name: str) -> None:
    """Open the watch link and watch as ``name``."""
    page.goto(link)
    rec.wait_ready(page)
    page.wait_for_selector("#net-join-button:text('Watch the table')", timeout=STEP_MS)
    assert "watch a match of Astronaut" in (page.text_content("#net-join-text") or "")
    page.fill("#net-name", name)
    page.click("#net-join-button")


def guest_table(page: Page) -> tuple[int, list[str], str | None]:
    """What the guest's table offers: move count, its move buttons, the focused one."""
    return (moves_seen(page),
            page.eval_on_selector_all("#table [data-move]", "nodes => nodes.map((n) => n.textContent)"),
            page.evaluate("document.activeElement?.dataset?.key ?? null"))


def test_a_watcher_follows_the_table_live_and_never_receives_a_hidden_card(
        browser: Browser, base_url: str, relay: str) -> None:
    app = f"?botDelay=0&debug=1&relay={relay}{NET_LIMITS}"
    host, host_rec = recorded(browser, base_url)
    guest, guest_rec = recorded(browser, base_url)
    wes, wes_rec = recorded(browser, base_url)
    wes.context.add_init_script("window.__cardtableCapture = window.__cardtableCapture ?? []")
    host.goto(base_url + app)
    host_rec.wait_ready(host)  # one engine starting at a time: a busy machine still starts each
    guest.goto(base_url + app)
    wes.goto(base_url + app)
    invite = host_table(host, host_rec, "astronaut", [("Hana", "human"), ("Seat 2", "remote")],
                        lambda page: page.fill("#option-rounds", "1"))
    # the host's lobby offers the watch link, folded under the invitation, with its QR code
    assert host.is_hidden("#net-watch-link")
    host.click("#net-watch-box summary")
    link = host.input_value("#net-watch-link")
    assert "#watch=astronaut." in link and "relay=" in link
    host.wait_for_selector("#net-watch-qr svg", timeout=STEP_MS)
    host.screenshot(path=str(ARTIFACTS / "watch-link-lobby-1280.png"), full_page=True)
    axe_clean(host, "the host's lobby with the watch link")
    room, secret = invite.split("#join=")[1].split(".")[1:3]
    assert room not in link and secret not in link  # the watch link gives neither away

    # Wes comes before the deal: he waits, and is told so
    watch(wes, wes_rec, link, "Wes")
    wes.wait_for_function("document.querySelector('#net-wait').textContent.includes('Watching')", timeout=STEP_MS)
    host.wait_for_function("document.querySelector('#net-watchers').textContent === 'Watching (1): Wes'",
                           timeout=STEP_MS)  # the host's lobby says who watches already
    join(guest, guest_rec, invite, "Gus")
    host.wait_for_function(WATCHING, timeout=STEP_MS)
    wes.wait_for_function(WATCHING, timeout=STEP_MS)
    assert wes.evaluate("window.__cardtable.seat") is None
    assert wes.is_hidden("#dock") and wes.locator("#table [data-move], #hand *").count() == 0
    assert "Hana" in (wes.text_content("#board") or "") and "Gus" in (wes.text_content("#board") or "")
    wes.wait_for_function("document.querySelector('#watchers').textContent === 'Watching (1): Wes (you)'",
                          timeout=STEP_MS)
    for page in (host, guest):
        page.wait_for_function("document.querySelector('#watchers').textContent === 'Watching (1): Wes'",
                               timeout=STEP_MS)
    assert wes.is_hidden("#net-status")  # connected: the line of watchers says it all
    # the table's "Watch link" button: the same link, its QR code and who watches
    host.click("#net-watch-table")
    assert host.input_value("#watch-link") == link
    host.wait_for_selector("#watch-qr svg", timeout=STEP_MS)
    assert host.text_content("#watch-list") == "Watching (1): Wes"
    axe_clean(host, "the watch dialog")
    host.set_viewport_size(PHONE)
    host.evaluate(FRAMES)
    host.screenshot(path=str(ARTIFACTS / "watch-dialog-375.png"))
    host.click("#watch-close")
    host.screenshot(path=str(ARTIFACTS / "watch-host-table-375.png"))
    bar = host.eval_on_selector("#table .table-bar", "bar => [bar.scrollWidth, bar.clientWidth]")
    assert bar[0] <= bar[1], f"the host's bar overflows at 375 px: {bar}"
    host.set_viewport_size(LAPTOP)
    guest.screenshot(path=str(ARTIFACTS / "watch-guest-table-1280.png"))
    assert guest.is_hidden("#net-watch-table")  # only the host hands out watch links

    captured: list[str] = []
    looks: list[tuple[int, set[str]]] = []
    shots = left = reloaded = False
    progress = Progress("test_watchers")
    while not host.evaluate("!document.querySelector('#match-end').hidden"):
        progress.check(marks(host, guest, wes), looks[-1][0] if looks else None)
        for page in (host, guest, wes):
            if page.evaluate("document.querySelector('#round-end').open"):
                page.click("#round-continue")
        count = moves_seen(wes)
        if count >= 4 and (not looks or looks[-1][0] != count):
            looks.append(seen_by_watcher(wes))
        if count >= 6 and not shots:
            shots = True
            for size, name in ((LAPTOP, "1280"), (PHONE, "375")):
                wes.set_viewport_size(size)
                wes.evaluate(FRAMES)
                wes.screenshot(path=str(ARTIFACTS / f"watcher-astronaut-{name}.png"), full_page=True)
                axe_clean(wes, f"the watcher's table at {name} px")
            wes.set_viewport_size(LAPTOP)
        if my_turn(guest) and count >= 10 and not left:
            left = True
            guest.focus("#table [data-move]")
            before = guest_table(guest)
            wes.click("#leave")  # Wes leaves ...
            for page in (host, guest):
                page.wait_for_function("document.querySelector('#watchers').hidden", timeout=STEP_MS)
            assert guest_table(guest) == before
            watch(wes, wes_rec, link, "Wes")  # ... and comes back
            wes.wait_for_function(WATCHING, timeout=STEP_MS)
            guest.wait_for_function("document.querySelector('#watchers').textContent === 'Watching (1): Wes'",
                                    timeout=STEP_MS)
            assert guest_table(guest) == before, "a watcher coming or going changed the guest's table"
            continue
        if my_turn(host) and count >= 16 and not reloaded:
            reloaded = True
            captured += wes.evaluate("window.__cardtableCapture")
            wes.reload()  # watches again at once, as Wes
            wes_rec.wait_ready(wes)
            now = moves_seen(host)  # the host's turn: nothing moves meanwhile
            wes.wait_for_function(f"window.__cardtable.view?.move_count === {now}", timeout=STEP_MS)
            assert "Wes (you)" in (wes.text_content("#watchers") or "")
        if my_turn(guest):
            play_one(guest)
        elif my_turn(host):
            play_one(host)
        else:
            time.sleep(POLL_S)
    assert shots and left and reloaded and len(looks) > 5
    wes.wait_for_selector("#match-end:not([hidden])", timeout=STEP_MS)
    assert wes.is_hidden("#rematch") and wes.is_visible("#watch-replay")
    for size, name in ((LAPTOP, "1280"), (PHONE, "375")):
        wes.set_viewport_size(size)
        wes.evaluate(FRAMES)
        wes.screenshot(path=str(ARTIFACTS / f"watcher-match-end-{name}.png"), full_page=True)
        axe_clean(wes, f"the watcher's match end at {name} px")
    wes.set_viewport_size(LAPTOP)
    wes.wait_for_function("Object.keys(localStorage).some((key) => key.endsWith(':history'))", timeout=STEP_MS)
    captured += wes.evaluate("window.__cardtableCapture")

    # every message Wes received names only cards the public view had shown by then
    messages = [json.loads(text) for text in captured]
    reveals = [i for i, m in enumerate(messages) if m["t"] == "reveal"]
    assert reveals, "the watcher never got the record at the end"
    record = messages[reveals[0]]["record"]
    known = public_knowledge(record)
    views = 0
    for i, message in enumerate(messages):
        if message["t"] == "reveal":
            earlier = [m for m in messages[:i] if m["t"] == "view"]
            assert earlier and earlier[-1]["view"]["is_over"], "the record came before the match ended"
            continue
        assert message["t"] in {"watching", "view", "watchers"}, message["t"]
        if message["t"] == "view":
            views += 1
            view = message["view"]
            assert view["seat"] is None and view["legal"] == []
            leaked = set(CARD.findall(json.dumps(message))) - known[view["move_count"]]
            assert not leaked, f"the watcher was sent {sorted(leaked)} at move {view['move_count']}"
    assert views > 10
    for count, cards in looks:  # and so does its page, storage included
        leaked = cards - known[count]
        assert not leaked, f"the watcher's page held {sorted(leaked)} at move {count}"

    # the match is kept in Wes's history: the replay shows every hand, verified
    wes.click("#watch-replay")
    wes.wait_for_selector("#replay:not([hidden])", timeout=STEP_MS)
    wes.wait_for_selector("#replay-verify[data-ok='true']", timeout=STEP_MS)
    assert "commitment" in (wes.text_content("#replay-verify") or "")
    for rec in (host_rec, guest_rec, wes_rec):
        rec.console_errors = [e for e in rec.console_errors
                              if not ("Trystero peer error" in e and "Close called" in e)]
        rec.assert_no_console_errors()
        rec.assert_same_origin()
    for page in (host, guest, wes):
        page.context.close()


def test_a_damaged_watch_link_and_a_table_nobody_hosts_say_so_and_never_dead_end(
        browser: Browser, base_url: str, relay: str) -> None:
    page, rec = recorded(browser, base_url)
    app = f"?debug=1&joinTimeout=1000&relay={relay}"
    page.goto(base_url + app + "#watch=astronaut.12ab")
    rec.wait_ready(page)
    page.wait_for_selector("#alert-area.open", timeout=STEP_MS)
    assert "watch link is damaged or incomplete" in (page.text_content("#alert") or "")
    assert page.is_visible("#lobby") and page.is_hidden("#net-panel")
    page.click("#alert-close")
    unhosted = "#watch=astronaut." + "ab" * 8 + "." + "cd" * 16 + "." + "ef" * 16
    page.goto(base_url + app + unhosted.replace("astronaut", "chess"))
    page.wait_for_function("document.querySelector('#alert').textContent.includes('cannot show')", timeout=STEP_MS)
    page.click("#alert-close")
    page.goto(base_url + app + unhosted)
    page.fill("#net-name", "Wes")
    page.click("#net-join-button")
    problem = page.locator("#net-problem-text")
    problem.wait_for(state="visible", timeout=STEP_MS)
    assert "Nobody is hosting this table now" in (problem.text_content() or "")
    assert page.evaluate("document.activeElement?.dataset.problemAction") == "retry"
    page.screenshot(path=str(ARTIFACTS / "watcher-no-host-1280.png"))
    page.click("[data-problem-action='retry']")  # tries again: waits, then says so again
    page.wait_for_function("document.querySelector('#net-problem').hidden", timeout=STEP_MS)
    problem.wait_for(state="visible", timeout=STEP_MS)
    page.click("[data-problem-action='lobby']")
    assert page.is_hidden("#net-panel") and "#watch=" not in page.url
    page.click("button[data-game='red-dwarf']")
    page.wait_for_selector("#setup:not([hidden])", timeout=STEP_MS)
    rec.assert_no_console_errors()
    rec.assert_same_origin()
    page.context.close()
