"""One device's side of a fair table whose devices are really apart (docs/fairplay.md).

Every message goes to the host, which relays every message to every device (its own
included) in one order; a device acts only on what comes back relayed, so every device
holds the same transcript. Nothing here waits: a step the engine cannot finish yet (a
card not opened, a shuffle under way, a fact not announced) raises :class:`Pending`,
the step is undone, and it is tried again when the next message arrives.

The schedule, the same on every device:
1. keys (``Device.hello``) and a commitment to a nonce; once every commitment is in,
   each nonce. The match's seed is a hash of every nonce (nobody chose it alone).
2. the set-up (the engine's shuffles and deal), then each move in relayed order: the
   mover sends a claim per card its move names, then the move.
3. what a device owes is computed from public facts alone: each card place the rules
   showed to some seats (``Dealer.shown``, the same calls on every device) or that the
   engine's knowledge per card says a seat knows, opened one seat at a time (a seat
   whose layer is already public re-masks first), or to everyone at once when every
   seat learns it; its step of a joint shuffle under way; the fact it alone can read.
4. when the match is over, every key; then the audit (``fairplay.audit``).
"""

from __future__ import annotations

import copy
import hashlib
import random
import secrets
from collections.abc import Callable
from typing import Any, TypeVar

from ..engine import Game, Move
from ..engine.match import MAX_SEED, Match
from ..engine.zones import mask_allows
from .deck import VERIFIED, Device, Fault, Message
from .scheme import Scheme
from .world import Cheat, World

T = TypeVar("T")
DECK_MESSAGES = ("key", "shuffle", "remask", "layers", "claim", "secret")


class Pending(Exception):
    """A step that must wait for other devices: ``need`` says for what."""

    def __init__(self, need: tuple[Any, ...]) -> None:
        super().__init__(repr(need))
        self.need = need


def announcer(seats: int, players: int) -> int:
    """The seat that announces a fact ``seats`` see: the first of them."""
    return next(s for s in range(players) if mask_allows(seats, s))


def joint_seed(nonces: list[str]) -> int:
    """The match's seed from every device's nonce, in seat order."""
    digest = hashlib.sha256("|".join(nonces).encode()).hexdigest()
    return int(digest, 16) % (MAX_SEED + 1)


def commitment(nonce: str) -> str:
    """What a device sends before anyone reveals a nonce."""
    return hashlib.sha256(nonce.encode()).hexdigest()


def catalogue_of(game: Game[Any], players: int, options: dict[str, Any] | None) -> list[str]:
    """Every card of a match, sorted: card ``k`` is the deck protocol's card index ``k``."""
    return sorted(Match(game, players=players, seed=0, options=options).state.all_cards())


class TableDealer:
    """The engine's :class:`~.world.Dealer` over this device's :class:`Device`: what is
    not here yet raises :class:`Pending`."""

    def __init__(self, table: FairTable) -> None:
        self.table = table
        self.ordinal = 0

    def shuffle(self, seat: int, handles: list[int]) -> list[int]:
        out = self.table.shuffled.get(tuple(handles))
        if out is None:
            raise Pending(("shuffle", tuple(handles)))
        return out

    def open(self, seat: int, handle: int) -> str:
        self.shown(seat, handle, 1 << seat)
        card = self.table.device.opened(handle)
        if card is None:
            raise Pending(("open", handle))
        return self.table.catalogue[card]

    def fact(self, seat: int, handle: int, seats: int, read: Callable[[str], T]) -> T:
        key = self.next_fact()
        teller = announcer(seats, self.table.players)
        self.shown(seat, handle, 1 << teller)
        if key not in self.table.facts:
            raise Pending(("fact", key, teller))
        value: T = self.table.facts[key]
        return value

    def announce(self, seat: int, handle: int, seats: int, value: Any) -> None:
        key = self.next_fact()
        if seat == announcer(seats, self.table.players) and key not in self.table.facts:
            self.table.owe(("fact", key), {"t": "fact", "from": seat, "n": key[0], "k": key[1],
                                           "value": value})

    def claim(self, seat: int, mover: int, handle: int, card: str) -> bool:
        index = self.table.index.get(card)
        opened = self.table.device.opened(handle) if handle in self.table.device.deck else None
        if opened is None:
            raise Cheat(mover, f"it played {card} without showing it")
        return opened == index

    def shown(self, seat: int, handle: int, seats: int) -> None:
        needs = self.table.needs
        every = (1 << self.table.players) - 1  # ALL_SEATS is every bit
        needs[handle] = needs.get(handle, 0) | (seats & every)

    def next_fact(self) -> tuple[int, int]:
        self.ordinal += 1
        return (self.table.applied, self.ordinal)


