"""Doctor Who's bot knowledge: the simple bot's rule of thumb, the search bots'
evaluation (VP on the table) and the repair of re-dealt worlds (face-down defenders
stay defenders, attacks stay enemies; Game End keeps its depth by its own family)."""

from __future__ import annotations

import random
from typing import Any

from ...engine import Move
from ...engine.game import lead_values
from .cards import CARDS, KIND, cid, combine, strength
from .scoring import scores
from .state import DoctorWhoState

SUPPORT_VALUE = {"dw-jammy-dodger": 30.0, "dw-k-9": 24.0, "dw-dalek-sec": 28.0,
                 "dw-captain-jack": 18.0, "dw-collecting-on-debts": 18.0,
                 "dw-chameleon-arch": 22.0, "dw-tardis": 8.0, "dw-crack-in-time": 8.0,
                 "dw-dreamlord": 6.0, "dw-cardiff": 5.0, "dw-the-face-of-boe": 5.0,
                 "dw-unit": 7.0, "dw-fish-fingers-and-custard": 1.0}


def heuristic(view: dict[str, Any], legal: list[Move]) -> list[float]:
    """Play locations; defend attacked locations with enough strength; attack the
    richest unguarded locations; use repelling support on own attacks; pass the least
    useful cards; buy when rich. In a conflict: pay U.N.I.T. what is missing, play
    Teselecta, discard the weakest-topped set; take owed tokens from the richest."""
    public = view["public"]
    me = view["seat"]
    locs = {entry["card"]: entry for seat in public["seats"] for entry in seat["locations"]}
    final = public["final"]
    out = []
    for move in legal:
        kind = move["type"]
        score = 0.0
        if kind == "location":
            score = 40.0 + 3 * int(CARDS[cid(move["card"])].attrs["vp"])
        elif kind == "defend":
            loc = locs[move["loc"]]
            power = sum(strength(c) for c in move["cards"])
            if loc["attacker"] is not None:
                known = sum(strength(c) for c in loc["enemies_up"]) + 3.3 * loc["enemies_down"]
                score = 35.0 + 2 * loc["vp"] if power >= known else 5.0
            else:
                score = 6.0 + loc["vp"] - 2 * len(move["cards"]) \
                    - 10.0 * (loc["defenders_down"] > 0)
        elif kind == "attack":
            loc = locs[move["loc"]]
            power = sum(strength(c) for c in move["cards"])
            if loc["tardis"]:
                score = 8.0 - power
            elif loc["defenders_down"]:
                score = 4.0 + power - 3.0 * loc["defenders_down"]
            else:
                score = 25.0 + 3 * loc["vp"] + power - 4 * len(move["cards"]) \
                    - (8.0 if loc["attacker"] == me else 0.0)
        elif kind == "seize":
            score = 30.0 + 2 * locs[move["loc"]]["vp"]
        elif kind == "support":
            score = SUPPORT_VALUE.get(cid(move["card"]), 10.0)
            if "loc" in move:
                score += locs[move["loc"]]["vp"]
        elif kind == "buy":
            score = 3.0 * move["count"] if final else 2.0
        elif kind == "discard":  # DW-2: down to the 3 to pass, the least useful first
            spent = sum(keep_value(card) for card in move["cards"])
            score = 1.0 if final else 2.0 * len(move["cards"]) - 0.2 * spent
        elif kind == "reserve":
            score = -40.0
        elif kind == "take":
            score = 12.0 if final else -30.0
        elif kind == "pass":  # pass on what helps the next player least
            score = -sum(keep_value(card) for card in move["cards"])
        elif kind == "unit":  # DW-G2: as much as is missing (more attackers discarded)
            score = 10.0 + move["count"]
        elif kind == "teselecta":  # DW-G2: the defenders back to hand
            score = 10.0
        elif kind == "token_from":  # DW-G5: from the richest
            score = float(public["seats"][move["seat"]]["time"])
        elif kind == "enemy_discard":  # DW-G3: keep the strongest cards in the attack
            score = -float(max(strength(card) for card in move["cards"]))
        out.append(score)
    return out


def keep_value(card: str) -> float:
    """How much a card is worth keeping in hand (the simple bot passes the least)."""
    kind = KIND[card]
    if kind == "location":
        return 4.0 + float(CARDS[cid(card)].attrs["vp"])
    if kind == "support":
        return SUPPORT_VALUE.get(cid(card), 10.0) / 4
    return float(strength(card))


def evaluate(state: DoctorWhoState) -> list[float]:
    """VP on the table as it would score now, a little for time tokens and for DALEK
    tokens held on strong attacks."""
    value = [float(v) for v in scores(state)]
    for seat in range(state.players):
        value[seat] += 0.1 * state.time[seat]
    return lead_values(value, scale=5.0)


def repair_world(real: DoctorWhoState, world: DoctorWhoState, seat: int | None,
                 rng: random.Random) -> None:
    """Swap re-dealt cards so that face-down cards on locations fit their place: only
    distinct defenders under ``def:`` zones; in ``atk:`` zones only enemies that keep
    the whole attack legal (DW-15: every two of its cards combine, the face-up ones
    included). Only cards ``seat`` does not know are swapped, with cards it does not
    know either (from hands, reserves and the deck)."""
    free: list[tuple[str, int]] = []
    for name, zone in real.zones.items():
        if zone.visible_to(seat):
            continue
        for index, card in enumerate(zone.cards):
            if card != "dw-game-end#1" and not real.knows(seat, card, zone):
                free.append((name, index))
    spots = [spot for spot in free if spot[0].startswith(("hand:", "reserve:", "deck"))]
    rng.shuffle(spots)
    for name, index in free:
        zone = world.zones[name]
        if not name.startswith(("def:", "atk:")):
            continue
        others = [c for k, c in enumerate(zone.cards) if k != index]
        if name.startswith("atk:"):
            others += world.enemies_up(attack_location(world, name))

        def fits(card: str) -> bool:
            if name.startswith("def:"):
                return KIND[card] == "defender" and cid(card) not in {cid(c) for c in others}
            return KIND[card] == "enemy" and all(combine(card, c) for c in others
                                                 if KIND[c] == "enemy")  # (the rest: later)
        if fits(zone.cards[index]):
            continue
        for spot_name, spot_index in spots:
            other = world.zones[spot_name]
            if fits(other.cards[spot_index]):
                zone.cards[index], other.cards[spot_index] = \
                    other.cards[spot_index], zone.cards[index]
                break


def attack_location(state: DoctorWhoState, zone_name: str) -> str:
    """The location card of an ``atk:<card id>:<seat>`` zone."""
    key = zone_name.split(":")[1]
    return next(loc for loc in state.owner if loc.partition("#")[0] == key)
