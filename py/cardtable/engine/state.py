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
        self.known: dict[str, int] = {}
        """Per card, the seats (bit mask) that know which zone it is in and where,
        from having seen it arrive; a shuffle forgets. Absent means nobody tracks it."""
        self.flows: list[tuple[int, int]] | None = None
        """While a match records a move's facts (``Match.play``): for every card moved
        or named in an event, (who saw it before, who sees it now) as bit masks."""

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
        mask = source.seen_by | target.seen_by
        self.known[card] = mask
        if self.flows is not None:
            self.flows.append((source.seen_by, target.seen_by))
        if event is not None:
            self.log.append((mask, event))

    def emit(self, event: Event, mask: int = ALL_SEATS) -> None:
        """Log an event whose card fields only ``mask`` may see."""
        self.log.append((mask, event))
        if self.flows is not None:
            shown = [event.get("card"), *(event.get("cards") or ())]
            self.flows.extend((self.known.get(card, 0), mask)
                              for card in shown if isinstance(card, str))

    def shuffle(self, name: str) -> None:
        """Shuffle a zone with the match's own RNG; nobody knows its order any more."""
        zone = self.zones[name]
        self.rng.shuffle(zone.cards)
        for card in zone.cards:
            self.known[card] = zone.seen_by

    def forget_private(self, seat: int | None) -> None:
        """Drop decisions ``seat`` cannot know (e.g. other seats' sealed answers in a
        window); called on the copy :meth:`determinized` makes. Games with such
        decisions override it."""

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
        """A copy in which every card ``seat`` cannot see, and has not seen arrive where
        it is, is re-dealt at random among the places it cannot see.

        Zone sizes are kept; the log is dropped. The result depends only on what
        ``seat`` knows (the pool is sorted before shuffling), so a search bot that
        samples worlds this way cannot peek, and a view of the copy must equal
        the view of the original.
        """
        clone = self.clone()
        clone.rng = random.Random(rng.getrandbits(64))
        clone.forget_private(seat)
        bit = ALL_SEATS if seat is None else 1 << seat
        hidden = [zone for zone in clone.zones.values() if not zone.visible_to(seat)]

        def pinned(card: str) -> bool:
            mask = self.known.get(card, 0)
            return mask == ALL_SEATS or (seat is not None and bool(mask & bit))

        pool = sorted(card for zone in hidden for card in zone.cards if not pinned(card))
        rng.shuffle(pool)
        for zone in hidden:
            zone.cards = [card if pinned(card) else pool.pop() for card in zone.cards]
        assert not pool
        return clone


def redact(event: Event) -> Event:
    """A copy of ``event`` with its card faces hidden."""
    hidden = dict(event)
    if "card" in hidden:
        hidden["card"] = None
    if "cards" in hidden:
        hidden["cards"] = [None] * len(hidden["cards"])
    return hidden
