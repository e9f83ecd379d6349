"""The one module the browser calls: JSON string in, JSON string out.

Request: ``{"op": ..., ...}``. Reply: ``{"ok": true, "result": ...}`` or
``{"ok": false, "error": {"code": ..., "message": ...}}``. No request, however
malformed, raises or changes a match it does not legally move. A request is measured
(size, nesting) before it is parsed. A saved record that stops replaying at some move
(``load``, ``host_open`` from a snapshot) fails with ``bad_record`` and
``"good_moves": n``, the moves that do replay, so the page can offer to resume there.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import netplay, new_match, replay, safejson
from .replays import Replay
from .bots import BOTS, choose_move, hint
from .engine import Match
from .errors import BadRecord, CardtableError
from .selftest import random_playouts
from .fairplay import session as fair
from .strength import level_lines
from .games import GAMES, PLANNED

MAX_REQUEST = 3_000_000  # characters: a host message (at most 2 MB) and its wrapping

_matches: dict[str, Match] = {}
_hosts: dict[str, netplay.HostSession] = {}
_replays: dict[str, Replay] = {}
MAX_REPLAYS = 3  # replays kept open at once (the oldest is closed)
_next_id = 0


class BadRequest(CardtableError):
    """A request that is not JSON, names no known op, or lacks an argument."""

    code = "bad_request"


class DamagedRecord(BadRecord):
    """A saved record whose first ``good_moves`` moves replay and the next does not."""

    def __init__(self, message: str, good_moves: int | None) -> None:
        super().__init__(message)
        self.good_moves = good_moves


def handle(request_json: str) -> str:
    """Answer one JSON request with one JSON reply (never raises)."""
    try:
        if not isinstance(request_json, str) or len(request_json) > MAX_REQUEST:
            raise BadRequest("The request is not a string of acceptable size.")
        try:
            request = safejson.loads(request_json, max_size=MAX_REQUEST)
        except safejson.UnsafeJSON as error:
            raise BadRequest(f"The request is refused unread: {error}") from None
        except ValueError:
            raise BadRequest("The request is not valid JSON.") from None
        if not isinstance(request, dict) or request.get("op") not in OPS:
            raise BadRequest(f"Unknown op; expected one of {', '.join(OPS)}.")
        result = OPS[request["op"]](request)
        return json.dumps({"ok": True, "result": result})
    except CardtableError as error:
        reply: dict[str, Any] = {"code": error.code, "message": str(error)}
        if isinstance(error, DamagedRecord):
            reply["good_moves"] = error.good_moves
        return json.dumps({"ok": False, "error": reply})
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
                      "options": game.options_schema if game else [],
                      "bot_notes": dict(game.bot_notes) if game else {},
                      "bot_strength": level_lines(game.id) if game else {}})
    return games


def _catalog(request: dict[str, Any]) -> dict[str, Any]:
    game = GAMES.get(_arg(request, "game"))
    if game is None:
        raise BadRequest("No such game.")
    return game.card_catalog()


def _new(request: dict[str, Any]) -> dict[str, Any]:
    return _keep(new_match(_arg(request, "game"), players=_arg(request, "players"),
                           seed=_arg(request, "seed"), options=request.get("options")))


def good_moves(record: Any) -> int | None:
    """How many moves of ``record`` replay from its start (None: its set-up does not)."""
    if not isinstance(record, dict) or not isinstance(record.get("moves"), list):
        return None
    try:
        match = replay({**record, "moves": []})
    except BadRecord:
        return None
    for number, entry in enumerate(record["moves"]):
        try:
            match.play(entry[0], entry[1])
        except (CardtableError, TypeError, KeyError, IndexError):
            return number
    return len(record["moves"])


def _replaying(record: Any, restore: Callable[[], Any]) -> Any:
    """``restore()``; a ``BadRecord`` comes back as ``DamagedRecord`` with its good moves."""
    try:
        return restore()
    except BadRecord as error:
        raise DamagedRecord(str(error), good_moves(record)) from None


def _load(request: dict[str, Any]) -> dict[str, Any]:
    record = _arg(request, "record")
    return _keep(_replaying(record, lambda: replay(record)))


def _log_limit(request: dict[str, Any]) -> int | None:
    limit = request.get("log_limit")
    if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or limit < 0):
        raise BadRequest("log_limit must be a whole number of events.")
    return limit


def _seat_view(match: Match, seat: Any, limit: int | None) -> dict[str, Any]:
    """A seat's view, plus ``undo_seat``: who may take back the last move now (public:
    it only says that the last mover's move showed nothing and nobody moved since)."""
    return {**match.cached_view(seat, log_limit=limit), "undo_seat": _undo_seat(match)}


