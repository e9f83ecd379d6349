"""Red Dwarf: a scenario test per ruling (RD-1..RD-16), per card kind and special card,
and per gap ruling (RD-G*, ``cards/red-dwarf.md``).

Rulebook: shared/rules/red-dwarf.txt; rulings: shared/rulings/red-dwarf.md."""

from __future__ import annotations

import pytest

import cardtable
from cardtable import IllegalMove
from cardtable.engine.choose import choice_field
from cardtable.games.red_dwarf.cards import CARDS, CAST_CARDS, KIND, icon
from cardtable.games.red_dwarf.rules import TURN_LIMIT

from .helpers import (MissionSpec, ASTRO_NAV, BEAM_DOWN, CATNAP, DISTRACT, DR, FILL, FOCUS, HOLLY, HUDZEN,
                      HW, ME2, MT, OP, PLAY_GUITAR, PROWL, QUEEG, RED_ALERT, SALUTE, SK,
                      SMEG, SPACE_CORPS, SQ, THE_END, WILD, answers, hand, let_through, play,
                      rd, table)

SENILITY = "rd-trouble-computer-senility#1"
HOP_DRIVE = "rd-bonus-holly-hop-drive#1"
LAGER_RUN = "rd-task-lister-2#1"  # Lister: hallway, skutter (1)


def catnap_for_cat(travels: list[tuple[str, int, str]] | None = None,
                   owner: int = 1) -> dict[str, MissionSpec]:
    return {"cat": (CATNAP, owner, ["cat"], travels or [])}


# -- the table ---------------------------------------------------------------
def test_rd1_a_cast_member_is_on_one_mission_at_a_time() -> None:
    """RD-1: a cast member is on one mission at a time."""
    match = table(hand_0=[PLAY_GUITAR, BEAM_DOWN, *FILL[:6]],
                  missions={"lister": (LAGER_RUN, 1, ["lister"], [])})
    tasks = [m for m in match.legal_moves(0) if m["type"] == "task"]
    assert {(m["card"], m["cast"]) for m in tasks} == {
        (BEAM_DOWN, "rimmer"), (BEAM_DOWN, "cat"), (BEAM_DOWN, "kryten")}
    view = match.view(0)["public"]
    assert [c["mission"] for c in view["cast"]] == ["lister", None, None, None]
    assert not any(c["focused"] for c in view["cast"])


def test_rd2_holly_and_episodes_are_played_from_the_bbc_and_go_home() -> None:
    """RD-2: holly and episodes are played from the bbc and go home."""
    match = table(hand_0=FILL[:7], hand_1=[SENILITY, *FILL[7:13]],
                  missions={"rimmer": (ASTRO_NAV, 0, ["rimmer"], [])})
    holly = {"type": "travel", "card": HOLLY, "mission": "rimmer", "icon": "holly"}
    assert holly in match.legal_moves(0)
    match.play(0, holly)
    assert HOLLY in rd(match).mission_zone["rimmer"].cards
    play(match, 1, "trouble", card=SENILITY)  # Computer Senility answers Holly
    let_through(match, 0)
    assert HOLLY in rd(match).bbc.cards and HOLLY not in rd(match).pod.cards
    # an episode from the BBC, distracted, goes home too
    match = table(hand_0=FILL[:7], hand_1=[DISTRACT[0], *FILL[7:13]])
    play(match, 0, "episode", card=ME2, cast=["cat", "kryten"])
    assert rd(match).missions["cat"]["cast"] == ["cat", "kryten"]
    play(match, 1, "distract", card=DISTRACT[0], cast="kryten")
    let_through(match, 0)
    assert ME2 in rd(match).bbc.cards and rd(match).missions == {}


def test_rd3_a_mission_records_its_player_cast_ribbon_and_each_players_travels() -> None:
    """RD-3: a mission records its player cast ribbon and each players travels."""
    match = table(hand_0=[HW[0], *FILL[:6]],
                  missions=catnap_for_cat([(DR[0], 1, "drive-room")]))
    play(match, 0, "travel", card=HW[0], mission="cat", icon="hallway")
    mission = match.view(None)["public"]["missions"][0]
    assert mission["owner"] == 1 and mission["cast"] == ["cat"] and mission["points"] == 2
    assert mission["ribbon"] == ["drive-room", "hallway", "sleeping-quarters"]
    assert [(t["card"], t["seat"]) for t in mission["travels"]] == [(DR[0], 1), (HW[0], 0)]
    assert mission["open"] == ["sleeping-quarters"]


# -- a turn --------------------------------------------------------------------
def test_rd4_draw_from_the_laundry_list_or_work_zed_shift_on_a_travel_or_task() -> None:
    """RD-4: draw from the laundry list or work zed shift on a travel or task."""
    match = table(phase="draw", hand_0=FILL[:7], pod=[SMEG[0], DR[0]], laundry=[HW[0]])
    assert match.legal_moves(0) == [{"type": "draw", "from": "laundry"},
                                    {"type": "draw", "from": "pod"}]
    play(match, 0, "draw", **{"from": "pod"})
    assert DR[0] in hand(match, 0) and rd(match).pod.cards == [SMEG[0]]
    assert match.view(1)["zones"]["hand:0"]["cards"] == [DR[0]] + [None] * 7  # known first
    match = table(phase="draw", hand_0=FILL[:7], pod=[DR[0], SMEG[0]], laundry=[HW[0]])
    assert match.legal_moves(0) == [{"type": "draw", "from": "laundry"}]  # a Re-Cyc on top
    play(match, 0, "draw", **{"from": "laundry"})
    assert HW[0] in hand(match, 0) and match.view(1)["zones"]["hand:0"]["cards"] is None


