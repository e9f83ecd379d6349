"""The JSON bridge: every op, and hostile input that must never raise or change a match."""

from __future__ import annotations

import json
import random
from typing import Any

from cardtable import bridge


def call(op: str, **args: Any) -> Any:
    reply = json.loads(bridge.handle(json.dumps({"op": op, **args})))
    assert reply["ok"], reply
    return reply["result"]


def error(request: str) -> dict[str, str]:
    reply = json.loads(bridge.handle(request))
    assert reply["ok"] is False and reply["error"]["message"]
    return dict(reply["error"])


def test_games_lists_all_five_with_availability() -> None:
    games = call("games")
    assert [g["id"] for g in games] == ["astronaut", "red-cliffs", "red-dwarf", "doctor-who",
                                        "redshirts"]
    assert next(g for g in games if g["id"] == "astronaut")["available"] is True
    assert call("bots") == ["random", "simple", "greedy", "easy", "normal", "hard"]
    assert call("catalog", game="astronaut")["stage-7"]["name"] == "Landing on the Moon"


def test_a_match_through_the_bridge_with_bots_and_a_record_that_reloads() -> None:
    match = call("new", game="astronaut", players=2, seed=99, options={"rounds": 1})["match"]
    while not call("view", match=match, seat=0)["is_over"]:
        seat = call("view", match=match, seat=None)["to_move"][0]
        move = call("bot", match=match, seat=seat, kind="simple")["move"]
        events = call("play", match=match, seat=seat, move=move)["events"]
        assert all("text" in event for event in events)
    record = call("record", match=match)
    again = call("load", record=record)["match"]
    assert call("view", match=again, seat=1) == call("view", match=match, seat=1)
    call("close", match=match)
    assert error(json.dumps({"op": "view", "match": match, "seat": 0}))["code"] == "bad_request"


def test_errors_carry_codes_and_readable_messages() -> None:
    assert error("not json")["code"] == "bad_request"
    assert error(json.dumps({"op": "explode"}))["code"] == "bad_request"
    assert error(json.dumps({"op": "new", "game": "chess", "players": 2, "seed": 1}))["code"] \
        == "bad_options"
    assert error(json.dumps({"op": "load", "record": {"format": "x"}}))["code"] == "bad_record"
    match = call("new", game="astronaut", players=2, seed=1)["match"]
    refused = error(json.dumps({"op": "play", "match": match, "seat": 1,
                                "move": {"type": "draw", "from": "pack"}}))
    assert refused == {"code": "illegal_move", "message": "It is not your turn."}


def test_a_corrupt_saved_record_is_refused_cleanly() -> None:
    match = call("new", game="astronaut", players=3, seed=5)["match"]
    for _ in range(20):
        seat = call("view", match=match, seat=None)["to_move"][0]
        call("play", match=match, seat=seat, move=call("bot", match=match, seat=seat)["move"])
    record = call("record", match=match)
    broken: Any
    for broken in ({**record, "seed": "x"}, {**record, "moves": record["moves"][:-1] + [[0, {}]]},
                   {**record, "moves": [[9, m] for _, m in record["moves"]]},
                   {**record, "version": 99}, {**record, "players": 7}, [], "record"):
        assert error(json.dumps({"op": "load", "record": broken}))["code"] == "bad_record"


def test_fuzzed_requests_never_raise_or_change_the_match() -> None:
    rng = random.Random(2026)
    match = call("new", game="astronaut", players=2, seed=3)["match"]
    before = call("view", match=match, seat=0)
    atoms: list[Any] = [None, True, -1, 0, 1, 2, 1e308, "", "m1", match, "draw", "pack", [], {},
                        "stage-1#1", "x" * 1000, {"type": "draw"}, [0, {"type": "draw"}]]
    keys = ["op", "match", "seat", "move", "type", "from", "card", "record", "game", "seed"]
    ops = ["play", "view", "bot", "record", "load", "new", "close", "catalog", "nope"]

    def value(depth: int) -> Any:
        if depth > 2 or rng.random() < 0.5:
            return rng.choice(atoms)
        if rng.random() < 0.5:
            return [value(depth + 1) for _ in range(rng.randrange(3))]
        return {rng.choice(keys): value(depth + 1) for _ in range(rng.randrange(4))}

    for _ in range(3000):
        request: Any = {"op": rng.choice(ops), "match": match, "seat": rng.choice(atoms),
                        "move": value(0)}
        if request["op"] in ("close", "play", "new", "load"):
            request["op"] = "view" if rng.random() < 0.5 else "play"
        text = json.dumps(request) if rng.random() < 0.9 else json.dumps(request)[:-3]
        reply = json.loads(bridge.handle(text))
        assert reply["ok"] or reply["error"]["code"] in ("bad_request", "illegal_move",
                                                         "bad_options"), reply
    assert call("view", match=match, seat=0) == before


