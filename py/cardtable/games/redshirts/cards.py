"""Redshirts' card data (``cards/redshirts.toml``, a reconstructed list), checked against
its schema at import. The effects are checked against the verb registry in
``effects.py`` (also at import)."""

from __future__ import annotations

from typing import Any

from ...engine import def_id, instance_ids, load_cards
from ...engine.carddata import card_notes
from ...engine.schema import KindSchema, Param
from .vocabulary import SKILLS

SKILL_OR_NONE = (*SKILLS, "none")
ICONS = tuple(f"{sign}{s}" for s in SKILLS for sign in "+-") + ("none",)
BASE = {"text": Param("str"), "notation": Param("str"), "effects": Param("data")}
SCHEMA: KindSchema = {
    "redshirt": {"race": Param("str"), "gender": Param("str", choices=("male", "female", "none")),
                 "skills": Param("list"), "ability": Param("str", choices=("active", "passive",
                                                                           "none")), **BASE},
    "mission": {"prereq": Param("str", choices=SKILL_OR_NONE), "skills": Param("list"), **BASE},
    "equipment": {"icon": Param("str", choices=ICONS), **BASE},
    "location": {"scope": Param("str", choices=("this_team", "all_teams")), **BASE},
    "event": {"play": Param("str", choices=("any", "own_turn", "modify")),
              "lasts": Param("str", choices=("instant", "turn", "attached")), **BASE},
}
CARDS = load_cards("redshirts", SCHEMA)
NOTES = card_notes("redshirts")
RECONSTRUCTED = NOTES.get("source") == "reconstruction"
"""True: the card list is our reconstruction, not the published cards (the data says so)."""

for _card in CARDS.values():
    if "skills" in _card.attrs:
        assert set(_card.attrs["skills"]) <= set(SKILLS), _card.id

KIND: dict[str, str] = {card: CARDS[def_id(card)].kind for card in instance_ids(CARDS)}
"""Every physical card (instance id) and its kind, in file order."""
REDSHIRTS = [card for card in KIND if KIND[card] == "redshirt"]
LOG_CARDS = [card for card in KIND if KIND[card] != "redshirt"]
"""The 68 Commander's Log cards."""


def attr(card: str, key: str) -> Any:
    """An attribute of a card instance's definition."""
    return CARDS[def_id(card)].attrs[key]


def name(card: str | None) -> str:
    """A card's display name (``a card`` when hidden)."""
    return "a card" if card is None else CARDS[def_id(card)].name


def printed(card: str) -> frozenset[str]:
    """A Redshirt's printed Skills (a Mission's needed Skills)."""
    return frozenset(attr(card, "skills"))


def slots(card: str) -> list[dict[str, Any]]:
    """A card's effect slots (validated data)."""
    effects: list[dict[str, Any]] = attr(card, "effects")
    return effects


def slot(card: str, word: str) -> dict[str, Any] | None:
    """The card's first slot of a kind, or None."""
    return next((s for s in slots(card) if s["slot"] == word), None)


def last_name(card: str) -> str:
    """The last word of a Redshirt's name (RS-1: the first player)."""
    return name(card).split()[-1]
