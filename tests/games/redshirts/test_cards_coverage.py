"""Every card id of ``cards/redshirts.toml`` is named by a test: checked, not asserted.

An id counts as named when its full text (``rs-crew-penny-jinx``) appears inside a test
function of ``tests/games/redshirts/test_*.py`` — its name, docstring, comments, body or
decorators (a parametrized list) — not merely somewhere else in a file."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parents[2]


def card_ids() -> set[str]:
    data = tomllib.loads((ROOT / "cards" / "redshirts.toml").read_text(encoding="utf-8"))
    return {entry["id"] for entry in data["card"]}


def sources_of_tests() -> dict[str, str]:
    """The source of every test function (with its decorators), by ``file::name``."""
    found: dict[str, str] = {}
    for path in sorted(HERE.glob("test_*.py")):
        if path.name == Path(__file__).name:
            continue
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                start = min([node.lineno] + [d.lineno for d in node.decorator_list])
                assert node.end_lineno is not None
                found[f"{path.name}::{node.name}"] = "\n".join(lines[start - 1:node.end_lineno])
    return found


def test_the_card_file_has_98_ids() -> None:
    ids = card_ids()
    assert len(ids) == 98
    kinds = {kind: len([i for i in ids if i.startswith(f"rs-{kind}-")])
             for kind in ("crew", "mis", "eq", "loc", "ev")}
    assert kinds == {"crew": 40, "mis": 18, "eq": 12, "loc": 10, "ev": 18}


def test_every_card_id_is_named_by_a_test() -> None:
    texts = sources_of_tests()
    named = {card_id for card_id in card_ids()
             if any(re.search(re.escape(card_id) + r"(?![\w-])", text) for text in texts.values())}
    missing = sorted(card_ids() - named)
    assert not missing, f"card ids named by no test: {missing}"


def test_the_check_would_catch_a_missing_id() -> None:
    """The matcher is exact: a longer id does not count for a shorter one."""
    text = "rs-eq-ray-gun-safety-stuck-on"
    assert not re.search(re.escape("rs-eq-ray-gun") + r"(?![\w-])", text)
    assert re.search(re.escape("rs-eq-ray-gun") + r"(?![\w-])", "rs-eq-ray-gun: adds TAC")
