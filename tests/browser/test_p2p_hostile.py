"""Several devices against hostile or broken input, through the real pages.

The host's proof is bound to the connection (a peer relaying it, whatever peer id it
uses, gets nothing); a join the host refuses, or a room nobody hosts, tells the guest what
to do; JSON nested thousands deep never reaches the engine's parser on any path (the
engine keeps working: under Pyodide that parser's overflow is fatal); damaged saved
tables and seats never dead-end and are never deleted without asking.
"""

from __future__ import annotations

import json
import time

from browserkit import NET_LIMITS, Recorder, open_blank, recorded, set_seats
from playwright.sync_api import Browser, Page, expect
from progress import STEP_MS, STALL_S

from test_p2p import relay  # noqa: F401  (the local MQTT relay fixture)

DEEP = "[" * 5000 + "]" * 5000
DEEP_SHORT = "[" * 2000 + "]" * 2000  # within a guest message's 4 KB

PROOF_CHECKS = """async () => {
  const hp = await import('./net/hostproof.js');
  const { connectionFingerprints } = await import('./net/transport.js');
  // Real WebRTC connections in this page: guest-host, guest-mallory, mallory-host.
  async function pair() {
    const a = new RTCPeerConnection(), b = new RTCPeerConnection();
    a.createDataChannel('x');
    await a.setLocalDescription(await a.createOffer());
    await b.setRemoteDescription(a.localDescription);
    await b.setLocalDescription(await b.createAnswer());
    await a.setRemoteDescription(b.localDescription);
    return [a, b];
  }
  const side = (pc) => ({ fingerprints: () => connectionFingerprints(pc) });
  const [guestToHost, hostToGuest] = await pair();
  const [guestToMallory, malloryToGuest] = await pair();
  const [malloryToHost, hostToMallory] = await pair();
  const key = await hp.createHostKey(), other = await hp.createHostKey();
  const nonce = 'ab'.repeat(16);
  const honest = await hp.prove(key, nonce, hp.asHost(side(hostToGuest)));
  // Mallory relays the guest's nonce to the host over her own connection...
  const relayed = await hp.prove(key, nonce, hp.asHost(side(hostToMallory)));
  const guestSees = hp.asGuest(side(guestToHost)), guestSeesMallory = hp.asGuest(side(guestToMallory));
  const fp = (pc) => connectionFingerprints(pc);
  return {
    sameOnBothEnds: fp(guestToHost).local === fp(hostToGuest).remote && fp(guestToHost).remote === fp(hostToGuest).local,
    distinct: new Set([fp(guestToHost).local, fp(guestToMallory).local, fp(malloryToHost).local]).size === 3,
    honest: await hp.checkProof(honest, key.hostId, nonce, guestSees),
    relayedToMallorysGuest: await hp.checkProof(relayed, key.hostId, nonce, guestSeesMallory),
    honestShownByMallory: await hp.checkProof(honest, key.hostId, nonce, guestSeesMallory),
    otherNonce: await hp.checkProof(honest, key.hostId, 'cd'.repeat(16), guestSees),
    otherKey: await hp.checkProof(await hp.prove(other, nonce, hp.asHost(side(hostToGuest))), key.hostId, nonce, guestSees),
    badSig: await hp.checkProof({ key: honest.key, sig: '00'.repeat(64) }, key.hostId, nonce, guestSees),
    junk: await hp.checkProof({ key: 'zz', sig: 1 }, key.hostId, nonce, guestSees),
    noFingerprints: await hp.checkProof(honest, key.hostId, nonce, null),
    keptKey: (await hp.loadHostKey(key.privateJwk)).hostId === key.hostId,
  };
}"""


def test_a_host_proof_holds_only_on_the_connection_it_was_made_for(page: Page, base_url: str) -> None:
    """Issue 9 item 4, at the level of the check: real connections' DTLS fingerprints."""
    open_blank(page, base_url)
    checks = page.evaluate(PROOF_CHECKS)
    assert checks == {"sameOnBothEnds": True, "distinct": True, "honest": True,
                      "relayedToMallorysGuest": False, "honestShownByMallory": False,
                      "otherNonce": False, "otherKey": False, "badSig": False, "junk": False,
                      "noFingerprints": False, "keptKey": True}


def app_url(base_url: str, relay: str, extra: str = "") -> str:
    return f"{base_url}?botDelay=0&debug=1&relay={relay}{extra}{NET_LIMITS}"  # `extra` first: it wins


