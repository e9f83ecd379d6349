"""The registry of games: one module per game, looked up by id."""

from __future__ import annotations

from typing import Any

from ..engine import Game
from .astronaut import Astronaut
from .doctor_who import DoctorWho
from .red_cliffs import RedCliffs
from .red_dwarf import RedDwarf
from .redshirts import Redshirts

GAMES: dict[str, Game[Any]] = {game.id: game for game in (Astronaut(), RedCliffs(), RedDwarf(),
                                                          DoctorWho(), Redshirts())}

PLANNED: list[dict[str, object]] = [
    {"id": "astronaut", "name": "Astronaut", "min_players": 2, "max_players": 4,
     "about": "Collect the seven stages of a Moon flight, Astronaut to Landing on the Moon, "
              "first.", "length": "About 10 minutes a round"},
    {"id": "red-cliffs", "name": "The Battle of Red Cliffs", "min_players": 2, "max_players": 9,
     "about": "Lay sets of three cards to win prize cards, alone or in teams, round after round "
              "to the target.", "length": "About 30 minutes"},
    {"id": "red-dwarf", "name": "Red Dwarf", "min_players": 2, "max_players": 2,
     "about": "Send the cast of Red Dwarf on missions for plot points, and get in your "
              "opponent's way.", "length": "About 20 minutes"},
    {"id": "doctor-who", "name": "Doctor Who", "min_players": 3, "max_players": 4,
     "about": "Defend your places in time and space as the Doctor; send enemies against "
              "the others'.", "length": "About 30 to 45 minutes"},
    {"id": "redshirts", "name": "Redshirts", "min_players": 2, "max_players": 7,
     "about": "Send your expendable crew on deadly missions: the first with no Redshirts left "
              "wins.", "length": "About 20 minutes"},
]
"""Every game the table will offer, built or not (the lobby shows the rest as coming soon)."""
