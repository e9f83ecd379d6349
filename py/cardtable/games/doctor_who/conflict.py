"""Conflicts (DW-7..DW-9, DW-16, DW-17): every card on the location turns face up, reveal
tokens are paid, then Silurians, Madame Kovarian, The Pandorica and U.N.I.T. apply, the
strengths are compared (ties to the defenders) and the losers' cards are discarded.

A conflict is a ``conflict`` frame on the stack that the rules carry forward step by
step (``advance``, called until a decision is due): it is never a decision itself. The
players' choices in it are decisions pushed above it (DW-G2, DW-G3, DW-G5):

- ``tokens``: a reveal token owed while the supply is empty (DW-14), see ``state.owe``;
- ``unit``: the defender holds U.N.I.T. (face up, public) and is losing: pay 1 to the
  missing strength in time tokens, or keep it;
- the ``teselecta`` window: every defender who loses with defender cards in the conflict
  is asked, whatever they hold (a window with a ``decline``), so being asked tells
  nobody anything;
- ``enemy_discard``: the attacker picks among sets of equal greatest total (DW-9).

Example (DW-G2): Amy (3) and U.N.I.T. against Sontarans (4) and a Roboform (2): the
reveal, no reveal tokens, no modifier: 3 against 6; the defender is asked ``unit`` (1 to
3 tokens) and pays 3: 6 against 6, the defenders win.
"""

from __future__ import annotations

import itertools

from ...engine import Move
from ...engine.frames import Frame, frame
from ...engine.window import open_window
from .cards import (AMY, ANGELS, DOCTOR, KIND, KOVARIAN, PANDORICA, RIVER, RORY,
                    SILURIANS, SLITHEEN, TESELECTA, UNIT, cid, strength)
from .state import TOKENS, DoctorWhoState

CONFLICT = "conflict"
"""The frame kind of a conflict under way (never a decision: ``advance`` carries it)."""
UNIT_DECISION = "unit"
ENEMY_DISCARD = "enemy_discard"
TESELECTA_WINDOW = "teselecta"


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
    """Start the conflict on ``loc`` (DW-17 order): the reveal now, the rest as the
    ``conflict`` frame is carried forward. ``no_return``: Rory cards played onto
    face-up attackers this action (they never go back to hand)."""
    owner, attacker = state.owner[loc], state.attacker[loc]
    state.emit({"type": "conflict", "loc": loc, "seat": owner, "attacker": attacker})
    revealed = reveal(state, loc)
    state.push(frame(CONFLICT, owner, loc=loc, step="tokens", todo=revealed,
                     no_return=sorted(no_return), turned=[], defence=0, attack=0,
                     teselecta=False))


def advance(state: DoctorWhoState) -> None:
    """Carry the conflict on top of the stack one step forward."""
    index = len(state.stack) - 1
    top = state.stack[index]
    assert top.kind == CONFLICT
    STEPS[top["step"]](state, index, top)


def pay_reveal_tokens(state: DoctorWhoState, index: int, top: Frame) -> None:
    """DW-17 step 2: reveal tokens, only for cards turned face up now (DW-16), one card
    at a time (a token owed from an empty supply is taken before the next)."""
    loc = top["loc"]
    owner, attacker = state.owner[loc], state.attacker[loc]
    todo = list(top["todo"])
    while todo:
        card = todo.pop(0)
        state.stack[index] = top.with_data(todo=todo)
        if cid(card) == RIVER:
            state.gain(owner, 1, "river")
        elif cid(card) == ANGELS:
            state.gain(attacker, 1, "angels")
        elif cid(card) == SLITHEEN and state.time[owner] > 0:
            state.time[owner] -= 1
            state.time[attacker] += 1
            state.emit({"type": "slitheen", "seat": attacker, "from": owner})
        if len(state.stack) > index + 1:
            return  # DW-G5: the owed token is taken first
    state.stack[index] = top.with_data(todo=[], step="modifiers")


