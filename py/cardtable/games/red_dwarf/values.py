"""Red Dwarf: features of a seat's position for the learned evaluation (``learned.py``,
fitted by ``bench/train_values.py``). Read in worlds a search bot sampled, so the
hidden cards they see are that world's, never the real ones."""

from __future__ import annotations

from .cards import KIND, icon, points
from .missions import open_icons
from .state import RedDwarfState

NAMES = ("points", "near_win", "mission_share", "last_icon", "own_missions",
         "smeg_off", "distract", "focus", "trouble", "wild", "bonus", "fitting_travels",
         "focused_share", "active")


def features(state: RedDwarfState, seat: int) -> list[float]:
    """One row of ``NAMES`` for ``seat``."""
    hand = state.hand[seat].cards
    kinds = [KIND[card] for card in hand]
    wanted: dict[str, int] = {}
    share = last = own = focused = 0.0
    for mission in state.missions.values():
        left = open_icons(mission)
        for needed in left:
            wanted[needed] = wanted.get(needed, 0) + 1
        travels = mission["travels"]
        mine = sum(1 for entry in travels if entry[1] == seat)
        filled = len(travels) / max(len(travels) + len(left), 1)
        worth = float(points(mission["card"]))
        if mine:
            share += worth * filled * filled * mine / len(travels)
            if any(state.focused[cast] for cast in mission["cast"]):
                focused += worth * mine / len(travels)
        if mission["owner"] == seat:
            own += 1.0
        if len(left) == 1 and any(KIND[c] in ("travel", "holly") and icon(c) == left[0]
                                  or KIND[c] == "wild" for c in hand):
            last += worth
    fitting = sum(1 for c, k in zip(hand, kinds) if k in ("travel", "holly")
                  and wanted.get(icon(c), 0) > 0)
    score = float(state.points[seat])
    return [score, max(0.0, score - 7.0), share, last / 3.0, own,
            float(kinds.count("smeg-off")), float(kinds.count("distract")),
            float(kinds.count("focus")), float(kinds.count("trouble")),
            float(kinds.count("wild")), float(kinds.count("bonus")), float(fitting),
            focused / 3.0, float(state.active == seat)]
