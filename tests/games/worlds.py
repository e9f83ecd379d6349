"""Re-dealt worlds along a simple-bot match, for the games' re-deal tests: every world a
search bot may imagine keeps each zone's size, every zone its viewer sees, and the
public view; the caller checks what its game adds (which cards may be where)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import cardtable
from cardtable.bots import choose_move


def re_dealt_worlds(game_id: str, players: int, seed: int, count: int) -> Iterator[tuple[int, Any, Any]]:
    """(viewer, world, the real state) for every seat at each position of a seeded
    simple-bot match, until ``count`` worlds were checked (fails if the match ends first)."""
    rng = random.Random(3)
    match = cardtable.new_match(game_id, players=players, seed=seed)
    game = match.game
    checked = 0
    while not match.is_over and checked < count:
        seat = match.to_move()[0]
        state = match.state
        for viewer in range(players):
            world = game.determinize(state, viewer, rng)
            for name, zone in state.zones.items():
                other = world.zones[name]
                assert len(other.cards) == len(zone.cards), name
                if zone.visible_to(viewer):
                    assert other.cards == zone.cards, name
            assert game.public_view(world, viewer) == game.public_view(state, viewer)
            yield viewer, world, state
            checked += 1
        match.play(seat, choose_move(match, seat, "simple"))
    assert checked >= count
