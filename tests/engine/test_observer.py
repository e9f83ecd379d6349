"""The observer check of issue 9 (the window rule), over random matches of every game.

What a seat observes depends only on public facts and its own cards: fork a position
into two worlds that differ only in cards seat A cannot see (``State.determinized``),
let the others pass in both, and A's views, legal moves, who is to move and the new log
events must be identical until a card is shown to A. RC-10's claim window is the case
that failed before: only seats able to claim were asked.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import cardtable
from cardtable.games import GAMES

from .invariants import check_two_worlds, pick
from .sweep import seeds as sweep_seeds
from .test_playouts import QUICK_OPTIONS

FORKS = sweep_seeds(80, 300)
"""Forks per game and player count (the issue's goal, CARDTABLE_SWEEP=full: at least 300)."""


def player_counts() -> list[tuple[str, int, dict[str, Any]]]:
    """Every game and player count once (Red Cliffs with teams where a count needs them),
    the counts a game's ``variants`` leaves out included (Redshirts at 6)."""
    cases: dict[tuple[str, int], dict[str, Any]] = {}
    for game_id, game in GAMES.items():
        for players, options in game.variants():
            cases.setdefault((game_id, players), {**QUICK_OPTIONS.get(game_id, {}), **options})
        for players in range(game.min_players, game.max_players + 1):
            cases.setdefault((game_id, players), dict(QUICK_OPTIONS.get(game_id, {})))
    return sorted(((game_id, players, options) for (game_id, players), options in cases.items()),
                  key=lambda case: (case[0], case[1]))


@pytest.mark.parametrize("game_id,players,options", player_counts(),
                         ids=lambda value: str(value).replace(" ", ""))
def test_two_worlds_look_the_same_until_a_card_is_shown(game_id: str, players: int,
                                                         options: dict[str, Any]) -> None:
    rng = random.Random(f"{game_id}:{players}")
    forks = compared = 0
    seed = 0
    while forks < FORKS:
        match = cardtable.new_match(game_id, players=players, seed=seed, options=options)
        seed += 1
        while not match.is_over and forks < FORKS:
            if rng.random() < 0.08:
                compared += check_two_worlds(match, rng.randrange(players), rng)
                forks += 1
            seat = rng.choice(match.to_move())
            match.play(seat, pick(match.legal_moves(seat), rng, uniform=False))
    assert compared > FORKS  # the forks compared real play, not just the fork itself
