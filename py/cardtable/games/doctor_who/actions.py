"""The actions of a turn (rulebook "Course of Play", DW-2..DW-5, DW-18): which are legal
for a seat now, and what each does. A turn's actions keep the hand at 3 cards or more
(DW-2; not in the final phase, DW-G1); taking a card back from the reserve is free (DW-3).
"""

from __future__ import annotations

import itertools
from typing import Any

from ...engine import Move
from ...engine.choose import choice
from .cards import (BOE, CARDIFF, GAME_END, JACKS, KIND, LOOKS, SEIZERS, UNIT, cid,
                    is_dalek_type, legal_attack, tokens)
from .conflict import resolve
from .state import PASSED, TOKENS, DoctorWhoState

PRICE = 5
"""Time tokens per bought card."""


def first_of_each(cards: list[str]) -> list[str]:
    """One instance per card id (copies are interchangeable), sorted."""
    seen: dict[str, str] = {}
    for card in sorted(cards):
        seen.setdefault(cid(card), card)
    return list(seen.values())


def spare(state: DoctorWhoState, seat: int) -> int:
    """Hand cards an action may use: DW-2 keeps 3 (the final phase keeps none, DW-G1)."""
    return len(state.hand[seat].cards) - (0 if state.final else PASSED)


def drawable(state: DoctorWhoState) -> int:
    return len(state.deck.cards) + len(state.discard.cards) - (GAME_END in state.deck.cards)


def attacked_own(state: DoctorWhoState, seat: int) -> list[str]:
    return [loc for loc in state.locations(seat) if loc in state.attacker]


