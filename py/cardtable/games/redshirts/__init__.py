"""Redshirts (rulebook ``rules/redshirts.txt``, rulings RS-1..RS-12, gap rulings RS-G1..
in ``cards/redshirts.md``): the Game in ``rules.py``; the attempt and its Modify window
in ``attempt.py``; plays in ``plays.py``; the effect interpreter in ``effects.py`` over
the verb registry of ``vocabulary.py``; selectors in ``selectors.py``; the layers in
``skills.py`` (pure) and ``statics.py`` (what is in play); the state in ``state.py``;
card data in ``cards.py``; words in ``text.py``; bots in ``bot.py``."""

from .rules import Redshirts
from .state import RedshirtsState

__all__ = ["Redshirts", "RedshirtsState"]
