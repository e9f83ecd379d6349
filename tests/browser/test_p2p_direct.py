"""Three devices with no third party: direct links (offer and reply as links/QR codes).

The host chooses "direct links", makes one direct link per device and takes each
guest's reply link: the first is pasted into the host's dialog, the second is opened
in another tab of the host's browser (it reaches the hosting tab by BroadcastChannel).
A 1-round, 3-player Astronaut match is then played to the end across the three
browser contexts (each device shows the round's end, whoever ended it); on the
way one guest reloads and comes back to its seat by a new direct link; every guest
verifies the shuffle; no page opens a WebSocket or sends a
request outside the site (no relay, no STUN server).
"""

from __future__ import annotations

import re
import time

from browserkit import NET_LIMITS, Recorder, moves_seen, my_turn, open_blank, play_one, recorded, set_seats
from playwright.sync_api import Browser, Page
from progress import POLL_S, STEP_MS, Progress, marks

APP = "?botDelay=0&debug=1" + NET_LIMITS


def watch_sockets(page: Page) -> list[str]:
    sockets: list[str] = []
    page.on("websocket", lambda ws: sockets.append(ws.url))
    return sockets


def new_direct_link(host: Page) -> str:
    """The direct link the host's dialog shows (after making a new one)."""
    host.wait_for_function("document.querySelector('#direct-dialog').open && "
                           "document.querySelector('#direct-link').value.includes('#offer=')")
    host.locator("#direct-qr svg").wait_for(state="visible")
    return host.locator("#direct-link").input_value()


def guest_replies(guest: Page, rec: Recorder, link: str, name: str) -> str:
    """The guest opens the direct link, joins, and returns the reply link it shows."""
    guest.goto(link)  # after a damaged link: only the fragment changes, the page stays
    rec.wait_ready(guest)
    guest.fill("#net-name", name)
    guest.click("#net-join-button")
    guest.wait_for_function("document.querySelector('#net-reply-link').value.includes('#answer=')",
                            timeout=STEP_MS)
    guest.locator("#net-reply-qr svg").wait_for(state="visible")
    return guest.locator("#net-reply-link").input_value()


