"""Red Dwarf's words: log text per event, move labels, and the public view."""

from __future__ import annotations

from typing import Any

from ...engine import Event, Move
from ...engine.choose import choice_field
from ...engine.frames import thaw
from ..wording import plural, verb_then
from .cards import CAST, CAST_CARDS, KIND, name, points, ribbon
from .missions import open_icons
from .state import RedDwarfState, holly_in_bbc

CAST_NAME = {"lister": "Lister", "rimmer": "Rimmer", "cat": "Cat", "kryten": "Kryten"}
ICON_NAME = {"drive-room": "Drive Room", "hallway": "Hallway",
             "sleeping-quarters": "Sleeping Quarters", "skutter": "Skutter",
             "matter-transporter": "Matter Transporter", "starbug": "Starbug",
             "on-planet": "On Planet", "time-hole": "Time Hole", "holly": "Holly"}


def seat(event: Event) -> str:
    return f"{{{event['seat']}}}"


def cast_names(cast: Any) -> str:
    names = [CAST_NAME[c] for c in (cast if isinstance(cast, list) else [cast])]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def cards_text(cards: list[str | None]) -> str:
    return ", ".join(name(card) for card in cards) or "nothing"


EVENT_TEXTS = {
    "deal": lambda e: f"{seat(e)} is dealt 7 cards.",
    "turn": lambda e: f"Turn {e['turn']}: {seat(e)}.",
    "no_card": lambda e: f"There is no card for {seat(e)} to draw.",
    "draw": lambda e: f"{seat(e)} draws {name(e['card'])}"
                      + (" to replace a Re-Cyc card." if e["from"] == "replace" else "."),
    "zed_shift": lambda e: f"{seat(e)} works zed shift and takes {name(e['card'])}.",
    "reshuffle": lambda e: f"The garbage pod ({e['count']} cards) is shuffled into a new "
                           "laundry list.",
    "home": lambda e: f"{name(e['card'])} goes home to the BBC.",
    "heaven": lambda e: f"{name(e['card'])} goes to Silicon Heaven.",
    "score": lambda e: f"{seat(e)} completes {name(e['card'])} for {e['points']} plot "
                       f"point{'s' if e['points'] != 1 else ''}.",
    "mission": lambda e: f"{seat(e)} plays {name(e['card'])} under {cast_names(e['cast'])}.",
    "travel": lambda e: f"{seat(e)} plays {name(e['card'])} on {CAST_NAME[e['slot']]}'s "
                        "mission"
                        + (f" as {ICON_NAME[e['icon']]}" if KIND[str(e["card"])] == "wild" else "")
                        + (f" (the wild card moves to {ICON_NAME[e['rewild']]})"
                           if e.get("rewild") else "") + ".",
    "bonus": lambda e: f"{seat(e)} plays {name(e['card'])} with it.",
    "instant": lambda e: f"{seat(e)} plays {name(e['card'])} on {CAST_NAME[e['cast']]}.",
    "respond": lambda e: f"{seat(e)} answers with {name(e['card'])}"
                         + (f" on {CAST_NAME[e['cast']]}" if e.get("cast") else "") + ".",
    "cancelled": lambda e: f"{name(e['card'])} is cancelled.",
    "smegged": lambda e: f"{name(e['card'])} cancels the card it answered.",
    "fizzle": lambda e: f"{name(e['card'])} has nothing left to do.",
    "trouble": lambda e: f"{name(e['card'])}: {{{e['victim']}}}'s travels on "
                         f"{CAST_NAME[e['slot']]}'s mission go to Silicon Heaven.",
    "focused": lambda e: f"{CAST_NAME[e['cast']]} is focused.",
    "distracted": lambda e: f"{CAST_NAME[e['cast']]} is distracted from "
                            f"{name(e['mission'])}.",
    "bonus_scored": lambda e: f"{name(e['card'])} scores {e['points']} for {seat(e)}.",
    "bonus_lost": lambda e: f"{name(e['card'])} does not score.",
    "to_pod": lambda e: f"{name(e['card'])} goes to the garbage pod.",
    "win": lambda e: f"{seat(e)} wins with {e['points']} plot points.",
    "pod_top": lambda e: f"{seat(e)} puts {name(e['card'])} on top of the garbage pod.",
    "discard": lambda e: f"{seat(e)} discards {cards_text(e['cards'])}.",
    "end_turn": lambda e: f"{seat(e)} ends the turn.",
    "window_pass": lambda e: f"{seat(e)} lets it through.",
    "time_up": lambda e: f"Time is up after {e['turns']} turns: most plot points wins.",
}


