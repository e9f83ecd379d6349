"""The Battle of Red Cliffs on the decision stack: one handler per frame kind.

Each ``*_moves`` function lists a frame's legal moves, each ``on_*`` carries one out:
it pops its frame, pushes what is due next and does whatever follows by itself (the
next turn, the refill, the round's end, opening the claim window). The stack:

- a round: ``deal`` (its first player, RC-6/RC-18), then from round 2 one ``layout``
  per seat (RC-6, RC-G5), then the first turn;
- a turn (RC-8): ``draw`` → ``act`` (``actions`` left: 2) → ``refill``; an event drawn
  pushes ``event`` above until its drawer resolves it (RC-3, RC-9);
- a set (RC-13..RC-15) pushes ``place`` then ``keep`` (top) above the turn; a kept
  Light-blue angel pushes ``return`` above ``place``; a Green, Purple or Red one an
  ``angel`` frame beneath ``place``, resolved once the cards are placed: ``swap`` or
  ``purple`` (its setter decides) or the Red angel's random steal;
- before each turn with more than 3 players, the claim window (RC-10): a sealed engine
  window (``mode="all"``) above the next turn's ``draw``, asking every seat holding
  two cards or more in seat order from that turn's player; the first claimant in that
  order makes the set (the same ``keep`` → ``return`` → ``place`` frames), then the
  turn begins with its ``draw``.
"""

from __future__ import annotations

from functools import cache

from ...engine import Move
from ...engine.frames import Frame, frame
from ...engine.window import WindowRules, open_window
from .sets import (ACTION, KIND, VALUE, can_lay_out, hand_sets, pile_sets, prize_score,
                   same_colour_or_value, to_discard)
from .state import HAND_SIZE, PILES, PRIZES_TO_END, RedCliffsState

PASS: Move = {"type": "pass"}
STOP: Move = {"type": "stop"}
DRAW: Move = {"type": "draw"}
DEAL: Move = {"type": "deal"}
SHUFFLE_ZONES = ("discard", *PILES)
CLAIM = "claim"
"""The claim window's name (RC-10)."""


@cache
def step(kind: str, seat: int) -> Frame:
    """The data-less frame ``kind`` for ``seat`` (frames are values: one instance
    serves every match, which keeps the hot turn loop cheap)."""
    return frame(kind, seat)


@cache
def act(seat: int, actions: int) -> Frame:
    """RC-8: the turn's ``act`` frame with ``actions`` left."""
    return frame("act", seat, actions=actions)


# -- rounds -----------------------------------------------------------------------
def start_round(state: RedCliffsState) -> None:
    """RC-18 clean-up, then RC-6: deal 6 each in turn order; lay-outs from round 2."""
    state.round += 1
    if state.round > 1:
        for zone in (*state.hand, *state.prizes):
            for card in list(zone.cards):
                state.transfer(card, zone, state.discard)
        state.emit({"type": "cleanup"})
    state.final = False
    state.emit({"type": "round_start", "round": state.round, "first": state.first})
    for offset in range(state.players):
        seat = (state.first + offset) % state.players
        state.draw(seat, HAND_SIZE, events_wait=False, kind="deal")
    if state.round > 1:
        state.push(frame("layout", state.first, laid=()))
    else:
        before_turn(state, state.first)


def deal_moves(state: RedCliffsState, top: Frame, seat: int) -> list[Move]:
    """RC-G12: the deal is a move of its own."""
    return [DEAL]


def on_deal(state: RedCliffsState, top: Frame, seat: int, move: Move) -> None:
    """RC-G12: dealing the next round is its first player's move."""
    state.pop()
    start_round(state)


def layout_moves(state: RedCliffsState, top: Frame, seat: int) -> list[Move]:
    """RC-6/RC-G5: one card per laying-out pile (never a 0 or a Joker), or stop."""
    free = [p for p in (0, 1) if p not in top["laid"]]
    return [*({"type": "lay", "card": card, "pile": p}
              for card in sorted(state.hand[seat].cards) if can_lay_out(card) for p in free),
            STOP]


