"""Invariant checks any game must pass at every step of any match.

Used by the random-playout test over every game; kept separate so a game's own
tests can call the same checks.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import cardtable
from cardtable import IllegalMove, Match
from cardtable.engine import State, Zone
from cardtable.engine.choose import expand
from cardtable.engine.frames import Frame
from cardtable.engine.zones import mask_allows

BOGUS_MOVES: list[Any] = [
    None, 7, "draw", [], {}, {"type": 3}, {"type": "no-such-move"},
    {"type": "play", "card": "no-such-card#1"}, {"type": "discard", "card": None},
]


def fingerprint(match: Match) -> str:
    """Everything observable about a match, as one string (to prove nothing changed)."""
    state = match.state
    zones = {name: list(zone.cards) for name, zone in state.zones.items()}
    return json.dumps([zones, match.view(None, log_limit=0), len(state.log), len(match.moves),
                       state.rng.getstate()[1][:4]], sort_keys=True, default=str)


def plain(value: Any) -> Any:
    """Any state value as plain data, recursively (zones, frames, RNGs, game objects)."""
    if isinstance(value, Frame):
        return ["frame", value.to_json()]
    if isinstance(value, Zone):
        return ["zone", value.name, value.visibility, value.owner, list(value.cards)]
    if isinstance(value, random.Random):
        return ["rng", value.getstate()[1][:8], value.getstate()[2]]
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted(str(item) for item in value)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if hasattr(value, "__dict__"):
        return {type(value).__name__: plain(vars(value))}
    return repr(value)


def state_fingerprint(state: State) -> str:
    """Every field of a state (zones, stack, knowledge, clock, the game's own fields,
    the RNG) and the length of its log, as one string: a clone's look-ahead must leave
    the original's fingerprint unchanged."""
    fields = {key: value for key, value in vars(state).items() if key not in ("log", "flows")}
    return json.dumps([plain(fields), len(state.log)], sort_keys=True, default=repr)


def check_event_texts(match: Match, since: int) -> None:
    """Every new event has a text in the game's registry, seen whole or redacted."""
    texts = match.game.event_texts
    for _, event in match.state.log[since:]:
        assert event["type"] in texts, f"{match.game.id}: event type {event['type']!r} has no text"
    for seat in [*range(match.players), None]:
        for event in match.state.redacted_log(seat, since=since):
            text = match.game.describe_event(event)
            assert isinstance(text, str) and text.strip(), (event, text)


def check_conservation(match: Match, all_cards: list[str]) -> None:
    """Every card instance is in exactly one zone; none appear or vanish."""
    assert sorted(match.state.all_cards()) == all_cards


def check_turn_order(match: Match) -> None:
    """``to_move()`` is empty exactly when the match is over; movers have moves."""
    movers = match.to_move()
    assert (not movers) == match.is_over
    for seat in movers:
        assert match.legal_moves(seat), f"seat {seat} must move but has no legal move"
    for seat in range(match.players):
        if seat not in movers:
            assert match.legal_moves(seat) == []


def check_illegal_rejected(match: Match, rng: random.Random) -> None:
    """Malformed, wrong-seat and unknown moves raise IllegalMove and change nothing."""
    before = fingerprint(match)
    movers = match.to_move()
    probes: list[tuple[Any, Any]] = [(seat, rng.choice(BOGUS_MOVES)) for seat in movers]
    idle = [s for s in range(match.players) if s not in movers]
    if idle and movers:
        probes.append((rng.choice(idle), rng.choice(match.legal_moves(movers[0]))))
    probes += [(-1, {"type": "draw"}), (match.players, {"type": "draw"}), ("0", {"type": "x"})]
    for seat, move in probes:
        try:
            match.play(seat, move)
        except IllegalMove as error:
            assert str(error), "an illegal move needs a readable reason"
        else:
            raise AssertionError(f"{move!r} by seat {seat!r} was accepted")
        assert fingerprint(match) == before, f"refusing {move!r} changed the match"