def _view(request: dict[str, Any]) -> dict[str, Any]:
    limit = _log_limit(request)
    return _seat_view(_match(request), request.get("seat"), limit)


def _play(request: dict[str, Any]) -> dict[str, Any]:
    """Play a move: its events; with ``"view": seat`` (a seat or null) also that seat's new
    view, with ``"record": true`` the match's record (one call where a click needed three)."""
    match = _match(request)
    seat = _arg(request, "seat")
    limit = _log_limit(request)
    viewer = request.get("view")
    if viewer is not None and (not isinstance(viewer, int) or isinstance(viewer, bool)
                               or not 0 <= viewer < match.players):
        raise BadRequest("view must be a seat of this match or null.")  # checked before the move
    events = match.play(seat, _arg(request, "move"))
    reply: dict[str, Any] = {"events": match.describe_events(events)}
    if "view" in request:
        reply["view"] = _seat_view(match, viewer, limit)
    if request.get("record") is True:
        reply["record"] = match.record()
    return reply


def _bot(request: dict[str, Any]) -> dict[str, Any]:
    return {"move": choose_move(_match(request), _arg(request, "seat"),
                                request.get("kind", "simple"))}


def _hint(request: dict[str, Any]) -> dict[str, Any]:
    """What the hard bot would play for ``seat`` now, its label and one line why."""
    match, seat = _match(request), _arg(request, "seat")
    move, why = hint(match, seat)
    return {"move": move, "label": match.game.describe_move(match.state, seat, move),
            "why": why}


def _undo_seat(match: Match) -> int | None:
    """The seat that may take back its last move now (only ever the last mover), or None."""
    seat = match.moves[-1][0] if match.moves else None
    return seat if seat is not None and match.can_undo(seat) else None


def _undoable(request: dict[str, Any]) -> dict[str, Any]:
    return {"seat": _undo_seat(_match(request))}


def _undo(request: dict[str, Any]) -> dict[str, Any]:
    """Take back ``seat``'s last move (IllegalMove with the reason when not allowed)."""
    match = _match(request)
    match.undo(_arg(request, "seat"))
    return {"move_count": len(match.moves)}


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


# -- replays of finished matches (replays.py) -----------------------------------
def _replay_open(request: dict[str, Any]) -> dict[str, Any]:
    """Open a finished match's record: its summary and verification (``not_finished``
    for a record whose moves do not end the match, ``bad_record`` if it does not replay)."""
    opened = Replay(_arg(request, "record"), request.get("proof"))
    global _next_id
    _next_id += 1
    key = f"r{_next_id}"
    _replays[key] = opened
    while len(_replays) > MAX_REPLAYS:
        del _replays[next(iter(_replays))]
    return {"replay": key, **opened.summary()}


def _replay_view(request: dict[str, Any]) -> dict[str, Any]:
    """The table at ``step`` with every hand shown (``"seat": n``: seat n's own view
    as it was), and the move that led there."""
    key = request.get("replay")
    opened = _replays.get(key) if isinstance(key, str) else None
    if opened is None:
        raise BadRequest("No such replay (it may have been closed).")
    step = _arg(request, "step")
    limit = _log_limit(request)
    seat = request.get("seat")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)
                             or not 0 <= seat < opened.record["players"]):
        raise BadRequest("seat must be a seat of this match or null.")
    view = opened.seat_view(step, seat, log_limit=limit) if "seat" in request \
        else opened.open_view(step, log_limit=limit)
    return {"step": step, "moves": opened.length, "view": view, "move": opened.step_facts(step)}


def _replay_close(request: dict[str, Any]) -> None:
    _replays.pop(str(_arg(request, "replay")), None)


# -- play across devices (netplay.py) -------------------------------------------
def _host(request: dict[str, Any]) -> netplay.HostSession:
    key = request.get("session")
    host = _hosts.get(key) if isinstance(key, str) else None
    if host is None:
        raise BadRequest("No such host table (it may have been closed).")
    return host


