"""Every game through view diffs across two devices (issue 21; web/net/viewwire.js).

A host (simple bots) and a guest (Gus) over a local relay. Gus's first view comes whole
(join), the next ones as diffs; a forced drift (his kept views damaged) makes a diff fail
its digest: he says so, asks for the whole view and plays on; so do a malformed diff and
a damaged deflated view sent over the host's own connection; a reload (drop and resume)
starts again from a whole view. Nothing on the wire names a card the whole views he was
shown did not (a diff carries only what its view holds).

The test needs about twenty messages to Gus before the match ends, and a message comes
at least with every move of his. The deal is seeded (browserkit.seeded_join: SECRET and
Gus's contribution), never left to luck: between simple bots, 2-seat Redshirts matches
can end after 28 moves of his and 3-seat Doctor Who ones after 14 (offline, the Python
engine, 20 and 80 deals); each game's contribution below gives a long match (Gus's
moves / all moves: Astronaut 129/252, Red Cliffs 183/349, Red Dwarf 165/327, Doctor Who
54/157, Redshirts 221/442).
"""

from __future__ import annotations

import json
import re

import pytest
from browserkit import NET_LIMITS, recorded, seeded_join
from playwright.sync_api import Browser, Page
from progress import POLL_S, STEP_MS, Progress, marks
from tablekit import suggestion
from test_p2p import relay  # noqa: F401  (the local MQTT broker fixture)

from cardtable import netplay

CARD = re.compile(r"[A-Za-z0-9_.:-]+#\d+")
GAMES = {"astronaut": 2, "red-cliffs": 2, "red-dwarf": 2, "doctor-who": 3, "redshirts": 2}
SECRET = "5ec7e7" * 10 + "5ec7"  # the host's secret (64 hex digits)
CONTRIBUTION = {"astronaut": 3, "red-cliffs": 18, "red-dwarf": 6, "doctor-who": 17, "redshirts": 16}
"""Gus's shuffle contribution per game, f"{i:064x}" (see the module's doc)."""
CAPTURE = "window.__cardtableWire = []; window.__cardtableCapture = [];"
KINDS = "() => window.__cardtableWire.map((text) => JSON.parse(text).t)"
# Damage every view Gus keeps with a field no diff touches (beside the view: a diff may replace the
# whole view, never the whole message, which goes whole instead): the next diff misses its digest.
# A damaged diff from the host's own connection (its ops not a list), and a deflated view that is not.
HOSTILE = """() => {
  const [conn] = window.__cardtable.net.host.conns.values();
  conn.send('{"v":1,"t":"vdiff","base":"' + '0'.repeat(32) + '","digest":"' + '1'.repeat(32) + '","ops":5}');
  conn.send('{"v":1,"t":"zview","z":"AAAA"}');
}"""
DRIFT = "() => { for (const m of window.__cardtable.net.guest.views.views.values()) m.drifted = true; }"
REFUSED = "refused a view diff from the host (the patched view does not match its digest)"


def play_until(host: Page, guest: Page, enough: str) -> None:
    """Play on (Gus: the simple bot's moves, from the host's engine) until `enough` holds
    on the guest's page, or the match is over."""
    progress = Progress("a match through diffs")
    while not guest.evaluate(enough):
        progress.check(marks(host, guest), guest.evaluate(KINDS)[-3:])
        if not guest.evaluate("document.querySelector('#match-end').hidden"):
            return
        for page in (host, guest):
            if page.evaluate("document.querySelector('#round-end').open"):
                page.click("#round-continue")
        asked = guest.evaluate("window.__cardtable.view.to_move.includes(1) && window.__cardtable.view.legal.length > 0")
        count = guest.evaluate("window.__cardtable.view.move_count")
        if asked and host.evaluate("window.__cardtable.view.move_count") == count:
            guest.evaluate("move => window.__cardtable.play(move).catch(() => null)", suggestion(host, 1))
            guest.wait_for_function("c => window.__cardtable.view.move_count !== c"
                                    " || !window.__cardtable.view.to_move.includes(1)", arg=count, timeout=STEP_MS)
        else:
            guest.wait_for_timeout(POLL_S * 1000)


def diffs_since(start: int) -> str:
    return f"window.__cardtableWire.slice({start}).filter((t) => t.startsWith('{{\"v\":1,\"t\":\"vdiff\"')).length >= 3"


