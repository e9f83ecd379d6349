"""A view asked again before anything changed comes from Match.cached_view's cache (per seat and
log limit, keyed by the state's version): it always equals the view computed afresh,
after a move, an undo and a different move in its place, for every seat and a spectator."""

from __future__ import annotations

import random

import pytest

import cardtable
from cardtable import Match
from cardtable.games import GAMES

from .test_playouts import QUICK_OPTIONS


def check(match: Match) -> None:
    for seat in [None, *range(match.players)]:
        for limit in (None, 0, 80):
            match.cached_view(seat, log_limit=limit)  # cached now
            assert match.cached_view(seat, log_limit=limit) == match.view(seat, log_limit=limit)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_cached_views_equal_fresh_ones_through_moves_and_undo(game_id: str) -> None:
    game = GAMES[game_id]
    players = game.min_players
    match = cardtable.new_match(game_id, players=players, seed=5, options=QUICK_OPTIONS.get(game_id, {}))
    rng = random.Random(3)
    undone = 0
    for _ in range(60):
        if match.is_over:
            break
        check(match)
        seat = match.to_move()[0]
        legal = [m for m in match.legal_moves(seat) if "choose" not in str(m)]
        if not legal:
            break
        match.play(seat, rng.choice(legal))
        if match.can_undo(seat) and len(legal) > 1:
            check(match)
            match.undo(seat)  # back to the same number of moves: the cache must not answer
            undone += 1
            check(match)
            match.play(seat, rng.choice(legal))
    check(match)


def test_a_cached_view_is_a_copy_at_its_top_level() -> None:
    match = cardtable.new_match("astronaut", players=2, seed=1, options={"rounds": 1})
    view = match.cached_view(0)
    view["zones"] = {}
    assert match.cached_view(0)["zones"]
