"""Information-set Monte Carlo tree search (single-observer ISMCTS) for any game.

The searching seat never reads the true hidden state: each iteration plays in a
world sampled by ``Game.sample_world(state, seat, rng)`` (``State.determinized`` within the
game's card families and valid worlds), which depends only on what the
seat knows. Nodes are keyed by move, with availability counts, so moves that
exist only in some worlds are weighed fairly (Cowling, Powley & Whitehouse 2012).
Rollouts follow the game's ``rollout_move`` policy and are cut off after
``rollout_depth`` moves (4 by default: about one turn each in Astronaut; measured
against 0 and 8–60 with bench/arena.py, long rollouts mostly add luck), then the
game's ``evaluate`` scores the position for every seat. Per-game knowledge lives in
those two methods only: Red Cliffs' set-making rollouts and prize-potential
``evaluate`` took hard vs simple from 51% to 66% (bench/arena.py, 2 players, 40
matches to 10 points), and to 85% over 30 matches at the rulebook's 30 points
(see ``RedCliffs.evaluate``). In 2-player, 1-round Astronaut hard beat the simple
bot 65-70% only while that bot looped (fixed in issue 9); against the fixed simple
bot and the greedy baseline it is near 50% (the README's Bots section has the
figures), and it beats random every time. The evaluate variants tried are listed
at ``evaluate`` in ``games/astronaut/bot.py``.
"""

from __future__ import annotations

import json
import math
import random
import time
from typing import Any
from collections.abc import Callable
from dataclasses import dataclass, field

from .engine import Game, Move, State
from .engine.choose import expand
from .learned import learned_evaluation
from .seatview import seat_view


def move_key(move: Move) -> str:
    """One spelling per move, usable as a dict key."""
    return json.dumps(move, sort_keys=True)


@dataclass
class Node:
    """Statistics of one move from one information set, for the seat that made it."""

    seat: int = -1
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict[str, Node] = field(default_factory=dict)
    values: list[float] = field(default_factory=list)
    """Flat search: this move's value in each sampled world, in world order (paired
    with its siblings' for :func:`flat_choice`)."""


@dataclass(frozen=True)
class SearchSettings:
    """How hard to think: iteration and time caps, rollout cut-off, exploration."""

    iterations: int = 400
    seconds: float = 0.25
    rollout_depth: int = 4
    exploration: float = 0.5
    prior_weight: float = 0.0
    """Progressive bias at the root: weight of the rule of thumb's rating of a move,
    fading as 1 / (visits + 1) (0: none)."""
    guided: float = 0.0
    """Epsilon-greedy rollouts: the chance a rollout move is the rule of thumb's best
    for the mover, from what the mover sees in the sampled world (0: never)."""
    widening: float = 0.0
    """Progressive widening at the root: only the ``widening`` * sqrt(visits) moves the
    rule of thumb rates best are searched (0: all at once)."""
    flat: bool = False
    """Root-only Monte Carlo (:func:`flat_search`): every root move is tried in every
    sampled world with the same rollout dice, no tree below the root."""
    candidates: int = 0
    """Flat search: only the ``candidates`` moves the rule of thumb rates best (0: all)."""
    margin: float = 0.0
    """Flat search: leave the rule of thumb's move only for one whose gain over it, world
    by world, is at least ``margin`` standard errors above zero (0: the best mean)."""
    learned: bool = False
    """Score the end of rollouts with the game's learned evaluation (``learned.py``:
    weights fitted by bench/train_values.py) where it has one, instead of ``evaluate``."""


Sampler = Callable[[random.Random], State]
"""Draws a full world consistent with what the searching seat knows."""


def search_tree(game: Game[Any], sample: Sampler, rng: random.Random,
                settings: SearchSettings, seat: int, allowed: set[str] | None = None, *,
                prior: dict[str, float] | None = None,
                options: dict[str, Any] | None = None) -> Node:
    """The root of ISMCTS's tree for ``seat``, whose knowledge ``sample`` draws worlds from.

    When several seats are to move (a window that asks them all at once), the root
    decision is ``seat``'s; deeper in the tree the first seat to move decides first.
    ``allowed`` (move keys) limits the root's moves (``Game.search_candidates``).
    ``prior`` rates root moves in [0, 1] (``settings.prior_weight``); ``options`` are
    the match's, for the rule of thumb that guides rollouts (``settings.guided``).
    """
    root = Node()
    context = _Context(prior or {}, options or {}, _evaluator(game, settings))
    deadline = time.perf_counter() + settings.seconds
    for iteration in range(settings.iterations):
        if iteration and time.perf_counter() > deadline:
            break
        _iterate(game, sample(rng), root, rng, settings, seat, allowed, context)
    return root


