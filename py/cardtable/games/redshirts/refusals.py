"""Why a Redshirts move is refused, in the card's own words where there is a reason to
give: "Shore Leave can be played only on your turn." rather than the engine's generic
"That move is not allowed now. You can: …" (which stays the answer for anything else).

Only the mover reads a refusal, and it names only the mover's own cards and public facts
(Away Teams, Missions, Zapped state), so it tells nobody anything new.
"""

from __future__ import annotations

from ...engine import Move, def_id
from .attempt import can_attempt, eligible
from .cards import CARDS, attr, name
from .plays import ability_slot
from .state import RedshirtsState

CARD_MOVES = ("equip", "location", "event", "assign")
TIMING_WORDS = {"own_turn": "only on your turn", "modify": "only during Modify the Attempt"}


def in_modify(state: RedshirtsState) -> bool:
    """A Modify the Attempt go is being asked (the window or the rest of a go)."""
    top = state.top
    return top is not None and (top.kind == "go_more" or (top.kind == "window" and state.attempt is not None))


def card_refusal(state: RedshirtsState, seat: int, move: Move) -> str | None:
    """A card play from the hand that cannot be made now."""
    card = move.get("card")
    if not isinstance(card, str) or def_id(card) not in CARDS:
        return "There is no such card."
    held = {def_id(c) for c in state.hand[seat].cards}
    if def_id(card) not in held:
        return f"{name(card)} is not in your hand."
    kind = CARDS[def_id(card)].kind
    wanted = {"equip": "equipment", "location": "location", "event": "event", "assign": "mission"}[move["type"]]
    if kind != wanted:
        return f"{name(card)} is not {'an' if wanted[0] in 'aeiou' else 'a'} {wanted.capitalize()} card."
    if kind == "event":
        timing = str(attr(card, "play"))
        if timing in TIMING_WORDS and not event_timing_fits(state, seat, timing):
            return f"{name(card)} can be played {TIMING_WORDS[timing]}."
    if kind == "mission":
        if seat != state.active or in_modify(state):
            return "A Mission is assigned only in your own turn, outside Modify the Attempt."
        target = move.get("to")
        if isinstance(target, int) and not isinstance(target, bool) and 0 <= target < state.players \
                and state.has_mission(target):
            return "That player already has a Mission: a player holds one at a time."
    if kind == "equipment" and move.get("rs") not in state.in_play():
        return "Equipment goes to a Redshirt in an Away Team."
    return None


def event_timing_fits(state: RedshirtsState, seat: int, timing: str) -> bool:
    if timing == "modify":
        return in_modify(state)
    return seat == state.active


def ability_refusal(state: RedshirtsState, seat: int, move: Move) -> str | None:
    """A Redshirt's Zap ability that cannot be used now."""
    rs = move.get("rs")
    if not isinstance(rs, str) or rs not in state.team[seat].cards:
        return "Only an ability of a Redshirt in your own Away Team can be used."
    if ability_slot(rs) is None:
        return f"{name(rs)} has no ability to Zap for."
    if rs in state.zapped:
        return f"{name(rs)} is Zapped: its ability can be used again once it is UnZapped."
    if (ability_slot(rs) or {}).get("timing") == "modify" and not in_modify(state):
        return f"{name(rs)}'s ability can be used only during Modify the Attempt."
    return None


def attempt_refusal(state: RedshirtsState, seat: int, move: Move) -> str | None:
    """An attempt that cannot be declared now."""
    if not state.has_mission(seat):
        return "You have no Mission to attempt."
    if not can_attempt(state, seat):
        return "You can attempt your Mission once, in your own turn."
    rs = move.get("rs")
    if not isinstance(rs, str) or rs not in state.team[seat].cards:
        return "Only a Redshirt in your own Away Team can attempt your Mission."
    if rs in state.zapped:
        return f"{name(rs)} is Zapped: an UnZapped Redshirt attempts."
    if rs not in eligible(state, seat):
        return f"{name(rs)} does not have the Mission's Prerequisite now."
    return None


def why_refused(state: RedshirtsState, seat: int, move: Move) -> str | None:
    """A specific reason ``move`` (already known to be illegal) is refused, or None."""
    kind = move.get("type")
    if kind in CARD_MOVES:
        return card_refusal(state, seat, move)
    if kind == "ability":
        return ability_refusal(state, seat, move)
    if kind == "attempt":
        return attempt_refusal(state, seat, move)
    return None
