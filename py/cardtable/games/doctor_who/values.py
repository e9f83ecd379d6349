"""Doctor Who: features of a seat's position for the learned evaluation (``learned.py``,
fitted by ``bench/train_values.py``). Read in worlds a search bot sampled, so the
hidden cards they see are that world's, never the real ones."""

from __future__ import annotations

from ...engine import def_id
from .bot import SUPPORT_VALUE
from .cards import GAME_END, KIND, strength, vp
from .scoring import scores
from .state import DoctorWhoState

NAMES = ("score", "score_late", "own_safe_vp", "own_attacked_vp", "captured_vp",
         "attack_margin", "tardis_vp", "defence_down", "time", "hand_defence",
         "hand_enemy", "hand_location_vp", "hand_support", "hand_cards", "daleks",
         "active", "next")


def progress(state: DoctorWhoState) -> float:
    """How far the match is towards its end, 0 at the start to 1 in the final phase."""
    if state.final or GAME_END not in state.deck.cards:
        return 1.0
    above = len(state.deck.cards) - state.deck.cards.index(GAME_END) - 1
    return max(0.0, 1.0 - above / 60.0)


def features(state: DoctorWhoState, seat: int) -> list[float]:
    """One row of ``NAMES`` for ``seat``."""
    score = float(scores(state)[seat])
    late = progress(state)
    own_safe = own_attacked = tardis = defence = 0.0
    for loc in state.locations(seat):
        if loc in state.attacker:
            own_attacked += vp(loc)
        else:
            own_safe += vp(loc)
            defence += sum(strength(card) for card in state.down_def(loc).cards)
        if loc in state.tardis:
            tardis += vp(loc)
    captured = margin = 0.0
    for loc, attacker in state.attacker.items():
        if attacker == seat:
            captured += vp(loc)
            power = sum(strength(card) for card in state.attack_cards(loc))
            guard = sum(strength(card) for card in state.defenders(loc))
            margin += max(-5.0, min(5.0, float(power - guard)))
    held = list(state.hand[seat].cards) + list(state.reserve[seat].cards)
    kinds = [KIND[card] for card in held]
    hand_defence = sum(strength(c) for c, k in zip(held, kinds) if k == "defender")
    hand_enemy = sum(strength(c) for c, k in zip(held, kinds) if k == "enemy")
    hand_locations = sum(vp(c) for c, k in zip(held, kinds) if k == "location")
    hand_support = sum((SUPPORT_VALUE.get(def_id(c), 10.0) / 10.0
                        for c, k in zip(held, kinds) if k == "support"), 0.0)
    return [score, score * late, own_safe, own_attacked, captured, margin, tardis,
            defence / 5.0, float(state.time[seat]), hand_defence / 5.0, hand_enemy / 5.0,
            hand_locations / 3.0, hand_support, float(len(held)),
            float(state.daleks_in_play(seat)), float(state.active == seat),
            float((state.active + 1) % state.players == seat)]
