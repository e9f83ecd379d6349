"""Redshirts (2-7 players): be the first to end a turn with no Redshirts in your Away
Team.

Rules: ``shared/rules/redshirts.txt`` with rulings RS-1..RS-12; our readings of the gaps
are RS-G1.. in ``cards/redshirts.md``; the card list is our reconstruction
(``cards/redshirts.toml``, ``source = "reconstruction"``) with every effect as data,
run by ``effects.py``.

Decisions (frames, newest on top):

- ``turn``: step 2 of the active player's turn (RS-3): Equipment, Location, Event,
  assign a Mission (RS-11), attempt (once), Ready Room (once), an ability, or end;
- ``window`` (``modify``): Modify the Attempt (RS-5), see ``attempt.py``; ``go_more``:
  the other half of a go; ``reattempt``: RS-7;
- ``pick``: a choice an effect leaves to a player (``effects.py``);
- ``ready_room``: which cards to discard (then draw as many);
- ``discard_team``: end of turn, discard Redshirts down to four (RS-3).
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import Game, Move
from ...engine.choose import choice
from ...engine.frames import Frame, frame, thaw
from ...engine.game import Decision
from ...engine.window import WINDOW, WindowDecision, WindowRules
from . import attempt as attempts
from . import bot, text
from .cards import CARDS, KIND, NOTES, last_name
from .effects import answer_pick, pick_moves, discard_redshirt, draw_redshirt, proceed, turn_start_triggers
from .effects import release_fired, reseal_picks
from .plays import ability_moves, card_moves, play_card, use_ability
from .refusals import why_refused
from .state import HAND_SIZE, TEAM_SIZE, Job, RedshirtsState
from .statics import forbidden

TURN_LIMIT_ROUNDS = 30
"""RS-G1: by default the match ends after 30 rounds (30 turns per player); fewest
Redshirts wins. The lobby's "Round limit" option sets another."""
END: Move = {"type": "end"}