def host_table(browser: Browser, base_url: str, relay: str, seats: list[tuple[str, str]],
               game: str = "astronaut") -> tuple[Page, Recorder, str]:
    """A host page with a table waiting for its "Another device" seats: (page, recorder, link)."""
    host, rec = recorded(browser, base_url)
    host.goto(app_url(base_url, relay))
    rec.wait_ready(host)
    host.click(f"button[data-game='{game}']")
    set_seats(host, seats)
    if game == "astronaut":
        host.fill("#option-rounds", "1")
    host.click("#start")
    host.wait_for_function("document.querySelector('#net-link').value.includes('#join=')")
    return host, rec, host.locator("#net-link").input_value()


def open_invite(page: Page, rec: Recorder, link: str) -> None:
    page.goto(link)
    rec.wait_ready(page)


def join(page: Page, name: str) -> None:
    page.fill("#net-name", name)
    page.click("#net-join-button")


def seated(page: Page) -> int:
    page.wait_for_function("!document.querySelector('#table').hidden && window.__cardtable.view",
                           timeout=STEP_MS)
    return int(page.evaluate("window.__cardtable.seat"))


MALLORY = """async ({ room, secret }) => {
  // A device in the room that relays every proof request to the other peers (the host
  // among them) and hands their proofs back to whoever asked.
  const { joinRoom } = await import('./net/transport.js');
  const state = window.__mallory = { got: [], relayed: 0 };
  const conns = new Map();
  let asker = null;
  await joinRoom({ room, secret, onConnection: (conn) => {
    conns.set(conn.peer, conn);
    conn.onMessage((text) => {
      state.got.push(text.slice(0, 120));
      if (text.startsWith('{"v":1,"t":"prove?"')) {
        asker = conn;
        for (const other of conns.values()) if (other !== conn) other.send(text);
      } else if (text.startsWith('{"v":1,"t":"proof"') && asker) {
        asker.send(text);
        state.relayed += 1;
      }
    });
  } });
}"""


def test_a_peer_relaying_the_hosts_proof_is_not_taken_for_the_host(
        browser: Browser, base_url: str, relay: str) -> None:
    """Issue 9 item 4 with three devices: Mallory relays Gus's proof request to the host and
    the host's answer back to Gus; the answer is bound to Mallory's own connection, so Gus
    never talks to her and takes his seat from the real host."""
    host, host_rec, link = host_table(browser, base_url, relay, [("Hana", "human"), ("Seat 2", "remote")])
    mallory, mallory_rec = recorded(browser, base_url)
    mallory.goto(app_url(base_url, relay))
    invite = link.split("#join=")[1].split(".")
    mallory.evaluate(MALLORY, {"room": invite[1], "secret": invite[2]})
    host.wait_for_function("window.__cardtable.net.host.conns.size >= 1", timeout=STEP_MS)  # Mallory is in
    gus, gus_rec = recorded(browser, base_url)
    warnings = warnings_of(gus)
    open_invite(gus, gus_rec, link)
    join(gus, "Gus")
    assert seated(gus) == 1
    mallory.wait_for_function("window.__mallory.relayed >= 1", timeout=STEP_MS)
    wait_for(gus, warnings, "is not the host")
    got = mallory.evaluate("window.__mallory.got")
    assert not [text for text in got if '"t":"join"' in text or '"t":"move"' in text], got
    assert seated(host) == 0
    for rec in (host_rec, gus_rec):
        rec.assert_same_origin()
    for page in (host, gus, mallory):
        page.context.close()


def test_a_link_to_a_room_nobody_hosts_stops_waiting_and_offers_to_try_again(
        browser: Browser, base_url: str, relay: str) -> None:
    page, rec = recorded(browser, base_url)
    link = app_url(base_url, relay, "&joinTimeout=2000") + "#join=astronaut." + "1" * 16 + "." + "2" * 32 + "." + "3" * 32
    open_invite(page, rec, link)
    expect(page.locator("#net-join-text")).to_contain_text("Astronaut")
    join(page, "Gus")
    problem = page.locator("#net-problem")
    expect(problem).to_be_visible(timeout=STEP_MS)
    expect(problem).to_contain_text("Nobody answered at this table’s address")
    retry = problem.get_by_role("button", name="Try again")
    expect(retry).to_be_focused()
    retry.click()
    expect(problem).to_be_hidden()
    expect(page.locator("#net-wait")).to_have_text("Connecting…")
    expect(problem).to_be_visible(timeout=STEP_MS)
    rec.assert_no_console_errors()
    rec.assert_same_origin()
    page.context.close()


def guest_key(link: str) -> str:
    room = link.split("#join=")[1].split(".")[1]
    return f"cardtable:/cardtable/:guest:{room}"


