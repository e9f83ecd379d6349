"""Redshirts' bot knowledge: the simple bot's rule of thumb, the search bots' rollout
policy and evaluation. Remember: fewer Redshirts is better.

The rule of thumb reads a Mission's results from its data (``outcome``: how many
Redshirts its player gains on success and on failure), then:

- assign yourself a Mission you can attempt and would fail well (a Redshirt with the
  Prerequisite but not the Skills); assign the others Missions that backfire on them
  (they cannot attempt, or every eligible Redshirt would succeed), the player with the
  fewest Redshirts first;
- attempt with the Redshirt whose attempt goes best for you;
- in Modify the Attempt, push another player's Redshirt to a success that costs them
  (give it a Skill it lacks), keep yours failing (take a needed Skill away), Kill your
  own attempting Redshirt (*He's Dead, Jim*), scrub a Mission that would help its player;
- hand Redshirts to the player closest to winning, lose your own;
- otherwise pass, and end the turn.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import Move, def_id
from ...engine.choose import choice_field
from ...engine.game import lead_values
from .cards import KIND, attr, slots
from .state import TEAM_SIZE, RedshirtsState
from .statics import skills_fn

GOOD_EVENTS = {"rs-ev-new-recruits": 4.0, "rs-ev-transfer-orders": 5.0, "rs-ev-desk-job": 3.0,
               "rs-ev-double-shift": 2.5}


def outcome(mission: str) -> tuple[int, int]:
    """Redshirts the Mission's player gains on success and on failure (from its data:
    ``draw_redshirt(you, n)`` +n; ``kill`` / ``discard_redshirt`` / ``give_redshirt`` of
    one of theirs -1)."""
    result = {"success": 0, "failure": 0}
    for slot in slots(mission):
        for step in slot["steps"]:
            verb = step["verb"]
            if verb == "draw_redshirt" and step["player"]["p"] == "you":
                result[slot["slot"]] += int(step["n"])
            elif verb in ("kill", "discard_redshirt", "give_redshirt"):
                if step["rs"]["rs"] in ("attempting", "own_rs"):
                    result[slot["slot"]] -= 1
    return result["success"], result["failure"]


def mission_card(view: dict[str, Any], seat: int) -> str | None:
    mission: str | None = view["public"]["teams"][seat]["mission"]
    return mission


def redshirts(view: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    team: list[dict[str, Any]] = view["public"]["teams"][seat]["redshirts"]
    return team


def attempt_value(mission: str, rs: dict[str, Any]) -> float:
    """How many Redshirts its player loses if ``rs`` attempts ``mission`` now."""
    success, failure = outcome(mission)
    needs = set(attr(mission, "skills"))
    return -float(success if needs <= set(rs["skills"]) else failure)


def best_attempt(mission: str, team: list[dict[str, Any]]) -> float | None:
    """The best value of an attempt by an UnZapped Redshirt with the Prerequisite."""
    need = attr(mission, "prereq")
    values = [attempt_value(mission, rs) for rs in team
              if not rs["zapped"] and (need == "none" or need in rs["skills"])]
    return max(values) if values else None


def sizes(view: dict[str, Any]) -> list[int]:
    return [len(team["redshirts"]) for team in view["public"]["teams"]]


def heuristic(view: dict[str, Any], legal: list[Move]) -> list[float]:
    """Scores for ``legal`` (higher is better), from the seat's view."""
    me = view["seat"]
    public = view["public"]
    counts = sizes(view)
    attempt = public["attempt"]
    mine = {rs["card"] for rs in redshirts(view, me)}
    leader = min((s for s in range(len(counts)) if s != me), key=lambda s: counts[s])
    scores = []
    for move in legal:
        kind = move["type"]
        score = 0.0
        if choice_field(move) is not None:  # a choose-k template (bots get them expanded)
            scores.append(score)
            continue
        if kind == "attempt":
            mission = mission_card(view, me)
            rs = next(r for r in redshirts(view, me) if r["card"] == move["rs"])
            score = 10.0 + 5.0 * attempt_value(mission, rs) if mission else 5.0
        elif kind == "assign":
            score = assign_score(view, move, counts, me)
        elif kind == "equip":
            score = push_score(view, attempt, move["rs"], move["card"], me)
        elif kind == "event":
            score = event_score(view, move["card"], attempt, me, mine)
        elif kind == "ability":
            score = 0.5
        elif kind == "ready_room":  # dig for Missions when holding none
            hand = view["zones"][f"hand:{me}"]["cards"] or []
            score = 1.5 if not any(KIND[c] == "mission" for c in hand) else 0.0
        elif kind == "ready_discard":
            score = sum(-3.0 if KIND[c] == "mission" else 1.0 for c in move["cards"])
        elif kind == "location":
            score = 0.3 if move["team"] != me else 0.0
        elif kind == "pick":
            score = pick_score(view, move, me, mine, leader)
        elif kind == "drop_mission":
            score = 0.2
        elif kind in ("pass", "done", "end"):
            score = 1.0
        scores.append(score)
    return scores