def test_rd4_a_task_goes_under_its_own_cast_member_or_any_for_any() -> None:
    """RD-4: a task goes under its own cast member or any for any."""
    match = table(hand_0=[SALUTE, BEAM_DOWN, *FILL[:6]])
    tasks = {(m["card"], m["cast"]) for m in match.legal_moves(0) if m["type"] == "task"}
    assert tasks == {(SALUTE, "rimmer"), *((BEAM_DOWN, c) for c in
                                            ("lister", "rimmer", "cat", "kryten"))}


def test_rd4_one_non_recyc_play_a_turn_then_discard_to_exactly_seven() -> None:
    """RD-4: one non recyc play a turn then discard to exactly seven."""
    match = table(hand_0=[SALUTE, BEAM_DOWN, FOCUS[0], *FILL[:5]])
    play(match, 0, "task", card=SALUTE, cast="rimmer")
    let_through(match, 1)
    kinds = {m["type"] for m in match.legal_moves(0)}
    assert kinds == {"focus", "end"}  # no second task: one non-Re-Cyc play (RD-4)
    play(match, 0, "end")  # 7 cards: no discard, the opponent's turn
    assert match.to_move() == [1] and match.view(None)["public"]["phase"] == "draw"


def test_rd4_discard_to_seven_is_one_choose_k_move() -> None:
    """RD-4: discard to seven is one choose k move."""
    match = table(hand_0=[*FILL[:8]])  # 8 cards after the draw, nothing played
    play(match, 0, "end")
    [template] = match.legal_moves(0)
    assert choice_field(template) == "cards" and template["cards"]["choose"]["min"] == 1
    with pytest.raises(IllegalMove):
        match.play(0, {"type": "discard", "cards": FILL[:2]})
    match.play(0, {"type": "discard", "cards": [FILL[3]]})
    assert len(hand(match, 0)) == 7 and rd(match).pod.cards == [FILL[3]]


def test_rd4_an_episode_goes_under_n_free_cast_members() -> None:
    """RD-4: an episode goes under n free cast members."""
    match = table(hand_0=FILL[:8], missions={"lister": (LAGER_RUN, 1, ["lister"], [])})
    episodes = [m for m in match.legal_moves(0) if m["type"] == "episode"]
    me2 = [m["cast"] for m in episodes if m["card"] == ME2]
    assert me2 == [["rimmer", "cat"], ["rimmer", "kryten"], ["cat", "kryten"]]
    assert not [m for m in episodes if m["card"] == THE_END]  # needs 4: Lister is busy


def test_rd5_a_recyc_is_replaced_at_once_and_the_new_card_waits_for_the_next_chain() -> None:
    """RD-5: a recyc is replaced at once and the new card waits for the next chain."""
    match = table(hand_0=[DR[0], SMEG[0], *FILL[:5]], hand_1=[RED_ALERT[0], *FILL[5:11]],
                  laundry=[SMEG[2], SMEG[1]], missions=catnap_for_cat())
    play(match, 0, "travel", card=DR[0], mission="cat", icon="drive-room")
    held = len(hand(match, 1))
    play(match, 1, "trouble", card=RED_ALERT[0])
    assert SMEG[1] in hand(match, 1) and len(hand(match, 1)) == held  # replaced at once
    play(match, 0, "smeg_off", card=SMEG[0])
    assert SMEG[2] in hand(match, 0)
    assert answers(match, 1) == []  # the Smeg Off it just drew cannot join this chain
    let_through(match, 1)
    assert match.to_move() == [0] and rd(match).turns == 1  # back to the turn
    assert rd(match).missions["cat"]["travels"] == [[DR[0], 0, "drive-room"]]


def test_rd6_the_wild_card_fills_any_open_icon_and_is_reassigned_later() -> None:
    """RD-6: the wild card fills any open icon and is reassigned later."""
    match = table(hand_0=[WILD[0], DR[0], *FILL[:6]], missions=catnap_for_cat())
    wild = [m for m in match.legal_moves(0) if m.get("card") == WILD[0]]
    assert [m["icon"] for m in wild] == ["drive-room", "hallway", "sleeping-quarters"]
    play(match, 0, "travel", card=WILD[0], mission="cat", icon="drive-room")
    let_through(match, 1)
    rd(match).played = False  # as in a later turn of seat 0
    match._legal = None
    real = [m for m in match.legal_moves(0) if m.get("card") == DR[0]]
    assert real == [{"type": "travel", "card": DR[0], "mission": "cat", "icon": "drive-room",
                     "rewild": "hallway"},
                    {"type": "travel", "card": DR[0], "mission": "cat", "icon": "drive-room",
                     "rewild": "sleeping-quarters"}]
    match.play(0, real[0])
    travels = match.view(None)["public"]["missions"][0]["travels"]
    assert [(t["card"], t["icon"], t["wild"]) for t in travels] == [
        (WILD[0], "hallway", True), (DR[0], "drive-room", False)]