def test_one_device_one_seat_and_refused_joins_say_what_to_do(
        browser: Browser, base_url: str, relay: str) -> None:
    """Issue 9 items 3 and 5: a second tab of a seated device gets its own seat back, not
    a free one; a seat this browser kept but the host does not know, or a damaged one,
    never dead-ends; a full table says so."""
    host, host_rec, link = host_table(browser, base_url, relay,
                                      [("Hana", "human"), ("Seat 2", "remote"), ("Seat 3", "remote"),
                                       ("Seat 4", "remote")])
    open_seats = "window.__cardtable.net.host.state.open"
    gus, gus_rec = recorded(browser, base_url)
    open_invite(gus, gus_rec, link)
    join(gus, "Gus")
    gus.wait_for_function("document.querySelector('#net-wait').textContent.includes('waiting for the other')",
                          timeout=STEP_MS)
    assert host.evaluate(open_seats) == [2, 3]
    # The same device in a second tab: it takes its own seat back (its token), no other.
    tab = gus.context.new_page()
    open_invite(tab, gus_rec, link)
    tab.wait_for_function("document.querySelector('#net-wait').textContent.includes('waiting for the other')",
                          timeout=STEP_MS)
    assert tab.evaluate("window.__cardtable.net.guest.seat") == 1
    assert host.evaluate(open_seats) == [2, 3]
    gus.close()
    # A browser whose kept seat is damaged: told so, and joins afresh when it asks to.
    zed, zed_rec = recorded(browser, base_url)
    zed.goto(app_url(base_url, relay))
    zed.evaluate("([key, value]) => localStorage.setItem(key, value)", [guest_key(link), DEEP])
    open_invite(zed, zed_rec, link)
    problem = zed.locator("#net-problem")
    expect(problem).to_contain_text("The seat this browser kept for this table is damaged")
    expect(problem).to_contain_text("nested too deeply")
    assert zed.evaluate(f"localStorage.getItem({json.dumps(guest_key(link))})") == DEEP  # not deleted
    join(zed, "Zed")
    zed.wait_for_function("document.querySelector('#net-wait').textContent.includes('waiting for the other')",
                          timeout=STEP_MS)
    assert json.loads(zed.evaluate(f"localStorage.getItem({json.dumps(guest_key(link))})"))["seat"] == 2
    # A seat token the host does not know: "Join as a new player" takes a free seat.
    ida, ida_rec = recorded(browser, base_url)
    ida.goto(app_url(base_url, relay))
    ida.evaluate("([key, value]) => localStorage.setItem(key, value)", [guest_key(link), json.dumps(
        {"token": "f" * 32, "seat": 1, "contribution": "e" * 64, "commit": None, "hashes": {}})])
    open_invite(ida, ida_rec, link)  # a kept token: the page asks for that seat by itself
    problem = ida.locator("#net-problem")
    expect(problem).to_contain_text("does not know the seat this browser kept", timeout=STEP_MS)
    expect(problem.get_by_role("button", name="Try again")).to_be_visible()
    problem.get_by_role("button", name="Join as a new player").click()
    assert seated(ida) == 3
    assert seated(tab) == 1 and seated(zed) == 2 and seated(host) == 0
    # A full table says so, and what to do.
    zoe, zoe_rec = recorded(browser, base_url)
    zoe.context.add_init_script("window.__cardtableCapture = []")
    open_invite(zoe, zoe_rec, link)
    join(zoe, "Zoe")
    problem = zoe.locator("#net-problem")
    expect(problem).to_contain_text("Every seat at this table is taken", timeout=STEP_MS)
    problem.get_by_role("button", name="Try again").click()  # asked again: still full
    zoe.wait_for_function("window.__cardtableCapture.filter((m) => m.includes('table_full')).length === 2")
    expect(problem).to_contain_text("Every seat at this table is taken")
    assert host.evaluate("window.__cardtable.net.host.state.open") == []
    for rec in (host_rec, gus_rec, zed_rec, ida_rec, zoe_rec):
        rec.assert_same_origin()
    for page in (host, tab, zed, ida, zoe):
        page.context.close()


def warnings_of(page: Page) -> list[str]:
    found: list[str] = []
    page.on("console", lambda m: found.append(m.text) if m.type in ("warning", "error") else None)
    return found


def wait_for(page: Page, found: list[str], text: str, timeout_s: float = STALL_S) -> None:
    """Wait until a line of `found` (console of `page`) holds `text`."""
    deadline = time.monotonic() + timeout_s
    while not any(text in line for line in found):
        assert time.monotonic() < deadline, f"no {text!r} in {found}"
        page.wait_for_timeout(100)  # (Playwright delivers console events while it waits)


