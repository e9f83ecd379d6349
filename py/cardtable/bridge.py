"""The one module the browser calls: JSON string in, JSON string out.

Request: ``{"op": ..., ...}``. Reply: ``{"ok": true, "result": ...}`` or
``{"ok": false, "error": {"code": ..., "message": ...}}``. No request, however
malformed, raises or changes a match it does not legally move.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import new_match, replay
from .bots import BOTS, choose_move
from .engine import Match
from .errors import CardtableError
from .selftest import random_playouts
from .games import GAMES, PLANNED

MAX_REQUEST = 1_000_000  # characters; a record of a long match is well below this

_matches: dict[str, Match] = {}
_next_id = 0


class BadRequest(CardtableError):
    """A request that is not JSON, names no known op, or lacks an argument."""

    code = "bad_request"


def handle(request_json: str) -> str:
    """Answer one JSON request with one JSON reply (never raises)."""
    try:
        if not isinstance(request_json, str) or len(request_json) > MAX_REQUEST:
            raise BadRequest("The request is not a string of acceptable size.")
        try:
            request = json.loads(request_json)
        except ValueError:
            raise BadRequest("The request is not valid JSON.") from None
        if not isinstance(request, dict) or request.get("op") not in OPS:
            raise BadRequest(f"Unknown op; expected one of {', '.join(OPS)}.")
        result = OPS[request["op"]](request)
        return json.dumps({"ok": True, "result": result})
    except CardtableError as error:
        return json.dumps({"ok": False, "error": {"code": error.code, "message": str(error)}})
    except Exception as error:  # a bug: report it rather than kill the worker
        return json.dumps({"ok": False, "error": {"code": "internal",
                                                  "message": f"{type(error).__name__}: {error}"}})


def _arg(request: dict[str, Any], key: str) -> Any:
    if key not in request:
        raise BadRequest(f"The {request['op']!r} request needs {key!r}.")
    return request[key]


def _match(request: dict[str, Any]) -> Match:
    match = _matches.get(_arg(request, "match")) if isinstance(request.get("match"), str) else None
    if match is None:
        raise BadRequest("No such match (it may have been closed).")
    return match


def _keep(match: Match) -> dict[str, Any]:
    global _next_id
    _next_id += 1
    key = f"m{_next_id}"
    _matches[key] = match
    return {"match": key}


def _games(request: dict[str, Any]) -> list[dict[str, Any]]:
    games = []
    for entry in PLANNED:
        game = GAMES.get(str(entry["id"]))
        games.append({**entry, "available": game is not None,
                      "options": game.options_schema if game else []})
    return games


def _catalog(request: dict[str, Any]) -> dict[str, Any]:
    game = GAMES.get(_arg(request, "game"))
    if game is None:
        raise BadRequest("No such game.")
    return game.card_catalog()


def _new(request: dict[str, Any]) -> dict[str, Any]:
    return _keep(new_match(_arg(request, "game"), players=_arg(request, "players"),
                           seed=_arg(request, "seed"), options=request.get("options")))


def _load(request: dict[str, Any]) -> dict[str, Any]:
    return _keep(replay(_arg(request, "record")))


def _view(request: dict[str, Any]) -> dict[str, Any]:
    limit = request.get("log_limit")
    if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or limit < 0):
        raise BadRequest("log_limit must be a whole number of events.")
    return _match(request).view(request.get("seat"), log_limit=limit)


def _play(request: dict[str, Any]) -> dict[str, Any]:
    match = _match(request)
    seat = _arg(request, "seat")
    events = match.play(seat, _arg(request, "move"))
    return {"events": match.describe_events(events)}


def _bot(request: dict[str, Any]) -> dict[str, Any]:
    return {"move": choose_move(_match(request), _arg(request, "seat"),
                                request.get("kind", "simple"))}


def _record(request: dict[str, Any]) -> dict[str, Any]:
    return _match(request).record()


def _selftest(request: dict[str, Any]) -> dict[str, Any]:
    matches = _arg(request, "matches")
    if not isinstance(matches, int) or not 1 <= matches <= 1000:
        raise BadRequest("matches must be a whole number from 1 to 1000.")
    return random_playouts(_arg(request, "game"), players=_arg(request, "players"),
                           matches=matches, options=request.get("options"))


def _close(request: dict[str, Any]) -> None:
    _matches.pop(_arg(request, "match"), None)


OPS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "games": _games, "catalog": _catalog, "bots": lambda request: list(BOTS),
    "new": _new, "load": _load, "view": _view, "play": _play, "bot": _bot,
    "record": _record, "close": _close, "selftest": _selftest,
}
