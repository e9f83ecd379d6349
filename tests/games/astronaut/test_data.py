"""Astronaut's card data and words are checked at load (issue 10, item 7): the pack of
44 cards (AS-1), no silent defaults, and a log text for every event type."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.engine.carddata import _checked, _parsed
from cardtable.engine.schema import CardDataError
from cardtable.games.astronaut import Astronaut
from cardtable.games.astronaut.cards import KIND, SCHEMA, STAGE, stage_of
from cardtable.games.astronaut.text import EVENT_TEXTS

GAME = Astronaut()


def raw_cards() -> list[dict[str, Any]]:
    return [dict(card) for card in _parsed("astronaut")]


def test_as1_the_pack_holds_44_cards_and_only_stage_cards_have_a_stage() -> None:
    assert len(KIND) == 44
    assert sorted(STAGE.values()) == sorted(list(range(1, 8)) * 4)
    assert set(STAGE) == {card for card, kind in KIND.items() if kind == "stage"}
    assert stage_of("sub#1") == 0 and stage_of("stage-5#2") == 5


@pytest.mark.parametrize("change,message", [
    (lambda card: card.pop("stage"), "stage is missing"),
    (lambda card: card.update(stage="7"), "expected int"),
    (lambda card: card.update(colour="red"), "unknown colour"),
    (lambda card: card.update(kind="rocket"), "unknown kind"),
])
def test_card_data_misfits_fail_loudly(change: Any, message: str) -> None:
    cards = raw_cards()
    stage_card = next(card for card in cards if card["kind"] == "stage")
    change(stage_card)
    with pytest.raises(CardDataError, match=message):
        _checked(cards, SCHEMA, "astronaut")


def test_a_sub_with_a_stage_number_fails_loudly() -> None:
    cards = raw_cards()
    next(card for card in cards if card["kind"] == "sub")["stage"] = 3
    with pytest.raises(CardDataError, match="unknown stage"):
        _checked(cards, SCHEMA, "astronaut")


def test_every_event_type_has_a_text_and_an_unknown_one_fails_loudly() -> None:
    assert GAME.event_texts is EVENT_TEXTS
    with pytest.raises(KeyError):
        GAME.describe_event({"type": "no-such-event", "seat": 0})
    assert GAME.describe_event({"type": "no_draw", "seat": 1}) == "{1} cannot draw: the round ends."
