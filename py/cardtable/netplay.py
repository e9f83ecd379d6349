"""Play across devices: the host's authority, the guests' checks, and the wire format.

The host device runs the match; guests send moves and receive only their seat's
view. Every guest message is a JSON string checked here (size, version, schema,
seat token) before it can touch the match; anything else is refused with an
error for that peer or dropped, and never changes a match.

Wire format (version 1), guest to host::

    {"v": 1, "t": "join", "name": str, "contribution": hex64, "token": hex32 | null,
     "seat": int | null}
    {"v": 1, "t": "move", "token": hex32, "n": int, "move": {...}}   # n: move count seen
    {"v": 1, "t": "sync", "token": hex32}
    {"v": 1, "t": "watch", "name": str}   # watch the table: no seat, the public view only

A move is an object with a ``type``: short keys, plain values (short strings, small
whole numbers, booleans, null) and small lists or objects of them, at most
``MOVE_DEPTH`` levels deep (e.g. ``{"type": "set", "cards": ["a#1", "b#2", "c#1"]}``).
One connection holds one seat: a peer that took a seat cannot take another.

A move answers the position of move ``n``; if the table moved on since, the move is
refused as stale (the guest gets the new view) unless the seat is still asked the very
same question: its legal moves have not changed since before move ``n`` and only other
seats moved since (several seats asked at once, e.g. a claim window: their answers
arrive in any order).

host to guest::

    {"v": 1, "t": "welcome", "seat", "token", "commit", "game", "options", "names"}
    {"v": 1, "t": "lobby", "names", "open": [seats still free], "commit"}
    {"v": 1, "t": "view", "view": <Match.view(seat)>, "hash": hex64, "names"}
    {"v": 1, "t": "reveal", "secret": hex64, "contributions": [hex64 | null], "record"}
    {"v": 1, "t": "error", "code": str, "message": str}
    {"v": 1, "t": "watching", "game", "options", "names", "watchers", "commit"}   # to a new watcher
    {"v": 1, "t": "watchers", "names": [str]}   # to everyone, when a watcher comes or goes

A watcher's views are the no-seat view (``Match.view(None)``: public facts only, never a
hand or a sealed answer, no legal moves); once the match is over it gets the reveal too
(the record is public then: a replay shows every hand), so it can watch the replay and
check the shuffle against the commitment it was given. A watcher coming or going changes
nothing for the players but the ``watchers`` list they are shown. A peer that came in
through the watch link (``receive(..., watch_only=True)``: the host's page knows which
connections those are) may only watch: a join, move or sync from it is refused.

(The host's page sends a view as a diff against the last one the guest acknowledged when
that is smaller, and the guest rebuilds the whole message before ``parse_host`` sees it:
web/net/viewwire.js, docs/speed.md.)

Fair shuffle: the host commits to ``sha256(secret)`` before anyone joins; each
guest sends a random contribution; the match seed is ``derive_seed`` of all of
them; at the end the host reveals the secret and the record and each guest
replays the whole match (``verify``).
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from . import new_match, replay, safejson
from .fairplay import session as fair_session
from .engine import Match
from .engine.match import MAX_SEED
from .errors import CardtableError

VERSION = 1
MAX_MESSAGE = 4096  # characters, guest to host: a move is well below this
MAX_HOST_MESSAGE = 2_000_000  # characters, host to guest: a view or a full record
LOG_LIMIT = 80  # events of the log each view carries (the UI shows as many)
MAX_NAME = 24
SEAT_KINDS = ("remote", "human", "bot")
MOVE_DEPTH = 3  # the move object, a list or object in it, one more inside that
MOVE_KEYS = 12  # keys of one object in a move
MOVE_LIST = 32  # items of one list in a move
MOVE_VALUES = 64  # plain values in one move, every level counted
MOVE_STRING = 64  # characters of one string value
SYNC_BURST = 5  # view resends (sync, rejoin, stale move) a peer may ask for at once ...
SYNC_PER_SECOND = 1.0  # ... and how fast that allowance refills
MAX_WATCHERS = 16


class BadMessage(CardtableError):
    """A network message that is not well-formed protocol (dropped or refused)."""

    code = "bad_message"


class Refused(CardtableError):
    """A well-formed message the host will not act on (wrong token, seat taken...).

    ``code`` says why, so the guest's page can say what to do: ``table_full``,
    ``seat_taken``, ``unknown_seat`` (a token this table does not know), ``one_seat``
    (this connection already holds another seat), ``watch_only`` (a watcher tried to
    play) or ``refused``.
    """

    code = "refused"

    def __init__(self, message: str, code: str = "refused") -> None:
        super().__init__(message)
        self.code = code


# -- the shared pieces ---------------------------------------------------------
def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def commitment(secret: str) -> str:
    """The host's public commitment to its secret."""
    return _sha(secret)


