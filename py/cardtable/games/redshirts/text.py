"""Redshirts' words: log text per event, move labels, and the public view
(``docs/redshirts-view.md`` describes every key)."""

from __future__ import annotations

import re
from typing import Any

from ...engine import Event, Move
from ...engine.choose import choice_field
from ...engine.frames import thaw
from ...engine.window import public_part
from ..wording import plural
from .attempt import attempt_view, prereq
from .cards import KIND, attr, name, printed
from .state import RedshirtsState
from .statics import gather, skills_now
from .vocabulary import SKILL_NAMES


def who(seat: Any) -> str:
    return f"{{{seat}}}"


def skills_text(skills: Any) -> str:
    names = [SKILL_NAMES[s] for s in skills]
    return " and ".join(names) if names else "no Skill"


def cards_text(cards: list[str | None]) -> str:
    return ", ".join(name(card) for card in cards) or "nothing"


ABILITY = re.compile(r"Zap(?:,\s*(?P<when>[^:]+)|\s*\((?P<name>[^)]+)\))?:\s*(?P<does>.*)", re.DOTALL)


def ability_label(rs: str) -> str:
    """"Zap <Redshirt> (<when or what it is called>): <what it does>" from the card's
    text ("Zap, only during Modify the Attempt: Remove ..."), its "Zap" said once."""
    text = str(attr(rs, "text"))
    found = ABILITY.fullmatch(text)
    if found is None:
        return f"Zap {name(rs)}: {text}"
    aside = found["when"] or found["name"]
    return f"Zap {name(rs)}{f' ({aside})' if aside else ''}: {found['does']}"


DECK_NAME = {"rs_deck": "Redshirt deck", "log_deck": "Commander's Log deck"}

