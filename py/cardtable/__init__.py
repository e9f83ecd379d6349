"""cardtable: rules engines for five tabletop card games, stdlib only.

Public API::

    game_ids(); new_match(game_id, *, players, seed, options=None) -> Match
    replay(record) -> Match; IllegalMove, BadOptions, BadRecord
"""

from __future__ import annotations

from typing import Any

from .engine import Match
from .errors import BadOptions, BadRecord, CardtableError, IllegalMove
from .games import GAMES
from .engine.match import RECORD_FORMAT, RECORD_VERSION

__all__ = ["BadOptions", "BadRecord", "CardtableError", "IllegalMove", "Match",
           "game_ids", "new_match", "replay"]


def game_ids() -> list[str]:
    """Ids of every playable game."""
    return list(GAMES)


def new_match(game_id: str, *, players: int, seed: int,
              options: dict[str, Any] | None = None) -> Match:
    """Deal a new match; raises ``BadOptions`` for an unknown game or bad set-up."""
    game = GAMES.get(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise BadOptions(f"There is no game {game_id!r}; choose one of {', '.join(GAMES)}.")
    return Match(game, players=players, seed=seed, options=options)


def replay(record: Any) -> Match:
    """Rebuild a match from its record; raises ``BadRecord`` if it is malformed or illegal."""
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise BadRecord("This is not a card table match record.")
    if record.get("version") != RECORD_VERSION:
        raise BadRecord(f"Unsupported record version {record.get('version')!r}.")
    moves = record.get("moves")
    if not isinstance(moves, list):
        raise BadRecord("The record has no list of moves.")
    try:
        match = new_match(record.get("game"), players=record.get("players"),  # type: ignore[arg-type]
                          seed=record.get("seed"), options=record.get("options"))  # type: ignore[arg-type]
    except BadOptions as error:
        raise BadRecord(f"The record's set-up is invalid: {error}") from None
    for number, entry in enumerate(moves, 1):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise BadRecord(f"Move {number} of the record is malformed.")
        try:
            match.play(entry[0], entry[1])
        except IllegalMove as error:
            raise BadRecord(f"Move {number} of the record is not legal: {error}") from None
    return match