# -- legal moves ------------------------------------------------------------------
def action_moves(state: DoctorWhoState, seat: int) -> list[Move]:
    """Every action ``seat`` may take now (free reserve takes included)."""
    hand = sorted(state.hand[seat].cards)
    room = spare(state, seat)
    moves: list[Move] = [{"type": "take", "card": c}
                         for c in first_of_each(state.reserve[seat].cards)]
    if room >= 1:
        moves += [{"type": "location", "card": c} for c in hand if KIND[c] == "location"]
        moves += defend_moves(state, seat, hand, room)
        moves += attack_moves(state, seat, hand, room)
        moves += seize_moves(state, seat, hand)
        moves += support_moves(state, seat, hand, room)
        places = state.reserve_room(seat)
        fresh = [c for c in hand if c not in state.taken]  # DW-G16
        if places > 0 and fresh:
            moves.append({"type": "reserve",
                          "cards": choice(fresh, 1, min(2, places, room, len(fresh)))})
        moves.append({"type": "discard", "cards": choice(hand, 1, min(2, room))})
    most = min(state.time[seat] // PRICE, drawable(state))
    moves += [{"type": "buy", "count": n} for n in range(1, most + 1)]
    return moves


def defend_moves(state: DoctorWhoState, seat: int, hand: list[str], room: int) -> list[Move]:
    """One or more defenders onto one of your locations, never two of one card."""
    mine = first_of_each([c for c in hand if KIND[c] == "defender"])
    moves: list[Move] = []
    for loc in state.locations(seat):
        there = {cid(c) for c in state.defenders(loc)}
        usable = [c for c in mine if cid(c) not in there]
        for size in range(1, min(room, len(usable)) + 1):
            moves += [{"type": "defend", "loc": loc, "cards": list(group)}
                      for group in itertools.combinations(usable, size)]
    return moves


def enemy_groups(hand: list[str], room: int) -> list[list[str]]:
    """Distinct multisets of enemy cards from ``hand`` (1..room cards), legal by DW-15."""
    by_id: dict[str, list[str]] = {}
    for card in hand:
        if KIND[card] == "enemy":
            by_id.setdefault(cid(card), []).append(card)
    ids = sorted(by_id)
    groups: list[list[str]] = []
    for counts in itertools.product(*(range(len(by_id[i]) + 1) for i in ids)):
        group = [card for i, n in zip(ids, counts) for card in by_id[i][:n]]
        if 1 <= len(group) <= room and legal_attack(group):
            groups.append(group)
    return groups


def attack_moves(state: DoctorWhoState, seat: int, hand: list[str], room: int) -> list[Move]:
    """DW-4/DW-15: a new attack on another player's unattacked location (a DALEK token
    left, DW-G4), or more cards for your own attack; pairwise legal throughout."""
    groups = enemy_groups(hand, room)
    if not groups:
        return []
    moves: list[Move] = []
    free_token = state.daleks_in_play(seat) < TOKENS
    for other in range(state.players):
        if other == seat:
            continue
        for loc in state.locations(other):
            attacker = state.attacker.get(loc)
            if attacker is None and not free_token or attacker not in (None, seat):
                continue
            there = state.attack_cards(loc)
            moves += [{"type": "attack", "loc": loc, "cards": group} for group in groups
                      if legal_attack(there + group)]
    return moves


def seize_moves(state: DoctorWhoState, seat: int, hand: list[str]) -> list[Move]:
    """DW-18: Davros / Cyberking face up into another player's attack that shows a Daleks
    / Cybermen card face up (DW-G8), not on your own location, with a DALEK token left."""
    if state.daleks_in_play(seat) >= TOKENS:
        return []
    moves: list[Move] = []
    for card in first_of_each([c for c in hand if cid(c) in SEIZERS]):
        need = SEIZERS[cid(card)]
        for loc, attacker in sorted(state.attacker.items()):
            if attacker != seat and state.owner[loc] != seat \
                    and any(cid(c) == need for c in state.enemies_up(loc)):
                moves.append({"type": "seize", "card": card, "loc": loc})
    return moves


def support_moves(state: DoctorWhoState, seat: int, hand: list[str], room: int) -> list[Move]:
    """Support cards played as actions (Teselecta is never an action: DW-G2)."""
    moves: list[Move] = []
    attacked = attacked_own(state, seat)
    for card in first_of_each([c for c in hand if KIND[c] == "support"]):
        key = cid(card)
        base: Move = {"type": "support", "card": card}
        if key in LOOKS:
            for loc in attacked:
                down = state.down_atk(loc)
                if down is not None and down.cards:
                    moves.append({**base, "loc": loc})
        elif key in (CARDIFF, BOE, "dw-tardis", "dw-crack-in-time"):
            moves.append(base)
        elif key == UNIT:
            if state.reserve_room(seat) > 0:
                moves.append(base)
        elif key == "dw-dreamlord":  # DW-G14: 0 to 3 tokens
            marked = sorted(state.tardis)
            moves.append({**base, "locs": choice(marked, 0, min(3, len(marked)))
                          if marked else []})
        elif key in JACKS:
            for loc in attacked:
                down = state.down_atk(loc)
                moves += [{**base, "loc": loc, "target": t}
                          for t in first_of_each(state.enemies_up(loc))]
                moves += [{**base, "loc": loc, "down": k}
                          for k in range(len(down.cards) if down else 0)]
        elif key == "dw-chameleon-arch":
            for loc in attacked:
                attacker = state.attacker[loc]
                moves += [{**base, "loc": loc, "to": to}
                          for other in range(state.players) if other not in (seat, attacker)
                          for to in state.locations(other) if to not in state.attacker]
        elif key == "dw-dalek-sec":
            moves += [{**base, "loc": loc} for loc in attacked
                      if any(is_dalek_type(c) for c in state.enemies_up(loc))]  # DW-G9
        elif key == "dw-jammy-dodger":
            moves += [{**base, "loc": loc} for loc in attacked]
        elif key == "dw-k-9" and room >= 2:
            extras = first_of_each([c for c in hand if KIND[c] == "defender"])
            moves += [{**base, "loc": loc, "extra": x} for loc in attacked for x in extras]
        elif key == "dw-fish-fingers-and-custard":
            others = [c for c in hand if c != card]
            moves.append({**base, "cards": choice(others, 0, len(others))})  # DW-G14
    return moves


# -- applying them -------------------------------------------------------------------
def apply_action(state: DoctorWhoState, seat: int, move: Move) -> bool:
    """Carry out an action; returns False for a free move (a reserve take)."""
    kind = move["type"]
    hand = state.hand[seat]
    if kind == "take":
        state.transfer(move["card"], state.reserve[seat], hand,
                       {"type": "take", "seat": seat})
        state.taken.add(move["card"])
        return False
    if kind == "location":
        play_location(state, seat, move["card"])
    elif kind == "defend":
        defend(state, seat, move["loc"], list(move["cards"]))
    elif kind == "attack":
        attack(state, seat, move["loc"], list(move["cards"]))
    elif kind == "seize":
        seize(state, seat, move["card"], move["loc"])
    elif kind == "support":
        from .support import play_support
        play_support(state, seat, move)
    elif kind == "reserve":
        for card in move["cards"]:
            state.transfer(card, hand, state.reserve[seat])
        state.emit({"type": "reserve", "seat": seat, "count": len(move["cards"])})
    elif kind == "discard":
        for card in move["cards"]:
            state.to_discard(card, hand)
        state.gain(seat, len(move["cards"]), "discard")
    elif kind == "buy":
        count = int(move["count"])
        state.pay(seat, PRICE * count)
        state.emit({"type": "buy", "seat": seat, "count": count})
        if state.draw(seat, count) and not state.final:
            state.end_in_action = True
    return True


def play_location(state: DoctorWhoState, seat: int, card: str) -> None:
    state.transfer(card, state.hand[seat], state.locs[seat],
                   {"type": "location", "seat": seat, "card": card})
    state.open_location(card, seat)
    state.gain(seat, tokens(card), "location")


def defend(state: DoctorWhoState, seat: int, loc: str, cards: list[str]) -> None:
    """Defenders face down onto ``loc``; on an attacked location the conflict follows at
    once (DW-7). Rory played onto face-up attackers never returns (rulebook, Rory)."""
    no_return = frozenset(c for c in cards if cid(c) == "dw-rory") \
        if state.enemies_up(loc) else frozenset()
    for card in cards:
        state.transfer(card, state.hand[seat], state.down_def(loc))
    state.emit({"type": "defend", "seat": seat, "loc": loc, "count": len(cards)})
    if loc in state.attacker:
        resolve(state, loc, no_return)


def attack(state: DoctorWhoState, seat: int, loc: str, cards: list[str]) -> None:
    """DW-4/DW-5: enemies face down opposite ``loc`` under your DALEK token; a TARDIS
    token there discards them and goes back; defenders there mean a conflict now."""
    hand = state.hand[seat]
    if loc in state.tardis:  # DW-G13: a legal attack all the same, all of it discarded
        state.emit({"type": "attack", "seat": seat, "loc": loc, "count": len(cards),
                    "new": True})
        for card in cards:
            state.to_discard(card, hand)
        state.tardis.discard(loc)
        state.emit({"type": "tardis_back", "loc": loc, "seat": state.owner[loc]})
        return
    new = loc not in state.attacker
    state.attacker[loc] = seat
    zone = state.atk(loc, seat)
    for card in cards:
        state.transfer(card, hand, zone)
    state.emit({"type": "attack", "seat": seat, "loc": loc, "count": len(cards), "new": new})
    if state.defenders(loc):
        resolve(state, loc)


def seize(state: DoctorWhoState, seat: int, card: str, loc: str) -> None:
    """DW-18: the seizing card joins face up; the attack's face-down cards turn face up
    with no reveal effects (DW-G8, DW-16); the DALEK token is replaced."""
    old = state.attacker[loc]
    state.transfer(card, state.hand[seat], state.up(loc),
                   {"type": "seize", "seat": seat, "card": card, "loc": loc, "from": old})
    state.turn_up_attack(loc)
    state.attacker[loc] = seat




def ids(cards: list[str]) -> list[str]:
    return [cid(c) for c in cards]