EVENT_TEXTS = {
    "deal": lambda e: f"{who(e['seat'])} is dealt 5 Commander's Log cards.",
    "deal_team": lambda e: f"{who(e['seat'])}'s Away Team: {cards_text(e['cards'])}.",
    "first": lambda e: f"{name(e['rs'])} has the first last name: {who(e['seat'])} goes first.",
    "turn": lambda e: f"Turn {e['turn']}: {who(e['seat'])}.",
    "end_turn": lambda e: f"{who(e['seat'])} ends the turn.",
    "window_pass": lambda e: f"{who(e['seat'])} does not modify the attempt.",
    "no_card": lambda e: f"The {DECK_NAME[e['deck']]} is empty: {who(e['seat'])} draws nothing.",
    "reshuffle": lambda e: f"The {DECK_NAME[e['deck']]} is rebuilt from its discard pile "
                           f"({e['count']} cards).",
    "draw_log": lambda e: f"{who(e['seat'])} draws {name(e['card'])}.",
    "draw_redshirt": lambda e: f"{name(e['rs'])} joins {who(e['seat'])}'s Away Team.",
    "equip": lambda e: f"{who(e['seat'])} gives {name(e['card'])} to {name(e['rs'])}.",
    "replaced": lambda e: f"{name(e['card'])} on {name(e['rs'])} is discarded (same icon as "
                          f"{name(e['by'])}).",
    "location": lambda e: f"{who(e['seat'])} plays {name(e['card'])} on {who(e['team'])}'s "
                          "Away Team.",
    "location_gone": lambda e: f"{name(e['card'])} is discarded.",
    "event": lambda e: f"{who(e['seat'])} plays {name(e['card'])}.",
    "assign": lambda e: f"{who(e['seat'])} assigns {name(e['card'])} to {who(e['to'])}.",
    "attempt": lambda e: f"{who(e['seat'])} Zaps {name(e['rs'])} to attempt {name(e['card'])}.",
    "ability": lambda e: f"{who(e['seat'])} Zaps {name(e['rs'])} to use the ability.",
    "ready_room": lambda e: f"{who(e['seat'])} Zaps {name(e['rs'])} to go to the Ready Room.",
    "ready_discard": lambda e: f"{who(e['seat'])} discards {plural(len(e['cards']), 'card')} in "
                               f"the Ready Room: {cards_text(e['cards'])}." if e["cards"] else
                               f"{who(e['seat'])} discards nothing in the Ready Room.",
    "resolve": lambda e: f"{name(e['card'])}: "
                         + ("success" if e["success"] else
                            f"failure ({name(e['rs'])} lacks {skills_text(e['missing'])})")
                         + ".",
    "no_attempt": lambda e: f"{who(e['seat'])} could not attempt {name(e['card'])}, so the "
                            "Mission is discarded and they draw a Redshirt.",
    "attempt_over": lambda e: f"{name(e['card'])} left: the attempt is over.",
    "attempt_lost": lambda e: f"The attempting Redshirt left {name(e['card'])}: "
                              f"{who(e['seat'])} may attempt again or drop it.",
    "drop_mission": lambda e: f"{who(e['seat'])} drops {name(e['card'])} without penalty.",
    "skill": lambda e: f"{name(e['rs'])} {'gains' if e['add'] else 'loses'} "
                       f"{skills_text(e['skills'])}"
                       + (" until end of turn" if e["dur"] == "turn" else "")
                       + f" ({name(e['card'])}).",
    "killed": lambda e: f"{name(e['rs'])} is Killed.",
    "discarded": lambda e: f"{name(e['rs'])} is Discarded.",
    "spared": lambda e: f"{name(e['rs'])} cannot be {e['act'].capitalize()}.",
    "give": lambda e: f"{name(e['rs'])} moves from {who(e['seat'])}'s Away Team to "
                      f"{who(e['to'])}'s.",
    "swap": lambda e: f"{name(e['rs'])} and {name(e['other'])} swap Away Teams.",
    "zap": lambda e: f"{name(e['rs'])} is Zapped.",
    "unzap": lambda e: f"{name(e['rs'])} is UnZapped.",
    "discard_log": lambda e: f"{who(e['seat'])} discards {cards_text(e['cards'])}.",
    "take_log": lambda e: f"{who(e['seat'])} takes {name(e['card'])} from {who(e['from'])}'s "
                          "hand.",
    "move_equipment": lambda e: f"{name(e['card'])} moves from {name(e['rs'])} to "
                                f"{name(e['to'])}.",
    "discard_on": lambda e: f"{name(e['card'])} on {name(e['rs'])} is discarded.",
    "attach": lambda e: f"{name(e['card'])} is Attached to {name(e['rs'])}.",
    "cancel_attempt": lambda e: f"{name(e['card'])}: {name(e['rs'])} is removed from the "
                                "Mission.",
    "reassign": lambda e: f"{name(e['card'])} moves from {who(e['seat'])} to {who(e['to'])}.",
    "mission_discarded": lambda e: f"{who(e['seat'])}'s {name(e['card'])} is discarded "
                                   "unresolved.",
    "extra_attempt": lambda e: f"{who(e['seat'])} may attempt one more Mission this turn.",
    "win": lambda e: f"{who(e['seat'])} has no Redshirts left and wins!",
    "time_up": lambda e: f"Time is up after {e['turns']} turns: fewest Redshirts wins.",
    "redshirts_discarded": lambda e: f"{who(e['seat'])} discards down to four Redshirts.",
}

PICK_PROMPTS = {"redshirt": "choose a Redshirt", "player": "choose a player",
                "skill": "choose a Skill", "equipment": "choose the Equipment to move",
                "discard_cards": "choose the cards to discard"}


