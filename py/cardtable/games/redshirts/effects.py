"""The one interpreter of card effects: it runs the validated steps of a card's slot
through the verb registry (``vocabulary.make_vocabulary``), asking players for every
choice the card leaves to them. No card has code of its own.

Work is a list (``State.todo``, front first) of *jobs*: a card's slot being resolved
(its next step, its bindings and the picks made so far) or a rules step (the game's,
e.g. "draw up to 5"). ``proceed`` works through it until a decision is needed: a
choice inside an effect becomes a ``pick`` frame for the player who makes it, and
``proceed`` resumes once it is answered. Triggered abilities (``killed``, ``enters``,
``turn_start``) fired by a job are put at the front of the list when it finishes,
the active player's first, then the others in turn order (RS-8).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from ...engine.choose import choice
from ...engine.frames import frame
from .cards import CARDS, KIND, attr, printed, slots
from .selectors import Scope, chosen_team, holds, one_player, player_candidates, rs_candidates
from .state import Job, RedshirtsState
from .statics import forbidden, gather, skills_fn
from .vocabulary import CHOSEN_RS, SKILLS, check_effects, make_vocabulary

RuleRunner = Callable[[RedshirtsState, Job], bool]
"""The game's runner of rules jobs: returns True when it pushed a decision (wait)."""

ARG_ORDER = ("source", "rs", "player", "other", "target", "taker", "to", "skill")
"""Selectors resolve (and choices are asked) in this order."""


class Exec:
    """One step being carried out: the state, its job, its scope and resolved values."""

    def __init__(self, state: RedshirtsState, job: Job, scope: Scope,
                 values: dict[str, Any]) -> None:
        self.state, self.job, self.scope, self.values = state, job, scope, values

    @property
    def card(self) -> str:
        return str(self.job["card"])


# -- the verbs ----------------------------------------------------------------------
def run_skill(add: bool) -> Callable[[Exec, Mapping[str, Any]], None]:
    def run(ex: Exec, args: Mapping[str, Any]) -> None:
        for rs in ex.values["rs"]:
            time = ex.state.tick()
            ex.state.mods.append({"rs": rs, "layer": ex.job["layer"], "time": time,
                                  "op": "add" if add else "remove",
                                  "skills": list(ex.values["skill"]), "source": ex.card})
            ex.state.emit({"type": "skill", "card": ex.card, "rs": rs, "add": add,
                           "skills": list(ex.values["skill"]), "dur": args["dur"]})
    return run


def run_kill(ex: Exec, args: Mapping[str, Any]) -> None:
    for rs in ex.values["rs"]:
        kill(ex.state, rs)


def run_discard_redshirt(ex: Exec, args: Mapping[str, Any]) -> None:
    for rs in ex.values["rs"]:
        discard_redshirt(ex.state, rs)


def run_draw_redshirt(ex: Exec, args: Mapping[str, Any]) -> None:
    for _ in range(int(args["n"])):
        draw_redshirt(ex.state, ex.values["player"])


def run_give(ex: Exec, args: Mapping[str, Any]) -> None:
    for rs in ex.values["rs"]:
        give(ex.state, rs, ex.values["to"])


def run_swap(ex: Exec, args: Mapping[str, Any]) -> None:
    state = ex.state
    first, second = ex.values["rs"][0], ex.values["other"][0]
    seat_a, seat_b = state.team_of(first), state.team_of(second)
    if seat_a is None or seat_b is None or seat_a == seat_b:
        return
    state.transfer(first, state.team[seat_a], state.team[seat_b])
    state.transfer(second, state.team[seat_b], state.team[seat_a])
    state.emit({"type": "swap", "rs": first, "other": second, "seat": seat_a, "to": seat_b})
    for rs in (first, second):
        left_mission(state, rs)
        fire(state, "enters", rs)


