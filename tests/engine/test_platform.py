"""The engine's platform pieces on a toy game: frames, windows, knowledge per card,
re-deals by family, choose-k moves, the clock, and data checked at load."""

from __future__ import annotations

import copy
import json
import pickle
import random

import pytest

from cardtable import IllegalMove, netplay
from cardtable.engine import Match
from cardtable.engine.carddata import _checked
from cardtable.engine.choose import choice, expand, instances, matches, random_instance
from cardtable.engine.frames import frame
from cardtable.engine.schema import CardDataError, Param, Verb, Vocabulary
from cardtable.engine.zones import ALL_SEATS

from .invariants import fingerprint
from .toygame import Echo, EchoState, events, sealed

GAME = Echo()


def echo(players: int = 3, *, hands: list[list[int]] | None = None,
         deck: list[int] | None = None, seed: int = 1) -> Match:
    """A toy match; ``hands`` and ``deck`` (bottom first) stack the cards by value."""
    match = Match(GAME, players=players, seed=seed)
    state = match.state
    assert isinstance(state, EchoState)
    if hands is not None:
        for zone in state.zones.values():
            zone.cards.clear()
        for seat, values in enumerate(hands):
            state.hand[seat].cards.extend(f"c{v}#1" for v in values)
        used = {v for values in hands for v in values}
        state.deck.cards.extend(f"c{v}#1" for v in (deck or [v for v in range(1, 13)
                                                            if v not in used]))
        state.known.clear()
    return match


def st(match: Match) -> EchoState:
    state = match.state
    assert isinstance(state, EchoState)
    return state


def c(value: int) -> str:
    return f"c{value}#1"


# -- frames -----------------------------------------------------------------------
def test_frames_are_values_clones_share() -> None:
    top = frame("turn", 2, discarded=False, chain=[(1, "x")])
    assert top.seats == (2,) and top["chain"] == ((1, "x"),)  # lists frozen to tuples
    changed = top.with_data(discarded=True)
    assert top["discarded"] is False and changed["discarded"] is True
    with pytest.raises(TypeError):
        top.data["discarded"] = True  # type: ignore[index]
    assert copy.deepcopy(top) is top
    assert json.loads(json.dumps(top.to_json()))["data"]["chain"] == [[1, "x"]]


def test_frames_pickle_as_plain_data_and_come_back_equal() -> None:
    top = frame("window", (2, 0), sealed={2: {"type": "bid", "cards": ["x"]}}, passed=(0,))
    back = pickle.loads(pickle.dumps(top))
    assert back == top and back["sealed"][2]["cards"] == ("x",)
    with pytest.raises(TypeError):
        back.data["passed"] = ()
    assert pickle.loads(pickle.dumps(frame("turn", 1))) == frame("turn", 1)


def test_to_move_and_legal_moves_come_from_the_top_frame() -> None:
    match = echo(hands=[[3, 5, 8], [4, 9, 1], [10, 2, 6]])
    assert match.to_move() == [0]
    assert [m["type"] for m in match.legal_moves(0)] == ["play", "play", "play", "discard", "pass"]
    assert match.legal_moves(1) == []


# -- windows -----------------------------------------------------------------------
def test_each_window_asks_in_turn_and_chains_resolve_last_in_first_out() -> None:
    match = echo(hands=[[3, 5, 8], [4, 9, 1], [10, 2, 6]])
    match.play(0, {"type": "play", "card": c(5)})
    view = match.view(1)
    assert match.to_move() == [1] and view["window"] == {
        "name": "respond", "mode": "each", "asked": [1, 2], "waiting": [1], "passed": [],
        "answer": None}
    assert match.legal_moves(1) == [{"type": "link", "card": c(9)}, {"type": "pass"}]
    match.play(1, {"type": "link", "card": c(9)})  # an answer: everyone is asked again
    assert match.to_move() == [2] and match.view(2)["window"]["asked"] == [2, 1]
    match.play(2, {"type": "link", "card": c(10)})
    assert match.to_move() == [1]
    match.play(1, {"type": "pass"})
    assert match.to_move() == [2]  # the answerer too must pass since the last answer
    match.play(2, {"type": "pass"})
    resolved = [(e["seat"], e["card"]) for e in events(st(match)) if e["type"] == "resolve"]
    assert resolved == [(2, c(10)), (1, c(9)), (0, c(5))]  # last in, first out
    assert st(match).points == [5, 9, 10]


