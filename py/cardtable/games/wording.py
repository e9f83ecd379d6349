"""Small English helpers shared by the games' labels and log lines."""

from __future__ import annotations

from collections.abc import Sequence

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight",
                "nine", "ten", "eleven", "twelve")


def and_list(items: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def number_word(count: int) -> str:
    """A small count in words (``five``), larger ones in digits."""
    return NUMBER_WORDS[count] if 0 <= count < len(NUMBER_WORDS) else str(count)


def seats_text(seats: Sequence[int]) -> str:
    """Seat name placeholders as an English list: ``{0}, {1} and {2}``."""
    return and_list([f"{{{seat}}}" for seat in seats])