def on_layout(state: RedCliffsState, top: Frame, seat: int, move: Move) -> None:
    """Lay a card out, or stop: draw as many as were laid; the next seat lays out, or
    play starts when the order is back at the first player."""
    if move["type"] == "lay":
        state.transfer(move["card"], state.hand[seat], state.piles[move["pile"]],
                       {"type": "lay", "seat": seat, "card": move["card"],
                        "pile": move["pile"]})
        state.stack[-1] = top.with_data(laid=(*top["laid"], move["pile"]))
        return
    state.pop()
    laid = top["laid"]
    if laid:
        state.draw(seat, len(laid), events_wait=False)
    else:
        state.emit({"type": "keep_hand", "seat": seat})
    following = (seat + 1) % state.players
    if following == state.first:
        before_turn(state, state.first)
    else:
        state.push(frame("layout", following, laid=()))


def end_turn(state: RedCliffsState, seat: int) -> None:
    """RC-16 (and RC-G2): five prizes end the round once every seat had equal turns."""
    if not state.final:
        holders = [s for s in range(state.players)
                   if len(state.prizes[s].cards) >= PRIZES_TO_END]
        if holders:
            state.final = True
            state.emit({"type": "round_ending", "seats": holders, "first": state.first,
                        "prizes": [len(state.prizes[s].cards) for s in holders]})
    following = (seat + 1) % state.players
    if state.final and following == state.first:
        end_round(state, seat)
    else:
        before_turn(state, following)


def end_round(state: RedCliffsState, last: int) -> None:
    """RC-17 scoring, RC-19 end check (an empty stack: the match is over), RC-18 next
    first player (``last`` played the round's last turn)."""
    breakdown = [prize_score(zone.cards) for zone in state.prizes]
    gained = [entry["total"] for entry in breakdown]
    state.scores = [old + new for old, new in zip(state.scores, gained)]
    state.round_scores.append(gained)
    teams = state.team_totals()
    state.emit({"type": "round_end", "round": state.round, "scores": gained,
                "totals": list(state.scores), "team_totals": teams, "breakdown": breakdown})
    if max(teams) >= state.target:
        state.emit({"type": "match_end", "winners": winners(state), "team_totals": teams})
        return
    order = [(state.first + 1 + k) % state.players for k in range(state.players)]
    state.first = min(order, key=lambda seat: state.scores[seat])  # RC-G9: own match totals
    state.push(step("deal", state.first))


def winners(state: RedCliffsState) -> list[int]:
    """RC-19/RC-G13: every member of the team(s) with the best total."""
    teams = state.team_totals()
    best = max(teams)
    return [s for s in range(state.players) if teams[state.team_of(s)] == best]


# -- a turn -----------------------------------------------------------------------
def before_turn(state: RedCliffsState, seat: int) -> None:
    """The turn of ``seat`` is due; RC-10 as played (RC-G14): with more than 3 players
    the claim window opens above it first. Who is asked depends only on public facts:
    every seat with at least two cards in hand (a claim needs two), provided a
    laying-out pile has a top card (RC-G8: an emptied pile offers nothing)."""
    state.push(step("draw", seat))
    if state.players > 3 and any(pile.cards for pile in state.piles):
        asked = [s for s in claim_order(state, seat) if len(state.hand[s].cards) >= 2]
        if asked:
            open_window(state, CLAIM, asked, mode="all", pass_type="decline", before=seat)


def only_draw(state: RedCliffsState, top: Frame, seat: int) -> list[Move]:
    """RC-8 steps 1 and 3 (RC-G12: a draw is a move of its own)."""
    return [DRAW]


def on_draw(state: RedCliffsState, top: Frame, seat: int, move: Move) -> None:
    """RC-8 step 1: draw a card; the two actions follow (after any event drawn, RC-9)."""
    state.pop()
    state.draw(seat, 1, events_wait=True)
    state.push(act(seat, 2))
    if state.event.cards:
        state.push(step("event", seat))