def run_zap(ex: Exec, args: Mapping[str, Any]) -> None:
    for rs in ex.values["rs"]:
        if rs not in ex.state.zapped:
            ex.state.zapped.add(rs)
            ex.state.tick()
            ex.state.emit({"type": "zap", "rs": rs})


def run_unzap(ex: Exec, args: Mapping[str, Any]) -> None:
    for rs in ex.values["rs"]:
        if rs in ex.state.zapped:
            ex.state.zapped.discard(rs)
            ex.state.tick()
            ex.state.emit({"type": "unzap", "rs": rs})


def run_draw_log(ex: Exec, args: Mapping[str, Any]) -> None:
    for _ in range(int(args["n"])):
        ex.state.draw_log(ex.values["player"], "effect")


def run_discard_log(ex: Exec, args: Mapping[str, Any]) -> None:
    seat, cards = ex.values["player"], ex.values["cards"]
    for card in cards:
        ex.state.transfer(card, ex.state.hand[seat], ex.state.log_discard)
    ex.state.emit({"type": "discard_log", "seat": seat, "cards": list(cards)})


def run_take_log(ex: Exec, args: Mapping[str, Any]) -> None:
    state = ex.state
    source, taker = ex.values["source"], ex.values["taker"]
    if source == taker:  # RS-G9
        return
    for _ in range(int(args["n"])):
        hand = state.hand[source].cards
        if not hand:
            break
        card = sorted(hand)[state.rng.randrange(len(hand))]  # RNG of the match
        state.transfer(card, state.hand[source], state.hand[taker])
        state.emit({"type": "take_log", "seat": taker, "from": source, "card": card},
                   (1 << source) | (1 << taker))


def run_move_equipment(ex: Exec, args: Mapping[str, Any]) -> None:
    state = ex.state
    card, target = ex.values.get("equipment"), ex.values["target"][0]
    source = ex.values["source"][0]
    if card is None or source == target:
        return
    state.transfer(card, state.on[source], state.on[target],
                   {"type": "move_equipment", "card": card, "rs": source, "to": target})
    same_icon_rule(state, card, target)


def run_discard_cards_on(ex: Exec, args: Mapping[str, Any]) -> None:
    state = ex.state
    for rs in ex.values["rs"]:
        for card in list(state.on[rs].cards):
            kind = KIND[card]
            if args["what"] == "all" or (args["what"] == "equipment") == (kind == "equipment"):
                state.transfer(card, state.on[rs], state.log_discard,
                               {"type": "discard_on", "card": card, "rs": rs})


def run_attach(ex: Exec, args: Mapping[str, Any]) -> None:
    state, card = ex.state, ex.card
    rs = ex.values["rs"][0]
    if card in state.resolving.cards:
        state.transfer(card, state.resolving, state.on[rs],
                       {"type": "attach", "card": card, "rs": rs})
        ex.job["bearer"] = rs
    ex.job["attached"] = True


def run_forbid(ex: Exec, args: Mapping[str, Any]) -> None:
    raise AssertionError("forbid is continuous only (checked at load)")


def run_invert(ex: Exec, args: Mapping[str, Any]) -> None:
    raise AssertionError("invert_printed_skills is continuous only (checked at load)")


def run_cancel(ex: Exec, args: Mapping[str, Any]) -> None:
    attempt = ex.state.attempt
    if attempt is not None and attempt["rs"] is not None and attempt["broken"] is None:
        ex.state.emit({"type": "cancel_attempt", "card": ex.card, "rs": attempt["rs"]})
        attempt["rs"], attempt["broken"] = None, "left"


def run_reassign(ex: Exec, args: Mapping[str, Any]) -> None:
    state = ex.state
    source, target = ex.values["source"], ex.values["target"]
    if source == target or not state.has_mission(source) or state.has_mission(target):
        return
    card = state.mission[source].cards[-1]
    state.transfer(card, state.mission[source], state.mission[target],
                   {"type": "reassign", "card": card, "seat": source, "to": target})
    mission_left(state, card)


