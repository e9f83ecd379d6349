"""Measuring JSON before parsing it (cardtable.safejson): exact depth, linear time, limits."""

from __future__ import annotations

import json
import random
import time
from typing import Any

import pytest

from cardtable import safejson

TRICKY_STRINGS = ["", "[", "]]]", "{[", '"', '\\"[', "\\", "\\\\", "a\\\\\"b[", "\u2028{", "é[x]"]


def random_value(rng: random.Random, depth: int = 0) -> Any:
    roll = rng.random()
    if depth > 6 or roll < 0.35:
        return rng.choice([None, True, 0, -3, 2.5, rng.choice(TRICKY_STRINGS), "x" * rng.randrange(4)])
    if roll < 0.7:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(TRICKY_STRINGS) + str(i): random_value(rng, depth + 1) for i in range(rng.randrange(4))}


def depth_of(value: Any) -> int:
    if isinstance(value, list):
        return 1 + max(map(depth_of, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(depth_of, value.values()), default=0)
    return 0


def test_nesting_is_the_true_depth_of_any_json() -> None:
    rng = random.Random(9)
    for _ in range(3000):
        value = random_value(rng)
        for text in (json.dumps(value), json.dumps(value, indent=1, ensure_ascii=False)):
            assert safejson.nesting(text) == depth_of(value), text
            assert safejson.loads(text, max_size=10**6) == value


@pytest.mark.parametrize("text,depth", [
    ('"[[[[', 0),  # an unterminated string: nothing after it nests
    ('["\\"[[", [', 2),  # an escaped quote does not end the string
    ('["\\\\", [[', 3),  # an escaped backslash does
    ("]]][[", 2),  # stray closers do not hide what follows
    ("[" * 40 + "\\", 40),
])
def test_nesting_of_damaged_text_is_never_less_than_what_a_parser_reaches(text: str, depth: int) -> None:
    assert safejson.nesting(text) >= depth


HOSTILE: dict[str, Any] = {  # a hostile text of about `n` characters
    "brackets": lambda n: "[" * n,
    "escaped-quotes": lambda n: '"' + '\\"' * (n // 2),
    "unterminated-string": lambda n: '"a"' * (n // 4) + '"' + "[" * (n // 10),
    "escaped-backslashes": lambda n: '["' + "\\\\" * (n // 2) + '"]',
}


def cpu_seconds(text: str) -> float:
    """The least CPU time (not wall-clock: the machine may be busy) `nesting` took, of two."""
    times = []
    for _ in range(2):
        started = time.process_time()
        safejson.nesting(text)
        times.append(time.process_time() - started)
    return min(times)


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_hostile_megabytes_are_measured_in_linear_time(kind: str) -> None:
    """Three times the text costs about three times as much (quadratic would be nine):
    one megabyte against three of each hostile shape (smaller texts fit the CPU's caches)."""
    small, large = (cpu_seconds(HOSTILE[kind](n)) for n in (1_000_000, 3_000_000))
    assert large < 6 * max(small, 0.005), (small, large)


def test_loads_refuses_before_parsing() -> None:
    with pytest.raises(safejson.UnsafeJSON, match="too large"):
        safejson.loads("[1, 2]", max_size=5)
    with pytest.raises(safejson.UnsafeJSON, match="nested too deeply"):
        safejson.loads("[" * 33 + "]" * 33, max_size=100)
    assert safejson.loads("[" * 32 + "]" * 32, max_size=100) is not None
    with pytest.raises(safejson.UnsafeJSON, match="not text"):
        safejson.loads(b"[]", max_size=100)
    for text in ("NaN", "[Infinity]", "-Infinity", "1" * 5000, "[1,", ""):
        with pytest.raises(ValueError):
            safejson.loads(text, max_size=10_000)
