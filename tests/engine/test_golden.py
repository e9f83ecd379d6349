"""Golden game records: bot matches replayed and diffed against stored transcripts.

When a rules change is intended, regenerate them with one command:

    CARDTABLE_UPDATE_GOLDEN=1 python3 -m pytest -q tests/engine/test_golden.py

and review the diff of ``tests/engine/golden/`` like any other change.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

import cardtable
from cardtable.bots import choose_move
from cardtable.games import GAMES

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("CARDTABLE_UPDATE_GOLDEN") == "1"
SEEDS = (11, 12)
GOLDEN_PLAYERS = {"redshirts": (2, 4, 7)}
"""Player counts with golden records, where not every variant has them."""


def golden_cases() -> list[tuple[str, int, dict[str, Any], int]]:
    cases = []
    for game_id, game in GAMES.items():
        for players, options in game.variants():
            quick = {"rounds": 1} if game_id == "astronaut" else {}
            if players not in GOLDEN_PLAYERS.get(game_id, (players,)):
                continue
            for seed in SEEDS[: 2 if players == game.min_players else 1]:
                cases.append((game_id, players, {**quick, **options}, seed))
    cases.append(("astronaut", 2, {"rounds": 2}, 11))  # a round end and the next deal (AS-G6)
    return cases


def case_name(game_id: str, players: int, options: dict[str, Any], seed: int) -> str:
    opts = "-".join(f"{key}{value}" for key, value in sorted(options.items()))
    return f"{game_id}-{players}p-{opts or 'default'}-seed{seed}"


def transcript(game_id: str, players: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """A simple-bot match: its record, every seat's final view of the log, the result."""
    match = cardtable.new_match(game_id, players=players, seed=seed, options=options)
    while not match.is_over:
        seat = match.to_move()[0]
        match.play(seat, choose_move(match, seat, "simple"))
    replayed = cardtable.replay(match.record())
    return {
        "record": match.record(),
        "result": replayed.result(),
        "log": [event["text"] for event in replayed.view(None)["log"]],
        "seat0_log": [event["text"] for event in replayed.view(0)["log"]],
    }


@pytest.mark.parametrize("case", golden_cases(), ids=lambda case: case_name(*case))
def test_golden_record_replays_identically(case: tuple[str, int, dict[str, Any], int]) -> None:
    path = GOLDEN / f"{case_name(*case)}.json"
    fresh = transcript(*case)
    if UPDATE or not path.exists():
        path.write_text(json.dumps(fresh, indent=1) + "\n", encoding="utf-8")
        if not UPDATE:
            pytest.fail(f"{path.name} was missing and has been written; commit it.")
    stored = json.loads(path.read_text(encoding="utf-8"))
    replayed = cardtable.replay(stored["record"])
    assert replayed.result() == stored["result"]
    assert [e["text"] for e in replayed.view(None)["log"]] == stored["log"]
    assert [e["text"] for e in replayed.view(0)["log"]] == stored["seat0_log"]
    assert fresh == stored, "the bot or the rules changed: regenerate if intended"


def test_every_game_has_golden_records() -> None:
    for game_id in GAMES:
        assert list(GOLDEN.glob(f"{game_id}-*.json")), f"no golden record for {game_id}"
