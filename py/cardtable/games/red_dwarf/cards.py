"""Red Dwarf's card data (``cards/red-dwarf.toml``, a reconstructed list), checked
against its schema at import: kinds, icons, ribbons, cast names and points."""

from __future__ import annotations

from ...engine import def_id, instance_ids, load_cards
from ...engine.carddata import card_notes
from ...engine.schema import KindSchema, Param

CAST = ("lister", "rimmer", "cat", "kryten")
"""The four cast members in table order (RD-1)."""
ICONS = ("drive-room", "hallway", "sleeping-quarters", "skutter", "matter-transporter",
         "starbug", "on-planet", "time-hole", "holly")
"""Every travel icon (Holly's is the ninth)."""

SCHEMA: KindSchema = {
    "cast": {"cast": Param("str", choices=CAST)},
    "episode": {"cast_needed": Param("int"), "points": Param("int"), "ribbon": Param("list")},
    "task": {"cast": Param("str", choices=(*CAST, "any")), "points": Param("int"),
             "ribbon": Param("list")},
    "travel": {"icon": Param("str", choices=ICONS)},
    "holly": {"icon": Param("str", choices=("holly",))},
    "wild": {},
    "trouble": {"icon": Param("str", choices=ICONS), "text": Param("str")},
    "bonus": {"icon": Param("str", choices=ICONS), "points": Param("int"), "text": Param("str")},
    "focus": {"text": Param("str")},
    "distract": {"text": Param("str")},
    "smeg-off": {"text": Param("str")},
}
CARDS = load_cards("red-dwarf", SCHEMA)
NOTES = card_notes("red-dwarf")
RECONSTRUCTED = NOTES.get("source") == "reconstruction"
"""True: the card list is our reconstruction, not the original v2 cards (the data says so)."""

KIND: dict[str, str] = {card: CARDS[def_id(card)].kind for card in instance_ids(CARDS)}
"""Every physical card (instance id) and its kind, in file order."""
RECYC_KINDS = frozenset({"trouble", "bonus", "focus", "distract", "smeg-off"})
TRAVEL_KINDS = frozenset({"travel", "holly", "wild"})
MISSION_KINDS = frozenset({"task", "episode"})
BBC_KINDS = frozenset({"episode", "holly"})
"""Cards that live in the BBC and go home when sent to Silicon Heaven (RD-2)."""
HOLLY = "rd-travel-holly#1"

for _card_id in (c for c in CARDS if CARDS[c].kind in MISSION_KINDS):
    _ribbon = CARDS[_card_id].attrs["ribbon"]
    assert set(_ribbon) <= set(ICONS) and _ribbon.count("holly") <= 1, _card_id


def attr(card: str, key: str) -> object:
    """An attribute of a card instance's definition."""
    return CARDS[def_id(card)].attrs[key]


def icon(card: str) -> str:
    """The icon of a travel, Holly, Trouble or Bonus card."""
    return str(CARDS[def_id(card)].attrs["icon"])


def ribbon(card: str) -> list[str]:
    """A mission's ribbon of icons (a multiset, RD-3)."""
    return list(CARDS[def_id(card)].attrs["ribbon"])


def points(card: str) -> int:
    """Plot points of a mission or Bonus Points card."""
    return int(CARDS[def_id(card)].attrs["points"])


def name(card: str | None) -> str:
    """A card's display name (``a card`` when hidden)."""
    return "a card" if card is None else CARDS[def_id(card)].name


def is_recyc(card: str) -> bool:
    """Trouble, Bonus Points, Focus, Distract and Smeg Off are Re-Cyc cards."""
    return KIND[card] in RECYC_KINDS


SHUFFLED = [card for card in KIND if KIND[card] not in BBC_KINDS and KIND[card] != "cast"]
"""The 115 laundry-list cards (the white-strip cards)."""
BBC = [card for card in KIND if KIND[card] in BBC_KINDS]
CAST_CARDS = {str(CARDS[def_id(card)].attrs["cast"]): card for card in KIND
              if KIND[card] == "cast"}
