"""The Battle of Red Cliffs: button labels and log lines (``{n}`` is seat n's name)."""

from __future__ import annotations

from typing import Any

from ...engine import Event, Move
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


def describe_event(event: Event) -> str:
    """Log text for a (possibly redacted) event."""
    kind, card, who = event["type"], event.get("card"), seat(event.get("seat"))
    if kind == "round_start":
        return f"Round {event['round']} begins; {seat(event['first'])} plays first."
    if kind in ("deal", "draw"):
        cards = event["cards"]
        if cards and cards[0] is not None:
            shown = names(cards)
        else:
            shown = f"{len(cards)} card{'s' * (len(cards) != 1)}"
        short = " (the deck ran out)" if len(cards) < event["wanted"] else ""
        verb = "is dealt" if kind == "deal" else "draws"
        return f"{who} {verb} {shown}{short}."
    if kind == "turn_up":
        return f"{name(card)} is turned face up on {pile_name(event['pile'])}."
    if kind == "turn_discard":
        return f"{name(card)} is turned up and goes to the discard pile."
    if kind == "aside":
        return "An event card turns up: it is set aside and replaced."
    if kind == "event_back":
        what = "event card goes" if event["count"] == 1 else "event cards go"
        return f"The set-aside {what} back into the deck, which is shuffled."
    if kind == "rebuild":
        return (f"The deck is empty: the discard pile and both laying-out piles make a new "
                f"deck of {event['count']} cards, and two new laying-out cards are turned up.")
    if kind == "cleanup":
        return "Hands and prizes go to the discard pile."
    if kind == "lay":
        return f"{who} lays out {name(card)} on {pile_name(event['pile'])}."
    if kind == "keep_hand":
        return f"{who} keeps their hand."
    if kind in ("set", "claim"):
        source = "" if event["pile"] is None else f" (the last from {pile_name(event['pile'])})"
        verb = "claims a set" if kind == "claim" else "lays out a set"
        return f"{who} {verb}: {names(event['cards'])}{source}."
    if kind == "keep":
        return f"{who} keeps {name(card)} as a prize."
    if kind == "return":
        return f"Light-blue angel: {who} takes {name(card)} back into their hand."
    if kind == "set_discard":
        return f"{name(card)} goes to the discard pile."
    if kind == "place":
        return f"{who} puts {name(card)} on {pile_name(event['pile'])}."
    if kind == "steal":
        return f"Red angel: {who} takes {name(card)} from {seat(event['from'])}'s hand."
    if kind == "purple":
        return f"Purple angel: {who} discards {name(card)} from {seat(event['victim'])}'s hand."
    if kind == "swap":
        return (f"Green angel: {who} swaps their {name(event['mine'])} for "
                f"{seat(event['with'])}'s {name(event['theirs'])}.")
    if kind == "angel_void":
        return f"The {ANGEL_NAMES[event['action']]} has nothing to act on."
    if kind == "event_drawn":
        return f"{who} draws an event card and draws another card instead."
    if kind == "event":
        pile = ZONE_NAMES[event["zone"]]
        if event.get("count") == 0:
            return f"Event: {who} chooses {pile}, which is empty: nothing is shuffled in."
        return f"Event: {who} shuffles {pile} into the deck."
    if kind == "discard":
        return f"{who} discards {name(card)}."
    if kind == "pass":
        return f"{who} passes."
    if kind == "round_ending":
        return (f"{prize_holders(event)}: the round ends when the turn comes back "
                f"to {seat(event['first'])}.")
    if kind == "round_end":
        scores = ", ".join(f"{seat(s)} {points}" for s, points in enumerate(event["scores"]))
        totals = ", ".join(f"{seat(s)} {points}" for s, points in enumerate(event["totals"]))
        return f"Round {event['round']} scores: {scores}. Totals: {totals}."
    if kind == "match_end":
        winners = event["winners"]
        return (f"The match is over. Winner{'s' * (len(winners) > 1)}: "
                f"{seats_text(winners)}.")
    return str(kind)


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
