"""Replays of finished matches: step through a record move by move, every hand shown.

A replay opens only a record whose moves end the match: once a match is over its
record is revealed (the host of a table across devices sends it to every guest), so
every hand may be shown. A record that stops short is refused (``NotFinished``), as
it would show the hands of a match still being played.

Stepping is cheap both ways: the replay keeps a copy of the position every
``CHECKPOINT`` moves (the log shared, not copied) and plays forward from the nearest.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from . import new_match
from .engine import Match
from .engine.match import RECORD_FORMAT, RECORD_VERSION
from .engine.state import Event, State
from .errors import BadRecord, CardtableError
from .netplay import commitment, derive_seed

CHECKPOINT = 25
"""Moves between kept positions."""


class NotFinished(BadRecord):
    """A record whose moves do not end the match: it cannot be replayed openly."""

    code = "not_finished"


@dataclass(frozen=True)
class Step:
    """One move of the record as it was played: who, what, the label its mover saw,
    and the events it logged (every card shown)."""

    seat: int
    move: dict[str, Any]
    label: str
    events: list[Event]


def _keep(state: State) -> State:
    """A copy of ``state`` to resume from; its log list is copied flat (events are
    never changed once logged) and the parts the game calls finished are shared."""
    memo: dict[int, Any] = {id(part): part for part in state.finished()}
    memo[id(state.log)] = list(state.log)
    return copy.deepcopy(state, memo)


class Replay:
    """A finished match, open at one step (0: the deal, ``len(steps)``: the end)."""

    def __init__(self, record: Any, proof: Any = None) -> None:
        """Replay ``record`` whole; raises ``BadRecord`` if it does not replay and
        ``NotFinished`` if its moves do not end the match."""
        if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
            raise BadRecord("This is not a card table match record.")
        if record.get("version") != RECORD_VERSION:
            raise BadRecord(f"Unsupported record version {record.get('version')!r}.")
        moves = record.get("moves")
        if not isinstance(moves, list):
            raise BadRecord("The record has no list of moves.")
        try:
            match = new_match(record.get("game"), players=record.get("players"),  # type: ignore[arg-type]
                              seed=record.get("seed"), options=record.get("options"))  # type: ignore[arg-type]
        except CardtableError as error:
            raise BadRecord(f"The record's set-up is invalid: {error}") from None
        self.checkpoints: dict[int, State] = {0: _keep(match.state)}
        self.steps: list[Step] = []
        for number, entry in enumerate(moves, 1):
            if not (isinstance(entry, list) and len(entry) == 2):
                raise BadRecord(f"Move {number} of the record is malformed.")
            seat, move = entry
            try:
                played = match._check(seat, move)  # the one choke point: IllegalMove if not legal
                label = match.game.describe_move(match.state, seat, played)
                before = len(match.state.log)
                match.play(seat, played)
            except (CardtableError, TypeError, KeyError, IndexError) as error:
                raise BadRecord(f"Move {number} of the record is not legal: {error}") from None
            events = match.describe_events([e for _, e in match.state.log[before:]])
            self.steps.append(Step(seat, dict(played), label, events))
            if number % CHECKPOINT == 0:
                self.checkpoints[number] = _keep(match.state)
        if not match.is_over:
            raise NotFinished("Only a finished match can be replayed: this one is still being "
                              "played, and its hands stay secret.")
        self.record = match.record()
        self.proof = proof
        self.match = match
        self.final = match.result()

    @property
    def length(self) -> int:
        """How many moves the match had."""
        return len(self.steps)

    def go(self, step: int) -> Match:
        """The match at ``step`` (after that many moves); raises ``BadRecord`` if out of range."""
        if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step <= self.length:
            raise BadRecord(f"A step of this replay is a whole number from 0 to {self.length}.")
        match = self.match
        if step < len(match.moves) or step - len(match.moves) > CHECKPOINT:
            start = max(n for n in self.checkpoints if n <= step)
            match.state = _keep(self.checkpoints[start])
            match.moves = [(s.seat, dict(s.move)) for s in self.steps[:start]]
            match.facts = []
            match._legal = None
        while len(match.moves) < step:
            entry = self.steps[len(match.moves)]
            match.play(entry.seat, entry.move)
        return match

    def seat_view(self, step: int, seat: int | None, *, log_limit: int | None = None) -> dict[str, Any]:
        """What ``seat`` saw at ``step`` of the live match (the very view it had)."""
        return self.go(step).view(seat, log_limit=log_limit)

    def open_view(self, step: int, *, log_limit: int | None = None) -> dict[str, Any]:
        """The table at ``step`` with every hand shown: a spectator's view whose
        holdings (hands, cards a seat keeps face down) show their cards, and whose log
        shows every card."""
        match = self.go(step)
        view = match.view(None, log_limit=log_limit)
        state = match.state
        for name, zone in state.zones.items():
            if zone.visibility == "owner":
                view["zones"][name] = {"owner": zone.owner, "visibility": zone.visibility,
                                       "count": len(zone.cards), "cards": list(zone.cards)}
        view["log"] = match.describe_events([event for _, event in state.log[view["log_start"]:]])
        view["revealed"] = True
        return view

    def verification(self) -> dict[str, Any]:
        """What the replay proves: ``{"ok", "checks": [...], "problems": [...]}``.

        Every move was legal when played (else the replay would not open) and the
        replay ends with the result shown. With a ``proof`` (``commit``, ``secret``,
        ``contributions``: a table across devices, revealed at its end) the shuffle is
        checked too: the secret matches the commitment made before the deal and the
        seed is the one derived from the secret and every seat's contribution.
        """
        checks = [f"All {self.length} moves were legal when played, and replaying them "
                  "gives these final scores."]
        problems: list[str] = []
        proof = self.proof
        if proof is None:
            checks.append("Dealt on one device: its own seeded shuffle, with no other device "
                          "to prove it to.")
        elif not isinstance(proof, dict) or not isinstance(proof.get("secret"), str) \
                or not isinstance(proof.get("commit"), str) \
                or not isinstance(proof.get("contributions"), list):
            problems.append("The record's proof of a fair shuffle is unreadable.")
        else:
            contributions = [c if isinstance(c, str) else None for c in proof["contributions"]]
            if commitment(proof["secret"]) != proof["commit"]:
                problems.append("The host's secret does not match the commitment it made "
                                "before the deal.")
            elif derive_seed(proof["secret"], contributions) != self.record["seed"]:
                problems.append("The seed is not the one derived from the host's secret and "
                                "every seat's contribution.")
            else:
                checks.append("A fair shuffle: the host's secret matches the commitment it "
                              "made before the deal, and the seed comes from it and every "
                              "seat's contribution.")
        return {"ok": not problems, "checks": checks, "problems": problems}

    def summary(self) -> dict[str, Any]:
        """The replay's facts for the page: game, players, moves, result, verification."""
        return {"game": self.record["game"], "players": self.record["players"],
                "options": self.record["options"], "moves": self.length,
                "result": self.final, "verification": self.verification()}

    def step_facts(self, step: int) -> dict[str, Any] | None:
        """Move ``step`` (1-based) as played: ``{seat, move, label, events}``; None at 0."""
        if step == 0:
            return None
        entry = self.steps[step - 1]
        return {"seat": entry.seat, "move": entry.move, "label": entry.label,
                "events": entry.events}
