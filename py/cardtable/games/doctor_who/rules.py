"""Doctor Who: The Card Game (3–4 players): defend your locations with the Doctor and
his companions, attack the others' with face-down enemies, pass three cards to the right
every turn, and hold the most VP when the final phase runs out.

Rules: ``shared/rules/doctor-who.txt`` with rulings DW-1..DW-20; our readings of the
gaps are DW-G1.. in ``cards/doctor-who.md``; the card list is our reconstruction
(``cards/doctor-who.toml``, ``source = "reconstruction"``).

One decision kind, ``turn`` (the active seat): any number of actions (``actions.py``)
then ``pass`` (DW-2: exactly 3 hand cards to the right as one choose-k move, known to
giver and receiver only; DW-G1: hand cards beyond them are discarded). In the final
phase (DW-12) one action per turn and no pass. Conflicts resolve at once, with no
question asked (``conflict.py``).
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import Game, Move
from ...engine.choose import choice
from ...engine.frames import Frame, frame
from ...engine.game import Decision
from . import bot, text
from .actions import action_moves, apply_action, drawable
from .cards import CARDS, DECK, GAME_END, KIND, NOTES, STARTS, start_value
from .scoring import breakdown, scores
from .state import TOKENS, DoctorWhoState

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
    min_players = 3
    max_players = 4
    options_schema: list[dict[str, Any]] = []

    def __init__(self) -> None:
        self.decisions = {"turn": Decision(self.turn_moves, self.play_turn)}
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
        moves = action_moves(state, seat)
        hand = sorted(state.hand[seat].cards)
        if not state.final and len(hand) >= 3:
            moves.append({"type": "pass", "cards": choice(hand, 3)})
        return moves

    def play_turn(self, state: DoctorWhoState, top: Frame, seat: int, move: Move) -> None:
        if move["type"] == "pass":
            state.pop()
            self.end_turn(state, seat, list(move["cards"]))
            return
        if apply_action(state, seat, move) and state.final:
            state.pop()
            self.begin_turn(state, (seat + 1) % state.players)

    def end_turn(self, state: DoctorWhoState, seat: int, passed: list[str]) -> None:
        """DW-2: 3 cards to the right (DW-G1: the rest of the hand is discarded), then
        draw 2; DW-11: Game End drawn during the turn means draw 5, drawn now means set
        it aside and draw up to 5; either way the final phase starts with the next."""
        hand = state.hand[seat]
        right = (seat - 1) % state.players
        for card in passed:
            state.transfer(card, hand, state.hand[right])
        state.emit({"type": "pass", "seat": seat, "to": right, "cards": passed},
                    1 << seat | 1 << right)
        for card in sorted(hand.cards):
            state.to_discard(card, hand)
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
            down = state.down_atk(loc)
            if down is not None:
                for card in list(down.cards):
                    state.transfer(card, down, state.up(loc),
                                   {"type": "turned_up", "card": card, "loc": loc})
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
        catalog = {card_id: card.to_json() for card_id, card in CARDS.items()}
        for entry in catalog.values():
            entry["source"] = NOTES.get("source", "")
        return catalog

    # -- bots -----------------------------------------------------------------------
    def card_family(self, card: str) -> str:
        """DW-1: Game End never trades places (its depth is known to all)."""
        return "end" if card == GAME_END else "deck"

    def world_ok(self, state: DoctorWhoState) -> bool:
        """A re-dealt world keeps Game End on its 20 cards and only defenders face down
        on locations (distinct), only enemies in attacks."""
        if GAME_END in state.deck.cards and state.deck.cards.index(GAME_END) != UNDER_END:
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


def can_act(state: DoctorWhoState, seat: int) -> bool:
    """DW-12, DW-G15: a final-phase player can act with a card in hand or reserve, or the
    tokens to buy a card that is there to draw."""
    return bool(state.hand[seat].cards or state.reserve[seat].cards) \
        or (state.time[seat] >= 5 and drawable(state) > 0)