def test_rd6_no_trouble_answers_the_wild_card() -> None:
    """RD-6: no trouble answers the wild card."""
    match = table(hand_0=[WILD[0], *FILL[:6]], hand_1=[*RED_ALERT, *HUDZEN, *FILL[6:9]],
                  missions=catnap_for_cat())
    play(match, 0, "travel", card=WILD[0], mission="cat", icon="drive-room")
    assert [m["type"] for m in answers(match, 1)] == []


# -- responses ---------------------------------------------------------------------
def test_rd7_the_opponent_is_asked_after_every_play_whatever_their_hand() -> None:
    """RD-7: the opponent is asked after every play whatever their hand."""
    match = table(hand_0=[SALUTE, FOCUS[0], *FILL[:6]], hand_1=FILL[6:13])
    play(match, 0, "task", card=SALUTE, cast="rimmer")
    assert match.to_move() == [1] and match.legal_moves(1) == [{"type": "pass"}]
    window = match.view(1)["window"]
    assert window["name"] == "respond" and window["asked"] == [1]
    assert match.view(1)["public"]["responding_to"] == 0
    let_through(match, 1)
    play(match, 0, "focus", card=FOCUS[0], cast="rimmer")  # a Re-Cyc play: asked again
    assert match.to_move() == [1] and match.legal_moves(1) == [{"type": "pass"}]


def test_rd7_a_chain_three_deep_resolves_last_in_first_out() -> None:
    """RD-7: a chain three deep resolves last in first out."""
    match = table(hand_0=[DR[0], SMEG[0], *FILL[:5]], hand_1=[RED_ALERT[0], *FILL[5:11]],
                  missions=catnap_for_cat([(HW[0], 0, "hallway")]))
    play(match, 0, "travel", card=DR[0], mission="cat", icon="drive-room")
    play(match, 1, "trouble", card=RED_ALERT[0])
    play(match, 0, "smeg_off", card=SMEG[0])
    chain = match.view(None)["public"]["chain"]
    assert [(link["seat"], link["kind"], link.get("target")) for link in chain] == [
        (0, "travel", None), (1, "trouble", 0), (0, "smeg-off", 1)]
    let_through(match, 1)
    texts = [e["text"] for e in match.view(None)["log"]]
    assert texts.index("Smeg Off cancels the card it answered.") \
        < texts.index("Red Alert is cancelled.")
    assert rd(match).missions["cat"]["travels"] == [[HW[0], 0, "hallway"],
                                                    [DR[0], 0, "drive-room"]]
    assert rd(match).pod.cards[-2:] == [RED_ALERT[0], SMEG[0]]


def test_rd8_trouble_sends_all_of_that_players_travels_on_the_mission_to_heaven() -> None:
    """RD-8: trouble sends all of that players travels on the mission to heaven."""
    match = table(hand_0=[HW[1], *FILL[:6]], hand_1=[HUDZEN[0], *FILL[6:12]],
                  missions={"cat": (PROWL, 1, ["cat"], [(HW[0], 0, "hallway"),
                                                         (DR[0], 1, "drive-room")])})
    play(match, 0, "travel", card=HW[1], mission="cat", icon="hallway")
    play(match, 1, "trouble", card=HUDZEN[0])
    let_through(match, 0)
    assert rd(match).missions["cat"]["travels"] == [[DR[0], 1, "drive-room"]]
    assert rd(match).pod.cards == [HW[0], HW[1], HUDZEN[0]]


def test_rd8_no_trouble_on_the_last_card_a_mission_needs() -> None:
    """RD-8: no trouble on the last card a mission needs."""
    match = table(hand_0=[SQ[0], *FILL[:6]], hand_1=["rd-trouble-talkie-toaster#1", *FILL[6:12]],
                  missions=catnap_for_cat([(DR[0], 1, "drive-room"), (HW[0], 1, "hallway")]))
    play(match, 0, "travel", card=SQ[0], mission="cat", icon="sleeping-quarters")
    assert answers(match, 1) == []


def test_rd8_trouble_only_answers_its_own_icon() -> None:
    """RD-8: trouble only answers its own icon."""
    match = table(hand_0=[DR[0], *FILL[:6]], hand_1=[HUDZEN[0], RED_ALERT[0], *FILL[6:11]],
                  missions=catnap_for_cat())
    play(match, 0, "travel", card=DR[0], mission="cat", icon="drive-room")
    assert answers(match, 1) == [{"type": "trouble", "card": RED_ALERT[0]}]


def test_rd9_bonus_points_ride_with_their_travel_and_score_if_it_stands() -> None:
    """RD-9: bonus points ride with their travel and score if it stands."""
    match = table(hand_0=[DR[0], SPACE_CORPS[0], *FILL[:5]], laundry=[OP[0]],
                  missions=catnap_for_cat())
    play(match, 0, "travel", card=DR[0], mission="cat", icon="drive-room",
         bonus=SPACE_CORPS[0])
    assert OP[0] in hand(match, 0)  # RD-5: the Bonus is replaced at once
    assert match.view(None)["public"]["chain"][0]["bonus"] == SPACE_CORPS[0]
    let_through(match, 1)
    assert rd(match).stasis[0].cards == [SPACE_CORPS[0]] and rd(match).points == [1, 0]