def derive_seed(secret: str, contributions: list[str | None]) -> int:
    """The match seed from the host's secret and every seat's contribution (53 bits)."""
    joined = "|".join([secret, *(c or "" for c in contributions)])
    return int(_sha(joined)[:16], 16) & MAX_SEED


def public_digest(view: dict[str, Any]) -> str:
    """A hash of the public part of a view: the same for every seat's view of one position."""
    zones = view.get("zones")
    public = {
        "game": view.get("game"), "move_count": view.get("move_count"),
        "to_move": view.get("to_move"), "is_over": view.get("is_over"),
        "result": view.get("result"),
        "zones": {name: [z.get("visibility"), z.get("owner"), z.get("count"),
                         z.get("cards") if z.get("visibility") == "public" else None]
                  for name, z in sorted(zones.items()) if isinstance(z, dict)}
        if isinstance(zones, dict) else None,
    }
    return _sha(json.dumps(public, sort_keys=True, separators=(",", ":")))


def state_digest(match: Match) -> str:
    """``public_digest`` of the match's current position."""
    return public_digest(match.view(None, log_limit=0))


def _message(kind: str, **fields: Any) -> str:
    return json.dumps({"v": VERSION, "t": kind, **fields}, separators=(",", ":"))


def _legal_key(moves: list[dict[str, Any]]) -> str:
    return json.dumps(moves, sort_keys=True, separators=(",", ":"))


def error_message(code: str, message: str) -> str:
    """An error reply for one peer."""
    return _message("error", code=code, message=message)


# -- schema checks -----------------------------------------------------------
def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _hex(value: Any, length: int) -> TypeGuard[str]:
    return isinstance(value, str) and len(value) == length \
        and all(c in "0123456789abcdef" for c in value)


def _check_move(move: Any) -> dict[str, Any]:
    """A move's shape: an object with a type, small and shallow (see the module's doc)."""
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise BadMessage("A move must be an object with a type.")
    values = 0

    def walk(value: Any, depth: int) -> None:
        nonlocal values
        if isinstance(value, (dict, list)):
            if depth >= MOVE_DEPTH:
                raise BadMessage("A move is nested too deeply.")
            if isinstance(value, list):
                if len(value) > MOVE_LIST:
                    raise BadMessage("A list in a move is too long.")
                items = value
            else:
                if not 1 <= len(value) <= MOVE_KEYS or not all(
                        isinstance(key, str) and 1 <= len(key) <= 32 for key in value):
                    raise BadMessage("A move holds a few short keys.")
                items = list(value.values())
            for item in items:
                walk(item, depth + 1)
            return
        values += 1
        if values > MOVE_VALUES:
            raise BadMessage("A move holds too many values.")
        if isinstance(value, str):
            if len(value) > MOVE_STRING:
                raise BadMessage("A move value is too long.")
        elif not (value is None or isinstance(value, bool)
                  or (_is_int(value) and abs(value) < 2**31)):
            raise BadMessage("A move holds only plain values: text, whole numbers, yes/no.")

    walk(move, 0)
    return move


GUEST_FIELDS: dict[str, frozenset[str]] = {
    "join": frozenset({"v", "t", "name", "contribution", "token", "seat"}),
    "move": frozenset({"v", "t", "token", "n", "move"}),
    "sync": frozenset({"v", "t", "token"}),
    "watch": frozenset({"v", "t", "name"}),
}


def _envelope(text: Any, limit: int) -> tuple[dict[str, Any], Any]:
    """Parse a message of at most ``limit`` characters: (its fields, its type)."""
    if not isinstance(text, str) or len(text) > limit:
        raise BadMessage("The message is not a string of acceptable size.")
    try:
        data = safejson.loads(text, max_size=limit)
    except safejson.UnsafeJSON as error:
        raise BadMessage(f"The message is refused unread: {error}") from None
    except (ValueError, RecursionError):
        raise BadMessage("The message is not JSON.") from None
    if not isinstance(data, dict) or data.get("v") != VERSION:
        raise BadMessage("The message is not version 1 of the protocol.")
    return data, data.get("t")


