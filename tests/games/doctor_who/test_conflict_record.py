"""The conflicts kept in the state (``DoctorWhoState.conflicts``) show what a walk of the
public event log shows: ``reference_conflicts`` is the log walk that ``public.conflicts``
was built from before the state kept them, compared after every move of the golden
matches and of seeded random playouts, in every seat's view, and in clones (a clone's
log starts empty: its conflicts, ids included, must still match the original's)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import cardtable
import pytest
from cardtable import Match
from cardtable.bots import choose_move
from cardtable.engine import Event
from cardtable.engine.choose import expand
from cardtable.engine.zones import ALL_SEATS
from cardtable.games.doctor_who import DoctorWhoState
from cardtable.games.doctor_who.cards import KIND
from cardtable.games.doctor_who.conflict_record import ENDS, GROUPED, RECENT, STEP_KINDS
from cardtable.games.doctor_who.conflict_view import REASONS, text_of
from cardtable.games.doctor_who.text import EVENT_TEXTS
from engine.sweep import seeds

GOLDEN = Path(__file__).parents[2] / "engine" / "golden"
RANDOM_SEEDS = range(seeds(6, 15))
"""Random playouts per player count (3 and 4; CARDTABLE_SWEEP=full: 15)."""
MOVES = 400
"""A random playout stops here if the match has not ended."""


def reference_at(events: list[tuple[int, Event]], start: int, turn: int,
                 active: int | None) -> dict[str, Any]:
    """The conflict whose ``conflict`` event is ``events[start]``, walked from the log."""
    index, head = events[start]
    conflict: dict[str, Any] = {
        "id": index, "turn": turn, "active": active, "loc": head["loc"],
        "defender": head["seat"], "attacker": head["attacker"],
        "revealed": {"defenders": [], "enemies": []}, "steps": [],
        "defence": None, "attack": None, "outcome": None, "winner": None,
        "discarded": [], "returned": [], "tardis": False, "done": False,
    }
    steps: list[dict[str, Any]] = conflict["steps"]
    for _, event in events[start + 1:]:
        kind = str(event.get("type"))
        if kind in ENDS or (conflict["done"] and kind != "tardis"):
            break
        step = STEP_KINDS.get(kind, "other")
        card = event.get("card")
        if step in GROUPED:
            if not (steps and steps[-1]["kind"] == step):
                steps.append({"kind": step, "type": kind, "texts": [], "cards": []})
            steps[-1]["cards"].append(card)
        else:
            words = text_of(event, EVENT_TEXTS)
            if kind == "gain" and event.get("reason") in REASONS:
                words = f"{REASONS[event['reason']]}: {words}"
            steps.append({"kind": step, "type": kind, "texts": [words]})
        if kind == "reveal":
            side = "defenders" if KIND.get(str(card)) == "defender" else "enemies"
            conflict["revealed"][side].append(card)
        elif kind == "discarded":
            conflict["discarded"].append(card)
        elif kind == "back_to_hand":
            conflict["returned"].append(card)
        elif kind == "strengths":
            conflict["defence"], conflict["attack"] = event["defence"], event["attack"]
        elif kind == "tardis":
            conflict["tardis"] = True
            break
        elif kind in ("repelled", "held"):
            conflict["outcome"] = kind
            conflict["winner"] = head["seat"] if kind == "repelled" else head["attacker"]
            conflict["done"] = True
    return conflict


def reference_conflicts(state: DoctorWhoState) -> list[dict[str, Any]]:
    """The newest conflicts from the public events of the whole log (a state that was
    never cloned): the way ``public.conflicts`` was computed before."""
    events = [(index, event) for index, (mask, event) in enumerate(state.log)
              if mask == ALL_SEATS]
    starts: list[tuple[int, int, int | None]] = []
    turn, active = 0, None
    for at, (_, event) in enumerate(events):
        if event.get("type") == "turn":
            turn, active = int(event["turn"]), event["seat"]
        elif event.get("type") == "conflict":
            starts.append((at, turn, active))
    return [reference_at(events, at, turn, active) for at, turn, active in starts[-RECENT:]]


def shown(match: Match, state: DoctorWhoState, seat: int | None) -> list[dict[str, Any]]:
    conflicts: list[dict[str, Any]] = match.game.public_view(state, seat)["conflicts"]
    return conflicts


def dw_state(match: Match) -> DoctorWhoState:
    assert isinstance(match.state, DoctorWhoState)
    return match.state


def check_position(match: Match, expected: list[dict[str, Any]]) -> None:
    """Every seat's (and a spectator's) conflicts equal ``expected``; so do a clone's and
    a re-dealt world's; a move played in a clone (which shares the records of conflicts
    that are over) leaves the original's alone."""
    state = dw_state(match)
    assert json.loads(json.dumps(state.conflicts)) == state.conflicts  # plain data
    for seat in [*range(match.players), None]:
        assert shown(match, state, seat) == expected, (len(match.moves), seat)
    clone = state.clone()
    assert shown(match, clone, None) == expected
    world = match.game.determinize(state, 0, random.Random(len(match.moves)))
    assert shown(match, world, 0) == expected
    if not match.is_over:
        seat = match.to_move()[0]
        rng = random.Random(len(match.moves))
        match.game.apply(clone, seat, rng.choice(expand(match.legal_moves(seat), rng)))
        assert shown(match, state, None) == expected


