"""Astronaut's words: button labels for moves, reasons for refusals and the log text of every event type
(``{n}`` stands for seat n's name). ``EVENT_TEXTS`` is the registry the engine reads:
an event type missing from it is a bug and fails loudly (``KeyError``)."""

from __future__ import annotations

from collections.abc import Mapping

from ...engine import Event, Move
from ...engine.game import EventText
from ..wording import seats_text, verb_then
from .cards import KIND, full_name, name, stage_of
from .rows import forced_discard, ill_costs_a_stage, next_stage
from .state import AstronautState, phase

DRAW_PACK: Move = {"type": "draw", "from": "pack"}
DRAW_DISCARD: Move = {"type": "draw", "from": "discard"}
DEAL: Move = {"type": "deal"}


def describe_move(state: AstronautState, seat: int, move: Move) -> str:
    """A button label for a legal move of ``seat``."""
    kind, card = move["type"], str(move.get("card"))
    if move == DEAL:
        return f"Deal round {state.round + 1}"
    if move == DRAW_PACK:
        return "Draw from the pack"
    if move == DRAW_DISCARD:
        return f"{verb_then('Take', name(state.discard.cards[-1]), 'Pick up')} from the discard pile"
    if kind == "play":
        if stage_of(card) == 1 and state.row[seat].cards:
            return "Play Astronaut above your Reserve Astronaut"
        return f"Play {name(card)} as stage {len(state.row[seat].cards) + 1}"
    left, giver = f"{{{(seat + 1) % state.players}}}", f"{{{(seat - 1) % state.players}}}"
    if kind == "give":
        if KIND[card] == "gi":
            return f"Hand {full_name(card)} to {left}: they lose a turn"
        return f"Hand the DELAY card to {left}: they lose two turns"
    if kind == "discard":
        return discard_label(state, seat, card)
    if kind == "place_delay":
        return (f"{giver} handed you a DELAY card: place it beside your row "
                "(you lose this turn and the next)")
    if kind == "discard_delay":
        if state.incoming[seat].cards:
            served = state.incoming[seat].cards[0]
            return f"{giver} handed you {full_name(served)}: you lose this turn"
        return "Discard the DELAY card beside your row: you lose this turn"
    return "Move the next card up (Astronaut exchange)"


def discard_label(state: AstronautState, seat: int, card: str) -> str:
    """A discard's label, saying why when it is forced (AS-6..AS-9) and what an ILL
    takes with it (AS-7)."""
    row = state.row[seat].cards
    if phase(state) == "act" and card == forced_discard(state.hand[seat].cards, row):
        if KIND[card] == "ill" and ill_costs_a_stage(row):
            return (f"Discard the ILL card (you must: you are ill) and your last "
                    f"stage card, {name(row[-1])}, with it")
        why = {"ill": "you are ill", "reserve": "your stage 1 is filled"}.get(
            KIND[card], "a duplicate")
        return f"Discard {name(card)} (you must: {why})"
    return f"Discard {full_name(card)}"


def refusal(state: AstronautState, seat: int, move: Move, legal: list[Move]) -> str | None:
    """Why ``move`` is refused, in words the player can act on (None: the generic one)."""
    kind, now = move.get("type"), phase(state)
    if now == "deal":
        return f"Round {state.round} is over: deal round {state.round + 1} first."
    if kind == "draw" and now == "act":
        return "You have already drawn this turn."
    if move == DRAW_DISCARD and now == "draw" and DRAW_DISCARD not in legal:
        if state.discard.cards:
            return "DELAY and General Interest cards may never be taken from the discard pile."
        return "The discard pile is empty."
    if kind in ("play", "give", "discard") and now == "draw" and legal \
            and legal[0]["type"] == "draw":
        return "Draw a card first: from the pack or the discard pile."
    if len(legal) == 1 and legal[0]["type"] == "discard" and kind in ("play", "give", "discard"):
        return (f"You must discard {name(legal[0]['card'])} this turn "
                "(ILL, a duplicate Stage card or an unusable Reserve Astronaut).")
    card = move.get("card")
    if kind in ("play", "give", "discard") and card not in state.hand[seat].cards:
        return "That card is not in your hand."
    if kind == "play" and isinstance(card, str):
        needed = next_stage(state.row[seat].cards, state.upper[seat].cards)
        return f"{name(card)} does not fit your row now: the next stage is {needed}."
    if kind == "give":
        return ("The player on your left cannot be delayed now (they must have started and "
                "not taken off, not already be delayed, and not be exchanging an Astronaut).")
    return None


def who(event: Event) -> str:
    """The ``{n}`` placeholder for the event's seat."""
    return f"{{{event['seat']}}}"


def dealt_text(event: Event) -> str:
    cards = event["cards"]
    shown = ", ".join(name(c) for c in cards) if cards and cards[0] else f"{len(cards)} cards"
    return f"{who(event)} is dealt {shown}."


def give_text(event: Event) -> str:
    card = event["card"]
    lost = "a turn" if card is not None and KIND[card] == "gi" else "two turns"
    return f"{who(event)} hands {full_name(card)} to {{{event['to']}}}, who loses {lost}."


def discard_delay_text(event: Event) -> str:
    card = event["card"]
    if card is not None and KIND[card] == "gi":
        return f"{who(event)} loses this turn to {full_name(card)} and discards it."
    return f"{who(event)} discards the DELAY card and loses this turn."


def round_end_text(event: Event) -> str:
    landed = "" if event["lander"] is None else f"{{{event['lander']}}} lands on the Moon! "
    return f"{landed}Round {event['round']} scores: " + ", ".join(
        f"{{{s}}} {score}" for s, score in enumerate(event["scores"])) + "."


def match_end_text(event: Event) -> str:
    winners = event["winners"]
    return f"The match is over. Winner{'s' * (len(winners) > 1)}: {seats_text(winners)}."


def from_where(event: Event) -> str:
    return "the pack" if event["from"] == "pack" else "the discard pile"


EVENT_TEXTS: Mapping[str, EventText] = {
    "round_start": lambda e: f"Round {e['round']}: {{{e['dealer']}}} deals.",
    "deal": dealt_text,
    "turn_up": lambda e: f"{name(e['card'])} is turned face up.",
    "reshuffle": lambda e: (f"The discard pile becomes a new pack; {name(e['card'])} is "
                            "turned face up."),
    "draw": lambda e: f"{who(e)} takes {name(e['card'])} from {from_where(e)}.",
    "play": lambda e: f"{who(e)} plays {name(e['card'])} as stage {e['stage']}.",
    "exchange": lambda e: f"{who(e)} puts an Astronaut above their Reserve Astronaut.",
    "move_up": lambda e: f"{who(e)} moves {name(e['card'])} up.",
    "exchange_done": lambda e: f"{who(e)} has exchanged their Reserve Astronaut.",
    "discard": lambda e: f"{who(e)} discards {name(e['card'])}.",
    "ill_loss": lambda e: f"{who(e)} is ill and loses stage {e['stage']} ({name(e['card'])}).",
    "give": give_text,
    "place_delay": lambda e: f"{who(e)} places the DELAY card beside their row and loses "
                             "this turn.",
    "discard_delay": discard_delay_text,
    "stalemate": lambda e: (f"No row reached a new stage for {e['turns']} turns: the round "
                            "ends."),
    "no_draw": lambda e: f"{who(e)} cannot draw: the round ends.",
    "round_end": round_end_text,
    "match_end": match_end_text,
}
