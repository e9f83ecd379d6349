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

from browserkit import Recorder, open_blank, recorded, set_seats
from playwright.sync_api import Browser, Page, expect

from test_p2p import relay  # noqa: F401  (the local MQTT relay fixture)

DEEP = "[" * 5000 + "]" * 5000

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
    return f"{base_url}?botDelay=0&debug=1&relay={relay}{extra}"


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
                           timeout=30_000)
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
    host.wait_for_function("window.__cardtable.net.host.conns.size >= 1", timeout=30_000)  # Mallory is in
    gus, gus_rec = recorded(browser, base_url)
    warnings: list[str] = []
    gus.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    open_invite(gus, gus_rec, link)
    join(gus, "Gus")
    assert seated(gus) == 1
    mallory.wait_for_function("window.__mallory.relayed >= 1", timeout=20_000)
    deadline = time.monotonic() + 10
    while not any("is not the host" in w for w in warnings):
        assert time.monotonic() < deadline, warnings
        time.sleep(0.1)
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
    expect(problem).to_be_visible(timeout=15_000)
    expect(problem).to_contain_text("Nobody answered at this table’s address")
    retry = problem.get_by_role("button", name="Try again")
    expect(retry).to_be_focused()
    retry.click()
    expect(problem).to_be_hidden()
    expect(page.locator("#net-wait")).to_have_text("Connecting…")
    expect(problem).to_be_visible(timeout=15_000)
    rec.assert_no_console_errors()
    rec.assert_same_origin()
    page.context.close()