def on_refill(state: RedCliffsState, top: Frame, seat: int, move: Move) -> None:
    """RC-8 step 3: back up to 6 (RC-G10: never down); the turn ends after any event."""
    state.pop()
    state.draw(seat, HAND_SIZE - len(state.hand[seat].cards), events_wait=True)
    if state.event.cards:
        state.push(step("event", seat))
    else:
        end_turn(state, seat)


def event_moves(state: RedCliffsState, top: Frame, seat: int) -> list[Move]:
    """RC-3: any of the three piles, even an empty one."""
    return [{"type": "shuffle", "zone": zone} for zone in SHUFFLE_ZONES]


def on_event(state: RedCliffsState, top: Frame, seat: int, move: Move) -> None:
    """RC-3/RC-9: shuffle the chosen pile into the deck (an empty one: nothing is
    shuffled in), then discard the event. Once no event waits, the turn goes on: its
    actions if the event came with the first draw, else (the refill's) the turn ends."""
    zone_name = move["zone"]
    zone = state.zone(zone_name)
    moved = list(zone.cards)
    for card in moved:
        state.transfer(card, zone, state.deck)
    if moved:
        state.shuffle("deck")
    card = state.event.cards[-1]
    state.transfer(card, state.event, state.discard,
                   {"type": "event", "seat": seat, "card": card, "zone": zone_name,
                    "count": len(moved)})
    if state.event.cards:
        return
    state.pop()
    below = state.top
    if below is None or below.kind != "act":
        end_turn(state, seat)


def act_moves(state: RedCliffsState, top: Frame, seat: int) -> list[Move]:
    """RC-8 step 2: a set (RC-13, from the hand or with a pile's top), a discard, a pass."""
    hand = sorted(state.hand[seat].cards)
    return [*({"type": "set", "cards": trio} for trio in hand_sets(hand)),
            *({**claim, "type": "set"} for claim in claims(state, hand)),
            *({"type": "discard", "card": card} for card in hand), PASS]


def on_act(state: RedCliffsState, top: Frame, seat: int, move: Move) -> None:
    """One of the turn's two actions."""
    state.stack[-1] = act(seat, top["actions"] - 1)
    kind = move["type"]
    if kind == "set":
        make_set(state, seat, move["cards"], move.get("pile"), claimed=False)
        return
    if kind == "discard":
        state.transfer(move["card"], state.hand[seat], state.discard,
                       {"type": "discard", "seat": seat, "card": move["card"]})
    else:
        state.emit({"type": "pass", "seat": seat})
    after_action(state)


def after_action(state: RedCliffsState) -> None:
    """After each action (the ``act`` frame on top): the next one, or RC-8 step 3."""
    top = state.stack[-1]
    if top["actions"] > 0:
        return
    state.pop()
    seat = top.seats[0]
    if len(state.hand[seat].cards) < HAND_SIZE:
        state.push(step("refill", seat))
    else:
        end_turn(state, seat)


# -- sets -------------------------------------------------------------------------
def make_set(state: RedCliffsState, seat: int, cards: list[str], pile: int | None, *,
             claimed: bool) -> None:
    """RC-13: lay out a set (a claim, RC-10, is one made before someone's turn)."""
    for card in cards:
        state.transfer(card, state.hand[seat], state.set)
    shown = list(cards)
    if pile is not None:
        top = state.piles[pile].cards[-1]
        state.transfer(top, state.piles[pile], state.set)
        shown.append(top)
    state.emit({"type": "claim" if claimed else "set", "seat": seat, "cards": shown,
                "pile": pile})
    state.push(step("place", seat))
    state.push(step("keep", seat))


def keep_moves(state: RedCliffsState, top: Frame, seat: int) -> list[Move]:
    """RC-14: any card of the set."""
    return [{"type": "keep", "card": card} for card in sorted(state.set.cards)]