class FairTable:
    """One device of a fair table: feed it every relayed message (``receive``), send
    what it returns to the host, and ``propose`` this seat's moves."""

    def __init__(self, game: Game[Any], players: int, options: dict[str, Any] | None, seat: int,
                 scheme: Scheme, shuffle: Callable[[list[Any]], None] | None = None,
                 nonce: str | None = None) -> None:
        self.game = game
        self.players = players
        self.options = options
        self.seat = seat
        self.catalogue = catalogue_of(game, players, options)
        self.index = {card: k for k, card in enumerate(self.catalogue)}
        self.device = Device(seat, players, len(self.catalogue), scheme)
        self.secret_shuffle = shuffle or random.SystemRandom().shuffle
        self.nonce = nonce or secrets.token_hex(32)
        self.dealer = TableDealer(self)
        self.transcript: list[Message] = []
        self.commits: dict[int, str] = {}
        self.nonces: dict[int, str] = {}
        self.world: World | None = None
        self.moves: list[tuple[int, Move, dict[str, int]]] = []
        """Every move relayed, in order (``applied`` of them carried out here)."""
        self.applied = -1
        """Moves carried out (-1: the set-up is not done yet)."""
        self.needs: dict[int, int] = {}
        """Per card place, the seats the rules showed it to (a mask)."""
        self.opened_to: dict[int, int] = {}
        """Per card place, the seats every other layer has reached (a mask)."""
        self.shuffled: dict[tuple[int, ...], list[int]] = {}
        """Each joint shuffle done: its card places in, the new ones out."""
        self.facts: dict[tuple[int, int], Any] = {}
        self.owed: dict[Any, Message] = {}
        self.sent: set[Any] = set()
        self.blocked: tuple[Any, ...] | None = None
        self.faults: list[Fault] = []
        self.verdict_given: str | None = None
        self.stopped: str | None = None
        """Why the table stopped (a cheat found live), or None."""

    # -- the outside ----------------------------------------------------------
    def start(self) -> list[Message]:
        """The first messages: this device's key and its commitment to a nonce."""
        hello = self.device.hello()
        self.sent.add("hello")
        return [hello, {"t": "commit", "from": self.seat, "hash": commitment(self.nonce)}]

    def restore(self, sk: str, nonce: str, transcript: list[Message]) -> list[Message]:
        """A device coming back (its key and nonce from its own storage): replay what was
        relayed, then send whatever it still owes."""
        self.nonce = nonce
        self.device.sk = sk
        self.sent = {"hello", "commit"}
        for message in transcript:
            if message.get("from") == self.seat and message.get("t") in ("key", "nonce", "secret"):
                self.sent.add({"key": "hello", "nonce": "nonce", "secret": ("secret",)}[message["t"]])
                if message["t"] == "key":
                    self.device.pk = message["pk"]
            self.receive(message)
            self.owed = {}
        self.sent = {key for key in self.sent if not isinstance(key, tuple) or key == ("secret",)}
        return self.advance()

    def receive(self, message: Message) -> list[Message]:
        """Take one relayed message; returns what this device sends now."""
        if not isinstance(message, dict) or not isinstance(message.get("from"), int) \
                or not 0 <= message["from"] < self.players:
            self.faults.append(Fault(-1, "a message from no seat"))
            return []
        self.transcript.append(message)
        kind, sender = message.get("t"), message["from"]
        try:
            if kind in DECK_MESSAGES:
                self.device.receive(message)
                if kind in ("layers", "claim"):
                    self.settle_openings([int(item[0]) for item in message["items"]])
                if kind == "shuffle" and self.device.shuffled_by == -1 and sender == self.players - 1:
                    self.shuffled[tuple(self.device.round_in)] = list(self.device.newest)
            elif kind == "commit" and sender not in self.commits:
                self.commits[sender] = str(message["hash"])
            elif kind == "nonce" and sender not in self.nonces:
                nonce = str(message["nonce"])
                if commitment(nonce) != self.commits.get(sender):
                    self.faults.append(Fault(sender, "its nonce is not the one it committed to"))
                self.nonces[sender] = nonce
            elif kind == "fact":
                key = (int(message["n"]), int(message["k"]))
                self.facts.setdefault(key, message["value"])
            elif kind == "move":
                if int(message["n"]) != len(self.moves):
                    raise ValueError("a move out of order")
                claims = {str(c): int(h) for c, h in dict(message["claims"]).items()}
                self.moves.append((sender, dict(message["move"]), claims))
            else:
                raise ValueError(f"unknown message {kind!r}")
        except (KeyError, TypeError, ValueError) as exc:
            self.faults.append(Fault(sender, f"malformed {kind!r}: {exc}"))
        return self.advance()

    def propose(self, move: Move) -> list[Message]:
        """This seat's move (one of ``my_moves``): its claims, then the move."""
        world = self.world
        assert world is not None and self.settled and self.seat in world.match.to_move()
        claims = world.named(move)
        out = [self.device.claim(handle, self.index[card]) for card, handle in claims.items()]
        return out + [{"t": "move", "from": self.seat, "n": len(self.moves), "move": move,
                       "claims": claims}]

    @property
    def settled(self) -> bool:
        """True when every move relayed is carried out here."""
        return self.world is not None and self.applied == len(self.moves) and self.stopped is None

    def my_moves(self) -> list[Move]:
        if not self.settled or self.world is None or self.seat not in self.world.match.to_move():
            return []
        return self.world.my_moves()

    def view(self) -> dict[str, Any] | None:
        return None if self.world is None else self.world.match.view(self.seat)

    @property
    def over(self) -> bool:
        return self.settled and self.world is not None and self.world.match.is_over

    def waiting_for(self) -> list[int]:
        """The seats this device waits for now (none: it can go on or it is its turn)."""
        if len(self.commits) < self.players:
            return [s for s in range(self.players) if s not in self.commits]
        if len(self.nonces) < self.players or len(self.device.keys) < self.players:
            return [s for s in range(self.players) if s not in self.nonces or s not in self.device.keys]
        need = self.blocked
        if need is None:
            if self.over:
                return sorted({s for s in range(self.players)} - self.secrets())
            return [] if self.world is None else self.world.match.to_move()
        if need[0] == "shuffle":
            return [self.device.shuffled_by + 1]
        if need[0] == "fact":
            return [int(need[2])]
        shares = self.device.shares.get(int(need[1]), {})
        return [s for s in range(self.players) if s != self.seat and s not in shares]

    def secrets(self) -> set[int]:
        return {m["from"] for m in self.transcript if m.get("t") == "secret"}

    def verdict(self) -> str | None:
        """None until every key is in; then ``verified`` or the seats that cheated."""
        if len(self.secrets()) < self.players:
            if self.stopped is None:
                return None
            return "; ".join(f"seat {f.seat}: {f.reason}" for f in dict.fromkeys(self.faults))
        if self.verdict_given is None:
            from .audit import audit

            faults = list(dict.fromkeys(self.faults + audit(self)))
            self.verdict_given = VERIFIED if not faults else \
                "; ".join(f"seat {f.seat}: {f.reason}" for f in faults)
        return self.verdict_given

    # -- going on ---------------------------------------------------------------
    def owe(self, key: Any, message: Message) -> None:
        if key not in self.sent:
            self.owed[key] = message

    def advance(self) -> list[Message]:
        """Carry out whatever can be now, then return what this device owes."""
        if len(self.commits) == self.players and "nonce" not in self.sent:
            self.owe("nonce", {"t": "nonce", "from": self.seat, "nonce": self.nonce})
        ready = len(self.nonces) == self.players and len(self.device.keys) == self.players
        while ready and self.stopped is None and self.may_go_on():
            if self.world is None:
                if not self.attempt(self.set_up):
                    break
            elif self.applied < len(self.moves):
                if not self.attempt(self.play_next):
                    break
            else:
                break
        if (self.over or self.stopped) and ("secret",) not in self.sent:  # the end: keys out
            self.owe(("secret",), self.device.secret())
        self.help()
        out = list(self.owed.values())
        self.sent.update(self.owed)
        self.owed = {}
        return out

    def set_up(self) -> None:
        seed = joint_seed([self.nonces[s] for s in range(self.players)])
        self.world = World(self.game, self.players, seed, self.options, self.seat, self.dealer)

    def play_next(self) -> None:
        assert self.world is not None
        mover, move, claims = self.moves[self.applied]
        if mover not in self.world.match.to_move():
            raise Cheat(mover, "it moved out of turn")
        try:
            self.world.play(mover, move, claims)
        except (Pending, Cheat):
            raise
        except Exception as exc:  # the move does not fit the table this device holds
            raise Cheat(mover, f"its move {self.applied + 1} does not fit this device's table "
                               f"({type(exc).__name__}: {exc}); the audit says who caused it") from None

    def may_go_on(self) -> bool:
        """False while what the last attempt waited for has not come."""
        need = self.blocked
        if need is None:
            return True
        if need[0] == "shuffle":
            return need[1] in self.shuffled
        if need[0] == "fact":
            return need[1] in self.facts
        return self.device.opened(int(need[1])) is not None

    def attempt(self, step: Callable[[], None]) -> bool:
        """Run ``step``; if it must wait, undo it. True when it is done."""
        world = self.world
        saved = None
        if world is not None:
            saved = snapshot(world)
        self.dealer.ordinal = 0
        try:
            step()
        except Pending as pending:
            self.blocked = pending.need
            if world is not None and saved is not None:
                restore(world, saved)
            else:
                self.world = None
            return False
        except Cheat as cheat:
            self.faults.append(Fault(cheat.seat, cheat.reason))
            self.stopped = str(cheat)
            return False
        self.blocked = None
        self.applied += 1
        return True

    def settle_openings(self, handles: list[int]) -> None:
        """Note which seats every other layer of these card places has reached."""
        every = (1 << self.players) - 1
        for handle in handles:
            shares = self.device.shares.get(handle, {})
            for s in range(self.players):
                if all(o in shares for o in range(self.players) if o != s):
                    self.opened_to[handle] = self.opened_to.get(handle, 0) | (1 << s)
            if self.opened_to.get(handle, 0) == every:
                self.needs.pop(handle, None)

    def help(self) -> None:
        """Owe this device's part of every opening under way, and its shuffle step."""
        every = (1 << self.players) - 1
        device, me = self.device, self.seat
        layers: dict[int | None, list[int]] = {}
        for handle, mask in list(self.needs.items()):
            done = self.opened_to.get(handle, 0)
            pending = mask & ~done
            if not pending or handle not in device.deck:
                continue
            shares = device.shares.get(handle, {})
            c1 = device.deck[handle][0]
            if (mask | done) == every:
                if me not in shares and ("L", handle, c1) not in self.sent:
                    layers.setdefault(None, []).append(handle)
                continue
            first = announcer(pending, self.players)
            if first in shares:  # its layer is public: it re-masks first
                if first == me:
                    self.owe(("R", handle, c1), device.remask(handle))
                continue
            if first != me and me not in shares and ("L", handle, c1) not in self.sent:
                layers.setdefault(first, []).append(handle)
        for to, handles in layers.items():
            message = device.layers(sorted(handles), to)
            if message is not None:
                key = ("layers", tuple((h, device.deck[h][0]) for h in sorted(handles)))
                self.owe(key, message)
                self.sent.update(("L", h, device.deck[h][0]) for h in handles)
        need = self.blocked
        if need is not None and need[0] == "shuffle" and device.shuffled_by == me - 1:
            handles = list(need[1])
            if device.shuffled_by == -1 or device.round_in == handles:
                self.owe(("shuffle", need[1]), device.shuffle_step(self.secret_shuffle, handles))


Snapshot = tuple[Any, ...]


def snapshot(world: World) -> Snapshot:
    """What a move may change on this device, to undo a move that must wait: the state
    (its log copied as a list: events are replaced, never changed in place), the match's
    records, the names this device holds."""
    match, state = world.match, world.state
    rng = copy.copy(state.rng)  # a Random's copy keeps its numbers, not its attributes
    rng.setstate(state.rng.getstate())
    rng.__dict__.update(state.rng.__dict__)
    clone = state.clone()  # zones copied the fast way; the log starts empty
    clone.log, clone.rng = list(state.log), rng
    return (clone, len(match.moves), len(match.facts), match.version,
            match._legal, dict(world.handle_of), dict(world.renamed))


def restore(world: World, saved: Snapshot) -> None:
    match = world.match
    state, moves, facts, version, legal, handle_of, renamed = saved
    match.state = state
    del match.moves[moves:]
    del match.facts[facts:]
    match.version, match._legal = version, legal
    match._views.clear()
    world.handle_of, world.renamed = handle_of, renamed
