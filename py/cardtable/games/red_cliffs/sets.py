"""The Battle of Red Cliffs: card attributes and what makes a set (RC-11..RC-13).

Card data comes from ``cards/red-cliffs.toml``; everything here is keyed by card
instance id (``red-5#2``) and is pure, so the rules and the bot share it.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from ...engine import def_id, instance_ids, load_cards
from ...engine.schema import Param
from .scoring import Prize, Value, score_breakdown

COLOURS = ("red", "blue", "green", "white", "black")
CARDS = load_cards("red-cliffs", {
    "number": {"colour": Param("str", COLOURS[:4]), "value": Param("int")},
    "angel": {"colour": Param("str", COLOURS[:4]), "text": Param("str"),
              "action": Param("str", ("red", "light-blue", "green", "purple"))},
    "joker": {"colour": Param("str", ("black",)), "text": Param("str")},
    "event": {"text": Param("str")},
})
ALL = instance_ids(CARDS)
KIND: dict[str, str] = {card: CARDS[def_id(card)].kind for card in ALL}
COLOUR: dict[str, str] = {card: str(CARDS[def_id(card)].attrs["colour"]) if KIND[card] != "event"
                          else "" for card in ALL}
"""A card's colour (RC-1); events have none."""
VALUE: dict[str, Value] = {
    card: int(CARDS[def_id(card)].attrs["value"]) if KIND[card] == "number"
    else "angel" if KIND[card] == "angel" else None
    for card in ALL
}
ACTION: dict[str, str | None] = {card: CARDS[def_id(card)].attrs["action"]
                                 if KIND[card] == "angel" else None for card in ALL}
"""An angel's action (RC-2): ``red``, ``light-blue``, ``green`` or ``purple``."""
NAME: dict[str, str] = {card: CARDS[def_id(card)].name for card in ALL}
DEF: dict[str, str] = {card: def_id(card) for card in ALL}


def name(card: str | None) -> str:
    """A card's display name (``a card`` when hidden)."""
    return "a card" if card is None else NAME[card]


def names(cards: list[str]) -> str:
    """Display names joined for a sentence."""
    shown = [name(card) for card in cards]
    if len(shown) <= 1:
        return "".join(shown) or "nothing"
    return ", ".join(shown[:-1]) + " and " + shown[-1]


def is_joker(card: str) -> bool:
    """True for a Joker (black, stands for one card of a set: RC-12)."""
    return KIND[card] == "joker"


def to_discard(card: str) -> bool:
    """RC-14: a 0 or a Joker that is not kept goes to the discard pile, not a laying-out pile."""
    return KIND[card] == "joker" or VALUE[card] == 0


def can_lay_out(card: str) -> bool:
    """RC-6: a card that may be put on a laying-out pile at the start of a round."""
    return not to_discard(card)


def values_form_set(values: list[Value]) -> bool:
    """RC-11: three values alike, or three consecutive numbers (no wrap; angels never)."""
    if values[0] == values[1] == values[2]:
        return True
    numbers = sorted(value for value in values if isinstance(value, int))
    return len(numbers) == 3 and numbers[1] == numbers[0] + 1 and numbers[2] == numbers[1] + 1


def _token_forms_set(tokens: tuple[int, int, int]) -> bool:
    """RC-11/RC-12 on tokens: a Joker stands for any one card; at most one Joker; no events."""
    if EVENT_TOKEN in tokens or tokens.count(JOKER_TOKEN) > 1:
        return False
    values: list[Value] = [None if t == JOKER_TOKEN else "angel" if t == ANGEL_TOKEN else t
                           for t in tokens]
    if JOKER_TOKEN not in tokens:
        return values_form_set(values)
    return any(values_form_set([v if v is not None else stand_in for v in values])
               for stand_in in [*range(10), "angel"])


ANGEL_TOKEN, JOKER_TOKEN, EVENT_TOKEN = 10, 11, 12


def _token(card: str) -> int:
    """A card's value as a small int: 0–9, or 10 angel, 11 Joker, 12 event."""
    value = VALUE[card]
    if isinstance(value, int):
        return value
    return {"angel": ANGEL_TOKEN, "joker": JOKER_TOKEN}.get(KIND[card], EVENT_TOKEN)


TOKEN: dict[str, int] = {card: _token(card) for card in ALL}
"""Each card's token, for fast set tests."""
SET_TRIPLES = frozenset((a, b, c) for a in range(13) for b in range(a, 13) for c in range(b, 13)
                        if _token_forms_set((a, b, c)))
"""Every sorted token triple that is a set."""
COMPLETES: list[frozenset[tuple[int, int]]] = [
    frozenset((a, b) for a in range(13) for b in range(a, 13)
              if tuple(sorted((a, b, top))) in SET_TRIPLES)
    for top in range(13)
]
"""For a top card's token, every sorted token pair that completes a set with it."""


def is_set(cards: list[str]) -> bool:
    """RC-11/RC-12: three cards forming a set, a Joker standing for at most one of them."""
    return len(cards) == 3 and tuple(sorted(TOKEN[card] for card in cards)) in SET_TRIPLES


def hand_sets(hand: list[str]) -> list[list[str]]:
    """RC-13: every set of three cards from a hand, each as a sorted list."""
    ordered = sorted(hand)
    return [[a, b, c] for a, b, c in combinations(ordered, 3)
            if tuple(sorted((TOKEN[a], TOKEN[b], TOKEN[c]))) in SET_TRIPLES]


def pile_sets(hand: list[str], top: str) -> list[list[str]]:
    """RC-13: every pair of hand cards (sorted) that forms a set with a pile's top card."""
    wanted = COMPLETES[TOKEN[top]]
    pairs = []
    for a, b in combinations(sorted(hand), 2):
        ta, tb = TOKEN[a], TOKEN[b]
        if ((ta, tb) if ta <= tb else (tb, ta)) in wanted:
            pairs.append([a, b])
    return pairs


def prizes_of(cards: list[str]) -> list[Prize]:
    """Prize cards as the ``(colour, value)`` pairs scoring reads."""
    return [(COLOUR[card], VALUE[card]) for card in cards]


def prize_score(cards: list[str]) -> dict[str, int]:
    """RC-17: the points of a seat's prize cards, per category and in total."""
    return dict(_score_of_cards(tuple(cards)))


@lru_cache(maxsize=1 << 12)
def _score_of_cards(cards: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """Scores of a prize zone's exact contents, cached (views ask for every seat)."""
    return _score_of_kinds(tuple(sorted(DEF[card] for card in cards)))


@lru_cache(maxsize=1 << 14)
def _score_of_kinds(kinds: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """Scores by card ids (copies are alike), cached: views ask for every seat each time."""
    return tuple(score_breakdown(prizes_of([f"{kind}#1" for kind in kinds])).items())


def same_colour_or_value(a: str, b: str) -> bool:
    """RC-15 (Green angel): two prizes share a colour or a value (all angels alike)."""
    return COLOUR[a] == COLOUR[b] or (VALUE[a] is not None and VALUE[a] == VALUE[b])
