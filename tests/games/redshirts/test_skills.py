"""RS-6 property tests: the layer function against a slow, obviously right reference
(apply every modifier in (layer, time) order: the last applied wins), over random
stacks of modifiers, inversions and printed Skills; and its explanations."""

from __future__ import annotations

import random

from cardtable.games.redshirts.skills import Mod, current_skills, reference_skills
from cardtable.games.redshirts.vocabulary import SKILLS


def random_case(rng: random.Random) -> tuple[frozenset[str], int, list[Mod]]:
    printed = frozenset(s for s in SKILLS if rng.random() < 0.3)
    inversions = rng.choice([0, 0, 0, 1, 2])
    times = rng.sample(range(1, 200), rng.randint(0, 12))
    mods = [Mod(rng.randint(1, 5), time, rng.random() < 0.5, rng.choice(SKILLS), f"card {time}")
            for time in times]
    return printed, inversions, mods


def test_rs6_layers_agree_with_the_reference_on_random_stacks() -> None:
    rng = random.Random(6)
    for _ in range(5000):
        printed, inversions, mods = random_case(rng)
        assert current_skills(printed, inversions, mods)[0] == \
            reference_skills(printed, inversions, mods), (printed, inversions, mods)


def test_rs6_order_of_the_list_does_not_matter_only_layer_and_time() -> None:
    rng = random.Random(7)
    for _ in range(2000):
        printed, inversions, mods = random_case(rng)
        shuffled = list(mods)
        rng.shuffle(shuffled)
        assert current_skills(printed, inversions, mods)[0] == \
            current_skills(printed, inversions, shuffled)[0]


def test_rs6_a_higher_layer_always_beats_a_lower_one_whatever_the_time() -> None:
    low = Mod(2, 100, True, "SCI", "Tri-Gizmo")
    high = Mod(3, 1, False, "SCI", "A Strange Energy Field")
    skills, lines = current_skills(frozenset(), 0, [low, high])
    assert "SCI" not in skills
    assert lines == ["Science: removed by Location A Strange Energy Field, "
                     "which beats Equipment Tri-Gizmo"]


def test_rs6_mirror_mirror_rewrites_printed_skills_first() -> None:
    skills, lines = current_skills(frozenset({"SCI"}), 1, [Mod(2, 5, False, "TAC", "Ray Gun")])
    assert skills == frozenset({"INF", "MED", "ENG", "DIP"})
    assert "Science: lost by Mirror, Mirror (printed Skills inverted)" in lines
    assert "Tactical: removed by Equipment Ray Gun" in lines


def test_rs6_no_modifier_no_explanation() -> None:
    assert current_skills(frozenset({"MED"}), 0, []) == (frozenset({"MED"}), [])