def run_discard_mission(ex: Exec, args: Mapping[str, Any]) -> None:
    state = ex.state
    seat = ex.values["player"]
    for card in list(state.mission[seat].cards):
        state.transfer(card, state.mission[seat], state.log_discard,
                       {"type": "mission_discarded", "card": card, "seat": seat})
        mission_left(state, card)


def run_extra_attempt(ex: Exec, args: Mapping[str, Any]) -> None:
    seat = ex.values["player"]
    if seat == ex.state.active:  # RS-G9: only on its player's own turn
        ex.state.attempts_left += 1
        ex.state.emit({"type": "extra_attempt", "seat": seat})


VOCABULARY = make_vocabulary({
    "add_skill": run_skill(True), "remove_skill": run_skill(False),
    "invert_printed_skills": run_invert, "kill": run_kill,
    "discard_redshirt": run_discard_redshirt, "draw_redshirt": run_draw_redshirt,
    "give_redshirt": run_give, "swap_redshirts": run_swap, "zap": run_zap,
    "unzap": run_unzap, "draw_log": run_draw_log, "discard_log": run_discard_log,
    "take_log": run_take_log, "move_equipment": run_move_equipment,
    "discard_cards_on": run_discard_cards_on, "attach": run_attach, "forbid": run_forbid,
    "cancel_attempt": run_cancel, "reassign_mission": run_reassign,
    "discard_mission": run_discard_mission, "extra_attempt": run_extra_attempt,
})


def check_all() -> None:
    """Every card's effects against the registry (at import: a bad card fails loudly)."""
    for card in CARDS.values():
        check_effects(card.id, card.kind, card.attrs["effects"], VOCABULARY)


check_all()


# -- table changes shared by verbs and rules ---------------------------------------
def same_icon_rule(state: RedshirtsState, card: str, rs: str) -> None:
    """Equipment arriving on ``rs`` discards its Equipment with the same icon."""
    icon = attr(card, "icon")
    if icon == "none":
        return
    for old in list(state.on[rs].cards):
        if old != card and KIND[old] == "equipment" and attr(old, "icon")[1:] == icon[1:]:
            state.transfer(old, state.on[rs], state.log_discard,
                           {"type": "replaced", "card": old, "rs": rs, "by": card})


def leave_play(state: RedshirtsState, rs: str) -> None:
    """``rs`` goes to the Redshirt discard pile with its cards to the Log discard."""
    seat = state.team_of(rs)
    assert seat is not None
    for card in list(state.on[rs].cards):
        state.transfer(card, state.on[rs], state.log_discard)
    state.transfer(rs, state.team[seat], state.rs_discard)
    state.zapped.discard(rs)
    state.mods = [mod for mod in state.mods if mod["rs"] != rs]
    state.tick()
    left_mission(state, rs)


def kill(state: RedshirtsState, rs: str) -> None:
    """RS **Killed** (unless forbidden); ``killed`` triggers fire."""
    if state.team_of(rs) is None:
        return
    if forbidden(state, rs, "be_killed"):
        state.emit({"type": "spared", "rs": rs, "act": "killed"})
        return
    owner = state.team_of(rs)
    triggered = killed_triggers(state, rs)
    leave_play(state, rs)
    state.emit({"type": "killed", "rs": rs, "seat": owner})
    state.fired.extend(triggered)


def discard_redshirt(state: RedshirtsState, rs: str) -> None:
    """RS **Discarded** (unless forbidden): no ``killed`` triggers."""
    owner = state.team_of(rs)
    if owner is None:
        return
    if forbidden(state, rs, "be_discarded"):
        state.emit({"type": "spared", "rs": rs, "act": "discarded"})
        return
    leave_play(state, rs)
    state.emit({"type": "discarded", "rs": rs, "seat": owner})