def check_views_hide(match: Match, rng: random.Random) -> None:
    """A seat's view is unchanged when every card it cannot see is re-dealt."""
    for seat in [*range(match.players), None]:
        view = match.view(seat, log_limit=0)
        for name, zone in match.state.zones.items():
            if not zone.visible_to(seat):
                faces = view["zones"][name]["cards"] or [None] * len(zone.cards)
                assert all(face is None or match.state.knows(seat, face, zone)
                           for face in faces), f"seat {seat} sees unknown cards in {name}"
        other = fork(match, redeal(match, seat, rng)).view(seat, log_limit=0)
        view.pop("log_start"), other.pop("log_start")
        assert other == view, f"seat {seat}'s view depends on cards it cannot see"


def redeal(match: Match, seat: int, rng: random.Random) -> State:
    """The cards ``seat`` cannot see re-dealt as the game's bots re-deal them
    (``Game.determinize``: within card families, e.g. Redshirts' two decks never
    trade cards, and only into worlds the game allows), and every holding it cannot
    see (another seat's hand, face-down cards) in a new order, known cards included:
    a known card's place there must tell it nothing (issue 18)."""
    world: State = match.game.determinize(match.state, seat, rng)
    for zone in world.zones.values():
        if zone.visibility == "owner" and not zone.visible_to(seat):
            rng.shuffle(zone.cards)
    return world


def visible_cards(match: Match, seat: int) -> set[str]:
    """Cards whose faces ``seat`` knows where they lie in the current state."""
    return match.state.known_cards(seat)


@contextmanager
def watching_transfers() -> Iterator[list[tuple[str, int]]]:
    """Record (card, seats who see the source or target zone) for every card moved
    while the block runs: cards can be shown in passing, e.g. an event card turned
    up and shuffled back within one move."""
    moved: list[tuple[str, int]] = []
    original = State.transfer

    def transfer(self: State, card: str, source: Zone, target: Zone,
                 event: dict[str, Any] | None = None, *, index: int | None = None) -> None:
        moved.append((card, source.seen_by | target.seen_by))
        original(self, card, source, target, event, index=index)

    State.transfer = transfer  # type: ignore[method-assign]
    try:
        yield moved
    finally:
        State.transfer = original  # type: ignore[method-assign]


def check_new_events(match: Match, seen_before: list[set[str]], seen_after: list[set[str]],
                     since: int, moved: tuple[tuple[str, int], ...] | list[tuple[str, int]] = ()) -> None:
    """A card named in a seat's log was visible to it just before or just after the
    move, or passed through a zone it sees during the move (``moved``)."""
    for seat in range(match.players):
        in_passing = {card for card, mask in moved if mask_allows(mask, seat)}
        for event in match.state.redacted_log(seat, since=since):
            named = [event.get("card")] + list(event.get("cards") or [])
            for card in named:
                if card is not None:
                    assert card in seen_before[seat] or card in seen_after[seat] \
                        or card in in_passing, (
                            f"seat {seat}'s log shows {card}, which it never saw: {event}")


MOVE_WEIGHTS = {"play": 8, "give": 4, "set": 8, "claim": 4}
"""A purposeful random policy: moves that progress a game are likelier (not certain)."""


def pick(moves: list[dict[str, Any]], rng: random.Random, uniform: bool) -> dict[str, Any]:
    """A random legal move: uniform, or weighted towards progress so matches end sooner
    (a choose-k template stands for its concrete moves, ``expand``)."""
    moves = expand(moves, rng)
    if uniform:
        return rng.choice(moves)
    weights = [MOVE_WEIGHTS.get(move["type"], 1) for move in moves]
    return rng.choices(moves, weights)[0]


