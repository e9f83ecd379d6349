"""The continuous effects in play, gathered in one pass: per Redshirt its Skill
modifiers (``skills.Mod``), its *Mirror, Mirror* inversions and its ``forbid``s.

Sources: every Redshirt's STATIC slot (passive, layer 1), the Equipment on it (layer
2), every Away Team's Location (layer 3; *Plague Moon* reaches every team), the steps
after ``attach`` of an Attached Event (layer 5), and the timed modifiers of Events
(5), active abilities (4) and triggered passives (1) that last until the end of the
turn. A static source's time is when its card arrived where it is (the engine's clock).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import Any

from .cards import KIND, name, printed, slot
from .selectors import Scope, holds, rs_candidates
from .skills import Mod, current_skills
from .state import RedshirtsState


@dataclass
class Continuous:
    """What the continuous effects do to every Redshirt in play."""

    mods: dict[str, list[Mod]] = field(default_factory=dict)
    inversions: dict[str, int] = field(default_factory=dict)
    forbids: dict[str, set[str]] = field(default_factory=dict)
    forbidders: dict[tuple[str, str], list[str]] = field(default_factory=dict)


def continuous_steps(card: str) -> list[dict[str, Any]]:
    """The continuous steps of a card: its STATIC slot, or an Event's steps after
    ``attach`` (they hold while it is Attached)."""
    kind = KIND[card]
    if kind == "event":
        play = slot(card, "play")
        steps = list(play["steps"]) if play else []
        verbs = [s["verb"] for s in steps]
        return steps[verbs.index("attach") + 1:] if "attach" in verbs else []
    static = slot(card, "static")
    return list(static["steps"]) if static else []


_CACHE: weakref.WeakKeyDictionary[RedshirtsState, tuple[int, Continuous]] = \
    weakref.WeakKeyDictionary()
"""The last ``gather`` per state, by the clock (every change to the table ticks it)."""


def gather(state: RedshirtsState) -> Continuous:
    """Every continuous effect now live, by Redshirt (cached until the clock moves)."""
    cached = _CACHE.get(state)
    if cached is not None and cached[0] == state.clock:
        return cached[1]
    found = compute(state)
    _CACHE[state] = (state.clock, found)
    return found


def compute(state: RedshirtsState) -> Continuous:
    """Every continuous effect now live, by Redshirt."""
    found = Continuous()
    for rs in state.in_play():
        found.mods[rs] = []
    sources: list[tuple[str, int, Scope]] = []
    for seat in range(state.players):
        for rs in state.team[seat].cards:
            sources.append((rs, 1, Scope(you=seat, self_rs=rs, this_team=seat)))
            for card in state.on[rs].cards:
                layer = 2 if KIND[card] == "equipment" else 5
                sources.append((card, layer, Scope(you=seat, bearer=rs, this_team=seat)))
        for card in state.location[seat].cards:
            sources.append((card, 3, Scope(you=seat, this_team=seat)))
    for card, layer, scope in sources:
        steps = continuous_steps(card)
        if not steps:
            continue
        time = state.arrival.get(card, 0)
        for step in steps:
            if not holds(state, scope, step.get("if")):
                continue
            targets = rs_candidates(state, scope, step["rs"])
            verb = step["verb"]
            for rs in targets:
                if verb == "forbid":
                    found.forbids.setdefault(rs, set()).add(step["act"])
                    found.forbidders.setdefault((rs, step["act"]), []).append(card)
                elif verb == "invert_printed_skills":
                    found.inversions[rs] = found.inversions.get(rs, 0) + 1
                else:
                    for skill in step["skill"]["fixed"]:
                        found.mods[rs].append(Mod(layer, time, verb == "add_skill", skill,
                                                  name(card)))
    for mod in state.mods:
        if mod["rs"] in found.mods:
            for skill in mod["skills"]:
                found.mods[mod["rs"]].append(Mod(mod["layer"], mod["time"], mod["op"] == "add",
                                                 skill, name(mod["source"])))
    return found


def skills_now(state: RedshirtsState, rs: str, live: Continuous | None = None
               ) -> tuple[frozenset[str], list[str]]:
    """A Redshirt's current Skills and their explanation (RS-6)."""
    live = live or gather(state)
    return current_skills(printed(rs), live.inversions.get(rs, 0), live.mods.get(rs, []))


def skills_fn(state: RedshirtsState) -> Any:
    """A function rs -> current Skills for this moment of the table."""
    live = gather(state)

    def skills_of(rs: str) -> frozenset[str]:
        return skills_now(state, rs, live)[0]
    return skills_of


def forbidden(state: RedshirtsState, rs: str, act: str) -> bool:
    """``forbid(rs, act)`` holds now (Plot Armor, Holo Rec Room, Gorkk...)."""
    return act in gather(state).forbids.get(rs, set())


__all__ = ["Continuous", "forbidden", "gather", "skills_now"]
