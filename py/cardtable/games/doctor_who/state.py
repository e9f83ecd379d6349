"""Doctor Who's state: zones, the locations on the table with their attacks, defenders
and tokens, time tokens, and the phase (normal or final).

Zones: ``deck`` (hidden; Game End lies in it at a depth everyone knows, DW-1),
``discard`` and ``aside`` (public), per seat ``hand:i`` and ``reserve:i`` (owner; the
reserve is face down, DW-3), ``kept:i`` (public: Cardiff, The Face of Boe and U.N.I.T.
face up in the reserve, DW-19) and ``locs:i`` (public: the seat's locations, table
order). Per location card ``L`` in play (named by card id, ``dw-leadworth``): ``up:L`` (public: face-up defenders and
enemies), ``def:L`` (its owner's face-down defenders, owner only, DW-6) and, for every
other seat ``a``, ``atk:L:a`` (``a``'s face-down enemies, ``a`` only). The per-location
zones are made when the location comes into play.
"""

from __future__ import annotations

import random
from typing import Self

from ...engine import Event, State, Zone
from ...engine.frames import frame
from ...engine.zones import ALL_SEATS
from .cards import GAME_END, KIND, cid
from .conflict_record import Record, keep, opened, take

SUPPLY = 30
"""DW-1: time tokens in the supply at the start."""
TOKENS = 5
PASSED = 3
"""DW-2: the cards passed to the right at a turn's end, and the hand no action may
take below (outside the final phase)."""
"""Five TARDIS and five DALEK tokens per player."""
OWED = "owed"
"""A frame kind: time tokens still owed to players (DW-G5), never a decision itself."""


def zone_key(loc: str) -> str:
    """A location's zones are named by its card id (one copy each), so that no zone name
    looks like a card instance."""
    return loc.partition("#")[0]


