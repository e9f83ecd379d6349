"""Scenario tests for Redshirts: build a position, then play moves through the match.

Usage::

    from .scenario import table, play, pass_round, legal, skills, card

    match = table(players=3, active=0,
                  teams={0: ["dana-fodder", "bob-nameless"], 1: ["jimmy-expendable"]},
                  hands={0: ["mis-negotiate-with-the-overlord", "eq-tri-gizmo"]},
                  missions={0: "mis-scout-the-jungle-planet"},
                  on={"dana-fodder": ["eq-hypo-squirter"]},
                  locations={1: "loc-sickbay"}, zapped=["bob-nameless"],
                  rs_deck=["tom-twinn"], log_deck=["ev-red-alert"])
    play(match, 0, {"type": "attempt", "rs": card("dana-fodder")})
    pass_round(match)            # every seat asked passes: the attempt resolves
    assert skills(match, "dana-fodder") == {"MED"}

- Card names may omit the ``rs-`` / ``rs-crew-`` prefix and the ``#copy``: ``card("dana-
  fodder")`` is ``rs-crew-dana-fodder#1``, ``card("eq-ray-gun", 2)`` the second Ray Gun.
- ``table`` puts exactly the listed cards in the listed places (in order: a later card
  in a list arrived later, which decides "the later card wins" within a layer, RS-6);
  ``rs_deck`` / ``log_deck`` list the top cards (top last) and every other card goes
  under them, in a fixed order. It is step 2 of ``active``'s turn (the ``turn`` frame),
  turn 1, with one attempt left and the Ready Room unused (``attempts_left``,
  ``ready_room`` to change them). No deal, no triggers.
- ``play(match, seat, move)`` plays one move (cards named short are expanded);
  ``legal(match, seat, type)`` lists the legal moves of a type; ``pass_round`` passes
  for every seat asked until no window is open (or another decision is due);
  ``pick(match, seat, **field)`` answers a ``pick``; ``skills`` / ``explain`` read a
  Redshirt's current Skills and explanation from the public view; ``team(match, seat)``
  lists an Away Team's card ids (short).
"""

from __future__ import annotations

from typing import Any

import cardtable
from cardtable import Match
from cardtable.engine.frames import frame
from cardtable.games.redshirts import RedshirtsState
from cardtable.games.redshirts.cards import CARDS, KIND

PREFIXES = ("", "rs-", "rs-crew-")


def card(short: str, copy: int = 1) -> str:
    """The instance id of a card named short (``dana-fodder``, ``eq-ray-gun``)."""
    if "#" in short:
        return short
    for prefix in PREFIXES:
        if prefix + short in CARDS:
            return f"{prefix}{short}#{copy}"
    raise KeyError(f"no card {short!r}")


def short(instance: str) -> str:
    """The short name of an instance id (``rs-crew-dana-fodder#1`` -> ``dana-fodder``)."""
    base, _, copy = instance.partition("#")
    for prefix in ("rs-crew-", "rs-"):
        if base.startswith(prefix):
            base = base[len(prefix):]
            break
    return base if copy == "1" else f"{base}#{copy}"


def state_of(match: Match) -> RedshirtsState:
    state = match.state
    assert isinstance(state, RedshirtsState)
    return state


