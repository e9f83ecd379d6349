"""Conflicts (DW-7..DW-9, DW-16, DW-17): every card on the location turns face up, reveal
tokens are paid, then Silurians, Madame Kovarian, The Pandorica and U.N.I.T. apply, the
strengths are compared (ties to the defenders) and the losers' cards are discarded.

Pure resolution on the state: the conflict is decided at once, with no question asked
(DW-G2: U.N.I.T. and Teselecta are used automatically when they change the outcome, and
the attacker's discard among equal totals is the first in card order)."""

from __future__ import annotations

import itertools

from .cards import (AMY, ANGELS, DOCTOR, KOVARIAN, PANDORICA, RIVER, RORY, SILURIANS,
                    SLITHEEN, TESELECTA, UNIT, cid, strength)
from .state import TOKENS, DoctorWhoState


def reveal(state: DoctorWhoState, loc: str) -> list[str]:
    """DW-7 step 1: turn every face-down card on ``loc`` face up; returns them (a real
    reveal, DW-16)."""
    revealed: list[str] = []
    zones = [state.down_def(loc)]
    down = state.down_atk(loc)
    if down is not None:
        zones.append(down)
    for zone in zones:
        for card in list(zone.cards):
            state.transfer(card, zone, state.up(loc), {"type": "reveal", "card": card,
                                                       "loc": loc})
            revealed.append(card)
    return revealed


def resolve(state: DoctorWhoState, loc: str, no_return: frozenset[str] = frozenset()) -> None:
    """Resolve the conflict on ``loc`` (DW-17 order). ``no_return``: Rory cards played
    onto face-up attackers this action (they never go back to hand)."""
    owner, attacker = state.owner[loc], state.attacker[loc]
    state.emit({"type": "conflict", "loc": loc, "seat": owner, "attacker": attacker})
    revealed = reveal(state, loc)
    # DW-17 step 2: reveal tokens, only for cards turned face up now (DW-16).
    for card in revealed:
        if cid(card) == RIVER:
            state.gain(owner, 1, "river")
        elif cid(card) == ANGELS:
            state.gain(attacker, 1, "angels")
        elif cid(card) == SLITHEEN and state.time[owner] > 0:
            state.time[owner] -= 1
            state.time[attacker] += 1
            state.emit({"type": "slitheen", "seat": attacker, "from": owner})
    up = state.up(loc)
    defenders = state.defenders_up(loc)
    enemies = state.enemies_up(loc)
    ids = {cid(c) for c in enemies}
    # DW-17 step 3: Silurians against Amy end the attack at once. DW-G12: the modifiers
    # (Silurians, Kovarian, Pandorica) act whether their card was turned up now or not.
    if SILURIANS in ids and any(cid(c) == AMY for c in defenders):
        state.emit({"type": "silurians", "loc": loc})
        defenders_win(state, loc)
        return
    # Step 4: Madame Kovarian takes River Song to the attackers' side.
    turned = [c for c in defenders if cid(c) == RIVER] if KOVARIAN in ids else []
    if turned:
        state.emit({"type": "kovarian", "loc": loc})
    # Step 5: The Pandorica takes Rory (with itself) or else a Doctor.
    pandora = [c for c in enemies if cid(c) == PANDORICA]
    if pandora:
        rory = [c for c in defenders if cid(c) == RORY]
        victim = rory[:1] or [c for c in defenders if cid(c) == DOCTOR][:1]
        for card in victim:  # DW-G12: discarded for good (no Rory return, no Teselecta)
            state.emit({"type": "pandorica", "loc": loc, "card": card})
            state.to_discard(card, up)
        if rory:
            state.to_discard(pandora[0], up)
    defenders = [c for c in state.defenders_up(loc) if c not in turned]
    enemies = state.enemies_up(loc)
    defence = sum(strength(c) for c in defenders)
    attack = sum(strength(c) for c in enemies) + sum(strength(c) for c in turned)
    # Step 6: U.N.I.T. adds strength, one per token paid (DW-G2: only to turn a loss).
    units = [c for c in state.kept[owner].cards if cid(c) == UNIT]
    need = attack - defence
    if units and 0 < need <= state.time[owner]:
        state.pay(owner, need)
        defence += need
        state.emit({"type": "unit", "seat": owner, "count": need})
        state.to_discard(units[0], state.kept[owner])  # DW-19: used once
    state.emit({"type": "strengths", "loc": loc, "defence": defence, "attack": attack})
    # Step 7: ties go to the defenders.
    if defence >= attack:
        defenders_win(state, loc)
        return
    defenders_lose(state, loc, defenders + turned, defence, no_return)


def defenders_win(state: DoctorWhoState, loc: str) -> None:
    """DW-8: every card of the conflict is discarded, the DALEK token goes back and the
    defender places a TARDIS token (DW-G4: if one is left)."""
    up = state.up(loc)
    for card in list(up.cards):
        state.to_discard(card, up)
    owner = state.owner[loc]
    attacker = state.attacker.pop(loc)
    state.emit({"type": "repelled", "loc": loc, "seat": owner, "attacker": attacker})
    place_tardis(state, loc)


def place_tardis(state: DoctorWhoState, loc: str) -> None:
    owner = state.owner[loc]
    if state.tardis_in_play(owner) < TOKENS:
        state.tardis.add(loc)
        state.emit({"type": "tardis", "loc": loc, "seat": owner})


def defenders_lose(state: DoctorWhoState, loc: str, defenders: list[str], defence: int,
                   no_return: frozenset[str]) -> None:
    """DW-9: Rory goes back to hand (Teselecta: every defender), the other defenders are
    discarded; the attacker discards the set of enemy cards with the greatest total not
    above the defence (only from an attack of 2 or more; never the whole attack, DW-G3)."""
    owner = state.owner[loc]
    up = state.up(loc)
    hand = state.hand[owner]
    tesel = [(c, z) for z in (hand, state.reserve[owner]) for c in z.cards
             if cid(c) == TESELECTA]
    if tesel and defenders:
        card, zone = tesel[0]
        state.transfer(card, zone, state.discard, {"type": "teselecta", "seat": owner,
                                                   "card": card})
        for card in defenders:
            state.transfer(card, up, hand, {"type": "back_to_hand", "seat": owner,
                                            "card": card})
    else:
        for card in defenders:
            if cid(card) == RORY and card not in no_return:
                state.transfer(card, up, hand, {"type": "back_to_hand", "seat": owner,
                                                "card": card})
            else:
                state.to_discard(card, up)
    enemies = state.enemies_up(loc)
    for card in attacker_discard(enemies, defence):
        state.to_discard(card, up)
    state.emit({"type": "held", "loc": loc, "seat": state.attacker[loc]})


def attacker_discard(enemies: list[str], defence: int) -> list[str]:
    """DW-9: the proper subset of ``enemies`` with the greatest total strength that is at
    most ``defence`` (none if no card fits; first in sorted card order among equals)."""
    if len(enemies) < 2:
        return []
    best: list[str] = []
    best_total = 0
    cards = sorted(enemies)
    for size in range(1, len(cards)):
        for group in itertools.combinations(cards, size):
            total = sum(strength(c) for c in group)
            if best_total < total <= defence:
                best, best_total = list(group), total
    return best
