"""Doctor Who's words: log text per event, move labels, and the public view."""

from __future__ import annotations

from typing import Any

from ...engine import Event, Move
from ...engine.choose import choice_field
from ..wording import and_list, plural
from .cards import GAME_END, cid, name, vp
from .conflict_view import recent_conflicts
from .scoring import scores
from .state import TOKENS, DoctorWhoState


def who(seat: Any) -> str:
    return f"{{{seat}}}"


def s(event: Event) -> str:
    return who(event["seat"])


def names(cards: list[str | None]) -> str:
    """Card names as an English list ("Cybermen, Cybermen and The Doctor")."""
    return and_list([name(c) for c in cards]) or "nothing"


REASONS = {"tokens": "has all 5 DALEK or all 5 TARDIS tokens in play",
           "no_action": "can take no action", "time_up": "is to move after the turn limit"}

EVENT_TEXTS = {
    "start": lambda e: f"{s(e)} starts with {name(e['card'])}.",
    "deal": lambda e: f"{s(e)} is dealt {plural(len(e['cards']), 'card')}.",
    "turn": lambda e: f"Turn {e['turn']}: {s(e)}" + (" (final phase)." if e["final"] else "."),
    "pass": lambda e: f"{s(e)} passes {names(e['cards'])} to {who(e['to'])}."
                      if e["cards"] and e["cards"][0] is not None
                      else f"{s(e)} passes {plural(len(e['cards']), 'card')} to {who(e['to'])}.",
    "discarded": lambda e: f"{name(e['card'])} is discarded.",
    "draw": lambda e: f"{s(e)} draws {plural(e['count'], 'card')}.",
    "game_end_placed": lambda e: f"Game End lies under the top cards, on {e['under']} cards.",
    "game_end": lambda e: f"{s(e)} reveals Game End: it is set aside.",
    "no_card": lambda e: f"There is no card left for {s(e)} to draw.",
    "reshuffle": lambda e: f"The discard pile ({plural(e['count'], 'card')}) becomes the deck.",
    "gain": lambda e: f"{s(e)} takes {plural(e['count'], 'time token')}"
                      + (f" (from {', '.join(who(x) for x in e['from'])})" if e["from"] else "")
                      + ".",
    "location": lambda e: f"{s(e)} plays the location {name(e['card'])}.",
    "defend": lambda e: f"{s(e)} places {plural(e['count'], 'defender')} face down on "
                        f"{name(e['loc'])}.",
    "attack": lambda e: f"{s(e)} {'attacks' if e['new'] else 'adds to the attack on'} "
                        f"{name(e['loc'])} with {plural(e['count'], 'face-down enemy card')}.",
    "tardis_back": lambda e: f"The TARDIS token on {name(e['loc'])} goes back to {s(e)}.",
    "seize": lambda e: f"{s(e)} plays {name(e['card'])} and seizes {who(e['from'])}'s attack "
                       f"on {name(e['loc'])}.",
    "turned_up": lambda e: f"{name(e['card'])} is turned face up on {name(e['loc'])}.",
    "reveal": lambda e: f"{name(e['card'])} is revealed on {name(e['loc'])}.",
    "conflict": lambda e: f"Conflict on {name(e['loc'])}: {s(e)} defends against "
                          f"{who(e['attacker'])}.",
    "slitheen": lambda e: f"Slitheen: {s(e)} takes a time token from {who(e['from'])}.",
    "silurians": lambda e: f"Silurians meet Amy Pond on {name(e['loc'])}: the attack fails.",
    "kovarian": lambda e: f"Madame Kovarian takes River Song to the attackers on "
                          f"{name(e['loc'])}.",
    "pandorica": lambda e: f"The Pandorica removes {name(e['card'])} on {name(e['loc'])}.",
    "unit": lambda e: f"U.N.I.T.: {s(e)} pays {plural(e['count'], 'time token')} for "
                      f"+{e['count']} strength.",
    "no_unit": lambda e: f"{s(e)} keeps U.N.I.T. for later.",
    "token_taken": lambda e: f"The supply is empty: {s(e)} takes a time token from "
                             f"{who(e['from'])}.",
    "strengths": lambda e: f"Defence {e['defence']} against attack {e['attack']}.",
    "repelled": lambda e: f"{s(e)} repels the attack on {name(e['loc'])}; the DALEK token "
                          f"goes back to {who(e['attacker'])}.",
    "tardis": lambda e: f"{s(e)} places a TARDIS token on {name(e['loc'])}.",
    "teselecta": lambda e: f"{s(e)} plays Teselecta: the defenders go back to hand.",
    "back_to_hand": lambda e: f"{name(e['card'])} goes back to {s(e)}'s hand.",
    "held": lambda e: f"The attack holds; {s(e)}'s DALEK token stays.",
    "take": lambda e: f"{s(e)} takes a card back from the reserve.",
    "reserve": lambda e: f"{s(e)} puts {plural(e['count'], 'card')} in reserve.",
    "buy": lambda e: f"{s(e)} buys {plural(e['count'], 'card')} for "
                     f"{5 * e['count']} time tokens.",
    "support": lambda e: f"{s(e)} plays {name(e['card'])}.",
    "looked": lambda e: f"{s(e)} turns the attack on {name(e['loc'])} face up "
                        f"({plural(e['count'], 'card')}).",
    "attack_ends": lambda e: f"No enemy is left on {name(e['loc'])}: the DALEK token goes back "
                             f"to {who(e['attacker'])}.",
    "moved": lambda e: f"The attack on {name(e['loc'])} moves to {name(e['to'])}.",
    "final_phase": lambda e: "The final phase begins: one action per turn.",
    "game_over": lambda e: f"The game ends: {s(e)} {REASONS[e['reason']]}. Scores: "
                           + ", ".join(f"{who(k)} {v}" for k, v in enumerate(e["scores"])) + ".",
}


