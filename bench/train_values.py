"""Fit a game's learned evaluation from self-play (issue 20) and write its ``learned.py``.

    python3 bench/train_values.py --game doctor-who --players 3 4 --matches 600 --seed 0

Plays ``--matches`` matches (seeds ``--seed`` on, player counts taken in turn from
``--players``) with every seat following the game's rule of thumb (the simple bot, from
its own view of the state) except for an ``--epsilon`` share of random moves, so the
positions vary. Every ``--every``-th position it records each seat's features (the
game's ``values.features``: the full state, as a search bot's sampled world holds it)
and, when the match ends, who won. It then fits a conditional logit (each seat's chance
to win is the softmax over seats of a weighted sum of its features: for two players the
logistic of the difference) by Newton's method with a little L2 shrinkage, on the first
80 % of the matches, and prints, on the last 20 %, the log-loss and how often the
predicted favourite won, for the fitted model, for the game's hand-written evaluation
and for a coin, at the start, middle and end of matches. With ``--write`` it replaces
``py/cardtable/games/<game>/learned.py`` (the weights as plain data and how they were
made: this command, seeds, counts, the held-out figures, numpy's version).

Needs numpy (the fit only; the engine evaluates the model in plain Python): tested with
numpy 2.4.6 (``pip install numpy==2.4.6``). The data is regenerated from the seeds
(self-play is seeded): the command line in ``learned.py`` is the record.
"""

from __future__ import annotations

import argparse
import importlib
import math
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import numpy as np  # noqa: E402

import cardtable  # noqa: E402
from cardtable.bots import best_scored  # noqa: E402
from cardtable.engine import Game, Move, State  # noqa: E402
from cardtable.engine.choose import expand  # noqa: E402
from cardtable.seatview import seat_view  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
Sample = tuple[int, list[list[float]], list[float], list[float]]
"""(match index, one feature row per seat, the hand-written evaluation per seat, the
result per seat: 1 for the winner, shared wins split)."""


def package(game_id: str) -> str:
    return "cardtable.games." + game_id.replace("-", "_")


def policy_move(game: Game[Any], state: State, seat: int, rng: random.Random,
                options: dict[str, Any], epsilon: float) -> Move:
    """The rule of thumb's move for ``seat`` from its own view (a random one with
    chance ``epsilon``)."""
    legal = expand(game.legal_moves(state, seat), rng)
    if len(legal) == 1:
        return legal[0]
    if rng.random() < epsilon:
        return legal[rng.randrange(len(legal))]
    scores = game.heuristic(seat_view(game, state, seat, legal, options), legal)
    return best_scored(legal, scores, rng) if scores is not None else rng.choice(legal)


def self_play(game_id: str, players: int, seed: int, index: int, every: int,
              epsilon: float, options: dict[str, Any], features: Any
              ) -> tuple[list[Sample], list[float]]:
    """The samples of one match and when each was taken (0 start .. 1 end)."""
    match = cardtable.new_match(game_id, players=players, seed=seed, options=options)
    game, state = match.game, match.state.clone()
    rng = random.Random(f"train:{seed}")
    rows: list[tuple[list[list[float]], list[float]]] = []
    ply = 0
    while not game.is_over(state) and ply < 20000:
        if ply % every == 0:
            rows.append(([features(state, s) for s in range(players)],
                         list(game.evaluate(state))))
        mover = game.to_move(state)[0]
        game.apply(state, mover, policy_move(game, state, mover, rng, match.options,
                                             epsilon))
        ply += 1
    winners = game.result(state)["winners"] if game.is_over(state) else []
    if not winners:
        return [], []
    result = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    count = max(len(rows) - 1, 1)
    return ([(index, row, hand, result) for row, hand in rows],
            [n / count for n in range(len(rows))])


def fit(samples: list[Sample], width: int, shrink: float) -> np.ndarray:
    """Conditional logit weights by Newton's method (L2 ``shrink`` per sample)."""
    weights = np.zeros(width)
    groups = [(np.array(rows, dtype=float), np.array(result)) for _, rows, _, result in samples]
    for _ in range(30):
        gradient = -shrink * len(groups) * weights
        hessian = -shrink * len(groups) * np.eye(width)
        for rows, result in groups:
            scores = rows @ weights
            chances = np.exp(scores - scores.max())
            chances /= chances.sum()
            mean = chances @ rows
            gradient += result @ rows - result.sum() * mean
            centred = rows - mean
            hessian -= result.sum() * (centred.T * chances) @ centred
        step = np.linalg.solve(hessian, gradient)
        weights -= step
        if np.abs(step).max() < 1e-6:
            break
    return weights