def test_a_record_with_an_illegal_move_says_how_many_moves_replay() -> None:
    """Issue 9 item 5: the page offers "Resume up to move N" with N from here."""
    match = call("new", game="red-cliffs", players=3, seed=8, options={"target": 5})["match"]
    for _ in range(30):
        seat = call("view", match=match, seat=None)["to_move"][0]
        call("play", match=match, seat=seat, move=call("bot", match=match, seat=seat)["move"])
    record = call("record", match=match)
    moves = record["moves"]
    for damaged, good in ((moves[:17] + [[moves[17][0], {"type": "set", "cards": ["nope#1"]}]]
                           + moves[18:], 17),
                          (moves[:5] + [[9, moves[5][1]]] + moves[6:], 5),
                          (moves[:3] + ["garbage"] + moves[4:], 3),
                          (moves[:0] + [[0, {"type": "pass", "x": [[[]]]}]], 0)):
        reply = json.loads(bridge.handle(json.dumps({"op": "load", "record": {**record, "moves": damaged}})))
        assert reply["ok"] is False and reply["error"]["code"] == "bad_record"
        assert reply["error"]["good_moves"] == good, reply
        resumed = call("load", record={**record, "moves": damaged[:good]})["match"]
        assert call("view", match=resumed, seat=None)["move_count"] == good
    unusable = json.loads(bridge.handle(json.dumps({"op": "load", "record": {**record, "seed": "x"}})))
    assert unusable["error"]["good_moves"] is None


def test_a_host_snapshot_with_an_illegal_move_says_how_many_moves_replay() -> None:
    opened = call("host_open", game="astronaut", options={"rounds": 1},
                  seats=[{"name": "H", "kind": "human"}, {"name": "G", "kind": "remote"}])
    key = opened["session"]
    join = json.dumps({"v": 1, "t": "join", "name": "Gus", "token": None, "seat": None,
                       "contribution": "ab" * 32})
    match = call("host_receive", session=key, peer="p1", message=join)["match"]
    for _ in range(12):
        seat = call("view", match=match, seat=None)["to_move"][0]
        call("play", match=match, seat=seat, move=call("bot", match=match, seat=seat)["move"])
    snapshot = call("host_snapshot", session=key)
    record = snapshot["record"]
    damaged = {**snapshot, "record": {**record, "moves": record["moves"][:7] + [[0, {"type": "fly"}]]}}
    reply = json.loads(bridge.handle(json.dumps({"op": "host_open", "snapshot": damaged})))
    assert reply["error"]["code"] == "bad_record" and reply["error"]["good_moves"] == 7
    cut = {**snapshot, "record": {**record, "moves": record["moves"][:7]}}
    again = call("host_open", snapshot=cut)
    assert again["moves"] == 7 and again["commit"] == opened["commit"]
    broken_snapshot: Any
    for broken_snapshot in ({**snapshot, "record": []}, {**snapshot, "tokens": 5}, {**snapshot, "format": "x"}, []):
        reply = json.loads(bridge.handle(json.dumps({"op": "host_open", "snapshot": broken_snapshot})))
        assert reply["ok"] is False and reply["error"]["code"] == "bad_message", reply


def test_hint_names_a_legal_move_with_a_reason_and_changes_nothing() -> None:
    """Issue 20: 'What would the bot do?' is the hard bot's move for the asking seat."""
    match = call("new", game="red-cliffs", players=2, seed=5)["match"]
    before = call("view", match=match, seat=0)
    seat = before["to_move"][0]
    hinted = call("hint", match=match, seat=seat)
    assert hinted["label"] and hinted["why"].endswith(".")
    assert call("view", match=match, seat=0) == before
    call("play", match=match, seat=seat, move=hinted["move"])  # a legal move
    waiting = next(s for s in (0, 1) if s not in call("view", match=match, seat=None)["to_move"])
    error(json.dumps({"op": "hint", "match": match, "seat": waiting}))
