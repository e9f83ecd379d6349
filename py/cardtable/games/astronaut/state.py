"""Astronaut's state: the zones, the match's public counters, dealing and the pack.

Zones per seat ``i``: ``hand:i`` (owner), ``row:i`` (the journey, stage 1 first),
``upper:i`` (a Reserve Astronaut exchange in progress, AS-10), ``incoming:i`` (a
DELAY or General Interest card handed over, not yet served) and ``delay:i`` (a
DELAY placed beside the row). Shared: ``pack`` (face down) and ``discard``.

Whose decision is due, and which, is the decision stack's (``rules.py``): the state
holds no phase. One frame is pending at a time: a turn's first decision (``draw``,
or ``handed`` / ``delayed`` / ``move_up`` when the turn is lost to a card), the
``act`` after the draw, or the next round's ``deal`` (AS-G6); none once it is over.
"""

from __future__ import annotations

import random

from ...engine import State, Zone
from .cards import KIND

HAND_SIZE = 4


class AstronautState(State):
    """Astronaut's own fields beside the zones and the stack."""

    def __init__(self, players: int, rng: random.Random, rounds: int) -> None:
        super().__init__(players, rng)
        self.rounds = rounds
        self.round = 0
        self.dealer = players - 1  # AS-G5: the last seat deals round one, the first seat starts
        self.scores = [0] * players
        self.round_scores: list[list[int]] = []
        self.quiet_turns = 0
        """Turns in a row in which no row reached a new best stage (AS-G2)."""
        self.best = [0] * players
        """Each row's highest stage this round."""
        self.no_ill = [False] * players
        """Per seat, a public fact: its last action showed its hand holds no ILL (an ILL
        is always the forced discard, AS-6); only a draw or a new deal can change that.
        Re-dealt worlds keep it (``Astronaut.world_ok``)."""
        self.pack = self.add_zone("pack", "hidden")
        self.discard = self.add_zone("discard", "public")
        self.hand: list[Zone] = []
        self.row: list[Zone] = []
        self.upper: list[Zone] = []
        self.incoming: list[Zone] = []
        self.delay: list[Zone] = []
        for seat in range(players):
            self.hand.append(self.add_zone(f"hand:{seat}", "owner", seat))
            for kind in ("row", "upper", "incoming", "delay"):
                getattr(self, kind).append(self.add_zone(f"{kind}:{seat}", "public", seat))
        self.pack.cards.extend(KIND)

    def deal_round(self) -> int:
        """AS-1: gather every card, shuffle, deal 4 each from the dealer's left, turn
        the pack's top card up; returns the seat who starts (the dealer's left)."""
        pack = self.pack.cards
        for zone in self.zones.values():
            if zone is not self.pack:
                pack.extend(zone.cards)
                zone.cards.clear()
        pack.sort()
        self.shuffle("pack")
        self.round += 1
        first = (self.dealer + 1) % self.players
        self.emit({"type": "round_start", "round": self.round, "dealer": self.dealer})
        for offset in range(self.players):
            seat = (first + offset) % self.players
            dealt = [pack.pop() for _ in range(HAND_SIZE)]
            self.hand[seat].cards.extend(dealt)
            self.emit({"type": "deal", "seat": seat, "cards": list(dealt)}, 1 << seat)
        top = pack[-1]
        self.transfer(top, self.pack, self.discard, {"type": "turn_up", "card": top})
        self.quiet_turns = 0
        self.best = [0] * self.players
        self.no_ill = [False] * self.players
        return first

    def refill_pack(self) -> None:
        """AS-5: an empty pack is rebuilt from the discard pile; its top is turned up."""
        pack, discard = self.pack.cards, self.discard.cards
        if pack or len(discard) < 2:
            return
        pack.extend(discard)
        discard.clear()
        self.shuffle("pack")
        top = pack[-1]
        self.transfer(top, self.pack, self.discard, {"type": "reshuffle", "card": top})

    def can_receive(self, seat: int, kind: str) -> bool:
        """AS-12/AS-13/AS-14/AS-11: may ``seat`` be handed a DELAY or GI now?"""
        if self.incoming[seat].cards or self.delay[seat].cards or self.upper[seat].cards:
            return False
        height = len(self.row[seat].cards)
        return 1 <= height <= (4 if kind == "delay" else 6)


PHASE = {"draw": "draw", "handed": "draw", "delayed": "draw", "move_up": "draw",
         "act": "act", "deal": "deal"}
"""The public ``phase`` of each frame kind (the web reads it): ``draw`` until the turn's
card is drawn (or the turn is lost), ``act`` after it, ``deal`` between rounds (AS-G6)."""


def phase(state: AstronautState) -> str:
    """``draw`` | ``act`` | ``deal`` | ``over``, read from the decision stack."""
    top = state.top
    return "over" if top is None else PHASE[top.kind]
