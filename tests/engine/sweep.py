"""How many seeds the random sweeps run: a sample by default (the suite stays under
ten minutes on two cores), every seed with ``CARDTABLE_SWEEP=full`` (the figures the
issues report, e.g. 0 refusals over 200 matches of every variant)."""

from __future__ import annotations

import os

FULL = os.environ.get("CARDTABLE_SWEEP") == "full"


def seeds(default: int, full: int) -> int:
    """The number of seeds to run: ``full`` in a full sweep, else ``default``."""
    return full if FULL else default
