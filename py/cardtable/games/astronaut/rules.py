"""Astronaut (Pepys): race your row of Stage cards from 1 to 7, delaying your left neighbour.

Rules: ``shared/rules/astronaut.txt`` with rulings AS-1..AS-17; our own readings of
gaps are AS-G1.. in ``cards/astronaut.md``.

Every decision is a frame on the state's stack, one at a time, decided by the seat it
names (handlers in ``Astronaut.decisions``):

- ``draw``: a turn's start, draw from the pack or the discard pile (AS-2, AS-3);
- ``act``: after the draw, play, hand over or discard (AS-4..AS-14);
- ``handed``: a DELAY or General Interest card was handed over: place or discard it,
  the turn is lost (AS-12, AS-13); ``delayed``: discard the placed DELAY, the second
  lost turn; ``move_up``: a Reserve Astronaut exchange, one card a turn (AS-10);
- ``deal``: after a round's last move its rows stay on the table until the next
  round's dealer deals (AS-G6), so everyone can look at the final board.

The stack is empty once the match is over.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import Game, Move
from ...engine.frames import Frame, frame
from ...engine.game import Decision
from . import bot, text
from .cards import CARDS, KIND
from .rows import (can_play, forced_discard, ill_costs_a_stage, is_exchange_play,
                   next_stage, round_score, score_breakdown)
from .state import AstronautState, phase
from .text import DEAL, DRAW_DISCARD, DRAW_PACK
from .worlds import holds_no_forbidden_ill, place_ills

QUIET_TURNS_PER_PLAYER = 30
"""AS-G2: a round ends after this many turns per player in a row in which no row
reached a stage it had not reached before in the round (so every round ends)."""
PLACE_DELAY: Move = {"type": "place_delay"}
DISCARD_DELAY: Move = {"type": "discard_delay"}
MOVE_UP: Move = {"type": "move_up"}
TURN_KINDS = ("draw", "act", "handed", "delayed", "move_up", "deal")


class Astronaut(Game[AstronautState]):
    """The rules of Astronaut for 2–4 players (AS-1)."""

    id = "astronaut"
    name = "Astronaut"
    bot_notes = {
        "greedy": "only advances its own row and never aims at anyone: a baseline.",
        "simple": (
            "a rule of thumb: lands fast — plays to its row whenever it can, then delays the "
            "player on its left, takes useful cards and sheds junk."),
        "hard": "thinks ahead most (about 400 tries per move, up to three quarters of a second).",
    }
    min_players = 2
    max_players = 4
    options_schema = [{"id": "rounds", "label": "Rounds", "type": "int",
                       "min": 1, "max": 10, "default": 3}]

    def __init__(self) -> None:
        self.decisions = {
            "draw": Decision(draws, self.draw),
            "act": Decision(actions, self.act),
            "handed": Decision(self.handed_moves, self.serve),
            "delayed": Decision(lambda state, top, seat: [DISCARD_DELAY], self.serve),
            "move_up": Decision(lambda state, top, seat: [MOVE_UP], self.move_up),
            "deal": Decision(lambda state, top, seat: [DEAL], self.deal),
        }
        self.event_texts = text.EVENT_TEXTS
        self._frames = {(kind, seat): frame(kind, seat) for kind in TURN_KINDS
                        for seat in range(self.max_players)}
        """Frames carry no data here: one shared value per kind and seat."""

    def __reduce__(self) -> tuple[type[Astronaut], tuple[()]]:
        """The rules hold no match data: a pickle (a saved host session) names the class."""
        return (Astronaut, ())

    # -- set-up -----------------------------------------------------------
    def new_state(self, players: int, options: dict[str, Any],
                  rng: random.Random) -> AstronautState:
        state = AstronautState(players, rng, options["rounds"])
        self.start_round(state)
        return state

    def start_round(self, state: AstronautState) -> None:
        """Deal a round (AS-1) and start its first turn."""
        self.begin_turn(state, state.deal_round())

    # -- turn structure ---------------------------------------------------
    def turn_frame(self, state: AstronautState, seat: int) -> Frame | None:
        """The first decision of ``seat``'s turn: a lost turn to serve (AS-12/AS-13),
        an exchange to go on with (AS-10), else the draw; None if it cannot draw."""
        if state.incoming[seat].cards:
            kind = "handed"
        elif state.delay[seat].cards:
            kind = "delayed"
        elif state.upper[seat].cards:
            kind = "move_up"
        elif draws(state):
            kind = "draw"
        else:
            return None
        return self._frames[kind, seat]

    def begin_turn(self, state: AstronautState, seat: int) -> None:
        """AS-5 then AS-G1: a player who must draw but cannot ends the round as it stands."""
        state.refill_pack()
        first = self.turn_frame(state, seat)
        if first is None:
            state.emit({"type": "no_draw", "seat": seat})
            self.end_round(state, lander=None)
        else:
            state.push(first)

    def next_turn(self, state: AstronautState, seat: int) -> None:
        """``seat``'s turn is over: the left neighbour's starts, unless the round has
        gone without progress for too long (AS-G2)."""
        state.quiet_turns += 1
        if state.quiet_turns >= QUIET_TURNS_PER_PLAYER * state.players:
            state.emit({"type": "stalemate", "turns": state.quiet_turns})
            self.end_round(state, lander=None)
            return
        self.begin_turn(state, (seat + 1) % state.players)

    # -- the decisions ----------------------------------------------------
    def draw(self, state: AstronautState, top: Frame, seat: int, move: Move) -> None:
        """AS-2: take the pack's or the discard pile's top card; the action is due."""
        state.pop()
        source = move["from"]
        pile = state.pack if source == "pack" else state.discard
        card = pile.cards[-1]
        state.transfer(card, pile, state.hand[seat],
                       {"type": "draw", "seat": seat, "from": source, "card": card})
        state.no_ill[seat] = False
        state.push(self._frames["act", seat])
        state.refill_pack()

    def act(self, state: AstronautState, top: Frame, seat: int, move: Move) -> None:
        """Play a card, hand one to the left neighbour, or discard one."""
        state.pop()
        kind, card = move["type"], move["card"]
        state.no_ill[seat] = not (kind == "discard" and KIND[card] == "ill")  # AS-6
        if kind == "play":
            if self.play(state, seat, card):
                return
        elif kind == "give":
            left = (seat + 1) % state.players
            state.transfer(card, state.hand[seat], state.incoming[left],
                           {"type": "give", "seat": seat, "to": left, "card": card})
        else:
            self.discard(state, seat, card)
        self.next_turn(state, seat)

    def handed_moves(self, state: AstronautState, top: Frame, seat: int) -> list[Move]:
        """AS-12: a DELAY is placed beside the row; AS-13: a GI is discarded."""
        return [PLACE_DELAY if KIND[state.incoming[seat].cards[0]] == "delay" else DISCARD_DELAY]

    def serve(self, state: AstronautState, top: Frame, seat: int, move: Move) -> None:
        """A lost turn: place the handed DELAY, or discard the handed GI or placed DELAY."""
        state.pop()
        if move == PLACE_DELAY:
            served = state.incoming[seat].cards[0]
            state.transfer(served, state.incoming[seat], state.delay[seat],
                           {"type": "place_delay", "seat": seat, "card": served})
        else:
            pile = state.incoming[seat] if state.incoming[seat].cards else state.delay[seat]
            served = pile.cards[0]
            state.transfer(served, pile, state.discard,
                           {"type": "discard_delay", "seat": seat, "card": served})
        self.next_turn(state, seat)

    def move_up(self, state: AstronautState, top: Frame, seat: int, move: Move) -> None:
        """AS-10: move the next row card up; the first move discards the Reserve Astronaut."""
        state.pop()
        row, upper = state.row[seat], state.upper[seat]
        cards = row.cards
        if cards and KIND[cards[0]] == "reserve":
            state.transfer(cards[0], row, state.discard,
                           {"type": "discard", "seat": seat, "card": cards[0]})
        if cards:
            state.transfer(cards[0], row, upper,
                           {"type": "move_up", "seat": seat, "card": cards[0]})
        if not cards:
            moved = upper.cards
            cards.extend(moved)
            moved.clear()
            state.emit({"type": "exchange_done", "seat": seat})
        self.next_turn(state, seat)

    def deal(self, state: AstronautState, top: Frame, seat: int, move: Move) -> None:
        """AS-G6: the next round's dealer deals it."""
        state.pop()
        self.start_round(state)

    # -- what the actions do ----------------------------------------------
    def play(self, state: AstronautState, seat: int, card: str) -> bool:
        """Put ``card`` on the row; True when it lands on the Moon (the round is over)."""
        row = state.row[seat].cards
        if is_exchange_play(card, row):  # a real Astronaut above a Reserve one (AS-10)
            state.transfer(card, state.hand[seat], state.upper[seat],
                           {"type": "exchange", "seat": seat, "card": card})
            return False
        state.transfer(card, state.hand[seat], state.row[seat],
                       {"type": "play", "seat": seat, "card": card, "stage": len(row) + 1})
        if len(row) > state.best[seat]:
            state.best[seat] = len(row)
            state.quiet_turns = -1  # progress: next_turn counts from zero again
        if len(row) == 7:
            self.end_round(state, lander=seat)
            return True
        return False

    def discard(self, state: AstronautState, seat: int, card: str) -> None:
        """Discard ``card``; an ILL may take the last row card with it (AS-7)."""
        row = state.row[seat].cards
        state.transfer(card, state.hand[seat], state.discard,
                       {"type": "discard", "seat": seat, "card": card})
        if KIND[card] == "ill" and ill_costs_a_stage(row):
            last = row[-1]
            state.transfer(last, state.row[seat], state.discard,
                           {"type": "ill_loss", "seat": seat, "card": last, "stage": len(row)})

    def end_round(self, state: AstronautState, lander: int | None) -> None:
        """AS-15/AS-16/AS-17: score the rows; then the next round's dealer (one seat
        further left, AS-1) deals it as a move of its own (AS-G6), or the match ends."""
        breakdown = [score_breakdown(state.row[s].cards, state.upper[s].cards)
                     for s in range(state.players)]
        scores = [entry["total"] for entry in breakdown]
        state.round_scores.append(scores)
        state.scores = [total + new for total, new in zip(state.scores, scores)]
        state.emit({"type": "round_end", "round": state.round, "lander": lander,
                    "scores": scores, "totals": list(state.scores), "breakdown": breakdown})
        if state.round >= state.rounds:
            state.emit({"type": "match_end", "totals": list(state.scores),
                        "winners": winners(state)})
        else:
            state.dealer = (state.dealer + 1) % state.players
            state.push(self._frames["deal", state.dealer])

    # -- refusals (``text.py``) ------------------------------------------
    def why_illegal(self, state: AstronautState, seat: int, move: Move) -> str | None:
        return text.refusal(state, seat, move, self.legal_moves(state, seat))

    # -- results and presentation -----------------------------------------
    def result(self, state: AstronautState) -> dict[str, Any]:
        return {"scores": list(state.scores),
                "winners": winners(state) if state.top is None else []}

    def public_view(self, state: AstronautState, seat: int | None) -> dict[str, Any]:
        top = state.top
        return {
            "round": state.round, "rounds": state.rounds, "dealer": state.dealer,
            "current": top.seats[0] if top is not None else None, "phase": phase(state),
            "scores": list(state.scores), "round_scores": [list(r) for r in state.round_scores],
            "next_stage": [next_stage(state.row[s].cards, state.upper[s].cards)
                           for s in range(state.players)],
            "round_points": [round_score(state.row[s].cards, state.upper[s].cards)
                             for s in range(state.players)],
            "quiet_turns": state.quiet_turns,
            "quiet_limit": QUIET_TURNS_PER_PLAYER * state.players,
        }

    def describe_move(self, state: AstronautState, seat: int, move: Move) -> str:
        return text.describe_move(state, seat, move)

    def card_catalog(self) -> dict[str, dict[str, Any]]:
        return {card_id: card.to_json() for card_id, card in CARDS.items()}

    # -- re-deals for the bots --------------------------------------------
    def card_family(self, card: str) -> str:
        """One 44-card pack: a hidden card may be in any hidden place (pack or hand)."""
        return "pack"

    def world_ok(self, state: AstronautState) -> bool:
        """AS-6: a seat whose last action showed it holds no ILL holds none (``worlds.py``)."""
        return holds_no_forbidden_ill(state)

    def determinize(self, state: AstronautState, seat: int | None,
                    rng: random.Random) -> AstronautState:
        """The engine's re-deal (rejecting worlds that break ``world_ok``); should every
        try break it, the misplaced ILLs trade places with free cards that may be there."""
        world = super().determinize(state, seat, rng)
        if not holds_no_forbidden_ill(world):
            place_ills(state, world, seat, rng)
        return world

    # -- bots (``bot.py``) ------------------------------------------------
    def evaluate(self, state: AstronautState) -> list[float]:
        """``bot.evaluate`` while playing (the variants tried are listed there)."""
        return super().evaluate(state) if self.is_over(state) else bot.evaluate(state)

    def rollout_move(self, state: AstronautState, seat: int, legal: list[Move],
                     rng: random.Random) -> Move:
        return bot.rollout_move(state, seat, legal, rng)

    def heuristic(self, view: dict[str, Any], legal: list[Move]) -> list[float]:
        return bot.heuristic(view, legal)

    def greedy(self, view: dict[str, Any], legal: list[Move]) -> list[float]:
        return bot.greedy(view, legal)