def assign_score(view: dict[str, Any], move: Move, counts: list[int], me: int) -> float:
    """Yourself: a Mission you would fail well; others: one that backfires on them."""
    mission = move["card"]
    target = move["to"]
    value = best_attempt(mission, redshirts(view, target))
    if target == me:
        return 3.0 + 4.0 * value if value is not None else -5.0
    success, _ = outcome(mission)
    harm = 1.0 if value is None else -value  # cannot attempt: the penalty draws one
    closeness = 1.0 / max(counts[target], 1)
    return 1.5 + 3.0 * harm + 2.0 * closeness if harm > 0 else -1.0


def push_score(view: dict[str, Any], attempt: dict[str, Any] | None, rs: str, card: str,
               me: int) -> float:
    """Equipment: during an attempt, push others to a costly success, keep yours failing."""
    icon = attr(card, "icon")
    if attempt is None:  # skills for the others (they succeed more), none for you
        owner = next(s["seat"] for s in view["public"]["teams"]
                     if any(r["card"] == rs for r in s["redshirts"]))
        return 0.3 if (icon.startswith("+") and owner != me) \
            or (icon.startswith("-") and owner == me) else 0.0
    if attempt["rs"] != rs or icon == "none":
        return 0.0
    skill, adds = icon[1:], icon[0] == "+"
    success, failure = outcome(attempt["mission"])
    if skill not in attempt["needs"]:
        return 0.0
    helps_success = adds and skill in attempt["missing"] and len(attempt["missing"]) == 1
    hurts_success = not adds and skill in attempt["has"] and not attempt["missing"]
    if attempt["seat"] == me:
        return 6.0 if hurts_success and success > failure else 0.0
    return 6.0 if helps_success and success > failure else 0.0


def event_score(view: dict[str, Any], card: str, attempt: dict[str, Any] | None, me: int,
                mine: set[str]) -> float:
    cid = def_id(card)
    if cid in GOOD_EVENTS:
        return GOOD_EVENTS[cid]
    if attempt is None:
        return 0.0
    success, failure = outcome(attempt["mission"])
    ours = attempt["seat"] == me
    if cid == "rs-ev-hes-dead-jim":
        return 7.0 if ours else 0.0
    if cid in ("rs-ev-belay-that-order", "rs-ev-mission-scrubbed"):
        would = success if attempt["would_succeed"] else failure
        return 4.0 if (ours and would > 0) or (not ours and would < 0) else 0.0
    if cid in ("rs-ev-crash-course", "rs-ev-red-alert") and not ours \
            and len(attempt["missing"]) == 1 and success > failure:
        return 3.0
    if cid == "rs-ev-selective-amnesia" and ours and attempt["would_succeed"] \
            and success > failure:
        return 3.0
    return 0.0


