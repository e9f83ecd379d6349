"""Pending decisions as plain-data frames on a stack.

A frame says who decides now (``seats``), what kind of decision it is (``kind``: the
game's handler for it) and the decision's own data. The rules push a frame when a
decision becomes due and pop it when it is made; ``to_move`` and ``legal_moves`` read
the top frame. Frames are immutable values (their ``data`` is never changed in place:
``with_data`` makes a new frame), so a state's clone copies the stack as a list.

Example, Red Cliffs laying out a set: the turn's ``act`` frame is below; making a set
pushes ``place`` then ``keep`` (top). Keeping a card pops ``keep``; a Light-blue angel
pushes ``return`` above ``place``; placing pops ``place`` and the turn's ``act`` frame
is on top again, with one action less.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

EMPTY: Mapping[str, Any] = MappingProxyType({})


def freeze(value: Any) -> Any:
    """An immutable copy of plain data: lists become tuples, dicts read-only mappings."""
    if isinstance(value, (list, tuple)):
        return tuple(freeze(item) for item in value)
    if isinstance(value, (dict, MappingProxyType)):
        return MappingProxyType({key: freeze(item) for key, item in value.items()})
    return value


def thaw(value: Any) -> Any:
    """Plain JSON-able data from frozen data (tuples become lists, mappings dicts)."""
    if isinstance(value, (list, tuple)):
        return [thaw(item) for item in value]
    if isinstance(value, (dict, MappingProxyType)):
        return {key: thaw(item) for key, item in value.items()}
    return value


@dataclass(frozen=True, slots=True)
class Frame:
    """One pending decision: its kind, the seats who decide, its data (read-only)."""

    kind: str
    seats: tuple[int, ...]
    data: Mapping[str, Any] = field(default_factory=lambda: EMPTY)

    def with_data(self, **changes: Any) -> Frame:
        """This frame with some data fields replaced (only the new values are frozen:
        the others are already)."""
        fresh = {key: freeze(value) for key, value in changes.items()}
        return Frame(self.kind, self.seats, MappingProxyType({**self.data, **fresh}))

    def with_seats(self, seats: Iterable[int]) -> Frame:
        """This frame asking other seats."""
        return Frame(self.kind, tuple(seats), self.data)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def __copy__(self) -> Frame:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Frame:
        return self  # immutable: clones share it

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as plain data (a read-only mapping does not pickle; a host session
        pickles its match, stack included)."""
        return (unpickled, (self.kind, self.seats, thaw(self.data)))

    def to_json(self) -> dict[str, Any]:
        """Plain data (for tests and debugging; views show only a frame's public part)."""
        return {"kind": self.kind, "seats": list(self.seats), "data": thaw(self.data)}


def unpickled(kind: str, seats: tuple[int, ...], data: dict[str, Any]) -> Frame:
    """A frame from its pickled plain data (see ``Frame.__reduce__``)."""
    return Frame(kind, seats, freeze(data) if data else EMPTY)


def frame(kind: str, seats: Iterable[int] | int, **data: Any) -> Frame:
    """A new frame: ``frame("keep", 2, set_by="claim")``."""
    who = (seats,) if isinstance(seats, int) else tuple(seats)
    return Frame(kind, who, freeze(data) if data else EMPTY)