def table(players: int = 3, *, active: int = 0, teams: dict[int, list[str]] | None = None,
          hands: dict[int, list[str]] | None = None, missions: dict[int, str] | None = None,
          locations: dict[int, str] | None = None, on: dict[str, list[str]] | None = None,
          zapped: list[str] | None = None, rs_deck: list[str] | None = None,
          log_deck: list[str] | None = None, rs_discard: list[str] | None = None,
          log_discard: list[str] | None = None, attempts_left: int = 1,
          ready_room: bool = False, seed: int = 1) -> Match:
    """A match in step 2 of ``active``'s turn with exactly this position."""
    match = cardtable.new_match("redshirts", players=players, seed=seed)
    state = state_of(match)
    layout: list[tuple[str, list[str]]] = []
    for seat, cards in (teams or {}).items():
        layout.append((f"team:{seat}", [card(c) for c in cards]))
    for seat, cards in (hands or {}).items():
        layout.append((f"hand:{seat}", [card(c) for c in cards]))
    for seat, one in (missions or {}).items():
        layout.append((f"mission:{seat}", [card(one)]))
    for seat, one in (locations or {}).items():
        layout.append((f"location:{seat}", [card(one)]))
    for rs, cards in (on or {}).items():
        layout.append((f"on:{card(rs)}", [card(c) for c in cards]))
    layout.append(("rs_discard", [card(c) for c in rs_discard or []]))
    layout.append(("log_discard", [card(c) for c in log_discard or []]))
    named = [c for _, cards in layout for c in cards]
    tops = [card(c) for c in rs_deck or []] + [card(c) for c in log_deck or []]
    assert len(set(named + tops)) == len(named + tops), "a card is placed twice"
    every = sorted(state.all_cards())
    for zone in state.zones.values():
        zone.cards.clear()
    for name, cards in layout:
        for one in cards:
            state.zones[name].cards.append(one)
            state.arrival[one] = state.tick()
    placed = set(named + tops)
    state.rs_deck.cards.extend(c for c in every if KIND[c] == "redshirt" and c not in placed)
    state.rs_deck.cards.extend(card(c) for c in rs_deck or [])
    state.log_deck.cards.extend(c for c in every if KIND[c] != "redshirt" and c not in placed)
    state.log_deck.cards.extend(card(c) for c in log_deck or [])
    assert sorted(state.all_cards()) == every
    for one in every:
        state.known.pop(one, None)
    state.zapped = {card(c) for c in zapped or []}
    state.active, state.turns = active, 1
    state.attempts_left, state.attempted, state.ready_room = attempts_left, False, ready_room
    state.attempt, state.go, state.mods, state.todo, state.fired = None, None, [], [], []
    state.winner, state.time_up = None, False
    state.stack = [frame("turn", active)]
    match._legal = None
    return match


def expand(move: dict[str, Any]) -> dict[str, Any]:
    """A move with short card names made instance ids."""
    out = dict(move)
    for key in ("card", "rs"):
        if isinstance(out.get(key), str):
            out[key] = card(out[key])
    for key in ("cards", "rs"):
        if isinstance(out.get(key), list):
            out[key] = [card(c) for c in out[key]]
    return out


def play(match: Match, seat: int, move: dict[str, Any]) -> None:
    """Play one move (short card names allowed) as ``seat``."""
    match.play(seat, expand(move))


def legal(match: Match, seat: int, kind: str | None = None) -> list[dict[str, Any]]:
    """``seat``'s legal moves (of one ``type``)."""
    return [m for m in match.legal_moves(seat) if kind is None or m["type"] == kind]


def phase(match: Match) -> str:
    return str(match.view(None)["public"]["phase"])


def pass_round(match: Match, limit: int = 50) -> None:
    """Every seat asked by the open Modify window passes until it closes."""
    for _ in range(limit):
        top = state_of(match).top
        if top is None or top.kind != "window":
            return
        seat = top.seats[0]
        match.play(seat, {"type": "pass"})
    raise AssertionError("the window did not close")


def pick(match: Match, who: int, **answer: Any) -> None:
    """Answer a ``pick`` as seat ``who`` (``rs=``, ``seat=``, ``skill=``, ``card=``)."""
    play(match, who, {"type": "pick", **answer})


def redshirt(match: Match, name: str) -> dict[str, Any]:
    for team in match.view(None)["public"]["teams"]:
        for entry in team["redshirts"]:
            if entry["card"] == card(name):
                return dict(entry)
    raise KeyError(name)


def skills(match: Match, name: str) -> set[str]:
    """A Redshirt's current Skills (codes)."""
    return set(redshirt(match, name)["skills"])


def explain(match: Match, name: str) -> list[str]:
    return list(redshirt(match, name)["explain"])


def team(match: Match, seat: int) -> list[str]:
    """Seat's Away Team, short names."""
    return [short(c) for c in state_of(match).team[seat].cards]


def log_types(match: Match) -> list[str]:
    return [event["type"] for _, event in state_of(match).log]
