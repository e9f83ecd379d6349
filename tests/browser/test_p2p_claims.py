"""A claim window across two devices (issue 9 item 2): Red Cliffs at 4 players, a host
(Hana and two bots) and a guest (Gus) in two browser contexts over a local relay.

RC-10 as played (RC-G14): every seat holding two cards is asked at once before each
turn. On the guest's device a window in which Gus can claim waits for him, and he
claims from there (the host accepts the move with its cards); a window in which he can
only decline answers itself after a short delay (?declineDelay here), with the prompt
saying so. The log shows only claims made. Screenshots of the guest's prompt go to
tests/artifacts/.
"""

from __future__ import annotations

import time

from browserkit import REPO, host_table, join, recorded
from playwright.sync_api import Browser, Page
from test_p2p import relay  # noqa: F401  (the local MQTT broker fixture)

ARTIFACTS = REPO / "tests" / "artifacts"
TIMEOUT_S = 150
DECLINE_MS = 3000

# One atomic look at a device: what it waits for, in one evaluation.
LOOK = """() => {
  if (!document.querySelector('#match-end').hidden) return 'over';
  if (document.querySelector('#round-end').open) return 'round';
  const mine = document.querySelector('#table').classList.contains('my-turn');
  const buttons = document.querySelectorAll('#moves button[data-move], #spill-moves button[data-move]').length;
  if (!mine || !buttons) return 'wait';
  if (!window.__cardtable.view.public.claim) return 'mine';
  return buttons === 1 ? 'sure' : 'can-claim';
}"""

PRESS = """(prefix) => {
  const button = [...document.querySelectorAll('#moves button[data-move], #spill-moves button[data-move]')]
    .find((b) => b.textContent.startsWith(prefix));
  if (!button) return null;
  button.click();
  return button.textContent;
}"""


GUS_CLAIMED = "[...document.querySelectorAll('#log li')].some((li) => li.textContent.startsWith('Gus claims a set'))"


# The window Gus answered at move count `c` is settled: the turn (or the claimed set) is on.
SETTLED = "(c) => window.__cardtable.view.move_count > c && !window.__cardtable.view.public.claim"


def press(page: Page, *prefixes: str) -> bool:
    return any(page.evaluate(PRESS, prefix) is not None for prefix in prefixes)


def asked(page: Page) -> bool:
    return bool(page.evaluate("window.__cardtable.view.to_move.includes(window.__cardtable.seat)"
                              " && Boolean(window.__cardtable.view.public.claim)"))


def test_a_guest_claims_from_its_device_and_its_sure_declines_answer_themselves(
        browser: Browser, base_url: str, relay: str) -> None:  # noqa: F811
    app = f"?botDelay=0&debug=1&relay={relay}&declineDelay={DECLINE_MS}"
    host, host_rec = recorded(browser, base_url)
    guest, guest_rec = recorded(browser, base_url)
    host.goto(base_url + app)
    guest.goto(base_url + app)
    invite = host_table(host, host_rec, "red-cliffs", [
        ("Hana", "human"), ("Seat 2", "remote"), ("Robbie", "bot:simple"), ("Marvin", "bot:simple")],
        lambda page: page.select_option("#option-team_size", "1"))
    join(guest, guest_rec, invite, "Gus")
    host.wait_for_function("!document.querySelector('#table').hidden && window.__cardtable.view",
                           timeout=30_000)
    assert guest.evaluate("window.__cardtable.seat") == 1

    claimed = sure = False
    claiming = None  # the move count when Gus's claim went in, until its window is settled
    seen = None  # when the guest's sure-decline prompt showed, until it answered itself
    deadline = time.monotonic() + TIMEOUT_S
    while not (claimed and sure):
        assert time.monotonic() < deadline, f"claimed={claimed} sure={sure}"
        host_look, guest_look = host.evaluate(LOOK), guest.evaluate(LOOK)
        assert "over" not in (host_look, guest_look), "the match ended first"
        for page, look in ((host, host_look), (guest, guest_look)):
            if look == "round":
                page.click("#round-continue")
        if claiming is not None and guest.evaluate(SETTLED, claiming):
            # Gus's sealed claim went in; either it was the first in RC-10's order and
            # the log says so on both devices, or an earlier claim won.
            claimed, claiming = bool(guest.evaluate(GUS_CLAIMED)), None
            if claimed:
                host.wait_for_function(GUS_CLAIMED, timeout=20_000)
        if seen is not None and not asked(guest):
            waited = time.monotonic() - seen
            assert waited > 0.4, waited  # answered by itself, after a delay, with no click
            sure, seen = True, None
        if guest_look == "can-claim" and not claimed and claiming is None:
            count = guest.evaluate("window.__cardtable.view.move_count")
            if press(guest, "Claim:"):
                claiming = count
            # else the table was redrawn between the look and the press: look again
        elif guest_look == "sure" and not sure and seen is None:
            note = guest.evaluate("document.querySelector('#moves .sure-decline-text')?.textContent ?? null")
            if note is None:
                continue  # answered itself between the two looks: wait for the next one
            seen = time.monotonic()
            assert note == "You cannot claim now: this answers itself in a moment."
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            for width in (1280, 375):
                guest.set_viewport_size({"width": width, "height": 900})
                guest.screenshot(path=str(ARTIFACTS / f"guest-sure-decline-{width}.png"), full_page=True)
            guest.set_viewport_size({"width": 1280, "height": 720})
        elif guest_look in ("mine", "can-claim") and seen is None:
            press(guest, "Pass", "Do not claim", "")
        if host_look in ("mine", "can-claim", "sure"):
            press(host, "Pass", "Do not claim", "")
        time.sleep(0.05)
    logs = guest.locator("#log li").all_inner_texts()
    assert not any("not claim" in text or "declin" in text for text in logs)
    for rec in (host_rec, guest_rec):
        rec.console_errors = [e for e in rec.console_errors
                              if not ("Trystero peer error" in e and "Close called" in e)]
        rec.assert_no_console_errors()
        rec.assert_same_origin()
    for page in (host, guest):
        page.context.close()
