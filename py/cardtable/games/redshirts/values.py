"""Redshirts: features of a seat's position for the learned evaluation (``learned.py``,
fitted by ``bench/train_values.py``). Read in worlds a search bot sampled, so the
hidden cards they see are that world's, never the real ones. Fewer Redshirts is better."""

from __future__ import annotations

from ...engine import def_id
from .bot import GOOD_EVENTS, mission_prospect
from .cards import KIND
from .state import TEAM_SIZE, RedshirtsState

NAMES = ("redshirts", "extra", "last_one", "mission_value", "no_attempt", "zapped",
         "hand", "missions_held", "good_events", "equipment", "active", "next")


def features(state: RedshirtsState, seat: int) -> list[float]:
    """One row of ``NAMES`` for ``seat``."""
    team = state.team[seat].cards
    size = len(team)
    value = stuck = 0.0
    if state.mission[seat].cards:
        prospect = mission_prospect(state, seat)
        if prospect is not None:
            value = prospect
        else:
            stuck = 1.0
    hand = state.hand[seat].cards
    kinds = [KIND[card] for card in hand]
    return [float(min(size, TEAM_SIZE)), float(max(0, size - TEAM_SIZE)), float(size == 1),
            value, stuck, float(sum(1 for rs in team if rs in state.zapped)),
            float(min(len(hand), 8)), float(kinds.count("mission")),
            float(sum(1 for card in hand if def_id(card) in GOOD_EVENTS)),
            float(kinds.count("equipment")), float(state.active == seat),
            float((state.active + 1) % state.players == seat)]
