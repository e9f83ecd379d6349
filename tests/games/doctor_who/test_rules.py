"""Doctor Who scenario tests: one per ruling DW-1..DW-20 (named by id), the rulebook's
worked examples and the special cards."""

from __future__ import annotations

import random

import cardtable
import pytest
from cardtable.bots import choose_move
from cardtable.engine.choose import expand
from cardtable.errors import IllegalMove
from cardtable.games.doctor_who.cards import GAME_END, start_value
from cardtable.games.doctor_who.conflict import attacker_discard
from cardtable.games.doctor_who.scoring import breakdown
from cardtable.games.doctor_who.state import zone_key

from .helpers import (AMY, ANGELS, BERLIN, BOWIE, COLCHESTER, CYBERKING, CYBERMEN, DALEKS,
                      DAVROS, DOCTOR, FILL, HOUSE, KOVARIAN, LEADWORTH, LONDON, MONKS, MUSEUM,
                      PANDORICA, RIVER, ROBOFORMS, RORY, SATURNYNS, SHADOW, SILENCE,
                      SILURIANS, SLITHEEN, SONTARANS, STARSHIP, STONEHENGE, STORMCAGE, VENICE,
                      c, decline, dw, events, legal, play, table)

THREE = [STARSHIP, STORMCAGE, COLCHESTER]


def view_zone(match: cardtable.Match, seat: int | None, name: str) -> list[str | None]:
    return list(match.view(seat)["zones"][name]["cards"] or [None])


# -- set-up and turn -----------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_dw1_setup_starts_hands_game_end_depth_and_supply(players: int) -> None:
    for seed in range(6):
        state = dw(cardtable.new_match("doctor-who", players=players, seed=seed))
        starts = [state.locs[s].cards[0] for s in range(players)]
        assert all(len(state.locs[s].cards) == 1 for s in range(players))
        assert len(state.aside.cards) == 4 - players  # one set aside with 3 players
        first = max(range(players), key=lambda s: start_value(starts[s]))
        assert state.first == first and state.active == first
        sizes = [len(state.hand[s].cards) for s in range(players)]
        assert sizes[(first - 1) % players] == 2
        assert sorted(sizes) == [2] + [5] * (players - 1)
        assert state.deck.cards.index(GAME_END) == 20  # 20 cards under Game End
        assert len(state.deck.cards) == 127 - sum(sizes) + 1
        assert state.supply == 30 and state.time == [0] * players


def test_dw2_hand_never_below_three_and_pass_three_right() -> None:
    """DW-2: an action may not take the hand below 3; the turn ends by passing exactly 3
    cards to the right (known to giver and receiver only), then drawing 2."""
    hand = [FILL[0], FILL[1], FILL[2], FILL[3]]
    match = table(hand_0=hand, hand_2=[DOCTOR[0]], hand_1=[DOCTOR[1]],
                  deck=[DOCTOR[2], DOCTOR[3]])
    discard = legal(match, 0, "discard")[0]
    assert discard["cards"]["choose"]["max"] == 1  # 4 cards: only 1 may go
    assert not legal(match, 0, "pass")  # 4 cards: get down to 3 first
    play(match, 0, "location", card=FILL[0])  # 3 left: no more actions that spend a card
    assert not legal(match, 0, "location") and not legal(match, 0, "discard")
    [passing] = legal(match, 0, "pass")  # one pick only: one concrete move, one button
    assert passing["cards"] == sorted([FILL[1], FILL[2], FILL[3]])
    label = next(entry["label"] for entry in match.view(0)["legal"] if entry["move"] == passing)
    assert label == "Pass these three to {2} and end the turn"
    play(match, 0, "pass", cards=sorted([FILL[1], FILL[2], FILL[3]]))
    state = dw(match)
    right = 2  # the player on seat 0's right is the previous seat
    assert set(state.hand[right].cards) >= {FILL[1], FILL[2], FILL[3]}
    assert sorted(state.hand[0].cards) == sorted([DOCTOR[2], DOCTOR[3]])  # then draw 2
    assert state.active == 1
    # known to giver and receiver only
    assert FILL[1] in match.view(2)["zones"]["hand:2"]["cards"]
    assert FILL[1] in (match.view(0)["zones"]["hand:2"]["cards"] or [])
    assert FILL[1] not in (match.view(1)["zones"]["hand:2"]["cards"] or [])


def test_dw2_g1_a_turn_ends_with_exactly_three_cards_in_hand() -> None:
    """DW-2 (the rulebook: after passing three "you must have no cards left in your
    hand"), DW-G1: with more than 3 cards the pass is not legal; the player gets down to
    3 by their actions, and discarding 1 or 2 for time tokens is always one of them."""
    match = table(hand_0=FILL[:5])
    assert not legal(match, 0, "pass")
    with pytest.raises(IllegalMove):
        play(match, 0, "pass", cards=FILL[:3])
    [discard] = legal(match, 0, "discard")
    assert discard["cards"]["choose"]["max"] == 2
    play(match, 0, "discard", cards=FILL[3:5])
    state = dw(match)
    assert state.time[0] == 2 and set(FILL[3:5]) <= set(state.discard.cards)
    assert [m["cards"] for m in legal(match, 0, "pass")] == [sorted(FILL[:3])]


def test_dwg17_a_hand_of_fewer_than_three_passes_all_it_holds() -> None:
    """DW-G17, the guard: a hand of fewer than 3 cards at its turn (set up by hand: play
    never gets there, see the next test) cannot reach 3 by its actions, so the turn ends
    by passing every card it holds (none at all, too) — never a dead end."""
    for count in (2, 0):
        match = table(hand_0=FILL[:count])
        [passing] = legal(match, 0, "pass")
        assert passing["cards"] == sorted(FILL[:count])
        play(match, 0, "pass", cards=sorted(FILL[:count]))
        assert set(FILL[:count]) <= set(dw(match).hand[2].cards) and dw(match).active == 1


