"""The omniscient search bot: the ceiling for a game's bots (bench only, never shipped).

It runs the same search as ``hard`` but every iteration plays in the true state: it
sees every hidden card (hands, deck order, sealed choices). How far it beats the simple
bot says how much the game rewards skill at all; the hard bot, which decides only from
what its seat may see, is measured against that ceiling in the README's Bots section.
This module lives in bench/ and is imported by bench/arena.py only: nothing in py/ or
web/ can reach it.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from cardtable.bots import BOTS, SearchBot  # noqa: E402
from cardtable.engine import Match, Move, State  # noqa: E402
from cardtable.engine.choose import expand  # noqa: E402

KIND = "omniscient"


def omniscient_move(match: Match, seat: int) -> Move:
    """The move the hard bot's search makes for ``seat`` when it sees the whole state."""
    hard = BOTS["hard"]
    assert isinstance(hard, SearchBot)
    view = match.view(seat, log_limit=0)
    legal = [entry["move"] for entry in view["legal"]]
    rng = random.Random(f"omniscient:{match.seed}:{len(match.moves)}:{seat}")
    legal = expand(legal, rng)
    truth = match.state

    def sample(draw: random.Random) -> State:
        world: State = truth.clone()
        return world

    return dict(hard.choose(match.game, view, legal, rng, sample))