def location_view(state: DoctorWhoState, loc: str) -> dict[str, Any]:
    down = state.down_atk(loc)
    return {"card": loc, "vp": vp(loc), "tardis": loc in state.tardis,
            "attacker": state.attacker.get(loc), "enemies_up": state.enemies_up(loc),
            "enemies_down": len(down.cards) if down is not None else 0,
            "defenders_up": state.defenders_up(loc),
            "defenders_down": len(state.down_def(loc).cards)}


def public_view(state: DoctorWhoState) -> dict[str, Any]:
    return {
        "active": state.active, "turns": state.turns, "final": state.final,
        "first": state.first, "supply": state.supply, "deck": len(state.deck.cards),
        "game_end_in_deck": GAME_END in state.deck.cards,
        "end_in_action": state.end_in_action,
        "scores": scores(state), "tokens": TOKENS,
        "seats": [{"time": state.time[k], "hand": len(state.hand[k].cards),
                   "reserve": len(state.reserve[k].cards), "kept": list(state.kept[k].cards),
                   "daleks": state.daleks_in_play(k), "tardis": state.tardis_in_play(k),
                   "reserve_room": state.reserve_room(k),
                   "locations": [location_view(state, loc) for loc in state.locations(k)]}
                  for k in range(state.players)],
        "conflicts": recent_conflicts(state, EVENT_TEXTS),
    }


def describe_move(state: DoctorWhoState, seat: int, move: Move) -> str:
    kind = move["type"]
    field = choice_field(move)
    if kind == "pass":
        right = who((seat - 1) % state.players)
        count = len(move["cards"])
        if count == 0:  # DW-G17: an empty hand has nothing to pass
            return f"End the turn (no card to pass to {right})"
        these = {1: "this card", 2: "these two", 3: "these three"}[count]
        return f"Pass {these} to {right} and end the turn"
    if kind == "take":
        return f"Take {name(move['card'])} back from the reserve"
    if kind == "location":
        return f"Play the location {name(move['card'])}"
    if kind == "defend":
        return f"Defend {name(move['loc'])} with {names(move['cards'])}"
    if kind == "attack":
        return f"Attack {name(move['loc'])} with {names(move['cards'])}"
    if kind == "seize":
        return f"Seize the attack on {name(move['loc'])} with {name(move['card'])}"
    if kind == "reserve":
        return "Put cards in reserve" if field else f"Put {names(move['cards'])} in reserve"
    if kind == "discard":
        if field:
            most = int(move[field]["choose"]["max"])
            return f"Discard {'1 or 2 cards' if most > 1 else '1 card'} for time tokens"
        return f"Discard {names(move['cards'])} for time tokens"
    if kind == "buy":
        return f"Buy {plural(move['count'], 'card')} for {5 * move['count']} time tokens"
    label = decision_label(state, seat, move)
    if label:
        return label
    label = f"Play {name(move['card'])}"
    if "loc" in move:
        label += f" on {name(move['loc'])}"
    if "to" in move:
        label += f" to {name(move['to'])}"
    if "target" in move:
        label += f" against {name(move['target'])}"
    if "down" in move:
        label += f" against face-down card {int(move['down']) + 1}"
    if "extra" in move:
        label += f", discarding {name(move['extra'])}"
    return label


def decision_label(state: DoctorWhoState, seat: int, move: Move) -> str:
    """Labels of the choices within a conflict and of the empty supply (DW-G2, DW-G3,
    DW-G5); empty for an action."""
    kind = move["type"]
    top = state.top
    if kind == "unit":
        need = int(top["need"]) if top is not None and "need" in top.data else 0
        return f"Use U.N.I.T.: pay {plural(move['count'], 'time token')} for " \
               f"+{move['count']} strength" + (" (enough to win)" if move["count"] == need else "")
    if kind == "no_unit":
        return "Keep U.N.I.T. (do not use it in this conflict)"
    if kind == "teselecta":
        where = "hand" if move["card"] in state.hand[seat].cards else "reserve"
        return f"Play Teselecta from your {where}: the defenders go back to your hand"
    if kind == "decline":
        return "Do not play Teselecta"
    if kind == "token_from":
        return f"Take a time token from {who(move['seat'])} " \
               f"(who has {state.time[int(move['seat'])]})"
    if kind == "enemy_discard":
        return f"Discard {names(move['cards'])} from your attack"
    return ""


__all__ = ["EVENT_TEXTS", "cid", "describe_move", "public_view"]
