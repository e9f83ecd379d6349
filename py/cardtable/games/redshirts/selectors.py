"""Evaluating the vocabulary's selectors, filters and conditions against the table.

A ``Scope`` holds what a slot's words mean where it runs: ``you`` (the card's player),
``self`` (the ability's Redshirt), ``bearer`` (of an Equipment or Attached card),
``this_team`` (the Away Team of the Redshirt or Location), ``attempting``, ``it`` (the
Redshirt chosen earlier in the slot) and ``each`` (the player of a ``for P in`` step).
Selectors give *candidates*; a selector naming one chosen Redshirt or player becomes a
player decision in ``effects.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from .cards import attr
from .state import RedshirtsState


@dataclass(frozen=True)
class Scope:
    """What the words of one slot refer to while it resolves."""

    you: int
    self_rs: str | None = None
    bearer: str | None = None
    this_team: int | None = None
    attempting: str | None = None
    it: str | None = None
    each: int | None = None

    def with_(self, **changes: Any) -> Scope:
        return replace(self, **changes)


SkillsOf = Callable[[str], frozenset[str]]


def player_candidates(state: RedshirtsState, scope: Scope, sel: dict[str, Any]) -> list[int]:
    """The players ``sel`` may mean (one for a fixed word; several for a chosen one)."""
    word = sel["p"]
    if word == "you":
        found = [scope.you]
    elif word == "left":
        found = [(scope.you + 1) % state.players]
    elif word == "left_of":
        found = [(p + 1) % state.players for p in player_candidates(state, scope, sel["of"])[:1]]
    elif word == "owner":
        owners = [state.team_of(rs) for rs in rs_candidates(state, scope, sel["of"])[:1]]
        found = [p for p in owners if p is not None]
    elif word == "each":
        found = [scope.each] if scope.each is not None else []
    elif word == "other_player":
        found = [p for p in state.order_from(scope.you) if p != scope.you]
    else:  # chosen_player, each_player: every player in turn order from the current one
        found = state.order_from(state.active)
    for where in sel.get("where", []):
        if where == "has_mission":
            found = [p for p in found if state.has_mission(p)]
        elif where == "no_mission":
            found = [p for p in found if not state.has_mission(p)]
        else:  # smaller_than_you
            size = len(state.team[scope.you].cards)
            found = [p for p in found if len(state.team[p].cards) < size]
    return found


def one_player(state: RedshirtsState, scope: Scope, sel: dict[str, Any]) -> int | None:
    """A selector that names exactly one player (you, left, owner(...), each)."""
    found = player_candidates(state, scope, sel)
    return found[0] if found else None


def team_seats(state: RedshirtsState, scope: Scope, sel: dict[str, Any]) -> list[int]:
    word = sel["team"]
    if word == "this_team":
        return [scope.this_team] if scope.this_team is not None else []
    if word == "all_teams":
        return list(range(state.players))
    seats = player_candidates(state, scope, sel["player"])
    return seats if chosen_team(sel) else seats[:1]


def chosen_team(team_sel: Any) -> bool:
    """Whether a team selector names a player its card's player chooses ("target Away
    Team": ``team(chosen_player)`` / ``team(other_player)``)."""
    return (isinstance(team_sel, dict) and isinstance(team_sel.get("player"), dict)
            and team_sel["player"].get("p") in ("chosen_player", "other_player"))


def rs_candidates(state: RedshirtsState, scope: Scope, sel: dict[str, Any],
                  skills_of: SkillsOf | None = None) -> list[str]:
    """The Redshirts in play ``sel`` may mean, after its filters."""
    word = sel["rs"]
    in_play = state.in_play()
    if word in ("self", "bearer", "attempting", "it"):
        one = {"self": scope.self_rs, "bearer": scope.bearer, "attempting": scope.attempting,
               "it": scope.it}[word]
        found = [one] if one is not None and one in in_play else []
    elif word == "any_rs":
        found = in_play
    elif word == "own_rs":
        found = list(state.team[scope.you].cards)
    elif word == "other_rs":
        mine = set(state.team[scope.you].cards)
        found = [rs for rs in in_play if rs not in mine]
    else:  # rs(TEAM), each_rs(TEAM)
        found = [rs for seat in team_seats(state, scope, sel["team"])
                 for rs in state.team[seat].cards]
    for where in sel.get("where", []):
        found = [rs for rs in found if passes(state, scope, where, rs, skills_of)]
    return found


def passes(state: RedshirtsState, scope: Scope, where: dict[str, Any], rs: str,
           skills_of: SkillsOf | None) -> bool:
    """One filter (printed traits, current Skills, Zapped state, not self...)."""
    word = where["f"]
    if word == "gender":
        return bool(attr(rs, "gender") == where["is"])
    if word == "race":
        return bool(attr(rs, "race") == where["is"])
    if word == "not_race":
        return bool(attr(rs, "race") != where["is"])
    if word == "unzapped":
        return rs not in state.zapped
    if word == "not_self":
        return rs != scope.self_rs
    if word == "not_attempting":
        return rs != scope.attempting
    assert skills_of is not None, "Skill filters are never continuous"
    if word == "has":
        return where["skill"] in skills_of(rs)
    return len(skills_of(rs)) >= int(where["n"])  # skill_count_at_least


def holds(state: RedshirtsState, scope: Scope, cond: dict[str, Any] | None) -> bool:
    """A step's ``if`` condition (no condition: true)."""
    if cond is None:
        return True
    if cond["cond"] == "size":
        seats = team_seats(state, scope, cond["team"])
        return bool(seats) and len(state.team[seats[0]].cards) == cond["n"]
    found = rs_candidates(state, scope, cond["rs"])
    return bool(found) and found[0] not in state.zapped