def play_and_compare(match: Match, moves: list[tuple[int, dict[str, Any]]] | None,
                     bot: str = "random") -> int:
    """Play ``moves`` (or a ``bot`` match) comparing after every move; a clone taken
    after the first conflict plays the same moves and must show the same conflicts.
    Returns how many conflicts the match had."""
    shadow: DoctorWhoState | None = None
    check_position(match, reference_conflicts(dw_state(match)))
    step = 0
    while not match.is_over and step < (len(moves) if moves is not None else MOVES):
        if moves is not None:
            seat, move = moves[step]
        else:
            seat = match.to_move()[0]
            move = choose_move(match, seat, bot)
        match.play(seat, move)
        step += 1
        expected = reference_conflicts(dw_state(match))
        check_position(match, expected)
        if shadow is not None:
            match.game.apply(shadow, seat, match.moves[-1][1])
            assert shown(match, shadow, None) == expected, ("clone", len(match.moves))
        elif expected:
            shadow = dw_state(match).clone()
    return sum(1 for _, event in dw_state(match).log if event["type"] == "conflict")


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("doctor-who-*.json")), ids=lambda p: p.stem)
def test_golden_matches_show_the_conflicts_the_log_shows(path: Path) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))["record"]
    match = cardtable.new_match("doctor-who", players=record["players"], seed=record["seed"],
                                options=record["options"])
    moves = [(int(seat), dict(move)) for seat, move in record["moves"]]
    assert play_and_compare(match, moves) > RECENT
    assert match.is_over


@pytest.mark.parametrize("players", [3, 4])
def test_random_playouts_show_the_conflicts_the_log_shows(players: int) -> None:
    conflicts = 0
    for seed in RANDOM_SEEDS:
        match = cardtable.new_match("doctor-who", players=players, seed=100 + seed)
        conflicts += play_and_compare(match, None)
    assert conflicts > len(RANDOM_SEEDS)


def test_only_events_logged_to_every_seat_feed_the_record() -> None:
    """A private event logged in the middle of a conflict (one seat's look at a card)
    is no step of it; a public one it does not know is a step of kind ``other``."""
    from .helpers import DALEKS, FILL, RORY, STARSHIP, play, table
    match = table(hand_0=[RORY[0], *FILL[:3]], attacks={STARSHIP: (1, [], [DALEKS[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[RORY[0]])  # pending: Teselecta or not
    state = dw_state(match)
    before = shown(match, state, None)
    assert not before[-1]["done"]
    state.emit({"type": "look", "seat": 1, "card": RORY[0], "loc": STARSHIP}, 1 << 1)
    state.show(DALEKS[0], 1 << 2, {"type": "look", "seat": 2, "card": DALEKS[0],
                                    "loc": STARSHIP})
    for seat in [*range(match.players), None]:
        assert shown(match, state, seat) == before
    state.emit({"type": "no_unit", "seat": 0})
    [after] = shown(match, state, 1)
    assert after["steps"][-1] == {"kind": "other", "type": "no_unit",
                                  "texts": ["{0} keeps U.N.I.T. for later."]}
    match.play(0, {"type": "decline"})
    [done] = shown(match, state, 2)
    assert done["done"] and done["outcome"] == "held"
    assert [step["type"] for step in done["steps"]] == [
        "reveal", "strengths", "no_unit", "back_to_hand", "held"]
    # The log walk takes the turn's seat from the set-up's ``turn`` event, which a
    # hand-built position (``table``) overrides; the record takes it from the state.
    assert done == {**reference_conflicts(state)[-1], "active": state.active}
