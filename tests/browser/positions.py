"""Saved matches that resume at a chosen position, for the layout and face tests.

The engine (the same Python package the page runs) plays simple bots from a seed until a
predicate holds for seat 0's view; the moves become a saved match in localStorage, so the
page resumes right there (seat 0 a human, the others simple bots).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import cardtable.bridge
from browserkit import BASE
from playwright.sync_api import Page

SAVE_KEY = f"cardtable:{BASE}:save"
View = dict[str, Any]


def call(op: str, **args: Any) -> Any:
    reply = json.loads(cardtable.bridge.handle(json.dumps({"op": op, **args})))
    assert "error" not in reply, reply
    return reply.get("result")


def record_until(game: str, players: int, *, seed: int, options: dict[str, Any] | None = None,
                 until: Callable[[View], bool], limit: int = 600, among: bool = False) -> dict[str, Any]:
    """The record of a match of simple bots played from `seed` until `until(seat 0's view)`
    holds with seat 0 to move (`among`: seat 0 among those asked, as in a window);
    AssertionError if it never does within `limit` moves."""
    match = call("new", game=game, players=players, seed=seed, options=options or {})["match"]
    try:
        for _ in range(limit):
            view = call("view", match=match, seat=0)
            assert not view["is_over"], f"{game}: the match ended before the position"
            if (0 in view["to_move"] if among else view["to_move"] == [0]) and until(view):
                return dict(call("record", match=match))
            seat = view["to_move"][0]
            move = call("bot", match=match, seat=seat, kind="simple")["move"]
            call("play", match=match, seat=seat, move=move)
        raise AssertionError(f"{game}: no such position in {limit} moves")
    finally:
        call("close", match=match)


def seats_for(players: int, human: str = "Alex") -> list[dict[str, str]]:
    names = ["Billie", "Clara", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy"]
    return [{"name": human, "kind": "human"},
            *({"name": names[i], "kind": "bot", "bot": "simple"} for i in range(players - 1))]


def seed_position(page: Page, record: dict[str, Any], seats: list[dict[str, str]] | None = None) -> None:
    """Keep `record` as this browser's saved match (before the page loads)."""
    save = json.dumps({"record": record, "seats": seats or seats_for(record["players"]), "savedAt": 0})
    page.add_init_script(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(save)})")