def parse_guest(text: Any) -> dict[str, Any]:
    """Check one guest-to-host message; raises ``BadMessage`` unless it is well-formed."""
    data, kind = _envelope(text, MAX_MESSAGE)
    allowed = GUEST_FIELDS.get(kind) if isinstance(kind, str) else None
    if allowed is None or not set(data) <= allowed:
        raise BadMessage("Unknown message type or field.")
    token = data.get("token")
    if kind == "watch":
        name = data.get("name")
        if not isinstance(name, str) or not 1 <= len(name.strip()) <= MAX_NAME:
            raise BadMessage(f"A name has 1 to {MAX_NAME} characters.")
    elif kind == "join":
        name = data.get("name")
        if not isinstance(name, str) or not 1 <= len(name.strip()) <= MAX_NAME:
            raise BadMessage(f"A name has 1 to {MAX_NAME} characters.")
        if not _hex(data.get("contribution"), 64):
            raise BadMessage("A join carries a 64-digit hex contribution.")
        if token is not None and not _hex(token, 32):
            raise BadMessage("A seat token is 32 hex digits.")
        seat = data.get("seat")
        if seat is not None and not (_is_int(seat) and 0 <= seat < 16):
            raise BadMessage("A seat is a small whole number.")
    else:
        if not _hex(token, 32):
            raise BadMessage("A seat token is 32 hex digits.")
        if kind == "move":
            if not (_is_int(data.get("n")) and 0 <= data["n"] < 10**6):
                raise BadMessage("A move says which move number it answers.")
            _check_move(data.get("move"))
    return data


HOST_FIELDS: dict[str, frozenset[str]] = {
    "welcome": frozenset({"seat", "token", "commit", "game", "options", "names"}),
    "lobby": frozenset({"names", "open", "commit"}),
    "view": frozenset({"view", "hash", "names"}),
    "reveal": frozenset({"secret", "contributions", "record"}),
    "error": frozenset({"code", "message"}),
    "watching": frozenset({"game", "options", "names", "watchers", "commit"}),
    "watchers": frozenset({"names"}),
}


def parse_host(text: Any) -> dict[str, Any]:
    """Check one host-to-guest message (the guest's side); raises ``BadMessage``."""
    data, kind = _envelope(text, MAX_HOST_MESSAGE)
    needed = HOST_FIELDS.get(kind) if isinstance(kind, str) else None
    if needed is None or set(data) != needed | {"v", "t"}:
        raise BadMessage("Unknown message type or field.")
    names = data.get("names")
    if "names" in needed and not (isinstance(names, list) and len(names) <= 16
                                  and all(isinstance(n, str) for n in names)):
        raise BadMessage("names must be a list of strings.")
    if kind == "welcome" and not (_is_int(data["seat"]) and _hex(data["token"], 32)
                                  and _hex(data["commit"], 64)
                                  and isinstance(data["game"], str)
                                  and isinstance(data["options"], dict)):
        raise BadMessage("A malformed welcome.")
    if kind == "view":
        view = data["view"]
        if not (isinstance(view, dict) and _hex(data["hash"], 64)
                and isinstance(view.get("zones"), dict) and isinstance(view.get("legal"), list)
                and isinstance(view.get("log"), list) and _is_int(view.get("move_count"))
                and isinstance(view.get("to_move"), list)):
            raise BadMessage("A malformed view.")
        if public_digest(view) != data["hash"]:
            raise BadMessage("The view does not match its public-state hash.")
    if kind == "reveal" and not (_hex(data["secret"], 64) and isinstance(data["record"], dict)
                                 and isinstance(data["contributions"], list)):
        raise BadMessage("A malformed reveal.")
    if kind == "error" and not (isinstance(data["code"], str)
                                and isinstance(data["message"], str)):
        raise BadMessage("A malformed error.")
    watching = data.get("watchers", data.get("names"))
    if kind in ("watching", "watchers") and not (
            isinstance(watching, list) and len(watching) <= MAX_WATCHERS
            and all(isinstance(n, str) for n in watching)):
        raise BadMessage("A malformed list of watchers.")
    if kind == "watching" and not (_hex(data["commit"], 64) and isinstance(data["game"], str)
                                   and isinstance(data["options"], dict)):
        raise BadMessage("A malformed watching message.")
    if kind == "lobby" and not (isinstance(data["open"], list) and _hex(data["commit"], 64)):
        raise BadMessage("A malformed lobby.")
    return data


