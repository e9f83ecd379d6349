"""Red Dwarf's bot knowledge: the simple bot's rule of thumb and the search bots'
evaluation (plot points plus how near each mission is to completion)."""

from __future__ import annotations

from typing import Any

from ...engine import Move, def_id
from ...engine.game import lead_values
from .cards import CARDS, KIND, icon, points
from .missions import open_icons
from .state import RedDwarfState


def heuristic(view: dict[str, Any], legal: list[Move]) -> list[float]:
    """Complete missions; answer a travel that would complete the opponent's mission...
    (RD-8 forbids Trouble on a last card, so: Distract that mission); Smeg Off a
    Distract on your own mission; bonus points with travels; keep the rest."""
    me = view["seat"]
    public = view["public"]
    missions = {m["slot"]: m for m in public["missions"]}
    cast_slot = {c["cast"]: c["mission"] for c in public["cast"]}
    chain = public["chain"]
    newest = chain[-1] if chain else None
    scores = []
    for move in legal:
        kind = move["type"]
        score = 0.0
        if kind == "travel":
            mission = missions[move["mission"]]
            remaining = len(mission["open"])
            score = 40.0 - 5 * remaining + (30.0 if remaining == 1 else 0.0)
            score += 2.0 * mission["points"] + (8.0 if move.get("bonus") else 0.0)
            score += 3.0 if mission["owner"] == me else 0.0
            score -= 6.0 if KIND[move["card"]] == "wild" and remaining > 1 else 0.0
        elif kind == "task":
            score = 25.0
        elif kind == "episode":
            score = 12.0 - len(move["cast"])
        elif kind == "draw":
            top = public["pod_top"]
            useful = move["from"] == "pod" and top is not None \
                and keep_value(top, missions, public) >= 3
            score = 1.0 if move["from"] == "laundry" else (3.0 if useful else 0.5)
        elif kind == "distract":
            slot = cast_slot[move["cast"]]
            mission = missions[slot]
            theirs = sum(1 for t in mission["travels"] if t["seat"] != me)
            mine = sum(1 for t in mission["travels"] if t["seat"] == me)
            near = not mission["open"] and newest is not None and newest["seat"] != me \
                and newest["kind"] == "travel" and newest["mission"] == slot
            score = (50.0 if near else 0.0) + 6.0 * (theirs - mine) \
                + (4.0 if mission["owner"] != me else -10.0) - 2.0
        elif kind == "focus":
            slot = cast_slot[move["cast"]]
            mission = missions[slot]
            mine = sum(1 for t in mission["travels"] if t["seat"] == me)
            score = 3.0 * mine - 1.0 + (20.0 if newest is not None and newest["kind"] ==
                                        "distract" and newest["cast"] == move["cast"] else 0)
        elif kind == "smeg_off" and newest is not None:
            if newest["kind"] == "distract":
                slot = cast_slot.get(newest["cast"])
                ours = slot is not None and any(t["seat"] == me
                                                for t in missions[slot]["travels"])
                score = 45.0 if ours or (slot and missions[slot]["owner"] == me) else 2.0
            elif newest["kind"] == "trouble":
                score = 35.0
            else:
                score = 5.0
        elif kind == "trouble":
            score = 20.0
        elif kind == "end":
            score = 0.0
        elif kind == "pass":
            score = 0.5
        elif kind == "discard":
            score = -sum(keep_value(card, missions, public) for card in move["cards"])
        scores.append(score)
    return scores


RECYC_VALUE = {"smeg-off": 5.0, "distract": 4.0, "wild": 4.0, "focus": 3.0, "trouble": 3.0,
               "bonus": 2.5}


def keep_value(card: str, missions: dict[str, Any], public: dict[str, Any]) -> float:
    """How much a card is worth keeping (the simple bot discards the least)."""
    kind = KIND[card]
    if kind in RECYC_VALUE:
        return RECYC_VALUE[kind]
    if kind == "travel":
        wanted = any(icon(card) in m["open"] for m in missions.values())
        return 3.0 if wanted else 1.0
    if kind == "task":
        who = CARDS[def_id(card)].attrs["cast"]
        free = [c["cast"] for c in public["cast"] if c["mission"] is None]
        return 2.0 if who == "any" or who in free else 1.0
    return 1.0


def evaluate(state: RedDwarfState) -> list[float]:
    """Plot points, plus each mission's worth by how near it is (to whoever put most
    travels on it) and a little for Re-Cyc cards held."""
    value = [float(p) for p in state.points]
    for mission in state.missions.values():
        ribbon_len = len(mission["travels"]) + len(open_icons(mission))
        share = len(mission["travels"]) / max(ribbon_len, 1)
        worth = points(mission["card"]) * share * share
        for seat in range(state.players):
            mine = sum(1 for entry in mission["travels"] if entry[1] == seat)
            if mine:
                value[seat] += worth * mine / len(mission["travels"])
    for seat in range(state.players):
        value[seat] += 0.15 * sum(1 for c in state.hand[seat].cards
                                  if KIND[c] in ("smeg-off", "distract", "focus"))
    return lead_values(value, scale=3.0)
