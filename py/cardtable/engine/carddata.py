"""Card definitions read from ``cards/<game>.toml``, joined to rules by card id."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any


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


@cache
def load_cards(game_id: str) -> dict[str, CardDef]:
    """All card definitions of a game, keyed by card id, in file order."""
    data = tomllib.loads(_data_text(game_id))
    defs: dict[str, CardDef] = {}
    for raw in data["card"]:
        entry = dict(raw)
        card = CardDef(id=entry.pop("id"), name=entry.pop("name"), kind=entry.pop("kind"),
                       copies=int(entry.pop("copies", 1)), attrs=entry)
        assert card.id not in defs and "#" not in card.id, card.id
        defs[card.id] = card
    return defs


def instance_ids(defs: dict[str, CardDef]) -> list[str]:
    """One instance id per physical card: ``<card id>#<copy number>``."""
    return [f"{card.id}#{n}" for card in defs.values() for n in range(1, card.copies + 1)]


def def_id(instance: str) -> str:
    """The card id of an instance id."""
    return instance.partition("#")[0]
