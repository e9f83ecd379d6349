"""A scenario test per ruling RS-1..RS-12 (``shared/rulings/redshirts.md``)."""

from __future__ import annotations

import random

import cardtable
from cardtable.engine.choose import expand
from cardtable.games.redshirts import RedshirtsState
from cardtable.games.redshirts.cards import last_name
from cardtable.games.redshirts.effects import card_job, release_fired

from .scenario import (card, explain, legal, log_types, pass_round, phase, pick, play, skills,
                       state_of, table, team)

THREE = {0: ["dana-fodder", "bob-nameless"], 1: ["jimmy-expendable"], 2: ["kelly-peril"]}


def test_rs1_setup_five_cards_four_redshirts_first_last_name_starts() -> None:
    """RS-1: setup five cards four redshirts first last name starts."""
    for seed in range(6):
        match = cardtable.new_match("redshirts", players=2 + seed, seed=seed)
        state = state_of(match)
        assert all(len(state.hand[s].cards) == 5 for s in range(match.players))
        assert all(len(state.team[s].cards) == 4 for s in range(match.players))
        first = min(range(match.players),
                    key=lambda s: min(last_name(rs) for rs in state.team[s].cards))
        assert state.active == first and match.to_move() == [first]


def test_rs1_play_goes_clockwise() -> None:
    """RS-1: play goes clockwise."""
    match = table(3, active=2, teams=THREE)
    play(match, 2, {"type": "end"})
    assert state_of(match).active == 0


def test_rs2_a_player_with_no_redshirts_wins_at_the_end_of_anyones_turn() -> None:
    """RS-2: a player with no redshirts wins at the end of anyones turn."""
    match = table(3, active=0, teams={0: ["dana-fodder"], 1: [], 2: ["kelly-peril"]})
    play(match, 0, {"type": "end"})
    assert match.is_over and match.result()["winners"] == [1]


def test_rs2_the_active_player_wins_first_then_turn_order_after_them() -> None:
    """RS-2: the active player wins first then turn order after them."""
    match = table(3, active=1, teams={0: [], 1: ["dana-fodder"], 2: []},
                  missions={1: "mis-negotiate-with-the-overlord"})
    play(match, 1, {"type": "attempt", "rs": "dana-fodder"})
    pass_round(match)  # Dana fails and is Killed: seat 1 has none either
    play(match, 1, {"type": "end"})
    assert match.result()["winners"] == [1]
    match = table(4, active=1, teams={0: [], 1: ["dana-fodder"], 2: ["sally-doomed"], 3: []})
    play(match, 1, {"type": "end"})
    assert match.result()["winners"] == [3]  # after seat 1 in turn order: 2, 3, 0


def test_rs3_unzap_then_draw_up_to_five_never_discard_for_hand_size() -> None:
    """RS-3: unzap then draw up to five never discard for hand size."""
    match = table(2, active=1, teams={0: ["dana-fodder", "bob-nameless"], 1: ["kelly-peril"]},
                  zapped=["dana-fodder", "kelly-peril"], hands={0: ["eq-tri-gizmo"]})
    play(match, 1, {"type": "end"})
    state = state_of(match)
    assert card("dana-fodder") not in state.zapped and len(state.hand[1].cards) == 5
    seven = ["eq-ray-gun", "eq-tri-gizmo", "eq-hypo-squirter", "eq-hyper-spanner",
             "eq-fake-mustache", "ev-red-alert", "ev-double-shift"]
    match = table(2, teams={0: ["dana-fodder"], 1: ["kelly-peril"]}, hands={0: seven})
    play(match, 0, {"type": "end"})
    assert len(state_of(match).hand[0].cards) == 7