def describe_move(state: RedDwarfState, who: int, move: Move) -> str:
    """A button label for a legal move."""
    kind = move["type"]
    card = move.get("card")
    if kind == "draw":
        if move["from"] == "pod":
            return f"Work zed shift: take {name(state.pod.cards[-1])}"
        return "Draw from the laundry list"
    if kind == "task":
        return f"{verb_then('Play', name(card), 'Put')} under {CAST_NAME[move['cast']]}"
    if kind == "episode":
        return f"{verb_then('Play', name(card), 'Put')} under {cast_names(move['cast'])}"
    if kind == "travel":
        slot = move["mission"]
        mission = state.missions.get(slot)
        label = f"Play {name(card)} on {name(mission['card'] if mission else None)}"
        if KIND[str(card)] == "wild":
            label += f" as {ICON_NAME[move['icon']]}"
        if move.get("rewild"):
            label += f" (wild card becomes {ICON_NAME[move['rewild']]})"
        if move.get("bonus"):
            label += f" with {name(move['bonus'])}"
        return label
    if kind in ("focus", "distract"):
        return f"{name(card)} {CAST_NAME[move['cast']]}"
    if kind == "trouble":
        return f"Answer with {name(card)}"
    if kind == "smeg_off":
        newest = state.chain[-1]
        target = newest.get("bonus") or newest["card"]
        whose = "their" if newest["seat"] != who else "your"
        label = f"Smeg Off {whose} {name(target)}"  # "Smeg Off their Smeg Off"
        if newest.get("bonus"):  # RD-9, RD-G4: the travel is countered with its Bonus Points
            label += f" and {name(newest['card'])}"
        return label
    if kind == "end":
        return "End turn"
    if kind == "discard":
        if choice_field(move) is not None:
            return f"Discard {plural(len(state.hand[who].cards) - 7, 'card')}"
        return f"Discard {cards_text(move['cards'])}"
    if kind == "pod_top":
        return f"Put {name(card)} on top of the garbage pod"
    if kind == "pass":
        return "Let it through"
    return str(kind)


def public_view(state: RedDwarfState, target: int, limit: int) -> dict[str, Any]:
    """The table as everyone sees it (docs/red-dwarf-view.md describes each key)."""
    top = state.top
    pod = state.pod.cards
    return {
        "active": state.active if top is not None else None,
        "phase": "over" if top is None else
                 ("respond" if top.kind == "window" else top.kind),
        "played": state.played,
        "points": list(state.points),
        "target": target,
        "turn": state.turns,
        "turn_limit": limit,
        "polite_distract": state.polite,
        "cast": [{"cast": c, "card": CAST_CARDS[c], "name": CAST_NAME[c],
                  "focused": state.focused[c], "mission": state.slot_of(c)} for c in CAST],
        "missions": [mission_view(state, slot) for slot in CAST if slot in state.missions],
        "chain": [link_view(link) for link in state.chain],
        "responding_to": len(state.chain) - 1 if top is not None and top.kind == "window"
                         else None,
        "laundry": len(state.laundry.cards),
        "pod_top": pod[-1] if pod else None,
        "zed_shift": bool(pod) and KIND[pod[-1]] in ("travel", "wild", "task"),
        "holly_home": holly_in_bbc(state),
        "reshuffles": state.reshuffles,
        "pod_choice": list(thaw(top["cards"])) if top is not None and top.kind == "pod_top"
                      else None,
        "discard_count": len(state.hand[state.active].cards) - 7
                         if top is not None and top.kind == "discard" else 0,
    }


def mission_view(state: RedDwarfState, slot: str) -> dict[str, Any]:
    mission = state.missions[slot]
    card = mission["card"]
    return {"slot": slot, "zone": f"mission:{slot}", "card": card, "kind": KIND[card],
            "name": name(card), "owner": mission["owner"], "cast": list(mission["cast"]),
            "points": points(card), "ribbon": ribbon(card),
            "travels": [{"card": c, "seat": s, "icon": i, "wild": KIND[c] == "wild"}
                        for c, s, i in mission["travels"]],
            "open": open_icons(mission)}


def link_view(link: dict[str, Any]) -> dict[str, Any]:
    return {"seat": link["seat"], "card": link["card"], "kind": link["kind"],
            "name": name(link["card"]), "bonus": link.get("bonus"),
            "mission": link.get("mission"), "icon": link.get("icon"),
            "cast": link.get("cast"), "target": link.get("target")}