def _host_reply(key: str, host: netplay.HostSession, out: list[netplay.Outgoing]) -> dict[str, Any]:
    """Outgoing messages plus what the host page needs: the match id once dealt."""
    match = None
    if host.match is not None:
        match = next((k for k, m in _matches.items() if m is host.match), None)
        if match is None:
            match = _keep(host.match)["match"]
    moves = len(host.match.moves) if host.match is not None else -1
    return {"session": key, "match": match, "moves": moves, "commit": host.commit,
            "names": list(host.names),
            "open": host.open_seats, "connected": sorted(host.peers),
            "watchers": host.watcher_names, "fair": host.fair,
            "peers": {str(seat): peer for seat, peer in host.peers.items()},
            "out": [{"peer": o.peer, "message": o.message} for o in out],
            "dropped": host.dropped[-5:]}


def _host_open(request: dict[str, Any]) -> dict[str, Any]:
    if "snapshot" in request:
        snapshot = request["snapshot"]
        record = snapshot.get("record") if isinstance(snapshot, dict) else None
        host = _replaying(record, lambda: netplay.HostSession.restore(snapshot))
    else:
        host = netplay.HostSession.open(_arg(request, "game"), _arg(request, "seats"),
                                        request.get("options"), fair=request.get("fair") is True)
    global _next_id
    _next_id += 1
    key = f"h{_next_id}"
    _hosts[key] = host
    return _host_reply(key, host, [])


def _host_receive(request: dict[str, Any]) -> dict[str, Any]:
    host = _host(request)
    host.dropped = []
    out = host.receive(_arg(request, "peer"), _arg(request, "message"),
                       watch_only=request.get("watch_only") is True)
    return _host_reply(request["session"], host, out)


def _host_sync(request: dict[str, Any]) -> dict[str, Any]:
    """After a move made on the host (a bot or a hot-seat human): update every guest."""
    host = _host(request)
    return _host_reply(request["session"], host, host.updates())


def _host_leave(request: dict[str, Any]) -> dict[str, Any]:
    host = _host(request)
    return _host_reply(request["session"], host, host.leave(str(_arg(request, "peer"))))


def _host_snapshot(request: dict[str, Any]) -> dict[str, Any]:
    return _host(request).snapshot()


def _host_close(request: dict[str, Any]) -> None:
    host = _hosts.pop(str(_arg(request, "session")), None)
    if host is not None and host.match is not None:
        for key in [k for k, m in _matches.items() if m is host.match]:
            del _matches[key]


def _guest_parse(request: dict[str, Any]) -> dict[str, Any]:
    """Check a message from the host; BadMessage if it is not well-formed protocol."""
    return netplay.parse_host(_arg(request, "message"))


def _guest_verify(request: dict[str, Any]) -> dict[str, Any]:
    seat, hashes = _arg(request, "seat"), _arg(request, "hashes")
    commit, contribution, reveal = (_arg(request, key) for key in ("commit", "contribution", "reveal"))
    if not (isinstance(seat, int) and isinstance(hashes, dict) and isinstance(reveal, dict)
            and isinstance(commit, str) and isinstance(contribution, str)):
        raise BadRequest("guest_verify needs seat, hashes, commit, contribution and reveal.")
    return netplay.verify(commit=commit, seat=seat, contribution=contribution,
                          hashes={str(k): str(v) for k, v in hashes.items()}, reveal=reveal)


OPS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "games": _games, "catalog": _catalog, "bots": lambda request: list(BOTS),
    "new": _new, "load": _load, "view": _view, "play": _play, "bot": _bot, "hint": _hint,
    "record": _record, "close": _close, "undoable": _undoable, "undo": _undo, "selftest": _selftest,
    "host_open": _host_open, "host_receive": _host_receive, "host_sync": _host_sync,
    "host_leave": _host_leave, "host_snapshot": _host_snapshot, "host_close": _host_close,
    "guest_parse": _guest_parse, "guest_verify": _guest_verify,
    "fair_support": lambda request: fair.support(), "fair_open": fair.fair_open,
    "fair_receive": fair.fair_receive, "fair_play": fair.fair_play, "fair_keep": fair.fair_keep,
    "fair_close": fair.fair_close,
    "replay_open": _replay_open, "replay_view": _replay_view, "replay_close": _replay_close,
}
