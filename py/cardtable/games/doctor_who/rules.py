"""Doctor Who: The Card Game (3–4 players): defend your locations with the Doctor and
his companions, attack the others' with face-down enemies, pass three cards to the right
every turn, and hold the most VP when the final phase runs out.

Rules: ``shared/rules/doctor-who.txt`` with rulings DW-1..DW-20; our readings of the
gaps are DW-G1.. in ``cards/doctor-who.md``; the card list is our reconstruction
(``cards/doctor-who.toml``, ``source = "reconstruction"``).

Decision kinds: ``turn`` (the active seat): any number of actions (``actions.py``)
then ``pass`` (DW-2: exactly 3 hand cards to the right as one choose-k move, known to
giver and receiver only; DW-G1: hand cards beyond them are discarded); in the final
phase (DW-12) one action per turn and no pass. Within a conflict (``conflict.py``):
``unit`` (DW-G2), the ``teselecta`` window (DW-G2, asked whatever the defender holds)
and ``enemy_discard`` (DW-G3). ``tokens`` (DW-G5): whom to take a time token from when
the supply is empty. Two frame kinds are never decisions: ``conflict`` and ``owed``
are carried forward by ``settle`` after every move, until a decision is due.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...engine import Game, Move
from ...engine.carddata import display_catalog
from ...engine.frames import Frame, frame
from ...engine.game import Decision
from ...engine.window import WINDOW, WindowDecision, WindowRules
from . import bot, text
from .actions import action_moves, apply_action, drawable
from .cards import CARDS, DECK, GAME_END, KIND, STARTS, legal_attack, start_value
from .conflict import (CONFLICT, ENEMY_DISCARD, TESELECTA_WINDOW, UNIT_DECISION,
                       TeselectaWindow, advance, choose_enemy_discard, enemy_discard_moves,
                       unit_moves, use_unit)
from .scoring import breakdown, scores
from .state import OWED, PASSED, TOKENS, DoctorWhoState

TOKENS_DECISION = "tokens"

FIRST_HAND = 5
SHORT_HAND = 2
"""DW-1: the player on the first player's right is dealt 2 cards."""
UNDER_END = 20
"""DW-1: Game End lies on 20 cards."""
TURN_LIMIT = 400
"""DW-G11: a match still going after 400 turns ends and is scored."""