def test_three_devices_by_direct_links_play_to_the_end(browser: Browser, base_url: str) -> None:
    host, host_rec = recorded(browser, base_url)
    guests = [recorded(browser, base_url) for _ in range(2)]
    sockets = [watch_sockets(page) for page in (host, *(g for g, _ in guests))]
    host.goto(base_url + APP)
    host_rec.wait_ready(host)
    host.click("button[data-game='astronaut']")
    set_seats(host, [("Hana", "human"), ("Seat 2", "remote"), ("Seat 3", "remote")])
    host.fill("#option-rounds", "1")
    host.select_option("#join-mode", "direct")
    host.click("#start")

    # Device 2: its reply link is pasted into the host's dialog.
    (gus, gus_rec), (ida, ida_rec) = guests
    reply = guest_replies(gus, gus_rec, new_direct_link(host), "Gus")
    assert "#answer=" in reply and len(reply) < 2500
    host.fill("#direct-reply", "not a reply")
    host.click("#direct-connect")
    host.wait_for_function("document.querySelector('#direct-status').textContent.includes('not a reply link')")
    host.fill("#direct-reply", reply)
    host.click("#direct-connect")
    gus.wait_for_function("document.querySelector('#net-wait').textContent.includes('waiting for the other')",
                          timeout=STEP_MS)

    # Device 3: a damaged link is refused with a reason; then the good one is answered,
    # and its reply link is opened in a second tab of the host's browser.
    host.wait_for_function("document.querySelector('#direct-status').textContent.includes('Connected')")
    host.click("#direct-new")
    second = new_direct_link(host)
    damaged = second[:-40] + "A" * 40
    ida.goto(damaged)
    ida_rec.wait_ready(ida)
    ida.fill("#net-name", "Ida")
    ida.click("#net-join-button")
    ida.wait_for_function("document.querySelector('#alert').textContent.includes('damaged')")
    ida.click("#alert-close")
    reply = guest_replies(ida, ida_rec, second, "Ida")
    tab = host.context.new_page()
    tab.goto(reply)
    tab.wait_for_function("document.querySelector('#net-wait').textContent.includes('Reply passed')",
                          timeout=STEP_MS)
    tab.close()
    pages = [host, gus, ida]
    for page in pages:
        page.wait_for_function("!document.querySelector('#table').hidden && window.__cardtable.view",
                               timeout=STEP_MS)
    assert [page.evaluate("window.__cardtable.seat") for page in pages] == [0, 1, 2]
    assert "Ida" in (gus.text_content("#table") or "") and "Gus" in (host.text_content("#table") or "")

    # A device that drops comes back by a new direct link from the table, to its own seat.
    gus.reload()
    gus_rec.wait_ready(gus)
    host.wait_for_function("document.querySelector('#net-status').textContent.includes('Waiting for Gus')",
                           timeout=STEP_MS)
    host.click("#net-direct-table")
    again = new_direct_link(host)
    offer_id = re.search(r"#offer=[a-z-]+\.[0-9a-f]+\.([0-9a-f]{8})\.", again)
    assert offer_id
    gus.goto(again)  # a new fragment: the page starts afresh with it and asks for its seat back
    gus.wait_for_function(f"document.querySelector('#net-reply-link')?.value.includes('.{offer_id[1]}.')",
                          timeout=STEP_MS)
    host.fill("#direct-reply", gus.locator("#net-reply-link").input_value())
    host.click("#direct-connect")
    gus.wait_for_function("!document.querySelector('#table').hidden && window.__cardtable.view", timeout=STEP_MS)
    assert gus.evaluate("window.__cardtable.seat") == 1
    host.wait_for_function("document.querySelector('#net-status').textContent.includes('2 devices connected')")

    progress = Progress('test_p2p_direct')
    round_ends = [0, 0, 0]  # each device shows the round's end, whoever ended it
    while not all(page.evaluate("!document.querySelector('#match-end').hidden") for page in pages):
        progress.check(marks(*pages), "the match did not end in time")
        acted = False
        for i, page in enumerate(pages):
            if page.evaluate("document.querySelector('#round-end').open"):
                round_ends[i] += 1
                page.click("#round-continue")
                acted = True
            elif my_turn(page):
                play_one(page)
                acted = True
        if not acted:
            time.sleep(POLL_S)
    assert round_ends == [1, 1, 1]  # the round's summary on every device, before the final screen
    counts = {moves_seen(page) for page in pages}
    assert len(counts) == 1 and counts.pop() > 10
    for guest, _ in guests:
        verify = guest.locator("#verify-result")
        verify.wait_for(state="visible", timeout=STEP_MS)
        assert verify.get_attribute("data-ok") == "true", verify.text_content()
    assert sockets == [[], [], []], f"a page opened a WebSocket: {sockets}"
    for rec in (host_rec, gus_rec, ida_rec):
        rec.assert_no_console_errors()
        rec.assert_same_origin()
    for page in pages:
        page.context.close()


EARLY_WORD = """async () => {
  // Any step that never settles ends the script with a reason, not a test hung for ever.
  const limit = (promise, what) => Promise.race([promise, new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`${what}: nothing after 120 s`)), 120000))]);
  const { DirectOffer, answerOffer } = await import('./net/direct.js');
  const offer = new DirectOffer('0badcafe');
  const code = await limit(offer.offer(), 'the offer');
  const guest = await limit(answerOffer(code), 'the answer');
  // The host's side resumes late (a busy page): its channel is open, and the guest has
  // spoken, before accept() goes on past setting the answer.
  const setRemote = offer.pc.setRemoteDescription.bind(offer.pc);
  offer.pc.setRemoteDescription = async (desc) => {
    await setRemote(desc);
    if (offer.channel.readyState !== 'open') { // it may have opened already
      await new Promise((resolve) => offer.channel.addEventListener('open', resolve, { once: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  };
  const accepted = offer.accept(guest.answer);
  const toHost = await limit(guest.connection, 'the guest connection');
  toHost.send('{"v":1,"t":"join"}');
  const conn = await limit(accepted, 'the host accepting');
  const heard = await new Promise((resolve) => {
    conn.onMessage(resolve);
    setTimeout(() => resolve(null), 2000);
  });
  offer.close();
  guest.close();
  return heard;
}"""


def test_a_guest_speaking_the_moment_the_channel_opens_is_heard(browser: Browser, base_url: str) -> None:
    """A guest's first message reaches the host even when the host's page is slow to resume
    after the channel opened: the guest speaks only after the host's "ready" (before, its
    join was lost in about one run in seven on a loaded machine, on two different paths)."""
    page = browser.new_page()
    open_blank(page, base_url)
    assert page.evaluate(EARLY_WORD) == '{"v":1,"t":"join"}'
    page.close()
