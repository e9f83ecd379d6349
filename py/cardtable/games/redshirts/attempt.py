"""Attempting a Mission (RS-4, RS-5, RS-7): declare, Modify the Attempt, resolve.

Declare: the active player Zaps an UnZapped Redshirt of theirs that has the Mission's
Prerequisite (checked only now, RS-5). Modify the Attempt is the engine's ``each``
window ``modify`` asking every seat in turn from the next player round to the active
player, whatever their hands; an answer is one *go* (RS-G2): play one card and/or use
one ability — the first as the window answer, the other offered next (``go_more``,
always asked after a card-less start so that being asked never hints at a hand) — and
everyone must pass again; the window closes when every seat passed in a row. Resolve:
the Redshirt's Skills at that moment decide (all the Mission's Skills: success).

RS-7: when the attempting Redshirt leaves the Mission during the window (Killed,
Discarded, given away, swapped, *Belay That Order!*), the window ends at once and the
active player Zaps another eligible Redshirt to attempt again (a new Modify window) or
drops the Mission without penalty; when the Mission itself leaves or changes owner,
the attempt is over and counts as the turn's attempt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import Move
from ...engine.frames import Frame, frame
from ...engine.window import open_window, top_window_index
from .cards import attr, slots
from .effects import card_job
from .plays import ability_moves, card_moves, play_card, use_ability
from .state import RedshirtsState
from .statics import skills_fn


def prereq(mission: str) -> str | None:
    value = str(attr(mission, "prereq"))
    return None if value == "none" else value


def eligible(state: RedshirtsState, seat: int) -> list[str]:
    """The seat's UnZapped Redshirts that have its Mission's Prerequisite now."""
    if not state.has_mission(seat):
        return []
    need = prereq(state.mission[seat].cards[-1])
    skills_of = skills_fn(state) if need else None
    return [rs for rs in state.team[seat].cards if rs not in state.zapped
            and (need is None or (skills_of is not None and need in skills_of(rs)))]


def can_attempt(state: RedshirtsState, seat: int) -> bool:
    return seat == state.active and state.attempts_left > 0 and state.attempt is None


def declare(state: RedshirtsState, seat: int, rs: str, again: bool = False) -> None:
    """Zap ``rs`` onto the Mission and open Modify the Attempt (RS-5)."""
    mission = state.mission[seat].cards[-1]
    if not again:
        state.attempts_left -= 1
        state.attempted = True
    state.zapped.add(rs)
    state.tick()
    state.attempt = {"seat": seat, "mission": mission, "rs": rs, "broken": None}
    state.emit({"type": "attempt", "seat": seat, "rs": rs, "card": mission})
    order = state.order_from((seat + 1) % state.players)
    open_window(state, "modify", order)


class Modify:
    """The ``modify`` window (mode ``each``)."""

    def __init__(self, proceed: Callable[[RedshirtsState], None]) -> None:
        self.proceed = proceed
        """The game's work list runner: what a go or the window's close leaves to do."""

    def answers(self, state: RedshirtsState, window: Frame, seat: int) -> list[Move]:
        return card_moves(state, seat, True) + ability_moves(state, seat, True)

    def take(self, state: RedshirtsState, window: Frame, seat: int, move: Move) -> None:
        state.go = {"seat": seat, "card": False, "ability": False}
        state.todo.insert(0, {"kind": "rule", "name": "go_end"})
        act(state, seat, move)
        self.proceed(state)

    def close(self, state: RedshirtsState, window: Frame) -> None:
        state.todo.insert(0, {"kind": "rule", "name": "resolve"})
        self.proceed(state)


def act(state: RedshirtsState, seat: int, move: Move) -> None:
    """One part of a go: a card or an ability."""
    assert state.go is not None
    if move["type"] == "ability":
        state.go["ability"] = True
        use_ability(state, seat, move["rs"])
    else:
        state.go["card"] = True
        play_card(state, seat, move)


def go_more_moves(state: RedshirtsState, top: Frame, seat: int) -> list[Move]:
    """The other half of a go, or done."""
    go = state.go
    assert go is not None
    moves = ability_moves(state, seat, True) if go["card"] else card_moves(state, seat, True)
    return [*moves, {"type": "done"}]


def go_end(state: RedshirtsState) -> bool:
    """After a go's card or ability resolved: RS-7 if the attempt broke, else offer
    the other half of the go (True: a decision was pushed)."""
    go = state.go
    attempt = state.attempt
    if attempt is not None and attempt["broken"] is not None:
        state.go = None
        state.stack.pop(top_window_index(state))
        return broken(state)
    assert go is not None
    seat = go["seat"]
    if not go["card"] or (not go["ability"] and ability_moves(state, seat, True)):
        state.push(frame("go_more", seat))
        return True
    state.go = None
    return False


def broken(state: RedshirtsState) -> bool:
    """RS-7: the attempt ended before it resolved."""
    attempt = state.attempt
    assert attempt is not None
    seat = attempt["seat"]
    state.attempt = None
    if attempt["broken"] == "mission":
        state.emit({"type": "attempt_over", "seat": seat, "card": attempt["mission"]})
        return False
    state.emit({"type": "attempt_lost", "seat": seat, "card": attempt["mission"]})
    state.push(frame("reattempt", seat))
    return True


def reattempt_moves(state: RedshirtsState, top: Frame, seat: int) -> list[Move]:
    moves: list[Move] = [{"type": "attempt", "rs": rs} for rs in eligible(state, seat)]
    return [*moves, {"type": "drop_mission"}]


def reattempt(state: RedshirtsState, top: Frame, seat: int, move: Move) -> None:
    state.pop()
    if move["type"] == "attempt":
        declare(state, seat, move["rs"], again=True)
        return
    for card in list(state.mission[seat].cards):
        state.transfer(card, state.mission[seat], state.log_discard,
                       {"type": "drop_mission", "seat": seat, "card": card})


def resolve_attempt(state: RedshirtsState) -> None:
    """RS-5: the Redshirt's Skills now decide; the Mission goes to the discard pile and
    its SUCCESS or FAILURE steps resolve."""
    attempt = state.attempt
    assert attempt is not None and attempt["broken"] is None
    seat, mission, rs = attempt["seat"], attempt["mission"], attempt["rs"]
    state.attempt = None
    needed = frozenset(attr(mission, "skills"))
    have = skills_fn(state)(rs)
    success = needed <= have
    state.emit({"type": "resolve", "seat": seat, "card": mission, "rs": rs,
                "success": success, "missing": sorted(needed - have)})
    state.transfer(mission, state.mission[seat], state.log_discard)
    word = "success" if success else "failure"
    index = next((i for i, s in enumerate(slots(mission)) if s["slot"] == word), None)
    if index is not None:
        state.todo.insert(0, card_job(mission, index, seat, 5, attempting=rs))


def attempt_view(state: RedshirtsState) -> dict[str, Any] | None:
    """The attempt in progress, as everyone sees it."""
    attempt = state.attempt
    if attempt is None:
        return None
    mission = attempt["mission"]
    rs = attempt["rs"]
    have = skills_fn(state)(rs) if rs is not None else frozenset()
    needed = list(attr(mission, "skills"))
    return {"seat": attempt["seat"], "mission": mission, "rs": rs, "needs": needed,
            "prereq": prereq(mission), "has": [s for s in needed if s in have],
            "missing": [s for s in needed if s not in have],
            "would_succeed": rs is not None and set(needed) <= have}


__all__ = ["Modify", "can_attempt", "declare", "eligible", "use_ability", "play_card"]