def draw_redshirt(state: RedshirtsState, seat: int) -> str | None:
    """Seat puts the Redshirt deck's top card into its Away Team (RS-10 refills);
    ``enters`` fires."""
    rs = state.top_of("rs_deck")
    if rs is None:
        state.emit({"type": "no_card", "seat": seat, "deck": "rs_deck"})
        return None
    state.transfer(rs, state.rs_deck, state.team[seat],
                   {"type": "draw_redshirt", "seat": seat, "rs": rs})
    fire(state, "enters", rs)
    return rs


def give(state: RedshirtsState, rs: str, seat: int) -> None:
    """RS moves to seat's Away Team with its cards and Zapped state; ``enters`` fires."""
    owner = state.team_of(rs)
    if owner is None or owner == seat:
        return
    state.transfer(rs, state.team[owner], state.team[seat],
                   {"type": "give", "rs": rs, "seat": owner, "to": seat})
    left_mission(state, rs)
    fire(state, "enters", rs)


def left_mission(state: RedshirtsState, rs: str) -> None:
    """RS-7 (RS-G4): the attempting Redshirt left the mission (it left its Away Team)."""
    attempt = state.attempt
    if attempt is not None and attempt["rs"] == rs and attempt["broken"] is None:
        attempt["rs"], attempt["broken"] = None, "left"


def mission_left(state: RedshirtsState, card: str) -> None:
    """RS-7: the Mission being attempted left or changed owner: the attempt is over."""
    attempt = state.attempt
    if attempt is not None and attempt["mission"] == card and attempt["broken"] is None:
        attempt["broken"] = "mission"


# -- triggers (RS-8) --------------------------------------------------------------
def card_job(card: str, slot_index: int, you: int, layer: int, **scope: Any) -> Job:
    """A job resolving one slot of a card."""
    return {"kind": "card", "card": card, "slot": slot_index, "step": 0, "you": you,
            "layer": layer, "picks": {}, "self": scope.get("self"),
            "bearer": scope.get("bearer"), "team": scope.get("team", you),
            "attempting": scope.get("attempting"), "it": None, "attached": False,
            "event": scope.get("event", False)}


def on_slots(card: str, event: str) -> list[int]:
    return [index for index, s in enumerate(slots(card))
            if s["slot"] == "on" and s["trigger"]["event"] == event]


def killed_triggers(state: RedshirtsState, victim: str) -> list[Job]:
    """Abilities that fire when ``victim`` is Killed (read before it leaves: RS-G8, its
    own "when Killed" still resolves, for the player who owned it)."""
    jobs: list[Job] = []
    for seat in range(state.players):
        for rs in state.team[seat].cards:
            for index in on_slots(rs, "killed"):
                scope = Scope(you=seat, self_rs=rs, this_team=seat)
                if victim in rs_candidates(state, scope, slots(rs)[index]["trigger"]["rs"]):
                    jobs.append(card_job(rs, index, seat, 1, self=rs))
    return jobs


def fire(state: RedshirtsState, event: str, rs: str) -> None:
    """``enters(self)``: the Redshirt's own ability, after the move."""
    seat = state.team_of(rs)
    if seat is None:
        return
    for index in on_slots(rs, event):
        state.fired.append(card_job(rs, index, seat, 1, self=rs))


def turn_start_triggers(state: RedshirtsState, seat: int) -> None:
    for rs in state.team[seat].cards:
        for index in on_slots(rs, "turn_start"):
            state.fired.append(card_job(rs, index, seat, 1, self=rs))


def release_fired(state: RedshirtsState) -> None:
    """Put the fired abilities at the front of the work list (RS-G8: after the whole
    effect that fired them), RS-8: the active
    player's first, then the others in turn order (ties: the order they fired)."""
    if not state.fired:
        return
    order = {seat: k for k, seat in enumerate(state.order_from(state.active))}
    fired = sorted(state.fired, key=lambda job: order[job["you"]])
    state.fired = []
    state.todo[0:0] = fired