class DoctorWho(Game[DoctorWhoState]):
    """The rules of Doctor Who: The Card Game for 3 or 4 players."""

    id = "doctor-who"
    name = "Doctor Who"
    bot_notes = {
        "greedy": "has no baseline of its own in this game: plays as the simple bot.",
        "simple": (
            "a rule of thumb: plays locations, defends attacked ones with enough strength, "
            "attacks the richest unguarded ones, passes its least useful cards and buys when "
            "rich."),
        "hard": "thinks ahead most (about 400 tries per move, up to three quarters of a second).",
    }
    min_players = 3
    max_players = 4
    options_schema: list[dict[str, Any]] = []

    def __init__(self) -> None:
        windows: dict[str, WindowRules[DoctorWhoState]] = {TESELECTA_WINDOW: TeselectaWindow()}
        window: WindowDecision[DoctorWhoState] = WindowDecision(windows)
        handlers = {"turn": (self.turn_moves, self.play_turn),
                    UNIT_DECISION: (unit_moves, use_unit),
                    ENEMY_DISCARD: (enemy_discard_moves, choose_enemy_discard),
                    TOKENS_DECISION: (token_moves, take_token),
                    WINDOW: (window.legal, window.apply)}
        self.decisions = {kind: Decision(legal, self.settled(apply))
                          for kind, (legal, apply) in handlers.items()}
        self.event_texts = text.EVENT_TEXTS

    def __reduce__(self) -> tuple[type[DoctorWho], tuple[()]]:
        return (DoctorWho, ())

    def variants(self) -> list[tuple[int, dict[str, Any]]]:
        return [(3, {}), (4, {})]

    # -- set-up -------------------------------------------------------------------
    def new_state(self, players: int, options: dict[str, Any],
                  rng: random.Random) -> DoctorWhoState:
        """DW-1: starting locations (one set aside with 3 players), the highest start
        value first; 5 cards each but 2 for the player on the first player's right;
        Game End on 20 cards; 30 time tokens."""
        state = DoctorWhoState(players, rng)
        state.aside.cards.extend(STARTS)
        state.shuffle("aside")
        for seat in range(players):
            loc = state.aside.cards[-1]
            state.transfer(loc, state.aside, state.locs[seat],
                           {"type": "start", "seat": seat, "card": loc})
            state.open_location(loc, seat)
        starts = [state.locs[s].cards[0] for s in range(players)]
        state.first = max(range(players), key=lambda s: start_value(starts[s]))
        state.deck.cards.extend(DECK)
        state.shuffle("deck")
        for seat in range(players):
            count = SHORT_HAND if seat == (state.first - 1) % players else FIRST_HAND
            dealt = state.deck.cards[-count:][::-1]
            for card in dealt:
                state.transfer(card, state.deck, state.hand[seat])
            state.emit({"type": "deal", "seat": seat, "cards": dealt}, 1 << seat)
        state.aside.cards.append(GAME_END)
        state.transfer(GAME_END, state.aside, state.deck,
                       {"type": "game_end_placed", "card": GAME_END, "under": UNDER_END},
                       index=UNDER_END)
        self.begin_turn(state, state.first)
        return state

    # -- turns ----------------------------------------------------------------------
    def begin_turn(self, state: DoctorWhoState, seat: int) -> None:
        """DW-10: all 5 DALEK or all 5 TARDIS tokens in play end the game at once;
        DW-12: in the final phase, a player who can take no action ends it."""
        if state.daleks_in_play(seat) >= TOKENS or state.tardis_in_play(seat) >= TOKENS:
            self.end_match(state, "tokens", seat)
            return
        if state.final and not can_act(state, seat):
            self.end_match(state, "no_action", seat)
            return
        if state.turns >= TURN_LIMIT:
            self.end_match(state, "time_up", seat)
            return
        state.turns += 1
        state.active = seat
        state.taken = set()
        state.emit({"type": "turn", "seat": seat, "turn": state.turns, "final": state.final})
        state.push(frame("turn", seat))

    def turn_moves(self, state: DoctorWhoState, top: Frame, seat: int) -> list[Move]:
        """The turn's actions; DW-2: the turn ends by passing exactly 3 cards, which
        leaves the hand empty ("You must have no cards left in your hand"), so the pass
        is legal only with exactly 3 in hand (more: act, e.g. discard for time tokens,
        down to 3). DW-G17: a hand that holds fewer passes all it has. Not in the
        final phase (DW-12)."""
        moves = action_moves(state, seat)
        hand = sorted(state.hand[seat].cards)
        if not state.final and len(hand) <= PASSED:
            moves.append({"type": "pass", "cards": hand})
        return moves

    def play_turn(self, state: DoctorWhoState, top: Frame, seat: int, move: Move) -> None:
        if move["type"] == "pass":
            state.pop()
            self.end_turn(state, seat, list(move["cards"]))
            return
        index = len(state.stack) - 1
        if apply_action(state, seat, move) and state.final:
            state.stack[index] = top.with_data(done=True)  # DW-12: once the action is over

    def settled(self, apply: Callable[[DoctorWhoState, Frame, int, Move], None]
                ) -> Callable[[DoctorWhoState, Frame, int, Move], None]:
        """``apply``, then ``settle``: every move leaves a decision on top (or the end)."""
        def run(state: DoctorWhoState, top: Frame, seat: int, move: Move) -> None:
            apply(state, top, seat, move)
            self.settle(state)
        return run

    def settle(self, state: DoctorWhoState) -> None:
        """Carry forward what needs no decision: a conflict's next step, tokens owed
        from an empty supply (DW-G5: taken at once when only one other player has any),
        a final-phase turn whose one action is over."""
        while state.top is not None:
            top = state.top
            if top.kind == CONFLICT:
                advance(state)
            elif top.kind == OWED:
                queue = list(top["queue"])
                seat, count = queue[0]
                sources = state.sources(seat)
                if count == 0 or not sources:
                    queue.pop(0)
                    if queue:
                        state.stack[-1] = top.with_data(queue=queue)
                    else:
                        state.pop()
                elif len(sources) == 1:
                    state.take_token(seat, sources[0])
                    state.stack[-1] = top.with_data(queue=[(seat, count - 1), *queue[1:]])
                else:
                    state.push(frame(TOKENS_DECISION, seat))
                    return
            elif top.kind == "turn" and top.data.get("done"):
                state.pop()
                self.begin_turn(state, (top.seats[0] + 1) % state.players)
            else:
                return

    def end_turn(self, state: DoctorWhoState, seat: int, passed: list[str]) -> None:
        """DW-2: the hand's 3 cards to the right (DW-G17: all of a smaller hand), then
        draw 2; DW-11: Game End drawn during the turn means draw 5, drawn now means set
        it aside and draw up to 5; either way the final phase starts with the next."""
        hand = state.hand[seat]
        right = (seat - 1) % state.players
        for card in passed:
            state.transfer(card, hand, state.hand[right])
        state.emit({"type": "pass", "seat": seat, "to": right, "cards": passed},
                    1 << seat | 1 << right)
        if state.end_in_action:
            state.draw(seat, 5)
            state.final = True
        elif state.draw(seat, 2):
            state.draw(seat, 5 - len(hand.cards))
            state.final = True
        if state.final:
            state.emit({"type": "final_phase"})
        self.begin_turn(state, (seat + 1) % state.players)

    def end_match(self, state: DoctorWhoState, reason: str, seat: int) -> None:
        """The match ends: every enemy card still face down turns up for the scoring
        (DW-G7, no reveal effects), then DW-13."""
        for loc in sorted(state.attacker):
            state.turn_up_attack(loc)
        state.over_reason = reason
        state.emit({"type": "game_over", "reason": reason, "seat": seat,
                    "scores": scores(state)})
        state.stack.clear()

    # -- results and presentation -----------------------------------------------------
    def result(self, state: DoctorWhoState) -> dict[str, Any]:
        points = scores(state)
        best = max(points)
        over = state.top is None
        return {"scores": points, "breakdown": breakdown(state) if over else None,
                "winners": [s for s, p in enumerate(points) if p == best] if over else []}

    def public_view(self, state: DoctorWhoState, seat: int | None) -> dict[str, Any]:
        return text.public_view(state)

    def describe_move(self, state: DoctorWhoState, seat: int, move: Move) -> str:
        return text.describe_move(state, seat, move)

    def card_catalog(self) -> dict[str, dict[str, Any]]:
        return display_catalog(self.id, CARDS)

    # -- bots -----------------------------------------------------------------------
    def card_family(self, card: str) -> str:
        """DW-1: Game End never trades places (its depth is known to all)."""
        return "end" if card == GAME_END else "deck"

    def world_ok(self, state: DoctorWhoState) -> bool:
        """A re-dealt world keeps Game End on its 20 cards and only defenders face down
        on locations (distinct), only enemies in attacks, every attack legal (DW-15)."""
        if GAME_END in state.deck.cards and state.deck.cards.index(GAME_END) != UNDER_END:
            return False
        for loc in state.attacker:  # DW-15
            if not legal_attack(state.attack_cards(loc)):
                return False
        for name, zone in state.zones.items():
            if name.startswith("def:"):
                ids = [c.split("#")[0] for c in zone.cards]
                if len(set(ids)) != len(ids) or any(KIND[c] != "defender" for c in zone.cards):
                    return False
            elif name.startswith("atk:") and any(KIND[c] != "enemy" for c in zone.cards):
                return False
        return True

    def determinize(self, state: DoctorWhoState, seat: int | None,
                    rng: random.Random) -> DoctorWhoState:
        world = state.determinized(seat, rng, family=self.card_family)
        bot.repair_world(state, world, seat, rng)
        return world

    def heuristic(self, view: dict[str, Any], legal: list[Move]) -> list[float]:
        return bot.heuristic(view, legal)

    def evaluate(self, state: DoctorWhoState) -> list[float]:
        return super().evaluate(state) if self.is_over(state) else bot.evaluate(state)


def token_moves(state: DoctorWhoState, top: Frame, seat: int) -> list[Move]:
    """DW-14, DW-G5: take the next owed time token from one of these players."""
    return [{"type": "token_from", "seat": source} for source in state.sources(seat)]


def take_token(state: DoctorWhoState, top: Frame, seat: int, move: Move) -> None:
    state.pop()
    state.take_token(seat, int(move["seat"]))
    owed = state.stack[-1]
    assert owed.kind == OWED
    queue = list(owed["queue"])
    state.stack[-1] = owed.with_data(queue=[(seat, queue[0][1] - 1), *queue[1:]])


def can_act(state: DoctorWhoState, seat: int) -> bool:
    """DW-12, DW-G15: a final-phase player can act with a card in hand or reserve, or the
    tokens to buy a card that is there to draw."""
    return bool(state.hand[seat].cards or state.reserve[seat].cards) \
        or (state.time[seat] >= 5 and drawable(state) > 0)
