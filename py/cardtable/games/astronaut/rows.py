"""Astronaut's pure rule helpers over a hand and a row (stage 1 first): what may be
played (AS-4, AS-10), what must be discarded (AS-6..AS-9) and what a row scores
(AS-16, AS-11)."""

from __future__ import annotations

from typing import Any

from .cards import KIND, STAGE, stage_of


def can_play(card: str, row: list[str]) -> bool:
    """AS-4 (and AS-10): may ``card`` go on a row (stage 1 first) now?"""
    kind, needed = KIND[card], len(row) + 1
    if kind == "stage":
        stage = STAGE[card]
        return stage == needed or (stage == 1 and exchange_possible(row))
    if kind == "sub":
        return 2 <= needed <= 6
    return kind == "reserve" and needed == 1


def exchange_possible(row: list[str]) -> bool:
    """AS-10: stage 1 is a Reserve Astronaut and Stage 5 is not yet played."""
    return bool(row) and KIND[row[0]] == "reserve" and len(row) < 5


def forced_discard(hand: list[str], row: list[str]) -> str | None:
    """AS-6..AS-9: the card that must be discarded now, if any (one per turn)."""
    ills, reserves, duplicates = [], [], []
    held: set[int] = set()
    height = len(row)
    exchangeable = exchange_possible(row)
    for card in sorted(hand):
        kind = KIND[card]
        if kind == "ill":
            ills.append(card)
        elif kind == "reserve":
            reserves.append(card)
        elif kind == "stage":
            stage = STAGE[card]
            # AS-8 a duplicate (already in the row, or a second copy in hand); AS-G3: a real
            # Astronaut kept for the exchange is not one while the exchange is possible
            if stage in held or (stage <= height and not (stage == 1 and exchangeable)):
                duplicates.append((stage, card))
            held.add(stage)
    if ills:
        return ills[0]
    if duplicates:
        return min(duplicates)[1]
    if reserves and height:
        return reserves[0]
    return None


def ill_costs_a_stage(row: list[str]) -> bool:
    """AS-7: an ILL discarded with stage 2, 3 or 4 as the highest takes the last row card."""
    return 2 <= len(row) <= 4


def is_exchange_play(card: str, row: list[str]) -> bool:
    """AS-10: an Astronaut played onto a started row goes above its Reserve Astronaut."""
    return bool(row) and stage_of(card) == 1


def round_score(row: list[str], upper: list[str]) -> int:
    """AS-16 (and AS-11): real Stage cards score 1; a full row on a real Astronaut +2.

    During an exchange only the cards moved up (with their new Astronaut) count.
    """
    return int(score_breakdown(row, upper)["total"])


def score_breakdown(row: list[str], upper: list[str]) -> dict[str, Any]:
    """AS-16/AS-11 item by item: real Stage cards (1 each), SUBs and a Reserve Astronaut
    (0 each), the landing bonus, the total; ``exchange`` when only moved-up cards count."""
    counted = upper if upper else row  # AS-G4: mid-exchange, the moved-up cards (new Astronaut too)
    stages = sum(1 for card in counted if KIND[card] == "stage")
    bonus = 2 if len(counted) == 7 and stage_of(counted[0]) == 1 else 0
    return {"stages": stages, "subs": sum(1 for card in counted if KIND[card] == "sub"),
            "reserve": sum(1 for card in counted if KIND[card] == "reserve"),
            "bonus": bonus, "total": stages + bonus, "height": len(counted),
            "exchange": bool(upper)}


def next_stage(row: list[str], upper: list[str]) -> int:
    """The stage number a row needs next. During an exchange (AS-10) that is the stage
    after the whole row, whether a card is still below or already moved up."""
    if not upper:
        return len(row) + 1
    reserve_below = 1 if row and KIND[row[0]] == "reserve" else 0
    return len(upper) + len(row) - reserve_below + 1
