"""The closed effect vocabulary of Redshirts (``shared/cards/redshirts.md`` section 1):
21 verbs with named arguments, and the selectors, filters, conditions, slots and
triggers their arguments are made of. Every card's ``effects`` in
``cards/redshirts.toml`` is checked against it at import; anything unknown fails loudly
with the card id (``CardDataError``).

Data shapes (TOML inline tables):

- slot: ``{slot = "play"|"static"|"zap"|"on"|"success"|"failure", timing?, trigger?,
  steps = [step, ...]}``; ``timing`` is ``any``/``own_turn``/``modify`` (play) or
  ``modify`` (zap); ``trigger`` (on) is ``{event = "killed", rs = RS}``,
  ``{event = "enters", rs = RS}`` or ``{event = "turn_start", player = P}``.
- step: ``{verb = "...", <arguments>, if? = COND, each? = P}`` (``each``: the step is
  done for every listed player at once; ``{p = "each"}`` names that player inside).
- player ``P``: ``{p = "you"|"left"|"chosen_player"|"other_player"|"each_player"|
  "each", where? = ["has_mission"|"no_mission"|"smaller_than_you"]}``,
  ``{p = "left_of", of = P}``, ``{p = "owner", of = RS}``.
- Redshirt ``RS``: ``{rs = "self"|"bearer"|"attempting"|"it"|"any_rs"|"own_rs"|
  "other_rs"|"rs"|"each_rs", team? = TEAM, where? = [FILTER], by? = P}``.
- team: ``{team = "this_team"|"all_teams"}`` or ``{team = "of", player = P}``.
- filter: ``{f = "gender"|"race"|"not_race", is = "..."}``, ``{f = "has", skill = S}``,
  ``{f = "skill_count_at_least", n = N}``, ``{f = "unzapped"|"not_self"|"not_attempting"}``.
- skill: ``{fixed = ["SCI", ...]}``, ``{choose = "any"}``, ``{choose = "printed", of = RS}``.
- condition: ``{cond = "size", team = TEAM, n = N}``, ``{cond = "unzapped", rs = RS}``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.schema import CardDataError, Param, Verb, Vocabulary, check_fields

SKILLS = ("INF", "TAC", "SCI", "MED", "ENG", "DIP")
SKILL_NAMES = {"INF": "Infiltration", "TAC": "Tactical", "SCI": "Science", "MED": "Medical",
               "ENG": "Engineering", "DIP": "Diplomacy"}
SLOTS = ("play", "static", "zap", "on", "success", "failure")
TIMINGS = {"play": ("any", "own_turn", "modify"), "zap": ("modify",)}
PLAYER_WORDS = ("you", "left", "chosen_player", "other_player", "each_player", "each",
                "left_of", "owner")
PLAYER_FILTERS = ("has_mission", "no_mission", "smaller_than_you")
RS_WORDS = ("self", "bearer", "attempting", "it", "any_rs", "own_rs", "other_rs", "rs",
            "each_rs")
CHOSEN_RS = ("any_rs", "own_rs", "other_rs", "rs")
"""Selectors that name one Redshirt somebody chooses (``by`` says who)."""
TEAM_WORDS = ("this_team", "all_teams", "of")
FILTERS: dict[str, dict[str, Param]] = {
    "gender": {"is": Param("str", choices=("male", "female", "none"))},
    "race": {"is": Param("str")},
    "not_race": {"is": Param("str")},
    "has": {"skill": Param("str", choices=SKILLS)},
    "skill_count_at_least": {"n": Param("int")},
    "unzapped": {}, "not_self": {}, "not_attempting": {},
}
TRIGGERS = ("killed", "enters", "turn_start")


def fail(where: str, message: str) -> None:
    raise CardDataError(f"{where}: {message}")


def table(value: Any, where: str, key: str, words: tuple[str, ...]) -> str:
    """``value`` is a table whose ``key`` is one of ``words``; returns it."""
    if not isinstance(value, dict):
        fail(where, f"expected a table with {key!r}, got {value!r}")
    word = value.get(key)
    if word not in words:
        fail(where, f"unknown {key} {word!r} (known: {', '.join(words)})")
    return str(word)


def check_player(value: Any, where: str) -> None:
    word = table(value, where, "p", PLAYER_WORDS)
    params: dict[str, Param] = {"p": Param("str")}
    if word == "left_of":
        params["of"] = Param("data", validate=check_player)
    elif word == "owner":
        params["of"] = Param("data", validate=check_rs)
    else:
        params["where"] = Param("list", optional=True)
        for item in value.get("where", []):
            if item not in PLAYER_FILTERS:
                fail(where, f"unknown player filter {item!r}")
    check_fields(value, params, where)


def check_rs(value: Any, where: str) -> None:
    word = table(value, where, "rs", RS_WORDS)
    params: dict[str, Param] = {"rs": Param("str"),
                                "where": Param("data", optional=True, validate=check_filters),
                                "by": Param("data", optional=True, validate=check_player)}
    if word in ("rs", "each_rs"):
        params["team"] = Param("data", validate=check_team)
    check_fields(value, params, where)
    if "by" in value and word not in CHOSEN_RS:
        fail(where, f"'by' only goes with a chosen Redshirt ({', '.join(CHOSEN_RS)})")


def check_filters(value: Any, where: str) -> None:
    if not isinstance(value, list):
        fail(where, f"filters are a list, got {value!r}")
    for number, item in enumerate(value, 1):
        here = f"{where}[{number}]"
        word = table(item, here, "f", tuple(FILTERS))
        check_fields(item, {"f": Param("str"), **FILTERS[word]}, here)


def check_team(value: Any, where: str) -> None:
    word = table(value, where, "team", TEAM_WORDS)
    params: dict[str, Param] = {"team": Param("str")}
    if word == "of":
        params["player"] = Param("data", validate=check_player)
    check_fields(value, params, where)


def check_skill(value: Any, where: str) -> None:
    if not isinstance(value, dict):
        fail(where, f"a skill is a table, got {value!r}")
    if "fixed" in value:
        check_fields(value, {"fixed": Param("list")}, where)
        unknown = [s for s in value["fixed"] if s not in SKILLS]
        if unknown or not value["fixed"]:
            fail(where, f"unknown skill(s) {unknown or value['fixed']!r}")
        return
    word = table(value, where, "choose", ("any", "printed"))
    params: dict[str, Param] = {"choose": Param("str")}
    if word == "printed":
        params["of"] = Param("data", validate=check_rs)
    check_fields(value, params, where)


def check_cond(value: Any, where: str) -> None:
    word = table(value, where, "cond", ("size", "unzapped"))
    if word == "size":
        check_fields(value, {"cond": Param("str"), "team": Param("data", validate=check_team),
                             "n": Param("int")}, where)
    else:
        check_fields(value, {"cond": Param("str"), "rs": Param("data", validate=check_rs)},
                     where)


def player(optional: bool = False) -> Param:
    return Param("data", optional=optional, validate=check_player)


def rs() -> Param:
    return Param("data", validate=check_rs)


COMMON = {"if": Param("data", optional=True, validate=check_cond), "each": player(True)}
"""Every step may carry a condition and a ``for P in ...`` binder."""

Run = Callable[[Any, Mapping[str, Any]], None]


def verb_params() -> dict[str, dict[str, Param]]:
    """Each verb's arguments (section 1.2 of the card list), besides ``if`` / ``each``."""
    skill = Param("data", validate=check_skill)
    dur = Param("str", choices=("while", "turn"))
    n = Param("int")
    return {
        "add_skill": {"rs": rs(), "skill": skill, "dur": dur},
        "remove_skill": {"rs": rs(), "skill": skill, "dur": dur},
        "invert_printed_skills": {"rs": rs()},
        "kill": {"rs": rs()},
        "discard_redshirt": {"rs": rs()},
        "draw_redshirt": {"player": player(), "n": n},
        "give_redshirt": {"rs": rs(), "to": player()},
        "swap_redshirts": {"rs": rs(), "other": rs()},
        "zap": {"rs": rs()},
        "unzap": {"rs": rs()},
        "draw_log": {"player": player(), "n": n},
        "discard_log": {"player": player(), "n": n},
        "take_log": {"source": player(), "taker": player(), "n": n},
        "move_equipment": {"source": rs(), "target": rs()},
        "discard_cards_on": {"rs": rs(), "what": Param("str", choices=("equipment", "attached",
                                                                         "all"))},
        "attach": {"rs": rs()},
        "forbid": {"rs": rs(), "act": Param("str", choices=("be_killed", "be_discarded"))},
        "cancel_attempt": {},
        "reassign_mission": {"source": player(), "target": player()},
        "discard_mission": {"player": player()},
        "extra_attempt": {"player": player()},
    }


