"""Issue 22 through the app's own pages: the lobby's "Nobody sees your hand — not even the
host" option (on by default for Astronaut at 2 seats, saying why not for the games it does
not run yet), then a host and a guest, each a browser context of its own over WebRTC (a
local mosquitto), play a whole Astronaut match, and a Red Cliffs one to 5 points (its
claim windows and events through the table page), by clicking the table's move buttons (on
the way the guest, then the host, reloads its page and comes back to its seat). The
host's engine seats and names the devices but never deals (netplay.HostSession's ``fair``);
the devices deal together (web/fair/session.js over web/fair/net.js). At the end both
tables say "Verified", and nothing through the host's worker, over its wire, in its storage
or in its page named a card its seat did not know by then (checked as test_fair_p2p.py does,
against the match replayed in CPython from the host's relay log)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest

from browserkit import NET_LIMITS, Recorder, host_table, join, moves_seen, recorded, set_seats
from playwright.sync_api import Browser, Page
from progress import POLL_S, Progress, marks
from tablekit import click_move, shots
from test_fair_p2p import assert_host_held_only_its_cards, node_scheme  # noqa: F401  (fixture)
from test_p2p import relay  # noqa: F401  (the local mosquitto fixture)

from cardtable.fairplay.callscheme import CallScheme

TABLES = {"astronaut": ({"rounds": 1}, "#option-rounds", "1"), "red-cliffs": ({"target": 5}, "#option-target", "5")}
"""Per game: the options, and the lobby field and value that set them (a short match)."""

# Every text through this page's engine worker (requests and replies) and over its WebRTC
# connections (transport.js's test hook), with the moves its fair table had carried out then.
SPY = """(() => {
  const seen = [];
  window.__fairSeen = seen;
  // engine.js posts {id, request} and gets {id, response}, each a JSON text: kept as sent
  const text = (data) => typeof data === "string" ? data : typeof data?.request === "string" ? data.request
    : typeof data?.response === "string" ? data.response : JSON.stringify(data);
  const played = () => window.__cardtable?.fair?.reply?.played ?? -1;
  const wire = [];
  wire.push = (entry) => seen.push([played(), entry[0], String(entry[1])]);
  globalThis.__cardtableTransport = wire;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (data, ...rest) {
    seen.push([played(), "worker request", text(data)]);
    return post.call(this, data, ...rest);
  };
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        const reply = text(event.data);
        const after = /"played": ?(\\d+)/.exec(reply);  // a reply that carried a move out
        seen.push([after ? Math.max(played(), Number(after[1]) - 1) : played(), "worker reply", reply]);
      });
    }
  };
})();"""


def fair_option(page: Page) -> dict[str, Any]:
    value: dict[str, Any] = page.evaluate(
        "() => { const box = document.querySelector('#fair-mode'); return {on: box.checked, offered: !box.disabled,"
        " hint: document.querySelector('#fair-hint').textContent, shown: !document.querySelector('#remote-setup').hidden}; }")
    return value


def test_the_lobby_offers_fair_tables_where_they_run_and_says_why_not_elsewhere(
        browser: Browser, base_url: str) -> None:
    page, rec = recorded(browser, base_url)
    page.goto(base_url + "?debug=1")
    rec.wait_ready(page)
    page.click("button[data-game='astronaut']")
    set_seats(page, [("Hana", "human"), ("Gus", "remote")], fair=None)
    option = fair_option(page)
    assert option["shown"] and option["on"] and option["offered"], option
    assert "your device only" in option["hint"]
    set_seats(page, [("Hana", "human"), ("Gus", "remote"), ("Robbie", "bot:simple")], fair=None)
    option = fair_option(page)
    assert not option["offered"] and not option["on"] and "bot's cards are known to the host's device" in option["hint"]
    page.click("button[data-game='red-dwarf']")
    set_seats(page, [("Hana", "human"), ("Gus", "remote")], fair=None)
    option = fair_option(page)
    assert not option["offered"] and "Not yet for Red Dwarf" in option["hint"], option
    shots(page, "fair-lobby-not-yet", full_page=True)
    page.click("button[data-game='astronaut']")
    set_seats(page, [("Hana", "human"), ("Gus", "remote")], fair=None)
    assert fair_option(page)["on"]
    page.uncheck("#fair-mode")  # the player's choice is kept while the option is offered
    set_seats(page, [("Hana", "human"), ("Gus", "remote"), ("Ida", "remote")], fair=None)
    assert fair_option(page)["offered"] and not fair_option(page)["on"]
    page.check("#fair-mode")
    shots(page, "fair-lobby", full_page=True)
    rec.assert_clean()


def play_through_the_table(pages: list[Page], recs: list[Recorder], reload_at: list[int],
                           before_reload: Callable[[Page], None]) -> int:
    """Both devices click their table's move buttons until both show the final screen;
    returns the moves clicked. On its first turn from move ``reload_at[i]`` on, device i
    reloads its page (``before_reload`` first): it comes back from its kept key and nonce
    and the relay's log (the host's, kept by the host)."""
    clicked = 0
    reloaded = [False for _ in pages]
    progress = Progress("a fair match through the table")
    while not all(page.evaluate("!document.querySelector('#match-end').hidden") for page in pages):
        progress.check(marks(*pages), "the fair match did not end")
        acted = False
        for page in pages:
            if page.evaluate("document.querySelector('#round-end').open"):
                page.click("#round-continue")
                acted = True
                continue
            move = page.evaluate("""() => {
              const table = document.querySelector('#table');
              const legal = window.__cardtable.view?.legal ?? [];
              if (!table.classList.contains('my-turn') || !legal.length || !document.querySelector('#match-end').hidden) return null;
              const n = window.__cardtable.view.move_count;
              // moves alike show one button (Red Cliffs: a set with one Joker or the other): a move with a button
              const shown = legal.filter((e, i) => document.querySelector(
                `#moves button[data-move="${i}"], #spill-moves button[data-move="${i}"]`));
              const pool = shown.length ? shown : legal;
              // a stage played, else a card drawn from the pack (the pack runs out: a joint reshuffle), else any
              const pick = pool.find((e) => e.move.type === 'play') ?? pool.find((e) => /^Draw from the pack/.test(e.label))
                ?? pool[(n * 7919 + 13) % pool.length];
              return pick.move;
            }""")
            i = pages.index(page)
            if move is not None and not reloaded[i] and moves_seen(page) >= reload_at[i]:
                reloaded[i] = True
                count = moves_seen(page)
                before_reload(page)
                page.reload()
                recs[i].wait_ready(page)
                page.wait_for_function("window.__cardtable.view?.move_count === " + str(count))
                acted = True
                continue
            if move is not None:
                click_move(page, move)
                clicked += 1
                acted = True
        if not acted:
            time.sleep(POLL_S)
    assert all(reloaded)
    return clicked


@pytest.mark.parametrize("game", list(TABLES))
def test_a_host_and_a_guest_play_a_fair_match_through_the_table_and_both_verify_it(
        browser: Browser, base_url: str, relay: str, node_scheme: CallScheme, game: str) -> None:  # noqa: F811
    options, field, value = TABLES[game]
    app = f"?botDelay=0&debug=1&relay={relay}{NET_LIMITS}"
    host, host_rec = recorded(browser, base_url)
    guest, guest_rec = recorded(browser, base_url)
    host.context.add_init_script(SPY)
    host.goto(base_url + app)
    guest.goto(base_url + app)  # starts loading its engine meanwhile

    def setup(page: Page) -> None:
        page.fill(field, value)
        assert fair_option(page)["on"]  # on by default

    invite = host_table(host, host_rec, game, [("Hana", "human"), ("Gus", "remote")], setup, fair=None)
    join(guest, guest_rec, invite, "Gus")
    host.wait_for_function("!document.querySelector('#table').hidden && window.__cardtable.view")
    assert host.evaluate("window.__cardtable.net.host.state.match") is None  # the host's engine never dealt
    assert host.evaluate("window.__cardtable.fair.seat") == 0 and guest.evaluate("window.__cardtable.fair.seat") == 1
    assert "Gus" in (host.text_content("#table") or "") and "Hana" in (guest.text_content("#table") or "")
    shots(host, f"fair-table-host-{game}")
    shots(guest, f"fair-table-guest-{game}")

    seen: list[list[Any]] = []  # the host's, kept across its reload

    def keep_seen(page: Page) -> None:
        if page is host:
            seen.extend(host.evaluate("window.__fairSeen"))

    clicked = play_through_the_table([host, guest], [host_rec, guest_rec], [30, 15], keep_seen)
    assert clicked > 10
    for page in (host, guest):
        verify = page.locator("#verify-result")
        page.wait_for_function("document.querySelector('#verify-result').dataset.ok === 'true'")
        assert "Verified" in (verify.text_content() or "")
    shots(guest, f"fair-match-end-guest-{game}")
    played = host.evaluate("window.__cardtable.fair.reply.played")
    assert played == guest.evaluate("window.__cardtable.fair.reply.played") and played > 20

    log: list[dict[str, Any]] = host.evaluate("window.__cardtable.net.host.fair.log")
    seen.extend(host.evaluate("window.__fairSeen"))
    assert any(where == "worker request" and 'fair_play' in text for _, where, text in seen)
    assert_host_held_only_its_cards(host, log, seen, node_scheme, game, 2, options, played)
    for rec in (host_rec, guest_rec):
        # trystero logs a peer's data channel closing (the guest's reload) as an error
        rec.console_errors = [e for e in rec.console_errors
                              if not ("Trystero peer error" in e and "Close called" in e)]
        rec.assert_same_origin()
        rec.assert_no_console_errors()