@pytest.mark.parametrize("game", list(GAMES))
def test_a_guest_follows_every_game_through_diffs_drift_and_resume(
        browser: Browser, base_url: str, relay: str, game: str) -> None:  # noqa: F811
    app = f"?botDelay=0&debug=1&relay={relay}&declineDelay=300{NET_LIMITS}"
    host, host_rec = recorded(browser, base_url)
    guest, guest_rec = recorded(browser, base_url)
    guest.context.add_init_script(CAPTURE)
    warnings: list[str] = []
    guest.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    host.goto(base_url + app)
    guest.goto(base_url + app)
    seats = [("Hana", "bot:simple"), ("Seat 2", "remote")] + [(f"Bot {i}", "bot:simple") for i in range(GAMES[game] - 2)]
    contribution = f"{CONTRIBUTION[game]:064x}"
    seeded_join(host, host_rec, guest, guest_rec, game, seats, "Gus", SECRET, contribution)
    record = host.evaluate("window.__cardtable.engine.call('record', {match: window.__cardtable.match})")
    contributions = [None, contribution] + [None] * (GAMES[game] - 2)
    assert record["seed"] == netplay.derive_seed(SECRET, contributions), "the seeded deal did not take"
    assert guest.evaluate("window.__cardtable.seat") == 1
    kinds = guest.evaluate(KINDS)
    assert "view" in kinds and "vdiff" not in kinds[:kinds.index("view") + 1]  # join: a whole view first
    play_until(host, guest, diffs_since(0))
    assert not [w for w in warnings if "view diff" in w]

    # A forced drift: the next diff does not match its digest; a whole view mends it. (A whole
    # view that comes first, when a diff would be larger, replaces the drifted bases: drift again.)
    start = len(guest.evaluate(KINDS))
    while not any(REFUSED in w for w in warnings):
        guest.evaluate(DRIFT)
        play_until(host, guest, f"window.__cardtableWire.length > {len(guest.evaluate(KINDS))}")
        guest.wait_for_timeout(50)  # the refusal's console message reaches Python
        assert guest.evaluate("document.querySelector('#match-end').hidden"), "the match ended first"
    play_until(host, guest, f"window.__cardtableWire.slice({start}).some((t) => t.startsWith('{{\"v\":1,\"t\":\"view\"'))"
                            f" && {diffs_since(start)}")
    assert guest.evaluate("document.querySelector('#match-end').hidden"), "the match ended first"

    # Hostile diffs: refused, said why, mended by a whole view; the match plays on.
    start = len(guest.evaluate(KINDS))
    host.evaluate(HOSTILE)
    play_until(host, guest, f"window.__cardtableWire.slice({start}).some((t) => t.startsWith('{{\"v\":1,\"t\":\"view\"'))"
                            f" && {diffs_since(start)}")
    for why in ("refused a view diff from the host (a malformed view diff)",
                "refused a view from the host (a damaged deflated view)"):
        assert any(why in w for w in warnings), (why, warnings)

    # Drop and resume: the reloaded page gets a whole view, then diffs again.
    wire = guest.evaluate("window.__cardtableWire")
    whole = guest.evaluate("window.__cardtableCapture")
    guest.reload()
    guest_rec.wait_ready(guest)
    guest.wait_for_function("window.__cardtable.view", timeout=STEP_MS)
    kinds = guest.evaluate(KINDS)
    assert kinds[:kinds.index("view") + 1].count("vdiff") == 0, kinds
    play_until(host, guest, diffs_since(0))
    wire += guest.evaluate("window.__cardtableWire")
    whole += guest.evaluate("window.__cardtableCapture")
    sent = {card for text in wire for card in CARD.findall(text)}
    shown = {card for text in whole for card in CARD.findall(text)}
    assert sent <= shown, sorted(sent - shown)
    sizes = sorted(len(t) for t in wire if json.loads(t).get("t") == "vdiff")
    print(f"\n{game}: {len(sizes)} diffs, median {sizes[len(sizes) // 2]} B, whole views "
          f"{sorted(len(t) for t in wire if json.loads(t).get('t') == 'view')}")
    for rec in (host_rec, guest_rec):
        rec.console_errors = [e for e in rec.console_errors if not ("Trystero peer error" in e and "Close called" in e)]
        rec.assert_no_console_errors()
        rec.assert_same_origin()
    for page in (host, guest):
        page.context.close()