SEND_AS_GUEST = "(text) => window.__cardtable.net.guest.host.send(text)"
SEND_TO_GUEST = """(text) => {
  const [conn] = window.__cardtable.net.host.conns.values();
  conn.send(text);
}"""
DEEP_OBJECT_CALL = """async ([op, args]) => {
  let deep = [];
  for (let i = 0; i < 5000; i += 1) deep = [deep];
  try { await window.__cardtable.engine.call(op, { ...args, deep }); return 'accepted'; }
  catch (err) { return `${err.code}: ${err.message}`; }
}"""
ENGINE_CALL = """async ([op, args]) => {
  try { return await window.__cardtable.engine.call(op, args); }
  catch (err) { return `${err.code}: ${err.message}`; }
}"""


def test_hostile_messages_both_ways_never_reach_a_fatal_error(
        browser: Browser, base_url: str, relay: str) -> None:
    """Issue 9 item 5: deep, oversized and malformed messages in both directions; sync floods."""
    host, host_rec, link = host_table(browser, base_url, relay, [("Hana", "human"), ("Seat 2", "remote")])
    host_log = warnings_of(host)
    gus, gus_rec = recorded(browser, base_url)
    gus_log = warnings_of(gus)
    open_invite(gus, gus_rec, link)
    join(gus, "Gus")
    assert seated(gus) == 1 and seated(host) == 0
    token = gus.evaluate("window.__cardtable.net.guest.saved.token")
    count = int(gus.evaluate("window.__cardtable.view.move_count"))
    # Guest to host: dropped unread by the host's page...
    gus.evaluate(SEND_AS_GUEST, DEEP_SHORT)
    wait_for(host, host_log, "nested too deeply")
    # ... and, sent straight to the engine, refused by it before parsing.
    session = host.evaluate("window.__cardtable.net.host.session")
    reply = host.evaluate(ENGINE_CALL, ["host_receive", {"session": session, "peer": "x", "message": DEEP_SHORT}])
    assert "nested too deeply" in json.dumps(reply["out"]) and "nested too deeply" in json.dumps(reply["dropped"])
    # A malformed move, an oversized one: refused, with the host's reason shown to the guest.
    gus.evaluate(SEND_AS_GUEST, json.dumps({"v": 1, "t": "move", "token": token, "n": count,
                                            "move": {"type": "draw", "from": [[["pack"]]]}}))
    expect(gus.get_by_role("alert")).to_contain_text("A move is nested too deeply")
    gus.click("#alert-close")
    gus.evaluate(SEND_AS_GUEST, json.dumps({"v": 1, "t": "move", "token": token, "n": count,
                                            "move": {"type": "draw", "from": "x" * 9000}}))
    expect(gus.get_by_role("alert")).to_contain_text("not a string of acceptable size")
    gus.click("#alert-close")
    # A flood of sync requests: a few answered, the rest dropped.
    for _ in range(30):
        gus.evaluate(SEND_AS_GUEST, json.dumps({"v": 1, "t": "sync", "token": token}))
    wait_for(host, host_log, "too many sync")
    # Host to guest: dropped unread by the guest's page, refused by its engine.
    host.evaluate(SEND_TO_GUEST, DEEP)
    wait_for(gus, gus_log, "nested too deeply")
    refused = gus.evaluate(ENGINE_CALL, ["guest_parse", {"message": '{"v":1,"t":"reveal","record":' + DEEP + "}"}])
    assert refused.startswith("bad_message:") and "nested too deeply" in refused
    # Any bridge request that deep is refused before it reaches the worker, on both devices.
    for page in (host, gus):
        refused = page.evaluate(DEEP_OBJECT_CALL, ["load", {}])
        assert refused.startswith("bad_request:") and "nested too deeply" in refused
    # Nothing changed, and both engines play on: the guest's next move through its table.
    assert int(host.evaluate("window.__cardtable.view.move_count")) == count
    while not gus.evaluate("document.querySelector('#table').classList.contains('my-turn')"):
        host.evaluate("window.__cardtable.play(window.__cardtable.view.legal[0].move)")
        host.wait_for_function(f"window.__cardtable.view.move_count > {count}")
        count = int(host.evaluate("window.__cardtable.view.move_count"))
        gus.wait_for_function(f"window.__cardtable.view.move_count === {count}")
    # A move whose answer never comes (its message lost on the way): after the guest's move
    # timeout the player is told and gets the controls back; the move then goes through.
    gus.evaluate(LOSE_NEXT_MOVE)
    gus.locator("#moves button[data-move]").first.click()
    expect(gus.get_by_role("alert")).to_contain_text("The host has not answered your move", timeout=STEP_MS)
    assert int(host.evaluate("window.__cardtable.view.move_count")) == count
    gus.click("#alert-close")
    gus.locator("#moves button[data-move]").first.click()
    host.wait_for_function(f"window.__cardtable.view.move_count === {count + 1}", timeout=STEP_MS)
    assert not [line for line in host_log + gus_log if "fatal" in line.lower()]
    for rec in (host_rec, gus_rec):
        rec.assert_no_console_errors()
        rec.assert_same_origin()
    for page in (host, gus):
        page.context.close()


