"""Astronaut's card data (``cards/astronaut.toml``), checked against its schema at import.

Every card has a kind; only Stage cards carry an attribute (their ``stage`` number,
required). A missing or unknown attribute, an unknown kind or a wrong type raises
``CardDataError`` when the game is imported, so nothing falls back to a default.
"""

from __future__ import annotations

from ...engine import def_id, instance_ids, load_cards
from ...engine.schema import KindSchema, Param

SCHEMA: KindSchema = {"stage": {"stage": Param("int")}, "sub": {}, "reserve": {},
                      "ill": {}, "delay": {}, "gi": {}}
CARDS = load_cards("astronaut", SCHEMA)
KIND = {card: CARDS[def_id(card)].kind for card in instance_ids(CARDS)}
"""Every physical card (instance id) and its kind, in pack order."""
STAGE: dict[str, int] = {card: CARDS[def_id(card)].attrs["stage"] for card in KIND
                         if KIND[card] == "stage"}
"""A Stage card's number (only Stage cards have one)."""


def stage_of(card: str) -> int:
    """A card's stage number; 0 for every kind but Stage (they never count as a stage)."""
    return STAGE[card] if KIND[card] == "stage" else 0


def name(card: str | None) -> str:
    """A card's display name (``a card`` when hidden)."""
    return "a card" if card is None else CARDS[def_id(card)].name


def full_name(card: str | None) -> str:
    """A card's name saying what it is: a General Interest card is never a DELAY card."""
    if card is not None and KIND[card] == "gi":
        return f"{name(card)} (General Interest)"
    return name(card)