def pick_score(view: dict[str, Any], move: Move, me: int, mine: set[str],
               leader: int) -> float:
    """Targets: lose your own Redshirts, hand Redshirts to the leader, push skills where
    they cost the others."""
    pending = view["public"]["pending"] or {}
    card = pending.get("card")
    verbs = {step["verb"] for slot in slots(card) for step in slot["steps"]} if card else set()
    attempt = view["public"]["attempt"]
    if "rs" in move:
        own = move["rs"] in mine
        if verbs & {"kill", "discard_redshirt", "give_redshirt", "swap_redshirts"}:
            return 2.0 if own else 1.0
        if attempt is not None and move["rs"] == attempt["rs"]:
            return 2.0 if (attempt["seat"] != me) == ("add_skill" in verbs) else 0.5
        return 1.0
    if "seat" in move:
        if verbs & {"draw_redshirt", "give_redshirt"}:
            return 2.0 if move["seat"] == leader else 1.0
        return 2.0 if move["seat"] == me else 1.0
    if "skill" in move and attempt is not None:
        return 2.0 if move["skill"] in attempt["missing"] else 1.0
    return 1.0


# -- search bots ----------------------------------------------------------------------
CANDIDATES = 6


def candidates(view: dict[str, Any], legal: list[Move]) -> list[Move]:
    """The search bot's root moves: the quiet one (pass, done, end) and the best few
    the rule of thumb rates above nothing (a seat asked in Modify the Attempt with only
    pointless plays just passes)."""
    scores = heuristic(view, legal)
    ranked = sorted(range(len(legal)), key=lambda i: -scores[i])
    keep = [i for i in ranked if legal[i]["type"] in PASSING or scores[i] > 0][:CANDIDATES]
    keep += [i for i in ranked if legal[i]["type"] in PASSING and i not in keep]
    if not keep or len(keep) == len(legal):
        return legal
    return [legal[i] for i in sorted(keep)]


PASSING = ("pass", "done", "end")


def rollout_move(state: RedshirtsState, seat: int, legal: list[Move],
                 rng: random.Random) -> Move:
    """Mostly pass or end, sometimes act: a rollout of a few moves stays plausible."""
    quiet = [move for move in legal if move["type"] in PASSING]
    attempts = [move for move in legal if move["type"] == "attempt"]
    pool = legal
    if attempts and rng.random() < 0.8:
        pool = attempts
    elif quiet and rng.random() < 0.7:
        pool = quiet[:1]
    move: Move = pool[rng.randrange(len(pool))]
    return move


def effective(size: int) -> float:
    """Redshirts counted: beyond four they are discarded at the end of your turn."""
    return min(size, TEAM_SIZE) + 0.25 * max(0, size - TEAM_SIZE)


def mission_prospect(state: RedshirtsState, seat: int,
                     skills_of: Any = None) -> float | None:
    """The best change to ``seat``'s team its assigned Mission can bring (minus the
    Redshirts it adds: a success's or a failure's, by who can attempt it), or None when
    it has no Mission or no Redshirt of its team may attempt it."""
    if not state.mission[seat].cards:
        return None
    skills_of = skills_of or skills_fn(state)
    mission = state.mission[seat].cards[-1]
    need = attr(mission, "prereq")
    needs = set(attr(mission, "skills"))
    success, failure = outcome(mission)
    options = [-(success if needs <= skills_of(rs) else failure) for rs in state.team[seat].cards
               if need == "none" or need in skills_of(rs)]
    return float(max(options)) if options else None


def evaluate(state: RedshirtsState) -> list[float]:
    """Fewer Redshirts is better; an assigned Mission you can fail well is worth about
    half a Redshirt, one that backfires costs as much; a few cards in hand help."""
    skills_of = skills_fn(state)
    value = []
    for seat in range(state.players):
        score = -effective(len(state.team[seat].cards))
        if state.mission[seat].cards:
            prospect = mission_prospect(state, seat, skills_of)
            score += 0.5 * (prospect if prospect is not None else -1.0)
        score += 0.05 * min(len(state.hand[seat].cards), 5)
        value.append(score)
    return lead_values(value, scale=1.0)


__all__ = ["candidates", "evaluate", "heuristic", "mission_prospect", "rollout_move"]
