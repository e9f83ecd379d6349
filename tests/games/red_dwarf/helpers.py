"""Setting up Red Dwarf positions for scenario tests."""

from __future__ import annotations

from typing import Any

import cardtable
from cardtable import Match
from cardtable.engine.frames import frame
from cardtable.games.red_dwarf import RedDwarfState
from cardtable.games.red_dwarf.cards import BBC, CAST, CAST_CARDS

from engine.scenario import arrange

Travel = tuple[str, int, str]
MissionSpec = tuple[str, int, list[str], list[Travel]]

DR = [f"rd-travel-drive-room#{n}" for n in range(1, 11)]
HW = [f"rd-travel-hallway#{n}" for n in range(1, 11)]
SQ = [f"rd-travel-sleeping-quarters#{n}" for n in range(1, 8)]
SK = [f"rd-travel-skutter#{n}" for n in range(1, 7)]
MT = [f"rd-travel-matter-transporter#{n}" for n in range(1, 6)]
SB = [f"rd-travel-starbug#{n}" for n in range(1, 6)]
OP = [f"rd-travel-on-planet#{n}" for n in range(1, 8)]
TH = [f"rd-travel-time-hole#{n}" for n in range(1, 5)]
WILD = ["rd-travel-encyclopedia#1", "rd-travel-encyclopedia#2"]
HOLLY = "rd-travel-holly#1"
FOCUS = [f"rd-instant-focus#{n}" for n in range(1, 5)]
DISTRACT = [f"rd-instant-distract#{n}" for n in range(1, 5)]
SMEG = [f"rd-instant-smeg-off#{n}" for n in range(1, 6)]
RED_ALERT = ["rd-trouble-red-alert#1", "rd-trouble-red-alert#2"]
HUDZEN = ["rd-trouble-hudzen-10#1", "rd-trouble-hudzen-10#2"]
SPACE_CORPS = ["rd-bonus-space-corps-directive#1", "rd-bonus-space-corps-directive#2"]
PLAY_GUITAR = "rd-task-lister-1#1"  # Lister: drive-room, sleeping-quarters (1)
SALUTE = "rd-task-rimmer-1#1"  # Rimmer: hallway, hallway (1)
CATNAP = "rd-task-cat-3#1"  # Cat: drive-room, hallway, sleeping-quarters (2)
BEAM_DOWN = "rd-task-any-1#1"  # Any: matter-transporter, on-planet (1)
PROWL = "rd-task-cat-5#1"  # Cat: drive-room, hallway, hallway, skutter (3)
ME2 = "rd-episode-me2#1"  # 2 cast: hallway, sleeping-quarters x2 (3)
QUEEG = "rd-episode-queeg#1"  # 2 cast: drive-room x2, hallway, holly (4)
THE_END = "rd-episode-the-end#1"  # 4 cast: DR, HW, HW, SQ, holly (6)
ASTRO_NAV = "rd-task-rimmer-3#1"  # Rimmer: drive-room, sleeping-quarters, holly (2)
FILL = [*TH, *SB]  # cards no scenario below can play


def table(*, active: int = 0, phase: str = "turn", polite: bool = False,
          played: bool = False, points: tuple[int, int] = (0, 0),
          missions: dict[str, MissionSpec] | None = None,
          focused: tuple[str, ...] = (), **zones: list[str]) -> Match:
    """A match with the given zones (``hand_0`` for ``hand:0``; ``laundry`` top last)
    and missions (slot: card, owner, cast, travels as (card, seat, icon)); every other
    card goes under the laundry list; ``active`` is to decide ``phase``."""
    match = cardtable.new_match("red-dwarf", players=2, seed=1,
                                options={"polite_distract": int(polite)})
    layout = {name.replace("_", ":"): list(cards) for name, cards in zones.items()}
    for slot, (card, _, _, travels) in (missions or {}).items():
        layout[f"mission:{slot}"] = [card] + [entry[0] for entry in travels]
    layout.setdefault("cast", [CAST_CARDS[c] for c in CAST])
    used = {card for cards in layout.values() for card in cards}
    layout.setdefault("bbc", [card for card in BBC if card not in used])
    arrange(match, layout, rest="laundry")
    state = rd(match)
    for zone in state.zones.values():  # who knows a card: who sees where it was put
        for card in zone.cards:
            state.known[card] = zone.seen_by
    state.missions = {slot: {"card": card, "owner": owner, "cast": list(cast),
                             "travels": [list(entry) for entry in travels]}
                      for slot, (card, owner, cast, travels) in (missions or {}).items()}
    state.focused = {c: c in focused for c in CAST}
    state.points = list(points)
    state.active, state.played = active, played
    state.stack[:] = [frame(phase, active)]
    return match


def rd(match: Match) -> RedDwarfState:
    assert isinstance(match.state, RedDwarfState)
    return match.state


def play(match: Match, seat: int, kind: str, **fields: Any) -> None:
    match.play(seat, {"type": kind, **fields})


def answers(match: Match, seat: int) -> list[dict[str, Any]]:
    """The answers (not the pass) ``seat`` may give in the open window."""
    return [m for m in match.legal_moves(seat) if m["type"] != "pass"]


def let_through(match: Match, seat: int) -> None:
    match.play(seat, {"type": "pass"})


def hand(match: Match, seat: int) -> list[str]:
    return list(rd(match).hand[seat].cards)
