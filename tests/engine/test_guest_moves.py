"""Every legal move of every game reaches the host intact from a guest's device.

A guest's move goes through two checks before ``Match.play``: the wire check
(``netplay.parse_guest``, shape and size limits) and the host's session (seat token,
move number). Random matches of every game and variant, every seat a guest: every
legal move of every seat to move, at every position, passes the wire check; at
sampled positions every legal move is sent to a copy of the host's session, which
must play it; and a sample of the moves played go through the host's session itself.
A refusal anywhere fails, naming the move.
"""

from __future__ import annotations

import json
import pickle
import random
import secrets
import time
from typing import Any

import pytest

from cardtable import netplay, new_match
from cardtable.engine.choose import expand
from cardtable.games import GAMES
from cardtable.netplay import HostSession, Outgoing

from .invariants import pick
from .sweep import seeds

MATCHES = seeds(10, 200)  # per variant (the goal, CARDTABLE_SWEEP=full: 0 refusals over 200)
SAMPLE_EVERY = 250  # about one position in this many sends every legal move to a copy ...
SEND_EVERY = 50  # ... and one move played in this many goes through the session itself
QUICK_OPTIONS: dict[str, dict[str, Any]] = {"astronaut": {"rounds": 1}, "red-cliffs": {"target": 5}}
MATCH_COUNTS = {"redshirts": seeds(2, 100)}
"""Per game where a match is long (Redshirts: about a thousand moves), fewer matches."""


def cases() -> list[tuple[str, int, dict[str, Any]]]:
    return [(game_id, players, {**QUICK_OPTIONS.get(game_id, {}), **options})
            for game_id, game in GAMES.items() for players, options in game.variants()]


def move_message(token: str, number: int, move: Any) -> str:
    return json.dumps({"v": 1, "t": "move", "token": token, "n": number, "move": move})


def refusals(out: list[Outgoing]) -> list[str]:
    """The host's error replies among ``out`` (its views are not what is checked here)."""
    return [netplay.parse_host(o.message)["message"] for o in out
            if o.message.startswith('{"v":1,"t":"error"')]


def every_seat_a_guest(game_id: str, players: int, options: dict[str, Any]
                       ) -> tuple[HostSession, dict[int, str]]:
    """A dealt table whose every seat joined from its own device (peer ``p<seat>``)."""
    host = HostSession.open(game_id, [{"name": f"P{s}", "kind": "remote"} for s in range(players)],
                            options)
    tokens: dict[int, str] = {}
    for seat in range(players):
        out = host.receive(f"p{seat}", json.dumps({
            "v": 1, "t": "join", "name": f"G{seat}", "token": None, "seat": None,
            "contribution": secrets.token_hex(32)}))
        welcome = netplay.parse_host(out[0].message)
        assert welcome["t"] == "welcome", welcome
        tokens[welcome["seat"]] = welcome["token"]
        host.leave(f"p{seat}")  # only the mover is connected: one view per move
    assert host.match is not None
    return host, tokens


def test_every_game_is_covered() -> None:
    assert {game_id for game_id, _, _ in cases()} == set(GAMES)


@pytest.mark.parametrize("game_id,players,options", cases(),
                         ids=lambda value: str(value).replace(" ", ""))
def test_no_legal_move_of_a_guest_is_refused(game_id: str, players: int, options: dict[str, Any],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(netplay, "LOG_LIMIT", 1)  # views are not what is checked here
    started = time.perf_counter()
    checked: set[str] = set()  # moves (as repr) the wire check has passed
    played = sent = sampled = 0
    host, tokens = every_seat_a_guest(game_id, players, options)
    matches = MATCH_COUNTS.get(game_id, MATCHES)
    for number in range(matches):
        rng = random.Random(number)
        host.match = match = new_match(game_id, players=players, seed=number, options=options)
        while not match.is_over:
            for seat in match.to_move():
                for move in expand(match.legal_moves(seat), rng):  # what a guest sends
                    key = repr(move)
                    if key not in checked:  # raises BadMessage on a refusal:
                        netplay.parse_guest(move_message(tokens[seat], len(match.moves), move))
                        checked.add(key)
            seat = rng.choice(match.to_move())
            count = len(match.moves)
            if rng.randrange(SAMPLE_EVERY) == 0:
                sampled += 1
                kept = pickle.dumps(host)
                for move in expand(match.legal_moves(seat), rng):  # choose-k: concrete
                    other: HostSession = pickle.loads(kept)
                    out = other.receive(f"p{seat}", move_message(tokens[seat], count, move))
                    assert not refusals(out), (game_id, move, refusals(out))
                    assert other.match is not None and len(other.match.moves) == count + 1
            move = pick(match.legal_moves(seat), rng, uniform=number % 5 == 0)
            if rng.randrange(SEND_EVERY) == 0:
                sent += 1
                out = host.receive(f"p{seat}", move_message(tokens[seat], count, move))
                assert not refusals(out), (game_id, move, refusals(out))
                host.leave(f"p{seat}")
            else:
                match.play(seat, move)
            assert len(match.moves) == count + 1
            played += 1
    print(f"\n{game_id} {players}p {options}: {matches} matches, {played} moves, "
          f"{len(checked)} distinct legal moves checked, {sampled} positions sent whole, "
          f"{sent} moves sent, {time.perf_counter() - started:.1f} s")
    assert sent >= matches and sampled >= matches // 4
