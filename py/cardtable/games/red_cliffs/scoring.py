"""The Battle of Red Cliffs: scoring a prize set (RC-17), as pure functions.

A prize is a ``(colour, value)`` pair: colour one of :data:`COLOURS`, value an int
0–9, ``"angel"`` (all angels alike) or ``None`` (a Joker: black, no value). The four
categories score independently; within one, groups never share a card and the best
split counts. Groups larger than the biggest row of a table score as that row, so a
group of 7 is no better than a group of 6 with one card left out: every search
below only tries group sizes up to 6.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from functools import lru_cache

Value = int | str | None
Prize = tuple[str, Value]

COLOURS = ("red", "blue", "green", "white", "black")
SAME_VALUE: dict[int, int] = {2: 2, 3: 5, 4: 10, 5: 16, 6: 25}
PLAIN_COLOUR: dict[int, int] = {3: 2, 4: 4, 5: 7, 6: 12}
ONE_COLOUR: dict[str, dict[int, int]] = {
    "red": PLAIN_COLOUR, "blue": PLAIN_COLOUR, "green": PLAIN_COLOUR,
    "white": {3: 3, 4: 6, 5: 10, 6: 16},
    "black": {3: 5, 4: 10, 5: 16, 6: 25},
}
MIXED_COLOURS: dict[int, int] = {4: 3, 5: 6}
SEQUENCE: dict[int, int] = {4: 4, 5: 7, 6: 12}
CATEGORIES = ("same", "colour", "mixed", "sequence")


def table_points(table: Mapping[int, int], size: int) -> int:
    """Points of one group of ``size`` cards under ``table`` (past the end: as the last row)."""
    if size <= 0:
        return 0
    return table.get(min(size, max(table)), 0)


@lru_cache(maxsize=None)
def _best_split(table: tuple[tuple[int, int], ...], count: int) -> int:
    """The best total from splitting ``count`` like cards into groups scored by ``table``."""
    best = [0] * (count + 1)
    for n in range(1, count + 1):
        best[n] = best[n - 1]  # one card left out of every group
        for size, points in table:
            if size <= n:
                best[n] = max(best[n], points + best[n - size])
    return best[count]


def best_split(table: Mapping[int, int], count: int) -> int:
    """The best split of ``count`` interchangeable cards into groups scored by ``table``."""
    return _best_split(tuple(sorted(table.items())), count)


def mixed_colours(counts: Mapping[str, int]) -> int:
    """Best disjoint groups of 4 or 5 cards, each of different colours (5 colours exist)."""
    base = [counts.get(colour, 0) for colour in COLOURS]
    best = 0
    for fives in range(min(base) + 1):
        rest = [count - fives for count in base]
        fours = 0
        # k groups of four distinct colours fit iff sum(min(count, k)) >= 4k.
        while sum(min(count, fours + 1) for count in rest) >= 4 * (fours + 1):
            fours += 1
        best = max(best, fives * MIXED_COLOURS[5] + fours * MIXED_COLOURS[4])
    return best


@lru_cache(maxsize=1 << 16)
def sequences(counts: tuple[int, ...]) -> int:
    """Best disjoint runs of consecutive values, ``counts[v]`` cards of value ``v``.

    The lowest card left is either left out or starts a run of 4, 5 or 6 there.
    """
    low = next((v for v, count in enumerate(counts) if count), None)
    if low is None:
        return 0
    rest = list(counts)
    rest[low] -= 1
    best = sequences(tuple(rest))
    rest[low] += 1
    length = 0
    while length < max(SEQUENCE) and low + length < len(counts) and counts[low + length]:
        rest[low + length] -= 1
        length += 1
        if length in SEQUENCE:
            best = max(best, SEQUENCE[length] + sequences(tuple(rest)))
    return best


def score_breakdown(prizes: Iterable[Prize]) -> dict[str, int]:
    """Points per category and ``"total"`` for a prize set (RC-17)."""
    cards = list(prizes)
    values = Counter(value for _, value in cards if value is not None)
    colours = Counter(colour for colour, _ in cards)
    counts = [0] * 10
    for _, value in cards:
        if isinstance(value, int):
            counts[value] += 1
    result = {
        "same": sum(best_split(SAME_VALUE, n) for n in values.values()),
        "colour": sum(best_split(ONE_COLOUR[colour], n) for colour, n in colours.items()),
        "mixed": mixed_colours(colours),
        "sequence": sequences(tuple(counts)),
    }
    result["total"] = sum(result.values())
    return result


def score(prizes: Iterable[Prize]) -> int:
    """Total points of a prize set (RC-17)."""
    return score_breakdown(prizes)["total"]
