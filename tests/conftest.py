"""Shared test set-up: make ``py/`` importable without installing, and the ``slow`` marker.

``slow`` marks a test that covers no rule another test does not also cover (another seed,
another whole match of a game already played through): ``CARDTABLE_SWEEP=full`` or ``-m
slow`` (or any ``-m`` naming it) runs it, the default run leaves it out (docs/testing.md).
"""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

FULL = os.environ.get("CARDTABLE_SWEEP") == "full"  # as tests/engine/sweep.py


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "slow: a redundant whole-match play or sweep; run by CARDTABLE_SWEEP=full or -m slow")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Leave the ``slow`` tests out unless the run asks for them (see the module's doc)."""
    if FULL or "slow" in (config.getoption("markexpr", "") or ""):
        return
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if item.get_closest_marker("slow") is None]
