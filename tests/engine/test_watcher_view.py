"""The public (no-seat) view a watcher would be sent (issue 19, "Watchers"): the engine's
``Match.view(None)`` depends on public facts only. The observer check of test_observer.py
with no seat: fork a position into two worlds that differ in every card no seat shows to
all, let everyone pass where they can, and the no-seat views must be identical until a
card is made public.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import cardtable

from .invariants import check_two_worlds, pick
from .test_observer import player_counts

FORKS = 20
"""Forks per game and player count (found clean at 40 each when written)."""


@pytest.mark.parametrize("game_id,players,options", player_counts(),
                         ids=lambda value: str(value).replace(" ", ""))
def test_the_no_seat_view_shows_only_public_facts(game_id: str, players: int,
                                                  options: dict[str, Any]) -> None:
    rng = random.Random(f"watch:{game_id}:{players}")
    forks = compared = seed = 0
    while forks < FORKS:
        match = cardtable.new_match(game_id, players=players, seed=seed, options=options)
        seed += 1
        while not match.is_over and forks < FORKS:
            if rng.random() < 0.08:
                compared += check_two_worlds(match, None, rng)  # type: ignore[arg-type]  # no seat
                forks += 1
            seat = rng.choice(match.to_move())
            match.play(seat, pick(match.legal_moves(seat), rng, uniform=False))
    assert compared > 0  # the forks compared real play (Doctor Who shows cards within a step or two)
    view = match.view(None)
    assert view["seat"] is None and not view["legal"]  # a watcher is offered no move
