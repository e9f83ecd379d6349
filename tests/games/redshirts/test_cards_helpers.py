"""Helpers shared by the per-card scenario tests (``test_cards_*.py``); no tests here."""

from __future__ import annotations

import pytest

import cardtable
from cardtable import Match

from .scenario import card, pass_round, phase, pick, play, redshirt, state_of, table

GEAR = {"TAC": "eq-ray-gun", "SCI": "eq-tri-gizmo", "MED": "eq-hypo-squirter",
        "ENG": "eq-hyper-spanner", "DIP": "eq-universal-translator", "INF": "eq-fake-mustache"}
"""The Equipment that adds each Skill (one icon each, so they never replace each other)."""

THREE = {0: ["dana-fodder", "bob-nameless"], 1: ["jimmy-expendable"], 2: ["kelly-peril"]}


def refused(match: Match, seat: int, move: dict[str, object], expect: str = "not allowed") -> str:
    """Play a move that must be refused: the error is readable (it says ``expect``) and
    nothing changes."""
    before = match.view(None)
    with pytest.raises(cardtable.IllegalMove) as error:
        play(match, seat, move)
    message = str(error.value)
    assert expect in message, message
    assert match.view(None) == before
    return message


def zapped(match: Match, name: str) -> bool:
    return bool(redshirt(match, name)["zapped"])


def hand(match: Match, seat: int) -> list[str]:
    return list(state_of(match).hand[seat].cards)


def attempt(match: Match, seat: int, name: str) -> None:
    """Declare the attempt and let every seat pass (the attempt resolves)."""
    play(match, seat, {"type": "attempt", "rs": name})
    pass_round(match)


def in_discard(match: Match, name: str) -> bool:
    state = state_of(match)
    return card(name) in state.log_discard.cards or card(name) in state.rs_discard.cards


__all__ = ["GEAR", "THREE", "attempt", "card", "hand", "in_discard", "pass_round", "phase",
           "pick", "play", "refused", "table", "zapped"]
