"""Doctor Who: The Card Game (rulebook ``rules/doctor-who.txt``, rulings DW-1..DW-20, gap
rulings DW-G1.. in ``cards/doctor-who.md``): the Game in ``rules.py``, the actions in
``actions.py`` and ``support.py``, conflicts in ``conflict.py``, scoring in
``scoring.py``, the state in ``state.py``, card data in ``cards.py``, words in
``text.py``, bots in ``bot.py``."""

from .rules import DoctorWho
from .state import DoctorWhoState

__all__ = ["DoctorWho", "DoctorWhoState"]