def modifiers(state: DoctorWhoState, index: int, top: Frame) -> None:
    """DW-17 steps 3-5. DW-G12: Silurians, Kovarian and Pandorica act whether their card
    was turned up now or not."""
    loc = top["loc"]
    up = state.up(loc)
    defenders = state.defenders_up(loc)
    enemies = state.enemies_up(loc)
    ids = {cid(c) for c in enemies}
    # Step 3: Silurians against Amy end the attack at once.
    if SILURIANS in ids and any(cid(c) == AMY for c in defenders):
        state.emit({"type": "silurians", "loc": loc})
        state.stack.pop(index)
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
    defence = sum(strength(c) for c in state.defenders_up(loc) if c not in turned)
    attack = sum(strength(c) for c in state.enemies_up(loc)) + sum(strength(c) for c in turned)
    state.stack[index] = top.with_data(step="unit", turned=turned, defence=defence,
                                       attack=attack)


def offer_unit(state: DoctorWhoState, index: int, top: Frame) -> None:
    """DW-17 step 6, DW-G2: a losing defender who holds U.N.I.T. (face up) and time
    tokens decides whether to use it and how much to pay (public facts only)."""
    owner = state.owner[top["loc"]]
    state.stack[index] = top.with_data(step="compare")
    if unit_card(state, owner) is not None and top["defence"] < top["attack"] \
            and state.time[owner] > 0:
        state.push(frame(UNIT_DECISION, owner, loc=top["loc"],
                         need=top["attack"] - top["defence"]))


def unit_card(state: DoctorWhoState, seat: int) -> str | None:
    units = [c for c in state.kept[seat].cards if cid(c) == UNIT]
    return units[0] if units else None


def unit_moves(state: DoctorWhoState, top: Frame, seat: int) -> list[Move]:
    """Pay 1 .. the missing strength (at most your tokens), or keep U.N.I.T."""
    most = min(int(top["need"]), state.time[seat])
    return [*({"type": "unit", "count": n} for n in range(most, 0, -1)), {"type": "no_unit"}]


def use_unit(state: DoctorWhoState, top: Frame, seat: int, move: Move) -> None:
    """Pay the tokens, add the strength, discard U.N.I.T. (DW-19: used once)."""
    state.pop()
    if move["type"] == "no_unit":
        state.emit({"type": "no_unit", "seat": seat})
        return
    count = int(move["count"])
    card = unit_card(state, seat)
    assert card is not None
    state.pay(seat, count)
    state.emit({"type": "unit", "seat": seat, "count": count})
    state.to_discard(card, state.kept[seat])
    conflict = state.stack[-1]
    assert conflict.kind == CONFLICT
    state.stack[-1] = conflict.with_data(defence=conflict["defence"] + count)


def compare(state: DoctorWhoState, index: int, top: Frame) -> None:
    """DW-17 step 7: ties go to the defenders. A defender who loses with defender cards
    in the conflict is asked for Teselecta, whatever they hold (DW-G2)."""
    loc = top["loc"]
    defence, attack = top["defence"], top["attack"]
    state.emit({"type": "strengths", "loc": loc, "defence": defence, "attack": attack})
    if defence >= attack:
        state.stack.pop(index)
        defenders_win(state, loc)
        return
    state.stack[index] = top.with_data(step="return")
    if losing_defenders(state, top):
        open_window(state, TESELECTA_WINDOW, [state.owner[loc]], mode="all",
                    pass_type="decline", loc=loc)


def losing_defenders(state: DoctorWhoState, top: Frame) -> list[str]:
    """The defender cards that took part (River Song taken by Kovarian included)."""
    turned = list(top["turned"])
    return [c for c in state.defenders_up(top["loc"]) if c not in turned] + turned


class TeselectaWindow:
    """The ``teselecta`` window (DW-G2): the losing defender may play Teselecta from hand
    or reserve; it is not an action."""

    def answers(self, state: DoctorWhoState, window: Frame, seat: int) -> list[Move]:
        moves: list[Move] = []
        for zone in (state.hand[seat], state.reserve[seat]):
            cards = sorted(c for c in zone.cards if cid(c) == TESELECTA)
            if cards:
                moves.append({"type": "teselecta", "card": cards[0]})
        return moves

    def take(self, state: DoctorWhoState, window: Frame, seat: int, move: Move) -> None:
        card = move["card"]
        zone = state.hand[seat] if card in state.hand[seat].cards else state.reserve[seat]
        state.transfer(card, zone, state.discard, {"type": "teselecta", "seat": seat,
                                                   "card": card})
        conflict = state.stack[-1]
        assert conflict.kind == CONFLICT
        state.stack[-1] = conflict.with_data(teselecta=True)

    def close(self, state: DoctorWhoState, window: Frame) -> None:
        """Declined: the defenders are lost as usual."""