# -- legal moves ------------------------------------------------------------
def draws(state: AstronautState, top: Frame | None = None, seat: int = 0) -> list[Move]:
    """AS-2/AS-3: the pack, or the discard top unless it is a DELAY or GI (for anyone:
    the frame and seat do not matter)."""
    moves = []
    if state.pack.cards:
        moves.append(DRAW_PACK)
    discard = state.discard.cards
    if discard and KIND[discard[-1]] not in ("delay", "gi"):
        moves.append(DRAW_DISCARD)
    return moves


def actions(state: AstronautState, top: Frame, seat: int) -> list[Move]:
    """After the draw: a forced discard (AS-6), else play, hand over or discard."""
    hand = state.hand[seat].cards
    row = state.row[seat].cards
    forced = forced_discard(hand, row)
    if forced is not None:
        return [{"type": "discard", "card": forced}]
    left = (seat + 1) % state.players
    moves: list[Move] = []
    ordered = sorted(hand)
    for card in ordered:
        kind = KIND[card]
        if can_play(card, row):
            moves.append({"type": "play", "card": card})
        elif kind in ("delay", "gi") and state.can_receive(left, kind):
            moves.append({"type": "give", "card": card})
    moves.extend({"type": "discard", "card": card} for card in ordered)
    return moves


def winners(state: AstronautState) -> list[int]:
    """The seats with the most points (AS-17: equal totals share the win)."""
    best = max(state.scores)
    return [s for s, score in enumerate(state.scores) if score == best]