def test_all_window_seals_answers_and_the_first_in_order_wins() -> None:
    match = echo(hands=[[3, 5, 8], [4, 9, 1], [10, 2, 6]], deck=[7, 11, 12])
    match.play(0, {"type": "play", "card": c(3)})
    match.play(1, {"type": "pass"})
    match.play(2, {"type": "pass"})
    assert match.to_move() == [0, 1, 2]  # the bid asks everyone at once
    before = [match.view(s) for s in (0, 1)]
    match.play(2, {"type": "bid", "card": c(2)})
    assert match.to_move() == [0, 1]
    assert match.view(2)["window"]["answer"] == {"type": "bid", "card": c(2)}
    after = [match.view(s) for s in (0, 1)]
    for old, new in zip(before, after):  # others see only that seat 2 answered
        assert new["window"]["answer"] is None and new["window"]["waiting"] == [0, 1]
        assert new["log"] == old["log"]
    world = GAME.determinize(st(match), 0, random.Random(3))
    assert not world.stack[-1]["sealed"]  # seat 0 cannot know seat 2's bid
    assert sealed(GAME.determinize(st(match), 2, random.Random(3)).stack[-1]["sealed"][2]) \
        == {"type": "bid", "card": c(2)}
    match.play(1, {"type": "bid", "card": c(4)})
    assert match.to_move() == [0]  # seat 0 comes first: nothing is decided yet
    match.play(0, {"type": "pass"})
    assert c(12) in st(match).hand[1].cards  # seat 1 is first in order after the mover
    assert match.to_move() == [1]


def test_cards_that_arrive_after_a_window_opened_are_excluded() -> None:
    match = echo(hands=[[3, 5, 8], [4, 9, 1], [10, 2, 6]], deck=[1, 2, 11])
    match.play(0, {"type": "play", "card": c(8)})
    state = st(match)
    state.transfer(c(11), state.deck, state.hand[1])  # drawn while the window is open
    assert {"type": "link", "card": c(11)} not in match.legal_moves(1)
    assert {"type": "link", "card": c(9)} in match.legal_moves(1)


# -- knowledge -----------------------------------------------------------------------
def test_a_card_shown_to_one_seat_is_in_its_view_until_shuffled() -> None:
    match = echo(hands=[[3, 5, 8], [4, 9, 1], [10, 2, 6]])
    state = st(match)
    assert match.view(0)["zones"]["hand:1"]["cards"] is None
    state.show(c(9), 1 << 0, {"type": "play", "seat": 1, "card": c(9)})
    assert match.view(0)["zones"]["hand:1"]["cards"] == [c(9), None, None]  # known first
    assert match.view(2)["zones"]["hand:1"]["cards"] is None
    assert match.view(2)["log"][-1]["card"] is None and match.view(0)["log"][-1]["card"] == c(9)
    world = GAME.determinize(state, 0, random.Random(1))
    assert world.hand[1].cards[1] == c(9)  # pinned in every world seat 0 samples
    state.transfer(c(9), state.hand[1], state.deck)
    state.shuffle("deck")
    assert c(9) not in state.known_cards(0)


def test_zone_visibility_never_changes_silently() -> None:
    match = echo()
    with pytest.raises(AttributeError):
        st(match).hand[0].visibility = "public"
    with pytest.raises(AttributeError):
        st(match).hand[0].owner = 1


def test_re_deals_stay_within_families_and_keep_views() -> None:
    match = echo(players=2)
    state = st(match)
    for seed in range(30):
        world = GAME.determinize(state, 0, random.Random(seed))
        for zone, twin in zip(state.zones.values(), world.zones.values()):
            assert len(zone.cards) == len(twin.cards)
            assert [GAME.card_family(x) for x in zone.cards] == \
                [GAME.card_family(x) for x in twin.cards]
        original = match.state
        view = match.view(0)
        match.state = world
        assert match.view(0)["zones"] == view["zones"]
        match.state = original


def test_a_validity_check_rejects_worlds_the_rules_cannot_reach() -> None:
    match = echo(players=2, hands=[[1, 2, 3], [4, 5, 6]])
    state = st(match)
    def no_six(world: EchoState) -> bool:
        return c(6) not in world.hand[1].cards
    worlds = [state.determinized(0, random.Random(s), valid=no_six) for s in range(20)]
    assert all(no_six(world) for world in worlds)


# -- choose-k ------------------------------------------------------------------------
def test_choose_k_is_one_template_checked_at_one_place() -> None:
    match = echo(hands=[[3, 5, 8], [4, 9, 1], [10, 2, 6]])
    template = next(m for m in match.legal_moves(0) if m["type"] == "discard")
    assert template == {"type": "discard", "cards": choice([c(3), c(5), c(8)], 0, 2)}
    before = fingerprint(match)
    for bad in ([c(3), c(3)], [c(4)], [c(3), c(5), c(8)], "c3#1", [3]):
        with pytest.raises(IllegalMove):
            match.play(0, {"type": "discard", "cards": bad})
        assert fingerprint(match) == before
    with pytest.raises(IllegalMove, match="Choose the cards first"):  # the template itself
        match.play(0, template)
    assert fingerprint(match) == before
    match.play(0, {"type": "discard", "cards": [c(8), c(3)]})
    assert match.moves[-1] == (0, {"type": "discard", "cards": [c(3), c(8)]})  # canonical
    assert st(match).hand[0].cards == [c(5)]
    assert all(m["type"] != "discard" for m in match.legal_moves(0))