def test_rd9_bonus_points_go_to_the_pod_if_their_travel_is_countered() -> None:
    """RD-9: bonus points go to the pod if their travel is countered."""
    match = table(hand_0=[DR[0], SPACE_CORPS[0], *FILL[:5]],
                  hand_1=[RED_ALERT[0], *FILL[5:11]], missions=catnap_for_cat())
    play(match, 0, "travel", card=DR[0], mission="cat", icon="drive-room",
         bonus=SPACE_CORPS[0])
    play(match, 1, "trouble", card=RED_ALERT[0])
    let_through(match, 0)
    assert rd(match).points == [0, 0]
    assert rd(match).pod.cards == [DR[0], SPACE_CORPS[0], RED_ALERT[0]]


def test_rd10_focus_and_distract_in_a_window_and_any_time_in_your_turn() -> None:
    """RD-10: focus and distract in a window and any time in your turn."""
    match = table(hand_0=[FOCUS[0], DISTRACT[0], *FILL[:6]], hand_1=[DISTRACT[1], *FILL[6:12]],
                  missions={"cat": (CATNAP, 1, ["cat"], []),
                            "lister": (LAGER_RUN, 0, ["lister"], [])})
    own_turn = {(m["type"], m["cast"]) for m in match.legal_moves(0)
                if m["type"] in ("focus", "distract")}
    assert own_turn == {(k, c) for k in ("focus", "distract") for c in ("lister", "cat")}
    play(match, 0, "focus", card=FOCUS[0], cast="lister")
    assert answers(match, 1) == []  # RD-7, RD-G3: only a Smeg Off answers a Focus
    let_through(match, 1)
    assert rd(match).focused["lister"]
    play(match, 0, "distract", card=DISTRACT[0], cast="cat")
    assert "lister" not in [m.get("cast") for m in answers(match, 1)]  # he is focused
    let_through(match, 1)
    assert "cat" not in rd(match).missions and CATNAP in rd(match).pod.cards


def test_rd10_a_distract_frees_the_episode_and_unfocuses_its_cast() -> None:
    """RD-10: a distract frees the episode and unfocuses its cast."""
    match = table(hand_0=[DISTRACT[0], *FILL[:7]], focused=("kryten",),
                  missions={"cat": (ME2, 1, ["cat", "kryten"], [(HW[0], 1, "hallway")])})
    play(match, 0, "distract", card=DISTRACT[0], cast="cat")
    let_through(match, 1)
    assert rd(match).focused == {"lister": False, "rimmer": False, "cat": False, "kryten": False}
    assert ME2 in rd(match).bbc.cards and rd(match).free_cast() == ["lister", "rimmer", "cat",
                                                                   "kryten"]


def test_rd11_a_smeg_off_of_a_smeg_off_lets_the_first_recyc_work() -> None:
    """RD-11: a smeg off of a smeg off lets the first recyc work."""
    match = table(hand_0=[DR[0], SMEG[0], *FILL[:5]], hand_1=[RED_ALERT[0], SMEG[1], *FILL[5:10]],
                  missions=catnap_for_cat([(HW[0], 0, "hallway")]))
    play(match, 0, "travel", card=DR[0], mission="cat", icon="drive-room")
    play(match, 1, "trouble", card=RED_ALERT[0])
    play(match, 0, "smeg_off", card=SMEG[0])
    play(match, 1, "smeg_off", card=SMEG[1])
    assert [link["target"] for link in match.view(0)["public"]["chain"]] == [None, 0, 1, 2]
    let_through(match, 0)
    assert rd(match).missions["cat"]["travels"] == []  # the Trouble worked
    assert rd(match).pod.cards[-3:] == [RED_ALERT[0], SMEG[0], SMEG[1]]


def test_rd11_smeg_off_answers_only_a_recyc() -> None:
    """RD-11: smeg off answers only a recyc."""
    match = table(hand_0=[SALUTE, *FILL[:7]], hand_1=[SMEG[0], *FILL[7:13]])
    play(match, 0, "task", card=SALUTE, cast="rimmer")
    assert answers(match, 1) == []


def test_rd12_polite_distract_only_on_your_own_turn() -> None:
    """RD-12: polite distract only on your own turn."""
    for polite in (False, True):
        match = table(polite=polite, hand_0=[SALUTE, *FILL[:7]],
                      hand_1=[DISTRACT[0], *FILL[7:13]])
        play(match, 0, "task", card=SALUTE, cast="rimmer")
        offered = [m for m in answers(match, 1) if m["type"] == "distract"]
        assert bool(offered) != polite
    match = table(polite=True, hand_0=[DISTRACT[0], *FILL[:7]],
                  missions={"cat": (CATNAP, 1, ["cat"], [])})
    assert any(m["type"] == "distract" for m in match.legal_moves(0))


# -- completion and scoring ------------------------------------------------------
def test_rd13_completion_after_the_chain_to_the_scorers_stasis_booth() -> None:
    """RD-13: completion after the chain to the scorers stasis booth."""
    match = table(hand_0=[SQ[0], *FILL[:6]], focused=("cat",),
                  missions=catnap_for_cat([(DR[0], 1, "drive-room"), (HW[0], 0, "hallway")]))
    play(match, 0, "travel", card=SQ[0], mission="cat", icon="sleeping-quarters")
    assert "cat" in rd(match).missions  # the chain has not resolved yet
    let_through(match, 1)
    state = rd(match)
    assert state.stasis[0].cards == [CATNAP] and state.points == [2, 0]
    assert state.missions == {} and not state.focused["cat"]
    assert set(state.pod.cards) == {DR[0], HW[0], SQ[0]}  # both players' travels


