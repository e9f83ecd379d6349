"""Undo (issue 9 item 8, the BGA policy): a seat may take back its own last move while
nobody else has moved since, the move involved no chance, showed no hidden card and
put no card out of the mover's sight. The engine decides (``Match.why_no_undo``); an
undone match replays its record without the move, so it equals the match before it.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import cardtable
from cardtable import IllegalMove, Match, bridge
from cardtable.engine import Event, Game, Move, State
from cardtable.games import GAMES

from .invariants import pick
from .test_playouts import QUICK_OPTIONS


def snapshot(match: Match) -> dict[str, Any]:
    """Everything the match shows anyone: every seat's and a spectator's view, the record."""
    views = {str(seat): match.view(seat) for seat in [None, *range(match.players)]}
    return {"views": views, "record": match.record(), "to_move": match.to_move()}


def cases() -> list[tuple[str, int, dict[str, Any]]]:
    return [(game_id, players, {**QUICK_OPTIONS.get(game_id, {}), **options})
            for game_id, game in GAMES.items() for players, options in game.variants()]


@pytest.mark.parametrize("game_id,players,options", cases(),
                         ids=lambda value: str(value).replace(" ", ""))
def test_an_undone_move_leaves_the_match_as_it_was_before(game_id: str, players: int,
                                                          options: dict[str, Any]) -> None:
    """Over random matches: every move the engine lets its mover take back is taken back,
    and the match equals the one before the move (views, legal moves, log, record);
    played again, it has the same facts."""
    rng = random.Random(f"undo:{game_id}:{players}")
    undone = 0
    for seed in range(2 if players < 5 else 1):
        match = cardtable.new_match(game_id, players=players, seed=seed, options=options)
        while not match.is_over and len(match.moves) < 250:
            seat = rng.choice(match.to_move())
            move = pick(match.legal_moves(seat), rng, uniform=False)
            before = snapshot(match) if rng.random() < 0.15 else None
            match.play(seat, move)
            facts = match.facts[-1]
            allowed = match.can_undo(seat)
            assert allowed == (not match.is_over and not (facts.random or facts.revealed or facts.hid))
            if before is None or not allowed:
                continue
            match.undo(seat)
            undone += 1
            assert snapshot(match) == before
            match.play(seat, move)
            assert match.facts[-1] == facts
    assert undone >= 3


# -- each refusal, pinned on a tiny game whose moves each do one thing ----------------
class Tiny(Game[State]):
    """Two seats, each with a hand; a hidden pack; a public table. Seat 0 moves, then
    seat 1, alternately; a move does exactly one thing."""

    id = "tiny"
    name = "Tiny"
    min_players = max_players = 2

    def new_state(self, players: int, options: dict[str, Any], rng: random.Random) -> State:
        state = State(players, rng)
        state.add_zone("pack", "hidden").cards.extend(["p1", "p2", "p3"])
        state.add_zone("table", "public")
        for seat in range(players):
            state.add_zone(f"hand:{seat}", "owner", seat).cards.extend([f"h{seat}a", f"h{seat}b"])
        state.turn = 0  # type: ignore[attr-defined]
        return state

    def to_move(self, state: State) -> list[int]:
        return [] if self.is_over(state) else [state.turn]  # type: ignore[attr-defined]

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        if seat not in self.to_move(state):
            return []
        return [{"type": kind} for kind in ("think", "show", "bury", "draw", "shuffle", "end", "done")]

    def apply(self, state: State, seat: int, move: Move) -> None:
        hand = state.zones[f"hand:{seat}"]
        kind = move["type"]
        if kind == "show":  # a hand card face up on the table
            state.move(hand.cards[-1], hand.name, "table", {"type": "show", "card": hand.cards[-1]})
        elif kind == "bury":  # a hand card face down on the pack
            state.move(hand.cards[-1], hand.name, "pack")
        elif kind == "draw":  # the pack's top card into the hand
            state.move(state.zones["pack"].cards[-1], "pack", hand.name)
        elif kind == "shuffle":  # the public table is reordered by chance
            state.rng.random()
        elif kind == "done":
            state.over = True  # type: ignore[attr-defined]
        if kind != "think":
            state.turn = 1 - seat  # type: ignore[attr-defined]

    def is_over(self, state: State) -> bool:
        return bool(getattr(state, "over", False))

    def result(self, state: State) -> dict[str, Any]:
        return {"scores": [0, 0], "winners": []}

    def public_view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {}

    def describe_move(self, state: State, seat: int, move: Move) -> str:
        return str(move["type"])

    def describe_event(self, event: Event) -> str:
        return str(event["type"])


def tiny(*moves: tuple[int, str]) -> Match:
    match = Match(Tiny(), players=2, seed=5)
    for seat, kind in moves:
        match.play(seat, {"type": kind})
    return match


@pytest.mark.parametrize("moves,seat,reason", [
    ((), 0, "no move to take back"),
    (((0, "think"), (0, "end")), 1, "own last move"),  # seat 1 made no move
    (((0, "end"), (1, "think")), 0, "own last move"),  # seat 1 moved after seat 0
    (((0, "shuffle"),), 0, "chance"),
    (((0, "show"),), 0, "showed a card"),
    (((0, "draw"),), 0, "showed a card"),  # the pack's card is now seen by its drawer
    (((0, "bury"),), 0, "out of your sight"),
    (((0, "done"),), 0, "match is over"),
])
def test_each_refusal_says_why_and_changes_nothing(moves: tuple[tuple[int, str], ...], seat: int,
                                                  reason: str) -> None:
    match = tiny(*moves)
    before = snapshot(match)
    why = match.why_no_undo(seat)
    assert why is not None and reason in why
    assert not match.can_undo(seat)
    with pytest.raises(IllegalMove, match=reason):
        match.undo(seat)
    assert snapshot(match) == before


def test_refusals_pin_the_right_case() -> None:
    """The own-last-move case above: seat 0's "end" passed the turn, yet seat 0 may take
    it back (nobody moved since); the other seat may not."""
    match = tiny((0, "think"), (0, "end"))
    assert match.can_undo(0) and not match.can_undo(1)
    match.undo(0)
    assert match.to_move() == [0] and len(match.moves) == 1
    match.undo(0)  # the move before was seat 0's too, and revealed nothing
    assert match.moves == [] and not match.can_undo(0)


def test_a_move_that_reveals_nothing_can_be_taken_back_and_replayed() -> None:
    match = tiny((0, "show"), (1, "think"))
    before = snapshot(match)
    match.play(1, {"type": "think"})
    assert match.can_undo(1)
    match.undo(1)
    assert snapshot(match) == before


# -- the real games ---------------------------------------------------------------
def play_until(match: Match, rng: random.Random, wanted: Any, limit: int = 3000) -> tuple[int, Move]:
    """Play random moves until one satisfies ``wanted(match, seat, move)`` after it is played."""
    for _ in range(limit):
        seat = rng.choice(match.to_move())
        move = pick(match.legal_moves(seat), rng, uniform=False)
        match.play(seat, move)
        if wanted(match, seat, move):
            return seat, move
    raise AssertionError("no such move in the playout")


def test_red_cliffs_refuses_a_discard_a_shuffle_and_a_taken_back_decline_after_another_answer() -> None:
    """RC-8 discard shows a card; RC-9 event shuffles by chance; in RC-10's claim window
    (RC-G14) a decline can be taken back until another seat answers."""
    rng = random.Random(9)
    match = cardtable.new_match("red-cliffs", players=5, seed=9)
    seat, _ = play_until(match, rng, lambda m, s, mv: mv["type"] == "discard")
    assert "showed a card" in str(match.why_no_undo(seat))
    seat, _ = play_until(match, rng, lambda m, s, mv: mv["type"] == "shuffle")
    assert "chance" in str(match.why_no_undo(seat))
    seat, _ = play_until(match, rng, lambda m, s, mv: mv["type"] == "decline" and len(m.to_move()) > 1)
    assert match.can_undo(seat)
    other = match.to_move()[0]
    match.play(other, {"type": "decline"})
    assert "own last move" in str(match.why_no_undo(seat))


def test_astronaut_refuses_a_draw_from_the_pack_but_not_one_from_the_public_discard() -> None:
    """A card drawn from the face-down pack is seen by its drawer; the discard's top is public."""
    rng = random.Random(4)
    match = cardtable.new_match("astronaut", players=3, seed=4)
    seat, _ = play_until(match, rng, lambda m, s, mv: mv == {"type": "draw", "from": "pack"})
    assert "showed a card" in str(match.why_no_undo(seat))
    seat, _ = play_until(match, rng, lambda m, s, mv: mv == {"type": "draw", "from": "discard"}
                         and not m.facts[-1].random)
    assert match.can_undo(seat)


