"""Astronaut (rulebook ``rules/astronaut.txt``, rulings AS-1..): the rules in ``rules.py``."""

from .rules import Astronaut, AstronautState

__all__ = ["Astronaut", "AstronautState"]
