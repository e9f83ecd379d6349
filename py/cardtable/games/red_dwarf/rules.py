"""Red Dwarf: The Card Game (2 players): send the cast on missions, race to 11 plot
points, answer every play with Trouble, Focus, Distract and Smeg Off.

Rules: ``shared/rules/red-dwarf.txt`` with rulings RD-1..RD-16; our readings of the
gaps are RD-G1.. in ``cards/red-dwarf.md``; the card list is our reconstruction
(``cards/red-dwarf.toml``, ``source = "reconstruction"``).

Decisions (frames, newest on top):

- ``draw``: a turn starts with a draw from the laundry list or, working zed shift, the
  garbage pod's top travel or task (RD-4);
- ``turn``: the active player's one non-Re-Cyc play (task, episode, travel or Holly,
  optionally with Bonus Points), any number of Focus/Distract plays (RD-10), or ``end``;
- ``window`` (``respond``): after every play the opponent is asked (RD-7), see
  ``chain.py``; the chain resolves when the seat asked passes;
- ``pod_top``: the active player chooses which discarded card lies on top (RD-15),
  asked only when it matters (RD-G5);
- ``discard``: down to exactly 7 cards as one choose-k move (RD-4).
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from ...engine import Game, Move
from ...engine.carddata import display_catalog
from ...engine.choose import choice
from ...engine.frames import Frame, frame
from ...engine.game import Decision
from ...engine.window import WINDOW, WindowDecision, WindowRules, open_window
from . import bot, text
from .cards import CARDS, CAST, HOLLY, KIND, attr, icon, is_recyc, points
from .chain import Respond, complete, instant_moves, pod_choice_matters, resolve
from .missions import open_icons, place, placements
from .state import HAND_SIZE, Link, RedDwarfState, first_of_each, holly_in_bbc

WIN_POINTS = 11
"""RD-14: a player with 11 or more plot points wins at once."""
TURN_LIMIT = 200
"""RD-G8: a match still undecided after 200 turns (100 each) ends; most points wins."""
END: Move = {"type": "end"}


class RedDwarf(Game[RedDwarfState]):
    """The rules of Red Dwarf: The Card Game for 2 players."""

    id = "red-dwarf"
    name = "Red Dwarf"
    bot_notes = {
        "greedy": "has no baseline of its own in this game: plays as the simple bot.",
        "simple": (
            "a rule of thumb: completes missions, Distracts a travel that would complete "
            "yours, answers a Distract on its own mission with Smeg Off and earns bonus "
            "points with travels."),
        "hard": "thinks ahead most (about 400 tries per move, up to three quarters of a second).",
    }
    min_players = 2
    max_players = 2
    options_schema = [{
        "id": "polite_distract", "label": "Polite distract", "type": "int",
        "min": 0, "max": 1, "default": 0,
        "choices": [{"value": 0, "label": "off"}, {"value": 1, "label": "on"}],
        "hint": "On: a Distract may be played only on its player's own turn (RD-12)."}]

    def __init__(self) -> None:
        windows: dict[str, WindowRules[RedDwarfState]] = {"respond": Respond(self.resolve_chain)}
        window: WindowDecision[RedDwarfState] = WindowDecision(windows)
        self.decisions = {
            "draw": Decision(self.draw_moves, self.draw),
            "turn": Decision(self.turn_moves, self.play_turn),
            "discard": Decision(self.discard_moves, self.discard),
            "pod_top": Decision(self.pod_top_moves, self.pod_top),
            WINDOW: Decision(window.legal, window.apply),
        }
        self.event_texts = text.EVENT_TEXTS

    def __reduce__(self) -> tuple[type[RedDwarf], tuple[()]]:
        return (RedDwarf, ())

    def variants(self) -> list[tuple[int, dict[str, Any]]]:
        return [(2, {}), (2, {"polite_distract": 1})]

    # -- set-up -----------------------------------------------------------
    def new_state(self, players: int, options: dict[str, Any],
                  rng: random.Random) -> RedDwarfState:
        state = RedDwarfState(players, rng, polite=bool(options["polite_distract"]))
        state.shuffle("laundry")
        for seat in range(players):
            dealt = [state.laundry.cards[-1 - k] for k in range(HAND_SIZE)]
            for card in dealt:
                state.transfer(card, state.laundry, state.hand[seat])
            state.emit({"type": "deal", "seat": seat, "cards": dealt}, 1 << seat)
        self.begin_turn(state, 0)  # RD-G1: the first seat starts, with a draw
        return state

    # -- turn structure ---------------------------------------------------
    def begin_turn(self, state: RedDwarfState, seat: int) -> None:
        """A turn starts: the draw (RD-4), unless the match has run too long (RD-G8)."""
        if state.turns >= TURN_LIMIT:
            state.emit({"type": "time_up", "turns": state.turns})
            state.stack.clear()
            return
        state.active, state.played, state.turns = seat, False, state.turns + 1
        state.emit({"type": "turn", "seat": seat, "turn": state.turns})
        if self.draw_moves(state, None, seat):
            state.push(frame("draw", seat))
        else:
            state.emit({"type": "no_card", "seat": seat})
            state.push(frame("turn", seat))

    def draw_moves(self, state: RedDwarfState, top: Frame | None, seat: int) -> list[Move]:
        """RD-4: the laundry list (RD-16: rebuilt if empty), or zed shift: the garbage
        pod's top card if it is a travel or a task. RD-G2: only the draw, before it."""
        moves: list[Move] = []
        if state.laundry.cards or state.pod.cards:
            moves.append({"type": "draw", "from": "laundry"})
        pod = state.pod.cards
        if pod and KIND[pod[-1]] in ("travel", "wild", "task"):
            moves.append({"type": "draw", "from": "pod"})
        return moves

    def draw(self, state: RedDwarfState, top: Frame, seat: int, move: Move) -> None:
        state.pop()
        if move["from"] == "pod":
            card = state.pod.cards[-1]
            state.transfer(card, state.pod, state.hand[seat],
                           {"type": "zed_shift", "seat": seat, "card": card})
        else:
            state.draw(seat, "turn")
        state.push(frame("turn", seat))

    # -- the turn's plays ---------------------------------------------------
    def turn_moves(self, state: RedDwarfState, top: Frame, seat: int) -> list[Move]:
        """RD-4/RD-5/RD-10: one non-Re-Cyc play, Focus/Distract at any time, or end."""
        hand = state.hand[seat].cards
        moves: list[Move] = []
        if not state.played:
            moves += mission_moves(state, hand)
            moves += travel_moves(state, hand)
        moves += instant_moves(state, seat, [c for c in hand if is_recyc(c)])
        moves.append(END)
        return moves

    def play_turn(self, state: RedDwarfState, top: Frame, seat: int, move: Move) -> None:
        kind = move["type"]
        if kind == "end":
            state.pop()
            state.emit({"type": "end_turn", "seat": seat})
            if len(state.hand[seat].cards) > HAND_SIZE:
                state.push(frame("discard", seat))
            else:
                self.begin_turn(state, 1 - seat)
            return
        card = move["card"]
        link: Link = {"seat": seat, "card": card, "kind": KIND[card], "cancelled": False}
        hand = state.hand[seat]
        if kind == "task":
            cast = move["cast"]
            self.new_mission(state, seat, card, [cast], hand)
            link["cast"] = cast
        elif kind == "episode":
            cast_list = list(move["cast"])
            self.new_mission(state, seat, card, cast_list, state.bbc)
            link["cast"] = cast_list[0]
        elif kind == "travel":
            slot = move["mission"]
            source = state.bbc if card == HOLLY else hand
            place(state.missions[slot], card, seat, move["icon"], move.get("rewild"))
            state.transfer(card, source, state.mission_zone[slot],
                           {"type": "travel", "seat": seat, "card": card, "slot": slot,
                            "icon": move["icon"], "rewild": move.get("rewild")})
            link.update(kind="travel", mission=slot, icon=move["icon"],
                        bonus=move.get("bonus"))
            state.last_travel = seat
            if move.get("bonus"):
                state.transfer(move["bonus"], hand, state.chain_zone,
                               {"type": "bonus", "seat": seat, "card": move["bonus"]})
        else:  # focus / distract in the active player's own turn (RD-10)
            link["cast"] = move["cast"]
            state.transfer(card, hand, state.chain_zone,
                           {"type": "instant", "seat": seat, "card": card, "kind": kind,
                            "cast": move["cast"]})
        if kind in ("task", "episode", "travel"):
            state.played = True
        state.chain = [link]
        open_window(state, "respond", [1 - seat])  # RD-7: whatever the opponent holds
        if kind in ("focus", "distract") or move.get("bonus"):
            state.draw(seat, "replace")  # RD-5, RD-G12: drawn after the chain began

    def new_mission(self, state: RedDwarfState, seat: int, card: str, cast: list[str],
                    source: Any) -> None:
        """Put a task or episode under its cast (RD-3); the slot is its first cast."""
        cast = [c for c in CAST if c in cast]
        slot = cast[0]
        state.missions[slot] = {"card": card, "owner": seat, "cast": cast, "travels": []}
        state.transfer(card, source, state.mission_zone[slot],
                       {"type": "mission", "seat": seat, "card": card, "cast": cast})

    # -- after the chain ------------------------------------------------------
    def resolve_chain(self, state: RedDwarfState) -> None:
        """RD-7 then RD-13: resolve newest first, score full missions, then the pod
        (RD-15: Re-Cyc cards on top; else maybe the active player's choice)."""
        group: list[str] = []
        resolve(state, group)
        complete(state, group)
        spent = list(state.chain_zone.cards)
        for card in spent:
            state.transfer(card, state.chain_zone, state.pod,
                           {"type": "to_pod", "card": card})
        state.chain = []
        state.last_travel = None
        if self.check_win(state):
            return
        if not spent and pod_choice_matters(group):
            state.push(frame("pod_top", state.active, cards=group, then="turn"))

    def check_win(self, state: RedDwarfState) -> bool:
        """RD-14: 11 or more plot points wins at once (the match is over)."""
        best = max(state.points)
        if best < WIN_POINTS:
            return False
        state.emit({"type": "win", "seat": state.points.index(best), "points": best})
        state.stack.clear()
        return True

    def pod_top_moves(self, state: RedDwarfState, top: Frame, seat: int) -> list[Move]:
        return [{"type": "pod_top", "card": card} for card in first_of_each(list(top["cards"]))]

    def pod_top(self, state: RedDwarfState, top: Frame, seat: int, move: Move) -> None:
        """RD-15: the chosen card goes on top; the others keep play order."""
        state.pop()
        card = move["card"]
        state.transfer(card, state.pod, state.pod,
                       {"type": "pod_top", "seat": seat, "card": card})
        if top["then"] == "next":
            self.begin_turn(state, 1 - seat)

    def discard_moves(self, state: RedDwarfState, top: Frame, seat: int) -> list[Move]:
        hand = sorted(state.hand[seat].cards)
        return [{"type": "discard", "cards": choice(hand, len(hand) - HAND_SIZE)}]

    def discard(self, state: RedDwarfState, top: Frame, seat: int, move: Move) -> None:
        """RD-4: down to exactly 7; RD-15: Re-Cyc cards on top of the others."""
        state.pop()
        cards = list(move["cards"])
        ordered = [c for c in cards if not is_recyc(c)] + [c for c in cards if is_recyc(c)]
        for card in ordered:
            state.transfer(card, state.hand[seat], state.pod)
        state.emit({"type": "discard", "seat": seat, "cards": ordered})
        plain = [c for c in cards if not is_recyc(c)]
        if len(plain) == len(cards) and pod_choice_matters(plain):
            state.push(frame("pod_top", seat, cards=plain, then="next"))
        else:
            self.begin_turn(state, 1 - seat)

    # -- results and presentation -----------------------------------------
    def result(self, state: RedDwarfState) -> dict[str, Any]:
        over = state.top is None
        best = max(state.points)
        return {"scores": list(state.points),
                "winners": [s for s, p in enumerate(state.points) if p == best] if over else []}

    def public_view(self, state: RedDwarfState, seat: int | None) -> dict[str, Any]:
        return text.public_view(state, WIN_POINTS, TURN_LIMIT)

    def describe_move(self, state: RedDwarfState, seat: int, move: Move) -> str:
        return text.describe_move(state, seat, move)

    def card_catalog(self) -> dict[str, dict[str, Any]]:
        return display_catalog(self.id, CARDS)

    # -- bots (``bot.py``) ------------------------------------------------
    def card_family(self, card: str) -> str:
        """One laundry list: hidden cards are all white-strip cards (BBC cards are public)."""
        return "laundry"

    def heuristic(self, view: dict[str, Any], legal: list[Move]) -> list[float]:
        return bot.heuristic(view, legal)

    def evaluate(self, state: RedDwarfState) -> list[float]:
        return super().evaluate(state) if self.is_over(state) else bot.evaluate(state)


