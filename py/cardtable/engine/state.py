"""The mutable state every game builds on: zones, knowledge, the decision stack, the
clock, the seeded RNG and the event log."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any, Protocol, Self, TypeVar

from .frames import Frame
from .zones import ALL_SEATS, Visibility, Zone, mask_allows

Event = dict[str, Any]
T = TypeVar("T")


class Oracle(Protocol):
    """Fair play's source of shuffles (``fairplay/world.py``): the zone's cards in their
    new order, as this device may know them (placeholders for the cards it may not)."""

    def shuffled(self, state: State, zone: Zone) -> list[str]:
        """The cards of ``zone`` after every device has shuffled them."""
        ...

    def reveal(self, state: State, card: str, seats: int) -> str:
        """``card`` is about to be known by ``seats`` (a bit mask): its name on this
        device (the placeholder opened when this device's seat is among them)."""
        ...

    def fact(self, state: State, card: str, seats: int, read: Callable[[str], T]) -> T:
        """``read`` of a card that ``seats`` see now (see :meth:`State.fact`)."""
        ...

    def current(self, event: Event) -> Event:
        """``event`` with every placeholder opened since a rule took it by its name."""
        ...
WORLD_TRIES = 50
"""Re-deals tried before ``determinized`` settles for one its game calls impossible."""


class State:
    """One match's mutable state. Games subclass it to add their own fields.

    Cards only ever move between zones through :meth:`move`, so each move is
    logged with who could see the card, and views can redact it.
    """

    oracle: Oracle | None = None
    """Fair play's oracle (set per match in ``__init__``); None here too, so a state made
    before it existed (a pickle) reads as an ordinary match."""

    def __init__(self, players: int, rng: random.Random) -> None:
        self.players = players
        self.rng = rng
        self.zones: dict[str, Zone] = {}
        self.log: list[tuple[int, Event]] = []
        self.known: dict[str, int] = {}
        """Knowledge per card: the seats (bit mask) that know this card is where it is —
        those who saw it arrive (who see its source or its target zone) and those it was
        shown to. A shuffle forgets; a move makes it what the move showed. Views, log
        masks and re-deals for bots all read it. Absent means nobody tracks it."""
        self.stack: list[Frame] = []
        """Pending decisions, newest last (see ``frames.py``); empty once the match ends."""
        self.clock = 0
        """A counter that only grows (and survives clones): orders "the later card wins"."""
        self.arrival: dict[str, int] = {}
        """Per card, the clock when it last moved (e.g. drawn after a window opened)."""
        self.oracle = getattr(rng, "oracle", None)
        """Fair play across devices (``fairplay/world.py``): where shuffles come from (every
        device shuffles; the match RNG does not). None in every other match."""
        self.flows: list[tuple[int, int]] | None = None
        """While a match records a move's facts (``Match.play``): for every card moved
        or named in an event, (who saw it before, who sees it now) as bit masks."""

    # -- decisions ---------------------------------------------------------
    def push(self, frame: Frame) -> None:
        """A decision becomes due (it is decided before those below it)."""
        self.stack.append(frame)

    def pop(self) -> Frame:
        """The top decision is made: remove and return it."""
        return self.stack.pop()

    @property
    def top(self) -> Frame | None:
        """The decision due now, or None once the match is over."""
        return self.stack[-1] if self.stack else None

    def tick(self) -> int:
        """Advance the clock; returns the new time."""
        self.clock += 1
        return self.clock

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
        if self.oracle is not None:
            named = self.oracle.reveal(self, card, source.seen_by | target.seen_by)
            if named != card and event is not None:
                event = {key: named if value == card else value for key, value in event.items()}
            card = named
        source.cards.remove(card)
        if index is None:
            target.cards.append(card)
        else:
            target.cards.insert(index, card)
        mask = source.seen_by | target.seen_by
        self.known[card] = mask
        if source.visibility == "owner" and mask != ALL_SEATS and source.cards:
            self.blur(source, mask)
        self.clock += 1
        self.arrival[card] = self.clock
        if self.flows is not None:
            self.flows.append((source.seen_by, target.seen_by))
        if event is not None:
            self.log_event(mask, event)

    def show(self, card: str, seats: int, event: Event | None = None) -> None:
        """Show ``card`` where it lies to ``seats`` (a bit mask): they know it until it
        moves out of their sight or is shuffled. ``event`` is logged for them only."""
        if self.oracle is not None:
            named = self.oracle.reveal(self, card, seats)
            if named != card and event is not None:
                event = {key: named if value == card else value for key, value in event.items()}
            card = named
        before = self.known.get(card, 0)
        self.known[card] = before | seats
        if self.flows is not None:
            self.flows.append((before, before | seats))
        if event is not None:
            self.log_event(seats, event)

    def fact(self, card: str, seats: int, read: Callable[[str], T]) -> T:
        """A rule reads a hidden card's face (is the card drawn an event?) that ``seats``
        see now (the drawer; every seat for a card turned up): the value ``read`` gives.
        In fair play the card opens to ``seats`` and one of them tells the others the
        answer, a public fact the audit checks; rules read hidden faces only this way."""
        if self.oracle is None:
            return read(card)
        return self.oracle.fact(self, card, seats, read)

    def blur(self, zone: Zone, keep: int) -> None:
        """A card left ``zone`` (a holding, e.g. a hand) unseen by every seat outside
        ``keep``: those seats cannot tell which one went, so they no longer know any card
        left there (a card taken at random or played face down from a hand whose other
        cards they had seen). A pile's order is public, so piles never blur."""
        known = self.known
        for card in zone.cards:
            mask = known.get(card, 0)
            if mask & ~keep:
                known[card] = mask & keep

    def knows(self, seat: int | None, card: str, zone: Zone) -> bool:
        """True when ``seat`` knows ``card`` in ``zone`` (sees the zone, or was shown)."""
        if zone.visible_to(seat):
            return True
        mask = self.known.get(card, 0)
        return mask == ALL_SEATS or (seat is not None and bool(mask >> seat & 1))

    def render(self, zone: Zone, seat: int | None) -> dict[str, object]:
        """``zone`` as ``seat`` sees it: the count always; the faces it knows (``None``
        for each card it does not; ``cards`` is None when it knows none).

        In a pile (``hidden``) each card keeps its place, a public fact (cards are taken
        from the top and put at named depths; only a shuffle mixes them, and it
        forgets). In another seat's holding (``owner``: a hand, face-down cards) places
        are the holder's business and would hint at the cards ``seat`` cannot see (a
        known card's index says how many others came before it), so the known cards
        come first, by id, then one ``None`` per unknown card."""
        if zone.visible_to(seat):
            cards: list[str | None] | None = list(zone.cards)
        elif zone.visibility == "owner":
            known = sorted(card for card in zone.cards if self.knows(seat, card, zone))
            cards = [*known, *[None] * (len(zone.cards) - len(known))] if known else None
        else:
            faces = [card if self.knows(seat, card, zone) else None for card in zone.cards]
            cards = faces if any(face is not None for face in faces) else None
        return {"owner": zone.owner, "visibility": zone.visibility, "count": len(zone.cards),
                "cards": cards}

    def known_cards(self, seat: int | None) -> set[str]:
        """Every card whose face ``seat`` knows where it lies."""
        return {card for zone in self.zones.values() for card in zone.cards
                if self.knows(seat, card, zone)}

    def emit(self, event: Event, mask: int = ALL_SEATS) -> None:
        """Log an event whose card fields only ``mask`` may see."""
        if self.oracle is not None:
            event = self.oracle.current(event)
        self.log_event(mask, event)
        if self.flows is not None:
            shown = [event.get("card"), *(event.get("cards") or ())]
            self.flows.extend((self.known.get(card, 0), mask)
                              for card in shown if isinstance(card, str))

    def log_event(self, mask: int, event: Event) -> None:
        """Append ``event`` to the log, its card fields seen by ``mask``: every logged
        event passes here (a game may override it to keep facts as they are logged)."""
        self.log.append((mask, event))

    def shuffle(self, name: str) -> None:
        """Shuffle a zone with the match's own RNG; nobody knows its order any more."""
        zone = self.zones[name]
        if self.oracle is None:
            self.rng.shuffle(zone.cards)
        else:
            zone.cards[:] = self.oracle.shuffled(self, zone)
        for card in zone.cards:
            self.known[card] = zone.seen_by

    def forget_private(self, seat: int | None) -> None:
        """Drop decisions ``seat`` cannot know: other seats' sealed answers in a window
        (``data["sealed"]`` of a frame: seat -> answer). Called on the copy
        :meth:`determinized` makes; a world sampled for ``seat`` assumes they passed."""
        for index, frame in enumerate(self.stack):
            sealed = frame.data.get("sealed")
            if sealed:
                self.stack[index] = frame.with_data(
                    sealed={s: answer for s, answer in sealed.items() if s == seat})

    def all_cards(self) -> list[str]:
        """Every card instance in every zone (for conservation checks)."""
        return [card for zone in self.zones.values() for card in zone.cards]

    # -- hidden information -----------------------------------------------
    def redacted_log(self, seat: int | None, since: int = 0) -> list[Event]:
        """The event log (from index ``since``) with every card ``seat`` did not see blanked."""
        log = self.log if since == 0 else self.log[since:]
        return [event if mask_allows(mask, seat) else redact(event) for mask, event in log]

    def finished(self) -> list[object]:
        """Parts of the state that are never changed again (e.g. records of what is
        over): clones share them instead of copying them. None by default."""
        return []

    def clone(self, rng: random.Random | None = None) -> Self:
        """A deep copy with the same RNG state (or ``rng``, for a re-dealt world whose
        future draws are its own) but an empty log (for look-ahead); the
        :meth:`finished` parts are shared, frames (immutable) too."""
        memo: dict[int, Any] = {id(part): part for part in self.finished()}
        for zone in self.zones.values():
            memo[id(zone)] = zone.copy()
        if rng is None:
            rng = random.Random.__new__(random.Random)
            rng.setstate(self.rng.getstate())
        memo[id(self.rng)] = rng
        memo[id(self.oracle)] = self.oracle
        memo[id(self.log)] = []
        twin = object.__new__(type(self))
        twin.__dict__ = {name: plain_copy(value, memo) for name, value in self.__dict__.items()}
        return twin

    def determinized(self, seat: int | None, rng: random.Random, *,
                     family: Callable[[str], str] | None = None,
                     valid: Callable[[Self], bool] | None = None) -> Self:
        """A copy in which every card ``seat`` does not know where it lies is re-dealt at
        random among the places it cannot see, trading places only with cards of its
        own ``family`` (e.g. one deck's cards never land in another deck).

        Zone sizes, families and known cards (seen arriving, shown, or at a public
        position) are kept; the log and others' sealed answers are dropped. ``valid``
        rejects worlds the rules could not reach (up to ``WORLD_TRIES`` re-deals). The
        result depends only on what ``seat`` knows (pools are sorted before shuffling),
        so a search bot that samples worlds this way cannot peek, and a view of the copy
        equals the view of the original.
        """
        clone = self.clone(random.Random(rng.getrandbits(64)))
        clone.forget_private(seat)
        hidden = [zone for zone in clone.zones.values() if not zone.visible_to(seat)]
        free = [[not self.knows(seat, card, zone) for card in zone.cards] for zone in hidden]
        kind = family or (lambda card: "")
        pools: dict[str, list[str]] = {}
        for zone, loose in zip(hidden, free):
            for card, is_free in zip(zone.cards, loose):
                if is_free:
                    pools.setdefault(kind(card), []).append(card)
        for pool in pools.values():
            pool.sort()
        originals = [list(zone.cards) for zone in hidden]
        for _ in range(WORLD_TRIES):
            dealt = {name: list(pool) for name, pool in pools.items()}
            for pool in dealt.values():
                rng.shuffle(pool)
            for zone, cards, loose in zip(hidden, originals, free):
                zone.cards = [dealt[kind(card)].pop() if is_free else card
                              for card, is_free in zip(cards, loose)]
            if valid is None or valid(clone):
                break
        return clone


_SHARED = (int, str, float, bool, type(None), Frame, frozenset)


def plain_copy(value: Any, memo: dict[int, Any]) -> Any:
    """``copy.deepcopy(value, memo)``, faster for the plain data states hold (lists,
    dicts, sets and tuples of strings and numbers, immutable frames); anything else
    goes to ``deepcopy`` with the same memo, so shared parts stay shared. Search bots
    clone a state every iteration: this is about three times quicker than deepcopy."""
    kind = type(value)
    if kind in _SHARED:
        return value
    found = memo.get(id(value))
    if found is not None:
        return found
    if kind is list:
        listed: list[Any] = []
        memo[id(value)] = listed
        listed.extend(plain_copy(item, memo) for item in value)
        return listed
    if kind is dict:
        mapped: dict[Any, Any] = {}
        memo[id(value)] = mapped
        for key, item in value.items():
            mapped[key] = item if type(item) in _SHARED else plain_copy(item, memo)
        return mapped
    if kind is set and all(type(item) in _SHARED for item in value):
        return set(value)
    if kind is tuple and all(type(item) in _SHARED for item in value):
        return value
    return copy.deepcopy(value, memo)


def redact(event: Event) -> Event:
    """A copy of ``event`` with its card faces hidden."""
    hidden = dict(event)
    if "card" in hidden:
        hidden["card"] = None
    if "cards" in hidden:
        hidden["cards"] = [None] * len(hidden["cards"])
    return hidden
