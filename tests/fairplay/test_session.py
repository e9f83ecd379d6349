"""The bridge's fair_* operations as the browser calls them (JSON in, JSON out), two
tables in one engine standing for two devices, the scheme's call over the toy group:
a whole Astronaut match relayed in one order, each reply naming only its seat's cards,
both verdicts "verified"; unsupported games are refused with the lobby's reason."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from cardtable import bridge
from cardtable.fairplay import session

from .toyscheme import ToyScheme

CARD = re.compile(r"[A-Za-z0-9_.:-]+#\d+")
SNAKE = {"keypair": "keypair", "proveKey": "prove_key", "checkKey": "check_key", "matches": "matches",
         "jointKey": "joint_key", "plain": "plain", "remask": "remask", "share": "share",
         "checkShare": "check_share", "unmask": "unmask"}


@pytest.fixture
def toy_call() -> Iterator[None]:
    scheme = ToyScheme(5)

    def call(op: str, args: list[Any]) -> Any:  # JSON both ways, as over the worker's JS call
        return json.loads(json.dumps(getattr(scheme, SNAKE[op])(*args)))

    session.CALL = call
    yield
    session.CALL = None


def ask(op: str, **args: Any) -> Any:
    reply = json.loads(bridge.handle(json.dumps({"op": op, **args})))
    assert reply["ok"], reply
    return reply["result"]


def test_fair_support_says_which_games_and_why_not_the_others() -> None:
    support = ask("fair_support")
    assert support["supported"]["astronaut"] == [2, 3]
    assert set(support["why_not"]) >= {"red-dwarf", "doctor-who", "redshirts"}
    refused = json.loads(bridge.handle(json.dumps({"op": "fair_open", "game": "redshirts",
                                                   "players": 2, "seat": 0})))
    assert not refused["ok"] and refused["error"]["code"] == "fair"


def test_two_devices_through_the_bridge_play_to_the_end_and_verify(toy_call: None) -> None:
    replies = [ask("fair_open", game="astronaut", players=2, options={"rounds": 1}, seat=s) for s in (0, 1)]
    tables = [r["table"] for r in replies]
    log: list[dict[str, Any]] = []
    pending = [m for r in replies for m in r["out"]]
    read = [0, 0]
    seen_by: list[set[str]] = [set(), set()]
    last: list[dict[str, Any]] = list(replies)
    steps = 0
    while (pending or any(r < len(log) for r in read)) and steps < 20000:
        steps += 1
        log.extend(pending)
        pending = []
        for seat in (0, 1):
            reply = ask("fair_receive", table=tables[seat], messages=log[read[seat]:])
            read[seat] = len(log)
            pending.extend(reply["out"])
            last[seat] = reply
            seen_by[seat] |= set(CARD.findall(json.dumps(reply["view"])))
            if reply["moves"]:
                move = next((m for m in reply["moves"] if m["type"] == "play"), reply["moves"][0])
                pending.extend(ask("fair_play", table=tables[seat], move=move)["out"])
    assert [r["verdict"] for r in last] == ["verified", "verified"]
    assert last[0]["played"] > 20 and all(r["over"] for r in last)
    # a card that only ever lay in the guest's hand never reached the host's replies
    assert seen_by[1] - seen_by[0]
    kept = ask("fair_keep", table=tables[0])
    assert set(kept) == {"sk", "nonce"}
    for table in tables:
        ask("fair_close", table=table)
