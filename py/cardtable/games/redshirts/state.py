"""Redshirts' state: zones, Zapped Redshirts, the attempt in progress, timed Skill
modifiers and the work list of effects still to resolve.

Zones (all public but the decks and hands): ``rs_deck`` (hidden), ``rs_discard``,
``log_deck`` (the Commander's Log deck, hidden), ``log_discard``, ``hand:i`` (owner),
``team:i`` (seat i's Away Team, in order of arrival), ``location:i`` (the Location on
that Away Team, at most one), ``mission:i`` (the Mission assigned to seat i, at most
one), ``on:<redshirt>`` (Equipment and Attached cards on that Redshirt: they travel
with it) and ``resolving`` (an Event being played).
"""

from __future__ import annotations

import random
from typing import Any, Self

from ...engine import State, Zone
from .cards import KIND, LOG_CARDS, REDSHIRTS

HAND_SIZE = 5
TEAM_SIZE = 4
"""RS-1: four Redshirts each; RS-3: more than this at the end of your turn: discard down."""

Job = dict[str, Any]
"""One piece of work on the work list (``State.todo``): a card's slot being resolved
(``kind = "card"``: card, slot index, next step, ``you``, bindings, picks) or a rules
step (``kind = "rule"``: ``name`` and its data, e.g. the end of a turn)."""


class RedshirtsState(State):
    """The table of a 2-7 player match."""

    def __init__(self, players: int, rng: random.Random) -> None:
        super().__init__(players, rng)
        self.rs_deck = self.add_zone("rs_deck", "hidden")
        self.rs_discard = self.add_zone("rs_discard", "public")
        self.log_deck = self.add_zone("log_deck", "hidden")
        self.log_discard = self.add_zone("log_discard", "public")
        self.resolving = self.add_zone("resolving", "public")
        self.hand: list[Zone] = [self.add_zone(f"hand:{s}", "owner", s) for s in range(players)]
        self.team: list[Zone] = [self.add_zone(f"team:{s}", "public") for s in range(players)]
        self.location: list[Zone] = [self.add_zone(f"location:{s}", "public")
                                     for s in range(players)]
        self.mission: list[Zone] = [self.add_zone(f"mission:{s}", "public")
                                    for s in range(players)]
        self.on: dict[str, Zone] = {rs: self.add_zone(f"on:{rs}", "public") for rs in REDSHIRTS}
        self.rs_deck.cards.extend(REDSHIRTS)
        self.log_deck.cards.extend(LOG_CARDS)
        self.active = 0
        self.turns = 0
        self.attempts_left = 0
        """Attempts the active player may still declare this turn (1, more with
        ``extra_attempt``)."""
        self.attempted = False
        """The active player declared (or lost, RS-7) an attempt this turn."""
        self.ready_room = False
        """The active player went to the Ready Room this turn (once per turn)."""
        self.zapped: set[str] = set()
        self.attempt: dict[str, Any] | None = None
        """The attempt in progress: ``seat``, ``mission`` (card), ``rs`` (None once the
        Redshirt left it, RS-7), ``broken`` (why it ended early, or None)."""
        self.go: dict[str, Any] | None = None
        """The Modify the Attempt go in progress: ``seat``, ``card`` / ``ability`` used."""
        self.mods: list[dict[str, Any]] = []
        """Timed Skill modifiers (``turn`` duration): ``rs``, ``layer``, ``time``,
        ``op`` (add/remove), ``skills``, ``source`` (card)."""
        self.round_limit = 30
        """RS-G1: the match ends after this many rounds (the "rounds" option)."""
        self.todo: list[Job] = []
        self.fired: list[Job] = []
        """Triggered abilities fired by the job now resolving (RS-8 orders them)."""
        self.winner: int | None = None
        self.time_up = False
        self.reshuffles = [0, 0]
        """Times the Redshirt deck / the Commander's Log deck was rebuilt (RS-10)."""

    # -- where things are -----------------------------------------------------
    def team_of(self, rs: str) -> int | None:
        """The seat whose Away Team holds ``rs`` (None: not in play)."""
        for seat, zone in enumerate(self.team):
            if rs in zone.cards:
                return seat
        return None

    def in_play(self) -> list[str]:
        """Every Redshirt in an Away Team, seat order then arrival order."""
        return [rs for zone in self.team for rs in zone.cards]

    def bearer_of(self, card: str) -> str | None:
        """The Redshirt holding an Equipment or Attached card (None if none)."""
        for rs in self.in_play():
            if card in self.on[rs].cards:
                return rs
        return None

    def has_mission(self, seat: int) -> bool:
        return bool(self.mission[seat].cards)

    def order_from(self, seat: int) -> list[int]:
        """Every seat in turn order starting with ``seat``."""
        return [(seat + k) % self.players for k in range(self.players)]

    # -- decks (RS-10) ------------------------------------------------------------
    def top_of(self, deck: str) -> str | None:
        """The top card of ``rs_deck`` / ``log_deck``, first rebuilding it from its own
        discard pile if empty (RS-10); None when both are empty."""
        zone, discard, which = (self.rs_deck, self.rs_discard, 0) if deck == "rs_deck" \
            else (self.log_deck, self.log_discard, 1)
        if not zone.cards and discard.cards:
            moved = sorted(discard.cards)
            for card in moved:
                self.transfer(card, discard, zone)
            self.shuffle(zone.name)
            self.reshuffles[which] += 1
            self.emit({"type": "reshuffle", "deck": deck, "count": len(moved)})
        return zone.cards[-1] if zone.cards else None

    def draw_log(self, seat: int, reason: str = "draw") -> str | None:
        """Seat draws a Commander's Log card (None: nothing left, RS-10)."""
        card = self.top_of("log_deck")
        if card is None:
            self.emit({"type": "no_card", "seat": seat, "deck": "log_deck"})
            return None
        self.transfer(card, self.log_deck, self.hand[seat],
                      {"type": "draw_log", "seat": seat, "card": card, "reason": reason})
        return card

    def discard_log_card(self, card: str, source: Zone) -> None:
        """A Commander's Log card goes to its discard pile."""
        assert KIND[card] != "redshirt"
        self.transfer(card, source, self.log_discard)
