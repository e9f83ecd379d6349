"""The Battle of Red Cliffs (rulings RC-1..): the game and its set-up (``rules.py``),
the decision stack's handlers for turns, sets, rounds and the claim window
(``turns.py``), zones and drawing (``state.py``), sets and prizes (``sets.py``,
``scoring.py``), button labels and log texts (``text.py``) and the bots' rules of
thumb (``bot.py``)."""

from .rules import RedCliffs
from .state import RedCliffsState

__all__ = ["RedCliffs", "RedCliffsState"]
