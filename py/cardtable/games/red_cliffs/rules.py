"""The Battle of Red Cliffs: collect sets of three, keep one card of each as a prize.

Rules: ``shared/rules/red-cliffs.txt`` with rulings RC-1..RC-19; our readings of
gaps are RC-G1.. in ``cards/red-cliffs.md``. Zones and drawing live in
``state``, sets in ``sets``, scoring in ``scoring``,
texts in ``text`` and the simple bot's heuristic in ``bot``.

A turn (RC-8) is a sequence of moves by one seat: ``draw``, then two actions, each a
``set``, ``discard`` or ``pass``, then ``draw`` again (back up to 6). A set continues
with ``keep`` → (``return``, Light-blue angel) → ``place`` → (``swap`` Green angel /
``purple`` Purple angel). Drawn events are resolved with ``shuffle`` (RC-9). Before
each turn with more than 3 players a claim window opens (RC-10): every seat holding
two cards or more is asked at once, whatever its hand; each answers ``claim`` or
``decline``, sealed, and the first claimant in seat order from the player about to
move makes the set. Nobody else learns what a seat answered, only that it did. Each round after the first starts with its first player's
``deal``; then each seat may ``lay`` one or two cards and ``stop`` (RC-6, RC-G5).
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import Event, Game, Move, State
from ...engine.game import lead_values
from ...errors import BadOptions
from . import bot, text
from .sets import (ACTION, ALL, CARDS, KIND, VALUE, can_lay_out, hand_sets, is_set,
                              pile_sets, prize_score, same_colour_or_value, to_discard)
from .state import HAND_SIZE, PILES, PRIZES_TO_END, RedCliffsState

PASS: Move = {"type": "pass"}
DECLINE: Move = {"type": "decline"}
STOP: Move = {"type": "stop"}
DRAW: Move = {"type": "draw"}
DEAL: Move = {"type": "deal"}
SHUFFLE_ZONES = ("discard", *PILES)
SET_PHASES = ("keep", "return", "place", "swap", "purple")
TEAM_SIZES = {1: range(2, 8), 2: (4, 6, 8), 3: (6, 9)}
"""RC-4: players allowed for each team size (1 = everyone plays alone)."""


class RedCliffs(Game[RedCliffsState]):
    """The rules of The Battle of Red Cliffs for 2–9 players, alone or in teams."""

    id = "red-cliffs"
    name = "The Battle of Red Cliffs"
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
        self._start_round(state)
        return state

    # -- whose move -------------------------------------------------------
    def to_move(self, state: State) -> list[int]:
        assert isinstance(state, RedCliffsState)
        if state.phase == "over":
            return []
        if state.phase == "claim":
            return list(state.claim_waiting)
        return [state.setter if state.phase in SET_PHASES else state.current]

    def is_over(self, state: State) -> bool:
        assert isinstance(state, RedCliffsState)
        return state.phase == "over"

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        assert isinstance(state, RedCliffsState)
        if seat not in self.to_move(state):
            return []
        phase = state.phase
        hand = sorted(state.hand[seat].cards)
        if phase in ("draw", "refill"):
            return [DRAW]
        if phase == "deal":
            return [DEAL]
        if phase == "layout":
            free = [p for p in (0, 1) if p not in state.laid]
            return [*({"type": "lay", "card": card, "pile": p}
                      for card in hand if can_lay_out(card) for p in free), STOP]
        if phase == "claim":
            return [*claims(state, hand), DECLINE]
        if phase == "event":  # RC-3: any of the three piles, even an empty one
            return [{"type": "shuffle", "zone": zone} for zone in SHUFFLE_ZONES]
        if phase == "act":
            return [*({"type": "set", "cards": trio} for trio in hand_sets(hand)),
                    *({**claim, "type": "set"} for claim in claims(state, hand)),
                    *({"type": "discard", "card": card} for card in hand), PASS]
        shown = sorted(state.set.cards)
        if phase == "keep":
            return [{"type": "keep", "card": card} for card in shown]
        if phase == "return":
            return [{"type": "return", "card": card} for card in shown if KIND[card] != "joker"]
        if phase == "place":
            if len(shown) == 2:
                return [{"type": "place", "card": card, "pile": 0} for card in shown]
            return [{"type": "place", "card": shown[0], "pile": p} for p in (0, 1)]
        if phase == "swap":
            return swaps(state, seat)
        return [{"type": "purple", "victim": other} for other in range(state.players)
                if other != seat and state.hand[other].cards]

    def why_illegal(self, state: State, seat: int, move: Move) -> str | None:
        assert isinstance(state, RedCliffsState)
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

    # -- applying ---------------------------------------------------------
    def apply(self, state: State, seat: int, move: Move) -> None:
        assert isinstance(state, RedCliffsState)
        kind = move["type"]
        if kind == "draw":
            self._draw(state)
        elif kind == "deal":
            self._start_round(state)
        elif kind == "lay":
            state.transfer(move["card"], state.hand[seat], state.piles[move["pile"]],
                           {"type": "lay", "seat": seat, "card": move["card"],
                            "pile": move["pile"]})
            state.laid.append(move["pile"])
        elif kind == "stop":
            self._finish_layout(state, seat)
        elif kind == "set":
            self._make_set(state, seat, move["cards"], move.get("pile"))
        elif kind in ("claim", "decline"):
            self._answer_claim(state, seat, move if kind == "claim" else None)
        elif kind == "shuffle":
            self._resolve_event(state, seat, move["zone"])
        elif kind in ("discard", "pass"):
            state.actions_left -= 1
            if kind == "discard":
                state.transfer(move["card"], state.hand[seat], state.discard,
                               {"type": "discard", "seat": seat, "card": move["card"]})
            else:
                state.emit({"type": "pass", "seat": seat})
            self._after_action(state)
        elif kind == "keep":
            self._keep(state, seat, move["card"])
        elif kind == "return":
            state.transfer(move["card"], state.set, state.hand[seat],
                           {"type": "return", "seat": seat, "card": move["card"]})
            self._to_place(state)
        elif kind == "place":
            self._place(state, seat, move["card"], move["pile"])
        elif kind == "swap":
            self._swap(state, seat, move["mine"], move["theirs"])
        else:
            self._purple(state, seat, move["victim"])

    # rounds and turns
    def _start_round(self, state: RedCliffsState) -> None:
        """RC-18 clean-up, then RC-6: deal 6 each in turn order; lay-outs from round 2."""
        state.round += 1
        if state.round > 1:
            for zone in (*state.hand, *state.prizes):
                for card in list(zone.cards):
                    state.transfer(card, zone, state.discard)
            state.emit({"type": "cleanup"})
        state.final = False
        state.emit({"type": "round_start", "round": state.round, "first": state.first})
        for offset in range(state.players):
            seat = (state.first + offset) % state.players
            state.draw(seat, HAND_SIZE, events_wait=False, kind="deal")
        if state.round > 1:
            state.phase, state.current, state.laid = "layout", state.first, []
        else:
            self._before_turn(state, state.first)

    def _finish_layout(self, state: RedCliffsState, seat: int) -> None:
        """RC-6: draw as many as were laid out; the next seat lays out, or play starts."""
        if state.laid:
            state.draw(seat, len(state.laid), events_wait=False)
        else:
            state.emit({"type": "keep_hand", "seat": seat})
        state.laid = []
        following = (seat + 1) % state.players
        if following == state.first:
            self._before_turn(state, state.first)
        else:
            state.current = following

    def _before_turn(self, state: RedCliffsState, seat: int) -> None:
        """RC-10: with more than 3 players, open the claim window before the turn.

        Who is asked depends only on public facts: every seat with at least two cards
        in hand (a claim needs two), provided a laying-out pile has a top card.
        """
        state.current = seat
        state.claim_answers = {}
        state.claim_waiting = []
        if state.players > 3 and any(pile.cards for pile in state.piles):
            state.claim_waiting = [s for s in claim_order(state)
                                   if len(state.hand[s].cards) >= 2]
        if state.claim_waiting:
            state.phase = "claim"
        else:
            self._begin_turn(state)

    def _answer_claim(self, state: RedCliffsState, seat: int, move: Move | None) -> None:
        """RC-10: a sealed answer (a claim, or None to decline); settle once decided."""
        state.claim_waiting.remove(seat)
        if move is not None:
            state.claim_answers[seat] = move
        for asked in claim_order(state):
            if asked in state.claim_waiting:
                return  # an earlier seat has not answered: nothing is decided yet
            claim = state.claim_answers.get(asked)
            if claim is not None:
                state.claim_waiting, state.claim_answers = [], {}
                self._make_set(state, asked, claim["cards"], claim["pile"])
                return
        state.claim_answers = {}
        self._begin_turn(state)

    def _begin_turn(self, state: RedCliffsState) -> None:
        """RC-8: the turn begins; its player's first move draws a card."""
        state.actions_left = 2
        state.phase = "draw"

    def _draw(self, state: RedCliffsState) -> None:
        """RC-8 step 1 (one card) or step 3 (back up to 6); RC-9 for events drawn."""
        if state.phase == "draw":
            state.draw(state.current, 1, events_wait=True)
            state.after_event = "act"
        else:
            need = HAND_SIZE - len(state.hand[state.current].cards)
            state.draw(state.current, need, events_wait=True)
            state.after_event = "end"
        self._events_or(state)

    def _after_action(self, state: RedCliffsState) -> None:
        """After each of the two actions: the next one, or RC-8 step 3 (refill to 6)."""
        if state.actions_left > 0:
            state.phase = "act"
        elif len(state.hand[state.current].cards) < HAND_SIZE:
            state.phase = "refill"
        else:
            self._end_turn(state)

    def _events_or(self, state: RedCliffsState) -> None:
        """RC-9: wait for the drawer to resolve events drawn; else carry on the turn."""
        if state.event.cards:
            state.phase = "event"
        elif state.after_event == "act":
            state.phase = "act"
        else:
            self._end_turn(state)

    def _resolve_event(self, state: RedCliffsState, seat: int, zone_name: str) -> None:
        """RC-3/RC-9: shuffle the chosen pile into the deck (an empty one: nothing is
        shuffled in), then discard the event."""
        zone = state.zone(zone_name)
        moved = list(zone.cards)
        for card in moved:
            state.transfer(card, zone, state.deck)
        if moved:
            state.shuffle("deck")
        card = state.event.cards[-1]
        state.transfer(card, state.event, state.discard,
                       {"type": "event", "seat": seat, "card": card, "zone": zone_name,
                        "count": len(moved)})
        self._events_or(state)

    def _end_turn(self, state: RedCliffsState) -> None:
        """RC-16 (and RC-G3): five prizes end the round once every seat had equal turns."""
        if not state.final:
            holders = [s for s in range(state.players)
                       if len(state.prizes[s].cards) >= PRIZES_TO_END]
            if holders:
                state.final = True
                state.emit({"type": "round_ending", "seats": holders, "first": state.first,
                            "prizes": [len(state.prizes[s].cards) for s in holders]})
        following = (state.current + 1) % state.players
        if state.final and following == state.first:
            self._end_round(state)
        else:
            self._before_turn(state, following)

    def _end_round(self, state: RedCliffsState) -> None:
        """RC-17 scoring, RC-19 end check, RC-18 next first player."""
        breakdown = [prize_score(zone.cards) for zone in state.prizes]
        gained = [entry["total"] for entry in breakdown]
        state.scores = [old + new for old, new in zip(state.scores, gained)]
        state.round_scores.append(gained)
        teams = state.team_totals()
        state.emit({"type": "round_end", "round": state.round, "scores": gained,
                    "totals": list(state.scores), "team_totals": teams,
                    "breakdown": breakdown})
        if max(teams) >= state.target:
            state.phase = "over"
            state.emit({"type": "match_end", "winners": self.result(state)["winners"],
                        "team_totals": teams})
            return
        order = [(state.first + 1 + k) % state.players for k in range(state.players)]
        state.first = state.current = min(order, key=lambda seat: state.scores[seat])
        state.phase = "deal"

    # sets
    def _make_set(self, state: RedCliffsState, seat: int, cards: list[str],
                  pile: int | None) -> None:
        """RC-13: lay out a set (a claim, RC-10, is one made before someone's turn)."""
        state.by_claim = state.phase == "claim"
        if not state.by_claim:
            state.actions_left -= 1
        state.setter = seat
        for card in cards:
            state.transfer(card, state.hand[seat], state.set)
        shown = list(cards)
        if pile is not None:
            top = state.piles[pile].cards[-1]
            state.transfer(top, state.piles[pile], state.set)
            shown.append(top)
        state.emit({"type": "claim" if state.by_claim else "set", "seat": seat,
                    "cards": shown, "pile": pile})
        state.phase = "keep"

    def _keep(self, state: RedCliffsState, seat: int, card: str) -> None:
        """RC-14: the kept card becomes a prize; RC-15: an angel kept from angels acts."""
        angels = all(VALUE[c] == "angel" for c in state.set.cards if KIND[c] != "joker")
        state.transfer(card, state.set, state.prizes[seat],
                       {"type": "keep", "seat": seat, "card": card})
        state.angel = ACTION[card] if angels and KIND[card] == "angel" else None
        if state.angel == "light-blue":
            state.angel = None
            state.phase = "return"
            return
        self._to_place(state)

    def _to_place(self, state: RedCliffsState) -> None:
        """RC-14: a 0 or Joker not kept goes to the discard pile; the rest to the piles."""
        for card in sorted(state.set.cards):
            if to_discard(card):
                state.transfer(card, state.set, state.discard,
                               {"type": "set_discard", "seat": state.setter, "card": card})
        if state.set.cards:
            state.phase = "place"
        else:
            self._angel_action(state)

    def _place(self, state: RedCliffsState, seat: int, card: str, pile: int) -> None:
        """RC-14: one card on each laying-out pile, the player choosing which where."""
        others = [c for c in state.set.cards if c != card]
        state.transfer(card, state.set, state.piles[pile],
                       {"type": "place", "seat": seat, "card": card, "pile": pile})
        for other in others:
            state.transfer(other, state.set, state.piles[1 - pile],
                           {"type": "place", "seat": seat, "card": other, "pile": 1 - pile})
        self._angel_action(state)

    def _angel_action(self, state: RedCliffsState) -> None:
        """RC-15: the Green, Purple or Red angel's action, if one is due and possible."""
        action, seat = state.angel, state.setter
        state.angel = None
        if action == "green" and swaps(state, seat):
            state.phase = "swap"
            return
        if action == "purple" and any(state.hand[s].cards for s in range(state.players)
                                      if s != seat):
            state.phase = "purple"
            return
        left = (seat + 1) % state.players
        if action == "red" and state.hand[left].cards:
            hand = state.hand[left].cards
            card = hand[state.rng.randrange(len(hand))]
            state.transfer(card, state.hand[left], state.hand[seat],
                           {"type": "steal", "seat": seat, "from": left, "card": card})
        elif action is not None:
            state.emit({"type": "angel_void", "seat": seat, "action": action})
        self._set_done(state)

    def _swap(self, state: RedCliffsState, seat: int, mine: str, theirs: str) -> None:
        """RC-15 Green angel: exchange two prizes sharing a colour or value."""
        other = next(s for s in range(state.players) if theirs in state.prizes[s].cards)
        state.transfer(mine, state.prizes[seat], state.prizes[other])
        state.transfer(theirs, state.prizes[other], state.prizes[seat])
        state.emit({"type": "swap", "seat": seat, "with": other, "mine": mine, "theirs": theirs})
        self._set_done(state)

    def _purple(self, state: RedCliffsState, seat: int, victim: int) -> None:
        """RC-15 Purple angel: a random card of ``victim``'s hand goes to the discard pile."""
        hand = state.hand[victim].cards
        card = hand[state.rng.randrange(len(hand))]
        state.transfer(card, state.hand[victim], state.discard,
                       {"type": "purple", "seat": seat, "victim": victim, "card": card})
        self._set_done(state)

    def _set_done(self, state: RedCliffsState) -> None:
        """A set is over: a claim closes the offer and the turn begins (RC-10)."""
        if state.by_claim:
            state.by_claim = False
            self._begin_turn(state)
        else:
            self._after_action(state)

    # -- results and presentation -----------------------------------------
    def result(self, state: State) -> dict[str, Any]:
        assert isinstance(state, RedCliffsState)
        winners: list[int] = []
        if state.phase == "over":
            teams = state.team_totals()
            best = max(teams)
            winners = [s for s in range(state.players) if teams[state.team_of(s)] == best]
        return {"scores": list(state.scores), "winners": winners}

    def rollout_move(self, state: State, seat: int, legal: list[Move],
                     rng: random.Random) -> Move:
        """Make a set whenever possible and keep the card adding most to the prizes;
        otherwise random (``bot.rollout_choice``). Measured with
        bench/arena.py (2 players, hard vs simple, 40 matches to 10 points): 59% with
        uniformly random rollouts, 66% with this one."""
        assert isinstance(state, RedCliffsState)
        return bot.rollout_choice(state.phase, state.prizes[seat].cards, legal, rng)

    def evaluate(self, state: State) -> list[float]:
        """Team points so far plus each seat's prizes as the simple bot values them.

        ``bot.prize_value`` is the prizes' score now plus a little credit
        for groups still growing, so a prize that scores nothing yet still counts.
        Measured with bench/arena.py (2 players, hard vs simple, 40 matches to 10
        points): 51% with the bare prize score, 59% with ``prize_value``; adding the
        best set in hand (half its gain) gave 54%, so it was left out. With the
        rollouts of ``rollout_move``, at the rulebook's 30 points: hard vs simple 85%
        [68%, 94%] over 30 matches, hard vs random 100% [84%, 100%] over 20.
        """
        assert isinstance(state, RedCliffsState)
        if state.phase == "over":
            return super().evaluate(state)
        teams = [0.0] * state.teams
        for seat in range(state.players):
            teams[state.team_of(seat)] += state.scores[seat] \
                + bot.prize_value(state.prizes[seat].cards)
        values = lead_values(teams, scale=4.0) if state.teams > 1 else [0.5]
        return [values[state.team_of(seat)] for seat in range(state.players)]

    def public_view(self, state: State, seat: int | None) -> dict[str, Any]:
        assert isinstance(state, RedCliffsState)
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
            "claim": None if state.phase != "claim"
            else {"before": state.current, "waiting": list(state.claim_waiting),
                  "answer": state.claim_answers.get(seat) if seat is not None else None},
            "setter": state.setter if state.phase in SET_PHASES else None,
            "by_claim": state.by_claim and state.phase in SET_PHASES,
            "laid": len(state.laid), "final_turns": state.final,
            "hand_size": HAND_SIZE, "prizes_to_end": PRIZES_TO_END,
        }

    def card_catalog(self) -> dict[str, dict[str, Any]]:
        return {card_id: card.to_json() for card_id, card in CARDS.items()}

    def heuristic(self, view: dict[str, Any], legal: list[Move]) -> list[float]:
        return bot.heuristic(view, legal)

    def greedy(self, view: dict[str, Any], legal: list[Move]) -> list[float]:
        return bot.greedy(view, legal)

    def describe_move(self, state: State, seat: int, move: Move) -> str:
        assert isinstance(state, RedCliffsState)
        return text.describe_move(state, seat, move)

    def describe_event(self, event: Event) -> str:
        return text.describe_event(event)


