"""Setting up Doctor Who positions for scenario tests."""

from __future__ import annotations

from typing import Any

import cardtable
from cardtable import Match
from cardtable.engine.frames import frame
from cardtable.games.doctor_who import DoctorWhoState
from cardtable.games.doctor_who.cards import GAME_END, STARTS
from cardtable.games.doctor_who.state import zone_key

from engine.scenario import arrange


def c(card_id: str, copy: int = 1) -> str:
    """An instance id: ``c("the-doctor", 2)`` -> ``dw-the-doctor#2``."""
    return f"dw-{card_id}#{copy}"


DOCTOR = [c("the-doctor", n) for n in range(1, 11)]
AMY = [c("amy-pond", n) for n in range(1, 9)]
RORY = [c("rory", n) for n in range(1, 7)]
RIVER = [c("river-song", n) for n in range(1, 7)]
DALEKS = [c("daleks", n) for n in range(1, 6)]
CYBERMEN = [c("cybermen", n) for n in range(1, 6)]
SONTARANS = [c("sontarans", n) for n in range(1, 5)]
ROBOFORMS = [c("roboforms", n) for n in range(1, 4)]
SATURNYNS = [c("saturnyns", n) for n in range(1, 4)]
SILENCE = [c("the-silence", n) for n in range(1, 4)]
MONKS = [c("headless-monks", n) for n in range(1, 4)]
ANGELS = [c("weeping-angels", n) for n in range(1, 4)]
SILURIANS = [c("silurians", n) for n in range(1, 3)]
SLITHEEN = [c("slitheen", n) for n in range(1, 3)]
KOVARIAN, PANDORICA, SHADOW = c("madame-kovarian"), c("the-pandorica"), c("shadow-proclamation")
DAVROS, CYBERKING, MASTER = c("davros"), c("cyberking"), c("the-master")
LEADWORTH, STARSHIP = c("start-leadworth"), c("start-starship-uk")
STORMCAGE, COLCHESTER = c("start-stormcage"), c("start-colchester")
BOWIE, LONDON, MUSEUM = c("bowie-base-one"), c("london-1940"), c("national-museum")
VENICE, BERLIN, HOUSE = c("venice-1580"), c("berlin-1938"), c("the-house")
STONEHENGE, CWMTAFF = c("stonehenge"), c("cwmtaff")
FILL = [c("the-hotel"), c("the-fancy"), c("gamma-forests"), c("delirium-archive"),
        c("the-maldovarium"), c("auvers-sur-oise-1890")]
"""Location cards in hand: playable, but never what a scenario is about."""


def table(players: int = 3, *, active: int = 0, final: bool = False,
          locs: dict[int, list[str]] | None = None,
          attacks: dict[str, tuple[int, list[str], list[str]]] | None = None,
          defenders: dict[str, list[str]] | None = None, tardis: tuple[str, ...] = (),
          time: tuple[int, ...] | None = None, supply: int | None = None,
          deck: list[str] | None = None, **zones: list[str]) -> Match:
    """A match with these zones (``hand_0`` for ``hand:0``; ``deck`` top last),
    locations per seat (table order), attacks (location: attacker, face-up cards,
    face-down cards), face-down defenders, TARDIS tokens and time tokens; every other card
    goes to the bottom of the deck (Game End and unused starts aside unless listed);
    ``active`` is to move."""
    match = cardtable.new_match("doctor-who", players=players, seed=1)
    state = dw(match)
    for name in [n for n in state.zones if n.startswith(("up:", "def:", "atk:"))]:
        del state.zones[name]
    state.owner, state.attacker, state.tardis = {}, {}, set()
    locs = locs if locs is not None else {s: [STARTS[s]] for s in range(players)}
    for seat, cards in locs.items():
        for loc in cards:
            state.open_location(loc, seat)
    layout = {name.replace("_", ":"): list(cards) for name, cards in zones.items()}
    for seat, cards in locs.items():
        layout[f"locs:{seat}"] = list(cards)
    for loc, (attacker, up, down) in (attacks or {}).items():
        layout[f"up:{zone_key(loc)}"] = list(up)
        layout[f"atk:{zone_key(loc)}:{attacker}"] = list(down)
        state.attacker[loc] = attacker
    for loc, cards in (defenders or {}).items():
        layout.setdefault(f"up:{zone_key(loc)}", [])
        layout[f"def:{zone_key(loc)}"] = list(cards)
    used = {card for cards in layout.values() for card in cards} | set(deck or [])
    layout["aside"] = [card for card in [*STARTS, GAME_END] if card not in used]
    arrange(match, layout, rest="deck")
    if deck is not None:
        for card in deck:
            state.deck.cards.remove(card)
        state.deck.cards.extend(deck)
    for zone in state.zones.values():  # who knows a card: who sees where it was put
        for card in zone.cards:
            state.known[card] = zone.seen_by
    state.tardis = set(tardis)
    state.time = list(time or (0,) * players)
    state.supply = supply if supply is not None else 30 - sum(state.time)
    state.final, state.active, state.first = final, active, 0
    state.stack[:] = [frame("turn", active)]
    return match


def dw(match: Match) -> DoctorWhoState:
    assert isinstance(match.state, DoctorWhoState)
    return match.state


def play(match: Match, seat: int, kind: str, **fields: Any) -> None:
    """Play a move (the cards of a defence, an attack or a pass in the order the rules
    list them)."""
    if kind in ("defend", "attack", "pass"):
        fields["cards"] = sorted(fields["cards"])
    match.play(seat, {"type": kind, **fields})


def legal(match: Match, seat: int, kind: str) -> list[dict[str, Any]]:
    return [m for m in match.legal_moves(seat) if m["type"] == kind]


def events(match: Match, kind: str) -> list[dict[str, Any]]:
    return [event for _, event in dw(match).log if event["type"] == kind]


def decline(match: Match, seat: int) -> None:
    """The losing defender does not play Teselecta (DW-G2: asked whatever they hold)."""
    assert match.to_move() == [seat]
    assert {"type": "decline"} in match.legal_moves(seat)
    match.play(seat, {"type": "decline"})