def on_keep(state: RedCliffsState, top: Frame, seat: int, move: Move) -> None:
    """RC-14: the kept card becomes a prize; RC-15 (RC-G3): an angel kept from a set of
    angels acts: Light-blue at once (``return``), the others once the cards are placed."""
    card = move["card"]
    angels = all(VALUE[c] == "angel" for c in state.set.cards if KIND[c] != "joker")
    state.transfer(card, state.set, state.prizes[seat],
                   {"type": "keep", "seat": seat, "card": card})
    state.pop()
    action = ACTION[card] if angels and KIND[card] == "angel" else None
    if action == "light-blue":
        state.push(step("return", seat))
        return
    if action is not None:
        place = state.pop()
        state.push(frame("angel", seat, action=action))
        state.push(place)
    to_place(state, seat)


def return_moves(state: RedCliffsState, top: Frame, seat: int) -> list[Move]:
    """RC-15 Light-blue angel: any card of the set but a Joker."""
    return [{"type": "return", "card": card} for card in sorted(state.set.cards)
            if KIND[card] != "joker"]


def on_return(state: RedCliffsState, top: Frame, seat: int, move: Move) -> None:
    """RC-15 Light-blue angel: the card goes back to the setter's hand."""
    state.transfer(move["card"], state.set, state.hand[seat],
                   {"type": "return", "seat": seat, "card": move["card"]})
    state.pop()
    to_place(state, seat)


def to_place(state: RedCliffsState, seat: int) -> None:
    """RC-14: a 0 or Joker not kept goes to the discard pile; the rest wait for
    ``place`` (on top now), or, with nothing left to place, the set goes on."""
    for card in sorted(state.set.cards):
        if to_discard(card):
            state.transfer(card, state.set, state.discard,
                           {"type": "set_discard", "seat": seat, "card": card})
    if not state.set.cards:
        state.pop()
        set_goes_on(state)


def place_moves(state: RedCliffsState, top: Frame, seat: int) -> list[Move]:
    """RC-14: which card on pile 1 (the other on pile 2); RC-G4: a single card on
    either pile."""
    shown = sorted(state.set.cards)
    if len(shown) == 2:
        return [{"type": "place", "card": card, "pile": 0} for card in shown]
    return [{"type": "place", "card": shown[0], "pile": p} for p in (0, 1)]


def on_place(state: RedCliffsState, top: Frame, seat: int, move: Move) -> None:
    """RC-14: one card on each laying-out pile, the player choosing which where."""
    card, pile = move["card"], move["pile"]
    others = [c for c in state.set.cards if c != card]
    state.transfer(card, state.set, state.piles[pile],
                   {"type": "place", "seat": seat, "card": card, "pile": pile})
    for other in others:
        state.transfer(other, state.set, state.piles[1 - pile],
                       {"type": "place", "seat": seat, "card": other, "pile": 1 - pile})
    state.pop()
    set_goes_on(state)


def set_goes_on(state: RedCliffsState) -> None:
    """The set's cards are placed: a pending angel acts (RC-15, RC-G3); once the set is
    over, the turn's next action follows, or (a claim) the turn begins with its draw."""
    top = state.stack[-1]
    if top.kind == "angel":
        state.pop()
        if angel_acts(state, top.seats[0], top["action"]):
            return
    set_done(state)


def angel_acts(state: RedCliffsState, seat: int, action: str) -> bool:
    """RC-15: the Green, Purple or Red angel's action, if possible (RC-G3: else nothing
    happens). True when it waits for its setter's choice (a frame was pushed)."""
    if action == "green" and swaps(state, seat):
        state.push(step("swap", seat))
        return True
    if action == "purple" and any(state.hand[s].cards for s in range(state.players)
                                  if s != seat):
        state.push(step("purple", seat))
        return True
    left = (seat + 1) % state.players  # RC-G11
    if action == "red" and state.hand[left].cards:
        hand = state.hand[left].cards
        card = hand[state.rng.randrange(len(hand))]
        state.transfer(card, state.hand[left], state.hand[seat],
                       {"type": "steal", "seat": seat, "from": left, "card": card})
    else:
        state.emit({"type": "angel_void", "seat": seat, "action": action})
    return False


