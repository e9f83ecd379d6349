"""The Battle of Red Cliffs (rulings RC-1..): rules (``rules.py``), zones and drawing
(``state.py``), sets and prizes (``sets.py``, ``scoring.py``), log texts (``text.py``)
and the bots' rules of thumb (``bot.py``)."""

from .rules import RedCliffs
from .state import RedCliffsState

__all__ = ["RedCliffs", "RedCliffsState"]