# -- the host ------------------------------------------------------------------
@dataclass
class Outgoing:
    """One message for one peer."""

    peer: str
    message: str


def _check_fair(game: str, kinds: list[str]) -> None:
    """A fair table runs this game at this count, one seat on the host, the others apart."""
    supported = fair_session.SUPPORTED.get(game, ())
    if len(kinds) not in supported:
        why = fair_session.WHY_NOT.get(game, "it is not offered")
        raise BadMessage(f"Nobody-sees-your-hand tables are not offered for {game} at "
                         f"{len(kinds)} players yet: {why}.")
    if kinds.count("human") != 1 or kinds.count("remote") != len(kinds) - 1:
        raise BadMessage("A nobody-sees-your-hand table has one player on the host's device "
                         "and every other on a device of their own (a bot's cards would be "
                         "known to the host's device).")


@dataclass
class HostSession:
    """One networked table on the host: seats, tokens, the commitment, then the match.

    ``seats`` kinds: ``remote`` (a guest device), ``human`` (hot-seat on the host)
    or ``bot``. The match starts when every remote seat has a guest.
    """

    game: str
    kinds: list[str]
    names: list[str]
    options: dict[str, Any]
    secret: str = field(default_factory=lambda: secrets.token_hex(32))
    tokens: dict[int, str] = field(default_factory=dict)
    contributions: dict[int, str] = field(default_factory=dict)
    peers: dict[int, str] = field(default_factory=dict)  # seat -> the peer now on it
    match: Match | None = None
    dropped: list[str] = field(default_factory=list)  # why messages were dropped (newest)
    seated: dict[str, int] = field(default_factory=dict)  # peer -> the one seat it holds
    allowance: dict[str, tuple[float, float]] = field(default_factory=dict)  # peer -> (resends, when)
    asked: dict[int, tuple[int, str]] = field(default_factory=dict)  # seat -> (since n, legal moves)
    clock: Callable[[], float] = field(default_factory=lambda: time.monotonic, repr=False)
    watchers: dict[str, str] = field(default_factory=dict)  # peer -> the name it watches as
    fair: bool = False  # nobody holds your cards (docs/fairplay.md): seat and name, never deal

    @classmethod
    def open(cls, game: str, seats: list[dict[str, Any]], options: dict[str, Any] | None,
             secret: str | None = None, *, fair: bool = False) -> HostSession:
        """A new table; raises ``BadOptions``/``BadMessage`` for a bad set-up.

        ``fair``: the devices deal together (fair/net.js) and this session only seats
        and names them: it never deals, so no hand is ever in the host's worker. Offered
        where fair play runs (``fairplay.session.SUPPORTED``) with one seat on the host's
        device and every other on a device of its own (a bot's cards would be the host's)."""
        if not isinstance(seats, list) or not all(
                isinstance(s, dict) and s.get("kind") in SEAT_KINDS
                and isinstance(s.get("name"), str) for s in seats):
            raise BadMessage("seats must be a list of {name, kind: remote|human|bot}.")
        if not any(s["kind"] == "remote" for s in seats):
            raise BadMessage("A table for several devices needs at least one remote seat.")
        new_match(game, players=len(seats), seed=0, options=options)  # checks the set-up
        if fair:
            _check_fair(game, [s["kind"] for s in seats])
        session = cls(game, [s["kind"] for s in seats], [s["name"][:MAX_NAME] for s in seats],
                      dict(options or {}), fair=fair)
        if secret is not None:
            session.secret = secret
        return session

    @property
    def commit(self) -> str:
        """The public commitment to the host's secret."""
        return commitment(self.secret)

    @property
    def open_seats(self) -> list[int]:
        """Remote seats no guest has joined yet."""
        return [s for s, kind in enumerate(self.kinds) if kind == "remote" and s not in self.tokens]

    def contribution_list(self) -> list[str | None]:
        return [self.contributions.get(seat) for seat in range(len(self.kinds))]

    def _start(self) -> None:
        seed = derive_seed(self.secret, self.contribution_list())
        self.match = new_match(self.game, players=len(self.kinds), seed=seed, options=self.options)

    def _seat_of(self, token: str, peer: str) -> int:
        """The seat of ``token``, for ``peer``: a connection holds one seat only."""
        seat = next((seat for seat, known in self.tokens.items()
                     if secrets.compare_digest(known, token)), None)
        if seat is None:
            raise Refused("This table does not know this device's seat.", "unknown_seat")
        self._hold(peer, seat)
        return seat

    def _hold(self, peer: str, seat: int | None) -> None:
        """``peer`` holds ``seat`` from now on (None: it asks for a free one)."""
        held = self.seated.get(peer)
        if held is not None and held != seat:
            raise Refused(f"This device already holds seat {held + 1} ({self.names[held]}) "
                          "at this table: one device, one seat.", "one_seat")
        if seat is not None:
            self.seated[peer] = seat

    def _may_resend(self, peer: str) -> bool:
        """Spend one of ``peer``'s view resends (``SYNC_BURST``, refilled over time)."""
        now = self.clock()
        left, then = self.allowance.get(peer, (float(SYNC_BURST), now))
        left = min(float(SYNC_BURST), left + max(0.0, now - then) * SYNC_PER_SECOND)
        if left < 1:
            self.allowance[peer] = (left, now)
            return False
        self.allowance[peer] = (left - 1, now)
        return True

    # -- receiving ---------------------------------------------------------
    def receive(self, peer: str, text: Any, *, watch_only: bool = False) -> list[Outgoing]:
        """Handle one guest message; returns the messages to send. Never raises.

        ``watch_only``: ``peer`` came through the watch link; it may only watch."""
        if not isinstance(peer, str) or not peer or len(peer) > 128:
            self._drop("a message with no peer id")
            return []
        try:
            data = parse_guest(text)
        except BadMessage as error:
            self._drop(f"from {peer[:16]}: {error}")
            return [Outgoing(peer, error_message(error.code, str(error)))]
        if watch_only and data["t"] != "watch":
            self._drop(f"from {peer[:16]}: a {data['t']} message through the watch link")
            return [Outgoing(peer, error_message(
                "watch_only", "A watch link lets you watch this table, not play at it."))]
        resend = data["t"] != "move" or (self.match is not None
                                          and data["n"] != len(self.match.moves))
        if resend and not self._may_resend(peer):
            self._drop(f"from {peer[:16]}: too many {data['t']} messages")
            return []
        try:
            if data["t"] == "join":
                return self._join(peer, data)
            if data["t"] == "watch":
                return self._watch(peer, data["name"].strip())
            seat = self._seat_of(data["token"], peer)
            if data["t"] == "sync":
                self.peers[seat] = peer
                return self.updates([seat])
            return self._move(peer, seat, data)
        except CardtableError as error:
            return [Outgoing(peer, error_message(error.code, str(error)))]

    def _drop(self, why: str) -> None:
        self.dropped = [*self.dropped[-19:], why]

    def _join(self, peer: str, data: dict[str, Any]) -> list[Outgoing]:
        token = data.get("token")
        if token is not None:
            seat = self._seat_of(token, peer)  # a returning guest: its seat, whatever it asks for
        else:
            self._hold(peer, None)
            wanted = data.get("seat")
            free = self.open_seats
            if wanted is not None and wanted not in free:
                raise Refused(f"Seat {wanted} is not free.", "seat_taken")
            if not free:
                raise Refused("Every seat at this table is taken.", "table_full")
            seat = wanted if wanted is not None else free[0]
            self._hold(peer, seat)
            token = secrets.token_hex(16)
            self.tokens[seat] = token
            self.contributions[seat] = data["contribution"]
            self.names[seat] = data["name"].strip()
        self.peers[seat] = peer
        welcome = [Outgoing(peer, _message("welcome", seat=seat, token=token, commit=self.commit,
                                           game=self.game, options=self.options,
                                           names=list(self.names)))]
        if self.watchers:  # who watches already
            welcome.append(Outgoing(peer, _message("watchers", names=self.watcher_names)))
        if self.match is None and not self.open_seats and not self.fair:
            self._start()
            return [*welcome, *self.updates()]
        if self.match is None:
            return [*welcome, *self.updates()]
        return [*welcome, *self.updates([seat])]

    def _watch(self, peer: str, name: str) -> list[Outgoing]:
        """``peer`` watches the table (again: its view resent); a seated peer cannot."""
        if peer in self.seated:
            raise Refused("This device holds a seat at this table: it cannot watch it too.", "one_seat")
        if peer not in self.watchers and len(self.watchers) >= MAX_WATCHERS:
            raise Refused("This table has as many watchers as it takes.", "table_full")
        news = self.watchers.get(peer) != name
        self.watchers[peer] = name
        out = [Outgoing(peer, _message("watching", game=self.game, options=self.options,
                                       names=list(self.names), watchers=self.watcher_names,
                                       commit=self.commit))]
        if self.match is not None:
            out.append(Outgoing(peer, self._public_view(self.match)))
            if self.match.is_over:
                out.append(Outgoing(peer, self.reveal()))
        return out + (self._watchers_news(skip=peer) if news else [])

    @property
    def watcher_names(self) -> list[str]:
        return list(self.watchers.values())

    def _watchers_news(self, skip: str | None = None) -> list[Outgoing]:
        """The list of watchers, for every connected player and watcher (but ``skip``)."""
        text = _message("watchers", names=self.watcher_names)
        peers = [*sorted(self.peers.values()), *self.watchers]
        return [Outgoing(p, text) for p in dict.fromkeys(peers) if p != skip]

    def _public_view(self, match: Match) -> str:
        view = match.view(None, log_limit=LOG_LIMIT)
        return _message("view", view=view, hash=public_digest(view), names=list(self.names))

    def _move(self, peer: str, seat: int, data: dict[str, Any]) -> list[Outgoing]:
        self.peers[seat] = peer
        match = self.match
        if match is None:
            raise Refused("The match has not started: seats are still free.")
        if data["n"] != len(match.moves) and not self._still_asked(seat, data["n"]):
            return [Outgoing(peer, error_message("stale", "The table moved on; here it is now.")),
                    *self.updates([seat])]
        match.play(seat, data["move"])  # IllegalMove: nothing changed
        return self.updates()

    def _still_asked(self, seat: int, number: int) -> bool:
        """Whether ``seat`` is asked now exactly what it was asked in the view of move ``number``."""
        match = self.match
        asked = self.asked.get(seat)
        if match is None or asked is None or not asked[0] <= number <= len(match.moves):
            return False
        if any(mover == seat for mover, _ in match.moves[number:]):
            return False  # its own move since: a repeat, not an answer
        return _legal_key(match.legal_moves(seat)) == asked[1]

    def leave(self, peer: str) -> list[Outgoing]:
        """A peer went away: its seat keeps its token and waits for it; a watcher is
        gone (the others are told)."""
        for seat in [s for s, p in self.peers.items() if p == peer]:
            del self.peers[seat]
        if self.watchers.pop(peer, None) is None:
            return []
        return self._watchers_news()

    # -- sending ---------------------------------------------------------
    def updates(self, seats: list[int] | None = None) -> list[Outgoing]:
        """The current position for each connected guest (all, or ``seats``)."""
        targets = sorted(self.peers) if seats is None else [s for s in seats if s in self.peers]
        match = self.match
        out = []
        for seat in targets:
            peer = self.peers[seat]
            if match is None:
                out.append(Outgoing(peer, _message("lobby", names=list(self.names),
                                                   open=self.open_seats, commit=self.commit)))
                continue
            view = match.view(seat, log_limit=LOG_LIMIT)
            legal = _legal_key([entry["move"] for entry in view["legal"]])
            if self.asked.get(seat, (0, None))[1] != legal:  # a new question since this move
                self.asked[seat] = (len(match.moves), legal)
            out.append(Outgoing(peer, _message("view", view=view, hash=public_digest(view),
                                               names=list(self.names))))
            if match.is_over:
                out.append(Outgoing(peer, self.reveal()))
        if seats is None and match is not None and self.watchers:
            public = self._public_view(match)
            for peer in self.watchers:
                out.append(Outgoing(peer, public))
                if match.is_over:  # the record is public now: the watcher may replay it
                    out.append(Outgoing(peer, self.reveal()))
        return out

    def reveal(self) -> str:
        """The secret, contributions and full record: only once the match is over."""
        assert self.match is not None and self.match.is_over
        return _message("reveal", secret=self.secret, contributions=self.contribution_list(),
                        record=self.match.record())

    # -- keeping --------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """Everything the host keeps to resume after a reload (stays on the host)."""
        return {"format": "cardtable-host", "version": VERSION, "game": self.game,
                "kinds": list(self.kinds), "names": list(self.names),
                "options": dict(self.options), "secret": self.secret,
                "tokens": {str(k): v for k, v in self.tokens.items()},
                "contributions": {str(k): v for k, v in self.contributions.items()},
                "record": self.match.record() if self.match else None, "fair": self.fair}

    @classmethod
    def restore(cls, snap: Any) -> HostSession:
        """Rebuild a table from ``snapshot()``; raises ``BadMessage`` or ``BadRecord``."""
        if not isinstance(snap, dict) or snap.get("format") != "cardtable-host" \
                or snap.get("version") != VERSION:
            raise BadMessage("This is not a saved host table.")
        try:
            kinds, names = list(snap["kinds"]), list(snap["names"])
            session = cls.open(snap["game"], [{"kind": k, "name": n} for k, n in zip(kinds, names)],
                               snap["options"], secret=snap["secret"], fair=snap.get("fair") is True)
            session.tokens = {int(k): v for k, v in snap["tokens"].items() if _hex(v, 32)}
            session.contributions = {int(k): v for k, v in snap["contributions"].items()
                                     if _hex(v, 64)}
        except (KeyError, TypeError, AttributeError, ValueError) as error:
            raise BadMessage(f"The saved host table is incomplete: {error}") from None
        if not _hex(session.secret, 64):
            raise BadMessage("The saved host table has no valid secret.")
        record = snap.get("record")
        if record is not None and not isinstance(record, dict):
            raise BadMessage("The saved host table's match record is unreadable.")
        if record is not None:
            session._start()
            assert session.match is not None
            if record.get("seed") != session.match.seed:
                raise BadMessage("The saved record does not belong to this table.")
            session.match = replay(record)
        return session


