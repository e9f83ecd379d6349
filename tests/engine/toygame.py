"""A toy game that exercises the engine's platform pieces, for the engine's own tests.

"Echo" for 2–4 seats, 12 cards ``c1``..``c12`` (values 1–12, one family "low" for
1–6 and "high" for 7–12). Each seat holds 3 cards. A turn: the mover plays a card to
the public ``table`` (or passes). Then a ``respond`` window (``each``) asks the others
in seat order; an answer plays a higher card as a chain link; after every answer the
seats are asked again; when all have passed since the last answer, the chain resolves
last-in first-out (each link scores its value for its player). Then a sealed ``bid``
window (``all``) asks every seat with cards at once: a bid names a card; the first
bidder in seat order from the mover takes the top of the deck. Cards drawn while a
window is open are not usable in it. At 5 turns the match ends; most points wins.
Each seat may also discard any 0–2 cards at the start of its turn (a choose-k move).
"""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine import Event, Game, Move, State, Zone
from cardtable.engine.choose import choice
from cardtable.engine.frames import Frame, frame
from cardtable.engine.game import Decision
from cardtable.engine.window import (WindowDecision, WindowRules, arrived_after, open_window,
                                     reask, thawed)

VALUE = {f"c{n}#1": n for n in range(1, 13)}
TURNS = 5


class EchoState(State):
    """Zones: ``deck`` (hidden), ``table`` (public), ``hand:i`` (owner)."""

    def __init__(self, players: int, rng: random.Random) -> None:
        super().__init__(players, rng)
        self.deck = self.add_zone("deck", "hidden")
        self.table = self.add_zone("table", "public")
        self.hand: list[Zone] = [self.add_zone(f"hand:{s}", "owner", s) for s in range(players)]
        self.points = [0] * players
        self.turns = 0


class Respond:
    """The ``respond`` window: answer the newest link with a higher card."""

    def answers(self, state: EchoState, window: Frame, seat: int) -> list[Move]:
        top = VALUE[state.table.cards[-1]]
        return [{"type": "link", "card": card} for card in sorted(state.hand[seat].cards)
                if VALUE[card] > top and not arrived_after(state, card, window)]

    def take(self, state: EchoState, window: Frame, seat: int, move: Move) -> None:
        state.transfer(move["card"], state.hand[seat], state.table,
                       {"type": "link", "seat": seat, "card": move["card"]})
        chain = (*window["chain"], (seat, move["card"]))
        order = [s for s in window["order"] if s != seat] + [seat]
        reask(state, order, chain=chain)

    def close(self, state: EchoState, window: Frame) -> None:
        for seat, card in reversed(window["chain"]):
            state.points[seat] += VALUE[card]
            state.emit({"type": "resolve", "seat": seat, "card": card})
        mover = window["mover"]
        bidders = [(mover + k) % state.players for k in range(state.players)
                   if state.hand[(mover + k) % state.players].cards]
        if bidders and state.deck.cards:
            open_window(state, "bid", bidders, mode="all", mover=mover)
        else:
            Echo.next_turn(state, mover)


class Bid:
    """The sealed ``bid`` window: name a card; the first bidder takes the deck's top."""

    def answers(self, state: EchoState, window: Frame, seat: int) -> list[Move]:
        return [{"type": "bid", "card": card} for card in sorted(state.hand[seat].cards)]

    def take(self, state: EchoState, window: Frame, seat: int, move: Move) -> None:
        card = state.deck.cards[-1]
        state.transfer(card, state.deck, state.hand[seat], {"type": "won_bid", "seat": seat})
        Echo.next_turn(state, window["mover"])

    def close(self, state: EchoState, window: Frame) -> None:
        Echo.next_turn(state, window["mover"])


class Echo(Game[EchoState]):
    """The toy game (see the module docstring)."""

    id = "echo"
    name = "Echo"
    min_players = 2
    max_players = 4

    def __init__(self) -> None:
        windows: dict[str, WindowRules[EchoState]] = {"respond": Respond(), "bid": Bid()}
        window: WindowDecision[EchoState] = WindowDecision(windows)
        self.decisions = {
            "turn": Decision(self.turn_moves, self.play_turn),
            "window": Decision(window.legal, window.apply),
        }
        self.event_texts = {
            "link": lambda e: f"{{{e['seat']}}} answers with {e['card']}.",
            "play": lambda e: f"{{{e['seat']}}} plays {e['card']}.",
            "resolve": lambda e: f"{e['card']} scores for {{{e['seat']}}}.",
            "won_bid": lambda e: f"{{{e['seat']}}} wins the bid.",
            "discard": lambda e: f"{{{e['seat']}}} discards {len(e['cards'])}.",
            "pass": lambda e: f"{{{e['seat']}}} passes.",
            "window_pass": lambda e: f"{{{e['seat']}}} lets it pass.",
        }

    def new_state(self, players: int, options: dict[str, Any], rng: random.Random) -> EchoState:
        state = EchoState(players, rng)
        state.deck.cards.extend(sorted(VALUE))
        state.shuffle("deck")
        for hand in state.hand:
            for _ in range(3):
                state.transfer(state.deck.cards[-1], state.deck, hand)
        state.push(frame("turn", 0, discarded=False))
        return state

    def card_family(self, card: str) -> str:
        return "low" if VALUE[card] <= 6 else "high"

    def turn_moves(self, state: EchoState, top: Frame, seat: int) -> list[Move]:
        hand = sorted(state.hand[seat].cards)
        moves: list[Move] = [{"type": "play", "card": card} for card in hand]
        if not top["discarded"] and hand:
            moves.append({"type": "discard", "cards": choice(hand, 0, min(2, len(hand)))})
        return [*moves, {"type": "pass"}]

    def play_turn(self, state: EchoState, top: Frame, seat: int, move: Move) -> None:
        if move["type"] == "discard":
            for card in move["cards"]:
                state.transfer(card, state.hand[seat], state.table)
            state.emit({"type": "discard", "seat": seat, "cards": list(move["cards"])})
            state.stack[-1] = top.with_data(discarded=True)
            return
        state.pop()
        if move["type"] == "pass":
            state.emit({"type": "pass", "seat": seat})
            Echo.next_turn(state, seat)
            return
        state.transfer(move["card"], state.hand[seat], state.table,
                       {"type": "play", "seat": seat, "card": move["card"]})
        others = [(seat + k) % state.players for k in range(1, state.players)]
        open_window(state, "respond", others, chain=((seat, move["card"]),), mover=seat)

    @staticmethod
    def next_turn(state: EchoState, mover: int) -> None:
        state.turns += 1
        if state.turns < TURNS * state.players:
            state.push(frame("turn", (mover + 1) % state.players, discarded=False))

    def result(self, state: EchoState) -> dict[str, Any]:
        best = max(state.points)
        over = state.top is None
        return {"scores": list(state.points),
                "winners": [s for s, p in enumerate(state.points) if p == best] if over else []}

    def public_view(self, state: EchoState, seat: int | None) -> dict[str, Any]:
        return {"points": list(state.points), "turns": state.turns}

    def describe_move(self, state: EchoState, seat: int, move: Move) -> str:
        return str(move["type"])


def sealed(move: Any) -> Move:
    """A sealed answer as a plain move (for assertions)."""
    return thawed(move)


def events(state: EchoState) -> list[Event]:
    """The log's events (for assertions)."""
    return [event for _, event in state.log]
