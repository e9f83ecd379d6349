"""Small English helpers shared by the games' labels and log lines."""

from __future__ import annotations

import re
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


def plural(count: int, word: str, many: str | None = None) -> str:
    """``1 card``, ``3 cards`` (``many``: the plural when it is not ``word`` + s)."""
    return f"{count} {word if count == 1 else many or word + 's'}"


def verb_then(verb: str, name: str, instead: str) -> str:
    """``verb name``, or ``instead name`` when the name begins with the verb itself
    ("Play Play Risk" reads as a slip: "Put Play Risk")."""
    first = re.split(r"[^A-Za-z]", name, maxsplit=1)[0]
    return f"{instead if first.lower() == verb.lower() else verb} {name}"
