"""The Battle of Red Cliffs: collect sets of three, keep one card of each as a prize.

Rules: ``shared/rules/red-cliffs.txt`` with rulings RC-1..RC-19; our readings of
gaps are RC-G1.. in ``cards/red-cliffs.md``. Zones and drawing live in
``state``, sets in ``sets``, scoring in ``scoring``,
texts in ``text`` and the simple bot's heuristic in ``bot``.

The decision stack's frames and their handlers live in ``turns`` (a turn is ``draw``,
two ``act`` actions, ``refill``; a set ``keep`` → ``return`` → ``place`` → ``swap`` /
``purple``; events ``event``; rounds ``deal`` and ``layout``; RC-10's claim window an
engine window); this module wires them up and presents the match.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import Game, Move
from ...engine.frames import Frame
from ...engine.game import Decision, lead_values
from ...engine.window import WindowDecision, thawed
from ...errors import BadOptions
from . import bot, text, turns
from .sets import ALL, CARDS, KIND, can_lay_out, is_set, prize_score
from .state import HAND_SIZE, PRIZES_TO_END, RedCliffsState

TEAM_SIZES = {1: range(2, 8), 2: (4, 6, 8), 3: (6, 9)}
"""RC-4: players allowed for each team size (1 = everyone plays alone)."""

WINDOWS = WindowDecision({turns.CLAIM: turns.CLAIM_RULES})
DECISIONS: dict[str, Decision[RedCliffsState]] = {
    "deal": Decision(turns.deal_moves, turns.on_deal),
    "layout": Decision(turns.layout_moves, turns.on_layout),
    "window": Decision(WINDOWS.legal, WINDOWS.apply),
    "draw": Decision(turns.only_draw, turns.on_draw),
    "event": Decision(turns.event_moves, turns.on_event),
    "act": Decision(turns.act_moves, turns.on_act),
    "keep": Decision(turns.keep_moves, turns.on_keep),
    "return": Decision(turns.return_moves, turns.on_return),
    "place": Decision(turns.place_moves, turns.on_place),
    "swap": Decision(turns.swap_moves, turns.on_swap),
    "purple": Decision(turns.purple_moves, turns.on_purple),
    "refill": Decision(turns.only_draw, turns.on_refill),
}
"""The handler of each frame kind (``turns``); class data, so a game pickles by name."""


class RedCliffs(Game[RedCliffsState]):
    """The rules of The Battle of Red Cliffs for 2–9 players, alone or in teams."""

    id = "red-cliffs"
    name = "The Battle of Red Cliffs"
    bot_notes = {
        "greedy": "only makes its own sets and never aims at anyone: a baseline.",
        "simple": (
            "a rule of thumb: makes sets whenever it can, keeps the cards that add most to "
            "its prizes, claims when the prize helps and aims angels at rivals."),
        "hard": "thinks ahead most (about 400 tries per move, up to three quarters of a second).",
    }
    min_players = 2
    max_players = 9
    options_schema = [
        {"id": "team_size", "label": "Teams", "type": "int", "min": 0, "max": 3, "default": 0,
         "choices": [
             {"value": 0, "label": "Automatic"},
             {"value": 1, "label": "No teams (2 to 7 players)"},
             {"value": 2, "label": "Teams of 2 (4, 6 or 8 players)"},
             {"value": 3, "label": "Teams of 3 (6 or 9 players)"}],
         "hint": "Automatic: alone, but teams of 2 with 8 players, of 3 with 9."},
        {"id": "target", "type": "int", "min": 0, "max": 500, "default": 0,
         "label": "Points to win",
         "hint": "0: the rulebook's, 30 with 2–3 players, 20 with 4–9, teams 30 or 50."},
    ]

    decisions = DECISIONS
    event_texts = text.EVENT_TEXTS

    # -- set-up -----------------------------------------------------------
    def check_options(self, players: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """RC-4: 2–7 alone; teams of 2 with 4, 6 or 8; teams of 3 with 6 or 9. Team size 0
        (the default) is the one the number of players needs, so the defaults are valid
        for every player count; the match records the size chosen."""
        checked = super().check_options(players, options)
        if checked["team_size"] == 0:
            checked["team_size"] = 1 if players <= 7 else 2 if players == 8 else 3
        size = checked["team_size"]
        if players not in TEAM_SIZES[size]:
            allowed = {1: "2 to 7 players", 2: "4, 6 or 8 players", 3: "6 or 9 players"}
            kind = "Playing alone" if size == 1 else f"Teams of {size}"
            raise BadOptions(f"{kind} needs {allowed[size]}, not {players}.")
        return checked

    def variants(self) -> list[tuple[int, dict[str, Any]]]:
        return [(players, {"team_size": size})
                for size, counts in TEAM_SIZES.items() for players in counts]

    def new_state(self, players: int, options: dict[str, Any],
                  rng: random.Random) -> RedCliffsState:
        """RC-5: shuffle, turn the two laying-out cards, then deal the first round."""
        state = RedCliffsState(players, rng, options["team_size"], options["target"])
        state.deck.cards.extend(ALL)
        state.shuffle("deck")
        state.turn_piles()
        state.return_aside()
        turns.start_round(state)
        return state

    def why_illegal(self, state: RedCliffsState, seat: int, move: Move) -> str | None:
        kind = move.get("type")
        expected = {"draw": "draw a card", "refill": "draw back up to 6 cards",
                    "deal": "deal the next round", "layout": "lay out a card or stop",
                    "claim": "claim a set or decline",
                    "event": "choose the pile the event shuffles into the deck",
                    "act": "make a set, discard a card or pass", "keep": "keep one card of the set",
                    "return": "take one card of the set back (Light-blue angel)",
                    "place": "put the set's other cards on the laying-out piles",
                    "swap": "swap a prize (Green angel)",
                    "purple": "choose whose card is discarded (Purple angel)"}
        allowed = {m["type"] for m in self.legal_moves(state, seat)}
        if state.phase == "act":
            allowed.add("set")
        if kind not in allowed:
            return f"Now you must {expected.get(state.phase, 'wait')}."
        hand = state.hand[seat].cards
        cards = move.get("cards")
        if kind in ("set", "claim") and isinstance(cards, list):
            pile = move.get("pile")
            if pile == "discard" or move.get("zone") == "discard":
                return ("Sets may use the top card of a laying-out pile, never the discard "
                        "pile (RC-13).")
            if any(card not in hand for card in cards) or len(set(map(str, cards))) != len(cards):
                return "Those cards are not all in your hand."
            if pile is None and kind == "claim" or pile is not None and pile not in (0, 1):
                return "Name the laying-out pile (0 or 1) whose top card completes the set."
            if pile is not None and not state.piles[pile].cards:
                return "That laying-out pile is empty."
            if len(cards) != (3 if pile is None else 2):
                return "A set is 3 cards from your hand, or 2 from your hand and a pile's top card."
            full = [*cards, state.piles[pile].cards[-1]] if pile is not None else list(cards)
            if sum(KIND[card] == "joker" for card in full) > 1:
                return "A Joker may stand for only one card of a set (RC-12)."
            if not is_set(full):
                return ("That is not a set: it needs three cards of one value or three "
                        "consecutive values; angels are all one value (RC-11).")
            if cards != sorted(cards):
                return "List the cards of a set in sorted order."
        card = move.get("card")
        if kind in ("discard", "lay") and card not in hand:
            return "That card is not in your hand."
        if kind == "lay" and isinstance(card, str) and not can_lay_out(card):
            return "A 0 or a Joker may not be laid out (RC-6)."
        if kind == "lay" and move.get("pile") in state.laid:
            return "Your two cards go one on each laying-out pile."
        if kind in ("keep", "return", "place") and card not in state.set.cards:
            return "That card is not in the set."
        if kind == "return" and card in state.set.cards:
            return "A Joker cannot be taken back (RC-15)."
        if kind == "swap":
            return "Swap one of your prizes for another player's prize of the same colour or value."
        if kind == "purple":
            return "Choose another player who has cards in hand."
        return None

    # -- worlds for the search bots -----------------------------------------
    def card_family(self, card: str) -> str:
        """Event cards never rest in a hand (RC-9, RC-6: drawn ones are replaced), so
        a re-deal trades them only among themselves."""
        return "event" if KIND[card] == "event" else "card"

    def world_ok(self, state: RedCliffsState) -> bool:
        """No event card in a hand (the families already ensure it)."""
        return not any(KIND[card] == "event" for hand in state.hand for card in hand.cards)

    # -- results and presentation -----------------------------------------
    def result(self, state: RedCliffsState) -> dict[str, Any]:
        over = state.top is None
        return {"scores": list(state.scores), "winners": turns.winners(state) if over else []}

    def rollout_move(self, state: RedCliffsState, seat: int, legal: list[Move],
                     rng: random.Random) -> Move:
        """Make a set whenever possible and keep the card adding most to the prizes;
        otherwise random (``bot.rollout_choice``). Measured with
        bench/arena.py (2 players, hard vs simple, 40 matches to 10 points): 59% with
        uniformly random rollouts, 66% with this one."""
        return bot.rollout_choice(state.phase, state.prizes[seat].cards, legal, rng)

    def evaluate(self, state: RedCliffsState) -> list[float]:
        """Team points so far plus each seat's prizes as the simple bot values them.

        ``bot.prize_value`` is the prizes' score now plus a little credit
        for groups still growing, so a prize that scores nothing yet still counts.
        Measured with bench/arena.py (2 players, hard vs simple, 40 matches to 10
        points): 51% with the bare prize score, 59% with ``prize_value``; adding the
        best set in hand (half its gain) gave 54%, so it was left out. With the
        rollouts of ``rollout_move``, at the rulebook's 30 points: hard vs simple 85%
        [68%, 94%] over 30 matches, hard vs random 100% [84%, 100%] over 20.
        """
        if state.top is None:
            return super().evaluate(state)
        teams = [0.0] * state.teams
        for seat in range(state.players):
            teams[state.team_of(seat)] += state.scores[seat] \
                + bot.prize_value(state.prizes[seat].cards)
        values = lead_values(teams, scale=4.0) if state.teams > 1 else [0.5]
        return [values[state.team_of(seat)] for seat in range(state.players)]

    def public_view(self, state: RedCliffsState, seat: int | None) -> dict[str, Any]:
        return {
            "round": state.round, "first": state.first, "current": state.current,
            "phase": state.phase, "actions_left": state.actions_left,
            "team_size": state.team_size,
            "teams": [[s for s in range(state.players) if state.team_of(s) == t]
                      for t in range(state.teams)],
            "team_of": [state.team_of(s) for s in range(state.players)],
            "team_totals": state.team_totals(), "target": state.target,
            "scores": list(state.scores),
            "round_scores": [list(r) for r in state.round_scores],
            "prize_scores": [prize_score(zone.cards) for zone in state.prizes],
            "claims": state.players > 3,
            "claim": claim_view(state.claim_window(), seat),
            "setter": state.setter, "by_claim": state.by_claim,
            "laid": len(state.laid), "final_turns": state.final,
            "hand_size": HAND_SIZE, "prizes_to_end": PRIZES_TO_END,
        }

    def card_catalog(self) -> dict[str, dict[str, Any]]:
        return {card_id: card.to_json() for card_id, card in CARDS.items()}

    def heuristic(self, view: dict[str, Any], legal: list[Move]) -> list[float]:
        return bot.heuristic(view, legal)

    def greedy(self, view: dict[str, Any], legal: list[Move]) -> list[float]:
        return bot.greedy(view, legal)

    def describe_move(self, state: RedCliffsState, seat: int, move: Move) -> str:
        return text.describe_move(state, seat, move)



def claim_view(window: Frame | None, seat: int | None) -> dict[str, Any] | None:
    """RC-10's open window as ``seat`` may know it: whose turn follows, who has yet to
    answer, and its own sealed answer (never another seat's)."""
    if window is None:
        return None
    own = window["sealed"].get(seat) if seat is not None else None
    return {"before": window["before"], "waiting": list(window.seats),
            "answer": thawed(own) if own is not None else None}