# -- the driver -------------------------------------------------------------------
def proceed(state: RedshirtsState, rules: RuleRunner) -> None:
    """Work through the list until a decision is due or nothing is left."""
    while state.todo and state.winner is None and not state.time_up:
        job = state.todo[0]
        if job["kind"] == "rule":
            state.todo.pop(0)
            wait = rules(state, job)
            release_fired(state)
            if wait:
                return
            continue
        if not run_job(state, job):
            return
        state.todo.pop(0)
        finish(state, job)
        release_fired(state)


def finish(state: RedshirtsState, job: Job) -> None:
    """A played Event that did not become Attached goes to the discard pile."""
    card = job["card"]
    if job["event"] and card in state.resolving.cards:
        state.transfer(card, state.resolving, state.log_discard)


def scope_of(state: RedshirtsState, job: Job, each: int | None = None) -> Scope:
    return Scope(you=job["you"], self_rs=job["self"], bearer=job["bearer"],
                 this_team=job["team"], attempting=job["attempting"], it=job["it"],
                 each=each)


def run_job(state: RedshirtsState, job: Job) -> bool:
    """Run a card job's steps; False when it waits for a pick."""
    steps = slots(job["card"])[job["slot"]]["steps"]
    while job["step"] < len(steps) and not job["attached"]:
        step = steps[job["step"]]
        if not run_step(state, job, step):
            return False
        job["step"] += 1
        job["picks"] = {}
    return True


def run_step(state: RedshirtsState, job: Job, step: dict[str, Any]) -> bool:
    """One step: resolve its selectors (asking for picks), then run its verb. False
    when a pick frame was pushed."""
    if "each" in step:
        return run_each(state, job, step)
    scope = scope_of(state, job)
    if not holds(state, scope, step.get("if")):
        return True
    values = resolve(state, job, step, scope, "")
    if values is None:
        return True  # no legal target: the step does nothing
    if values == WAIT:
        return False
    return execute(state, job, step, scope, values)


WAIT: dict[str, Any] = {"wait": True}


def execute(state: RedshirtsState, job: Job, step: dict[str, Any], scope: Scope,
            values: dict[str, Any]) -> bool:
    verb = step["verb"]
    extra = inner_pick(state, job, step, values, "")
    if extra is WAIT:
        return False
    args = {k: v for k, v in step.items() if k not in ("verb", "if", "each")}
    VOCABULARY.verbs[verb].run(Exec(state, job, scope, values), args)
    return True


def inner_pick(state: RedshirtsState, job: Job, step: dict[str, Any], values: dict[str, Any],
               prefix: str) -> dict[str, Any] | None:
    """Choices a verb itself leaves to a player: which cards ``discard_log`` discards,
    which Equipment ``move_equipment`` moves."""
    verb = step["verb"]
    picks = job["picks"]
    if verb == "discard_log":
        seat = values["player"]
        hand = sorted(state.hand[seat].cards)
        count = min(int(step["n"]), len(hand))
        key = prefix + "cards"
        if count == len(hand):
            values["cards"] = hand
        elif key in picks:
            values["cards"] = list(picks[key])
        else:
            ask(state, seat, job, key, "discard_cards", [], count=count)
            return WAIT
    elif verb == "move_equipment":
        gear = sorted(c for c in state.on[values["source"][0]].cards if KIND[c] == "equipment")
        key = prefix + "equipment"
        if not gear:
            values["equipment"] = None
        elif len(gear) == 1:
            values["equipment"] = gear[0]
        elif key in picks:
            values["equipment"] = picks[key]
        else:
            ask(state, job["you"], job, key, "equipment",
                [{"type": "pick", "card": c} for c in gear])
            return WAIT
    return None


