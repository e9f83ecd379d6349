"""The card list's effect notation (``shared/cards/redshirts.md`` section 1), parsed into
the structured steps ``cards/redshirts.toml`` holds.

Not used by the engine (which reads only the structured data): the data test checks
that every card's structured ``effects`` say exactly what its ``notation`` string says,
and the TOML was first generated with it.

Example: ``STATIC: forbid(self, be_killed) if size(this_team)=1`` becomes
``[{"slot": "static", "steps": [{"verb": "forbid", "rs": {"rs": "self"},
"act": "be_killed", "if": {"cond": "size", "team": {"team": "this_team"}, "n": 1}}]}]``.
"""

from __future__ import annotations

import re
from typing import Any

SKILLS = ("INF", "TAC", "SCI", "MED", "ENG", "DIP")
ARGS = {
    "add_skill": ("rs", "skill", "dur"), "remove_skill": ("rs", "skill", "dur"),
    "invert_printed_skills": ("rs",), "kill": ("rs",), "discard_redshirt": ("rs",),
    "draw_redshirt": ("player", "n"), "give_redshirt": ("rs", "to"),
    "swap_redshirts": ("rs", "other"), "zap": ("rs",), "unzap": ("rs",),
    "draw_log": ("player", "n"), "discard_log": ("player", "n"),
    "take_log": ("source", "taker", "n"), "move_equipment": ("source", "target"),
    "discard_cards_on": ("rs", "what"), "attach": ("rs",), "forbid": ("rs", "act"),
    "cancel_attempt": (), "reassign_mission": ("source", "target"),
    "discard_mission": ("player",), "extra_attempt": ("player",),
}
PLAYER_WORDS = ("you", "left", "chosen_player", "other_player", "each_player")
RS_WORDS = ("self", "bearer", "attempting", "it", "any_rs", "own_rs", "other_rs")


def split_top(text: str, sep: str) -> list[str]:
    """Split on ``sep`` outside brackets."""
    parts, depth, current, i = [], 0, "", 0
    while i < len(text):
        if depth == 0 and text.startswith(sep, i):
            parts.append(current)
            current, i = "", i + len(sep)
            continue
        char = text[i]
        depth += char in "([{"
        depth -= char in ")]}"
        current += char
        i += 1
    parts.append(current)
    return [p.strip() for p in parts]


def parse_effects(notation: str) -> list[dict[str, Any]]:
    """Every slot of a card's notation."""
    if notation in ("", "—"):
        return []
    return [parse_slot(part) for part in split_top(notation, "//")]


def parse_slot(text: str) -> dict[str, Any]:
    head, _, body = text.partition(":")
    if head.startswith("ON "):  # "ON killed(self)" has no colon inside
        head, body = text[3:].split(":", 1)
        slot: dict[str, Any] = {"slot": "on", "trigger": parse_trigger(head.strip())}
    else:
        match = re.fullmatch(r"(PLAY|ZAP|STATIC|SUCCESS|FAILURE)(?:\((\w+)\)|\[(\w+)\])?", head)
        assert match, head
        slot = {"slot": match.group(1).lower()}
        timing = match.group(2) or match.group(3)
        if timing:
            slot["timing"] = timing
    slot["steps"] = [parse_step(step) for step in split_top(body.strip(), ";")]
    return slot


def parse_trigger(text: str) -> dict[str, Any]:
    match = re.fullmatch(r"(\w+)\((.*)\)", text)
    assert match, text
    event, arg = match.groups()
    if event == "turn_start":
        return {"event": event, "player": parse_player(arg)}
    return {"event": event, "rs": parse_rs(arg)}


def parse_step(text: str) -> dict[str, Any]:
    each = None
    match = re.fullmatch(r"for P in (\w+): (.*)", text)
    if match:
        each, text = parse_player(match.group(1)), match.group(2)
    cond = None
    if " if " in text:
        text, cond_text = text.rsplit(" if ", 1)
        cond = parse_cond(cond_text)
    match = re.fullmatch(r"(\w+)\((.*)\)", text)
    assert match, text
    verb, inner = match.groups()
    values = split_top(inner, ",") if inner.strip() else []
    names = ARGS[verb]
    assert len(values) == len(names), (verb, values)
    step: dict[str, Any] = {"verb": verb}
    for name, value in zip(names, values):
        step[name] = parse_arg(name, value)
    if cond is not None:
        step["if"] = cond
    if each is not None:
        step["each"] = each
    return step