# -- legal plays ----------------------------------------------------------------
def mission_moves(state: RedDwarfState, hand: list[str]) -> list[Move]:
    """RD-4: a task under the free cast member it names (any free one for "Any"), or
    an episode from the BBC under N free cast members (RD-2; exactly N, RD-G10)."""
    free = state.free_cast()
    moves: list[Move] = []
    for card in sorted(c for c in hand if KIND[c] == "task"):
        who = attr(card, "cast")
        for cast in free:
            if who in ("any", cast):
                moves.append({"type": "task", "card": card, "cast": cast})
    for card in sorted(c for c in state.bbc.cards if KIND[c] == "episode"):
        needed = int(str(attr(card, "cast_needed")))
        for group in itertools.combinations(free, needed):
            moves.append({"type": "episode", "card": card, "cast": list(group)})
    return moves


def travel_moves(state: RedDwarfState, hand: list[str]) -> list[Move]:
    """RD-4/RD-6/RD-9: a travel, a wild or Holly on an open icon of any mission, a
    real travel optionally with a Bonus Points card of its icon (never a wild, RD-G6)."""
    travels = first_of_each([c for c in hand if KIND[c] in ("travel", "wild")])
    if holly_in_bbc(state):
        travels.append(HOLLY)
    bonuses = first_of_each([c for c in hand if KIND[c] == "bonus"])
    moves: list[Move] = []
    for card in travels:
        for slot in CAST:
            mission = state.missions.get(slot)
            if mission is None or not open_icons(mission):
                continue
            for filled, rewild in placements(mission, card):
                move: Move = {"type": "travel", "card": card, "mission": slot, "icon": filled}
                if rewild is not None:
                    move["rewild"] = rewild
                moves.append(move)
                if KIND[card] != "wild":
                    moves += [{**move, "bonus": b} for b in bonuses if icon(b) == icon(card)]
    return moves


__all__ = ["RedDwarf", "points"]
