"""Slips in the words players read (issue 18, item 11): every move label and log text of
random playouts of every game, swept for a doubled word ("Play Play Risk"), "(s)", a
"1" before a plural ("1 cards"), a doubled full stop after a card name ending in one,
and a ruling id ("(RS-7)"), which means nothing to a player in a log line or on a button
(the rules drawer lists the rulings by id; the log says what happened).

A card name may hold a doubled word of its own ("Mirror, Mirror"): only a word repeated
with nothing but spaces or a colon between counts.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import cardtable
from cardtable.engine.choose import expand
from cardtable.games import GAMES
from engine.sweep import seeds


SLIPS = {
    # "Play Play Risk", "Zap: Zap:", and a label's first word again after its colon as a
    # heading of its own ("Zap Milo: Zap, only during ...: ...")
    "a doubled word": re.compile(r"\b([A-Za-z]+)(?:\s+|\s*:\s*)\1\b|^([A-Za-z]+)\b[^:]*:\s*\2\s*[:,(]", re.IGNORECASE),
    "(s)": re.compile(r"\w\(s\)"),
    # "1 cards", not "Round 1 scores" (a numbered thing, then a verb) nor "1 is"
    "1 before a plural": re.compile(
        r"(?<!round )(?<!stage )(?<!pile )(?<!turn )(?<!team )"
        r"\b(?:1|(?-i:one)) (?!(?:is|as|was|has|its|this|plus|thus)\b)([A-Za-z]{2,}s)\b", re.IGNORECASE),
    "a doubled full stop": re.compile(r"(?<!\.)[.!?]\.(?!\.)"),
    "a ruling id": re.compile(r"\b[A-Z]{2}-G?\d+\b"),
}
SEEDS = seeds(4, 40)  # per variant (CARDTABLE_SWEEP=full: 40)
MAX_MOVES = 400  # per playout: every kind of move and event shows up well before


def setups(game_id: str) -> list[tuple[int, dict[str, Any]]]:
    """The smallest and the largest table of each variant (quick options)."""
    quick = {"rounds": 1} if game_id == "astronaut" else {"target": 5} if game_id == "red-cliffs" else {}
    variants = GAMES[game_id].variants()
    counts = sorted({players for players, _ in variants})
    keep = {counts[0], counts[-1]}
    return [(players, {**quick, **options}) for players, options in variants if players in keep]


def words_of_playout(game_id: str, players: int, options: dict[str, Any], seed: int) -> Iterator[tuple[str, str]]:
    """("label" | "log", text) for every legal move offered and every log line of one
    random playout (seat names left as {n}; every seat's view of the log)."""
    match = cardtable.new_match(game_id, players=players, seed=seed, options=options)
    game, rng = match.game, random.Random(seed)
    for _ in range(MAX_MOVES):
        if match.is_over:
            break
        seat = match.to_move()[0]
        legal = match.legal_moves(seat)
        for move in legal:
            yield "label", game.describe_move(match.state, seat, move)
        match.play(seat, rng.choice(expand(legal, rng)))
    for viewer in [None, *range(players)]:
        for event in match.state.redacted_log(viewer):
            yield "log", game.describe_event(event)


def slips_in(text: str) -> list[str]:
    """The names of the slips in `text` (a label or a log text)."""
    return [name for name, pattern in SLIPS.items() if pattern.search(text)]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_labels_and_log_texts_have_no_slips(game_id: str) -> None:
    slips: dict[str, set[str]] = {}
    for players, options in setups(game_id):
        for seed in range(SEEDS):
            for kind, text in words_of_playout(game_id, players, options, seed):
                for name in slips_in(text):
                    slips.setdefault(f"{kind}: {name}", set()).add(text)
    assert not slips, {key: sorted(texts)[:5] for key, texts in slips.items()}


@pytest.mark.parametrize("text,expected", [
    ("Play Play Risk under Rimmer", ["a doubled word"]),
    ("Take Take-Off from the discard pile", ["a doubled word"]),
    ("Zap: Zap: UnZap another Redshirt", ["a doubled word"]),
    ("Zap Basil Chlorophyll: Zap: UnZap another Redshirt", ["a doubled word"]),
    ("Zap Milo Beamsworth: Zap, only during Modify the Attempt: Remove it", ["a doubled word"]),
    ("Zap Spock (nerve pinch): Zap target Redshirt.", []),
    ("The deck is empty: the discard pile makes a new deck.", []),
    ("Mirror, Mirror: choose Ada Circuitry", []),
    ("Discard 1 card(s)", ["(s)"]),
    ("Pass 1 cards", ["1 before a plural"]),
    ("{0} plays Belay That Order!.", ["a doubled full stop"]),
    ("Mirror, Mirror is Attached to Bob.", []),
    ("Round 1 scores: {0} 1, {1} 1.", []),
    ("Discard Reserve Astronaut (you must: your stage 1 is filled)", []),
    ("Keep Blue 1 as your prize", []),
    ("Round 1 begins; {0} plays first.", []),
    ("The TARDIS token on Planet One goes back to {0}.", []),
    ("Wait for it...", []),
])
def test_the_sweep_catches_the_slips_it_looks_for(text: str, expected: list[str]) -> None:
    assert slips_in(text) == expected


def test_a_ruling_id_is_a_slip_in_what_players_read() -> None:
    assert slips_in("{0} may attempt again or drop it (RS-7).") == ["a ruling id"]
    assert slips_in("Game End (DW-G4) is set aside.") == ["a ruling id"]
    assert slips_in("Drop the Mission (no penalty)") == []
