"""A grep for a ruling id finds its code, its text, its UI and its test (issue 10, item 8).

The ids are those the game's rules drawer lists (``web/games/<game>-rules.js``, our own
words for every ruling of ``shared/rulings/<game>.md`` and every gap ruling of
``cards/<game>.md``). Each must appear in the code that carries it (the game's package,
or its front-end module for a ruling about the table), in a test, and, for a gap ruling
(``XX-Gn``), in ``cards/<game>.md`` where it is decided.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
GAMES = {"astronaut": ("astronaut", "AS"), "red-cliffs": ("red_cliffs", "RC"), "red-dwarf": ("red_dwarf", "RD"),
         "doctor-who": ("doctor_who", "DW"), "redshirts": ("redshirts", "RS")}


def text_of(*paths: Path) -> str:
    return "\n".join(p.read_text(encoding="utf-8") for root in paths
                     for p in ([root] if root.is_file() else sorted(root.rglob("*.py"))))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_ruling_id_has_code_text_ui_and_a_test(game_id: str) -> None:
    package, prefix = GAMES[game_id]
    drawer_file = REPO / "web" / "games" / f"{game_id}-rules.js"
    renderer = REPO / "web" / "games" / f"{game_id}.js"
    cards = (REPO / "cards" / f"{game_id}.md").read_text(encoding="utf-8")
    engine = text_of(REPO / "py" / "cardtable" / "games" / package)
    # Until a game's table exists (its drawer is written), its ids are those of its
    # engine and its card notes.
    drawer = drawer_file.read_text(encoding="utf-8") if drawer_file.exists() else engine + cards
    ids = sorted(set(re.findall(rf"\b{prefix}-G?\d+\b", drawer)))
    assert len(ids) >= 10, ids
    code = engine + (renderer.read_text(encoding="utf-8") if renderer.exists() else "")
    tests = text_of(REPO / "tests" / "games" / package, REPO / "tests" / "browser")
    found = {"code": code, "test": tests}
    missing = [f"{ruling} ({where})" for ruling in ids for where, text in found.items()
               if not re.search(rf"\b{ruling}\b", text)]
    missing += [f"{ruling} (cards/{game_id}.md)" for ruling in ids
                if "-G" in ruling and not re.search(rf"\b{ruling}\b", cards)]
    assert not missing, f"{game_id}: ruling ids not found: {', '.join(missing)}"
