"""Doctor Who's card data (``cards/doctor-who.toml``, a reconstructed list), checked
against its schema at import: kinds, strengths, enemy types and their combining pairs
(DW-15), location VP and time tokens, start values."""

from __future__ import annotations

from ...engine import def_id, instance_ids, load_cards
from ...engine.carddata import card_notes
from ...engine.schema import KindSchema, Param

SCHEMA: KindSchema = {
    "start": {"start": Param("int"), "vp": Param("int")},
    "game-end": {"text": Param("str")},
    "defender": {"strength": Param("int"), "text": Param("str")},
    "enemy": {"strength": Param("int"), "type": Param("str"), "combines": Param("list"),
              "text": Param("str")},
    "location": {"tokens": Param("int"), "vp": Param("int")},
    "support": {"text": Param("str")},
}
CARDS = load_cards("doctor-who", SCHEMA)
NOTES = card_notes("doctor-who")
RECONSTRUCTED = NOTES.get("source") == "reconstruction"
"""True: the card list is our reconstruction, not the printed cards (the data says so)."""

KIND: dict[str, str] = {card: CARDS[def_id(card)].kind for card in instance_ids(CARDS)}
"""Every physical card (instance id) and its kind, in file order."""
GAME_END = "dw-game-end#1"
STARTS = [card for card in KIND if KIND[card] == "start"]
DECK = [card for card in KIND if KIND[card] not in ("start", "game-end")]
"""The 127 deck cards."""

DOCTOR, AMY, RORY, RIVER = "dw-the-doctor", "dw-amy-pond", "dw-rory", "dw-river-song"
DALEKS, CYBERMEN, DAVROS, CYBERKING = "dw-daleks", "dw-cybermen", "dw-davros", "dw-cyberking"
KOVARIAN, SILURIANS, PANDORICA = "dw-madame-kovarian", "dw-silurians", "dw-the-pandorica"
SLITHEEN, ANGELS, SHADOW = "dw-slitheen", "dw-weeping-angels", "dw-shadow-proclamation"
CARDIFF, BOE, UNIT, TESELECTA = "dw-cardiff", "dw-the-face-of-boe", "dw-unit", "dw-teselecta"
LOOKS = ("dw-sonic-screwdriver", "dw-psychic-paper", "dw-visual-recognition-device")
JACKS = ("dw-captain-jack", "dw-collecting-on-debts")
SEIZERS = {DAVROS: DALEKS, CYBERKING: CYBERMEN}
"""DW-18: the seizing card and the card an attack must hold for it."""


def kind(card: str) -> str:
    return KIND[card]


def cid(card: str) -> str:
    """The card id of an instance (``dw-daleks#3`` -> ``dw-daleks``)."""
    return def_id(card)


def strength(card: str) -> int:
    return int(CARDS[def_id(card)].attrs.get("strength", 0))


def etype(card: str) -> str:
    """An enemy card's type (``dalek``, ``roboform`` ...)."""
    return str(CARDS[def_id(card)].attrs["type"])


def vp(card: str) -> int:
    return int(CARDS[def_id(card)].attrs["vp"])


def tokens(card: str) -> int:
    """Time tokens a played location gives (a starting location gives none, DW-20)."""
    return int(CARDS[def_id(card)].attrs.get("tokens", 0))


def start_value(card: str) -> int:
    return int(CARDS[def_id(card)].attrs["start"])


def combine(a: str, b: str) -> bool:
    """DW-15: two enemy cards may share an attack (same type or a listed pair)."""
    if KIND[a] != "enemy" or KIND[b] != "enemy":
        return False  # (only in a world no match reaches: the observer check's re-deals)
    ta, tb = etype(a), etype(b)
    if ta == tb:
        return True
    ca = CARDS[def_id(a)].attrs["combines"]
    cb = CARDS[def_id(b)].attrs["combines"]
    return "any" in ca or "any" in cb or tb in ca or ta in cb


def legal_attack(cards: list[str]) -> bool:
    """DW-15: every two cards of one attack combine."""
    return all(combine(a, b) for i, a in enumerate(cards) for b in cards[i + 1:])


def is_dalek_type(card: str) -> bool:
    return KIND[card] == "enemy" and etype(card) == "dalek"


def name(card: str | None) -> str:
    """A card's display name (``a face-down card`` when hidden)."""
    return "a face-down card" if card is None else CARDS[def_id(card)].name