class Redshirts(Game[RedshirtsState]):
    """The rules of Redshirts for 2 to 7 players."""

    id = "redshirts"
    name = "Redshirts"
    bot_notes = {
        "greedy": "has no baseline of its own in this game: plays as the simple bot.",
        "simple": (
            "a rule of thumb: takes Missions it would fail, hands the others Missions that "
            "backfire, pushes rivals' attempts to costly successes and keeps its own failing."),
        "hard": "thinks ahead most (about 400 tries per move, up to three quarters of a second).",
    }
    min_players = 2
    max_players = 7
    options_schema = [
        {"id": "rounds", "type": "int", "min": 10, "max": TURN_LIMIT_ROUNDS, "default": TURN_LIMIT_ROUNDS,
         "label": "Round limit", "choices": [10, 15, 20, TURN_LIMIT_ROUNDS],
         "hint": "Then the fewest Redshirts wins (RS-G1)."},
    ]

    def __init__(self) -> None:
        windows: dict[str, WindowRules[RedshirtsState]] = {"modify": attempts.Modify(self.proceed)}
        window: WindowDecision[RedshirtsState] = WindowDecision(windows)
        self.decisions = {
            "turn": Decision(self.turn_moves, self.play_turn),
            WINDOW: Decision(window.legal, window.apply),
            "go_more": Decision(attempts.go_more_moves, self.go_more),
            "reattempt": Decision(attempts.reattempt_moves, self.reattempt),
            "pick": Decision(self.pick_moves, self.pick),
            "ready_room": Decision(self.ready_room_moves, self.ready_room),
            "discard_team": Decision(self.discard_team_moves, self.discard_team),
        }
        self.event_texts = text.EVENT_TEXTS

    def __reduce__(self) -> tuple[type[Redshirts], tuple[()]]:
        return (Redshirts, ())

    def variants(self) -> list[tuple[int, dict[str, Any]]]:
        return [(n, {}) for n in (2, 3, 4, 5, 7)]

    # -- set-up (RS-1, RS-12) ---------------------------------------------------
    def new_state(self, players: int, options: dict[str, Any],
                  rng: random.Random) -> RedshirtsState:
        state = RedshirtsState(players, rng)
        state.round_limit = int(options.get("rounds", TURN_LIMIT_ROUNDS))
        state.shuffle("rs_deck")
        state.shuffle("log_deck")
        for seat in range(players):
            dealt = [state.log_deck.cards[-1 - k] for k in range(HAND_SIZE)]
            for card in dealt:
                state.transfer(card, state.log_deck, state.hand[seat])
            state.emit({"type": "deal", "seat": seat, "cards": dealt}, 1 << seat)
        for seat in range(players):
            team = [state.rs_deck.cards[-1 - k] for k in range(TEAM_SIZE)]
            for rs in team:  # RS-12: no "enters" at the deal
                state.transfer(rs, state.rs_deck, state.team[seat])
            state.emit({"type": "deal_team", "seat": seat, "cards": team})
        first = min(range(players), key=lambda s: min(last_name(rs) for rs in state.team[s].cards))
        state.emit({"type": "first", "seat": first,
                    "rs": min(state.team[first].cards, key=last_name)})
        self.begin_turn(state, first)
        return state

    # -- the turn (RS-3, RS-4) ------------------------------------------------------
    def begin_turn(self, state: RedshirtsState, seat: int) -> None:
        if state.turns >= state.round_limit * state.players:
            state.time_up = True
            state.emit({"type": "time_up", "turns": state.turns})
            state.stack.clear()
            state.todo.clear()
            return
        state.active, state.turns = seat, state.turns + 1
        state.attempts_left, state.attempted, state.ready_room = 1, False, False
        state.emit({"type": "turn", "seat": seat, "turn": state.turns})
        for rs in state.team[seat].cards:  # step 1: UnZap
            state.zapped.discard(rs)
        state.tick()
        state.push(frame("turn", seat))
        turn_start_triggers(state, seat)
        release_fired(state)
        self.proceed(state)

    def turn_moves(self, state: RedshirtsState, top: Frame, seat: int) -> list[Move]:
        moves = card_moves(state, seat, False)
        if attempts.can_attempt(state, seat):
            moves += [{"type": "attempt", "rs": rs} for rs in attempts.eligible(state, seat)]
        if not state.ready_room:
            moves += [{"type": "ready_room", "rs": rs} for rs in state.team[seat].cards
                      if rs not in state.zapped]
        moves += ability_moves(state, seat, False)
        if not self.must_attempt(state, seat):
            moves.append(END)
        return moves

    def must_attempt(self, state: RedshirtsState, seat: int) -> bool:
        """RS-4: an assigned Mission that can be attempted must be, before the end."""
        return attempts.can_attempt(state, seat) and bool(attempts.eligible(state, seat))

    def why_illegal(self, state: RedshirtsState, seat: int, move: Move) -> str | None:
        top = state.top
        if top is not None and top.kind == "turn" and isinstance(move, dict) \
                and move.get("type") == "end" and self.must_attempt(state, seat):
            return "You must attempt your Mission first (RS-4): Zap a Redshirt that has its " \
                   "Prerequisite."
        return why_refused(state, seat, move) if isinstance(move, dict) else None

    def play_turn(self, state: RedshirtsState, top: Frame, seat: int, move: Move) -> None:
        kind = move["type"]
        if kind == "end":
            state.pop()
            state.emit({"type": "end_turn", "seat": seat})
            # RS-G11: penalty, draw up to 5, discard down, then the RS-2 win check
            state.todo[0:0] = [{"kind": "rule", "name": name} for name in
                               ("penalty", "draw_up", "discard_down", "win_check", "next_turn")]
        elif kind == "attempt":
            attempts.declare(state, seat, move["rs"])
        elif kind == "ability":
            use_ability(state, seat, move["rs"])
        elif kind == "ready_room":  # RS-G10: used even if no card is discarded
            state.ready_room = True
            state.zapped.add(move["rs"])
            state.tick()
            state.emit({"type": "ready_room", "seat": seat, "rs": move["rs"]})
            state.push(frame("ready_room", seat))
            return
        else:
            play_card(state, seat, move)
        self.proceed(state)

    # -- rules jobs --------------------------------------------------------------
    def proceed(self, state: RedshirtsState) -> None:
        proceed(state, self.run_rule)

    def run_rule(self, state: RedshirtsState, job: Job) -> bool:
        """One rules step on the work list; True when it pushed a decision."""
        name = job["name"]
        seat = state.active
        if name == "go_end":
            return attempts.go_end(state)
        if name == "resolve":
            attempts.resolve_attempt(state)
        elif name == "penalty":  # RS-4: the failing-to-attempt penalty
            if state.has_mission(seat) and state.attempts_left > 0:  # RS-G3: else kept
                card = state.mission[seat].cards[-1]
                state.transfer(card, state.mission[seat], state.log_discard,
                               {"type": "no_attempt", "seat": seat, "card": card})
                draw_redshirt(state, seat)
        elif name == "draw_up":  # RS-3: draw up to 5, never discard for hand size
            while len(state.hand[seat].cards) < HAND_SIZE:
                if state.draw_log(seat) is None:
                    break
        elif name == "discard_down":
            if self.discard_team_moves(state, None, seat):
                state.push(frame("discard_team", seat))
                return True
        elif name == "win_check":
            self.win_check(state)
        elif name == "next_turn":
            state.mods = []  # "until end of turn" is over
            self.begin_turn(state, (seat + 1) % state.players)
            return True
        return False

    def win_check(self, state: RedshirtsState) -> None:
        """RS-2: a player with no Redshirts wins; the active player first, then turn
        order after them."""
        empty = [s for s in state.order_from(state.active) if not state.team[s].cards]
        if empty:
            state.winner = empty[0]
            state.emit({"type": "win", "seat": empty[0]})
            state.stack.clear()
            state.todo.clear()

    # -- other decisions ----------------------------------------------------------
    def go_more(self, state: RedshirtsState, top: Frame, seat: int, move: Move) -> None:
        state.pop()
        if move["type"] == "done":
            state.go = None
            return
        state.todo.insert(0, {"kind": "rule", "name": "go_end"})
        attempts.act(state, seat, move)
        self.proceed(state)

    def reattempt(self, state: RedshirtsState, top: Frame, seat: int, move: Move) -> None:
        attempts.reattempt(state, top, seat, move)
        self.proceed(state)

    def pick_moves(self, state: RedshirtsState, top: Frame, seat: int) -> list[Move]:
        return pick_moves(state, seat, top["what"], thaw(top["moves"]), top["count"])

    def pick(self, state: RedshirtsState, top: Frame, seat: int, move: Move) -> None:
        state.pop()
        answer_pick(state, top["key"], move)
        self.proceed(state)

    def ready_room_moves(self, state: RedshirtsState, top: Frame, seat: int) -> list[Move]:
        hand = sorted(state.hand[seat].cards)
        return [{"type": "ready_discard", "cards": choice(hand, 0, len(hand))}]

    def ready_room(self, state: RedshirtsState, top: Frame, seat: int, move: Move) -> None:
        """Discard any number of cards, then draw as many."""
        state.pop()
        cards = list(move["cards"])
        for card in cards:
            state.transfer(card, state.hand[seat], state.log_discard)
        state.emit({"type": "ready_discard", "seat": seat, "cards": cards})
        for _ in cards:
            state.draw_log(seat, "ready_room")
        self.proceed(state)

    def discard_team_moves(self, state: RedshirtsState, top: Frame | None,
                           seat: int) -> list[Move]:
        """RS-3: down to four, your choice; never a Redshirt that cannot be Discarded."""
        team = state.team[seat].cards
        if len(team) <= TEAM_SIZE:
            return []
        allowed = [rs for rs in team if not forbidden(state, rs, "be_discarded")]
        count = min(len(team) - TEAM_SIZE, len(allowed))
        if count <= 0:
            return []
        return [{"type": "discard_redshirts", "rs": choice(allowed, count)}]

    def discard_team(self, state: RedshirtsState, top: Frame, seat: int, move: Move) -> None:
        state.pop()
        state.emit({"type": "redshirts_discarded", "seat": seat})
        for rs in move["rs"]:
            discard_redshirt(state, rs)
        release_fired(state)
        self.proceed(state)

    # -- results and presentation -------------------------------------------------
    def result(self, state: RedshirtsState) -> dict[str, Any]:
        sizes = [len(zone.cards) for zone in state.team]
        scores = [-size for size in sizes]
        if state.winner is not None:
            return {"scores": scores, "winners": [state.winner]}
        if state.time_up:
            best = min(sizes)
            return {"scores": scores, "winners": [s for s in range(state.players)
                                                  if sizes[s] == best]}
        return {"scores": scores, "winners": []}

    def public_view(self, state: RedshirtsState, seat: int | None) -> dict[str, Any]:
        return text.public_view(state, seat, state.round_limit * state.players)

    def describe_move(self, state: RedshirtsState, seat: int, move: Move) -> str:
        return text.describe_move(state, seat, move)

    def card_catalog(self) -> dict[str, dict[str, Any]]:
        catalog = {card_id: card.to_json() for card_id, card in CARDS.items()}
        for entry in catalog.values():
            entry["source"] = NOTES.get("source", "")
        return catalog

    # -- bots (``bot.py``) ----------------------------------------------------------
    def card_family(self, card: str) -> str:
        """RS: the Redshirt deck and the Commander's Log deck never trade cards."""
        return "redshirt" if KIND[card] == "redshirt" else "log"

    def sample_world(self, state: RedshirtsState, seat: int | None,
                     rng: random.Random) -> RedshirtsState:
        """Re-dealt cards, and others' sealed Shore Leave choices made again (RS-G7)."""
        world = self.determinize(state, seat, rng)
        reseal_picks(world, seat, rng)
        return world

    def heuristic(self, view: dict[str, Any], legal: list[Move]) -> list[float]:
        return bot.heuristic(view, legal)

    def search_candidates(self, view: dict[str, Any], legal: list[Move]) -> list[Move]:
        return bot.candidates(view, legal)

    def rollout_move(self, state: RedshirtsState, seat: int, legal: list[Move],
                     rng: random.Random) -> Move:
        return bot.rollout_move(state, seat, legal, rng)

    def evaluate(self, state: RedshirtsState) -> list[float]:
        return super().evaluate(state) if self.is_over(state) else bot.evaluate(state)