def candidates(state: RedshirtsState, step: dict[str, Any], scope: Scope, arg: str,
               values: dict[str, Any]) -> list[Any] | None:
    """What one argument may be: seats, Redshirts or Skills (None: fixed Skills). The
    verb's meaning narrows some (``move_equipment`` moves from a Redshirt holding
    Equipment to another one; ``swap_redshirts`` swaps across Away Teams;
    ``reassign_mission`` moves to another player)."""
    sel = step[arg]
    verb = step["verb"]
    if arg == "skill":
        return skill_options(state, scope, sel)
    if "p" in sel:
        seats = player_candidates(state, scope, sel)
        if verb == "reassign_mission" and arg == "target" and "source" in values:
            seats = [p for p in seats if p != values["source"]]
        return seats
    skills_of = skills_fn(state) if any(f["f"] in ("has", "skill_count_at_least")
                                        for f in sel.get("where", [])) else None
    found = rs_candidates(state, scope, sel, skills_of)
    if verb == "move_equipment":
        if arg == "source":
            found = [rs for rs in found if any(KIND[c] == "equipment" for c in state.on[rs].cards)]
        elif "source" in values:
            found = [rs for rs in found if rs not in values["source"]]
    if verb == "swap_redshirts" and arg == "other" and "rs" in values:
        teams = {state.team_of(rs) for rs in values["rs"]}
        found = [rs for rs in found if state.team_of(rs) not in teams]
    return found


def resolve(state: RedshirtsState, job: Job, step: dict[str, Any], scope: Scope,
            prefix: str) -> dict[str, Any] | None:
    """Concrete values of a step's selectors; None if one has no legal target (checked
    for every argument before anyone is asked); WAIT when a pick frame was pushed."""
    args = [arg for arg in ARG_ORDER if arg in step]
    if any(candidates(state, step, scope, arg, {}) == [] for arg in args):
        return None  # RS-G5: no legal target, the step does nothing
    values: dict[str, Any] = {}
    picks = job["picks"]
    for arg in args:
        sel = step[arg]
        key = prefix + arg
        options = candidates(state, step, scope, arg, values)
        if options is None:  # fixed Skills
            values[arg] = list(sel["fixed"])
            continue
        if not options:
            return None
        if arg == "skill":
            chooser: int | None = job["you"]
            what, field = "skill", "skill"
        elif "p" in sel:
            if sel["p"] not in ("chosen_player", "other_player"):
                values[arg] = options[0]
                continue
            chooser, what, field = job["you"], "player", "seat"
        else:
            if chosen_team(sel.get("team")):  # "target Away Team": its player is chosen first
                team_key = key + ".team"
                seats = sorted({state.team_of(rs) for rs in options},
                               key=state.order_from(state.active).index)  # type: ignore[arg-type]
                if team_key not in picks:
                    if len(seats) > 1:
                        ask(state, job["you"], job, team_key, "player",
                            [{"type": "pick", "seat": seat} for seat in seats])
                        return WAIT
                    picks[team_key] = seats[0]
                options = [rs for rs in options if state.team_of(rs) == picks[team_key]]
            if sel["rs"] == "each_rs":
                values[arg] = options
                continue
            if sel["rs"] not in CHOSEN_RS:
                values[arg] = options[:1]
                continue
            chooser = one_player(state, scope, sel["by"]) if "by" in sel else job["you"]
            what, field = "redshirt", "rs"
        if key not in picks:  # RS-G5: a single possible answer is made for the player
            if len(options) == 1 or chooser is None:
                picks[key] = options[0]
            else:
                ask(state, chooser, job, key, what,
                    [{"type": "pick", field: option} for option in options])
                return WAIT
        picked = picks[key]
        if field == "rs":
            values[arg] = [picked]
            job["it"] = picked
            scope = scope.with_(it=picked)
        else:
            values[arg] = [picked] if field == "skill" else picked
    return values


def skill_options(state: RedshirtsState, scope: Scope, sel: dict[str, Any]) -> list[str] | None:
    """The Skills a chosen-Skill argument may name (None: fixed Skills)."""
    if "fixed" in sel:
        return None
    if sel["choose"] == "any":
        return list(SKILLS)
    found = rs_candidates(state, scope, sel["of"])
    if not found:
        return []
    inverted = gather(state).inversions.get(found[0], 0) % 2
    base = frozenset(SKILLS) - printed(found[0]) if inverted else printed(found[0])
    return [s for s in SKILLS if s in base]


