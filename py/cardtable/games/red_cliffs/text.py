"""The Battle of Red Cliffs: button labels and log lines (``{n}`` is seat n's name)."""

from __future__ import annotations

from typing import Any

from ...engine import Event, Move
from ...engine.game import EventText
from .sets import ACTION, KIND, VALUE, name, names
from .state import RedCliffsState
from ..wording import number_word, seats_text

ANGEL_NAMES = {"red": "Red angel", "light-blue": "Light-blue angel", "green": "Green angel",
               "purple": "Purple angel"}
ZONE_NAMES = {"discard": "the discard pile", "pile:0": "pile 1", "pile:1": "pile 2"}


def pile_name(pile: Any) -> str:
    """Players count laying-out piles from 1."""
    return f"pile {int(pile) + 1}"


def seat(number: Any) -> str:
    """The ``{n}`` placeholder for a seat's name."""
    return f"{{{number}}}"


def describe_move(state: RedCliffsState, player: int, move: Move) -> str:
    """A button label for a legal move of ``player``."""
    kind = move["type"]
    card = move.get("card")
    if kind == "lay":
        return f"Lay out {name(card)} on {pile_name(move['pile'])}"
    if kind == "stop":
        laid = len(state.laid)
        return "Keep your hand" if not laid else f"Draw {laid} card{'s' * (laid > 1)}"
    if kind == "draw":
        if state.phase == "draw":
            return "Draw a card"
        need = 6 - len(state.hand[player].cards)
        return f"Draw {need} card{'s' * (need > 1)} (back up to 6)"
    if kind == "deal":
        return f"Deal round {state.round + 1}"
    if kind in ("set", "claim"):
        cards = move["cards"]
        what = "Claim" if kind == "claim" else "Set"
        if move.get("pile") is None:
            return f"{what}: {names(cards)}"
        top = state.piles[move["pile"]].cards[-1]
        return f"{what}: {names(cards)} with {name(top)} from {pile_name(move['pile'])}"
    if kind == "decline":
        return "Do not claim"
    if kind == "shuffle":
        zone = move["zone"]
        count = len(state.zones[zone].cards)
        if not count:
            return f"Choose {ZONE_NAMES[zone]} (empty: nothing is shuffled in)"
        return f"Shuffle {ZONE_NAMES[zone]} ({count} card{'s' * (count != 1)}) into the deck"
    if kind == "discard":
        return f"Discard {name(card)}"
    if kind == "pass":
        return "Pass"
    if kind == "keep":
        angels = all(VALUE[c] == "angel" for c in state.set.cards if KIND[c] != "joker")
        action = ACTION[str(card)] if angels else None
        extra = f" ({ANGEL_NAMES[action]} acts)" if action else ""
        return f"Keep {name(card)} as your prize{extra}"
    if kind == "return":
        return f"Take {name(card)} back into your hand"
    if kind == "place":
        others = [c for c in state.set.cards if c != card]
        if others:
            return f"Put {name(card)} on pile 1 and {name(others[0])} on pile 2"
        return f"Put {name(card)} on {pile_name(move['pile'])}"
    if kind == "swap":
        other = next(s for s in range(state.players) if move["theirs"] in state.prizes[s].cards)
        return f"Swap your {name(move['mine'])} for {seat(other)}'s {name(move['theirs'])}"
    return f"Discard a random card from {seat(move['victim'])}'s hand"


def who(event: Event) -> str:
    """The ``{n}`` placeholder for the event's seat."""
    return seat(event.get("seat"))


def dealt_or_drawn(event: Event) -> str:
    """``deal`` and ``draw``: the cards, or only how many when hidden from the reader."""
    cards = event["cards"]
    if cards and cards[0] is not None:
        shown = names(cards)
    else:
        shown = f"{len(cards)} card{'s' * (len(cards) != 1)}"
    short = " (the deck ran out)" if len(cards) < event["wanted"] else ""
    verb = "is dealt" if event["type"] == "deal" else "draws"
    return f"{who(event)} {verb} {shown}{short}."


def set_made(event: Event) -> str:
    """``set`` and ``claim`` (RC-10, RC-13)."""
    source = "" if event["pile"] is None else f" (the last from {pile_name(event['pile'])})"
    verb = "claims a set" if event["type"] == "claim" else "lays out a set"
    return f"{who(event)} {verb}: {names(event['cards'])}{source}."


