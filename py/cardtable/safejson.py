"""JSON from outside, parsed only once its size and nesting are known to be safe.

``json.loads`` recurses once per nesting level. In CPython a few thousand levels raise
``RecursionError``; under Pyodide they overflow the JavaScript stack first, a fatal
error that stops the engine. So every text that comes from outside (bridge requests,
peer messages, saved games) is measured here, in one linear pass that never recurses,
before ``json.loads`` sees it.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

MAX_DEPTH = 32
"""Nesting the engine's own data never comes near (a host snapshot in a request: ~9)."""

# A string token, escapes included; an unterminated one runs to the end of the text.
# Every branch consumes different characters, so the pattern never backtracks.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class UnsafeJSON(ValueError):
    """A text too large or too deeply nested to parse safely."""


def nesting(text: str) -> int:
    """How deep ``[``/``{`` nest outside strings: at least what ``json.loads`` would reach."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    # A stray closer never lowers the count below zero, so it hides nothing after it.
    return max(accumulate(map(_STEP.__getitem__, brackets), _deeper, initial=0))


def _deeper(depth: int, step: int) -> int:
    return depth + step if depth + step > 0 else 0


def loads(text: Any, *, max_size: int, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads`` of a string of at most ``max_size`` characters nested at most ``max_depth``.

    Raises ``UnsafeJSON`` (a ``ValueError``) before parsing anything larger or deeper,
    and ``ValueError`` for text that is not JSON.
    """
    if not isinstance(text, str):
        raise UnsafeJSON("The data is not text.")
    if len(text) > max_size:
        raise UnsafeJSON(f"The data is too large ({len(text)} characters, at most {max_size}).")
    if nesting(text) > max_depth:
        raise UnsafeJSON(f"The data is nested too deeply (more than {max_depth} levels).")
    return json.loads(text, parse_constant=_no_constant)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON.")
