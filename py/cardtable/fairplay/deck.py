"""The deck protocol one device runs: keys, a shuffle by every device, opening a card
to one seat or to the table, claims of a played card, and the audit (docs/fairplay.md).

Crypto-agnostic: the maths is a :class:`~.scheme.Scheme`. Messages are JSON objects
with a type ``t`` and the sender ``from``; the host relays them to every device in
one order (its own included), so every device holds the same transcript. Nothing a
device sends lets another open a card meant for a third seat: a card opened to seat
``s`` gets every layer but ``s``'s own, which only ``s`` can remove.

A handle is a card's place in the jointly shuffled deck (0 .. size-1); which card
lies there is what the protocol hides. One device serves one seat here (a bot's
seat is its host device's, docs/fairplay.md).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .scheme import Cipher, Scheme

Message = dict[str, Any]
VERIFIED = "verified"


@dataclass(frozen=True)
class Fault:
    """A seat whose message did not match: named live and again by the audit."""

    seat: int
    reason: str


@dataclass
class Device:
    """One device's side of the table: its secret key and what it may know."""

    seat: int
    players: int
    size: int
    """Cards in the deck (card index 0 .. size-1: the game's card ids, sorted)."""
    scheme: Scheme
    sk: str = ""
    pk: str = ""
    keys: dict[int, str] = field(default_factory=dict)
    deck: dict[int, Cipher] = field(default_factory=dict)
    """The cipher at each handle. A joint shuffle of some handles puts their cards at new
    handles (``newest``: the zone's k-th card is at the k-th); the old ones stay, unused."""
    shares: dict[int, dict[int, str]] = field(default_factory=dict)
    """Per handle, the layers sent so far (seat -> share): public to every device."""
    known: dict[int, int] = field(default_factory=dict)
    """Per handle this device has opened, the card index: its own secret knowledge."""
    transcript: list[Message] = field(default_factory=list)
    faults: list[Fault] = field(default_factory=list)
    shuffled_by: int = -1
    """The last seat whose step of the joint shuffle under way arrived (-1: none)."""
    shuffles: int = 0
    """Joint shuffles completed."""
    round_in: list[int] = field(default_factory=list)
    round_deck: list[Cipher] = field(default_factory=list)
    newest: list[int] = field(default_factory=list)
    """The handles the last joint shuffle gave out, in order."""

    # -- set-up -------------------------------------------------------------
    def hello(self) -> Message:
        """A fresh key pair; the public key goes out with a proof of knowledge."""
        self.sk, self.pk = self.scheme.keypair()
        return {"t": "key", "from": self.seat, "pk": self.pk, "proof": self.scheme.prove_key(self.sk)}

    @property
    def joint(self) -> str:
        """The joint key (every device's key has arrived)."""
        return self.scheme.joint_key([self.keys[s] for s in range(self.players)])

    @property
    def dealt(self) -> bool:
        """True once every device has shuffled the deck (no joint shuffle under way)."""
        return self.shuffles > 0 and self.shuffled_by == -1

    def shuffle_step(self, rng_shuffle: Any, handles: list[int] | None = None) -> Message:
        """This device's step of the joint shuffle of ``handles`` (sorted; default: the
        whole deck): remask every card and permute them (``rng_shuffle`` is a secret
        shuffle, e.g. ``random.SystemRandom().shuffle``)."""
        assert self.shuffled_by == self.seat - 1, "not this device's turn to shuffle"
        if self.shuffled_by == -1:
            handles = sorted(self.deck) if handles is None else handles
            ciphers = [self.deck[h] for h in handles]
        else:
            handles, ciphers = self.round_in, self.round_deck
        out = [self.scheme.remask(self.joint, cipher) for cipher in ciphers]
        rng_shuffle(out)
        return {"t": "shuffle", "from": self.seat, "in": list(handles), "deck": [list(c) for c in out]}

    def remask(self, handle: int) -> Message:
        """Before a card whose layer of this seat is public opens to this seat (it was
        opened to another seat before): a fresh mask, so the others' layers of the new
        cipher leave it masked by this seat's key alone (docs/fairplay.md)."""
        return {"t": "remask", "from": self.seat, "handle": handle,
                "cipher": list(self.scheme.remask(self.joint, self.deck[handle]))}

    # -- opening ------------------------------------------------------------
    def layers(self, handles: list[int], to: int | None) -> Message | None:
        """This device's layers of ``handles`` for seat ``to`` (None: the table).

        A device never sends its own layer of a card opened to itself, and nothing
        for a seat's card that this device already sent."""
        if to == self.seat:
            return None
        items = [[h, *self.scheme.share(self.sk, self.deck[h])] for h in handles
                 if self.seat not in self.shares.get(h, {})]
        return {"t": "layers", "from": self.seat, "to": to, "items": items} if items else None

    def claim(self, handle: int, card: int) -> Message:
        """A card this device holds, played face up: its own layer proves which it is."""
        share, proof = self.scheme.share(self.sk, self.deck[handle])
        return {"t": "claim", "from": self.seat, "handle": handle, "card": card,
                "items": [[handle, share, proof]]}

    def opened(self, handle: int) -> int | None:
        """Open ``handle`` for this device if every other layer is here (its own it
        removes itself): the card index, remembered in ``known``."""
        if handle in self.known:
            return self.known[handle]
        layers = dict(self.shares.get(handle, {}))
        if any(s not in layers for s in range(self.players) if s != self.seat):
            return None
        layers.setdefault(self.seat, self.scheme.share(self.sk, self.deck[handle])[0])
        card = self.scheme.unmask(self.deck[handle], list(layers.values()), self.size)
        if card is not None:
            self.known[handle] = card
        return card

    # -- receiving ----------------------------------------------------------
    def receive(self, message: Message) -> None:
        """Take one relayed message (a hostile one is a fault, never a crash)."""
        try:
            self._receive(message)
        except (KeyError, TypeError, ValueError, IndexError, AssertionError) as exc:
            self.faults.append(Fault(_sender(message), f"malformed {message.get('t')!r}: {exc}"))

    def _receive(self, message: Message) -> None:
        sender = message["from"]
        if not isinstance(sender, int) or not 0 <= sender < self.players:
            raise ValueError(f"no seat {sender!r}")
        self.transcript.append(message)
        kind = message["t"]
        if kind == "key":
            if not self.scheme.check_key(message["pk"], message["proof"]):
                self.faults.append(Fault(sender, "its key came without a valid proof"))
            self.keys[sender] = message["pk"]
            if len(self.keys) == self.players:
                self.deck = {i: self.scheme.plain(i) for i in range(self.size)}
        elif kind == "shuffle":
            if sender != self.shuffled_by + 1:
                raise ValueError(f"seat {sender} shuffled out of turn")
            handles = [int(h) for h in message["in"]]
            if sender == 0:
                if handles != sorted(set(handles)) or any(h not in self.deck for h in handles):
                    raise ValueError("a shuffle of unknown or unsorted card places")
                self.round_in = handles
            elif handles != self.round_in:
                raise ValueError("a shuffle step of other card places")
            deck = [(str(c1), str(c2)) for c1, c2 in message["deck"]]
            if len(deck) != len(handles):
                raise ValueError("a shuffled deck of the wrong size")
            self.round_deck, self.shuffled_by = deck, sender
            if sender == self.players - 1:
                start = max(self.deck) + 1
                self.newest = list(range(start, start + len(deck)))
                self.deck.update(zip(self.newest, deck))
                self.shuffled_by, self.shuffles = -1, self.shuffles + 1
        elif kind == "remask":
            handle = message["handle"]
            c1, c2 = message["cipher"]
            self.deck[handle] = (str(c1), str(c2))
            self.shares[handle] = {}
        elif kind in ("layers", "claim"):
            self._take_layers(sender, message["items"])
            if kind == "claim":
                handle, card = message["handle"], message["card"]
                if self.opened(handle) != card:
                    self.faults.append(Fault(sender, f"it played card {card} from a place "
                                                     "that holds another card"))
        elif kind == "secret":
            if not self.scheme.matches(message["sk"], self.keys[sender]):
                self.faults.append(Fault(sender, "its revealed key is not its public key"))
        else:
            raise ValueError(f"unknown message type {kind!r}")

    def _take_layers(self, sender: int, items: list[list[Any]]) -> None:
        for handle, share, proof in items:
            if not self.scheme.check_share(self.keys[sender], self.deck[handle], share, proof):
                self.faults.append(Fault(sender, f"a wrong layer for card place {handle}"))
                continue
            self.shares.setdefault(handle, {})[sender] = share

    # -- the end --------------------------------------------------------------
    def secret(self) -> Message:
        """At the end every device reveals its key, so every card can be checked."""
        return {"t": "secret", "from": self.seat, "sk": self.sk}

    def audit(self) -> list[Fault]:
        """Replay the transcript with every revealed key: each shuffle step must keep
        the deck's cards (only their order and masks change), each layer must be
        right, each claim true. Returns every fault (empty: verified), live ones too."""
        secrets = {m["from"]: m["sk"] for m in self.transcript if m["t"] == "secret"}
        found = list(self.faults)
        missing = [s for s in range(self.players) if s not in secrets]
        if missing:
            return found + [Fault(s, "it never revealed its key") for s in missing]
        order = [secrets[s] for s in range(self.players)]

        def card_of(cipher: Cipher) -> int | None:
            return self.scheme.unmask(cipher, [self.scheme.share(sk, cipher)[0] for sk in order],
                                      self.size)

        cards: dict[int, int | None] = {i: i for i in range(self.size)}
        next_handle = self.size
        step: list[int | None] = []
        for message in self.transcript:
            if message["t"] == "shuffle":
                before = [cards[h] for h in message["in"]] if message["from"] == 0 else step
                step = [card_of((str(a), str(b))) for a, b in message["deck"]]
                if Counter(step) != Counter(before):
                    found.append(Fault(message["from"], "its shuffle changed the deck's cards"))
                if message["from"] == self.players - 1:
                    cards.update(zip(range(next_handle, next_handle + len(step)), step))
                    next_handle += len(step)
            elif message["t"] == "remask":
                c1, c2 = message["cipher"]
                if card_of((str(c1), str(c2))) != cards[message["handle"]]:
                    found.append(Fault(message["from"], "its remask changed a card"))
            elif message["t"] == "claim" and cards[message["handle"]] != message["card"]:
                fault = Fault(message["from"], f"it played card {message['card']} from a place "
                                               "that holds another card")
                if fault not in found:
                    found.append(fault)
        return found

    def verdict(self) -> str:
        """``verified``, or the first seat whose move did not match and why."""
        faults = self.audit()
        if not faults:
            return VERIFIED
        return "; ".join(f"seat {f.seat}: {f.reason}" for f in dict.fromkeys(faults))


def _sender(message: Any) -> int:
    sender = message.get("from") if isinstance(message, dict) else None
    return sender if isinstance(sender, int) else -1