def test_rd14_eleven_plot_points_win_at_once() -> None:
    """RD-14: eleven plot points win at once."""
    match = table(hand_0=[SQ[0], *FILL[:6]], points=(9, 10),
                  missions=catnap_for_cat([(DR[0], 1, "drive-room"), (HW[0], 1, "hallway")]))
    play(match, 0, "travel", card=SQ[0], mission="cat", icon="sleeping-quarters")
    let_through(match, 1)
    assert match.is_over and match.result() == {"scores": [11, 10], "winners": [0]}
    assert match.view(None)["public"]["phase"] == "over"


def test_rd15_recyc_on_top_and_the_active_player_picks_the_top_card() -> None:
    """RD-15: recyc on top and the active player picks the top card."""
    match = table(hand_0=[SQ[0], *FILL[:6]],
                  missions=catnap_for_cat([(DR[0], 1, "drive-room"), (HW[0], 0, "hallway")]))
    play(match, 0, "travel", card=SQ[0], mission="cat", icon="sleeping-quarters")
    let_through(match, 1)
    assert match.to_move() == [0]
    assert match.view(None)["public"]["pod_choice"] == [DR[0], HW[0], SQ[0]]
    assert [m["card"] for m in match.legal_moves(0)] == [DR[0], HW[0], SQ[0]]
    play(match, 0, "pod_top", card=HW[0])
    assert rd(match).pod.cards == [DR[0], SQ[0], HW[0]]  # the rest keep play order
    assert match.view(None)["public"]["phase"] == "turn"


def test_rd16_an_empty_laundry_list_is_rebuilt_from_the_pod_not_the_stasis_booths() -> None:
    """RD-16: an empty laundry list is rebuilt from the pod not the stasis booths."""
    match = table(phase="draw", hand_0=FILL[:7], pod=[DR[0], SMEG[0]], stasis_1=[SALUTE])
    state = rd(match)
    state.hand[1].cards.extend(state.laundry.cards)  # out of the way: the list is empty
    state.laundry.cards.clear()
    play(match, 0, "draw", **{"from": "laundry"})
    assert state.reshuffles == 1 and SALUTE in state.stasis[1].cards
    assert len(hand(match, 0)) == 8 and state.pod.cards == []


# -- every Trouble and Bonus card; Holly ----------------------------------------------
TROUBLES = [card_id for card_id, card in CARDS.items() if card.kind == "trouble"]
BONUSES = [card_id for card_id, card in CARDS.items() if card.kind == "bonus"]
MISSION_FOR = {"drive-room": CATNAP, "hallway": PROWL, "sleeping-quarters": CATNAP,
               "skutter": PROWL, "matter-transporter": BEAM_DOWN, "starbug":
               "rd-task-any-3#1", "on-planet": BEAM_DOWN, "time-hole": "rd-task-any-4#1",
               "holly": ASTRO_NAV}


def travel_of(target: str) -> str:
    return HOLLY if target == "holly" else next(
        c for c in KIND if KIND[c] == "travel" and icon(c) == target)


@pytest.mark.parametrize("trouble", TROUBLES)
def test_each_trouble_answers_its_icon(trouble: str) -> None:
    """RD-8: every Trouble card answers a travel (or Holly) of its icon."""
    target = str(CARDS[trouble].attrs["icon"])
    travel = travel_of(target)
    card = f"{trouble}#1"
    filler = [c for c in FILL if icon(c) != target][:6]
    match = table(hand_0=[travel, *filler] if travel != HOLLY else filler,
                  hand_1=[card, *[c for c in SK[:6] if c != travel]],
                  missions={"kryten": (MISSION_FOR[target], 1, ["kryten"], [])})
    play(match, 0, "travel", card=travel, mission="kryten", icon=target)
    assert answers(match, 1)[0] == {"type": "trouble", "card": card}
    play(match, 1, "trouble", card=card)
    let_through(match, 0)
    assert rd(match).missions["kryten"]["travels"] == []
    assert (travel in rd(match).bbc.cards) if travel == HOLLY else (travel in rd(match).pod.cards)


@pytest.mark.parametrize("bonus", BONUSES)
def test_each_bonus_scores_with_its_travel(bonus: str) -> None:
    """RD-9: every Bonus Points card rides with a travel (or Holly) of its icon."""
    target = str(CARDS[bonus].attrs["icon"])
    travel = travel_of(target)
    card = f"{bonus}#1"
    filler = [c for c in FILL if icon(c) != target][:5]
    match = table(hand_0=[card, *filler] + ([] if travel == HOLLY else [travel]),
                  missions={"kryten": (MISSION_FOR[target], 1, ["kryten"], [])})
    move = {"type": "travel", "card": travel, "mission": "kryten", "icon": target,
            "bonus": card}
    assert move in match.legal_moves(0)
    match.play(0, move)
    let_through(match, 1)
    assert rd(match).stasis[0].cards == [card]
    assert rd(match).points[0] == CARDS[bonus].attrs["points"]