@pytest.mark.parametrize("players", [3, 4])
def test_dwg17_every_turn_outside_the_final_phase_starts_with_three_cards_or_more(
        players: int) -> None:
    """DW-G17 (issue 18, item 5: is there a position where a player cannot reach 3?):
    no. Over random and simple-bot matches every turn outside the final phase starts
    with 3 cards or more (actions never go below 3, a pass gives 3, a Teselecta played
    out of turn brings a defender back), so every pass is of exactly 3."""
    rng = random.Random(players)
    starts = passes = 0
    for seed in range(12):
        match = cardtable.new_match("doctor-who", players=players, seed=seed)
        begun = 0
        while not match.is_over:
            state, seat = dw(match), rng.choice(match.to_move())
            top = state.stack[-1]
            if top.kind == "turn" and state.turns != begun:  # a turn's first decision
                begun = state.turns
                if not state.final:
                    assert len(state.hand[seat].cards) >= 3, (seed, state.turns)
                    starts += 1
            moves = expand(match.legal_moves(seat), rng)
            move = rng.choice(moves) if seed % 2 else choose_move(match, seat, "simple")
            if move["type"] == "pass" and top.kind == "turn":
                assert len(move["cards"]) == 3
                passes += 1
            match.play(seat, move)
    assert starts > 100 and passes > 100


def test_dw2_g1_g5_the_discard_down_to_three_works_with_an_empty_supply() -> None:
    """DW-2, DW-G1, DW-G5 (issue 18, item 5): with the supply empty and no tokens left
    with anyone, discarding for time tokens still gets a hand down to 3 (the tokens are
    lost), so the pass is always reachable from a larger hand."""
    match = table(hand_0=FILL[:5], supply=0, time=(0, 0, 0))
    assert not legal(match, 0, "pass")
    [discard] = legal(match, 0, "discard")
    assert discard["cards"]["choose"]["max"] == 2
    play(match, 0, "discard", cards=FILL[3:5])
    assert dw(match).time == [0, 0, 0] and dw(match).supply == 0
    assert [m["cards"] for m in legal(match, 0, "pass")] == [sorted(FILL[:3])]


def test_dwg17_a_short_hand_is_not_made_to_take_back_or_buy_up_to_three() -> None:
    """DW-G17 (issue 18, item 5: a position where 3 cannot be reached by the turn's
    actions): a hand of 2 with a card in the reserve and 5 time tokens may take it back
    or buy one, but need not: the pass of the 2 is legal at once. The reserve keeps
    cards (the rulebook: "cards may be in the reserve") and buying is a choice."""
    match = table(hand_0=FILL[:2], reserve_0=[DOCTOR[0]], time=(5, 0, 0))
    kinds = {m["type"] for m in match.legal_moves(0)}
    assert {"take", "buy", "pass"} <= kinds
    [passing] = legal(match, 0, "pass")
    assert passing["cards"] == sorted(FILL[:2])
    label = next(e["label"] for e in match.view(0)["legal"] if e["move"] == passing)
    assert label == "Pass these two to {2} and end the turn"
    play(match, 0, "pass", cards=sorted(FILL[:2]))
    assert dw(match).reserve[0].cards == [DOCTOR[0]] and dw(match).time[0] == 5
    match = table(hand_0=[])
    [passing] = legal(match, 0, "pass")
    label = next(e["label"] for e in match.view(0)["legal"] if e["move"] == passing)
    assert label == "End the turn (no card to pass to {2})"


def test_dw2_g1_the_cards_passed_show_first_whatever_the_receivers_other_cards() -> None:
    """DW-2, DW-G1 (issue 18, item 6): the giver knows the three cards it passed; in its
    view of the receiver's hand they come first, then blanks, whatever the receiver's
    other cards are and however the receiver holds them (sorted by id, a known card's
    place told how many hidden cards sort before it)."""
    passed = [DOCTOR[0], AMY[0], FILL[0]]
    seen = set()
    for others in ([FILL[1], FILL[2]], [c("auvers-sur-oise-1890"), RORY[0]],
                   [SILENCE[0], VENICE], [BERLIN, DALEKS[0]]):
        match = table(active=1, hand_1=passed, hand_0=others)
        play(match, 1, "pass", cards=passed)
        held = dw(match).hand[0].cards
        assert set(passed) <= set(held)
        for arrange in (list, sorted, lambda cards: sorted(cards, reverse=True)):
            held[:] = arrange(held)  # the holder's order is the holder's business
            seen.add(repr(match.view(1)["zones"]["hand:0"]["cards"]))
            assert match.view(2)["zones"]["hand:0"]["cards"] is None  # the third seat knows none
    assert seen == {repr([*sorted(passed), None, None])}


def test_dw2_dw6_a_passed_card_played_face_down_blurs_the_givers_knowledge() -> None:
    """DW-2, DW-6 (issue 18, item 7): the receiver puts one of its cards face down (a
    defender on its location); the giver cannot tell which went, so it no longer knows
    any card of that hand, nor the face-down one."""
    passed = [DOCTOR[0], AMY[0], FILL[0]]
    match = table(active=1, hand_1=passed, hand_0=[FILL[1], FILL[2]],
                  hand_2=[FILL[3], FILL[4], FILL[5]])
    play(match, 1, "pass", cards=passed)
    play(match, 2, "pass", cards=sorted([FILL[3], FILL[4], FILL[5]]))
    state = dw(match)
    assert state.active == 0
    assert match.view(1)["zones"]["hand:0"]["cards"][:3] == sorted(passed)
    home = state.locations(0)[0]
    play(match, 0, "defend", loc=home, cards=[DOCTOR[0]])
    face_down = f"def:{zone_key(home)}"
    assert state.zones[face_down].cards == [DOCTOR[0]]
    assert match.view(1)["zones"]["hand:0"]["cards"] is None
    assert match.view(1)["zones"][face_down]["cards"] is None
    assert match.view(0)["zones"][face_down]["cards"] == [DOCTOR[0]]