def random_playout(game_id: str, players: int, options: dict[str, Any], seed: int, *,
                   deep_every: int = 1, uniform: bool = True,
                   max_moves: int = 20_000) -> Match:
    """Play a seeded random match, checking every invariant; returns the finished match.

    Cheap checks run after every move; the costly ones (illegal-move probes,
    re-dealt views, every legal move applied) every ``deep_every`` moves.
    """
    rng = random.Random(seed)
    match = cardtable.new_match(game_id, players=players, seed=seed, options=options)
    all_cards = sorted(match.state.all_cards())
    step = 0
    seen = [visible_cards(match, s) for s in range(match.players)]
    while not match.is_over:
        assert step < max_moves, "the match did not end"
        check_conservation(match, all_cards)
        check_turn_order(match)
        deep = step % deep_every == 0
        if deep:
            check_illegal_rejected(match, rng)
            check_views_hide(match, rng)
        seat = rng.choice(match.to_move())
        moves = match.legal_moves(seat)
        if deep and len(moves) > 1:  # every legal move applies (on copies), which stay copies
            before = state_fingerprint(match.state)
            for move in expand(moves, rng):
                match.game.apply(match.state.clone(), seat, move)
            assert state_fingerprint(match.state) == before, "look-ahead on a clone changed the match"
        since = len(match.state.log)
        with watching_transfers() as moved:
            match.play(seat, pick(expand(moves, rng), rng, uniform))
        check_event_texts(match, since)
        seen_now = [visible_cards(match, s) for s in range(match.players)]
        check_new_events(match, seen, seen_now, since, moved)
        seen = seen_now
        step += 1
    check_conservation(match, all_cards)
    check_turn_order(match)
    result = match.result()
    assert len(result["scores"]) == players and result["winners"]
    replayed = cardtable.replay(json.loads(json.dumps(match.record())))
    for seat in [*range(players), None]:
        assert replayed.view(seat) == match.view(seat), "replay differs"
    return match


PASSING_MOVES = ("pass", "decline")
"""Move types a seat uses to let a decision go by (a window's "pass")."""


def fork(match: Match, state: Any) -> Match:
    """A second match object over ``state`` with the same set-up and move count."""
    twin = copy.copy(match)
    twin.state = state
    twin.moves = list(match.moves)
    twin.facts = list(match.facts)
    twin._legal = None
    return twin


def hidden_from(match: Match, seat: int) -> set[str]:
    """Cards whose faces ``seat`` cannot see now."""
    return set(match.state.all_cards()) - visible_cards(match, seat)


def shown_to(match: Match, seat: int, hidden: set[str], since: int) -> bool:
    """True once a card in ``hidden`` is visible to ``seat`` or named in its new log."""
    if visible_cards(match, seat) & hidden:
        return True
    for event in match.state.redacted_log(seat, since=since):
        if {event.get("card"), *(event.get("cards") or [])} & hidden:
            return True
    return False


def observer_view(match: Match, seat: int) -> dict[str, Any]:
    """Everything ``seat`` observes: its view with the new log events (texts included)."""
    return match.view(seat)


def check_two_worlds(match: Match, seat: int, rng: random.Random, *,
                     max_steps: int = 40) -> int:
    """Fork the position into two worlds that differ only in cards ``seat`` cannot see
    and play on in both: ``seat`` plays the same moves, the others pass where they can
    (else a move legal in both worlds). Until a card hidden at the fork is shown to
    ``seat``, its views (to_move, legal moves, log events with faces blanked) must be
    identical. Returns the number of steps compared."""
    real = match.state.clone()
    other = redeal(match, seat, random.Random(rng.getrandbits(64)))
    other.rng.setstate(real.rng.getstate())  # the worlds differ in hidden cards only
    worlds = [fork(match, real), fork(match, other)]
    hidden = hidden_from(worlds[0], seat) | hidden_from(worlds[1], seat)
    for step in range(max_steps):
        views = [observer_view(world, seat) for world in worlds]
        assert views[0] == views[1], (
            f"seat {seat} can tell two worlds apart that differ only in cards it cannot see "
            f"(step {step}): {diff_views(views[0], views[1])}")
        movers = worlds[0].to_move()
        if not movers:
            return step
        mover = rng.choice(movers)
        legal = [worlds[0].legal_moves(mover), worlds[1].legal_moves(mover)]
        if mover == seat:
            move = rng.choice(expand(legal[0], rng))
        else:
            common = [m for m in expand(legal[0], rng) if m in expand(legal[1], rng)]
            passing = [m for m in common if m["type"] in PASSING_MOVES]
            if not common:
                return step  # the others' choices differ: nothing more to compare
            move = rng.choice(passing or common)
        since = [len(world.state.log) for world in worlds]
        for world in worlds:
            world.play(mover, move)
        if any(shown_to(world, seat, hidden, start) for world, start in zip(worlds, since)):
            return step + 1
    return max_steps


def diff_views(a: dict[str, Any], b: dict[str, Any]) -> str:
    """The first top-level keys where two views differ, for an assertion message."""
    keys = [key for key in a if a.get(key) != b.get(key)]
    return "; ".join(f"{key}: {a.get(key)!r} != {b.get(key)!r}"[:300] for key in keys[:3])