def test_bots_expand_choose_k_templates() -> None:
    template = {"type": "discard", "cards": choice([f"x{i}" for i in range(9)], 3)}
    moves = expand([template, {"type": "pass"}], random.Random(1), limit=10)
    assert len(moves) == 11 and all(matches(template, m) for m in moves[:-1])
    assert len({json.dumps(m) for m in moves}) == 11
    small = {"type": "discard", "cards": choice(["a", "b", "c"], 0, 1)}
    assert expand([small], random.Random(1)) == [
        {"type": "discard", "cards": []}, {"type": "discard", "cards": ["a"]},
        {"type": "discard", "cards": ["b"]}, {"type": "discard", "cards": ["c"]}]


def test_a_guest_can_send_every_choose_k_pick() -> None:
    """Concrete picks of a template pass the guest wire check (``netplay.parse_guest``):
    the toy's discards, and a large pick with long card ids (Red Dwarf discards down to 7
    from up to 19 cards; Doctor Who passes 3)."""
    match = echo(hands=[[3, 5, 8], [4, 9, 1], [10, 2, 6]])
    template = next(m for m in match.legal_moves(0) if m["type"] == "discard")
    hand = [f"laundry-list-smeg-off-{i:02d}#{i % 3 + 1}" for i in range(19)]
    large = {"type": "discard", "cards": choice(hand, 12)}
    for move in [*instances(template), random_instance(large, random.Random(3))]:
        message = json.dumps({"v": 1, "t": "move", "token": "a" * 32, "n": 4, "move": move})
        assert netplay.parse_guest(message)["move"] == move


# -- clock, clones ------------------------------------------------------------------
def test_the_clock_only_grows_and_survives_clones() -> None:
    match = echo()
    state = st(match)
    start = state.clock
    state.transfer(state.hand[0].cards[0], state.hand[0], state.table)
    twin = state.clone()
    assert twin.clock == state.clock > start
    twin.tick()
    assert twin.clock == state.clock + 1
    assert state.arrival[state.table.cards[-1]] == state.clock


def test_random_toy_matches_end_and_look_ahead_never_changes_the_original() -> None:
    rng = random.Random(5)
    for seed in range(40):
        match = Match(GAME, players=2 + seed % 3, seed=seed)
        while not match.is_over:
            seat = rng.choice(match.to_move())
            moves = expand(match.legal_moves(seat), rng)
            before = fingerprint(match)
            GAME.apply(st(match).clone(), seat, rng.choice(moves))
            assert fingerprint(match) == before
            match.play(seat, rng.choice(moves))
        assert match.result()["winners"]


def test_every_event_type_needs_a_text() -> None:
    assert GAME.describe_event({"type": "pass", "seat": 1}) == "{1} passes."
    with pytest.raises(KeyError):
        GAME.describe_event({"type": "no-such-event"})


# -- card data checked at load ---------------------------------------------------------
SCHEMA = {"stage": {"stage": Param("int")}, "ill": {}}


@pytest.mark.parametrize("card,problem", [
    ({"id": "s", "name": "S", "kind": "stage"}, "stage is missing"),
    ({"id": "s", "name": "S", "kind": "stage", "stage": "2"}, "expected int"),
    ({"id": "s", "name": "S", "kind": "stage", "stage": 2, "colour": "red"}, "unknown colour"),
    ({"id": "s", "name": "S", "kind": "joker"}, "unknown kind"),
    ({"id": "s#1", "name": "S", "kind": "ill"}, "string id"),
    ({"id": "s", "name": "S", "kind": "ill", "copies": 0}, "copies"),
])
def test_card_data_that_does_not_fit_fails_loudly(card: dict[str, object], problem: str) -> None:
    with pytest.raises(CardDataError, match=problem):
        _checked([card], SCHEMA, "toy")


def test_effects_are_checked_against_a_closed_vocabulary() -> None:
    drawn: list[int] = []
    words: Vocabulary[None] = Vocabulary.of([Verb("draw", {"count": Param("int")}, lambda ctx, a: drawn.append(a["count"])),
                           Verb("choose", {"options": Param("effect")}, lambda ctx, a: None)])
    words.validate([{"verb": "draw", "count": 2}, {"verb": "choose",
                                                   "options": [{"verb": "draw", "count": 1}]}], "x")
    for bad, problem in [({"verb": "fly"}, "unknown verb"), ({"verb": "draw"}, "count is missing"),
                         ({"verb": "draw", "count": 1, "to": "me"}, "unknown to"),
                         ({"verb": "choose", "options": [{"verb": "fly"}]}, "unknown verb")]:
        with pytest.raises(CardDataError, match=problem):
            words.validate(bad, "card x")
    words.run(None, [{"verb": "draw", "count": 2}, {"verb": "draw", "count": 3}])
    assert drawn == [2, 3]


def test_knowledge_masks_are_everyone_for_public_zones() -> None:
    match = echo()
    state = st(match)
    card = state.hand[0].cards[0]
    state.transfer(card, state.hand[0], state.table)
    assert state.known[card] == ALL_SEATS
