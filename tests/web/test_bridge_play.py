"""The bridge's one-call click (bridge.py ``play`` with ``view`` and ``record``): what the
table needs after a move comes back in one worker round trip instead of three."""

from __future__ import annotations

import json
from typing import Any

from cardtable import bridge


def call(op: str, **args: Any) -> Any:
    reply = json.loads(bridge.handle(json.dumps({"op": op, **args})))
    assert reply["ok"], reply
    return reply["result"]


def test_play_returns_the_events_the_seats_new_view_and_the_record() -> None:
    match = call("new", game="astronaut", players=2, seed=7, options={"rounds": 1})["match"]
    for _ in range(6):
        seat = call("view", match=match, seat=None)["to_move"][0]
        move = call("bot", match=match, seat=seat, kind="simple")["move"]
        played = call("play", match=match, seat=seat, move=move, view=seat, record=True, log_limit=80)
        assert played["view"] == call("view", match=match, seat=seat, log_limit=80)
        assert played["record"] == call("record", match=match)
        assert played["events"] and all("text" in event for event in played["events"])
    spectator = call("bot", match=match, seat=call("view", match=match, seat=None)["to_move"][0], kind="simple")
    seat = call("view", match=match, seat=None)["to_move"][0]
    played = call("play", match=match, seat=seat, move=spectator["move"], view=None)
    assert played["view"] == call("view", match=match, seat=None) and "record" not in played


def test_a_bad_view_seat_is_refused_before_the_move_is_played() -> None:
    match = call("new", game="astronaut", players=2, seed=7, options={"rounds": 1})["match"]
    seat = call("view", match=match, seat=None)["to_move"][0]
    move = call("bot", match=match, seat=seat, kind="simple")["move"]
    for bad in (5, True, "0"):
        reply = json.loads(bridge.handle(json.dumps(
            {"op": "play", "match": match, "seat": seat, "move": move, "view": bad})))
        assert reply["ok"] is False and "view" in reply["error"]["message"]
    assert call("view", match=match, seat=None)["move_count"] == 0