def test_dw3_reserve_two_places_three_with_cardiff_four_with_both_take_back_free() -> None:
    hand = [*FILL[:6], c("cardiff"), c("the-face-of-boe")]
    match = table(hand_0=hand)
    assert legal(match, 0, "reserve")[0]["cards"]["choose"]["max"] == 2
    play(match, 0, "support", card=c("cardiff"))
    assert dw(match).reserve_room(0) == 3
    play(match, 0, "support", card=c("the-face-of-boe"))
    assert dw(match).reserve_room(0) == 4
    play(match, 0, "reserve", cards=FILL[:2])
    assert dw(match).reserve_room(0) == 2
    play(match, 0, "take", card=FILL[0])  # free: still seat 0's turn
    assert FILL[0] in dw(match).hand[0].cards and dw(match).active == 0
    # DW-G16: not back into the reserve this turn
    assert FILL[0] not in legal(match, 0, "reserve")[0]["cards"]["choose"]["from"]


def test_dw4_attacks_one_attacker_per_location_never_your_own() -> None:
    """DW-4: no attack on your own location nor on one another player attacks; the
    attacker may add to their own attack later."""
    match = table(hand_0=[*SONTARANS[:2], *FILL[:3]], hand_1=[SONTARANS[2], *FILL[3:6]],
                  attacks={COLCHESTER: (1, [], [DALEKS[0]])})
    targets = {m["loc"] for m in legal(match, 0, "attack")}
    assert targets == {STORMCAGE}  # not your own, not one another player attacks
    play(match, 0, "attack", loc=STORMCAGE, cards=[SONTARANS[0]])
    assert dw(match).attacker[STORMCAGE] == 0
    play(match, 0, "attack", loc=STORMCAGE, cards=[SONTARANS[1]])  # add to own attack
    assert len(dw(match).atk(STORMCAGE, 0).cards) == 2


def test_dw5_enemies_on_a_tardis_location_are_discarded_and_the_token_returns() -> None:
    """DW-5, DW-G13."""
    match = table(hand_0=[SATURNYNS[0], *FILL[:3]], tardis=(STORMCAGE,),
                  defenders={STORMCAGE: [DOCTOR[0]]})
    play(match, 0, "attack", loc=STORMCAGE, cards=[SATURNYNS[0]])
    state = dw(match)
    assert SATURNYNS[0] in state.discard.cards and STORMCAGE not in state.tardis
    assert STORMCAGE not in state.attacker and state.daleks_in_play(0) == 0
    assert state.down_def(STORMCAGE).cards == [DOCTOR[0]]  # defenders stay face down


def test_dw6_face_down_defenders_and_enemies_known_to_their_owner_only() -> None:
    match = table(hand_0=[DOCTOR[0], *FILL[:3]], hand_1=[DALEKS[0], *FILL[3:6]])
    play(match, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0]])
    name = dw(match).down_def(STARSHIP).name
    assert match.view(0)["zones"][name]["cards"] == [DOCTOR[0]]
    assert match.view(1)["zones"][name]["cards"] is None
    assert match.view(None)["zones"][name]["count"] == 1


# -- conflicts -------------------------------------------------------------------------
def test_dw7_dw8_peaceful_leadworth_defenders_win() -> None:
    """DW-7, DW-8, rulebook: Sontarans (4) against The Doctor (5) and Amy (3) on
    Leadworth: all cards discarded, the DALEK token back, a TARDIS token placed."""
    match = table(locs={0: [STARSHIP], 1: [LEADWORTH], 2: [STORMCAGE]}, active=1,
                  hand_1=[DOCTOR[0], AMY[0], *FILL[:3]],
                  attacks={LEADWORTH: (0, [], [SONTARANS[0]])})
    play(match, 1, "defend", loc=LEADWORTH, cards=[DOCTOR[0], AMY[0]])
    state = dw(match)
    assert {DOCTOR[0], AMY[0], SONTARANS[0]} <= set(state.discard.cards)
    assert LEADWORTH not in state.attacker and state.daleks_in_play(0) == 0
    assert LEADWORTH in state.tardis
    assert events(match, "strengths")[-1] == {"type": "strengths", "loc": LEADWORTH,
                                              "defence": 8, "attack": 4}


