"""Replays (py/cardtable/replays.py): a finished match steps to its end and back, every
seat's view at each step is the view that seat had in the live match, every hand is
shown, and a match still being played is refused (its hands stay secret)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

import cardtable
from cardtable import bridge, netplay
from cardtable.errors import BadRecord
from cardtable.replays import Replay

GOLDEN = Path(__file__).parent / "golden"
LOG_LIMIT = 12
"""Events of the log compared at each step (the whole log is compared at the end)."""
EVERY_STEP = 400
"""Matches up to this long compare every step; longer ones every few steps."""


def golden_records() -> list[Path]:
    """One golden record per game (the first of each), so every game is replayed."""
    seen: dict[str, Path] = {}
    for path in sorted(GOLDEN.glob("*.json")):
        game = json.loads(path.read_text(encoding="utf-8"))["record"]["game"]
        seen.setdefault(game, path)
    return list(seen.values())


def digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()


@pytest.mark.parametrize("path", golden_records(), ids=lambda path: path.stem)
def test_replay_of_golden_match_shows_the_live_views_forwards_and_back(path: Path) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))["record"]
    replay = Replay(record)
    moves = record["moves"]
    assert replay.length == len(moves)
    stride = 1 if len(moves) <= EVERY_STEP else 7
    checked = sorted({*range(0, len(moves) + 1, stride), len(moves)})
    live = cardtable.new_match(record["game"], players=record["players"], seed=record["seed"],
                               options=record["options"])
    seats = [*range(record["players"]), None]
    forwards: dict[int, str] = {}
    for step in range(len(moves) + 1):
        if step:
            live.play(*moves[step - 1])
        if step not in checked:
            continue
        views = [live.view(seat, log_limit=LOG_LIMIT) for seat in seats]
        replayed = [replay.seat_view(step, seat, log_limit=LOG_LIMIT) for seat in seats]
        assert replayed == views, f"step {step}"
        shown = replay.open_view(step, log_limit=LOG_LIMIT)
        for name, zone in shown["zones"].items():
            if zone["visibility"] == "owner":  # a hand: shown as its holder saw it
                assert zone["cards"] == views[zone["owner"]]["zones"][name]["cards"], name
            else:
                assert zone == views[-1]["zones"][name], name
        forwards[step] = digest(shown)
    for step in reversed(checked):  # and back, to the deal
        assert digest(replay.open_view(step, log_limit=LOG_LIMIT)) == forwards[step], f"back at {step}"
    end = replay.seat_view(len(moves), 0)
    assert [e["text"] for e in end["log"]] == [e["text"] for e in live.view(0)["log"]]
    assert replay.summary()["result"] == live.result()


def test_open_view_shows_every_hand_and_every_logged_card() -> None:
    record = json.loads(golden_records()[0].read_text(encoding="utf-8"))["record"]
    view = Replay(record).open_view(len(record["moves"]) // 2)
    hands = [zone for name, zone in view["zones"].items() if zone["visibility"] == "owner"]
    assert hands and all(zone["cards"] is not None and None not in zone["cards"] for zone in hands)
    assert all(event.get("card", "") is not None for event in view["log"])
    assert view["legal"] == [] and view["seat"] is None


def test_a_match_still_being_played_is_refused_and_shows_nothing() -> None:
    record = json.loads(golden_records()[0].read_text(encoding="utf-8"))["record"]
    unfinished = {**record, "moves": record["moves"][:-1]}
    with pytest.raises(BadRecord, match="Only a finished match"):
        Replay(unfinished)
    reply = json.loads(bridge.handle(json.dumps({"op": "replay_open", "record": unfinished})))
    assert reply["ok"] is False and reply["error"]["code"] == "not_finished"
    assert "#" not in json.dumps(reply)  # no card instance id of any hand


def test_a_damaged_record_is_refused_readably() -> None:
    record = json.loads(golden_records()[0].read_text(encoding="utf-8"))["record"]
    for damaged in ({**record, "moves": [[0, {"type": "nonsense"}]]}, {**record, "format": "x"},
                    {**record, "moves": [["a"]]}, "not a record", {**record, "seed": -1}):
        reply = json.loads(bridge.handle(json.dumps({"op": "replay_open", "record": damaged})))
        assert reply["ok"] is False and reply["error"]["code"] == "bad_record", damaged


def test_bridge_replay_steps_and_verifies() -> None:
    record = json.loads(golden_records()[0].read_text(encoding="utf-8"))["record"]
    opened = json.loads(bridge.handle(json.dumps({"op": "replay_open", "record": record})))["result"]
    assert opened["moves"] == len(record["moves"]) and opened["verification"]["ok"] is True
    key = opened["replay"]
    first = json.loads(bridge.handle(json.dumps({"op": "replay_view", "replay": key, "step": 1,
                                                 "log_limit": 5})))["result"]
    assert first["move"]["seat"] == record["moves"][0][0] and first["move"]["label"]
    assert first["view"]["revealed"] is True and first["view"]["move_count"] == 1
    assert first["move"]["events"]
    at_zero = json.loads(bridge.handle(json.dumps({"op": "replay_view", "replay": key, "step": 0})))
    assert at_zero["result"]["move"] is None
    out = json.loads(bridge.handle(json.dumps({"op": "replay_view", "replay": key, "step": 10**6})))
    assert out["ok"] is False
    bridge.handle(json.dumps({"op": "replay_close", "replay": key}))
    gone = json.loads(bridge.handle(json.dumps({"op": "replay_view", "replay": key, "step": 0})))
    assert gone["ok"] is False and gone["error"]["code"] == "bad_request"


def test_verification_checks_a_fair_shuffle_proof() -> None:
    secret = "ab" * 32
    contributions = ["cd" * 32, None]
    seed = netplay.derive_seed(secret, contributions)
    match = cardtable.new_match("astronaut", players=2, seed=seed, options={"rounds": 1})
    from cardtable.bots import choose_move
    while not match.is_over:
        seat = match.to_move()[0]
        match.play(seat, choose_move(match, seat, "simple"))
    proof = {"commit": netplay.commitment(secret), "secret": secret, "contributions": contributions}
    good = Replay(match.record(), proof).verification()
    assert good["ok"] and any("fair shuffle" in check for check in good["checks"])
    forged = Replay(match.record(), {**proof, "secret": "ef" * 32}).verification()
    assert not forged["ok"] and "commitment" in forged["problems"][0]
    other = Replay(match.record(), {**proof, "contributions": ["00" * 32, None]}).verification()
    assert not other["ok"] and "seed" in other["problems"][0]
    assert not Replay(match.record(), "junk").verification()["ok"]
