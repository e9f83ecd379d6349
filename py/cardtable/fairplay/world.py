"""The engine on one device of a fair table: the unchanged rules over a state in which
every card this device may not know is a placeholder (docs/fairplay.md).

A placeholder is ``?<handle>``: the card's place in the last joint shuffle, the same at
the same place of the same zone on every device (zones change by the same list
operations everywhere). The device's seat learns a card only through its ``Dealer``
(the deck protocol: every other device's layer), exactly when the engine's knowledge per
card says the seat knows it; a card another seat plays is claimed with its handle and
checked. The mover computes its own legal moves from its own cards; another seat's move
is carried out unchecked here and checked by the audit's replay with every card known.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from ..engine import Game, Move, State, Zone
from ..engine.match import Match
from ..engine.zones import mask_allows

TOKEN = "?"
T = TypeVar("T")


class Dealer(Protocol):
    """The deck protocol as one device sees it (``deck.Device`` over the relay; a
    simulation in the tests). Handles: 0 .. n-1 are the catalogue's cards unmasked, each
    joint shuffle hands out new ones."""

    def shuffle(self, seat: int, handles: list[int]) -> list[int]:
        """The joint shuffle of these handles (sorted): the new handles, in order."""
        ...

    def open(self, seat: int, handle: int) -> str:
        """The card at ``handle``, opened to ``seat`` by every other device's layer."""
        ...

    def fact(self, seat: int, handle: int, seats: int, read: Callable[[str], T]) -> T:
        """The answer one of ``seats`` (who see ``handle``) announced for ``read`` of it."""
        ...

    def claim(self, seat: int, mover: int, handle: int, card: str) -> bool:
        """True when ``mover``'s claim that ``handle`` holds ``card`` is true (its layer
        opens it for every device)."""
        ...

    def shown(self, seat: int, handle: int, seats: int) -> None:
        """The rules show the card at ``handle`` to ``seats`` (it moves where they see it):
        every device computes this alike, so each knows which layers it owes to whom."""
        ...

    def announce(self, seat: int, handle: int, seats: int, value: Any) -> None:
        """``seat`` (one of ``seats``, who see ``handle``) read a face for a rule: the others
        take this answer (``fact``); the audit checks it."""
        ...


def token(handle: int) -> str:
    """The placeholder of a card this device does not know."""
    return f"{TOKEN}{handle}"


def is_token(card: str) -> bool:
    """True for a placeholder."""
    return card.startswith(TOKEN)