def run_each(state: RedshirtsState, job: Job, step: dict[str, Any]) -> bool:
    """``for P in PLAYERS: step`` — every listed player at once: their choices are
    asked first, one player after another from the active player (RS-G7), then every
    verb is carried out together."""
    base = scope_of(state, job)
    players = player_candidates(state, base, step["each"])
    resolved: list[tuple[Scope, dict[str, Any]]] = []
    missing: dict[int, list[dict[str, Any]]] = {}
    for seat in players:
        scope = base.with_(each=seat)
        if not holds(state, scope, step.get("if")):
            continue
        options = each_options(state, job, step, scope, seat)
        if options is None:
            continue
        if options:
            missing[seat] = options
            continue
        values = resolve(state, job, step, scope, f"{seat}:")
        if values is not None and values is not WAIT:
            resolved.append((scope, values))
    if missing:  # RS-G7: asked one after another from the active player, then all at once
        seat = min(missing, key=state.order_from(state.active).index)
        ask(state, seat, job, f"{seat}:rs", "redshirt", missing[seat])
        return False
    for scope, values in resolved:
        execute(state, job, step, scope, values)
    return True


def each_options(state: RedshirtsState, job: Job, step: dict[str, Any], scope: Scope,
                 seat: int) -> list[dict[str, Any]] | None:
    """For one player of an ``each`` step: the Redshirt picks still to ask them ([] when
    none is needed), or None when the step has no target for them."""
    sel = step["rs"]
    found = rs_candidates(state, scope, sel)
    if not found:
        return None
    key = f"{seat}:rs"
    if key in job["picks"] or len(found) == 1:
        job["picks"].setdefault(key, found[0])
        return []
    return [{"type": "pick", "rs": rs} for rs in found]


def reseal_picks(state: RedshirtsState, seat: int | None, rng: random.Random) -> None:
    """RS-G7: the Redshirts other players chose for a ``for P in`` step that is still
    asking are sealed until the step is carried out (no view shows them). In a world
    sampled for ``seat`` (a search bot's), each is chosen again at random among that
    player's options, so the bot does not play on the real choices."""
    job = state.todo[0] if state.todo else None
    if job is None or job.get("kind") != "card":
        return
    steps = slots(job["card"])[job["slot"]]["steps"]
    if job["step"] >= len(steps) or "each" not in steps[job["step"]]:
        return
    step, base = steps[job["step"]], scope_of(state, job)
    for key in list(job["picks"]):
        owner = int(key.split(":", 1)[0])
        if owner == seat:
            continue
        del job["picks"][key]
        options = each_options(state, job, step, base.with_(each=owner), owner)
        if options:
            job["picks"][key] = rng.choice(options)["rs"]


def ask(state: RedshirtsState, seat: int, job: Job, key: str, what: str,
        moves: list[dict[str, Any]], count: int = 0) -> None:
    """Push a ``pick`` frame: ``seat`` chooses for the job's ``key`` among ``moves``
    (public options), or ``count`` cards of its hand to discard (read from the hand
    when asked: a frame never holds hidden cards)."""
    state.push(frame("pick", seat, card=job["card"], key=key, what=what, moves=moves,
                     count=count))


def pick_moves(state: RedshirtsState, seat: int, what: str, moves: list[dict[str, Any]],
               count: int) -> list[dict[str, Any]]:
    """The legal moves of a ``pick`` frame."""
    if what == "discard_cards":
        return [{"type": "discard", "cards": choice(sorted(state.hand[seat].cards), count)}]
    return moves


def answer_pick(state: RedshirtsState, key: str, move: dict[str, Any]) -> None:
    """Record a pick in the job at the front of the list."""
    job = state.todo[0]
    for field in ("rs", "seat", "skill", "card", "cards"):
        if field in move:
            job["picks"][key] = move[field]


__all__ = ["VOCABULARY", "card_job", "proceed"]
