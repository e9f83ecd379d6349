"""The mutable state every game builds on: zones, the seeded RNG and the event log."""

from __future__ import annotations

import copy
import random
from typing import Any

from .zones import ALL_SEATS, Visibility, Zone, mask_allows

Event = dict[str, Any]


class State:
    """One match's mutable state. Games subclass it to add their own fields.

    Cards only ever move between zones through :meth:`move`, so each move is
    logged with who could see the card, and views can redact it.
    """

    def __init__(self, players: int, rng: random.Random) -> None:
        self.players = players
        self.rng = rng
        self.zones: dict[str, Zone] = {}
        self.log: list[tuple[int, Event]] = []

    # -- zones -------------------------------------------------------------
    def add_zone(self, name: str, visibility: Visibility, owner: int | None = None) -> Zone:
        """Create an empty zone; names are unique."""
        assert name not in self.zones, name
        zone = Zone(name, visibility, owner)
        self.zones[name] = zone
        return zone

    def move(self, card: str, src: str, dst: str, event: Event | None = None,
             *, index: int | None = None) -> None:
        """Move ``card`` from zone ``src`` to the top of ``dst`` (or at ``index``).

        With ``event``, log it; its ``card`` field is seen by whoever sees the
        card in ``src`` or in ``dst``.
        """
        self.transfer(card, self.zones[src], self.zones[dst], event, index=index)

    def transfer(self, card: str, source: Zone, target: Zone, event: Event | None = None,
                 *, index: int | None = None) -> None:
        """:meth:`move` between zone objects (the fast path for hot game code)."""
        source.cards.remove(card)
        if index is None:
            target.cards.append(card)
        else:
            target.cards.insert(index, card)
        if event is not None:
            self.log.append((source.seen_by | target.seen_by, event))

    def emit(self, event: Event, mask: int = ALL_SEATS) -> None:
        """Log an event whose card fields only ``mask`` may see."""
        self.log.append((mask, event))

    def shuffle(self, name: str) -> None:
        """Shuffle a zone with the match's own RNG."""
        self.rng.shuffle(self.zones[name].cards)

    def all_cards(self) -> list[str]:
        """Every card instance in every zone (for conservation checks)."""
        return [card for zone in self.zones.values() for card in zone.cards]

    # -- hidden information -----------------------------------------------
    def redacted_log(self, seat: int | None, since: int = 0) -> list[Event]:
        """The event log (from index ``since``) with every card ``seat`` did not see blanked."""
        log = self.log if since == 0 else self.log[since:]
        return [event if mask_allows(mask, seat) else redact(event) for mask, event in log]

    def clone(self) -> State:
        """A deep copy with the same RNG state but an empty log (for look-ahead)."""
        memo: dict[int, Any] = {}
        for zone in self.zones.values():
            memo[id(zone)] = Zone(zone.name, zone.visibility, zone.owner, list(zone.cards))
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        memo[id(self.rng)] = rng
        memo[id(self.log)] = []
        clone = copy.copy(self)
        clone.__dict__ = copy.deepcopy(self.__dict__, memo)
        return clone

    def determinized(self, seat: int | None, rng: random.Random) -> State:
        """A copy in which every card ``seat`` cannot see is re-dealt at random.

        Zone sizes are kept; the log is dropped. A view computed for ``seat``
        from the copy must equal the view from the original.
        """
        clone = self.clone()
        clone.rng = random.Random(rng.getrandbits(64))
        hidden = [zone for zone in clone.zones.values() if not zone.visible_to(seat)]
        pool = [card for zone in hidden for card in zone.cards]
        rng.shuffle(pool)
        for zone in hidden:
            count = len(zone.cards)
            zone.cards, pool = pool[:count], pool[count:]
        return clone


def redact(event: Event) -> Event:
    """A copy of ``event`` with its card faces hidden."""
    hidden = dict(event)
    if "card" in hidden:
        hidden["card"] = None
    if "cards" in hidden:
        hidden["cards"] = [None] * len(hidden["cards"])
    return hidden
