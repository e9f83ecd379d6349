"""The bridge's fair-play operations (``fair_*``): one :class:`~.table.FairTable` per
table this device sits at, its cryptography a call into JS (docs/fairplay.md).

In the browser the worker registers the JS module ``cardtable_fairjs`` (its ``call(op,
args_json)`` runs web/fair/crypto.js over the vendored @noble/curves and answers JSON);
tests set :data:`CALL` instead. Every reply names no card this seat may not know: the
view is the seat's own, the messages carry only masks, layers and proofs."""

from __future__ import annotations

import importlib
import json
from typing import Any

from ..errors import CardtableError
from ..games import GAMES
from .callscheme import Call, CallScheme
from .deck import Message
from .table import FairTable

SUPPORTED: dict[str, tuple[int, ...]] = {"astronaut": (2, 3), "red-cliffs": (2, 3)}
"""The games (and player counts) fair play runs today."""
WHY_NOT = {  # in a player's words (the lobby shows them); docs/fairplay.md "Left" says what is missing
    "astronaut": "only 2 and 3 players are tested so far",
    "red-cliffs": "at 4 or more players its sealed claims need answers sealed so nobody can change them, "
                  "which are not built yet",
    "red-dwarf": "some of its rules look at hidden cards in ways the shared deal cannot answer yet",
    "doctor-who": "its face-down attacks and the pass of three cards are not handled by the shared deal yet",
    "redshirts": "its hidden logs taken at random are not handled by the shared deal yet",
}
"""Why a game (or a player count) is not offered yet, for the lobby."""

CALL: Call | None = None
"""The scheme's call (tests); None: the browser's ``cardtable_fairjs`` module."""
_tables: dict[str, FairTable] = {}
_next = 0


class FairError(CardtableError):
    code = "fair"


def support() -> dict[str, Any]:
    """For the lobby: which games fair play runs, at which player counts, why not others."""
    return {"supported": {game: list(counts) for game, counts in SUPPORTED.items()},
            "why_not": dict(WHY_NOT)}


def _call() -> Call:
    if CALL is not None:
        return CALL
    try:  # registered by the worker (a JS module, not a file: named here, not imported)
        js = importlib.import_module("cardtable_fairjs")
    except ImportError:
        raise FairError("This device has no fair-play cryptography (web/fair/scheme.js).") from None

    def call(op: str, args: list[Any]) -> Any:
        return json.loads(str(js.call(op, json.dumps(args))))
    return call


def _table(request: dict[str, Any]) -> FairTable:
    table = _tables.get(str(request.get("table")))
    if table is None:
        raise FairError("No such fair table (it may have been closed).")
    return table


def _reply(key: str, table: FairTable, out: list[Message]) -> dict[str, Any]:
    """What the page needs after each step: the messages to send, and the state."""
    return {"table": key, "out": out, "seat": table.seat, "view": table.view(),
            "moves": table.my_moves(), "waiting": table.waiting_for(), "over": table.over,
            "played": table.applied, "stopped": table.stopped, "verdict": table.verdict(),
            "faults": [f"seat {f.seat}: {f.reason}" for f in table.faults]}


def fair_open(request: dict[str, Any]) -> dict[str, Any]:
    """A new fair table: ``game``, ``players``, ``options``, this device's ``seat``;
    with ``restore`` ({sk, nonce, transcript}: kept by this device) it comes back."""
    game_id, players, seat = request.get("game"), request.get("players"), request.get("seat")
    if game_id not in SUPPORTED or players not in SUPPORTED[str(game_id)]:
        raise FairError(f"Fair play is not offered for {game_id!r} at {players!r} players.")
    if not isinstance(seat, int) or not 0 <= seat < int(players):
        raise FairError(f"There is no seat {seat!r}.")
    options = request.get("options") or None
    table = FairTable(GAMES[str(game_id)], int(players), options, seat, CallScheme(_call()))
    global _next
    _next += 1
    key = f"f{_next}"
    _tables[key] = table
    kept = request.get("restore")
    if isinstance(kept, dict):
        out = table.restore(str(kept["sk"]), str(kept["nonce"]), list(kept["transcript"]))
    else:
        out = table.start()
    return _reply(key, table, out)


def fair_receive(request: dict[str, Any]) -> dict[str, Any]:
    """Messages the host relayed (``messages``, in its order)."""
    table = _table(request)
    out: list[Message] = []
    for message in request.get("messages") or []:
        out.extend(table.receive(message))
    return _reply(str(request["table"]), table, out)


def fair_play(request: dict[str, Any]) -> dict[str, Any]:
    """This seat's move (one of ``moves``): the messages to send."""
    table = _table(request)
    move = request.get("move")
    if move not in table.my_moves():
        raise FairError("That move is not one of yours now.")
    return _reply(str(request["table"]), table, table.propose(dict(move)))


def fair_keep(request: dict[str, Any]) -> dict[str, Any]:
    """What this device keeps in its own storage to come back: its key and nonce (the
    transcript it can get again from the host)."""
    table = _table(request)
    return {"sk": table.device.sk, "nonce": table.nonce}


def fair_close(request: dict[str, Any]) -> None:
    _tables.pop(str(request.get("table")), None)
