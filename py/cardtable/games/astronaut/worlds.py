"""Re-dealt worlds for the bots: what the rules pin beyond zone sizes and knowledge.

Astronaut has one pack, so any hidden card may trade places with any other. AS-6
gives one fact away: an ILL is always the forced discard, so a seat whose last action
was anything but an ILL discard holds no ILL until it draws again (``no_ill``).
"""

from __future__ import annotations

import random

from .cards import KIND
from .state import AstronautState


def holds_no_forbidden_ill(state: AstronautState) -> bool:
    """True unless a seat that showed it holds no ILL holds one."""
    return not any(state.no_ill[seat] and any(KIND[card] == "ill" for card in hand.cards)
                   for seat, hand in enumerate(state.hand))


def place_ills(real: AstronautState, world: AstronautState, seat: int | None,
               rng: random.Random) -> None:
    """Move every ILL ``world`` deals to a seat that holds none into a free place that
    may hold one (the pack or another hand), trading places with a card that is not an
    ILL. Only places ``seat`` does not know change, so sizes and knowledge stay; such a
    place exists because the real position keeps the rule."""
    free: list[tuple[list[str], int, bool]] = []  # (cards, index, may hold an ILL)
    for name, zone in real.zones.items():
        if zone.visible_to(seat):
            continue
        owner = zone.owner
        allowed = not (owner is not None and name == f"hand:{owner}" and real.no_ill[owner])
        free.extend((world.zones[name].cards, index, allowed)
                    for index, card in enumerate(zone.cards)
                    if not real.knows(seat, card, zone))
    misplaced = [(cards, i) for cards, i, allowed in free
                 if not allowed and KIND[cards[i]] == "ill"]
    targets = [(cards, i) for cards, i, allowed in free
               if allowed and KIND[cards[i]] != "ill"]
    rng.shuffle(targets)
    for (cards, i), (other, j) in zip(misplaced, targets):
        cards[i], other[j] = other[j], cards[i]
