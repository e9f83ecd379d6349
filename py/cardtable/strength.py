"""How strong each bot level is in a game, in a line per level for the lobby (issue 20).

The figures are ``measured.MEASURED``, written by bench/bot_strength.py from the arena's
records (bench/results/arena.jsonl), so the lobby says what bench/arena.py measured.
"""

from __future__ import annotations

from .measured import MEASURED

FEWEST = 10
"""A pairing measured over fewer matches says too little to show a player (the README's
table still lists it, with its interval)."""


def _percent(value: float) -> str:
    """"62 %", the sign kept on the number's line (a no-break space)."""
    return f"{round(100 * value)}\u00a0%"


def _spread(low: float, high: float) -> str:
    """"39–82 %"."""
    return f"{round(100 * low)}–{_percent(high)}"


def level_lines(game: str) -> dict[str, str]:
    """One line per bot level measured in ``game``: its win rate against each other level
    it met over at least ``FEWEST`` matches, with the match count and 95 % interval."""
    lines: dict[str, list[str]] = {}
    for played, bot, other, players, matches, score, low, high in MEASURED:
        if played != game or matches < FEWEST:
            continue
        rate = score / matches
        count = f"{matches} match" + ("" if matches == 1 else "es")
        even = ("" if players == 2 else
                f"; {players} players, each level in half the seats, so 50\u00a0% is even")
        lines.setdefault(bot, []).append(
            f"{_percent(rate)} against the {other} bot ({count}, 95\u00a0% interval "
            f"{_spread(low, high)}{even})")
        lines.setdefault(other, []).append(
            f"{_percent(1 - rate)} against the {bot} bot ({count}, 95\u00a0% interval "
            f"{_spread(1 - high, 1 - low)}{even})")
    return {bot: "Measured here: it wins " + " and ".join(parts) + "."
            for bot, parts in lines.items()}