class World:
    """One device's match: ``seat``'s cards, the public ones, and placeholders."""

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any] | None,
                 seat: int, dealer: Dealer) -> None:
        self.seat = seat
        self.dealer = dealer
        self.catalogue: list[str] = []
        """Every card of the match, sorted: card ``catalogue[k]`` starts at handle k."""
        self.handle_of: dict[str, int] = {}
        """The handle of each card this device holds by name."""
        self.renamed: dict[str, str] = {}
        """Each placeholder opened so far, with its card (a rule may still hold the old name)."""
        self.match = Match(game, players=players, seed=seed, options=options, oracle=self)
        self.learn()

    @property
    def state(self) -> State:
        return self.match.state

    # -- the oracle (State.shuffle) -------------------------------------------
    def shuffled(self, state: State, zone: Zone) -> list[str]:
        """Every device shuffles: the zone becomes placeholders of the new handles."""
        if not self.catalogue:
            self.catalogue = sorted(state.all_cards())
            self.handle_of = {card: k for k, card in enumerate(self.catalogue)}
        handles = sorted(self.handle(card) for card in zone.cards)
        for card in zone.cards:
            self.handle_of.pop(card, None)
        out = self.dealer.shuffle(self.seat, handles)
        for handle in out:  # a handle may come back with another card (the protocol's)
            self.renamed.pop(token(handle), None)
        return [token(h) for h in out]

    def reveal(self, state: State, card: str, seats: int) -> str:
        """A card moves where this seat sees it (or is shown to it): open it now, so the
        rules read its face when they need it."""
        if is_token(card) or card in self.handle_of:
            self.dealer.shown(self.seat, self.handle(card), seats)
        if card in self.renamed:
            return self.renamed[card]
        if is_token(card) and mask_allows(seats, self.seat):
            name = self.dealer.open(self.seat, int(card[1:]))
            self.rename(card, name, state)
            return name
        return card

    def fact(self, state: State, card: str, seats: int, read: Callable[[str], T]) -> T:
        """A rule reads a face ``seats`` see: this device reads it if it is among them,
        else it takes the answer one of them announced (checked by the audit)."""
        name = self.reveal(state, card, seats)
        if not is_token(name):
            value = read(name)
            if name in self.handle_of:
                self.dealer.announce(self.seat, self.handle_of[name], seats, value)
            return value
        return self.dealer.fact(self.seat, int(name[1:]), seats, read)

    def current(self, event: dict[str, Any]) -> dict[str, Any]:
        """An event a rule made with names it took before a card was opened."""
        renamed = self.renamed
        out = {key: renamed.get(value, value) if isinstance(value, str) else value
               for key, value in event.items()}
        if isinstance(out.get("cards"), list):
            out["cards"] = [renamed.get(c, c) if isinstance(c, str) else c for c in out["cards"]]
        return out

    def handle(self, card: str) -> int:
        """The handle of a card in this device's state (a placeholder or a name)."""
        return int(card[1:]) if is_token(card) else self.handle_of[card]

    # -- moves ------------------------------------------------------------------
    def my_moves(self) -> list[Move]:
        """This seat's legal moves, from its own cards and the public ones."""
        return self.match.legal_moves(self.seat)

    def named(self, move: Move) -> dict[str, int]:
        """The cards a move of this seat names, with their handles (its claims)."""
        return {card: self.handle_of[card] for card in named_cards(move)
                if card in self.handle_of}

    def play(self, mover: int, move: Move, claims: dict[str, int]) -> None:
        """Carry out a move (this seat's, checked by the rules; another's, with its
        claims checked now), then learn what the move shows this seat."""
        if mover == self.seat:
            self.match.play(mover, move)
        else:
            for card, handle in claims.items():
                if not self.dealer.claim(self.seat, mover, handle, card):
                    raise Cheat(mover, f"it played {card} from a place that holds another card")
                if token(handle) in self.state.known or any(
                        token(handle) in zone.cards for zone in self.state.zones.values()):
                    self.rename(token(handle), card)
            if any(is_token(card) for card in named_cards(move)):
                raise Cheat(mover, "its move names a card it did not show")
            self.match.play_unchecked(mover, move)
        self.learn()

    def learn(self) -> None:
        """Open every placeholder the engine says this seat now knows, and put back the
        placeholder of every card it no longer knows where it lies (a holding blurred:
        a card left it unseen). The device may remember; docs/fairplay.md says what the
        holder must do so that memory tells nothing (left: its re-shuffle)."""
        state = self.state
        players = state.players
        for zone in state.zones.values():  # first what every seat knows: the layers owed
            for card in zone.cards:
                if is_token(card) or card in self.handle_of:
                    mask = sum(1 << s for s in range(players) if state.knows(s, card, zone))
                    if mask:
                        self.dealer.shown(self.seat, self.handle(card), mask)
        for zone in state.zones.values():
            for card in list(zone.cards):
                if is_token(card):
                    if state.knows(self.seat, card, zone):
                        self.rename(card, self.dealer.open(self.seat, int(card[1:])))
                elif not state.knows(self.seat, card, zone):
                    self.forget(card)

    def forget(self, card: str) -> None:
        """``card`` becomes the placeholder of its handle again (zones, knowledge, clock)."""
        state = self.state
        placeholder = token(self.handle_of.pop(card))
        for zone in state.zones.values():
            if card in zone.cards:
                zone.cards[zone.cards.index(card)] = placeholder
        for table in (state.known, state.arrival):
            if card in table:
                table[placeholder] = table.pop(card)
        self.renamed.pop(placeholder, None)

    def rename(self, placeholder: str, card: str, state: State | None = None) -> None:
        """``placeholder`` is ``card``: rename it in the zones, the knowledge, the clock and
        the log (an event this seat saw named the card it now knows)."""
        state = state if state is not None else self.state
        handle = int(placeholder[1:])
        for zone in state.zones.values():
            cards = zone.cards
            if placeholder in cards:
                cards[cards.index(placeholder)] = card
        for table in (state.known, state.arrival):
            if placeholder in table:
                table[card] = table.pop(placeholder)
        for index, (mask, event) in enumerate(state.log):
            if event.get("card") == placeholder or placeholder in (event.get("cards") or ()):
                renamed = dict(event)
                if renamed.get("card") == placeholder:
                    renamed["card"] = card
                if "cards" in renamed:
                    renamed["cards"] = [card if c == placeholder else c for c in renamed["cards"]]
                state.log[index] = (mask, renamed)
        self.handle_of[card] = handle
        self.renamed[placeholder] = card

    def held_names(self) -> set[str]:
        """Every card this device's state names (for the leak checks)."""
        return {card for zone in self.state.zones.values() for card in zone.cards
                if not is_token(card)}


class Cheat(Exception):
    """A seat's move did not match what it showed."""

    def __init__(self, seat: int, reason: str) -> None:
        super().__init__(f"seat {seat}: {reason}")
        self.seat = seat
        self.reason = reason


def named_cards(move: Move) -> list[str]:
    """The card ids a move names (``card``, ``cards``, ``mine``, ``theirs``)."""
    names: list[str] = []
    for key in ("card", "mine", "theirs"):
        if isinstance(move.get(key), str):
            names.append(move[key])
    cards = move.get("cards")
    if isinstance(cards, list):
        names.extend(card for card in cards if isinstance(card, str))
    return names
