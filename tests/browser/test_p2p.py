"""Devices over WebRTC in browser contexts, signalling through a local mosquitto broker
(the fixture starts it on free ports).

Three devices: the guests also meet each other in the relay's room; each takes its seat
from the peer that proves it is the host. One Astronaut match (1 round, ?botDelay=0) is
played to the end across the devices; on the way a guest reloads and resumes, sends a
tampered move and asks for a second seat for its device (both refused, nothing changes),
and every message the guest received is checked against a replay: it names no card the
guest's seat could not see. At the end the guest's own replay verifies the shuffle; a
swapped secret fails it. Two devices at Red Cliffs: the guest lays out a set through its
table. (The host proof's binding to the connection: test_p2p_hostile.py.)
"""

from __future__ import annotations

import json
import re
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browserkit import NET_LIMITS, host_table, join, moves_seen, my_turn, play_one, recorded, set_seats
from playwright.sync_api import Browser, Page
from progress import POLL_S, STEP_MS, Progress, marks

import cardtable

CARD = re.compile(r"[A-Za-z0-9_.:-]+#\d+")
MOSQUITTO = shutil.which("mosquitto") or "/usr/sbin/mosquitto"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def relay(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A local MQTT broker with a websockets listener; yields its ws:// URL."""
    if not Path(MOSQUITTO).exists():
        pytest.fail("mosquitto is not installed (tests/run.sh installs it)")
    tcp, ws = free_port(), free_port()
    folder = tmp_path_factory.mktemp("mosquitto")
    conf = folder / "mosquitto.conf"
    # mosquitto 2.0.11 refuses a config with only a websockets listener: add plain TCP.
    conf.write_text(f"listener {tcp} 127.0.0.1\nlistener {ws} 127.0.0.1\nprotocol websockets\n"
                    "allow_anonymous true\npersistence false\n")
    proc = subprocess.Popen([MOSQUITTO, "-c", str(conf)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60  # only a real hang: mosquitto starts in well under a second
    while True:
        try:
            socket.create_connection(("127.0.0.1", ws), timeout=0.2).close()
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                pytest.fail(f"mosquitto did not start: {proc.stderr.read().decode(errors='replace') if proc.stderr else ''}")
            time.sleep(0.05)
    yield f"ws://127.0.0.1:{ws}"
    proc.terminate()
    proc.wait(timeout=5)


def knowledge_by_move(record: dict[str, Any], seat: int) -> list[set[str]]:
    """For each move count k, the cards `seat` may have seen by then (zones + its log)."""
    match = cardtable.new_match(record["game"], players=record["players"], seed=record["seed"],
                                options=record["options"])
    known: set[str] = set()
    out = []

    def update() -> None:
        state = match.state
        known.update(c for z in state.zones.values() if z.visible_to(seat) for c in z.cards)
        for event in state.redacted_log(seat):
            known.update(CARD.findall(json.dumps(event)))
        out.append(set(known))

    update()
    for mover, move in record["moves"]:
        match.play(mover, move)
        update()
    return out


def test_three_devices_over_a_relay_play_a_whole_match_with_resume_refusals_and_a_verified_shuffle(
        browser: Browser, base_url: str, relay: str) -> None:
    app = f"?botDelay=0&debug=1&relay={relay}{NET_LIMITS}"
    host, host_rec = recorded(browser, base_url)
    guest, guest_rec = recorded(browser, base_url)
    ida, ida_rec = recorded(browser, base_url)
    guest.context.add_init_script("window.__cardtableCapture = []")
    host.goto(base_url + app)
    guest.goto(base_url + app)  # starts loading Pyodide meanwhile
    ida.goto(base_url + app)
    host_rec.wait_ready(host)
    host.click("button[data-game='astronaut']")
    set_seats(host, [("Hana", "human"), ("Seat 2", "remote"), ("Seat 3", "remote")])
    host.fill("#option-rounds", "1")
    host.click("#start")
    link = host.locator("#net-link")
    host.wait_for_function("document.querySelector('#net-link').value.includes('#join=')")
    invite = link.input_value()
    assert invite.startswith(base_url) and "#join=astronaut." in invite
    guest_rec.wait_ready(guest)
    assert "relay=" in invite  # the link keeps the host's relay setting
    guest.goto(invite)
    guest_rec.wait_ready(guest)
    guest.fill("#net-name", "Gus")
    guest.click("#net-join-button")
    guest.wait_for_function("document.querySelector('#net-wait').textContent.includes('waiting for the other')",
                            timeout=STEP_MS)
    # The third device meets both the host and Gus in the relay's room: it must take its
    # seat from the host (the only peer that proves it holds the host's key).
    ida_rec.wait_ready(ida)
    ida.goto(invite)
    ida_rec.wait_ready(ida)
    ida.fill("#net-name", "Ida")
    clicked = time.perf_counter()
    ida.click("#net-join-button")
    pages = (host, guest, ida)
    for page in pages:
        page.wait_for_function("!document.querySelector('#table').hidden && window.__cardtable.view",
                               timeout=STEP_MS)
    print(f"\nconnect: join clicked -> all see the table in {time.perf_counter() - clicked:.2f} s")
    assert [page.evaluate("window.__cardtable.seat") for page in pages] == [0, 1, 2]
    assert "Gus" in (host.text_content("#table") or "") and "Hana" in (guest.text_content("#table") or "")
    assert "Gus" in (ida.text_content("#table") or "")

    reloaded = refused = False
    progress = Progress('test_p2p')
    while not guest.evaluate("!document.querySelector('#match-end').hidden"):
        progress.check(marks(*pages), "the match did not end in time")
        dialog = next((page for page in pages if page.evaluate("document.querySelector('#round-end').open")), None)
        if dialog is not None:
            dialog.click("#round-continue")
        elif my_turn(ida):
            play_one(ida)
        elif my_turn(guest):
            count = moves_seen(guest)
            if count >= 10 and not refused:
                refused = True
                check_refusals(host, guest, count)
            elif count >= 20 and not reloaded:
                reloaded = True
                guest.reload()
                guest_rec.wait_ready(guest)
                guest.wait_for_function("window.__cardtable.view?.move_count === " + str(count),
                                        timeout=STEP_MS)
                assert my_turn(guest)
            else:
                play_one(guest)
        elif my_turn(host):
            play_one(host)
        else:
            time.sleep(POLL_S)
    assert refused and reloaded
    for page in pages:  # the last round's summary opens before the final screen
        if page.evaluate("document.querySelector('#round-end').open"):
            page.click("#round-continue")
    host.wait_for_function("!document.querySelector('#match-end').hidden")
    for page in (guest, ida):
        verify = page.locator("#verify-result")
        verify.wait_for(state="visible", timeout=STEP_MS)
        assert verify.get_attribute("data-ok") == "true", verify.text_content()
        assert "Verified" in (verify.text_content() or "")

    # Every message the guest received (since its reload) names only cards it may see.
    wire: list[str] = guest.evaluate("window.__cardtableCapture")
    reveal = next(json.loads(m) for m in wire if json.loads(m).get("t") == "reveal")
    known = knowledge_by_move(reveal["record"], seat=1)
    views = 0
    for text in wire:
        data = json.loads(text)
        if data.get("t") == "view":
            views += 1
            leaked = set(CARD.findall(text)) - known[data["view"]["move_count"]]
            assert not leaked, f"the guest was sent {sorted(leaked)}"
    assert views > 5

    # A host that swapped its secret after the deal fails the guest's check.
    saved = guest.evaluate("JSON.parse(Object.entries(localStorage).find(([k]) => k.includes(':guest:'))[1])")
    forged = {**reveal, "secret": "0" * 64}
    result = guest.evaluate("([args]) => window.__cardtable.engine.call('guest_verify', args)",
                            [{"commit": saved["commit"], "seat": 1, "contribution": saved["contribution"],
                              "hashes": saved["hashes"], "reveal": forged}])
    assert result["ok"] is False and "commitment" in result["problems"][0]
    for rec in (host_rec, guest_rec, ida_rec):
        # trystero logs a peer's data channel closing (the guest's reload) as an error
        rec.console_errors = [e for e in rec.console_errors
                              if not ("Trystero peer error" in e and "Close called" in e)]
        rec.assert_no_console_errors()
        rec.assert_same_origin()
    for page in pages:
        page.context.close()


def check_refusals(host: Page, guest: Page, count: int) -> None:
    """A tampered move and a second seat for the same device are refused; garbage is dropped."""
    token = guest.evaluate("window.__cardtable.net.guest.saved.token")
    send = "(text) => window.__cardtable.net.guest.host.send(text)"
    guest.evaluate(send, "{not json")
    guest.evaluate(send, json.dumps({"v": 1, "t": "move", "token": token, "n": count,
                                     "move": {"type": "play", "card": "stage-7#1"}}))
    guest.evaluate(send, json.dumps({"v": 1, "t": "move", "token": "0" * 32, "n": count,
                                     "move": {"type": "draw", "from": "pack"}}))
    guest.evaluate(send, json.dumps({"v": 1, "t": "join", "name": "Mallory", "token": None,
                                     "seat": 0, "contribution": "a" * 64}))
    guest.wait_for_function("document.querySelector('#alert').textContent.includes('one device, one seat')",
                            timeout=STEP_MS)
    time.sleep(0.3)
    assert moves_seen(host) == count and moves_seen(guest) == count
    assert host.evaluate("window.__cardtable.seat") == 0
    guest.click("#alert-close")


SET_BUTTONS = ", ".join(f"{dock} .rc-group[class*='rc-group-set'] button[data-move]"
                        for dock in ("#moves", "#spill-moves"))  # long groups spill onto the table


def test_a_guest_lays_out_a_set_at_red_cliffs_through_its_table(
        browser: Browser, base_url: str, relay: str) -> None:
    """Issue 9 item 1: a set (a move with a list of cards) from another device is played.

    The guest clicks its table's buttons (a set whenever one is offered) until it has laid
    out a set; the host's match then holds that set, by the guest's seat."""
    app = f"?botDelay=0&debug=1&relay={relay}{NET_LIMITS}"
    host, host_rec = recorded(browser, base_url)
    guest, guest_rec = recorded(browser, base_url)
    host.goto(base_url + app)
    guest.goto(base_url + app)
    invite = host_table(host, host_rec, "red-cliffs", [("Robbie", "bot:simple"), ("Seat 2", "remote")],
                        lambda page: page.fill("#option-target", "300"))
    join(guest, guest_rec, invite, "Gus")
    assert guest.evaluate("window.__cardtable.seat") == 1
    laid = None
    progress = Progress('test_p2p')
    while laid is None:
        progress.check(marks(guest), "the guest was never offered a set")
        assert guest.evaluate("document.querySelector('#match-end').hidden"), "the match ended first"
        if guest.evaluate("document.querySelector('#round-end').open"):
            guest.click("#round-continue")
            continue
        if not my_turn(guest) or guest.evaluate("window.__cardtable.view.legal.length") == 0:
            time.sleep(POLL_S)
            continue
        before = moves_seen(guest)
        sets = guest.locator(SET_BUTTONS)
        button = sets.first if sets.count() else guest.locator("#moves button[data-move], #spill-moves button[data-move]").first
        if sets.count():
            laid = guest.evaluate("i => window.__cardtable.view.legal[i].move", int(button.get_attribute("data-move") or -1))
        button.click()
        guest.wait_for_function(f"window.__cardtable.view.move_count > {before}", timeout=STEP_MS)
    assert laid["type"] == "set" and len(laid["cards"]) >= 2
    host.wait_for_function("window.__cardtable.view.log.some((e) => e.type === 'set' && e.seat === 1)",
                           timeout=STEP_MS)
    record = host.evaluate("window.__cardtable.engine.call('record', {match: window.__cardtable.match})")
    assert [1, laid] in record["moves"]
    assert not guest.evaluate("document.querySelector('#alert-area').classList.contains('open')")
    for rec in (host_rec, guest_rec):
        rec.assert_no_console_errors()
        rec.assert_same_origin()
    for page in (host, guest):
        page.context.close()
