"""The measured bot table (issue 20): from arena records to the README and the lobby.

    python3 bench/bot_strength.py bench/results/arena.jsonl --write

Reads the JSON lines ``bench/arena.py --record FILE`` appended (several runs of one
pairing over consecutive seeds add up; a later run of the same seeds replaces an
earlier one) and prints, per game, hard against simple and against greedy and the
omniscient ceiling against simple, each with its 95 % Wilson interval, match count,
iterations a move, load and the commands. With ``--write`` it also puts that table
between the README's ``<!-- bot-table -->`` markers and writes
``py/cardtable/measured.py``: the same figures as data, from which the lobby says in a
line per bot level how strong it is in the chosen game (``strength.level_lines``).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import textwrap
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("astronaut", "red-cliffs", "red-dwarf", "doctor-who", "redshirts")
NAMES = {"astronaut": "Astronaut", "red-cliffs": "The Battle of Red Cliffs",
         "red-dwarf": "Red Dwarf", "doctor-who": "Doctor Who", "redshirts": "Redshirts"}
PAIRINGS = (("hard", "simple"), ("hard", "greedy"), ("omniscient", "simple"))
PLAYERS = {"astronaut": 2, "red-cliffs": 2, "red-dwarf": 2, "doctor-who": 3, "redshirts": 3}
"""The arena's table sizes (issue 20: 2 players, 3 where the game starts at 3 or is
measured there)."""
GREEDY_IS_SIMPLE = ("red-dwarf", "doctor-who", "redshirts")
"""Games with no greedy rule of their own: the greedy bot plays as the simple one (the
same moves from the same seed), so hard against greedy is hard against simple."""
START, END = "<!-- bot-table -->", "<!-- /bot-table -->"


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval (as bench/arena.py)."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def combine(records: list[dict[str, Any]]) -> dict[tuple[str, str, str], dict[str, Any]]:
    """Per (game, a, b): the runs' matches and score added up (one run per seed range)."""
    runs: dict[tuple[str, str, str, int], dict[str, Any]] = {}
    for record in records:
        runs[(record["game"], record["a"], record["b"], record["seeds"][0])] = record
    table: dict[tuple[str, str, str], dict[str, Any]] = {}
    for (game, a, b, _), record in sorted(runs.items()):
        entry = table.setdefault((game, a, b), {
            "game": game, "players": record["players"], "a": a, "b": b, "matches": 0,
            "score": 0.0, "iterations": record["iterations"], "a_iterations": [],
            "loads": [], "commands": [], "seeds": []})
        entry["matches"] += record["matches"]
        entry["score"] += record["score"]
        entry["a_iterations"].append(record["a_iterations"])
        entry["loads"] += record["load"]
        entry["commands"].append(record["command"])
        entry["seeds"].append(record["seeds"])
    for entry in table.values():
        entry["rate"] = entry["score"] / entry["matches"]
        entry["low"], entry["high"] = wilson(entry["score"], entry["matches"])
    return table


def cell(entry: dict[str, Any] | None) -> str:
    if entry is None:
        return "not measured"
    return (f"{entry['rate']:.0%} [{entry['low']:.0%}, {entry['high']:.0%}] "
            f"of {entry['matches']:g}").replace("%", " %")


def markdown(table: dict[tuple[str, str, str], dict[str, Any]]) -> str:
    """The README's table, its loads and commands."""
    lines = ["| game (players) | hard vs `simple` | hard vs `greedy` | omniscient vs `simple` "
             "(the ceiling) |", "|---|---|---|---|"]
    for game in GAMES:
        entries = [table.get((game, a, b)) for a, b in PAIRINGS]
        players = next((e["players"] for e in entries if e), PLAYERS[game])
        cells = [cell(e) for e in entries]
        if game in GREEDY_IS_SIMPLE and entries[1] is None:
            cells[1] = "as against `simple` (greedy plays as simple here)"
        lines.append(f"| {NAMES[game]} ({players}) | " + " | ".join(cells) + " |")
    loads = [load for entry in table.values() for load in entry["loads"]]
    budgets = sorted({entry["iterations"] for entry in table.values()})
    caption = (f"Win rate of the first bot [95 % Wilson interval] of N matches; shared wins "
               f"count half; search budget {', '.join(map(str, budgets))} iterations a move "
               f"(0: the shipped caps); load average {min(loads):.1f}–{max(loads):.1f} on 2 "
               "cores while they ran. Commands:")
    lines += ["", *textwrap.wrap(caption, 88), ""]
    for entry in sorted(table.values(), key=lambda e: (GAMES.index(e["game"]), e["a"], e["b"])):
        for command in entry["commands"]:
            cut = command.split(" --stop-at")[0].split(" --record")[0]
            lines.append(f"    {cut}")
    return "\n".join(lines)


def strength_module(table: dict[tuple[str, str, str], dict[str, Any]]) -> str:
    """``py/cardtable/measured.py``: the shipped bots' measured figures as data."""
    rows = []
    for (game, a, b), entry in sorted(table.items()):
        if a == "omniscient":
            continue  # the bench-only ceiling is no level a player can choose
        rows.append(f"    ({game!r}, {a!r}, {b!r}, {entry['players']}, {entry['matches']}, "
                    f"{entry['score']!r}, {entry['low']:.3f}, {entry['high']:.3f}),")
    return (
        '"""Measured results of the bot levels (generated by bench/bot_strength.py from\n'
        'bench/results/arena.jsonl: do not edit; ``strength.level_lines`` words them)."""\n\n'
        "from __future__ import annotations\n\n"
        "MEASURED: tuple[tuple[str, str, str, int, int, float, float, float], ...] = (\n"
        "    # (game, bot, against, players, matches, score, 95 % low, 95 % high)\n"
        + "\n".join(rows) + "\n)\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("records", nargs="+", type=Path)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    records = [json.loads(line) for path in args.records
               for line in path.read_text().splitlines() if line.strip()]
    table = combine(records)
    text = markdown(table)
    print(text)
    if args.write:
        readme = ROOT / "README.md"
        old = readme.read_text()
        if START not in old or END not in old:
            sys.exit(f"README.md has no {START} ... {END} block")
        head, rest = old.split(START, 1)
        readme.write_text(head + START + "\n" + text + "\n" + END + rest.split(END, 1)[1])
        (ROOT / "py" / "cardtable" / "measured.py").write_text(strength_module(table))
        print("wrote README.md's table and py/cardtable/measured.py")


if __name__ == "__main__":
    main()