LOSE_NEXT_MOVE = """() => {
  const client = window.__cardtable.net.guest;
  client.moveTimeout = 1500;
  const send = client.host.send.bind(client.host);
  let lost = false;
  client.host.send = (text) => {
    if (!lost && JSON.parse(text).t === 'move') { lost = true; return; }
    send(text);
  };
}"""
GUEST_MESSAGE = """async ([t, fields]) => {
  await window.__cardtable.net.host.receive('gus', JSON.stringify({ v: 1, t, ...fields }));
}"""
GUEST_MOVE = """async () => {
  const { engine, net } = window.__cardtable;
  const { tokens } = await engine.call('host_snapshot', { session: net.host.session });
  const view = await engine.call('view', { match: window.__cardtable.match, seat: 1 });
  await net.host.receive('gus', JSON.stringify({ v: 1, t: 'move', token: tokens['1'], n: view.move_count,
    move: view.legal[0].move }));
}"""


def test_a_damaged_hosted_table_offers_to_resume_up_to_its_last_good_move_or_to_delete(
        browser: Browser, base_url: str, relay: str) -> None:
    host, host_rec, link = host_table(browser, base_url, relay, [("Hana", "human"), ("Seat 2", "remote")])
    # The other device's messages, straight into the host's message path (HostLoop.receive).
    host.evaluate(GUEST_MESSAGE, ["join", {"name": "Gus", "token": None, "seat": None, "contribution": "ab" * 32}])
    assert seated(host) == 0
    while (count := int(host.evaluate("window.__cardtable.view.move_count"))) < 6:
        if host.evaluate("window.__cardtable.view.to_move[0]") == 0:
            host.wait_for_function("document.querySelector('#table').classList.contains('my-turn')")
            host.evaluate("window.__cardtable.play(window.__cardtable.view.legal[0].move)")
        else:
            host.evaluate(GUEST_MOVE)
        host.wait_for_function(f"window.__cardtable.view.move_count > {count}", timeout=STEP_MS)
    room = link.split("#join=")[1].split(".")[1]
    key = json.dumps(f"cardtable:/cardtable/:host:{room}")
    # A move of the kept record is not legal: reopen up to the move before it.
    host.evaluate(f"""() => {{
      const kept = JSON.parse(localStorage.getItem({key}));
      kept.snapshot.record.moves = [...kept.snapshot.record.moves.slice(0, 4), [0, {{ type: 'fly' }}]];
      localStorage.setItem({key}, JSON.stringify(kept));
    }}""")
    host.reload()
    host_rec.wait_ready(host)
    problem = host.locator("#net-problem")
    expect(problem).to_contain_text("cannot be reopened in full")
    expect(problem).to_contain_text("Move 5 of the saved record is not a legal move")
    assert len(json.loads(host.evaluate(f"localStorage.getItem({key})"))["snapshot"]["record"]["moves"]) == 5
    problem.get_by_role("button", name="Resume up to move 4").click()
    host.wait_for_function("window.__cardtable.view?.move_count === 4", timeout=STEP_MS)
    assert len(json.loads(host.evaluate(f"localStorage.getItem({key})"))["snapshot"]["record"]["moves"]) == 4
    # Kept, but unreadable (nested thousands deep): only "Delete this table", which asks.
    host.evaluate(f"value => localStorage.setItem({key}, value)", '{"snapshot":' + DEEP + "}")
    host.reload()
    host_rec.wait_ready(host)
    expect(problem).to_contain_text("cannot be read (it is nested too deeply")
    delete = problem.get_by_role("button", name="Delete this table")
    expect(problem.get_by_role("button")).to_have_count(1)
    delete.click()
    expect(host.locator("#confirm-dialog")).to_contain_text("Delete this table?")
    host.click("#confirm-no")
    assert host.evaluate(f"localStorage.getItem({key})") is not None
    delete.click()
    host.click("#confirm-yes")
    expect(host.locator("#net-panel")).to_be_hidden()
    assert host.evaluate(f"localStorage.getItem({key})") is None
    assert "#host=" not in host.url
    host_rec.assert_no_console_errors()
    host_rec.assert_same_origin()
    host.context.close()
