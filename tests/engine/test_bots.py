"""Bots decide from their seat's view only, deterministically, and the simple one plays well."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import cardtable
from cardtable import BadOptions
from cardtable.bots import BOTS, SearchBot, choose_move, hint
from cardtable.engine import def_id
from cardtable.engine.choose import choice_field
from cardtable.games import GAMES
from cardtable.games.red_cliffs import RedCliffsState
from cardtable.learned import ValueModel, learned_evaluation
from cardtable.seatview import seat_view



@pytest.fixture(autouse=True)
def test_search_bot() -> Iterator[None]:
    """The hard bot's search (its priors and guided rollouts included) capped by iterations
    only, so its choice cannot depend on machine speed."""
    hard = BOTS["hard"]
    assert isinstance(hard, SearchBot)
    BOTS["test-search"] = hard.tuned(iterations=25, seconds=1e9)
    BOTS["test-learned"] = hard.tuned(iterations=25, seconds=1e9, learned=True)
    yield
    del BOTS["test-search"], BOTS["test-learned"]


LEARNED = [game_id for game_id in GAMES if learned_evaluation(GAMES[game_id]) is not None]
"""Games with a learned evaluation (``games/<game>/learned.py``)."""


@pytest.mark.parametrize("game_id, kind", [
    *((game_id, kind) for game_id in GAMES
      for kind in ("random", "simple", "greedy", "test-search")),
    *((game_id, "test-learned") for game_id in LEARNED)])
def test_bot_choice_ignores_hidden_cards(game_id: str, kind: str) -> None:
    """Issue 5: given the same view and seed, the choice is the same in every world (issue
    20: the search scoring its rollouts with a learned evaluation too)."""
    rng = random.Random(4)
    game = GAMES[game_id]
    match = cardtable.new_match(game_id, players=game.min_players, seed=8)
    for _ in range(40 if kind in ("random", "simple", "greedy") else 20):  # a search costs more a move
        if match.is_over:
            break
        seat = match.to_move()[0]
        choice = choose_move(match, seat, kind)
        original = match.state
        for _ in range(3):
            match.state = game.determinize(original, seat, rng)  # a world it could be
            match._legal = None
            assert choose_move(match, seat, kind) == choice
        match.state, match._legal = original, None
        match.play(seat, choice)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_hint_ignores_hidden_cards(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 20: the hint (the hard bot's move and why) is the same in every world the
    asking seat could be in, so it shows nothing that seat may not see."""
    monkeypatch.setitem(BOTS, "hard", BOTS["test-search"])
    rng = random.Random(5)
    game = GAMES[game_id]
    match = cardtable.new_match(game_id, players=game.min_players, seed=9)
    for _ in range(12):
        if match.is_over:
            break
        seat = match.to_move()[0]
        told = hint(match, seat)
        original = match.state
        for _ in range(2):
            match.state = game.determinize(original, seat, rng)
            match._legal = None
            assert hint(match, seat) == told
        match.state, match._legal = original, None
        match.play(seat, choose_move(match, seat, "simple"))


def test_bot_refuses_a_seat_not_to_move_and_unknown_kinds() -> None:
    match = cardtable.new_match("astronaut", players=2, seed=1)
    with pytest.raises(BadOptions):
        choose_move(match, 1)
    with pytest.raises(BadOptions):
        choose_move(match, 0, "genius")


def wins_against_random(kind: str, matches: int) -> int:
    """How many 1-round Astronaut matches bot ``kind`` wins outright against random."""
    wins = 0
    for seed in range(matches):
        match = cardtable.new_match("astronaut", players=2, seed=seed, options={"rounds": 1})
        player = seed % 2
        while not match.is_over:
            seat = match.to_move()[0]
            match.play(seat, choose_move(match, seat, kind if seat == player else "random"))
        wins += match.result()["winners"] == [player]
    return wins


def test_simple_bot_beats_random_at_astronaut() -> None:
    assert wins_against_random("simple", 30) >= 25


def test_greedy_bot_beats_random_at_astronaut() -> None:
    assert wins_against_random("greedy", 30) >= 25


@pytest.mark.parametrize("kind", ["simple", "greedy"])
def test_astronaut_bots_never_take_a_card_they_must_discard(kind: str) -> None:
    """Issue 9: the simple bot took a duplicate from the discard pile and had to discard
    it again, 90 times in a row. Over many seeded bot-vs-bot matches, no seat ever
    discards, in the same turn, a card like the one it took from the discard pile."""
    takes = 0
    for seed in range(40):
        match = cardtable.new_match("astronaut", players=2 + seed % 3, seed=seed,
                                    options={"rounds": 1})
        while not match.is_over:
            seat = match.to_move()[0]
            match.play(seat, choose_move(match, seat, kind))
        log = match.view(None)["log"]
        for taken, then in zip(log, log[1:]):
            if taken["type"] == "draw" and taken["from"] == "discard":
                takes += 1
                assert not (then["type"] == "discard" and then["seat"] == taken["seat"]
                            and def_id(then["card"]) == def_id(taken["card"])), (seed, taken)
    assert takes > 40  # the bots do take from the discard pile


def test_search_bot_beats_random_at_astronaut() -> None:
    assert wins_against_random("test-search", 6) >= 5


