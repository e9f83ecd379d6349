"""The response chain (RD-7): the ``respond`` window, its answers, and resolving the
links last-in first-out, then completion (RD-13) and the garbage pod (RD-15).

Every play by the active player becomes the chain's first link and opens a window
asking the opponent, whatever their hand (RD-7): the window rule holds by
construction. An answer is a new link and re-asks the other player; the first pass
closes the window and the chain resolves newest first. Cards drawn while the window is
open (a Re-Cyc's replacement, RD-5) cannot join it (``arrived_after``).
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine import Move, def_id
from ...engine.frames import Frame
from ...engine.window import arrived_after, reask
from .cards import CAST, KIND, icon, is_recyc, points
from .missions import is_full, open_icons
from .state import Link, RedDwarfState, first_of_each

RECYC_LINKS = frozenset({"trouble", "focus", "distract", "smeg-off"})


def instant_targets(state: RedDwarfState) -> list[str]:
    """RD-10: Focus and Distract target an unfocused cast member on a mission."""
    return [c for c in CAST if not state.focused[c] and state.slot_of(c) is not None]


def instant_moves(state: RedDwarfState, seat: int, cards: list[str]) -> list[Move]:
    """Focus and Distract moves from ``cards`` for ``seat`` (RD-10, RD-12)."""
    moves: list[Move] = []
    targets = instant_targets(state)
    for card in first_of_each(cards):
        kind = KIND[card]
        if kind == "focus":
            moves += [{"type": "focus", "card": card, "cast": c} for c in targets]
        elif kind == "distract" and not (state.polite and seat != state.active):
            # RD-12 polite distract: only on its player's own turn.
            moves += [{"type": "distract", "card": card, "cast": c} for c in targets]
    return moves


def answers_recyc(state: RedDwarfState) -> bool:
    """RD-7: the newest link is a Re-Cyc card, which only a Smeg Off may answer (RD-G3:
    no Focus or Distract "beats" a Focus or a Distract)."""
    return bool(state.chain) and state.chain[-1]["kind"] in RECYC_LINKS


def smeg_target(state: RedDwarfState) -> int | None:
    """RD-11: the newest link if it is a Re-Cyc card, or a travel played with Bonus
    Points (a Re-Cyc card): cancelling those cancels the travel too (RD-9, RD-G4)."""
    if not state.chain:
        return None
    newest = state.chain[-1]
    if newest["kind"] in RECYC_LINKS or newest.get("bonus"):
        return len(state.chain) - 1
    return None


def trouble_ok(state: RedDwarfState, seat: int, card: str) -> bool:
    """RD-8: a Trouble answers the opponent's just-played travel (or Holly) of its icon,
    never a wild (RD-6) and never a mission's last needed card; only the newest link
    (RD-G4: "just-played")."""
    newest = state.chain[-1] if state.chain else None
    if newest is None or newest["kind"] != "travel" or newest["seat"] == seat:
        return False
    if KIND[newest["card"]] == "wild" or icon(newest["card"]) != icon(card):
        return False
    mission = state.missions.get(newest["mission"])
    return mission is not None and not is_full(mission)


class Respond:
    """The ``respond`` window (mode ``each``): one seat asked at a time (RD-7)."""

    def __init__(self, resolve_chain: Callable[[RedDwarfState], None]) -> None:
        self.resolve_chain = resolve_chain
        """What the game does once the chain is complete (resolve, score, the pod)."""

    def answers(self, state: RedDwarfState, window: Frame, seat: int) -> list[Move]:
        usable = [card for card in state.hand[seat].cards
                  if is_recyc(card) and not arrived_after(state, card, window)]
        moves: list[Move] = []
        target = smeg_target(state)
        only_smeg = answers_recyc(state)
        for card in first_of_each(usable):
            kind = KIND[card]
            if kind == "smeg-off" and target is not None:
                moves.append({"type": "smeg_off", "card": card})
            elif kind == "trouble" and not only_smeg and trouble_ok(state, seat, card):
                moves.append({"type": "trouble", "card": card})
        return moves if only_smeg else moves + instant_moves(state, seat, usable)

    def take(self, state: RedDwarfState, window: Frame, seat: int, move: Move) -> None:
        card = move["card"]
        kind = KIND[card]
        link: Link = {"seat": seat, "card": card, "kind": kind, "cancelled": False}
        if kind in ("trouble", "smeg-off"):
            link["target"] = len(state.chain) - 1 if kind == "trouble" else smeg_target(state)
        else:
            link["cast"] = move["cast"]
        state.transfer(card, state.hand[seat], state.chain_zone,
                       {"type": "respond", "seat": seat, "card": card, "kind": kind,
                        "cast": link.get("cast"), "target": link.get("target")})
        state.chain.append(link)
        reask(state, [1 - seat])
        state.draw(seat, "replace")  # RD-5: at once, not usable in this chain

    def close(self, state: RedDwarfState, window: Frame) -> None:
        self.resolve_chain(state)


def resolve(state: RedDwarfState, group: list[str]) -> None:
    """Resolve the chain newest first (RD-7); cards sent to Silicon Heaven are added
    to ``group`` (RD-15); Re-Cyc cards stay in the chain zone for the caller."""
    chain = state.chain
    for index in range(len(chain) - 1, -1, -1):
        link = chain[index]
        kind = link["kind"]
        if link["cancelled"]:
            state.emit({"type": "cancelled", "seat": link["seat"], "card": link["card"]})
            if kind == "travel":
                countered(state, link, group)
            continue
        if kind == "smeg-off":
            chain[link["target"]]["cancelled"] = True
            state.emit({"type": "smegged", "seat": link["seat"], "card": link["card"],
                        "target": link["target"]})
        elif kind == "trouble":
            trouble(state, link, chain[link["target"]], group)
        elif kind in ("focus", "distract"):
            instant(state, link, group)
        elif kind == "travel" and link.get("bonus"):
            bonus(state, link)


def countered(state: RedDwarfState, link: Link, group: list[str]) -> None:
    """RD-9, RD-G4: a travel whose Bonus Points are smegged off is countered with them:
    the travel goes to Silicon Heaven (a wild card it re-assigned keeps its new icon),
    the Bonus Points to the garbage pod (as a spent Re-Cyc card, on top)."""
    slot = link["mission"]
    mission = state.missions.get(slot)
    if mission is not None and any(entry[0] == link["card"] for entry in mission["travels"]):
        mission["travels"] = [entry for entry in mission["travels"] if entry[0] != link["card"]]
        state.to_heaven(link["card"], state.mission_zone[slot], group)
    if link.get("bonus"):
        state.emit({"type": "bonus_lost", "seat": link["seat"], "card": link["bonus"]})


def trouble(state: RedDwarfState, link: Link, travel: Link, group: list[str]) -> None:
    """RD-8: all of the travel's player's travels on that mission go to Silicon Heaven
    (a wild card among them, RD-G14); nothing if the travel has gone (RD-G13)."""
    slot = travel["mission"]
    mission = state.missions.get(slot)
    if mission is None or not any(entry[0] == travel["card"] for entry in mission["travels"]):
        state.emit({"type": "fizzle", "seat": link["seat"], "card": link["card"]})
        return
    victim = travel["seat"]
    lost = [entry for entry in mission["travels"] if entry[1] == victim]
    mission["travels"] = [entry for entry in mission["travels"] if entry[1] != victim]
    state.emit({"type": "trouble", "seat": link["seat"], "card": link["card"],
                "victim": victim, "slot": slot})
    for entry in lost:
        state.to_heaven(entry[0], state.mission_zone[slot], group)


def instant(state: RedDwarfState, link: Link, group: list[str]) -> None:
    """RD-10: Focus flips a cast member; Distract wipes his mission (if still valid:
    RD-G13)."""
    cast = link["cast"]
    slot = state.slot_of(cast)
    if state.focused[cast] or slot is None:
        state.emit({"type": "fizzle", "seat": link["seat"], "card": link["card"]})
        return
    if link["kind"] == "focus":
        state.focused[cast] = True
        state.emit({"type": "focused", "seat": link["seat"], "card": link["card"],
                    "cast": cast})
        return
    state.emit({"type": "distracted", "seat": link["seat"], "card": link["card"],
                "cast": cast, "mission": state.missions[slot]["card"]})
    state.clear_mission(slot, group, scorer=None)


def bonus(state: RedDwarfState, link: Link) -> None:
    """RD-9: Bonus Points score if their travel still stands (else to the pod later)."""
    card = link["bonus"]
    mission = state.missions.get(link["mission"])
    stands = mission is not None and any(entry[0] == link["card"]
                                         for entry in mission["travels"])
    if stands:
        seat = link["seat"]
        state.transfer(card, state.chain_zone, state.stasis[seat],
                       {"type": "bonus_scored", "seat": seat, "card": card,
                        "points": points(card)})
        state.points[seat] += points(card)
    else:
        state.emit({"type": "bonus_lost", "seat": link["seat"], "card": card})


def complete(state: RedDwarfState, group: list[str]) -> None:
    """RD-13: every full mission scores for the player who played its last travel
    (RD-G11: after the chain, before the win is checked)."""
    scorer = state.last_travel if state.last_travel is not None else state.active
    for slot in [s for s, mission in state.missions.items() if is_full(mission)]:
        state.points[scorer] += points(state.missions[slot]["card"])
        state.clear_mission(slot, group, scorer=scorer)


def pod_choice_matters(group: list[str]) -> bool:
    """RD-15: the active player picks the top card only among two or more kinds of
    non-Re-Cyc card discarded together with no Re-Cyc card (those go on top): RD-G5."""
    return len({def_id(card) for card in group}) >= 2


def open_count(state: RedDwarfState, slot: str) -> int:
    """How many icons the mission in ``slot`` still needs."""
    return len(open_icons(state.missions[slot]))