# -- rule helpers over a state ------------------------------------------------
def claim_order(state: RedCliffsState) -> list[int]:
    """RC-10: seat order, starting with the player about to move."""
    return [(state.current + k) % state.players for k in range(state.players)]


def claims(state: RedCliffsState, hand: list[str]) -> list[Move]:
    """RC-10/RC-13: two hand cards completing a set with a laying-out pile's top card."""
    moves: list[Move] = []
    for p, pile in enumerate(state.piles):
        if pile.cards:
            moves.extend({"type": "claim", "cards": pair, "pile": p}
                         for pair in pile_sets(hand, pile.cards[-1]))
    return moves


def swaps(state: RedCliffsState, seat: int) -> list[Move]:
    """RC-15 Green angel: each (own prize, other's prize) pair sharing colour or value.

    Identical cards of one owner give one move (the first instance), to keep the list short.
    """
    def distinct(cards: list[str]) -> list[str]:
        seen: dict[str, str] = {}
        for card in sorted(cards):
            seen.setdefault(card.partition("#")[0], card)
        return list(seen.values())

    mine = distinct(state.prizes[seat].cards)
    moves: list[Move] = []
    for other in range(state.players):
        if other != seat:
            for theirs in distinct(state.prizes[other].cards):
                moves.extend({"type": "swap", "mine": card, "theirs": theirs}
                             for card in mine if same_colour_or_value(card, theirs))
    return moves