def search(game: Game[Any], sample: Sampler, rng: random.Random, settings: SearchSettings,
           seat: int, allowed: set[str] | None = None, *,
           prior: dict[str, float] | None = None,
           options: dict[str, Any] | None = None) -> Move:
    """The move ISMCTS picks for ``seat`` (see :func:`search_tree`): the most visited."""
    root = search_tree(game, sample, rng, settings, seat, allowed, prior=prior,
                       options=options)
    return best_move(root)[0]


def flat_search(game: Game[Any], sample: Sampler, rng: random.Random,
                settings: SearchSettings, seat: int, legal: list[Move], *,
                prior: dict[str, float] | None = None,
                options: dict[str, Any] | None = None) -> Node:
    """Root-only Monte Carlo over sampled worlds with common random numbers: each
    world is played on from every root move with the same rollout dice, so the moves
    are compared on the same deals and the same luck (the differences, not the noise,
    decide). ``settings.iterations`` counts rollouts. Returns a root like
    :func:`search_tree`'s (children's visits and rewards), for :func:`best_move`."""
    context = _Context(prior or {}, options or {}, _evaluator(game, settings))
    moves = list(legal)
    if settings.candidates and prior and len(moves) > settings.candidates:
        order = sorted(range(len(moves)), key=lambda i: -prior.get(move_key(moves[i]), 0.0))
        moves = [moves[i] for i in sorted(order[:settings.candidates])]
    root = Node()
    keys = [move_key(move) for move in moves]
    for key in keys:
        root.children[key] = Node(seat=seat)
    deadline = time.perf_counter() + settings.seconds
    done = 0
    while done < settings.iterations and (not done or time.perf_counter() <= deadline):
        world = sample(rng)
        dice = rng.getrandbits(64)
        for move, key in zip(moves, keys):
            trial = world.clone(random.Random(dice))
            game.apply(trial, seat, move)
            _rollout(game, trial, random.Random(dice), settings, context)
            child = root.children[key]
            value = context.evaluate(trial)[seat]
            child.visits += 1
            child.available += 1
            child.reward += value
            child.values.append(value)
        root.visits += 1
        done += len(moves)
    return root


def _rollout(game: Game[Any], world: State, rng: random.Random, settings: SearchSettings,
             context: _Context) -> None:
    """``settings.rollout_depth`` moves of the rollout policy (fewer if the match ends)."""
    for _ in range(settings.rollout_depth):
        if game.is_over(world):
            break
        mover = game.to_move(world)[0]
        legal = expand(game.legal_moves(world, mover), rng)
        game.apply(world, mover, _rollout_move(game, world, mover, legal, rng, settings,
                                               context))


def flat_choice(root: Node, prior: dict[str, float], margin: float) -> tuple[Move, float]:
    """The flat search's move: the best mean; but the rule of thumb's favourite (the
    highest ``prior``) unless the best one's gain over it, world by world, is at least
    ``margin`` standard errors above zero (the favourite also wins ties). Picking the
    best of many noisy means picks a worse move than the favourite too often: the
    paired differences (same worlds, same dice) say whether a gain is real."""
    keys = list(root.children)
    favourite = max(keys, key=lambda key: prior.get(key, 0.0))
    def mean(key: str) -> float:
        node = root.children[key]
        return node.reward / max(node.visits, 1)
    best = max(keys, key=lambda key: (mean(key), key == favourite, prior.get(key, 0.0)))
    if best != favourite and margin > 0:
        gains = [a - b for a, b in zip(root.children[best].values,
                                       root.children[favourite].values)]
        count = len(gains)
        average = sum(gains) / max(count, 1)
        spread = math.sqrt(sum((g - average) ** 2 for g in gains) / max(count - 1, 1))
        if count < 2 or average <= margin * spread / math.sqrt(count):
            best = favourite
    return dict(json.loads(best)), mean(best)


