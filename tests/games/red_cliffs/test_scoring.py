"""Red Cliffs scoring (RC-17): worked examples per category and a brute-force check."""

from __future__ import annotations

import random
import time
from functools import lru_cache
from itertools import combinations

from cardtable.games.red_cliffs.scoring import (CATEGORIES, MIXED_COLOURS, ONE_COLOUR,
                                                SAME_VALUE, SEQUENCE, Prize, score,
                                                score_breakdown, table_points)
from cardtable.games.red_cliffs.sets import ALL, prizes_of

J: Prize = ("black", None)


def angel(colour: str) -> Prize:
    return (colour, "angel")


# -- brute force: try every way to pick disjoint groups -------------------------------
def group_points(category: str, group: tuple[Prize, ...]) -> int:
    """RC-17 read literally for one group; 0 if the group is not valid in the category."""
    colours = [colour for colour, _ in group]
    values = [value for _, value in group]
    if category == "same":
        alike = values[0] is not None and all(value == values[0] for value in values)
        return table_points(SAME_VALUE, len(group)) if alike and len(group) >= 2 else 0
    if category == "colour":
        if len(set(colours)) == 1 and len(group) >= 3:
            return table_points(ONE_COLOUR[colours[0]], len(group))
        return 0
    if category == "mixed":
        return MIXED_COLOURS.get(len(group), 0) if len(set(colours)) == len(group) else 0
    if not all(isinstance(value, int) for value in values) or len(group) < 4:
        return 0
    numbers = sorted(value for value in values if isinstance(value, int))
    consecutive = all(b == a + 1 for a, b in zip(numbers, numbers[1:]))
    return table_points(SEQUENCE, len(group)) if consecutive else 0


def may_join(category: str, first: Prize, other: Prize) -> bool:
    """A cheap necessary condition for two cards to share a group (prunes the search)."""
    if category == "same":
        return first[1] is not None and first[1] == other[1]
    if category == "colour":
        return first[0] == other[0]
    if category == "mixed":
        return first[0] != other[0]
    return isinstance(first[1], int) and isinstance(other[1], int) and first[1] != other[1]


@lru_cache(maxsize=None)
def brute(category: str, cards: tuple[Prize, ...]) -> int:
    """Best total: the first card is left out, or grouped with any subset of the rest
    (of the cards that could share a group with it), each group scored literally."""
    if not cards:
        return 0
    first, rest = cards[0], cards[1:]
    best = brute(category, rest)
    pool = [i for i, card in enumerate(rest) if may_join(category, first, card)]
    for size in range(1, len(pool) + 1):
        for picked in combinations(pool, size):
            group = (first, *(rest[i] for i in picked))
            points = group_points(category, group)
            if points:
                left = tuple(card for i, card in enumerate(rest) if i not in picked)
                best = max(best, points + brute(category, left))
    return best


def canonical(cards: list[Prize]) -> tuple[Prize, ...]:
    return tuple(sorted(cards, key=str))


REDUCED_DECK: list[Prize] = [
    ("red", 1), ("red", 2), ("blue", 2), ("green", 3), ("white", 3), ("red", 4), ("blue", 5),
    ("white", 6), angel("red"), angel("blue"), angel("white"), angel("green"), J, J, J,
]
"""Runs, pairs, every colour column (white and black included), angels and Jokers."""


def test_rc17_exhaustive_against_brute_force_up_to_8_cards() -> None:
    """Every prize set of up to 8 cards from the reduced deck: best split equals brute force."""
    seen: set[tuple[Prize, ...]] = set()
    for size in range(9):
        for picked in combinations(REDUCED_DECK, size):
            cards = canonical(list(picked))
            if cards in seen:
                continue
            seen.add(cards)
            got = score_breakdown(cards)
            for category in CATEGORIES:
                assert got[category] == brute(category, cards), (category, cards)
    assert len(seen) > 10_000


def test_rc17_random_large_prize_sets_from_the_full_deck_match_brute_force() -> None:
    rng = random.Random(17)
    deck = [prize for prize in prizes_of([c for c in ALL if not c.startswith("event")])]
    for _ in range(60):
        cards = canonical(rng.sample(deck, rng.randrange(6, 10)))
        got = score_breakdown(cards)
        for category in CATEGORIES:
            assert got[category] == brute(category, cards), (category, cards)


