"""Card definitions read from ``cards/<game>.toml``, joined to rules by card id."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from collections.abc import Mapping
from typing import Any, Protocol

from .schema import CardDataError, KindSchema, check_fields


class SupportsToJson(Protocol):
    """Anything with a card's display data."""

    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class CardDef:
    """One kind of card: a stable id, a display name, a kind and free attributes."""

    id: str
    name: str
    kind: str
    copies: int = 1
    attrs: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)

    def to_json(self) -> dict[str, Any]:
        """Plain data for views and the UI."""
        return {"id": self.id, "name": self.name, "kind": self.kind, **self.attrs}


def _data_text(game_id: str) -> str:
    """The TOML text: packaged data first (the browser build), else the repo's cards/."""
    packaged = resources.files("cardtable").joinpath("data", f"{game_id}.toml")
    if packaged.is_file():
        return packaged.read_text(encoding="utf-8")
    repo_file = Path(__file__).resolve().parents[3] / "cards" / f"{game_id}.toml"
    return repo_file.read_text(encoding="utf-8")


def load_cards(game_id: str, schema: KindSchema) -> dict[str, CardDef]:
    """All card definitions of a game, keyed by card id, in file order, each checked
    against ``schema`` (its kind's attributes); raises ``CardDataError`` for any misfit."""
    return _checked(_parsed(game_id), schema, game_id)


def card_notes(game_id: str) -> dict[str, str]:
    """The data file's top-level text fields (``game``, ``title``, ``source`` ...): e.g.
    ``source = "reconstruction"`` marks a card list that is ours, not the original."""
    data = tomllib.loads(_data_text(game_id))
    return {key: value for key, value in data.items() if isinstance(value, str)}


def display_catalog(game_id: str, cards: Mapping[str, SupportsToJson]) -> dict[str, dict[str, Any]]:
    """Every card id's static data for display; each entry carries the data file's
    ``source`` note (e.g. "reconstruction") when it has one, so the table can say so."""
    source = card_notes(game_id).get("source", "")
    catalog = {card_id: card.to_json() for card_id, card in cards.items()}
    if source:
        for entry in catalog.values():
            entry["source"] = source
    return catalog


@cache
def _parsed(game_id: str) -> list[dict[str, Any]]:
    data = tomllib.loads(_data_text(game_id))
    cards = data.get("card")
    if not isinstance(cards, list):
        raise CardDataError(f"cards/{game_id}.toml has no [[card]] tables")
    return [dict(raw) for raw in cards]


def _checked(raw_cards: list[dict[str, Any]], schema: KindSchema,
             game_id: str) -> dict[str, CardDef]:
    defs: dict[str, CardDef] = {}
    for raw in raw_cards:
        entry = dict(raw)
        card_id, name, kind = entry.pop("id", None), entry.pop("name", None), entry.pop("kind", None)
        copies = entry.pop("copies", 1)
        where = f"cards/{game_id}.toml: {card_id!r}"
        if not (isinstance(card_id, str) and card_id and "#" not in card_id
                and isinstance(name, str) and isinstance(kind, str)):
            raise CardDataError(f"{where}: a card needs a string id (no '#'), name and kind")
        if card_id in defs:
            raise CardDataError(f"{where}: the id is used twice")
        if kind not in schema:
            raise CardDataError(f"{where}: unknown kind {kind!r}")
        if not (isinstance(copies, int) and not isinstance(copies, bool) and copies >= 1):
            raise CardDataError(f"{where}: copies must be a whole number of at least 1")
        check_fields(entry, schema[kind], where)
        defs[card_id] = CardDef(id=card_id, name=name, kind=kind, copies=copies, attrs=entry)
    return defs


def instance_ids(defs: dict[str, CardDef]) -> list[str]:
    """One instance id per physical card: ``<card id>#<copy number>``."""
    return [f"{card.id}#{n}" for card in defs.values() for n in range(1, card.copies + 1)]


def def_id(instance: str) -> str:
    """The card id of an instance id."""
    return instance.partition("#")[0]