def judge(chances: list[float], result: list[float]) -> tuple[float, float]:
    """(log-loss, 1 if the favourite won) of one sample's predicted chances."""
    loss = -sum(r * math.log(max(c, 1e-9)) for c, r in zip(chances, result))
    favourite = max(range(len(chances)), key=lambda s: chances[s])
    return loss, float(result[favourite] > 0)


def report(name: str, predictions: list[list[float]], samples: list[Sample],
           phases: list[float]) -> str:
    parts = []
    for low, high, label in ((0.0, 1.01, "all"), (0.0, 0.34, "start"), (0.34, 0.67, "middle"),
                             (0.67, 1.01, "end")):
        chosen = [judge(p, s[3]) for p, s, t in zip(predictions, samples, phases)
                  if low <= t < high]
        if chosen:
            parts.append(f"{label} {sum(c[0] for c in chosen) / len(chosen):.3f}/"
                         f"{sum(c[1] for c in chosen) / len(chosen):.0%}")
    return f"  {name:>12}: log-loss/favourite won " + ", ".join(parts)


def write(path: Path, names: tuple[str, ...], weights: np.ndarray, command: str,
          figures: list[str], counts: str) -> None:
    lines = [
        '"""Learned evaluation weights (generated by bench/train_values.py: do not edit).',
        "",
        f"Made with: {command}",
        f"Data: {counts}; numpy {np.__version__}.",
        "Held-out matches (log-loss / how often the favourite won; start, middle, end):",
        *[line.strip() for line in figures],
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from ...learned import ValueModel",
        "",
        "MODEL = ValueModel(",
        "    names=(" + "".join(f"\n        {name!r}," for name in names) + "\n    ),",
        "    weights=(" + "".join(f"\n        {float(w)!r}," for w in weights) + "\n    ),",
        ")",
        "",
    ]
    path.write_text("\n".join(lines))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, nargs="+", default=[2])
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--epsilon", type=float, default=0.05)
    parser.add_argument("--shrink", type=float, default=1e-3)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=INT")
    parser.add_argument("--write", action="store_true", help="replace the game's learned.py")
    args = parser.parse_args()
    options = {name: int(value) for name, _, value in
               (spec.partition("=") for spec in args.option)}
    values = importlib.import_module(package(args.game) + ".values")
    started = time.process_time()
    print(f"load average {os.getloadavg()[0]:.1f} at the start", flush=True)
    samples: list[Sample] = []
    phases: list[float] = []
    for n in range(args.matches):
        got, when = self_play(args.game, args.players[n % len(args.players)], args.seed + n,
                              n, args.every, args.epsilon, options, values.features)
        samples += got
        phases += when
        if (n + 1) % 50 == 0:
            print(f"  {n + 1} matches, {len(samples)} samples, "
                  f"{time.process_time() - started:.0f} s", flush=True)
    cut = int(args.matches * 0.8)
    train = [s for s in samples if s[0] < cut]
    test = [(s, t) for s, t in zip(samples, phases) if s[0] >= cut]
    weights = fit(train, len(values.NAMES), args.shrink)
    model_cls = importlib.import_module("cardtable.learned").ValueModel
    model = model_cls(tuple(values.NAMES), tuple(float(w) for w in weights))
    held = [s for s, _ in test]
    when = [t for _, t in test]
    figures = [
        report("learned", [model.win_chances(s[1]) for s in held], held, when),
        report("hand-written", [[v / sum(s[2]) for v in s[2]] for s in held], held, when),
        report("coin", [[1.0 / len(s[2])] * len(s[2]) for s in held], held, when),
    ]
    counts = (f"{args.matches} self-play matches (seeds {args.seed}..{args.seed + args.matches - 1},"
              f" players {args.players}, epsilon {args.epsilon}, every {args.every}th position),"
              f" {len(train)} training and {len(held)} held-out positions")
    print(counts)
    for name, weight in zip(values.NAMES, weights):
        print(f"  {name:>20} {weight:+.4f}")
    print("\n".join(figures))
    print(f"  {time.process_time() - started:.0f} s CPU, load {os.getloadavg()[0]:.1f}")
    if args.write:
        command = "python3 bench/train_values.py " + " ".join(sys.argv[1:])
        target = ROOT / "py" / "cardtable" / "games" / args.game.replace("-", "_") / "learned.py"
        write(target, tuple(values.NAMES), weights, command, figures, counts)
        print(f"wrote {target.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
