"""Waiting on pages by progress, never by a total-time budget (the guide: no test may
depend on how busy the machine is).

A loop that drives a match calls ``Progress.check`` once a turn with what shows that
the match moves on (move counts, phases seen, checks done). The loop fails only when
nothing changed for ``STALL_S`` seconds: a real hang, not a slow machine. A single wait
for one state change uses ``STEP_MS`` as its limit.
"""

from __future__ import annotations

import time

from playwright.sync_api import Page

STALL_S = 120.0  # no progress for this long: the page hangs
STEP_MS = 120_000  # one wait for one state change (Playwright's timeout, in ms)
# A loop over several pages that found nothing to do looks again after this long. Each look
# is a round trip to every page (about 3 ms of CPU under load: Python, Playwright's driver,
# Chromium); looking every 20 ms spent about half a core on looking alone.
POLL_S = 0.1


class Progress:
    """Fails a loop that stopped making progress (see the module's doc)."""

    def __init__(self, what: str, stall_s: float = STALL_S) -> None:
        self.what = what
        self.stall_s = stall_s
        self.marks = ""
        self.since = time.monotonic()

    def check(self, *marks: object) -> None:
        """``marks``: what shows progress now; raises AssertionError after a stall."""
        now, key = time.monotonic(), repr(marks)  # a copy: the marks may be mutated later
        if key != self.marks:
            self.marks, self.since = key, now
            return
        assert now - self.since < self.stall_s, \
            f"{self.what}: no progress for {self.stall_s:.0f} s (stuck at {marks})"


# What shows that a page moves on: its view's move count and the dialog or screen it shows.
MARKS = """() => [window.__cardtable?.view?.move_count ?? -1,
  Boolean(document.querySelector('#round-end')?.open), document.querySelector('#handover')?.hidden ?? null,
  document.querySelector('#match-end')?.hidden ?? null]"""


def marks(*pages: Page) -> list[object]:
    """MARKS of each page, for ``Progress.check``."""
    return [page.evaluate(MARKS) for page in pages]
