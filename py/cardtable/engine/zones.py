"""Zones: ordered places that hold card instances and know who may see them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Visibility = Literal["public", "owner", "hidden"]

ALL_SEATS = -1
"""Bit mask meaning "every seat and spectators"."""


@dataclass
class Zone:
    """An ordered pile of card instance ids; index -1 is the top.

    ``visibility`` says who sees the cards' faces: everyone (``public``), only
    ``owner`` (a hand), or nobody (``hidden``: a face-down pack). Everyone may
    always see how many cards a zone holds.
    """

    name: str
    visibility: Visibility
    owner: int | None = None
    cards: list[str] = field(default_factory=list)

    seen_by: int = field(init=False)
    """Bit mask of seats that see this zone's cards (``ALL_SEATS`` if public)."""

    def __post_init__(self) -> None:
        assert self.visibility != "owner" or self.owner is not None, self.name
        if self.visibility == "public":
            self.seen_by = ALL_SEATS
        else:
            self.seen_by = 1 << self.owner if self.owner is not None \
                and self.visibility == "owner" else 0

    def visible_to(self, seat: int | None) -> bool:
        """True when ``seat`` (None: a spectator) may see this zone's card faces."""
        if self.visibility == "public":
            return True
        return self.visibility == "owner" and seat is not None and seat == self.owner

    def copy(self) -> Zone:
        """The same zone with its own list of the same cards (a state's clone: made
        without ``__init__``'s checks, which this zone passed)."""
        twin = object.__new__(Zone)
        twin.__dict__.update(self.__dict__)
        twin.__dict__["cards"] = list(self.cards)
        return twin

    def __setattr__(self, name: str, value: object) -> None:
        if name in ("visibility", "owner", "seen_by") and name in self.__dict__:
            raise AttributeError(f"zone {self.name!r}: who sees a zone never changes silently "
                                 "(move its cards to another zone instead)")
        super().__setattr__(name, value)


def mask_allows(mask: int, seat: int | None) -> bool:
    """True when a visibility bit mask lets ``seat`` (None: spectator) see."""
    if mask == ALL_SEATS:
        return True
    return seat is not None and bool(mask >> seat & 1)
