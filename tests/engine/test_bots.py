"""Bots decide from their seat's view only, deterministically, and the simple one plays well."""

from __future__ import annotations

import random

import pytest

import cardtable
from cardtable import BadOptions
from cardtable.bots import BOTS, choose_move
from cardtable.games import GAMES


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("kind", list(BOTS))
def test_bot_choice_ignores_hidden_cards(game_id: str, kind: str) -> None:
    rng = random.Random(4)
    game = GAMES[game_id]
    match = cardtable.new_match(game_id, players=game.min_players, seed=8)
    for _ in range(60):
        if match.is_over:
            break
        seat = match.to_move()[0]
        choice = choose_move(match, seat, kind)
        original = match.state
        for _ in range(3):
            match.state = original.determinized(seat, rng)
            match._legal = None
            assert choose_move(match, seat, kind) == choice
        match.state, match._legal = original, None
        match.play(seat, choice)


def test_bot_refuses_a_seat_not_to_move_and_unknown_kinds() -> None:
    match = cardtable.new_match("astronaut", players=2, seed=1)
    with pytest.raises(BadOptions):
        choose_move(match, 1)
    with pytest.raises(BadOptions):
        choose_move(match, 0, "genius")


def test_simple_bot_beats_random_at_astronaut() -> None:
    wins = 0
    for seed in range(30):
        match = cardtable.new_match("astronaut", players=2, seed=seed, options={"rounds": 1})
        simple = seed % 2
        while not match.is_over:
            seat = match.to_move()[0]
            match.play(seat, choose_move(match, seat, "simple" if seat == simple else "random"))
        wins += match.result()["winners"] == [simple]
    assert wins >= 25