def test_rs3_more_redshirts_than_you_started_with_discard_down_your_choice() -> None:
    """RS-3: more redshirts than you started with discard down your choice."""
    six = ["dana-fodder", "bob-nameless", "jimmy-expendable", "kelly-peril", "hugh-mann",
           "sally-doomed"]
    match = table(2, teams={0: six, 1: ["gary-goner"]})
    play(match, 0, {"type": "end"})
    assert phase(match) == "discard_team"
    play(match, 0, {"type": "discard_redshirts", "rs": ["hugh-mann", "sally-doomed"]})
    assert team(match, 0) == six[:4]
    assert state_of(match).active == 1


def test_rs3_one_attempt_and_one_ready_room_per_turn() -> None:
    """RS-3: one attempt and one ready room per turn."""
    match = table(2, teams={0: ["dana-fodder", "bob-nameless", "kelly-peril"],
                            1: ["gary-goner"]},
                  hands={0: ["eq-tri-gizmo", "eq-ray-gun"]}, log_deck=["ev-red-alert"])
    play(match, 0, {"type": "ready_room", "rs": "kelly-peril"})
    play(match, 0, {"type": "ready_discard", "cards": ["eq-tri-gizmo"]})
    assert sorted(state_of(match).hand[0].cards) == [card("eq-ray-gun"), card("ev-red-alert")]
    assert not legal(match, 0, "ready_room")


