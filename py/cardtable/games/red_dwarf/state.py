"""Red Dwarf's state: the zones, the missions on the table, focus, plot points, the
chain being built and the piles (laundry list, garbage pod, BBC).

Zones (RD-2, RD-3): ``laundry`` (the draw pile, hidden), ``pod`` (the garbage pod,
public, top last), ``bbc`` (episodes and Holly, public), ``cast`` (the four cast cards,
public), ``hand:i`` (owner), ``stasis:i`` (scored missions and bonus points, public),
``mission:<cast>`` (public: a mission card then its travels in play order, keyed by the
first of its cast in table order) and ``chain`` (public: Re-Cyc cards played in the
chain now resolving, RD-7).
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import State, Zone
from ...engine import def_id
from .cards import BBC, CAST, CAST_CARDS, HOLLY, KIND, SHUFFLED, is_recyc, points

HAND_SIZE = 7

Mission = dict[str, Any]
"""One mission on the table (RD-3): ``card``, ``owner`` (who played it), ``cast`` (its
cast members, table order) and ``travels``: ``[card, seat, icon]`` per travel card in
play order (``icon`` is what it fills: a wild card's current assignment, RD-6)."""
Link = dict[str, Any]
"""One link of the response chain (RD-7): ``seat``, ``card``, ``kind`` (``task``,
``episode``, ``travel``, ``trouble``, ``focus``, ``distract``, ``smeg-off``), and per
kind ``mission``/``icon``/``bonus`` (a travel), ``cast`` (a mission or an instant),
``target`` (the link index a Trouble or Smeg Off answers), ``cancelled``."""


class RedDwarfState(State):
    """The table of a two-player match."""

    def __init__(self, players: int, rng: random.Random, polite: bool) -> None:
        super().__init__(players, rng)
        self.polite = polite
        self.laundry = self.add_zone("laundry", "hidden")
        self.pod = self.add_zone("pod", "public")
        self.bbc = self.add_zone("bbc", "public")
        self.cast = self.add_zone("cast", "public")
        self.chain_zone = self.add_zone("chain", "public")
        self.hand: list[Zone] = [self.add_zone(f"hand:{s}", "owner", s) for s in range(players)]
        self.stasis: list[Zone] = [self.add_zone(f"stasis:{s}", "public", s)
                                   for s in range(players)]
        self.mission_zone: dict[str, Zone] = {c: self.add_zone(f"mission:{c}", "public")
                                              for c in CAST}
        self.missions: dict[str, Mission] = {}
        """Missions on the table by slot (the first of their cast)."""
        self.focused: dict[str, bool] = {c: False for c in CAST}
        self.points = [0] * players
        self.chain: list[Link] = []
        self.active = 0
        self.turns = 0
        self.reshuffles = 0
        self.played = False
        """The active player made the turn's one non-Re-Cyc play (RD-4)."""
        self.last_travel: int | None = None
        """Who played the newest travel (scores a mission it completes, RD-13)."""
        self.cast.cards.extend(CAST_CARDS[c] for c in CAST)
        self.bbc.cards.extend(BBC)
        self.laundry.cards.extend(SHUFFLED)

    # -- piles ---------------------------------------------------------------
    def draw(self, seat: int, reason: str) -> str | None:
        """Draw the laundry list's top card into ``seat``'s hand; the draw that empties
        it rebuilds it from the garbage pod at once (RD-16). An empty list found here
        (the pod was empty when it ran out) is rebuilt first; None if both are empty
        (RD-G7: nothing is drawn and play goes on)."""
        if not self.laundry.cards:
            self.reshuffle()
        if not self.laundry.cards:
            self.emit({"type": "no_card", "seat": seat})
            return None
        card = self.laundry.cards[-1]
        self.transfer(card, self.laundry, self.hand[seat],
                      {"type": "draw", "seat": seat, "from": reason, "card": card})
        if not self.laundry.cards:
            self.reshuffle()  # RD-16: the moment it runs out
        return card

    def reshuffle(self) -> None:
        """RD-16: the garbage pod, shuffled, becomes the laundry list (stasis booths stay)."""
        if not self.pod.cards:
            return
        moved = list(self.pod.cards)
        for card in moved:
            self.transfer(card, self.pod, self.laundry)
        self.laundry.cards.sort()
        self.shuffle("laundry")
        self.reshuffles += 1
        self.emit({"type": "reshuffle", "count": len(moved)})

    def to_heaven(self, card: str, source: Zone, group: list[str]) -> None:
        """Send a card to Silicon Heaven: episodes and Holly go home to the BBC (RD-2),
        tasks and travels to the garbage pod (recorded in ``group`` for RD-15)."""
        if KIND[card] in ("episode", "holly"):
            self.transfer(card, source, self.bbc, {"type": "home", "card": card})
        else:
            self.transfer(card, source, self.pod, {"type": "heaven", "card": card})
            group.append(card)

    # -- missions --------------------------------------------------------------
    def slot_of(self, cast: str) -> str | None:
        """The slot of the mission ``cast`` is on, or None when he is free (RD-1)."""
        for slot, mission in self.missions.items():
            if cast in mission["cast"]:
                return slot
        return None

    def free_cast(self) -> list[str]:
        """Cast members on no mission, table order."""
        busy = {c for mission in self.missions.values() for c in mission["cast"]}
        return [c for c in CAST if c not in busy]

    def clear_mission(self, slot: str, group: list[str], scorer: int | None) -> None:
        """Take a mission off the table: its card to ``scorer``'s stasis booth (or to
        Silicon Heaven), its travels to Silicon Heaven; its cast unfocused and free."""
        mission = self.missions.pop(slot)
        zone = self.mission_zone[slot]
        for card, _, _ in mission["travels"]:
            self.to_heaven(card, zone, group)
        if scorer is None:
            self.to_heaven(mission["card"], zone, group)
        else:
            self.transfer(mission["card"], zone, self.stasis[scorer],
                          {"type": "score", "seat": scorer, "card": mission["card"],
                           "points": points(mission["card"])})
        for cast in mission["cast"]:
            self.focused[cast] = False


def holly_in_bbc(state: RedDwarfState) -> bool:
    """Holly is at home in the BBC (playable by either player, RD-2)."""
    return HOLLY in state.bbc.cards


def first_of_each(cards: list[str]) -> list[str]:
    """One instance per card id (copies are interchangeable), sorted."""
    seen: dict[str, str] = {}
    for card in sorted(cards):
        seen.setdefault(def_id(card), card)
    return list(seen.values())


def recyc(cards: list[str]) -> list[str]:
    """The Re-Cyc cards among ``cards``."""
    return [card for card in cards if is_recyc(card)]