# -- worked examples -------------------------------------------------------------------
def test_rc17_identical_cards_including_0_and_angels() -> None:
    assert score([("red", 5), ("blue", 5)]) == 2
    assert score_breakdown([("red", 0), ("blue", 0), ("green", 0)])["same"] == 5
    assert score_breakdown([angel("red"), angel("blue"), angel("green"),
                            angel("white")])["same"] == 10  # angels are all alike
    assert score_breakdown([("red", 7)] * 2 + [("blue", 7)] * 2 + [("green", 7)])["same"] == 16
    assert score_breakdown([("red", 3)] * 6)["same"] == 25
    assert score_breakdown([("red", 3)] * 7)["same"] == 25  # 6+ -> 25
    assert score_breakdown([("red", 3)] * 8)["same"] == 27  # best split: 6 + 2
    assert score_breakdown([J, J])["same"] == 0  # Jokers have no value


def test_rc17_one_colour_columns_red_blue_green_white_black() -> None:
    assert score_breakdown([("red", 1), ("red", 5), ("red", 9)])["colour"] == 2
    greens = [("green", 1), ("green", 5), ("green", 9), angel("green")]
    assert score_breakdown(greens)["colour"] == 4
    assert score_breakdown([("blue", v) for v in (0, 2, 4, 6, 8)])["colour"] == 7
    assert score_breakdown([("blue", v) for v in (0, 2, 4, 6, 8, 8, 9)])["colour"] == 12
    assert score_breakdown([("white", 1), ("white", 5), angel("white")])["colour"] == 3
    assert score_breakdown([("white", v) for v in (1, 3, 5, 7)])["colour"] == 6
    assert score_breakdown([("white", v) for v in (1, 3, 5, 7, 9)])["colour"] == 10
    assert score_breakdown([("white", v) for v in (0, 1, 3, 5, 7, 9)])["colour"] == 16
    assert score_breakdown([J] * 3)["colour"] == 5
    assert score_breakdown([J] * 4)["colour"] == 10
    assert score_breakdown([J] * 5)["colour"] == 16
    assert score_breakdown([J] * 6)["colour"] == 25
    assert score_breakdown([J] * 8)["colour"] == 25  # 6+ alone beats 4 + 4 and 5 + 3
    assert score_breakdown([("red", 1), ("red", 2)])["colour"] == 0


def test_rc17_different_colours() -> None:
    four = [("red", 1), ("blue", 1), ("green", 1), ("white", 1)]
    assert score_breakdown(four)["mixed"] == 3
    assert score_breakdown([*four, J])["mixed"] == 6  # Jokers are black: a fifth colour
    assert score_breakdown([*four, *four])["mixed"] == 6  # two groups of four
    assert score_breakdown([*four, J, *four])["mixed"] == 9  # five + four
    assert score_breakdown([("red", 1), ("red", 2), ("blue", 3), ("green", 4)])["mixed"] == 0


def test_rc17_sequences_any_colour_no_angels_no_jokers() -> None:
    assert score_breakdown([("red", 1), ("blue", 2), ("green", 3), ("white", 4)])["sequence"] == 4
    assert score_breakdown([("red", v) for v in range(5)])["sequence"] == 7
    assert score_breakdown([("red", v) for v in range(3, 9)])["sequence"] == 12
    assert score_breakdown([("red", v) for v in range(10)])["sequence"] == 16  # 4 + 6
    run = [("red", 1), ("blue", 2), ("green", 3), ("white", 4)]
    assert score_breakdown(run * 2)["sequence"] == 8  # two runs of 4
    assert score_breakdown([("red", 1), ("red", 2), ("red", 3), angel("red")])["sequence"] == 0
    assert score_breakdown([("red", 1), ("red", 2), J, ("red", 4)])["sequence"] == 0


def test_rc17_jokers_never_stand_in_when_scoring() -> None:
    assert score([("red", 5), J]) == 0
    assert score_breakdown([("red", 5), ("red", 5), J])["same"] == 2
    assert score_breakdown([("red", 1), ("red", 2), J])["colour"] == 0


def test_rc17_categories_are_independent() -> None:
    cards = [("red", 1), ("red", 2), ("red", 3), ("red", 4), ("red", 4)]
    got = score_breakdown(cards)
    assert got == {"same": 2, "colour": 7, "mixed": 0, "sequence": 4, "total": 13}


def test_rc17_scores_a_10_card_prize_set_within_a_millisecond() -> None:
    rng = random.Random(10)
    deck = prizes_of([c for c in ALL if not c.startswith("event")])
    sets = [rng.sample(deck, 10) for _ in range(200)]
    start = time.perf_counter()
    for cards in sets:
        score(cards)
    each = (time.perf_counter() - start) / len(sets)
    print(f"\nRed Cliffs scoring, 10-card prize set: {each * 1e6:.0f} µs each")
    assert each < 0.001 * 5  # the figure to watch is printed; 5x slack for busy machines
