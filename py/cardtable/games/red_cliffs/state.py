"""The Battle of Red Cliffs: the state of a match and its drawing machinery.

Zones: ``deck`` (face down), ``discard`` and the laying-out piles ``pile:0`` and
``pile:1`` (face up); per seat ``hand:i`` (owner) and ``prizes:i`` (face up); and
three face-up holding places that are empty between decisions unless named:
``set`` (a set being resolved), ``event`` (event cards drawn in a turn, waiting
for their drawer, RC-9) and ``aside`` (event cards set aside while dealing or
turning, shuffled back before the move ends, RC-5/RC-6).
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import Move, State, Zone
from ...engine.frames import Frame
from ...engine.window import WINDOW, thawed
from ...engine.zones import ALL_SEATS
from .sets import KIND, to_discard

PILES = ("pile:0", "pile:1")
HAND_SIZE = 6
PRIZES_TO_END = 5


def target_for(players: int, team_size: int) -> int:
    """RC-19: the points a player (or team) must reach to end the match."""
    if team_size == 2:
        return 30
    if team_size == 3:
        return 50
    return 30 if players <= 3 else 20


TURN_KINDS = frozenset(("deal", "layout", "draw", "act", "event", "refill"))
"""Frames of the seat whose turn (deal or lay-out) it is."""
SET_KINDS = frozenset(("keep", "return", "place", "angel", "swap", "purple"))
"""Frames of a set being resolved (RC-14/RC-15), pushed above the turn's frames."""


