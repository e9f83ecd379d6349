"""Red Dwarf's card data (our reconstruction, ``cards/red-dwarf.toml``): counts, every
icon's travel count, ribbons, the reconstruction mark, and schema misfits failing."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from cardtable.engine.carddata import _checked, _parsed, card_notes
from cardtable.engine.schema import CardDataError
from cardtable.games.red_dwarf import RedDwarf
from cardtable.games.red_dwarf.cards import (BBC, CARDS, CAST_CARDS, ICONS, KIND,
                                             RECONSTRUCTED, SCHEMA, SHUFFLED, icon, ribbon)
from cardtable.games.red_dwarf.text import EVENT_TEXTS

REPO = Path(__file__).resolve().parents[3]
TRAVELS = {"drive-room": 10, "hallway": 10, "sleeping-quarters": 7, "skutter": 6,
           "matter-transporter": 5, "starbug": 5, "on-planet": 7, "time-hole": 4, "holly": 1}
DEMAND = {"drive-room": 24, "hallway": 26, "sleeping-quarters": 18, "skutter": 15,
          "matter-transporter": 12, "starbug": 12, "on-planet": 17, "time-hole": 10, "holly": 4}


def test_the_set_holds_136_cards_115_of_them_shuffled() -> None:
    assert len(KIND) == 136
    assert len(SHUFFLED) == 115
    assert len(BBC) == 17 and len(CAST_CARDS) == 4
    kinds = Counter(KIND.values())
    assert kinds == {"cast": 4, "episode": 16, "holly": 1, "task": 24, "travel": 54,
                     "wild": 2, "trouble": 11, "bonus": 11, "focus": 4, "distract": 4,
                     "smeg-off": 5}


def test_every_icon_has_its_travel_count_demand_trouble_and_bonus() -> None:
    travels = Counter(icon(c) for c in KIND if KIND[c] in ("travel", "holly"))
    assert travels == TRAVELS
    demand = Counter(i for c in KIND if KIND[c] in ("task", "episode") for i in ribbon(c))
    assert demand == DEMAND
    troubles = Counter(icon(c) for c in KIND if KIND[c] == "trouble")
    bonuses = Counter(icon(c) for c in KIND if KIND[c] == "bonus")
    expected = {i: 2 if i in ("drive-room", "hallway") else 1 for i in ICONS}
    assert troubles == expected and bonuses == expected


def test_ribbons_never_hold_holly_twice_and_points_follow_the_list() -> None:
    for card_id, card in CARDS.items():
        if card.kind in ("task", "episode"):
            assert card.attrs["ribbon"].count("holly") <= 1, card_id
            length = len(card.attrs["ribbon"])
            if card.kind == "task":
                assert card.attrs["points"] == length - 1, card_id
            else:
                assert card.attrs["points"] == length + (card.attrs["cast_needed"] == 4)
    assert Counter(CARDS[c].attrs["cast"] for c in CARDS if CARDS[c].kind == "task") == \
        {"lister": 5, "rimmer": 5, "cat": 5, "kryten": 5, "any": 4}
    assert Counter(CARDS[c].attrs["cast_needed"] for c in CARDS
                   if CARDS[c].kind == "episode") == {2: 6, 3: 6, 4: 4}


def test_the_data_and_the_docs_mark_the_list_as_a_reconstruction() -> None:
    assert RECONSTRUCTED and card_notes("red-dwarf")["source"] == "reconstruction"
    catalog = RedDwarf().card_catalog()
    assert all(entry["source"] == "reconstruction" for entry in catalog.values())
    notes = (REPO / "cards" / "red-dwarf.md").read_text(encoding="utf-8")
    assert "reconstruction" in notes.lower() and "not the original" in notes.lower()


@pytest.mark.parametrize("change,message", [
    (lambda card: card.pop("ribbon"), "ribbon is missing"),
    (lambda card: card.update(points="2"), "expected int"),
    (lambda card: card.update(cast="holly"), "not one of"),
    (lambda card: card.update(kind="starship"), "unknown kind"),
])
def test_card_data_misfits_fail_loudly(change: Any, message: str) -> None:
    cards = [dict(card) for card in _parsed("red-dwarf")]
    task = next(card for card in cards if card["kind"] == "task")
    change(task)
    with pytest.raises(CardDataError, match=message):
        _checked(cards, SCHEMA, "red-dwarf")


def test_every_event_type_has_a_text() -> None:
    assert "travel" in EVENT_TEXTS and RedDwarf().event_texts is EVENT_TEXTS
