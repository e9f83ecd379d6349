"""The Battle of Red Cliffs: button labels and log lines (``{n}`` is seat n's name)."""

from __future__ import annotations

from typing import Any

from ..engine import Event, Move
from .red_cliffs_sets import ACTION, KIND, VALUE, name, names
from .red_cliffs_state import RedCliffsState

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
        return f"Event: {who} shuffles {ZONE_NAMES[event['zone']]} into the deck."
    if kind == "event_void":
        return "Event: there is no pile to shuffle into the deck; the card is discarded."
    if kind == "discard":
        return f"{who} discards {name(card)}."
    if kind == "pass":
        return f"{who} passes."
    if kind == "round_ending":
        holders = " and ".join(seat(s) for s in event["seats"])
        return (f"{holders} has five prizes: the round ends when the turn comes back "
                f"to {seat(event['first'])}.")
    if kind == "round_end":
        scores = ", ".join(f"{seat(s)} {points}" for s, points in enumerate(event["scores"]))
        totals = ", ".join(f"{seat(s)} {points}" for s, points in enumerate(event["totals"]))
        return f"Round {event['round']} scores: {scores}. Totals: {totals}."
    if kind == "match_end":
        return "The match is over. Winner: " + " and ".join(
            seat(s) for s in event["winners"]) + "."
    return str(kind)
