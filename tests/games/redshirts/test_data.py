"""Redshirts' card data (our reconstruction, ``cards/redshirts.toml``): the counts, the
reconstruction mark, effects that say what their notation says, and bad data failing
loudly with the card id (unknown verb, argument, selector, filter, trigger)."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import pytest

from cardtable.engine.schema import CardDataError
from cardtable.games.redshirts.cards import CARDS, KIND, RECONSTRUCTED
from cardtable.games.redshirts.effects import VOCABULARY
from cardtable.games.redshirts.text import EVENT_TEXTS
from cardtable.games.redshirts.vocabulary import check_effects

from .notation import parse_effects


def test_108_cards_98_ids_in_two_decks() -> None:
    assert len(KIND) == 108 and len(CARDS) == 98
    assert Counter(KIND.values()) == {"redshirt": 40, "mission": 18, "equipment": 18,
                                      "location": 10, "event": 22}
    assert Counter(card.kind for card in CARDS.values()) == {
        "redshirt": 40, "mission": 18, "equipment": 12, "location": 10, "event": 18}


def test_the_list_is_marked_as_a_reconstruction() -> None:
    assert RECONSTRUCTED


def test_21_verbs_in_the_registry() -> None:
    assert len(VOCABULARY.verbs) == 21


def test_structured_effects_say_what_the_notation_says() -> None:
    for card in CARDS.values():
        assert card.attrs["effects"] == parse_effects(card.attrs["notation"]), card.id


def test_every_redshirt_with_an_ability_has_a_slot_and_no_other_has() -> None:
    for card in CARDS.values():
        if card.kind != "redshirt":
            continue
        words = {slot["slot"] for slot in card.attrs["effects"]}
        expected = {"active": {"zap"}, "none": set()}.get(card.attrs["ability"])
        if expected is not None:
            assert words == expected, card.id
        else:
            assert words and words <= {"static", "on"}, card.id


def broken(card_id: str, change: Any) -> None:
    effects = copy.deepcopy(CARDS[card_id].attrs["effects"])
    change(effects)
    check_effects(card_id, CARDS[card_id].kind, effects, VOCABULARY)


@pytest.mark.parametrize("card_id,change,words", [
    ("rs-mis-poke-this-slime", lambda e: e[0]["steps"][0].update(verb="teleport"),
     "unknown verb 'teleport'"),
    ("rs-mis-poke-this-slime", lambda e: e[0]["steps"][0].update(count=2), "unknown count"),
    ("rs-mis-poke-this-slime", lambda e: e[0]["steps"][0].pop("n"), "n is missing"),
    ("rs-ev-hes-dead-jim", lambda e: e[0]["steps"][0]["rs"].update(rs="everyone"),
     "unknown rs 'everyone'"),
    ("rs-ev-red-alert", lambda e: e[0]["steps"][0]["rs"]["team"]["player"].update(p="boss"),
     "unknown p 'boss'"),
    ("rs-loc-planet-of-suspicious-women",
     lambda e: e[0]["steps"][0]["rs"]["where"][0].update(f="hair"), "unknown f 'hair'"),
    ("rs-crew-tina-toast", lambda e: e[0]["trigger"].update(event="sneezes"),
     "unknown event 'sneezes'"),
    ("rs-crew-lesley-comesback", lambda e: e[0]["steps"][0]["if"].update(cond="moon"),
     "unknown cond 'moon'"),
    ("rs-eq-ray-gun", lambda e: e[0]["steps"][0]["skill"].update(fixed=["LUCK"]),
     "unknown skill"),
    ("rs-eq-ray-gun", lambda e: e[0].update(slot="zap"), "needs a STATIC slot"),
    ("rs-mis-poke-this-slime", lambda e: e[0].update(slot="zap"), "mission card has no ZAP"),
    ("rs-eq-ray-gun", lambda e: e[0]["steps"][0].update(verb="kill", skill=None, dur=None),
     "unknown"),
    ("rs-ev-new-recruits", lambda e: e[0].update(timing="never"), "timing"),
])
def test_bad_effect_data_fails_loudly_with_the_card_id(card_id: str, change: Any,
                                                        words: str) -> None:
    with pytest.raises(CardDataError) as error:
        broken(card_id, change)
    assert card_id in str(error.value) and words in str(error.value)


def test_a_continuous_slot_holds_only_continuous_verbs() -> None:
    def kill_in_static(effects: Any) -> None:
        effects[0]["steps"][0] = {"verb": "kill", "rs": {"rs": "bearer"}}
    with pytest.raises(CardDataError, match="rs-eq-plot-armor.*kill cannot be a continuous"):
        broken("rs-eq-plot-armor", kill_in_static)


def test_every_event_type_emitted_has_a_text() -> None:
    assert all(callable(text) for text in EVENT_TEXTS.values())