# -- the guest's check ------------------------------------------------------------
def verify(*, commit: str, seat: int, contribution: str, hashes: dict[str, str],
           reveal: dict[str, Any]) -> dict[str, Any]:
    """Replay a revealed match and check it against what this guest saw.

    Returns ``{"ok": bool, "problems": [...], "moves": n}``; ``hashes`` maps move
    counts to the public-state hashes received. Never raises.
    """
    problems: list[str] = []
    secret = reveal.get("secret")
    record = reveal.get("record")
    contributions = reveal.get("contributions")
    if not (_hex(secret, 64) and isinstance(record, dict) and isinstance(contributions, list)):
        return {"ok": False, "problems": ["The host revealed nothing usable."], "moves": 0}
    if commitment(secret) != commit:
        problems.append("The host's secret does not match the commitment it made before the deal.")
    if not (0 <= seat < len(contributions)) or contributions[seat] != contribution:
        problems.append("Your random contribution is not the one the shuffle used.")
    if not all(c is None or _hex(c, 64) for c in contributions):
        problems.append("The revealed contributions are malformed.")
    elif record.get("seed") != derive_seed(secret, contributions):
        problems.append("The match seed is not the one derived from the secret and contributions.")
    moves = record.get("moves")
    if not isinstance(moves, list):
        return {"ok": False, "problems": [*problems, "The record has no moves."], "moves": 0}
    try:
        match = new_match(record.get("game"), players=record.get("players"),  # type: ignore[arg-type]
                          seed=record.get("seed"), options=record.get("options"))  # type: ignore[arg-type]
        checked = [(0, state_digest(match))]
        for entry in moves:
            match.play(entry[0], entry[1])
            checked.append((len(match.moves), state_digest(match)))
    except (CardtableError, TypeError, IndexError, KeyError) as error:
        return {"ok": False, "problems": [*problems, f"The record does not replay: {error}"],
                "moves": 0}
    for number, digest in checked:
        seen = hashes.get(str(number))
        if seen is not None and seen != digest:
            problems.append(f"The table you saw after move {number} differs from the replay.")
            break
    return {"ok": not problems, "problems": problems, "moves": len(moves)}
