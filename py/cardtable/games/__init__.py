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
    {"id": "astronaut", "name": "Astronaut", "min_players": 2, "max_players": 4},
    {"id": "red-cliffs", "name": "The Battle of Red Cliffs", "min_players": 2, "max_players": 9},
    {"id": "red-dwarf", "name": "Red Dwarf", "min_players": 2, "max_players": 2},
    {"id": "doctor-who", "name": "Doctor Who", "min_players": 3, "max_players": 4},
    {"id": "redshirts", "name": "Redshirts", "min_players": 2, "max_players": 7},
]
"""Every game the table will offer, built or not (the lobby shows the rest as coming soon)."""