class DoctorWhoState(State):
    """The table of a 3- or 4-player match."""

    def __init__(self, players: int, rng: random.Random) -> None:
        super().__init__(players, rng)
        self.deck = self.add_zone("deck", "hidden")
        self.discard = self.add_zone("discard", "public")
        self.aside = self.add_zone("aside", "public")
        self.hand: list[Zone] = [self.add_zone(f"hand:{s}", "owner", s) for s in range(players)]
        self.reserve: list[Zone] = [self.add_zone(f"reserve:{s}", "owner", s)
                                    for s in range(players)]
        self.kept: list[Zone] = [self.add_zone(f"kept:{s}", "public", s)
                                 for s in range(players)]
        self.locs: list[Zone] = [self.add_zone(f"locs:{s}", "public", s)
                                 for s in range(players)]
        self.time = [0] * players
        self.supply = SUPPLY
        self.owner: dict[str, int] = {}
        """Location in play -> its owner."""
        self.attacker: dict[str, int] = {}
        """Attacked location -> whose DALEK token is on it."""
        self.tardis: set[str] = set()
        """Locations holding their owner's TARDIS token."""
        self.first = 0
        self.active = 0
        self.turns = 0
        self.final = False
        """DW-12: the final phase (one action per turn, no passing, no drawing)."""
        self.end_in_action = False
        """DW-11: Game End came up during an action this turn (pass 3, draw 5)."""
        self.reshuffles = 0
        self.taken: set[str] = set()
        """Cards taken back from the reserve this turn (DW-G16: not reserved again)."""
        self.over_reason = ""
        self.conflicts: list[Record] = []
        """The newest conflicts (at most ``conflict_record.RECENT``, oldest first), as
        public facts recorded while their events are logged (``conflict_record``)."""
        self.conflict_open = False
        """The newest conflict still takes the public events logged (see ``take``)."""
        self.log_start = 0
        """How many log entries came before this state's log (a clone's starts empty):
        a conflict's ``id`` is its place in the whole log."""

    def finished(self) -> list[object]:
        """The records of the conflicts that are over (a clone shares them)."""
        return list(self.conflicts[:-1] if self.conflict_open else self.conflicts)

    def clone(self, rng: random.Random | None = None) -> Self:
        """The engine's clone (an empty log), counting the log entries it drops."""
        copied = super().clone(rng)
        copied.log_start = self.log_start + len(self.log)
        return copied

    def log_event(self, mask: int, event: Event) -> None:
        """Log ``event``; a public one that starts or is part of a conflict also goes
        into its record, at the same moment."""
        super().log_event(mask, event)
        if mask != ALL_SEATS:
            return
        if event["type"] == "conflict":
            keep(self.conflicts, opened(event, self.log_start + len(self.log) - 1,
                                        self.turns, self.active))
            self.conflict_open = True
        elif self.conflict_open:
            self.conflict_open = take(self.conflicts[-1], event)

    # -- per-location zones ---------------------------------------------------
    def open_location(self, loc: str, seat: int) -> None:
        """Make the zones of a location coming into play for ``seat``."""
        self.owner[loc] = seat
        key = zone_key(loc)
        if f"up:{key}" not in self.zones:
            self.add_zone(f"up:{key}", "public")
            self.add_zone(f"def:{key}", "owner", seat)
            for other in range(self.players):
                if other != seat:
                    self.add_zone(f"atk:{key}:{other}", "owner", other)

    def up(self, loc: str) -> Zone:
        return self.zones[f"up:{zone_key(loc)}"]

    def down_def(self, loc: str) -> Zone:
        return self.zones[f"def:{zone_key(loc)}"]

    def down_atk(self, loc: str) -> Zone | None:
        """The face-down enemies of the attack on ``loc`` (None when not attacked)."""
        attacker = self.attacker.get(loc)
        return None if attacker is None else self.atk(loc, attacker)

    def atk(self, loc: str, seat: int) -> Zone:
        """``seat``'s face-down enemies on ``loc`` (never ``loc``'s owner)."""
        return self.zones[f"atk:{zone_key(loc)}:{seat}"]

    def turn_up_attack(self, loc: str) -> None:
        """Every face-down card of the attack on ``loc`` turns face up for everyone, with
        no reveal effect (DW-16: only a conflict's reveal has those)."""
        down = self.down_atk(loc)
        if down is None:
            return
        for card in list(down.cards):
            self.transfer(card, down, self.up(loc), {"type": "turned_up", "card": card,
                                                     "loc": loc})

    def enemies_up(self, loc: str) -> list[str]:
        return [c for c in self.up(loc).cards if KIND[c] == "enemy"]

    def defenders_up(self, loc: str) -> list[str]:
        return [c for c in self.up(loc).cards if KIND[c] == "defender"]

    def attack_cards(self, loc: str) -> list[str]:
        """Every enemy card of the attack on ``loc`` (face up and face down)."""
        down = self.down_atk(loc)
        return self.enemies_up(loc) + (list(down.cards) if down is not None else [])

    def defenders(self, loc: str) -> list[str]:
        return self.defenders_up(loc) + list(self.down_def(loc).cards)

    def locations(self, seat: int) -> list[str]:
        return list(self.locs[seat].cards)

    def all_locations(self) -> list[str]:
        return [loc for seat in range(self.players) for loc in self.locs[seat].cards]

    def daleks_in_play(self, seat: int) -> int:
        return sum(1 for a in self.attacker.values() if a == seat)

    def tardis_in_play(self, seat: int) -> int:
        return sum(1 for loc in self.tardis if self.owner[loc] == seat)

    # -- tokens -----------------------------------------------------------------
    def gain(self, seat: int, count: int, reason: str) -> None:
        """Take time tokens from the supply; DW-14 / DW-G5: when it runs out, the rest
        are owed, taken from other players of the taker's choice (``owe``)."""
        taken = min(count, self.supply)
        self.supply -= taken
        self.time[seat] += taken
        if taken:
            self.emit({"type": "gain", "seat": seat, "count": taken, "reason": reason,
                       "from": []})
        if count > taken:
            self.owe(seat, count - taken)

    def owe(self, seat: int, count: int) -> None:
        """DW-G5: ``seat`` takes ``count`` tokens from other players, one at a time, once
        the effect that gave them is done: an ``owed`` frame (a queue, in the order the
        tokens were due), settled by the rules before the next decision."""
        top = self.top
        if top is not None and top.kind == OWED:  # the same effect (TARDIS: each player)
            self.stack[-1] = top.with_data(queue=[*top["queue"], (seat, count)])
        else:
            self.push(frame(OWED, seat, queue=[(seat, count)]))

    def sources(self, seat: int) -> list[int]:
        """The other players ``seat`` may take a time token from (DW-14)."""
        return [(seat + k) % self.players for k in range(1, self.players)
                if self.time[(seat + k) % self.players] > 0]

    def take_token(self, seat: int, source: int) -> None:
        self.time[source] -= 1
        self.time[seat] += 1
        self.emit({"type": "token_taken", "seat": seat, "from": source})

    def pay(self, seat: int, count: int) -> None:
        """Time tokens back to the supply."""
        self.time[seat] -= count
        self.supply += count

    # -- cards ------------------------------------------------------------------
    def draw(self, seat: int, count: int) -> bool:
        """Draw ``count`` cards (DW-14: an empty deck is rebuilt from the discard pile).
        Game End is set aside and does not count (DW-11); returns True if it came up."""
        found = False
        drawn = 0
        while drawn < count:
            if not self.deck.cards:
                self.reshuffle()
            if not self.deck.cards:
                self.emit({"type": "no_card", "seat": seat})  # DW-G6
                break
            card = self.deck.cards[-1]
            if card == GAME_END:
                self.transfer(card, self.deck, self.aside, {"type": "game_end", "seat": seat,
                                                            "card": card})
                found = True
                continue
            self.transfer(card, self.deck, self.hand[seat])
            drawn += 1
        if drawn:
            self.emit({"type": "draw", "seat": seat, "count": drawn})
        return found

    def reshuffle(self) -> None:
        """DW-14: the discard pile, shuffled, becomes the deck."""
        if not self.discard.cards:
            return
        moved = list(self.discard.cards)
        for card in moved:
            self.transfer(card, self.discard, self.deck)
        self.deck.cards.sort()
        self.shuffle("deck")
        self.reshuffles += 1
        self.emit({"type": "reshuffle", "count": len(moved)})

    def to_discard(self, card: str, source: Zone) -> None:
        self.transfer(card, source, self.discard, {"type": "discarded", "card": card})

    def reserve_room(self, seat: int) -> int:
        """DW-3: 2 places, +1 each for Cardiff and The Face of Boe; U.N.I.T. in the
        reserve takes a place."""
        kept = [cid(c) for c in self.kept[seat].cards]
        size = 2 + sum(1 for c in kept if c in ("dw-cardiff", "dw-the-face-of-boe"))
        used = len(self.reserve[seat].cards) + sum(1 for c in kept if c == "dw-unit")
        return size - used