def test_holly_is_unique_playable_by_either_player_until_she_is_in_play() -> None:
    """RD-2: one Holly, in the BBC for either player until she is in play."""
    missions: dict[str, MissionSpec] = {"rimmer": (ASTRO_NAV, 0, ["rimmer"], []),
                "cat": (QUEEG, 1, ["cat", "kryten"], [])}
    match = table(hand_0=FILL[:7], missions=missions)
    hollies = [m for m in match.legal_moves(0) if m.get("card") == HOLLY]
    assert {m["mission"] for m in hollies} == {"rimmer", "cat"}
    play(match, 0, "travel", card=HOLLY, mission="cat", icon="holly")
    let_through(match, 1)
    assert not match.view(None)["public"]["holly_home"]
    play(match, 0, "end")
    play(match, 1, "draw", **{"from": "laundry"})
    assert not [m for m in match.legal_moves(1) if m.get("card") == HOLLY]


# -- gap rulings -----------------------------------------------------------------------
def test_rdg1_the_first_seat_starts_with_a_draw() -> None:
    """RD-G1: the first seat starts with a draw."""
    match = cardtable.new_match("red-dwarf", players=2, seed=5)
    assert match.to_move() == [0] and match.view(0)["public"]["phase"] == "draw"
    assert [z["count"] for n, z in match.view(0)["zones"].items() if n.startswith("hand")] \
        == [7, 7]
    assert match.view(None)["zones"]["laundry"]["count"] == 101


def test_rdg2_nothing_but_the_draw_before_the_draw() -> None:
    """RD-G2: nothing but the draw before the draw."""
    match = table(phase="draw", hand_0=[FOCUS[0], *FILL[:6]],
                  missions={"cat": (CATNAP, 1, ["cat"], [])})
    assert {m["type"] for m in match.legal_moves(0)} == {"draw"}


def test_rd7_rdg3_no_focus_or_distract_answers_a_focus_or_a_distract() -> None:
    """RD-7 (only a Smeg Off answers a Re-Cyc), RD-G3: a Focus cannot answer a Distract
    to save its cast member, nor a Distract a Focus; the Distract goes through."""
    match = table(hand_0=[DISTRACT[0], *FILL[:6]],
                  hand_1=[FOCUS[0], DISTRACT[1], SMEG[0], *FILL[6:10]],
                  missions={"cat": (CATNAP, 1, ["cat"], []),
                            "lister": (LAGER_RUN, 1, ["lister"], [])})
    play(match, 0, "distract", card=DISTRACT[0], cast="cat")
    assert [m["type"] for m in answers(match, 1)] == ["smeg_off"]
    with pytest.raises(IllegalMove):
        play(match, 1, "focus", card=FOCUS[0], cast="cat")
    let_through(match, 1)
    assert not rd(match).focused["cat"] and "cat" not in rd(match).missions
    match = table(hand_0=[FOCUS[1], *FILL[:6]], hand_1=[DISTRACT[1], *FILL[6:12]],
                  missions={"cat": (CATNAP, 1, ["cat"], [])})
    play(match, 0, "focus", card=FOCUS[1], cast="cat")
    assert answers(match, 1) == []  # the Distract cannot "beat" the Focus


def test_rd10_focus_and_distract_answer_a_task_travel_holly_or_episode() -> None:
    """RD-10: Focus and Distract may still answer a play that is not a Re-Cyc card: a
    task, a travel (Holly too) or an episode; but not a Trouble (RD-7)."""
    for first, kwargs in (("task", {"card": SALUTE, "cast": "rimmer"}),
                          ("travel", {"card": DR[0], "mission": "cat", "icon": "drive-room"}),
                          ("travel", {"card": HOLLY, "mission": "rimmer", "icon": "holly"}),
                          ("episode", {"card": ME2, "cast": ["lister", "kryten"]})):
        match = table(hand_0=[SALUTE, DR[0], *FILL[:5]],
                      hand_1=[FOCUS[0], DISTRACT[0], RED_ALERT[0], *FILL[5:9]],
                      missions={"cat": (CATNAP, 1, ["cat"], []),
                                "rimmer": (ASTRO_NAV, 1, ["rimmer"], [])} if first != "task"
                      else {"cat": (CATNAP, 1, ["cat"], [])})
        play(match, 0, first, **kwargs)
        kinds = {m["type"] for m in answers(match, 1)}
        assert {"focus", "distract"} <= kinds, (first, kwargs)
        if kwargs.get("card") == DR[0]:
            play(match, 1, "trouble", card=RED_ALERT[0])
            assert answers(match, 0) == []  # the Trouble is a Re-Cyc card


def test_rd9_rd11_rdg4_a_smeg_off_on_bonus_points_takes_the_travel_down_too() -> None:
    """RD-9, RD-11, RD-G4 (the rulebook: "If ... the Hallway cards and/or the Bazookoids
    card is countered ..., the Hallway card is sent to Silicon Heaven, and the bonus
    point is placed in the garbage pod"): the travel goes to Silicon Heaven, the Bonus
    Points to the garbage pod, nothing scores."""
    match = table(hand_0=[DR[0], SPACE_CORPS[0], *FILL[:5]],
                  hand_1=[SMEG[0], RED_ALERT[0], *FILL[5:10]], missions=catnap_for_cat())
    play(match, 0, "travel", card=DR[0], mission="cat", icon="drive-room",
         bonus=SPACE_CORPS[0])
    assert {m["type"] for m in answers(match, 1)} == {"smeg_off", "trouble"}
    labels = {entry["move"]["type"]: entry["label"] for entry in match.view(1)["legal"]}
    assert labels["smeg_off"] == "Smeg Off their Space Corps Directive and Drive Room"
    play(match, 1, "smeg_off", card=SMEG[0])
    let_through(match, 0)
    assert rd(match).points == [0, 0] and rd(match).missions["cat"]["travels"] == []
    assert rd(match).pod.cards == [DR[0], SPACE_CORPS[0], SMEG[0]]  # RD-15: Re-Cyc on top
    assert rd(match).stasis[0].cards == []