def make_vocabulary(runs: dict[str, Run]) -> Vocabulary[Any]:
    """The verb registry: every verb with its parameters and its ``run``."""
    params = verb_params()
    assert set(runs) == set(params), set(runs) ^ set(params)
    return Vocabulary.of(Verb(name, {**args, **COMMON}, runs[name])
                         for name, args in params.items())


CONTINUOUS = ("add_skill", "remove_skill", "invert_printed_skills", "forbid")
"""The verbs a STATIC slot (or the steps after ``attach``) may hold."""


def check_effects(card_id: str, kind: str, effects: Any, vocabulary: Vocabulary[Any]) -> None:
    """Raise ``CardDataError`` (naming the card) unless every slot and step is known."""
    where = f"cards/redshirts.toml: {card_id!r} effects"
    if not isinstance(effects, list):
        fail(where, "effects are a list of slots")
    for number, slot in enumerate(effects, 1):
        here = f"{where}[{number}]"
        word = table(slot, here, "slot", SLOTS)
        params: dict[str, Param] = {"slot": Param("str"), "steps": Param("effect")}
        if word in TIMINGS:
            params["timing"] = Param("str", choices=TIMINGS[word], optional=word == "zap")
        if word == "on":
            params["trigger"] = Param("data", validate=check_trigger)
        check_fields(slot, params, here, vocabulary)
        verbs = [step["verb"] for step in slot["steps"]]
        continuous = verbs[verbs.index("attach") + 1:] if "attach" in verbs else []
        if word == "static":
            continuous = verbs
        for verb in continuous:
            if verb not in CONTINUOUS:
                fail(here, f"{verb} cannot be a continuous effect")
        for step in slot["steps"][len(verbs) - len(continuous):]:
            if "skill" in step and "fixed" not in step["skill"]:
                fail(here, f"{step['verb']}: a continuous effect names its Skills")
            if "by" in step["rs"] or step["rs"]["rs"] not in ("self", "bearer", "each_rs"):
                fail(here, f"{step['verb']}: a continuous effect has no chosen target")
            if any(f["f"] in ("has", "skill_count_at_least") for f in step["rs"].get("where", [])):
                fail(here, f"{step['verb']}: a continuous effect cannot read current Skills")
        for step in slot["steps"]:
            if step.get("dur") == "while" and step["verb"] not in continuous:
                fail(here, f"{step['verb']}(..., while) needs a STATIC slot or an attach")
            if step["verb"] in ("invert_printed_skills", "forbid") and step["verb"] not in continuous:
                fail(here, f"{step['verb']} needs a STATIC slot or an attach")
        allowed = {"redshirt": ("static", "zap", "on"), "mission": ("success", "failure"),
                   "equipment": ("static",), "location": ("static",), "event": ("play",)}
        if word not in allowed[kind]:
            fail(here, f"a {kind} card has no {word.upper()} slot")


def check_trigger(value: Any, where: str) -> None:
    word = table(value, where, "event", TRIGGERS)
    if word == "turn_start":
        check_fields(value, {"event": Param("str"), "player": player()}, where)
    else:
        check_fields(value, {"event": Param("str"), "rs": rs()}, where)