def test_red_cliffs_rollout_policy_and_evaluate() -> None:
    """Issue 5: Red Cliffs' rollout move is legal, makes a set when it can, and its
    evaluate gives each of 2 seats a value in [0, 1], the two summing to 1."""
    game = GAMES["red-cliffs"]
    match = cardtable.new_match("red-cliffs", players=2, seed=5)
    rng = random.Random(2)
    for _ in range(150):
        if match.is_over:
            break
        seat = match.to_move()[0]
        state = match.state
        legal = game.legal_moves(state, seat)
        move = game.rollout_move(state, seat, legal, rng)
        assert move in legal
        if any(m["type"] == "set" for m in legal):
            assert move["type"] == "set"
        values = game.evaluate(state)
        assert all(0.0 <= v <= 1.0 for v in values)
        assert sum(values) == pytest.approx(1.0)
        match.play(seat, move)


def test_bots_answer_a_window_that_asks_every_seat_at_once() -> None:
    """RC-10: in a claim window every seat is to move; each bot answers for its own seat,
    and a world sampled for one seat drops the other seats' sealed claims."""
    for seed in range(40):
        match = cardtable.new_match("red-cliffs", players=5, seed=seed, options={"target": 5})
        while not match.is_over and len(match.to_move()) < 3:
            seat = match.to_move()[0]
            match.play(seat, choose_move(match, seat, "simple"))
        if match.is_over:
            continue
        waiting = match.to_move()
        last = waiting[-1]
        assert choose_move(match, last, "test-search") in match.legal_moves(last)
        claimants = [s for s in waiting[1:]
                     if any(m["type"] == "claim" for m in match.legal_moves(s))]
        if not claimants:
            continue
        claimant = claimants[0]
        claim = next(m for m in match.legal_moves(claimant) if m["type"] == "claim")
        match.play(claimant, claim)  # sealed: it waits for the seats before it
        observer = next(s for s in match.to_move() if s != claimant)
        state = match.state
        assert isinstance(state, RedCliffsState)
        world = state.determinized(observer, random.Random(1))
        assert claimant in state.claim_answers and not world.claim_answers
        assert state.determinized(claimant, random.Random(1)).claim_answers
        return
    raise AssertionError("no seeded match reached a window with a sealed claim")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_search_view_is_the_seats_view(game_id: str) -> None:
    """Issue 20: the view a guided rollout computes from a state (``seat_view``, its
    zones, public facts and window made on first read) holds what the match's view of
    that seat holds, so the rule of thumb scores the moves alike in both."""
    game = GAMES[game_id]
    match = cardtable.new_match(game_id, players=game.min_players, seed=3)
    for step in range(60):
        if match.is_over:
            break
        seat = match.to_move()[0]
        view = match.view(seat, log_limit=0)
        legal = [entry["move"] for entry in view["legal"]]
        quick = seat_view(game, match.state, seat, legal, view["options"])
        if step % 5 == 0:
            for name in view["zones"]:
                assert quick["zones"][name] == view["zones"][name], name
            assert quick["public"] == view["public"]
            assert quick["window"] == view["window"]
        if all(choice_field(move) is None for move in legal):
            assert game.heuristic(quick, legal) == game.heuristic(view, legal)
        match.play(seat, choose_move(match, seat, "simple"))


def test_learned_evaluation_gives_every_seat_a_chance() -> None:
    """Issue 20: a learned evaluation turns each seat's features into win chances that add
    up to 1 (the higher score, the likelier), and scores a finished match as the game does."""
    model = ValueModel(("a", "b"), (1.0, -0.5))
    chances = model.win_chances([[2.0, 0.0], [0.0, 0.0], [0.0, 2.0]])
    assert sum(chances) == pytest.approx(1.0)
    assert chances[0] > chances[1] > chances[2]
    assert LEARNED, "no game has a learned evaluation"
    for game_id in LEARNED:
        game = GAMES[game_id]
        value = learned_evaluation(game)
        assert value is not None
        match = cardtable.new_match(game_id, players=game.min_players, seed=2)
        assert sum(value(match.state)) == pytest.approx(1.0)
        while not match.is_over:
            match.play(match.to_move()[0], choose_move(match, match.to_move()[0], "simple"))
        assert value(match.state) == game.evaluate(match.state)


def test_lobby_strength_lines_come_from_the_measured_table(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 20: the lobby's line per bot level is worded from the arena's figures."""
    from cardtable import strength
    monkeypatch.setattr(strength, "MEASURED", (
        ("astronaut", "hard", "simple", 2, 40, 26.0, 0.5, 0.78),
        ("redshirts", "hard", "simple", 3, 10, 5.5, 0.26, 0.8)))
    lines = strength.level_lines("astronaut")
    assert lines["hard"].replace("\u00a0", " ") == (
        "Measured here: it wins 65 % against the simple bot (40 matches, 95 % interval "
        "50–78 %).")
    assert lines["simple"].replace("\u00a0", " ").startswith(
        "Measured here: it wins 35 % against the hard bot (40 matches, 95 % interval 22–50 %")
    assert "50\u00a0% is even" in strength.level_lines("redshirts")["hard"]
    assert strength.level_lines("red-dwarf") == {}
    monkeypatch.setattr(strength, "MEASURED", (
        ("astronaut", "hard", "simple", 2, strength.FEWEST - 1, 5.0, 0.3, 0.8),))
    assert strength.level_lines("astronaut") == {}  # too few matches to tell a player