def best_move(root: Node) -> tuple[Move, float]:
    """The root's most visited move and its mean value for the seat that searched."""
    key, node = max(root.children.items(), key=lambda item: (item[1].visits, item[1].reward))
    return dict(json.loads(key)), node.reward / max(node.visits, 1)


@dataclass(frozen=True)
class _Context:
    """What one search knows beyond its settings: root priors and the match options."""

    prior: dict[str, float]
    options: dict[str, Any]
    evaluate: Callable[[State], list[float]]


def _evaluator(game: Game[Any], settings: SearchSettings) -> Callable[[State], list[float]]:
    """How rollouts' ends are scored: the learned evaluation if asked for and the game
    has one, else the game's ``evaluate``."""
    learned = learned_evaluation(game) if settings.learned else None
    return learned or game.evaluate


def _iterate(game: Game[Any], world: State, root: Node, rng: random.Random,
             settings: SearchSettings, seat: int, allowed: set[str] | None = None,
             context: _Context | None = None) -> None:
    context = context or _Context({}, {}, game.evaluate)
    path = [root]
    node = root
    # selection and expansion
    while not game.is_over(world):
        mover = seat if node is root else game.to_move(world)[0]
        legal = expand(game.legal_moves(world, mover), rng)
        keys = [move_key(move) for move in legal]
        if node is root and allowed is not None:
            kept = [i for i, key in enumerate(keys) if key in allowed] or list(range(len(keys)))
            legal, keys = [legal[i] for i in kept], [keys[i] for i in kept]
        if node is root and settings.widening and context.prior:
            legal, keys = _widened(legal, keys, root.visits, settings.widening, context.prior)
        for key in keys:
            child = node.children.get(key)
            if child is not None:
                child.available += 1
        untried = [i for i, key in enumerate(keys) if key not in node.children]
        if untried:
            index = untried[rng.randrange(len(untried))]
            child = node.children[keys[index]] = Node(seat=mover, available=1)
            game.apply(world, mover, legal[index])
            path.append(child)
            break
        bias = settings.prior_weight if node is root else 0.0
        index = max(range(len(keys)), key=lambda i: _ucb(
            node.children[keys[i]], settings.exploration,
            bias * context.prior.get(keys[i], 0.0)))
        node = node.children[keys[index]]
        game.apply(world, mover, legal[index])
        path.append(node)
    _rollout(game, world, rng, settings, context)
    values = context.evaluate(world)
    # back-propagation: each node is scored for the seat that chose its move
    for visited in path:
        visited.visits += 1
        if visited.seat >= 0:
            visited.reward += values[visited.seat]


def _rollout_move(game: Game[Any], world: State, mover: int, legal: list[Move],
                  rng: random.Random, settings: SearchSettings, context: _Context) -> Move:
    """Epsilon-greedy: the mover's rule-of-thumb best (from its view of this world) with
    chance ``settings.guided``, else the game's cheap rollout move."""
    if len(legal) > 1 and settings.guided and rng.random() < settings.guided:
        scores = game.heuristic(seat_view(game, world, mover, legal, context.options), legal)
        if scores is not None:
            best = max(scores)
            return rng.choice([m for m, score in zip(legal, scores) if score == best])
    return game.rollout_move(world, mover, legal, rng)


def _widened(legal: list[Move], keys: list[str], visits: int, widening: float,
             prior: dict[str, float]) -> tuple[list[Move], list[str]]:
    """Progressive widening: the root's best-rated moves, more of them as visits grow
    (``widening`` * sqrt(visits), at least two)."""
    width = max(2, int(widening * math.sqrt(visits + 1)))
    if width >= len(keys):
        return legal, keys
    order = sorted(range(len(keys)), key=lambda i: (-prior.get(keys[i], 0.0), i))[:width]
    return [legal[i] for i in order], [keys[i] for i in order]


def ratings(scores: list[float]) -> list[float]:
    """Scores scaled to [0, 1] (the best 1, the worst 0; all equal: all 0)."""
    low, high = min(scores), max(scores)
    if high <= low:
        return [0.0] * len(scores)
    return [(score - low) / (high - low) for score in scores]


def _ucb(node: Node, exploration: float, bias: float = 0.0) -> float:
    if node.visits == 0:
        return math.inf
    return node.reward / node.visits + exploration * math.sqrt(
        math.log(max(node.available, 1)) / node.visits) + bias / (node.visits + 1)