def call(op: str, **args: Any) -> dict[str, Any]:
    return dict(json.loads(bridge.handle(json.dumps({"op": op, **args}))))


def test_bridge_undoable_and_undo() -> None:
    match = call("new", game="red-cliffs", players=4, seed=2)["result"]["match"]
    assert call("undoable", match=match)["result"] == {"seat": None}
    # play until a move its mover may take back
    for _ in range(500):
        view = call("view", match=match, seat=None)["result"]
        seat = view["to_move"][0]
        move = call("bot", match=match, seat=seat, kind="random")["result"]["move"]
        before = call("view", match=match, seat=seat)["result"]
        assert call("play", match=match, seat=seat, move=move)["ok"]
        if call("undoable", match=match)["result"]["seat"] == seat:
            break
    else:
        raise AssertionError("no undoable move")
    assert call("view", match=match, seat=None)["result"]["undo_seat"] == seat  # with every view
    other = (seat + 1) % 4
    refused = call("undo", match=match, seat=other)
    assert refused["ok"] is False and refused["error"]["code"] == "illegal_move"
    assert call("undo", match=match, seat=seat)["result"] == {"move_count": before["move_count"]}
    assert call("view", match=match, seat=seat)["result"] == before
    assert call("undo", match=match, seat="x")["error"]["code"] == "illegal_move"
