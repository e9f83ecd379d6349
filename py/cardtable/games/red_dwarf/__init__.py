"""Red Dwarf: The Card Game (rulebook ``rules/red-dwarf.txt``, rulings RD-1..RD-16, gap
rulings RD-G1.. in ``cards/red-dwarf.md``): the Game in ``rules.py``, the chain and
its window in ``chain.py``, mission arithmetic in ``missions.py``, the state in
``state.py``, card data in ``cards.py``, words in ``text.py``, bots in ``bot.py``."""

from .rules import RedDwarf
from .state import RedDwarfState

__all__ = ["RedDwarf", "RedDwarfState"]