def parse_arg(name: str, value: str) -> Any:
    if name in ("rs", "other") or (name in ("source", "target") and "rs" in value) \
            or value in RS_WORDS:
        return parse_rs(value)
    if name in ("player", "to", "taker", "source", "target"):
        return parse_player(value)
    if name == "skill":
        return parse_skill(value)
    if name == "n":
        return int(value)
    return value  # dur, act, what


def parse_skill(value: str) -> dict[str, Any]:
    if value == "chosen_skill":
        return {"choose": "any"}
    match = re.fullmatch(r"one_of\(printed\((\w+)\)\)", value)
    if match:
        return {"choose": "printed", "of": parse_rs(match.group(1))}
    return {"fixed": [s.strip() for s in value.strip("{}").split(",")]}


def parse_player(value: str) -> dict[str, Any]:
    value = value.strip()
    if value == "P":
        return {"p": "each"}
    match = re.fullmatch(r"(left_of|owner)\((.*)\)", value)
    if match:
        kind, arg = match.groups()
        return {"p": kind, "of": parse_player(arg)} if kind == "left_of" \
            else {"p": kind, "of": parse_rs(arg)}
    match = re.fullmatch(r"(\w+)(?:\[(.*)\])?", value)
    assert match and match.group(1) in PLAYER_WORDS, value
    player: dict[str, Any] = {"p": match.group(1)}
    if match.group(2):
        where = {"has_mission": "has_mission", "no_mission": "no_mission",
                 "size<size(you)": "smaller_than_you"}[match.group(2)]
        player["where"] = [where]
    return player


def parse_rs(value: str) -> dict[str, Any]:
    value = value.strip()
    by = None
    if " by " in value:
        value, by_text = value.rsplit(" by ", 1)
        by = parse_player(by_text)
    match = re.fullmatch(r"(\w+)(?:\(([^\[]*)\))?(?:\[(.*)\])?", value)
    assert match, value
    kind, team, where = match.groups()
    rs: dict[str, Any] = {"rs": kind}
    if team is not None:
        rs["team"] = parse_team(team)
    if where:
        rs["where"] = [parse_filter(f.strip()) for f in where.split(",")]
    if by is not None:
        rs["by"] = by
    return rs


def parse_team(value: str) -> dict[str, Any]:
    match = re.fullmatch(r"team\((.*)\)", value)
    if match:
        return {"team": "of", "player": parse_player(match.group(1))}
    return {"team": value}


def parse_filter(text: str) -> dict[str, Any]:
    for pattern, make in (
            (r"gender=(\w+)", lambda m: {"f": "gender", "is": m.group(1)}),
            (r"race=(\w+)", lambda m: {"f": "race", "is": m.group(1)}),
            (r"not race=(\w+)", lambda m: {"f": "not_race", "is": m.group(1)}),
            (r"has:(\w+)", lambda m: {"f": "has", "skill": m.group(1)}),
            (r"skill_count>=(\d+)", lambda m: {"f": "skill_count_at_least", "n": int(m.group(1))}),
            (r"unzapped", lambda m: {"f": "unzapped"}),
            (r"not self", lambda m: {"f": "not_self"}),
            (r"not attempting", lambda m: {"f": "not_attempting"})):
        match = re.fullmatch(pattern, text)
        if match:
            return make(match)
    raise AssertionError(text)


def parse_cond(text: str) -> dict[str, Any]:
    match = re.fullmatch(r"size\((\w+)\)=(\d+)", text)
    if match:
        return {"cond": "size", "team": parse_team(match.group(1)), "n": int(match.group(2))}
    match = re.fullmatch(r"unzapped\((\w+)\)", text)
    assert match, text
    return {"cond": "unzapped", "rs": parse_rs(match.group(1))}