class RedCliffsState(State):
    """Red Cliffs' own fields beside the zones. None depends on a hidden card.

    What is pending lives on the decision stack (``State.stack``), never in flags:
    a turn is ``draw`` → ``act`` (with ``actions`` left) → ``refill``, with ``event``
    above when a drawn event waits (RC-9); a set pushes ``place`` then ``keep`` above
    the turn, a Light-blue angel ``return`` above ``place``, a Green, Purple or Red
    angel an ``angel`` frame beneath ``place`` (it becomes ``swap``, ``purple`` or the
    Red angel's steal once the cards are placed); a round starts with ``deal`` and a
    ``layout`` per seat; the claim window (RC-10) is a sealed engine window above the
    next turn's ``draw``. ``phase``, ``current``, ``actions_left``, ``laid`` and the
    open claim are read off the stack.
    """

    def __init__(self, players: int, rng: random.Random, team_size: int,
                 target: int = 0) -> None:
        super().__init__(players, rng)
        self.team_size = team_size
        self.teams = players // team_size
        self.target = target or target_for(players, team_size)
        self.round = 0
        self.first = 0
        self.final = False  # RC-16: the round ends when the turn order reaches ``first``
        self.scores = [0] * players
        self.round_scores: list[list[int]] = []
        self.deck = self.add_zone("deck", "hidden")
        self.discard = self.add_zone("discard", "public")
        self.piles = [self.add_zone(name, "public") for name in PILES]
        self.set = self.add_zone("set", "public")
        self.event = self.add_zone("event", "public")
        self.aside = self.add_zone("aside", "public")
        self.hand: list[Zone] = []
        self.prizes: list[Zone] = []
        for seat in range(players):
            self.hand.append(self.add_zone(f"hand:{seat}", "owner", seat))
            self.prizes.append(self.add_zone(f"prizes:{seat}", "public", seat))

    # -- read off the stack ------------------------------------------------
    @property
    def phase(self) -> str:
        """The pending decision's kind as the table shows it: ``deal``, ``layout``,
        ``draw``, ``claim`` (the window), ``event``, ``act``, a set step (``keep``,
        ``return``, ``place``, ``swap``, ``purple``), ``refill``, or ``over``."""
        top = self.top
        if top is None:
            return "over"
        return "claim" if top.kind == WINDOW else top.kind

    def turn_frame(self) -> Frame | None:
        """The newest frame of the seat whose turn (deal, lay-out) it is."""
        for pending in reversed(self.stack):
            if pending.kind in TURN_KINDS:
                return pending
        return None

    @property
    def current(self) -> int:
        """The seat whose turn, lay-out or deal it is (before a turn: its player)."""
        turn = self.turn_frame()
        return turn.seats[0] if turn is not None else self.first

    @property
    def actions_left(self) -> int:
        """RC-8: actions left in the turn (2 before its draw; 0 outside a turn)."""
        turn = self.turn_frame()
        if turn is None or turn.kind in ("deal", "layout", "refill"):
            return 0
        if turn.kind == "draw":
            return 2 if self.top is turn else 0  # under a claim window: not begun yet
        for pending in reversed(self.stack):
            if pending.kind == "act":
                actions: int = pending["actions"]
                return actions
        return 0

    @property
    def laid(self) -> tuple[int, ...]:
        """RC-6: the piles the current lay-out used (empty outside one)."""
        top = self.top
        return top["laid"] if top is not None and top.kind == "layout" else ()

    @property
    def setter(self) -> int | None:
        """Who is resolving the set in the ``set`` zone (None: no set pending)."""
        top = self.top
        return top.seats[0] if top is not None and top.kind in SET_KINDS else None

    @property
    def by_claim(self) -> bool:
        """True while the pending set was claimed (RC-10): no turn's ``act`` is beneath."""
        for pending in reversed(self.stack):
            if pending.kind not in SET_KINDS:
                return self.setter is not None and pending.kind == "draw"
        return False

    def claim_window(self) -> Frame | None:
        """The open claim window (RC-10), or None."""
        top = self.top
        return top if top is not None and top.kind == WINDOW else None

    @property
    def claim_answers(self) -> dict[int, Move]:
        """The open window's sealed claims (seat -> claim): only their seat knows."""
        window = self.claim_window()
        if window is None:
            return {}
        sealed: dict[int, Any] = dict(window["sealed"])
        return {seat: thawed(answer) for seat, answer in sealed.items()}

    # -- teams ------------------------------------------------------------
    def team_of(self, seat: int) -> int:
        """RC-4: seat i plays for team i mod the number of teams."""
        return seat % self.teams

    def team_totals(self) -> list[int]:
        """RC-4: each team's points, the sum of its members' points."""
        totals = [0] * self.teams
        for seat, points in enumerate(self.scores):
            totals[self.team_of(seat)] += points
        return totals

    def zone(self, name: str) -> Zone:
        """A zone by name."""
        return self.zones[name]

    # -- drawing ----------------------------------------------------------
    def draw_one(self, seat: int, *, events_wait: bool) -> str | None:
        """Draw one card into ``seat``'s hand; None if nothing is left to draw.

        An event drawn is replaced: it waits in ``event`` for its drawer when
        ``events_wait`` (a turn, RC-9), else it is set aside to be shuffled back
        (dealing, RC-6, RC-G6). A deck found empty is rebuilt once per card (RC-7, RC-G7).
        """
        rebuilt = False
        deck = self.deck.cards
        while True:
            if not deck:
                if rebuilt:
                    return None
                self.rebuild()
                rebuilt = True
                if not deck:
                    return None
            card = deck[-1]
            if not self.fact(card, 1 << seat, is_event):
                self.transfer(card, self.deck, self.hand[seat])
                return card
            if events_wait:
                self.transfer(card, self.deck, self.event,
                              {"type": "event_drawn", "seat": seat, "card": card})
            else:
                self.transfer(card, self.deck, self.aside, {"type": "aside", "seat": seat, "card": card})

    def draw(self, seat: int, count: int, *, events_wait: bool, kind: str = "draw") -> list[str]:
        """Draw up to ``count`` cards for ``seat`` (see :meth:`draw_one`), logged privately
        as a ``kind`` event; events set aside go back into the deck afterwards. RC-7: a
        deck this draw leaves empty is rebuilt at once, not at the next draw."""
        drawn = []
        for _ in range(count):
            card = self.draw_one(seat, events_wait=events_wait)
            if card is None:
                break
            drawn.append(card)
        if drawn or count:
            self.emit({"type": kind, "seat": seat, "cards": list(drawn), "wanted": count},
                      1 << seat)
        self.return_aside()
        if not self.deck.cards:
            self.rebuild()
        return drawn

    def rebuild(self) -> None:
        """RC-7: the discard pile and both laying-out piles become a new deck; turn two."""
        sources = [self.discard, *self.piles]
        if not any(zone.cards for zone in sources):
            return
        for zone in sources:
            for card in list(zone.cards):
                self.transfer(card, zone, self.deck)
        self.shuffle("deck")
        self.emit({"type": "rebuild", "count": len(self.deck.cards)})
        self.turn_piles(named=False)

    def turn_piles(self, *, named: bool = True) -> None:
        """RC-5: turn a card face up on each empty laying-out pile.

        A 0 or Joker goes to the discard pile and an event is set aside (both
        replaced); stops quietly if the deck runs out. Mid-move (RC-7) the log does
        not name the cards: a second rebuild in the same draw could bury them again,
        and the piles show them anyway.
        """
        deck = self.deck.cards
        for index, pile in enumerate(self.piles):
            while not pile.cards and deck:
                card = deck[-1]
                turned = self.fact(card, ALL_SEATS, turned_up)
                if turned == "event":
                    self.transfer(card, self.deck, self.aside, {"type": "aside", "seat": None, "card": card})
                elif turned == "discard":
                    self.transfer(card, self.deck, self.discard,
                                  {"type": "turn_discard", "card": card} if named else None)
                else:
                    self.transfer(card, self.deck, pile,
                                  {"type": "turn_up", "card": card, "pile": index}
                                  if named else None)

    def return_aside(self) -> None:
        """RC-5/RC-6: events set aside go back into the deck, which is shuffled."""
        if not self.aside.cards:
            return
        count = len(self.aside.cards)
        for card in list(self.aside.cards):
            self.transfer(card, self.aside, self.deck)
        self.shuffle("deck")
        self.emit({"type": "event_back", "count": count})


def is_event(card: str) -> bool:
    """RC-9: an event drawn is replaced (read through ``State.fact``: fair play)."""
    return KIND[card] == "event"


def turned_up(card: str) -> str:
    """RC-5: a card turned up is an ``event`` (set aside), a 0 or Joker (``discard``)
    or stays on the pile (``pile``)."""
    return "event" if KIND[card] == "event" else "discard" if to_discard(card) else "pile"