def describe_move(state: RedshirtsState, seat: int, move: Move) -> str:
    """A button label for a legal move."""
    kind = move["type"]
    card = move.get("card")
    if kind == "equip":
        return f"Give {name(card)} to {name(move['rs'])}"
    if kind == "location":
        return f"Play {name(card)} on {who(move['team'])}'s Away Team"
    if kind == "event":
        return f"Play {name(card)}"
    if kind == "assign":
        return f"Assign {name(card)} to {who(move['to'])}"
    if kind == "attempt":
        mission = state.mission[seat].cards[-1] if state.mission[seat].cards else None
        return f"Zap {name(move['rs'])} to attempt {name(mission)}"
    if kind == "ability":
        return ability_label(move["rs"])
    if kind == "ready_room":
        return f"Zap {name(move['rs'])} to go to the Ready Room"
    if kind == "end":
        return "End turn (draw up to 5)"
    if kind == "pass":
        return "Pass"
    if kind == "done":
        return "Done"
    if kind == "drop_mission":
        return "Drop the Mission (no penalty)"
    if kind == "pick":
        top = state.top
        source = f"{name(top['card'])}: " if top is not None and top.kind == "pick" else ""
        if "rs" in move:
            return f"{source}choose {name(move['rs'])}"
        if "seat" in move:
            return f"{source}choose {who(move['seat'])}"
        if "skill" in move:
            return f"{source}choose {SKILL_NAMES[move['skill']]}"
        return f"{source}choose {name(card)}"
    if kind in ("discard", "ready_discard"):
        if choice_field(move) is not None:
            return "Choose the cards to discard" if kind == "discard" \
                else "Ready Room: choose cards to discard (then draw as many)"
        return f"Discard {cards_text(move['cards'])}"
    if kind == "discard_redshirts":
        if choice_field(move) is not None:
            return "Choose the Redshirts to discard (down to four)"
        return f"Discard {cards_text(move['rs'])}"
    return str(kind)


def redshirt_view(state: RedshirtsState, rs: str, live: Any) -> dict[str, Any]:
    skills, lines = skills_now(state, rs, live)
    cards = state.on[rs].cards
    return {"card": rs, "name": name(rs), "zapped": rs in state.zapped,
            "printed": sorted(printed(rs), key=list(SKILL_NAMES).index),
            "skills": sorted(skills, key=list(SKILL_NAMES).index), "explain": lines,
            "equipment": [c for c in cards if KIND[c] == "equipment"],
            "attached": [c for c in cards if KIND[c] != "equipment"],
            "forbid": sorted(live.forbids.get(rs, set())),
            "race": attr(rs, "race"), "gender": attr(rs, "gender")}


def public_view(state: RedshirtsState, seat: int | None, limit: int) -> dict[str, Any]:
    """The table as everyone sees it."""
    top = state.top
    live = gather(state)
    teams = []
    for s in range(state.players):
        mission = state.mission[s].cards[-1] if state.mission[s].cards else None
        location = state.location[s].cards[-1] if state.location[s].cards else None
        teams.append({"seat": s, "redshirts": [redshirt_view(state, rs, live)
                                               for rs in state.team[s].cards],
                      "location": location, "mission": mission,
                      "mission_needs": list(attr(mission, "skills")) if mission else None,
                      "mission_prereq": prereq(mission) if mission else None,
                      "hand": len(state.hand[s].cards)})
    pending = None
    if top is not None and top.kind == "pick":
        pending = {"kind": top.kind, "card": top["card"], "seats": list(top.seats),
                   "what": top["what"], "prompt": PICK_PROMPTS[top["what"]]}
    window = None
    for frame in reversed(state.stack):
        if frame.kind == "window":
            window = public_part(frame, seat)
            break
    return {
        "active": state.active if top is not None else None,
        "phase": "over" if top is None else ("modify" if top.kind == "window" else top.kind),
        "turn": state.turns,
        "turn_limit": limit,
        "teams": teams,
        "attempt": attempt_view(state),
        "modify": window,
        "go": dict(state.go) if state.go else None,
        "attempts_left": state.attempts_left,
        "attempted": state.attempted,
        "ready_room_used": state.ready_room,
        "pending": pending,
        "resolving": list(state.resolving.cards),
        "rs_deck": len(state.rs_deck.cards),
        "log_deck": len(state.log_deck.cards),
        "rs_discard": list(state.rs_discard.cards),
        "log_discard": list(state.log_discard.cards),
        "reshuffles": list(state.reshuffles),
        "winner": state.winner,
        "time_up": state.time_up,
        "timed": [thaw(m) for m in state.mods],
    }
