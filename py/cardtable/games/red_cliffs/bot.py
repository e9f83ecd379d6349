"""The Battle of Red Cliffs: the simple bot's move scores, from one seat's view only.

It makes sets whenever it can, keeps the card that adds most to its prize score
(with a little credit for groups it is building), claims when the prize helps,
sheds cards that fit nothing in its hand, and aims angels at rivals.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...engine import Move
from .sets import ACTION, COLOUR, KIND, VALUE, prize_score


def prize_value(cards: list[str]) -> float:
    """A prize set's points plus a little for groups still growing."""
    points = float(prize_score(cards)["total"])
    colours = Counter(COLOUR[card] for card in cards)
    values = Counter(VALUE[card] for card in cards if VALUE[card] is not None)
    growing = sum(min(n, 2) for n in colours.values() if n < 3) * 0.3
    growing += sum(1 for n in values.values() if n == 1) * 0.2 + len(colours) * 0.2
    return points + growing


def gain(prizes: list[str], card: str) -> float:
    """How much keeping ``card`` adds to ``prizes``."""
    return prize_value([*prizes, card]) - prize_value(prizes)


def partners(card: str, hand: list[str]) -> int:
    """How many other hand cards could share a set with ``card``."""
    count = 0
    for other in hand:
        if other == card:
            continue
        if KIND[card] == "joker" or KIND[other] == "joker":
            count += 1
            continue
        a, b = VALUE[card], VALUE[other]
        if a == b or isinstance(a, int) and isinstance(b, int) and abs(a - b) <= 2:
            count += 1
    return count



def set_cards(move: Move, piles: list[list[str]]) -> list[str]:
    """The cards of a set or claim move: its hand cards and the pile's top it takes."""
    cards = list(move["cards"])
    if move.get("pile") is not None:
        cards.append(piles[move["pile"]][-1])
    return cards

def heuristic(view: dict[str, Any], legal: list[Move]) -> list[float]:
    """Scores for ``legal`` (higher is better) for the seat whose view this is."""
    me = view["seat"]
    public = view["public"]
    zones = view["zones"]
    hand: list[str] = zones[f"hand:{me}"]["cards"] or []
    prizes: list[str] = zones[f"prizes:{me}"]["cards"] or []
    team = public["team_of"]
    shown: list[str] = zones["set"]["cards"] or []
    piles = [zones[f"pile:{p}"]["cards"] or [] for p in (0, 1)]

    def rival(other: int) -> bool:
        return bool(team[other] != team[me])

    scores = []
    for move in legal:
        kind = move["type"]
        if kind in ("set", "claim"):
            cards = set_cards(move, piles)
            best = max(gain(prizes, card) for card in cards)
            angels = all(VALUE[c] == "angel" for c in cards if KIND[c] != "joker")
            scores.append((20.0 if kind == "set" else 10.0) + best + (1.0 if angels else 0.0))
        elif kind == "decline":
            scores.append(9.0)
        elif kind == "keep":
            angels = all(VALUE[c] == "angel" for c in shown if KIND[c] != "joker")
            bonus = 1.5 if angels and ACTION[move["card"]] else 0.0
            scores.append(gain(prizes, move["card"]) + bonus)
        elif kind == "return":
            scores.append(float(partners(move["card"], hand)))
        elif kind == "discard":
            scores.append(2.0 - partners(move["card"], hand))
        elif kind == "pass":
            scores.append(0.5)
        elif kind == "lay":
            scores.append(1.5 - partners(move["card"], hand))
        elif kind == "stop":
            scores.append(0.6)
        elif kind == "shuffle":
            scores.append(1.0 if move["zone"] == "discard" else 0.5)
        elif kind == "swap":
            other = next(s for s in range(view["players"])
                         if move["theirs"] in (zones[f"prizes:{s}"]["cards"] or []))
            theirs: list[str] = zones[f"prizes:{other}"]["cards"] or []
            mine_after = [c for c in prizes if c != move["mine"]] + [move["theirs"]]
            theirs_after = [c for c in theirs if c != move["theirs"]] + [move["mine"]]
            swing = prize_value(theirs) - prize_value(theirs_after)
            scores.append(prize_value(mine_after) - prize_value(prizes)
                          + (swing if rival(other) else -swing))
        elif kind == "purple":
            victim = move["victim"]
            size = zones[f"hand:{victim}"]["count"]
            scores.append(size * 0.1 + (1.0 if rival(victim) else -1.0))
        else:  # place: no preference
            scores.append(0.0)
    return scores


def greedy(view: dict[str, Any], legal: list[Move]) -> list[float]:
    """The greedy baseline's scores: make every set and claim it can, keep the card
    adding most to its own prizes, shed cards that fit nothing; angels' actions only
    for its own prizes (a swap that helps it), never aimed at anyone."""
    me = view["seat"]
    zones = view["zones"]
    hand: list[str] = zones[f"hand:{me}"]["cards"] or []
    prizes: list[str] = zones[f"prizes:{me}"]["cards"] or []
    piles = [zones[f"pile:{p}"]["cards"] or [] for p in (0, 1)]
    scores = []
    for move in legal:
        kind = move["type"]
        if kind in ("set", "claim"):
            cards = set_cards(move, piles)
            scores.append(20.0 + max(gain(prizes, card) for card in cards))
        elif kind == "keep":
            scores.append(gain(prizes, move["card"]))
        elif kind == "return":
            scores.append(float(partners(move["card"], hand)))
        elif kind == "discard":
            scores.append(2.0 - partners(move["card"], hand))
        elif kind == "lay":
            scores.append(1.5 - partners(move["card"], hand))
        elif kind == "swap":
            mine_after = [c for c in prizes if c != move["mine"]] + [move["theirs"]]
            scores.append(prize_value(mine_after) - prize_value(prizes))
        else:  # decline, pass, stop, draw, deal, shuffle, place, purple: no preference
            scores.append({"pass": 0.5, "stop": 0.6}.get(kind, 0.0))
    return scores


def rollout_choice(phase: str, prizes: list[str], legal: list[Move],
                   rng: random.Random) -> Move:
    """A search rollout's cheap move: any set when one can be made, the kept card that
    adds most to ``prizes``, otherwise uniformly random."""
    if phase == "act":
        sets = [move for move in legal if move["type"] == "set"]
        if sets:
            return sets[rng.randrange(len(sets))]
    elif phase == "keep":
        return max(legal, key=lambda move: gain(prizes, move["card"]))
    return legal[rng.randrange(len(legal))]