def test_dw7_reveal_tokens_river_angels_slitheen() -> None:
    """DW-7: reveal effects: River Song and Weeping Angels +1 to their owner, Slitheen
    takes 1 from the defender."""
    match = table(hand_0=[RIVER[0], *FILL[:3]], time=(2, 0, 0),
                  attacks={STARSHIP: (1, [], [ANGELS[0], SLITHEEN[0], ROBOFORMS[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[RIVER[0]])
    state = dw(match)
    # River +1 to the defender, Angels +1 to the attacker, Slitheen 1 defender -> attacker
    assert state.time == [2, 2, 0]


def test_dw9_bowie_base_one_kovarian_takes_river_silence_discarded() -> None:
    """Rulebook: The Silence and Madame Kovarian against The Doctor and River Song."""
    match = table(locs={0: [STARSHIP], 1: [STORMCAGE, BOWIE], 2: [COLCHESTER]}, active=1,
                  hand_1=[DOCTOR[0], RIVER[0], *FILL[:3]],
                  attacks={BOWIE: (0, [], [SILENCE[0], KOVARIAN])})
    play(match, 1, "defend", loc=BOWIE, cards=[DOCTOR[0], RIVER[0]])
    decline(match, 1)
    state = dw(match)
    assert events(match, "strengths")[-1]["defence"] == 5
    assert events(match, "strengths")[-1]["attack"] == 11
    assert {DOCTOR[0], RIVER[0], SILENCE[0]} <= set(state.discard.cards)
    assert state.up(BOWIE).cards == [KOVARIAN] and state.attacker[BOWIE] == 0
    assert state.time[1] == 1  # the defender still takes River's token


def test_dw9_rory_returns_to_hand_when_the_defenders_lose() -> None:
    match = table(hand_0=[RORY[0], *FILL[:3]],
                  attacks={STARSHIP: (1, [], [DALEKS[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[RORY[0]])
    decline(match, 0)
    state = dw(match)
    assert RORY[0] in state.hand[0].cards and state.attacker[STARSHIP] == 1
    assert DALEKS[0] in state.up(STARSHIP).cards  # a lone attacker discards nothing


def test_dw9_rory_played_onto_face_up_attackers_does_not_return() -> None:
    match = table(hand_0=[RORY[0], *FILL[:3]],
                  attacks={STARSHIP: (1, [DALEKS[0]], [])})
    play(match, 0, "defend", loc=STARSHIP, cards=[RORY[0]])
    decline(match, 0)
    assert RORY[0] in dw(match).discard.cards


def test_dw9_g3_attacker_discard_greatest_total_never_the_whole_attack() -> None:
    """DW-9, DW-G3."""
    assert attacker_discard([SILENCE[0], KOVARIAN], 5) == [SILENCE[0]]
    assert attacker_discard([DALEKS[0]], 9) == []  # a single card attack keeps it
    assert attacker_discard([DALEKS[0], DALEKS[1]], 9) in ([DALEKS[0]], [DALEKS[1]])
    assert attacker_discard([SONTARANS[0], SONTARANS[1]], 3) == []  # no card fits


def test_dw17_pandorica_removes_the_doctor_without_rory() -> None:
    match = table(hand_0=[DOCTOR[0], AMY[0], *FILL[:3]],
                  attacks={STARSHIP: (1, [], [PANDORICA, SONTARANS[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0], AMY[0]])
    state = dw(match)
    assert events(match, "pandorica")[0]["card"] == DOCTOR[0]
    assert events(match, "strengths")[-1] == {"type": "strengths", "loc": STARSHIP,
                                              "defence": 3, "attack": 6}
    assert DOCTOR[0] in state.discard.cards and state.attacker[STARSHIP] == 1


def test_dw17_pandorica_takes_rory_with_it_and_he_does_not_return() -> None:
    """DW-17, DW-G12: a card The Pandorica removes never returns."""
    match = table(hand_0=[DOCTOR[0], RORY[0], *FILL[:3]],
                  attacks={STARSHIP: (1, [], [PANDORICA, DALEKS[0], DALEKS[1]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0], RORY[0]])
    state = dw(match)
    assert {RORY[0], PANDORICA} <= set(state.discard.cards)
    assert events(match, "strengths")[-1]["defence"] == 5
    assert events(match, "strengths")[-1]["attack"] == 8
    assert RORY[0] not in state.hand[0].cards


def test_dw17_silurians_fail_against_amy_whatever_the_strengths() -> None:
    match = table(hand_0=[AMY[0], *FILL[:3]],
                  attacks={STARSHIP: (1, [], [SILURIANS[0], SILURIANS[1], ROBOFORMS[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[AMY[0]])
    state = dw(match)
    assert STARSHIP in state.tardis and STARSHIP not in state.attacker
    assert {AMY[0], SILURIANS[0], SILURIANS[1], ROBOFORMS[0]} <= set(state.discard.cards)


def test_dw17_ties_go_to_the_defenders() -> None:
    match = table(hand_0=[AMY[0], *FILL[:3]], attacks={STARSHIP: (1, [], [MONKS[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[AMY[0]])
    assert STARSHIP in dw(match).tardis


def test_dw7_enemies_played_onto_a_defended_location_fight_at_once() -> None:
    """DW-7: enemies played onto a defended location start the conflict at once."""
    match = table(hand_0=[DALEKS[0], *FILL[:3]], defenders={STORMCAGE: [AMY[0]]},
                  time=(0, 0, 0))
    play(match, 0, "attack", loc=STORMCAGE, cards=[DALEKS[0]])
    decline(match, 1)
    state = dw(match)
    assert AMY[0] in state.discard.cards and state.attacker[STORMCAGE] == 0
    assert state.up(STORMCAGE).cards == [DALEKS[0]]  # now face up


# -- end of the game --------------------------------------------------------------
def test_dw10_all_five_dalek_tokens_in_play_end_the_game_at_once() -> None:
    """DW-10: seat 0 starts its turn with all 5 DALEK tokens in play: the game ends."""
    locs = {0: [STARSHIP], 1: [STORMCAGE, BOWIE, LONDON], 2: [COLCHESTER, MUSEUM, VENICE]}
    attacks: dict[str, tuple[int, list[str], list[str]]] = {
        loc: (0, [], [SATURNYNS[0]] if loc == BOWIE else [])
               for loc in [BOWIE, LONDON, COLCHESTER, MUSEUM]}
    attacks[BOWIE] = (0, [], [SATURNYNS[0]])
    attacks[LONDON] = (0, [], [SATURNYNS[1]])
    attacks[COLCHESTER] = (0, [], [SATURNYNS[2]])
    attacks[MUSEUM] = (0, [], [ROBOFORMS[0]])
    attacks[VENICE] = (0, [], [ROBOFORMS[1]])
    match = table(locs=locs, attacks=attacks, active=2, hand_2=FILL[:3])
    assert not match.is_over  # 5 in play during seat 2's turn: nothing yet
    play(match, 2, "pass", cards=FILL[:3])  # seat 0's turn would start: it does not
    assert match.is_over and dw(match).over_reason == "tokens"
    assert events(match, "game_over")[0]["seat"] == 0


def test_dw10_four_tokens_in_play_do_not_end_and_five_tardis_tokens_do() -> None:
    """DW-10: 4 TARDIS tokens in play: play goes on; the fifth, placed by a won defence
    on seat 0's turn, ends the game when seat 0's next turn would start."""
    locs = {0: [STARSHIP, BOWIE, LONDON, MUSEUM, VENICE], 1: [STORMCAGE], 2: [COLCHESTER]}
    match = table(locs=locs, tardis=(STARSHIP, BOWIE, LONDON, MUSEUM), active=2,
                  hand_2=FILL[:3], hand_0=[DOCTOR[0], *FILL[3:6]],
                  attacks={VENICE: (1, [], [SATURNYNS[0]])})
    play(match, 2, "pass", cards=FILL[:3])
    assert not match.is_over and dw(match).active == 0
    play(match, 0, "defend", loc=VENICE, cards=[DOCTOR[0]])  # 5 >= 1: the fifth TARDIS
    assert dw(match).tardis_in_play(0) == 5 and not match.is_over
    play(match, 0, "pass", cards=FILL[3:6])
    assert not match.is_over  # seat 1's turn, then seat 2's
    for seat in (1, 2):  # DW-2: down to 3 (discarding for time tokens), then pass them
        extra = sorted(dw(match).hand[seat].cards)[3:]
        while extra:
            play(match, seat, "discard", cards=extra[:2])
            extra = extra[2:]
        play(match, seat, "pass", cards=dw(match).hand[seat].cards)
    assert match.is_over and dw(match).over_reason == "tokens"


def test_dw11_game_end_drawn_in_an_action_draw_five_then_final_phase() -> None:
    """DW-11: Game End drawn during an action: set aside, keep drawing; pass 3, draw 5;
    the final phase starts with the next player."""
    deck = [*DOCTOR[:8], AMY[0], GAME_END]
    match = table(hand_0=FILL[:3], hand_1=[AMY[1]], time=(5, 0, 0), deck=deck)
    play(match, 0, "buy", count=1)
    state = dw(match)
    assert GAME_END in state.aside.cards and AMY[0] in state.hand[0].cards  # kept drawing
    assert not state.final
    play(match, 0, "discard", cards=[AMY[0]])  # DW-2: down to 3 to pass
    play(match, 0, "pass", cards=FILL[:3])
    assert sorted(state.hand[0].cards) == sorted(DOCTOR[3:8])  # 5, not 2
    assert state.final and state.active == 1


def test_dw11_game_end_drawn_at_turn_end_draws_up_to_five() -> None:
    """DW-11: Game End drawn in the end-of-turn draw: set aside, draw up to 5."""
    deck = [*DOCTOR[:8], GAME_END, AMY[0]]
    match = table(hand_0=FILL[:3], hand_1=[AMY[1]], deck=deck)
    play(match, 0, "pass", cards=FILL[:3])
    state = dw(match)
    assert len(state.hand[0].cards) == 5 and state.final and state.active == 1


def test_dw12_final_phase_one_action_no_pass_ends_when_nobody_can_act() -> None:
    """DW-12, DW-G1 (no 3-card minimum), DW-G15."""
    match = table(final=True, hand_0=[FILL[0], FILL[1]], hand_1=[FILL[2]])
    assert not legal(match, 0, "pass")
    play(match, 0, "location", card=FILL[0])
    assert dw(match).active == 1  # one action only
    play(match, 1, "discard", cards=[FILL[2]])
    # seat 2 has nothing and cannot buy: the game ends
    assert match.is_over and dw(match).over_reason == "no_action"


def test_dw13_sixteen_point_scoring_example() -> None:
    """Rulebook: Nyusechka (seat 0) has 5 locations, 2 attacked; she attacks one of
    Aleksei's and one of Artem's starting locations: 10 + 6 = 16."""
    locs = {0: [LEADWORTH, VENICE, BERLIN, HOUSE, STONEHENGE], 1: [STORMCAGE], 2: [STARSHIP]}
    attacks: dict[str, tuple[int, list[str], list[str]]] = {
        STORMCAGE: (0, [DALEKS[0]], []), STARSHIP: (0, [DALEKS[1]], []),
               LEADWORTH: (1, [SONTARANS[0]], []), STONEHENGE: (2, [MONKS[0]], [])}
    match = table(locs=locs, attacks=attacks)
    row = breakdown(dw(match))[0]
    assert (row["captured"], row["own"], row["total"]) == (10, 6, 16)


def test_dw13_shadow_proclamation_scores_for_no_one() -> None:
    locs = {0: [STARSHIP], 1: [STORMCAGE], 2: [COLCHESTER]}
    match = table(locs=locs, attacks={STORMCAGE: (0, [SHADOW], [])})
    assert [row["total"] for row in breakdown(dw(match))] == [5, 0, 5]


def test_dw13_g7_face_down_shadow_proclamation_turns_up_at_the_end() -> None:
    """DW-13, DW-G7."""
    locs = {0: [STARSHIP], 1: [STORMCAGE], 2: [COLCHESTER]}
    match = table(locs=locs, attacks={STORMCAGE: (0, [], [SHADOW])}, final=True)
    assert match.result()["scores"] == [10, 0, 5]  # public facts only, mid-game
    dw(match).stack.clear()  # seat 0 cannot act (no cards, no tokens): the turn to come
    match.game.begin_turn(dw(match), 0)  # type: ignore[attr-defined]  # ends the match
    assert match.is_over and match.result()["scores"] == [5, 0, 5]
    assert dw(match).up(STORMCAGE).cards == [SHADOW]


def test_dw14_empty_deck_is_rebuilt_from_the_discard_pile() -> None:
    match = table(hand_0=FILL[:3], deck=[], discard=[DOCTOR[0], DOCTOR[1], DOCTOR[2]])
    state = dw(match)
    state.deck.cards.clear()
    state.discard.cards[:] = [c2 for c2 in state.all_cards()
                              if c2 not in (*FILL[:3], *state.aside.cards,
                                            *state.locs[0].cards, *state.locs[1].cards,
                                            *state.locs[2].cards)]
    play(match, 0, "pass", cards=FILL[:3])
    assert state.reshuffles == 1 and len(state.hand[0].cards) == 2


def test_dw15_attack_legality_is_pairwise() -> None:
    """DW-15: every two enemy cards of one attack combine (same type or a listed pair)."""
    from cardtable.games.doctor_who.cards import legal_attack
    assert legal_attack([SILENCE[0], KOVARIAN]) and legal_attack([MONKS[0], KOVARIAN])
    assert not legal_attack([SILENCE[0], MONKS[0], KOVARIAN])
    assert legal_attack([CYBERMEN[0], ROBOFORMS[0]])  # London, 1940
    assert not legal_attack([DALEKS[0], CYBERMEN[0], ROBOFORMS[0]])
    assert legal_attack([MASTER_ROBO[0], MASTER_ROBO[1]])
    match = table(hand_0=[SILENCE[0], MONKS[0], *FILL[:3]])
    groups = [sorted(m["cards"]) for m in legal(match, 0, "attack")]
    assert sorted([SILENCE[0], MONKS[0]]) not in groups


def test_dw15_cards_added_to_an_attack_combine_with_every_card_already_there() -> None:
    """DW-15 (with DW-4): seat 0's attack holds The Silence face down; Madame Kovarian
    may join it, the Headless Monks may not (they combine with Kovarian, not with The
    Silence), and neither may the two together."""
    match = table(hand_0=[KOVARIAN, MONKS[0], *FILL[:3]],
                  attacks={STORMCAGE: (0, [], [SILENCE[0]])})
    onto = [sorted(m["cards"]) for m in legal(match, 0, "attack") if m["loc"] == STORMCAGE]
    assert [KOVARIAN] in onto and [MONKS[0]] not in onto
    assert sorted([KOVARIAN, MONKS[0]]) not in onto
    with pytest.raises(IllegalMove):
        play(match, 0, "attack", loc=STORMCAGE, cards=[MONKS[0]])
    play(match, 0, "attack", loc=STORMCAGE, cards=[KOVARIAN])
    assert sorted(dw(match).atk(STORMCAGE, 0).cards) == sorted([SILENCE[0], KOVARIAN])


MASTER_ROBO = [c("the-master"), ROBOFORMS[2]]


@pytest.mark.parametrize("looker", ["sonic-screwdriver", "psychic-paper",
                                    "visual-recognition-device"])
def test_dw16_g10_sonic_screwdriver_turns_the_attack_face_up_for_everyone(looker: str) -> None:
    """DW-16, DW-G10 (card text "Turn face up every card of one attack"): the attack's
    cards turn face up for every seat, in every view and log, with no reveal effect; a
    later conflict reveals nothing new, so Weeping Angels pays no token then either."""
    match = table(hand_0=[c(looker), DOCTOR[0], *FILL[:3]],
                  attacks={STARSHIP: (1, [], [ANGELS[0], DALEKS[0]])})
    play(match, 0, "support", card=c(looker), loc=STARSHIP)
    state = dw(match)
    assert state.time == [1, 0, 0]  # the card's token; no Weeping Angels token
    assert state.atk(STARSHIP, 1).cards == []
    for seat in (0, 1, 2, None):
        view = match.view(seat)
        assert set(view["zones"][state.up(STARSHIP).name]["cards"]) == {ANGELS[0], DALEKS[0]}
        logged = {e.get("card") for e in view["log"] if e["type"] == "turned_up"}
        assert logged == {ANGELS[0], DALEKS[0]}
    play(match, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0]])  # the conflict
    assert [e["card"] for e in events(match, "reveal")] == [DOCTOR[0]]  # nothing new
    assert state.time[1] == 0  # the Angels' owner got nothing


def test_dw16_angels_still_face_down_pay_their_token_in_a_conflict() -> None:
    """DW-16: Weeping Angels pays its token only when a conflict turns it face up."""
    match = table(hand_0=[DOCTOR[0], *FILL[:3]], attacks={STARSHIP: (1, [], [ANGELS[0]])})
    play(match, 0, "defend", loc=STARSHIP, cards=[DOCTOR[0]])
    assert dw(match).time[1] == 1


def test_dw18_davros_seizes_an_attack_with_a_face_up_daleks_card() -> None:
    match = table(hand_0=[DAVROS, *FILL[:3]],
                  attacks={COLCHESTER: (1, [DALEKS[0]], [ROBOFORMS[0]])})
    moves = legal(match, 0, "seize")
    assert moves == [{"type": "seize", "card": DAVROS, "loc": COLCHESTER}]
    play(match, 0, "seize", card=DAVROS, loc=COLCHESTER)
    state = dw(match)
    assert state.attacker[COLCHESTER] == 0
    assert set(state.up(COLCHESTER).cards) == {DALEKS[0], ROBOFORMS[0], DAVROS}


def test_dw18_g8_no_seizing_a_face_down_attack_or_on_your_own_location() -> None:
    """DW-18, DW-G8."""
    match = table(hand_0=[CYBERKING, *FILL[:3]],
                  attacks={COLCHESTER: (1, [], [CYBERMEN[0]]),
                           STARSHIP: (2, [CYBERMEN[1]], [])})
    assert not legal(match, 0, "seize")


def test_dw19_cardiff_stays_in_the_reserve() -> None:
    match = table(hand_0=[c("cardiff"), *FILL[:3]])
    play(match, 0, "support", card=c("cardiff"))
    play(match, 0, "pass", cards=FILL[:3])
    assert dw(match).kept[0].cards == [c("cardiff")]


def test_dw20_starting_locations_give_no_tokens_and_score_five() -> None:
    state = dw(cardtable.new_match("doctor-who", players=4, seed=5))
    assert state.time == [0, 0, 0, 0] and state.supply == 30
    assert [row["total"] for row in breakdown(state)] == [5, 5, 5, 5]


# -- special cards ------------------------------------------------------------------
def test_location_gives_its_time_tokens() -> None:
    match = table(hand_0=[CWMTAFF_, *FILL[:3]])
    play(match, 0, "location", card=CWMTAFF_)
    assert dw(match).time[0] == 3 and dw(match).supply == 27


CWMTAFF_ = c("cwmtaff")


def test_jammy_dodger_repels_a_face_down_attack() -> None:
    match = table(hand_0=[c("jammy-dodger"), *FILL[:3]],
                  attacks={STARSHIP: (1, [], [DALEKS[0]])})
    play(match, 0, "support", card=c("jammy-dodger"), loc=STARSHIP)
    state = dw(match)
    assert STARSHIP in state.tardis and STARSHIP not in state.attacker
    assert DALEKS[0] in state.discard.cards


def test_k9_needs_a_defender_discarded() -> None:
    match = table(hand_0=[c("k-9"), AMY[0], *FILL[:3]],
                  attacks={STARSHIP: (1, [], [DALEKS[0]])})
    play(match, 0, "support", card=c("k-9"), loc=STARSHIP, extra=AMY[0])
    assert AMY[0] in dw(match).discard.cards and STARSHIP in dw(match).tardis


def test_g9_dalek_sec_needs_a_dalek_it_can_see() -> None:
    """DW-G9: a Dalek-type card face up in the attack (Sonic Screwdriver turns it up)."""
    match = table(hand_0=[c("dalek-sec"), c("sonic-screwdriver"), *FILL[:4]],
                  attacks={STARSHIP: (1, [], [DALEKS[0]])})
    assert not [m for m in legal(match, 0, "support") if m["card"] == c("dalek-sec")]
    play(match, 0, "support", card=c("sonic-screwdriver"), loc=STARSHIP)
    play(match, 0, "support", card=c("dalek-sec"), loc=STARSHIP)
    assert STARSHIP in dw(match).tardis


def test_captain_jack_discards_one_face_down_enemy_and_an_empty_attack_ends() -> None:
    match = table(hand_0=[c("captain-jack"), *FILL[:3]],
                  attacks={STARSHIP: (1, [], [DALEKS[0]])})
    play(match, 0, "support", card=c("captain-jack"), loc=STARSHIP, down=0)
    state = dw(match)
    assert STARSHIP not in state.attacker and STARSHIP not in state.tardis


def test_tardis_and_crack_in_time_pay_per_token_in_play() -> None:
    match = table(hand_0=[c("tardis"), c("crack-in-time"), *FILL[:3]],
                  tardis=(STARSHIP, STORMCAGE), locs={0: [STARSHIP], 1: [STORMCAGE],
                                                     2: [COLCHESTER, BOWIE]},
                  attacks={BOWIE: (0, [DALEKS[0]], [])})
    play(match, 0, "support", card=c("tardis"))
    assert dw(match).time == [3, 1, 0]
    play(match, 0, "support", card=c("crack-in-time"))
    assert dw(match).time == [6, 1, 0]


def test_dreamlord_returns_up_to_three_tardis_tokens() -> None:
    """DW-G14."""
    match = table(hand_0=[c("dreamlord"), *FILL[:3]], tardis=(STORMCAGE, COLCHESTER))
    play(match, 0, "support", card=c("dreamlord"), locs=[STORMCAGE])
    assert dw(match).tardis == {COLCHESTER} and dw(match).time[0] == 2


def test_chameleon_arch_moves_an_attack_to_another_players_location() -> None:
    match = table(hand_0=[c("chameleon-arch"), *FILL[:3]],
                  attacks={STARSHIP: (1, [], [DALEKS[0]])})
    targets = {m["to"] for m in legal(match, 0, "support")
               if m["card"] == c("chameleon-arch")}
    assert targets == {COLCHESTER}  # never onto the attacker's own location
    play(match, 0, "support", card=c("chameleon-arch"), loc=STARSHIP, to=COLCHESTER)
    state = dw(match)
    assert state.attacker == {COLCHESTER: 1} and STARSHIP not in state.tardis
    assert state.atk(COLCHESTER, 1).cards == [DALEKS[0]]


def test_fish_fingers_and_custard_discard_and_draw_as_many_plus_one() -> None:
    """DW-G14."""
    match = table(hand_0=[c("fish-fingers-and-custard"), *FILL[:4]])
    play(match, 0, "support", card=c("fish-fingers-and-custard"), cards=FILL[:2])
    assert len(dw(match).hand[0].cards) == 5


def test_an_illegal_move_is_refused_and_changes_nothing() -> None:
    match = table(hand_0=FILL[:3])
    before = len(dw(match).log)
    with pytest.raises(IllegalMove):
        play(match, 0, "location", card=FILL[0])  # would leave 2 cards
    assert len(dw(match).log) == before


def test_dwg4_no_new_attack_without_a_dalek_token_no_tardis_without_one() -> None:
    """DW-G4."""
    locs = {0: [STARSHIP, BOWIE, LONDON, MUSEUM, VENICE, BERLIN], 1: [STORMCAGE],
            2: [COLCHESTER]}
    match = table(locs=locs, hand_1=[DALEKS[0], ROBOFORMS[2], *FILL[:3]], active=1,
                  attacks={BOWIE: (1, [], [SATURNYNS[0]]), LONDON: (1, [], [SATURNYNS[1]]),
                           MUSEUM: (1, [], [SATURNYNS[2]]), VENICE: (1, [], [ROBOFORMS[0]]),
                           BERLIN: (1, [], [ROBOFORMS[1]])})
    assert not [m for m in legal(match, 1, "attack") if m["loc"] == STARSHIP]
    assert [m for m in legal(match, 1, "attack") if m["loc"] == BOWIE]  # adding is fine
    match = table(locs={0: [STARSHIP, BOWIE, LONDON, MUSEUM, VENICE, BERLIN],
                        1: [STORMCAGE], 2: [COLCHESTER]},
                  tardis=(STARSHIP, BOWIE, LONDON, MUSEUM, VENICE),
                  hand_0=[c("jammy-dodger"), *FILL[:3]],
                  attacks={BERLIN: (1, [], [DALEKS[0]])})
    play(match, 0, "support", card=c("jammy-dodger"), loc=BERLIN)
    assert BERLIN not in dw(match).tardis and BERLIN not in dw(match).attacker


def test_dwg6_nothing_to_draw_and_play_goes_on() -> None:
    """DW-14, DW-G6: deck and discard pile both empty."""
    match = table(hand_0=FILL[:3], hand_1=FILL[3:6])
    state = dw(match)
    state.aside.cards.extend(state.deck.cards)
    state.deck.cards.clear()
    play(match, 0, "pass", cards=FILL[:3])
    assert state.hand[0].cards == [] and state.active == 1 and not match.is_over
    assert events(match, "no_card")


def test_dwg11_the_turn_limit_ends_and_scores_the_match() -> None:
    """DW-G11."""
    from cardtable.games.doctor_who.rules import TURN_LIMIT
    match = table(hand_0=FILL[:3], hand_1=FILL[3:6])
    dw(match).turns = TURN_LIMIT
    play(match, 0, "pass", cards=FILL[:3])
    assert match.is_over and dw(match).over_reason == "time_up"


def test_dwg15_final_phase_reserve_take_is_free_and_a_reserve_card_keeps_you_in() -> None:
    """DW-G15, DW-3."""
    match = table(final=True, reserve_0=[FILL[0]], hand_1=[FILL[1]])
    assert legal(match, 0, "take") and not legal(match, 0, "location")
    play(match, 0, "take", card=FILL[0])
    assert dw(match).active == 0  # the take is not the turn's action
    play(match, 0, "location", card=FILL[0])
    assert dw(match).active == 1


def test_dwg13_chameleon_arch_onto_a_tardis_location_discards_the_attack() -> None:
    """DW-G13: the usual placing rules apply where the attack lands."""
    match = table(hand_0=[c("chameleon-arch"), *FILL[:3]], tardis=(COLCHESTER,),
                  attacks={STARSHIP: (1, [SONTARANS[0]], [DALEKS[0]])})
    play(match, 0, "support", card=c("chameleon-arch"), loc=STARSHIP, to=COLCHESTER)
    state = dw(match)
    assert state.attacker == {} and COLCHESTER not in state.tardis
    assert {SONTARANS[0], DALEKS[0]} <= set(state.discard.cards)


def test_chameleon_arch_onto_a_defended_location_starts_a_conflict() -> None:
    match = table(hand_0=[c("chameleon-arch"), *FILL[:3]],
                  defenders={COLCHESTER: [DOCTOR[0]]},
                  attacks={STARSHIP: (1, [], [SATURNYNS[0]])})
    play(match, 0, "support", card=c("chameleon-arch"), loc=STARSHIP, to=COLCHESTER)
    state = dw(match)
    assert COLCHESTER in state.tardis and state.attacker == {}
    assert STARSHIP not in state.tardis  # DW: no TARDIS token where the attack left


def test_collecting_on_debts_discards_a_face_up_enemy() -> None:
    match = table(hand_0=[c("collecting-on-debts"), *FILL[:3]],
                  attacks={STARSHIP: (1, [DALEKS[0], DALEKS[1]], [])})
    play(match, 0, "support", card=c("collecting-on-debts"), loc=STARSHIP,
         target=DALEKS[0])
    state = dw(match)
    assert state.attacker[STARSHIP] == 1 and len(state.up(STARSHIP).cards) == 1


def test_psychic_paper_needs_a_face_down_card_to_look_at() -> None:
    """DW-G10."""
    match = table(hand_0=[c("psychic-paper"), *FILL[:3]],
                  attacks={STARSHIP: (1, [DALEKS[0]], [])})
    assert not [m for m in legal(match, 0, "support") if m["card"] == c("psychic-paper")]


def test_davros_plays_as_an_ordinary_dalek_and_cyberking_seizes_cybermen() -> None:
    """DW-18."""
    from cardtable.games.doctor_who.cards import legal_attack
    assert legal_attack([DAVROS, DALEKS[0], c("dalek-flagship")])
    assert not legal_attack([DAVROS, CYBERMEN[0]])
    match = table(hand_0=[CYBERKING, *FILL[:3]],
                  attacks={COLCHESTER: (1, [CYBERMEN[0]], [])})
    play(match, 0, "seize", card=CYBERKING, loc=COLCHESTER)
    assert dw(match).attacker[COLCHESTER] == 0 and dw(match).daleks_in_play(1) == 0
