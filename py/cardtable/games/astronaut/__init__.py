"""Astronaut (rulebook ``rules/astronaut.txt``, rulings AS-1..): the Game and its decision
handlers in ``rules.py``, the state and dealing in ``state.py``, card data in ``cards.py``,
row rules in ``rows.py``, words in ``text.py``, bot knowledge in ``bot.py``."""

from .rules import Astronaut
from .state import AstronautState

__all__ = ["Astronaut", "AstronautState"]