def event_resolved(event: Event) -> str:
    """RC-3/RC-9: the drawer's choice of pile for an event."""
    pile = ZONE_NAMES[event["zone"]]
    if event.get("count") == 0:
        return f"Event: {who(event)} chooses {pile}, which is empty: nothing is shuffled in."
    return f"Event: {who(event)} shuffles {pile} into the deck."


def round_scored(event: Event) -> str:
    """RC-17: a round's scores and the totals."""
    scores = ", ".join(f"{seat(s)} {points}" for s, points in enumerate(event["scores"]))
    totals = ", ".join(f"{seat(s)} {points}" for s, points in enumerate(event["totals"]))
    return f"Round {event['round']} scores: {scores}. Totals: {totals}."


def match_won(event: Event) -> str:
    """RC-19: the winners."""
    winners = event["winners"]
    return f"The match is over. Winner{'s' * (len(winners) > 1)}: {seats_text(winners)}."


EVENT_TEXTS: dict[str, EventText] = {
    "round_start": lambda e: f"Round {e['round']} begins; {seat(e['first'])} plays first.",
    "deal": dealt_or_drawn,
    "draw": dealt_or_drawn,
    "turn_up": lambda e: f"{name(e['card'])} is turned face up on {pile_name(e['pile'])}.",
    "turn_discard": lambda e: f"{name(e['card'])} is turned up and goes to the discard pile.",
    "aside": lambda e: "An event card turns up: it is set aside and replaced.",
    "event_back": lambda e: (
        f"The set-aside {'event card goes' if e['count'] == 1 else 'event cards go'} "
        "back into the deck, which is shuffled."),
    "rebuild": lambda e: (
        "The deck is empty: the discard pile and both laying-out piles make a new "
        f"deck of {e['count']} cards, and two new laying-out cards are turned up."),
    "cleanup": lambda e: "Hands and prizes go to the discard pile.",
    "lay": lambda e: f"{who(e)} lays out {name(e['card'])} on {pile_name(e['pile'])}.",
    "keep_hand": lambda e: f"{who(e)} keeps their hand.",
    "set": set_made,
    "claim": set_made,
    "keep": lambda e: f"{who(e)} keeps {name(e['card'])} as a prize.",
    "return": lambda e: (
        f"Light-blue angel: {who(e)} takes {name(e['card'])} back into their hand."),
    "set_discard": lambda e: f"{name(e['card'])} goes to the discard pile.",
    "place": lambda e: f"{who(e)} puts {name(e['card'])} on {pile_name(e['pile'])}.",
    "steal": lambda e: (
        f"Red angel: {who(e)} takes {name(e['card'])} from {seat(e['from'])}'s hand."),
    "purple": lambda e: (
        f"Purple angel: {who(e)} discards {name(e['card'])} from {seat(e['victim'])}'s hand."),
    "swap": lambda e: (f"Green angel: {who(e)} swaps their {name(e['mine'])} for "
                       f"{seat(e['with'])}'s {name(e['theirs'])}."),
    "angel_void": lambda e: f"The {ANGEL_NAMES[e['action']]} has nothing to act on.",
    "event_drawn": lambda e: f"{who(e)} draws an event card and draws another card instead.",
    "event": event_resolved,
    "discard": lambda e: f"{who(e)} discards {name(e['card'])}.",
    "pass": lambda e: f"{who(e)} passes.",
    "round_ending": lambda e: (f"{prize_holders(e)}: the round ends when the turn comes "
                               f"back to {seat(e['first'])}."),
    "round_end": round_scored,
    "match_end": match_won,
}
"""Log text per event type (``Game.describe_event`` reads it; an unknown type fails)."""


def prize_holders(event: Event) -> str:
    """``{0} has five prizes``, ``{0} and {2} have five prizes``, ``{1} has six prizes
    and {0} has five`` (RC-16: the seats holding five or more, with their counts)."""
    seats = event["seats"]
    counts = event.get("prizes") or [5] * len(seats)
    groups: dict[int, list[int]] = {}
    for holder, count in sorted(zip(seats, counts), key=lambda pair: -pair[1]):
        groups.setdefault(count, []).append(holder)
    parts = []
    for index, (count, holders) in enumerate(groups.items()):
        verb = "has" if len(holders) == 1 else "have"
        noun = " prizes" if index == 0 else ""
        parts.append(f"{seats_text(holders)} {verb} {number_word(count)}{noun}")
    return "; ".join(parts) if len(parts) > 2 else " and ".join(parts)
