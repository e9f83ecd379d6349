"""Choose-k moves: "choose k of these n cards" as one legal-move template.

Listing every combination explodes (8 cards to discard down to 7 is fine, 3 of 9 to
pass is 84, a hand of 12 down to 7 is 792) and a sequence of single picks cannot be
changed before it counts. So ``legal_moves`` lists one *template* whose choice field
holds ``{"choose": {"from": [...], "min": k, "max": k}}``; a move matches it when that
field is a list of distinct options of an allowed size and every other field is equal.
``Match.play`` checks it here, at one place; the UI shows it as pick-and-confirm (the
player may change the picks until they confirm); bots expand it to concrete moves.

Example: ``{"type": "discard", "cards": {"choose": {"from": ["a#1", "b#1", "c#1"],
"min": 1, "max": 1}}}`` matches ``{"type": "discard", "cards": ["b#1"]}``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence
from typing import Any

Move = dict[str, Any]
CHOOSE = "choose"


def choice(options: Sequence[str], low: int,
           high: int | None = None) -> dict[str, Any] | list[str]:
    """The value of a template's choice field: from ``low`` to ``high`` (default
    ``low``) distinct items of ``options``. When only one pick is possible (all of
    them), the pick itself: the move is concrete, one button rather than a choice."""
    high = low if high is None else high
    assert 0 <= low <= high <= len(options), (low, high, len(options))
    if low == len(options):
        return list(options)
    return {CHOOSE: {"from": list(options), "min": low, "max": high}}


def choice_field(move: Move) -> str | None:
    """The name of the move's choice field, or None for a concrete move."""
    for key, value in move.items():
        if isinstance(value, dict) and CHOOSE in value:
            return key
    return None


def spec(template: Move, field: str) -> tuple[list[str], int, int]:
    """(options, min, max) of a template's choice field."""
    inner = template[field][CHOOSE]
    return list(inner["from"]), int(inner["min"]), int(inner["max"])


def matches(template: Move, move: Any) -> bool:
    """True when ``move`` is one of the concrete moves ``template`` stands for."""
    field = choice_field(template)
    if field is None or not isinstance(move, dict) or move.keys() != template.keys():
        return False
    if any(move[key] != value for key, value in template.items() if key != field):
        return False
    picked = move[field]
    options, low, high = spec(template, field)
    return (isinstance(picked, list) and low <= len(picked) <= high
            and all(isinstance(item, str) for item in picked)
            and len(set(picked)) == len(picked) and set(picked) <= set(options))


def canonical(template: Move, move: Move) -> Move:
    """``move`` with its picks in the template's option order (one spelling per move)."""
    field = choice_field(template)
    assert field is not None
    order = {option: index for index, option in enumerate(spec(template, field)[0])}
    return {**move, field: sorted(move[field], key=order.__getitem__)}


def random_instance(template: Move, rng: random.Random) -> Move:
    """A uniformly sized, uniformly drawn concrete move of ``template``."""
    field = choice_field(template)
    assert field is not None
    options, low, high = spec(template, field)
    count = rng.randint(low, high)
    picked = rng.sample(options, count)
    return canonical(template, {**template, field: picked})


def instances(template: Move) -> Iterator[Move]:
    """Every concrete move of ``template`` (beware: combinatorial)."""
    field = choice_field(template)
    assert field is not None
    options, low, high = spec(template, field)
    for count in range(low, high + 1):
        for picked in itertools.combinations(options, count):
            yield {**template, field: list(picked)}


def expand(legal: Sequence[Move], rng: random.Random, *, limit: int = 24) -> list[Move]:
    """Concrete moves for bots: templates become all their instances when there are at
    most ``limit``, else ``limit`` distinct random ones; concrete moves stay."""
    out: list[Move] = []
    for move in legal:
        if choice_field(move) is None:
            out.append(move)
            continue
        every = list(itertools.islice(instances(move), limit + 1))
        if len(every) <= limit:
            out.extend(every)
            continue
        seen: set[str] = set()
        while len(seen) < limit:
            picked = random_instance(move, rng)
            key = repr(picked)
            if key not in seen:
                seen.add(key)
                out.append(picked)
    return out