def test_rd9_rd11_rdg4_holly_with_bonus_smegged_off_goes_home() -> None:
    """RD-9, RD-G4: Holly played with Bonus Points and countered goes home to the BBC
    (RD-2); a Smeg Off of that Smeg Off lets both stand and score."""
    match = table(hand_0=[HOP_DRIVE, SMEG[1], *FILL[:5]], hand_1=[SMEG[0], *FILL[5:11]],
                  missions={"rimmer": (ASTRO_NAV, 1, ["rimmer"], [])})
    play(match, 0, "travel", card=HOLLY, mission="rimmer", icon="holly", bonus=HOP_DRIVE)
    play(match, 1, "smeg_off", card=SMEG[0])
    let_through(match, 0)
    assert HOLLY in rd(match).bbc.cards and rd(match).pod.cards[-2:] == [HOP_DRIVE, SMEG[0]]
    match = table(hand_0=[HOP_DRIVE, SMEG[1], *FILL[:5]], hand_1=[SMEG[0], *FILL[5:11]],
                  missions={"rimmer": (ASTRO_NAV, 1, ["rimmer"], [])})
    play(match, 0, "travel", card=HOLLY, mission="rimmer", icon="holly", bonus=HOP_DRIVE)
    play(match, 1, "smeg_off", card=SMEG[0])
    play(match, 0, "smeg_off", card=SMEG[1])
    let_through(match, 1)
    assert HOP_DRIVE in rd(match).stasis[0].cards
    assert [entry[0] for entry in rd(match).missions["rimmer"]["travels"]] == [HOLLY]


def test_rdg5_no_pod_question_when_recyc_lie_on_top_or_the_cards_are_alike() -> None:
    """RD-G5: no pod question when recyc lie on top or the cards are alike."""
    match = table(hand_0=[HW[1], *FILL[:6]], hand_1=[HUDZEN[0], *FILL[6:12]],
                  missions={"cat": (PROWL, 1, ["cat"], [(DR[0], 0, "drive-room")])})
    play(match, 0, "travel", card=HW[1], mission="cat", icon="hallway")
    play(match, 1, "trouble", card=HUDZEN[0])
    let_through(match, 0)
    assert match.view(None)["public"]["phase"] == "turn"  # Hudzen 10 lies on top
    match = table(hand_0=[HW[1], *FILL[:6]],
                  missions={"rimmer": (SALUTE, 1, ["rimmer"], [(HW[0], 1, "hallway")])})
    play(match, 0, "travel", card=HW[1], mission="rimmer", icon="hallway")
    let_through(match, 1)
    assert match.view(None)["public"]["phase"] == "turn"  # two Hallways: alike


def test_rdg6_no_bonus_rides_with_the_wild_card() -> None:
    """RD-G6: no bonus rides with the wild card."""
    match = table(hand_0=[WILD[0], SPACE_CORPS[0], *FILL[:5]], missions=catnap_for_cat())
    assert not [m for m in match.legal_moves(0) if m.get("bonus")]


def test_rd16_the_draw_that_empties_the_laundry_list_rebuilds_it_at_once() -> None:
    """RD-16 (RD-G7): the laundry list is rebuilt the moment it runs out, not at the next
    draw: the garbage pod is shuffled into a new list by the draw that takes the last
    card, so zed shift finds the pod empty."""
    match = table(phase="draw", hand_0=FILL[:7], pod=[DR[0], SMEG[0], HW[2]])
    state = rd(match)
    last = state.laundry.cards[-1]
    state.hand[1].cards.extend(state.laundry.cards[:-1])  # out of the way: one card left
    del state.laundry.cards[:-1]
    play(match, 0, "draw", **{"from": "laundry"})
    assert last in hand(match, 0) and state.reshuffles == 1 and state.pod.cards == []
    assert sorted(state.laundry.cards) == sorted([DR[0], SMEG[0], HW[2]])
    assert match.view(0)["zones"]["laundry"]["cards"] is None  # shuffled: nobody knows


def test_rdg7_with_laundry_list_and_pod_empty_there_is_no_card() -> None:
    """RD-G7: with laundry list and pod empty there is no card."""
    match = table(phase="turn", hand_0=[DISTRACT[0], *FILL[:6]],
                  missions={"cat": (CATNAP, 1, ["cat"], [])})
    state = rd(match)
    spare = list(state.laundry.cards)
    state.laundry.cards.clear()
    state.hand[1].cards.extend(spare)  # out of the way (the opponent holds them)
    play(match, 0, "distract", card=DISTRACT[0], cast="cat")
    assert len(hand(match, 0)) == 7 - 1
    assert any(e["type"] == "no_card" for e in match.view(None)["log"])


