"""Support cards played as actions (rulebook "Explanation of Cards", the card list):
each is discarded after use, except Cardiff, The Face of Boe and U.N.I.T., which go face
up into the reserve (DW-3, DW-19)."""

from __future__ import annotations

from ...engine import Move
from .cards import BOE, CARDIFF, JACKS, KIND, LOOKS, UNIT, cid
from .conflict import repel, resolve
from .state import DoctorWhoState


def play_support(state: DoctorWhoState, seat: int, move: Move) -> None:
    card = move["card"]
    key = cid(card)
    hand = state.hand[seat]
    event = {"type": "support", "seat": seat, "card": card}
    if key in (CARDIFF, BOE, UNIT):
        state.transfer(card, hand, state.kept[seat], event)
        return
    state.transfer(card, hand, state.discard, event)
    if key in LOOKS:
        look(state, seat, move["loc"])
        state.gain(seat, 1, "look")
    elif key == "dw-dreamlord":
        for loc in move["locs"]:
            state.tardis.discard(loc)
            state.emit({"type": "tardis_back", "loc": loc, "seat": state.owner[loc]})
        state.gain(seat, 2, "dreamlord")
    elif key in JACKS:
        jack(state, move["loc"], move.get("target"), move.get("down"))
    elif key in ("dw-tardis", "dw-crack-in-time"):
        for k in range(state.players):
            other = (seat + k) % state.players
            count = state.tardis_in_play(other) if key == "dw-tardis" \
                else state.daleks_in_play(other)
            state.gain(other, count + (2 if other == seat else 0), "tokens_in_play")
    elif key == "dw-chameleon-arch":
        chameleon(state, move["loc"], move["to"])
    elif key in ("dw-dalek-sec", "dw-jammy-dodger"):
        repel(state, move["loc"])
    elif key == "dw-k-9":
        state.to_discard(move["extra"], hand)
        repel(state, move["loc"])
    elif key == "dw-fish-fingers-and-custard":
        for other in move["cards"]:
            state.to_discard(other, hand)
        if state.draw(seat, 1 + len(move["cards"])) and not state.final:
            state.end_in_action = True


def look(state: DoctorWhoState, seat: int, loc: str) -> None:
    """Sonic Screwdriver and friends ("Turn face up every card of one attack"): the
    attack's face-down cards turn face up for everyone, with no reveal effect (DW-16,
    DW-G10); a later conflict on the location reveals nothing new."""
    down = state.down_atk(loc)
    state.emit({"type": "looked", "seat": seat, "loc": loc,
                "count": len(down.cards) if down is not None else 0})
    state.turn_up_attack(loc)


def jack(state: DoctorWhoState, loc: str, target: str | None, down_at: int | None) -> None:
    """Captain Jack / Collecting on Debts: one enemy card of the attack is discarded
    (face up or face down); an emptied attack ends with no TARDIS token."""
    if target is not None:
        state.to_discard(target, state.up(loc))
    else:
        down = state.down_atk(loc)
        assert down is not None and down_at is not None
        state.to_discard(down.cards[down_at], down)
    if not state.attack_cards(loc):
        attacker = state.attacker.pop(loc)
        state.emit({"type": "attack_ends", "loc": loc, "attacker": attacker})


def chameleon(state: DoctorWhoState, loc: str, to: str) -> None:
    """Chameleon Arch: the attack moves, cards as they lie, with its DALEK token; the
    usual placing rules then apply at the new location (TARDIS, defenders)."""
    attacker = state.attacker.pop(loc)
    state.emit({"type": "moved", "loc": loc, "to": to, "attacker": attacker})
    state.attacker[to] = attacker
    up, down = state.up(loc), state.atk(loc, attacker)
    for card in [c for c in up.cards if KIND[c] == "enemy"]:
        state.transfer(card, up, state.up(to))
    for card in list(down.cards):
        state.transfer(card, down, state.atk(to, attacker))
    if to in state.tardis:  # DW-G13
        for zone in (state.up(to), state.atk(to, attacker)):
            for card in [c for c in zone.cards if KIND[c] == "enemy"]:
                state.to_discard(card, zone)
        state.attacker.pop(to)
        state.tardis.discard(to)
        state.emit({"type": "tardis_back", "loc": to, "seat": state.owner[to]})
    elif state.defenders(to):
        resolve(state, to)