def test_rs4_must_attempt_before_ending_the_turn() -> None:
    """RS-4: must attempt before ending the turn."""
    match = table(2, teams={0: ["dana-fodder"], 1: ["gary-goner"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    assert not legal(match, 0, "end")
    try:
        play(match, 0, {"type": "end"})
    except cardtable.IllegalMove as error:
        assert "RS-4" in str(error)
    else:
        raise AssertionError("ending the turn with a Mission to attempt was accepted")


def test_rs4_no_redshirt_with_the_prerequisite_discard_it_and_draw_a_redshirt() -> None:
    """RS-4: no redshirt with the prerequisite discard it and draw a redshirt."""
    match = table(2, teams={0: ["dana-fodder"], 1: ["gary-goner"]},
                  missions={0: "mis-poke-this-slime"}, rs_deck=["tom-twinn"])  # needs SCI
    assert not legal(match, 0, "attempt")
    play(match, 0, {"type": "end"})
    assert team(match, 0) == ["dana-fodder", "tom-twinn"]
    assert card("mis-poke-this-slime") in state_of(match).log_discard.cards
    assert "no_attempt" in log_types(match)


def test_rs5_every_player_asked_from_the_next_until_all_pass_in_a_row() -> None:
    """RS-5: every player asked from the next until all pass in a row."""
    match = table(4, active=1, teams={0: ["gary-goner"], 1: ["dana-fodder"],
                                      2: ["kelly-peril"], 3: ["hugh-mann"]},
                  hands={3: ["eq-ray-gun"]}, missions={1: "mis-negotiate-with-the-overlord"})
    play(match, 1, {"type": "attempt", "rs": "dana-fodder"})
    asked = []
    for seat in (2, 3):
        asked.append(match.to_move()[0])
        play(match, seat, {"type": "pass"} if seat == 2 else
             {"type": "equip", "card": "eq-ray-gun", "rs": "dana-fodder"})
    for _ in range(4):  # after a go, everyone again: 0, 1, 2, 3
        asked.append(match.to_move()[0])
        play(match, asked[-1], {"type": "pass"})
    assert asked == [2, 3, 0, 1, 2, 3]
    assert phase(match) == "turn"


def test_rs5_asked_whatever_the_hand() -> None:
    """RS-5: asked whatever the hand."""
    match = table(3, teams=THREE, missions={0: "mis-negotiate-with-the-overlord"})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    assert match.to_move() == [1] and legal(match, 1) == [{"type": "pass"}]  # empty hand


def test_rs5_prerequisite_checked_only_when_declared_skills_when_resolved() -> None:
    """RS-5: prerequisite checked only when declared skills when resolved."""
    # Reroute Power: prereq ENG, needs SCI. Chip Kaboom (INF, ENG) attempts; then loses ENG
    # and gains SCI: the attempt goes on and succeeds.
    match = table(3, teams={0: ["chip-kaboom"], 1: ["jimmy-expendable"], 2: ["kelly-peril"]},
                  hands={1: ["eq-hyper-spanner-wrong-size"], 2: ["eq-tri-gizmo"]},
                  missions={0: "mis-reroute-power"})
    play(match, 0, {"type": "attempt", "rs": "chip-kaboom"})
    play(match, 1, {"type": "equip", "card": "eq-hyper-spanner-wrong-size", "rs": "chip-kaboom"})
    play(match, 2, {"type": "equip", "card": "eq-tri-gizmo", "rs": "chip-kaboom"})
    assert skills(match, "chip-kaboom") == {"INF", "SCI"}
    pass_round(match)
    assert "chip-kaboom" in team(match, 0) and len(team(match, 0)) == 2  # success: +1


def test_rs6_location_beats_equipment_event_beats_location() -> None:
    """RS-6: location beats equipment event beats location."""
    match = table(2, teams={0: ["sally-doomed", "bob-nameless"], 1: ["gary-goner"]},
                  on={"sally-doomed": ["eq-tri-gizmo"]}, locations={0: "loc-strange-energy-field"},
                  hands={0: ["ev-crash-course"]})
    assert skills(match, "sally-doomed") == {"MED"}
    assert explain(match, "sally-doomed")[0].startswith(
        "Science: removed by Location A Strange Energy Field")
    assert "which beats Equipment Tri-Gizmo" in explain(match, "sally-doomed")[0]
    play(match, 0, {"type": "event", "card": "ev-crash-course"})
    pick(match, 0, rs=card("sally-doomed"))
    pick(match, 0, skill="SCI")
    assert skills(match, "sally-doomed") == {"SCI", "MED"}


def test_rs6_within_a_layer_the_later_card_wins() -> None:
    """RS-6: within a layer the later card wins."""
    match = table(2, teams={0: ["kelly-peril"], 1: ["gary-goner"]},
                  hands={0: ["loc-sickbay", "loc-plague-moon"]})
    play(match, 0, {"type": "location", "card": "loc-sickbay", "team": 0})
    assert "MED" in skills(match, "kelly-peril")
    play(match, 0, {"type": "location", "card": "loc-plague-moon", "team": 1})
    assert "MED" not in skills(match, "kelly-peril")  # Plague Moon reaches every team


def test_rs6_mirror_mirror_inverts_printed_skills_then_equipment_trumps() -> None:
    """RS-6: mirror mirror inverts printed skills then equipment trumps."""
    match = table(2, teams={0: ["kelly-peril"], 1: ["gary-goner"]},
                  hands={0: ["ev-mirror-mirror", "eq-extra-bright-red-uniform", "eq-tri-gizmo-dead-batteries"]})
    play(match, 0, {"type": "event", "card": "ev-mirror-mirror"})
    pick(match, 0, rs=card("kelly-peril"))
    assert skills(match, "kelly-peril") == {"TAC", "SCI", "MED", "ENG", "DIP"}
    play(match, 0, {"type": "equip", "card": "eq-tri-gizmo-dead-batteries", "rs": "kelly-peril"})
    play(match, 0, {"type": "equip", "card": "eq-extra-bright-red-uniform", "rs": "kelly-peril"})
    assert skills(match, "kelly-peril") == {"TAC", "MED", "ENG", "DIP"}


def test_rs7_attempting_redshirt_killed_attempt_again_with_another() -> None:
    """RS-7: attempting redshirt killed attempt again with another."""
    match = table(3, teams={0: ["dana-fodder", "bob-nameless"], 1: ["jimmy-expendable"],
                            2: ["kelly-peril"]},
                  hands={1: ["ev-hes-dead-jim"]}, missions={0: "mis-negotiate-with-the-overlord"})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    play(match, 1, {"type": "event", "card": "ev-hes-dead-jim"})
    assert team(match, 0) == ["bob-nameless"] and phase(match) == "reattempt"
    assert {m["type"] for m in legal(match, 0)} == {"attempt", "drop_mission"}
    play(match, 0, {"type": "attempt", "rs": "bob-nameless"})
    assert phase(match) == "modify" and match.to_move() == [1]  # a new Modify step
    pass_round(match)
    assert team(match, 0) == []


def test_rs7_drop_the_mission_without_penalty() -> None:
    """RS-7: drop the mission without penalty."""
    match = table(3, teams=THREE, hands={1: ["ev-belay-that-order"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    play(match, 1, {"type": "event", "card": "ev-belay-that-order"})
    play(match, 0, {"type": "drop_mission"})
    play(match, 0, {"type": "end"})
    assert team(match, 0) == ["dana-fodder", "bob-nameless"]  # no Redshirt drawn


def test_rs7_mission_leaves_the_attempt_counts_and_the_redshirt_stays_zapped() -> None:
    """RS-7: mission leaves the attempt counts and the redshirt stays zapped."""
    match = table(3, teams=THREE, hands={1: ["ev-mission-scrubbed"], 0: ["mis-scout-the-jungle-planet"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    play(match, 1, {"type": "event", "card": "ev-mission-scrubbed"})
    if phase(match) == "pick":
        pick(match, 1, seat=0)
    assert phase(match) == "turn" and card("dana-fodder") in state_of(match).zapped
    play(match, 0, {"type": "assign", "card": "mis-scout-the-jungle-planet", "to": 0})
    assert not legal(match, 0, "attempt")  # the turn's attempt was used
    play(match, 0, {"type": "end"})
    assert len(team(match, 0)) == 2  # RS-G3: no penalty, the Mission stays for next turn
    assert state_of(match).mission[0].cards == [card("mis-scout-the-jungle-planet")]


def test_rs8_active_players_effects_first_then_turn_order() -> None:
    """RS-8: active players effects first then turn order."""
    state = state_of(table(4, active=2, teams={0: ["tina-toast"], 1: ["tom-twinn"],
                                               2: ["emo-pathos"], 3: ["karuk-honorbound"]}))
    state.fired = [card_job(card(rs), 0, seat, 1, self=card(rs))
                   for seat, rs in ((0, "tina-toast"), (1, "tom-twinn"), (3, "karuk-honorbound"),
                                    (2, "emo-pathos"))]
    release_fired(state)
    assert [job["you"] for job in state.todo] == [2, 3, 0, 1]


def test_rs8_one_players_triggers_in_the_order_they_fired() -> None:
    """RS-8: one players triggers in the order they fired."""
    # Fix the Exhaust Port fails: Tina Toast (attempting) then Tom Twinn are Killed.
    match = table(3, teams={0: ["tina-toast", "tom-twinn"], 1: ["jimmy-expendable"],
                            2: ["kelly-peril"]},
                  hands={1: ["eq-hyper-spanner-wrong-size"]},
                  missions={0: "mis-fix-the-exhaust-port"}, rs_deck=["gary-goner"],
                  log_deck=["ev-red-alert"])
    play(match, 0, {"type": "attempt", "rs": "tina-toast"})
    pass_round(match)
    types = [t for t in log_types(match) if t in ("draw_log", "draw_redshirt", "killed")]
    assert types[-4:] == ["killed", "killed", "draw_log", "draw_redshirt"]
    assert team(match, 0) == ["gary-goner"]


def test_rs9_no_deals_only_game_moves() -> None:
    """RS-9: no deals only game moves."""
    kinds = set()
    rng = random.Random(9)
    match = cardtable.new_match("redshirts", players=3, seed=9)
    while not match.is_over and len(match.moves) < 600:
        seat = match.to_move()[0]
        moves = expand(match.legal_moves(seat), rng)
        kinds |= {m["type"] for m in moves}
        match.play(seat, rng.choice(moves))
    assert not kinds & {"deal", "offer", "bargain", "trade"}
    assert kinds <= {"equip", "location", "event", "assign", "attempt", "ability", "ready_room",
                     "end", "pass", "done", "drop_mission", "pick", "discard", "ready_discard",
                     "discard_redshirts"}


def test_rs10_an_empty_redshirt_deck_is_rebuilt_from_its_discard_pile() -> None:
    """RS-10: an empty redshirt deck is rebuilt from its discard pile."""
    match = table(2, teams={0: ["dana-fodder"], 1: ["gary-goner"]},
                  missions={0: "mis-poke-this-slime"}, rs_discard=["tom-twinn"])
    state = state_of(match)
    for rs in list(state.rs_deck.cards):  # empty the deck: park them in the discard too
        state.transfer(rs, state.rs_deck, state.rs_discard)
    play(match, 0, {"type": "end"})  # RS-4 penalty: draw a Redshirt
    assert len(team(match, 0)) == 2 and state.reshuffles[0] == 1


def test_rs10_both_empty_no_draw() -> None:
    """RS-10: both empty no draw."""
    match = table(2, teams={0: ["dana-fodder"], 1: ["gary-goner"]},
                  missions={0: "mis-poke-this-slime"})
    state = state_of(match)
    for rs in list(state.rs_deck.cards):
        state.transfer(rs, state.rs_deck, state.team[1])
    for one in list(state.log_deck.cards):
        state.transfer(one, state.log_deck, state.hand[1])
    play(match, 0, {"type": "end"})
    assert team(match, 0) == ["dana-fodder"]  # no Redshirt anywhere: none drawn
    assert any(event["type"] == "no_card" and event["deck"] == "rs_deck"
               for _, event in state.log)
    # the Log deck is rebuilt from its discard pile: only the discarded Mission is there
    assert state.hand[0].cards == [card("mis-poke-this-slime")]


def test_rs11_missions_assigned_only_in_your_own_turn_never_in_modify() -> None:
    """RS-11: missions assigned only in your own turn never in modify."""
    match = table(3, teams=THREE, hands={1: ["mis-scout-the-jungle-planet"],
                                         0: ["mis-reroute-power"]},
                  missions={0: "mis-negotiate-with-the-overlord"})
    assert legal(match, 0, "assign") and not legal(match, 1)
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    assert not legal(match, 1, "assign")
    play(match, 1, {"type": "pass"})
    play(match, 2, {"type": "pass"})
    assert not legal(match, 0, "assign")  # the active player's own go neither


def test_rs12_redshirts_dealt_at_setup_do_not_enter_play() -> None:
    """RS-12: redshirts dealt at setup do not enter play."""
    for seed in range(40):
        match = cardtable.new_match("redshirts", players=7, seed=seed)
        state: RedshirtsState = state_of(match)
        if any(card("penny-jinx") in state.team[s].cards for s in range(7)):
            assert all(len(state.team[s].cards) == 4 for s in range(7))
            assert "killed" not in log_types(match)
            return
    raise AssertionError("no seed dealt Penny Jinx")


def test_rs12_entering_after_setup_triggers() -> None:
    """RS-12: entering after setup triggers."""
    match = table(2, teams={0: ["dana-fodder", "bob-nameless"], 1: ["gary-goner"]},
                  missions={0: "mis-poke-this-slime"}, rs_deck=["penny-jinx"])
    play(match, 0, {"type": "end"})  # penalty: Penny Jinx joins, Kills another (owner picks)
    assert phase(match) == "pick" and match.to_move() == [0]
    pick(match, 0, rs=card("bob-nameless"))
    assert team(match, 0) == ["dana-fodder", "penny-jinx"]