def set_done(state: RedCliffsState) -> None:
    """A set is over: in a turn it was an action; a claim's turn starts at its draw."""
    if state.stack[-1].kind == "act":
        after_action(state)


def swap_moves(state: RedCliffsState, top: Frame, seat: int) -> list[Move]:
    """RC-15 Green angel (see :func:`swaps`)."""
    return swaps(state, seat)


def on_swap(state: RedCliffsState, top: Frame, seat: int, move: Move) -> None:
    """RC-15 Green angel: exchange two prizes sharing a colour or value."""
    mine, theirs = move["mine"], move["theirs"]
    other = next(s for s in range(state.players) if theirs in state.prizes[s].cards)
    state.transfer(mine, state.prizes[seat], state.prizes[other])
    state.transfer(theirs, state.prizes[other], state.prizes[seat])
    state.emit({"type": "swap", "seat": seat, "with": other, "mine": mine, "theirs": theirs})
    state.pop()
    set_done(state)


def purple_moves(state: RedCliffsState, top: Frame, seat: int) -> list[Move]:
    """RC-15 Purple angel: any other player with cards in hand."""
    return [{"type": "purple", "victim": other} for other in range(state.players)
            if other != seat and state.hand[other].cards]


def on_purple(state: RedCliffsState, top: Frame, seat: int, move: Move) -> None:
    """RC-15 Purple angel: a random card of ``victim``'s hand goes to the discard pile."""
    victim = move["victim"]
    hand = state.hand[victim].cards
    card = hand[state.rng.randrange(len(hand))]
    state.transfer(card, state.hand[victim], state.discard,
                   {"type": "purple", "seat": seat, "victim": victim, "card": card})
    state.pop()
    set_done(state)


# -- the claim window (RC-10) ---------------------------------------------------------
class Claims:
    """RC-10's window: each asked seat answers a claim or declines, sealed; the first
    claimant in seat order from the turn's player makes the set, the others' lapse."""

    def answers(self, state: RedCliffsState, window: Frame, seat: int) -> list[Move]:
        return claims(state, sorted(state.hand[seat].cards))

    def take(self, state: RedCliffsState, window: Frame, seat: int, move: Move) -> None:
        make_set(state, seat, move["cards"], move["pile"], claimed=True)

    def close(self, state: RedCliffsState, window: Frame) -> None:
        """Nobody claimed: the turn begins (its ``draw`` is on top)."""


CLAIM_RULES: WindowRules[RedCliffsState] = Claims()


def claim_order(state: RedCliffsState, before: int) -> list[int]:
    """RC-10: seat order, starting with the player about to move."""
    return [(before + k) % state.players for k in range(state.players)]


def claims(state: RedCliffsState, hand: list[str]) -> list[Move]:
    """RC-10/RC-13: two hand cards completing a set with a laying-out pile's top card."""
    moves: list[Move] = []
    for p, pile in enumerate(state.piles):
        if pile.cards:
            moves.extend({"type": "claim", "cards": pair, "pile": p}
                         for pair in pile_sets(hand, pile.cards[-1]))
    return moves


def swaps(state: RedCliffsState, seat: int) -> list[Move]:
    """RC-15 Green angel: each (own prize, other's prize) pair sharing colour or value.

    Identical cards of one owner give one move (the first instance), to keep the list short.
    """
    def distinct(cards: list[str]) -> list[str]:
        seen: dict[str, str] = {}
        for card in sorted(cards):
            seen.setdefault(card.partition("#")[0], card)
        return list(seen.values())

    mine = distinct(state.prizes[seat].cards)
    moves: list[Move] = []
    for other in range(state.players):
        if other != seat:
            for theirs in distinct(state.prizes[other].cards):
                moves.extend({"type": "swap", "mine": card, "theirs": theirs}
                             for card in mine if same_colour_or_value(card, theirs))
    return moves