def return_defenders(state: DoctorWhoState, index: int, top: Frame) -> None:
    """DW-9: Rory goes back to hand (Teselecta: every defender), the other defenders are
    discarded; then the attacker's discard (a choice among equal totals, DW-G3)."""
    loc = top["loc"]
    owner, attacker = state.owner[loc], state.attacker[loc]
    up = state.up(loc)
    hand = state.hand[owner]
    for card in losing_defenders(state, top):
        if top["teselecta"] or cid(card) == RORY and card not in top["no_return"]:
            state.transfer(card, up, hand, {"type": "back_to_hand", "seat": owner,
                                            "card": card})
        else:
            state.to_discard(card, up)
    state.stack[index] = top.with_data(step="held")
    choices = discard_choices(state.enemies_up(loc), top["defence"])
    if len(choices) > 1:
        state.push(frame(ENEMY_DISCARD, attacker, loc=loc, choices=choices))
    elif choices:
        discard_enemies(state, loc, choices[0])


def discard_enemies(state: DoctorWhoState, loc: str, cards: list[str]) -> None:
    up = state.up(loc)
    for card in cards:
        state.to_discard(card, up)


def enemy_discard_moves(state: DoctorWhoState, top: Frame, seat: int) -> list[Move]:
    return [{"type": "enemy_discard", "cards": list(cards)} for cards in top["choices"]]


def choose_enemy_discard(state: DoctorWhoState, top: Frame, seat: int, move: Move) -> None:
    state.pop()
    discard_enemies(state, top["loc"], list(move["cards"]))


def held(state: DoctorWhoState, index: int, top: Frame) -> None:
    loc = top["loc"]
    state.stack.pop(index)
    state.emit({"type": "held", "loc": loc, "seat": state.attacker[loc]})


STEPS = {"tokens": pay_reveal_tokens, "modifiers": modifiers, "unit": offer_unit,
         "compare": compare, "return": return_defenders, "held": held}


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


def repel(state: DoctorWhoState, loc: str) -> None:
    """Dalek Sec, Jammy Dodger, K-9: the attack's cards are discarded, its DALEK token
    goes back and the owner places a TARDIS token."""
    down = state.down_atk(loc)
    for zone in ([down] if down is not None else []) + [state.up(loc)]:
        for card in list(zone.cards):
            if KIND[card] == "enemy":
                state.to_discard(card, zone)
    attacker = state.attacker.pop(loc)
    state.emit({"type": "repelled", "loc": loc, "seat": state.owner[loc], "attacker": attacker})
    place_tardis(state, loc)


def place_tardis(state: DoctorWhoState, loc: str) -> None:
    owner = state.owner[loc]
    if state.tardis_in_play(owner) < TOKENS:
        state.tardis.add(loc)
        state.emit({"type": "tardis", "loc": loc, "seat": owner})


def discard_choices(enemies: list[str], defence: int) -> list[list[str]]:
    """DW-9, DW-G3: the proper subsets of ``enemies`` with the greatest total strength
    that is at most ``defence`` (none if no card fits), one per distinct set of card ids
    (copies are alike), in sorted card order."""
    if len(enemies) < 2:
        return []
    best: dict[tuple[str, ...], list[str]] = {}
    best_total = 0
    cards = sorted(enemies)
    for size in range(1, len(cards)):
        for group in itertools.combinations(cards, size):
            total = sum(strength(c) for c in group)
            if total > defence or total < best_total or total == 0:
                continue
            if total > best_total:
                best, best_total = {}, total
            best.setdefault(tuple(cid(c) for c in group), list(group))
    return list(best.values())


def attacker_discard(enemies: list[str], defence: int) -> list[str]:
    """The first of ``discard_choices`` (the only one when there is no choice)."""
    choices = discard_choices(enemies, defence)
    return choices[0] if choices else []
