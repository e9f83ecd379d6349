"""A small generic card-game engine: zones with visibility, seeded state, matches."""

from .carddata import CardDef, def_id, instance_ids, load_cards
from .game import Game, Move
from .match import Match
from .state import Event, State
from .zones import ALL_SEATS, Zone

__all__ = ["ALL_SEATS", "CardDef", "Event", "Game", "Match", "Move", "State", "Zone",
           "def_id", "instance_ids", "load_cards"]
