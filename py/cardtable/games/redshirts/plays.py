"""Playing cards and abilities (RS-3, RS-5, RS-11): the legal plays of a seat, in its
own turn (step 2) or as its go in a Modify the Attempt window, and what they do.

- Equipment on any Redshirt in play (the same-icon rule discards the old card);
- a Location on any Away Team (the old one is discarded);
- an Event whose timing allows it now (``any``; ``own_turn`` only in your own turn,
  your own go included; ``modify`` only in a Modify the Attempt window);
- a Mission assigned to a player with none — only in step 2 of your own turn (RS-11);
- an active ability (``ZAP``; ``ZAP[modify]`` only in a window) of your own UnZapped
  Redshirt: Zap it, then resolve the steps.
"""

from __future__ import annotations

from typing import Any

from ...engine import Move, def_id
from .cards import KIND, attr, slot, slots
from .effects import card_job, same_icon_rule
from .state import RedshirtsState


def first_of_each(cards: list[str]) -> list[str]:
    """One instance per card id (copies are interchangeable), sorted."""
    seen: dict[str, str] = {}
    for card in sorted(cards):
        seen.setdefault(def_id(card), card)
    return list(seen.values())


def event_timing_ok(state: RedshirtsState, card: str, seat: int, in_modify: bool) -> bool:
    timing = attr(card, "play")
    if timing == "modify":
        return in_modify
    if timing == "own_turn":
        return seat == state.active
    return True


def card_moves(state: RedshirtsState, seat: int, in_modify: bool) -> list[Move]:
    """Equipment, Location and Event plays from ``seat``'s hand (and, in its own
    step 2, Mission assignments)."""
    moves: list[Move] = []
    in_play = state.in_play()
    for card in first_of_each(state.hand[seat].cards):
        kind = KIND[card]
        if kind == "equipment":
            moves += [{"type": "equip", "card": card, "rs": rs} for rs in in_play]
        elif kind == "location":
            moves += [{"type": "location", "card": card, "team": s} for s in range(state.players)]
        elif kind == "event":
            if event_timing_ok(state, card, seat, in_modify):
                moves.append({"type": "event", "card": card})
        elif kind == "mission" and not in_modify and seat == state.active:
            moves += [{"type": "assign", "card": card, "to": s}
                      for s in state.order_from(seat) if not state.has_mission(s)]
    return moves


def ability_slot(rs: str) -> dict[str, Any] | None:
    return slot(rs, "zap")


def ability_moves(state: RedshirtsState, seat: int, in_modify: bool) -> list[Move]:
    """Active abilities of ``seat``'s UnZapped Redshirts usable now."""
    moves: list[Move] = []
    for rs in state.team[seat].cards:
        zap = ability_slot(rs)
        if zap is None or rs in state.zapped:
            continue
        if zap.get("timing") == "modify" and not in_modify:
            continue
        moves.append({"type": "ability", "rs": rs})
    return moves


def play_card(state: RedshirtsState, seat: int, move: Move) -> None:
    """Carry out an ``equip`` / ``location`` / ``event`` / ``assign`` move."""
    card = move["card"]
    hand = state.hand[seat]
    kind = move["type"]
    if kind == "equip":
        rs = move["rs"]
        state.transfer(card, hand, state.on[rs],
                       {"type": "equip", "seat": seat, "card": card, "rs": rs})
        same_icon_rule(state, card, rs)
    elif kind == "location":
        team = state.location[move["team"]]
        for old in list(team.cards):
            state.transfer(old, team, state.log_discard,
                           {"type": "location_gone", "card": old, "team": move["team"]})
        state.transfer(card, hand, team, {"type": "location", "seat": seat, "card": card,
                                          "team": move["team"]})
    elif kind == "assign":
        state.transfer(card, hand, state.mission[move["to"]],
                       {"type": "assign", "seat": seat, "card": card, "to": move["to"]})
    else:
        state.transfer(card, hand, state.resolving, {"type": "event", "seat": seat, "card": card})
        index = next(i for i, s in enumerate(slots(card)) if s["slot"] == "play")
        attempting = state.attempt["rs"] if state.attempt else None  # RS-G12
        state.todo.insert(0, card_job(card, index, seat, 5, event=True, attempting=attempting))


def use_ability(state: RedshirtsState, seat: int, rs: str) -> None:
    """Zap ``rs`` and resolve its ``ZAP`` steps (layer 4)."""
    state.zapped.add(rs)
    state.tick()
    state.emit({"type": "ability", "seat": seat, "rs": rs})
    index = next(i for i, s in enumerate(slots(rs)) if s["slot"] == "zap")
    attempting = state.attempt["rs"] if state.attempt else None
    state.todo.insert(0, card_job(rs, index, seat, 4, self=rs, attempting=attempting))
