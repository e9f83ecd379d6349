"""The audit at the end of a fair table: with every key revealed, the deck protocol's
checks (``Device.audit``: shuffles kept their cards, layers and claims true) and the
whole match replayed by the real engine from the transcript, every card known: each
shuffle's real order, each announced fact checked against the face, each move checked
by the rules. The first seat whose move or fact does not match is named."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from ..engine import State, Zone
from ..engine.match import Match
from ..errors import CardtableError
from .deck import Device, Fault, Message
from .scheme import Cipher

if TYPE_CHECKING:
    from .table import FairTable

T = TypeVar("T")


def shuffle_cards(device: Device, transcript: list[Message], catalogue: list[str]) -> list[list[str | None]]:
    """Each joint shuffle's cards in their new order, opened with every revealed key."""
    keys = {m["from"]: m["sk"] for m in transcript if m.get("t") == "secret"}
    order = [keys[s] for s in range(device.players)]
    scheme = device.scheme

    def card_of(cipher: Cipher) -> str | None:
        index = scheme.unmask(cipher, [scheme.share(sk, cipher)[0] for sk in order], device.size)
        return None if index is None else catalogue[index]

    out: list[list[str | None]] = []
    for message in transcript:
        if message.get("t") == "shuffle" and message["from"] == device.players - 1:
            out.append([card_of((str(a), str(b))) for a, b in message["deck"]])
    return out


class ReplayOracle:
    """The engine's oracle for the replay: real cards everywhere, facts compared."""

    def __init__(self, shuffles: list[list[str | None]], facts: dict[tuple[int, int], tuple[int, Any]],
                 players: int) -> None:
        self.shuffles = shuffles
        self.facts = facts
        self.players = players
        self.done = 0
        self.move = -1
        self.ordinal = 0
        self.faults: list[Fault] = []

    def shuffled(self, state: State, zone: Zone) -> list[str]:
        cards = self.shuffles[self.done] if self.done < len(self.shuffles) else []
        self.done += 1
        if sorted(c or "" for c in cards) != sorted(zone.cards):
            raise Mismatch(Fault(self.players - 1, "a joint shuffle changed the cards"))
        return [str(c) for c in cards]

    def reveal(self, state: State, card: str, seats: int) -> str:
        return card

    def fact(self, state: State, card: str, seats: int, read: Callable[[str], T]) -> T:
        self.ordinal += 1
        value = read(card)
        said = self.facts.get((self.move, self.ordinal))
        if said is None or json.dumps(said[1]) != json.dumps(value):
            teller = said[0] if said else next(s for s in range(self.players) if seats >> s & 1)
            raise Mismatch(Fault(teller, f"it announced {said[1] if said else 'nothing'!r} for a "
                                         f"card whose face says {value!r}"))
        return value

    def current(self, event: dict[str, Any]) -> dict[str, Any]:
        return event


class Mismatch(Exception):
    def __init__(self, fault: Fault) -> None:
        super().__init__(fault.reason)
        self.fault = fault


def replay(table: FairTable, each: Callable[[Match], None] | None = None) -> list[Fault]:
    """The whole match again with every card known; the first seat that did not match.
    ``each(match)`` sees the real match after the set-up and after every move."""
    transcript = table.transcript
    nonces = {m["from"]: m["nonce"] for m in transcript if m.get("t") == "nonce"}
    from .table import joint_seed

    seed = joint_seed([nonces[s] for s in range(table.players)])
    facts = {(int(m["n"]), int(m["k"])): (int(m["from"]), m["value"])
             for m in reversed(transcript) if m.get("t") == "fact"}
    oracle = ReplayOracle(shuffle_cards(table.device, transcript, table.catalogue), facts, table.players)
    try:
        match = Match(table.game, players=table.players, seed=seed, options=table.options, oracle=oracle)
        if each is not None:
            each(match)
        for number, (mover, move, _claims) in enumerate(table.moves):
            oracle.move, oracle.ordinal = number, 0
            try:
                match.play(mover, move)
            except CardtableError as error:
                return [Fault(mover, f"its move {number + 1} ({move.get('type')}) breaks the rules: {error}")]
            if each is not None:
                each(match)
    except Mismatch as mismatch:
        return [mismatch.fault]
    return []


def audit(table: FairTable) -> list[Fault]:
    """Every fault the deck protocol finds, then the replay's."""
    found = table.device.audit()
    return found + [f for f in replay(table) if f not in found]