def test_rdg8_a_match_ends_after_the_turn_limit() -> None:
    """RD-G8: a match ends after the turn limit."""
    match = table(hand_0=FILL[:7], points=(3, 5))
    rd(match).turns = TURN_LIMIT
    play(match, 0, "end")
    assert match.is_over and match.result() == {"scores": [3, 5], "winners": [1]}


def test_rdg9_the_real_card_may_fill_an_open_icon_of_its_own_instead() -> None:
    """RD-G9: the real card may fill an open icon of its own instead."""
    match = table(hand_0=[HW[1], *FILL[:6]],
                  missions={"cat": (PROWL, 1, ["cat"], [(WILD[0], 1, "hallway")])})
    moves = [m for m in match.legal_moves(0) if m.get("card") == HW[1]]
    assert moves == [{"type": "travel", "card": HW[1], "mission": "cat", "icon": "hallway"}]


def test_rdg10_an_episode_takes_exactly_its_number_of_cast() -> None:
    """RD-G10: an episode takes exactly its number of cast."""
    match = table(hand_0=FILL[:8])
    me2 = [m["cast"] for m in match.legal_moves(0) if m.get("card") == ME2]
    assert all(len(cast) == 2 for cast in me2) and len(me2) == 6


def test_rdg11_bonus_and_completion_of_one_chain_both_count_before_the_win() -> None:
    """RD-G11: bonus and completion of one chain both count before the win."""
    match = table(hand_0=[SQ[0], "rd-bonus-vindaloo#1", *FILL[:5]], points=(8, 0),
                  missions=catnap_for_cat([(DR[0], 1, "drive-room"), (HW[0], 1, "hallway")]))
    play(match, 0, "travel", card=SQ[0], mission="cat", icon="sleeping-quarters",
         bonus="rd-bonus-vindaloo#1")
    let_through(match, 1)
    assert match.is_over and rd(match).points == [11, 0]


def test_rdg12_the_replacement_of_a_chains_first_recyc_cannot_join_it() -> None:
    """RD-G12: the replacement of a chains first recyc cannot join it."""
    match = table(hand_0=[DISTRACT[0], *FILL[:6]], hand_1=[SMEG[0], *FILL[6:12]],
                  laundry=[SMEG[1]], missions={"cat": (CATNAP, 1, ["cat"], [])})
    play(match, 0, "distract", card=DISTRACT[0], cast="cat")
    play(match, 1, "smeg_off", card=SMEG[0])
    assert SMEG[1] in hand(match, 0) and answers(match, 0) == []


def test_rdg13_a_link_whose_target_is_gone_does_nothing() -> None:
    """RD-G13: a link whose target is gone does nothing. Since only a Smeg Off answers
    a Re-Cyc card (RD-7), play never builds such a chain; the rule is checked on one
    set up by hand (a Trouble whose travel a Distract took away first)."""
    match = table(hand_0=[DR[0], *FILL[:6]], hand_1=[RED_ALERT[0], *FILL[6:12]],
                  missions=catnap_for_cat([(HW[0], 0, "hallway")]))
    play(match, 0, "travel", card=DR[0], mission="cat", icon="drive-room")
    play(match, 1, "trouble", card=RED_ALERT[0])
    state = rd(match)
    state.hand[0].cards.remove(DISTRACT[0]) if DISTRACT[0] in state.hand[0].cards else \
        state.laundry.cards.remove(DISTRACT[0])
    state.chain_zone.cards.append(DISTRACT[0])
    state.chain.append({"seat": 0, "card": DISTRACT[0], "kind": "distract",
                        "cancelled": False, "cast": "cat"})  # resolves first
    let_through(match, 0)
    assert "cat" not in state.missions
    events = [(e["type"], e.get("card")) for e in match.view(None)["log"]]
    assert ("fizzle", RED_ALERT[0]) in events and ("trouble", RED_ALERT[0]) not in events


def test_rdg14_trouble_on_a_real_card_that_moved_a_wild_takes_the_wild_too() -> None:
    """RD-G14: trouble on a real card that moved a wild takes the wild too."""
    match = table(hand_0=[DR[1], *FILL[:6]], hand_1=[RED_ALERT[0], *FILL[6:12]],
                  missions={"cat": (PROWL, 1, ["cat"], [(WILD[0], 0, "drive-room")])})
    play(match, 0, "travel", card=DR[1], mission="cat", icon="drive-room", rewild="hallway")
    play(match, 1, "trouble", card=RED_ALERT[0])
    let_through(match, 0)
    assert rd(match).missions["cat"]["travels"] == []
    assert {WILD[0], DR[1]} <= set(rd(match).pod.cards)


def test_views_hide_hands_and_the_laundry_list_but_show_the_chain() -> None:
    """RD-7: the chain is public (who played what, answering what); hands are not."""
    match = table(hand_0=[DR[0], *FILL[:6]], hand_1=[RED_ALERT[0], *FILL[6:12]],
                  missions=catnap_for_cat())
    play(match, 0, "travel", card=DR[0], mission="cat", icon="drive-room")
    play(match, 1, "trouble", card=RED_ALERT[0])
    view = match.view(0)
    assert view["zones"]["hand:1"]["cards"] is None and view["zones"]["laundry"]["cards"] is None
    assert [link["card"] for link in view["public"]["chain"]] == [DR[0], RED_ALERT[0]]
    assert view["zones"]["chain"]["cards"] == [RED_ALERT[0]]
    assert CAST_CARDS["cat"] in view["zones"]["cast"]["cards"]
