"""Pure mission arithmetic: open icons, where a travel card may go, the wild card's
re-assignment (RD-6) and whether a travel is a mission's last needed card (RD-8)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .cards import KIND, icon, ribbon

Mission = dict[str, Any]


def open_icons(mission: Mission) -> list[str]:
    """The icons of the ribbon no travel fills yet (a multiset, ribbon order)."""
    filled = Counter(entry[2] for entry in mission["travels"])
    left = []
    for needed in ribbon(mission["card"]):
        if filled[needed]:
            filled[needed] -= 1
        else:
            left.append(needed)
    return left


def is_full(mission: Mission) -> bool:
    """Every icon of the ribbon is filled (the mission scores once the chain resolves)."""
    return not open_icons(mission)


def placements(mission: Mission, card: str) -> list[tuple[str, str | None]]:
    """Where ``card`` may go on ``mission``: (icon it fills, icon a wild moves to or None).

    A wild fills any open icon (RD-6). A real travel (or Holly) fills its open icon; if
    its icon is filled only by a wild, it takes the wild's place and the wild is
    re-assigned to one of the open icons (RD-6), which the real card's player names
    (RD-G9)."""
    open_now = open_icons(mission)
    distinct = list(dict.fromkeys(open_now))
    if KIND[card] == "wild":
        return [(needed, None) for needed in distinct]
    own = icon(card)
    if own in open_now:
        return [(own, None)]
    wild_there = any(KIND[entry[0]] == "wild" and entry[2] == own
                     for entry in mission["travels"])
    if wild_there and distinct:
        return [(own, other) for other in distinct]
    return []


def place(mission: Mission, card: str, seat: int, filled: str, rewild: str | None) -> None:
    """Put ``card`` on ``mission`` filling ``filled``; re-assign a wild if asked."""
    if rewild is not None:
        for entry in mission["travels"]:
            if KIND[entry[0]] == "wild" and entry[2] == filled:
                entry[2] = rewild
                break
    mission["travels"].append([card, seat, filled])


def travels_of(mission: Mission, seat: int) -> list[str]:
    """The travel cards ``seat`` put on ``mission`` (RD-3)."""
    return [entry[0] for entry in mission["travels"] if entry[1] == seat]
