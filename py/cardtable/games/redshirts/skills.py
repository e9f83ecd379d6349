"""Skills through the layers (RS-6, card list section 1.4): one pure function.

To decide whether a Redshirt has Skill S, take every live modifier for S: the highest
layer wins; within a layer the later one (by the engine's clock) wins; with none, the
printed Skills decide — as rewritten first by *Mirror, Mirror* (each one attached
inverts them: layer 0). The function also returns the explanation the table shows, one
line per Skill a modifier or an inversion touched, e.g. "Science: removed by Location
A Strange Energy Field..., which beats Equipment Tri-Gizmo".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .vocabulary import SKILL_NAMES, SKILLS

LAYERS = {5: "Event", 4: "ability", 3: "Location", 2: "Equipment", 1: "passive ability",
          0: "printed"}
"""RS-6: Events > Active Abilities > Locations > Equipment > passive abilities > printed."""


class Mod(NamedTuple):
    """One live modifier of one Redshirt: it adds or removes ``skill``."""

    layer: int
    time: int
    add: bool
    skill: str
    source: str
    """The card (or ability) it comes from, as the table names it."""


def current_skills(printed: frozenset[str], inversions: int,
                   mods: Sequence[Mod]) -> tuple[frozenset[str], list[str]]:
    """The Skills a Redshirt has now, and the explanation lines (RS-6)."""
    base = frozenset(SKILLS) - printed if inversions % 2 else printed  # RS-G6: parity
    have: set[str] = set()
    lines: list[str] = []
    for skill in SKILLS:
        touching = [(mod.layer, mod.time, index, mod) for index, mod in enumerate(mods)
                    if mod.skill == skill]
        word = SKILL_NAMES[skill]
        if not touching:
            if skill in base:
                have.add(skill)
            if inversions % 2 and (skill in base) != (skill in printed):
                lines.append(f"{word}: {'gained' if skill in base else 'lost'} by "
                             "Mirror, Mirror (printed Skills inverted)")
            continue
        winner = max(touching)[3]
        if winner.add:
            have.add(skill)
        beaten = [mod for _, _, _, mod in sorted(touching)
                  if mod is not winner and mod.add != winner.add]
        line = f"{word}: {'added' if winner.add else 'removed'} by {describe(winner)}"
        if beaten:
            line += ", which beats " + ", ".join(describe(mod) for mod in beaten)
        lines.append(line)
    return frozenset(have), lines


def describe(mod: Mod) -> str:
    """``Location The Same Rocky Desert...`` / ``ability of Jenna Shortlived``."""
    return f"{LAYERS[mod.layer]} {mod.source}" if mod.layer != 4 else f"{mod.source}'s ability"


def reference_skills(printed: frozenset[str], inversions: int,
                     mods: Sequence[Mod]) -> frozenset[str]:
    """The slow, obviously right reference for the property tests: start from the
    (inverted) printed Skills and apply every modifier in order of (layer, time,
    position), so the last one applied for a Skill is the one that wins."""
    have = set(printed)
    for _ in range(inversions):
        have = set(SKILLS) - have
    for mod in sorted(mods, key=lambda m: (m.layer, m.time)):  # stable: ties keep order
        if mod.add:
            have.add(mod.skill)
        else:
            have.discard(mod.skill)
    return frozenset(have)
