"""Response windows: a decision that several seats may answer, on the frame stack.

A window opens on a public trigger and asks the seats the rules allow, in a given
order: one at a time (``each``) or all at once with sealed answers (``all``). Passing
is always legal. Who is asked, and in what order, is fixed by the caller from public
facts only, so the window rule holds by construction: whether and when a seat is asked
never depends on hidden cards, and a pass looks like any other pass.

``each`` (Redshirts' Modify the Attempt, Red Dwarf's responses): the seats are asked
in turn; an answer is carried out at once (it may push frames above the window, e.g.
a chain link to resolve later) and every seat must pass again; the window closes when
every asked seat has passed since the last answer. ``all`` (Red Cliffs' claims): every
seat answers once, sealed; the first seat in order whose answer is not a pass wins, as
soon as every seat before it has passed, and the window closes.

The game supplies a :class:`WindowRules` per window name: the answers a seat may give,
what an answer does, and what happens when the window closes. Example (``each``, two
seats): A plays a travel, the game opens ``respond`` asking ``[B]``; B answers with a
Trouble (a link) and re-asks ``[A]``; A passes: everyone asked has passed since the
last answer, the window closes and the game resolves the links last-in first-out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, Generic, Literal, Protocol, TypeVar

from .frames import EMPTY, Frame, freeze
from .state import State

Move = dict[str, Any]
WINDOW = "window"
Mode = Literal["each", "all"]
S = TypeVar("S", bound=State)
S_contra = TypeVar("S_contra", bound=State, contravariant=True)


class WindowRules(Protocol[S_contra]):
    """What one kind of window means in a game."""

    def answers(self, state: S_contra, window: Frame, seat: int) -> list[Move]:
        """The answers (not the pass) ``seat`` may give now."""

    def take(self, state: S_contra, window: Frame, seat: int, move: Move) -> None:
        """Carry out an answer. In an ``each`` window the window stays open below
        whatever this pushes; in an ``all`` window it has closed already."""

    def close(self, state: S_contra, window: Frame) -> None:
        """Every asked seat passed since the last answer (the window is popped)."""


def open_window(state: State, name: str, order: Sequence[int], *, mode: Mode = "each",
                pass_type: str = "pass", **data: Any) -> None:
    """Push a window asking ``order`` (decided from public facts only)."""
    assert order, "a window asks at least one seat"
    asked = tuple(order)
    fields = {"name": name, "order": asked, "mode": mode, "passed": (), "sealed": EMPTY,
              "opened": state.clock, "pass_type": pass_type}  # frozen already
    fields.update((key, freeze(value)) for key, value in data.items())
    state.push(Frame(WINDOW, asked if mode == "all" else asked[:1], MappingProxyType(fields)))


def reask(state: State, order: Sequence[int], **data: Any) -> None:
    """From inside ``take`` of an ``each`` window: ask ``order`` from now on (e.g. only
    the player who may answer the newest link), every seat yet to pass; ``data``
    updates the window's own fields (e.g. its chain of links)."""
    index = top_window_index(state)
    window = state.stack[index]
    state.stack[index] = window.with_data(order=tuple(order), passed=(), **data) \
        .with_seats(tuple(order)[:1])


def top_window_index(state: State) -> int:
    """The index in the stack of the newest window."""
    for index in range(len(state.stack) - 1, -1, -1):
        if state.stack[index].kind == WINDOW:
            return index
    raise AssertionError("no window is open")


def arrived_after(state: State, card: str, window: Frame) -> bool:
    """True if ``card`` reached its place after ``window`` opened (e.g. drawn during a
    chain: not usable in it)."""
    opened: int = window["opened"]
    return state.arrival.get(card, 0) > opened


def public_part(window: Frame, seat: int | None) -> dict[str, Any]:
    """What a seat may know of a window: who is asked and waited for, its own answer."""
    sealed: Mapping[int, Any] = window["sealed"]
    own = sealed.get(seat) if seat is not None else None
    return {"name": window["name"], "mode": window["mode"], "asked": list(window["order"]),
            "waiting": list(window.seats), "passed": list(window["passed"])
            if window["mode"] == "each" else [],
            "answer": dict(own) if own is not None else None}


class WindowDecision(Generic[S]):
    """The engine's handler for frames of kind ``window`` (one per game)."""

    def __init__(self, rules: Mapping[str, WindowRules[S]]) -> None:
        self.rules = rules

    def legal(self, state: S, window: Frame, seat: int) -> list[Move]:
        answers = self.rules[window["name"]].answers(state, window, seat)
        return [*answers, {"type": window["pass_type"]}]

    def apply(self, state: S, window: Frame, seat: int, move: Move) -> None:
        passing = move["type"] == window["pass_type"] and len(move) == 1
        if window["mode"] == "all":
            self._seal(state, window, seat, None if passing else move)
        elif passing:
            self._pass(state, window, seat)
        else:
            order: tuple[int, ...] = window["order"]
            following = order[(order.index(seat) + 1) % len(order)] if seat in order \
                else order[0]
            state.stack[-1] = window.with_data(passed=()).with_seats((following,))
            self.rules[window["name"]].take(state, window, seat, move)

    def _pass(self, state: S, window: Frame, seat: int) -> None:
        """A pass in an ``each`` window: public (the window asks the next seat), so it
        is logged, ``{"type": "window_pass", "seat", "window"}``: the game's words say it."""
        state.emit({"type": "window_pass", "seat": seat, "window": window["name"]})
        order: tuple[int, ...] = window["order"]
        passed = (*window["passed"], seat)
        if set(order) <= set(passed):
            state.pop()
            self.rules[window["name"]].close(state, window)
            return
        start = order.index(seat)
        following = next(order[(start + k) % len(order)] for k in range(1, len(order) + 1)
                         if order[(start + k) % len(order)] not in passed)
        state.stack[-1] = window.with_data(passed=passed).with_seats((following,))

    def _seal(self, state: S, window: Frame, seat: int, answer: Move | None) -> None:
        sealed: Mapping[int, Any] = window["sealed"]
        if answer is not None:
            sealed = MappingProxyType({**sealed, seat: freeze(answer)})
        waiting = tuple(s for s in window.seats if s != seat)
        for asked in window["order"]:
            if asked in waiting:  # only the changed field is new: nothing is re-frozen
                state.stack[-1] = Frame(window.kind, waiting, MappingProxyType({
                    **window.data, **({"sealed": sealed} if answer is not None
                                      else {"passed": (*window["passed"], seat)})}))
                return  # an earlier seat has not answered: nothing is decided yet
            if asked in sealed:
                state.pop()
                self.rules[window["name"]].take(state, window, asked, thawed(sealed[asked]))
                return
        state.pop()
        self.rules[window["name"]].close(state, window)


def thawed(move: Any) -> Move:
    """A sealed (frozen) move as a plain dict."""
    return {key: list(value) if isinstance(value, tuple) else value
            for key, value in move.items()}
