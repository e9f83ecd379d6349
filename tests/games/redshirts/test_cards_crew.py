"""A scenario per Redshirt card (``shared/cards/redshirts.md`` section 2): printed traits
of all 40, and each ability doing what the card list says, where and when it may be used."""

from __future__ import annotations

import json

import pytest

from cardtable.games.redshirts.cards import slots

from .scenario import explain, legal, log_types, redshirt, skills, state_of, team
from .test_cards_helpers import (GEAR, attempt, card, hand, pass_round, phase, pick, play,
                                 refused, table, zapped)

NEGOTIATE = "mis-negotiate-with-the-overlord"  # no Prerequisite, needs DIP; failure Kills

# id: (race, gender, printed Skills, ability) as the card list prints them
TRAITS: dict[str, tuple[str, str, set[str], str]] = {
    "rs-crew-jimmy-expendable": ("Human", "male", {"TAC"}, "none"),
    "rs-crew-dana-fodder": ("Human", "female", {"MED"}, "none"),
    "rs-crew-bob-nameless": ("Human", "male", set(), "none"),
    "rs-crew-lesley-comesback": ("Human", "male", {"ENG"}, "passive"),
    "rs-crew-sally-doomed": ("Human", "female", {"SCI", "MED"}, "none"),
    "rs-crew-gary-goner": ("Human", "male", {"TAC", "ENG"}, "none"),
    "rs-crew-tina-toast": ("Human", "female", {"MED", "ENG"}, "passive"),
    "rs-crew-chip-kaboom": ("Human", "male", {"INF", "ENG"}, "none"),
    "rs-crew-janice-clipboard": ("Human", "female", {"DIP"}, "active"),
    "rs-crew-hugh-mann": ("Human", "male", {"MED", "DIP"}, "none"),
    "rs-crew-pasha-onelinersky": ("Human", "male", {"INF", "TAC", "SCI"}, "none"),
    "rs-crew-kelly-peril": ("Human", "female", {"INF"}, "none"),
    "rs-crew-jenna-shortlived": ("Human", "female", {"TAC", "MED"}, "active"),
    "rs-crew-marcus-meatshield": ("Human", "male", {"TAC"}, "passive"),
    "rs-crew-tom-twinn": ("Human", "male", {"SCI", "ENG"}, "passive"),
    "rs-crew-milo-beamsworth": ("Human", "male", {"ENG"}, "active"),
    "rs-crew-penny-jinx": ("Human", "female", {"SCI"}, "passive"),
    "rs-crew-seldok-stoic": ("Logitian", "male", {"SCI", "DIP"}, "active"),
    "rs-crew-tsara-eyebrow": ("Logitian", "female", {"SCI", "MED"}, "none"),
    "rs-crew-sorrek-premise": ("Logitian", "male", {"SCI", "ENG"}, "passive"),
    "rs-crew-vorak-theorem": ("Logitian", "male", {"TAC", "SCI", "DIP"}, "none"),
    "rs-crew-tpell-axiom": ("Logitian", "female", {"MED", "DIP"}, "active"),
    "rs-crew-gorkk-headbutt": ("Krogg", "male", {"TAC"}, "passive"),
    "rs-crew-brakka-skullcrush": ("Krogg", "female", {"INF", "TAC"}, "none"),
    "rs-crew-kahlug-bloodwine": ("Krogg", "male", {"TAC", "MED"}, "none"),
    "rs-crew-grumak-foreheadridge": ("Krogg", "male", {"TAC", "ENG"}, "passive"),
    "rs-crew-karuk-honorbound": ("Krogg", "male", {"DIP"}, "passive"),
    "rs-crew-feelia-moody": ("Empathoid", "female", {"MED", "DIP"}, "active"),
    "rs-crew-sensa-vibes": ("Empathoid", "female", {"DIP"}, "none"),
    "rs-crew-emo-pathos": ("Empathoid", "male", {"INF", "MED"}, "passive"),
    "rs-crew-olive-viridian": ("Verdanian", "female", {"INF", "DIP"}, "passive"),
    "rs-crew-jade-greenleigh": ("Verdanian", "female", {"INF"}, "none"),
    "rs-crew-basil-chlorophyll": ("Verdanian", "male", {"INF", "SCI"}, "active"),
    "rs-crew-sprocket-tinsley": ("Android", "none", {"SCI", "ENG"}, "none"),
    "rs-crew-ada-circuitry": ("Android", "female", {"TAC", "SCI", "ENG"}, "none"),
    "rs-crew-unit-kilobyte": ("Android", "none", {"ENG"}, "active"),
    "rs-crew-grubb-moneypouch": ("Profitite", "male", {"DIP"}, "active"),
    "rs-crew-nox-bargainer": ("Profitite", "male", {"INF", "DIP"}, "active"),
    "rs-crew-oozo-blorp": ("Gelatinoid", "none", {"INF"}, "passive"),
    "rs-crew-gloop-jigglesworth": ("Gelatinoid", "none", set(), "none"),
}
NO_ABILITY = [rs for rs, traits in TRAITS.items() if traits[3] == "none"]


def test_the_redshirt_deck_is_exactly_the_forty_listed() -> None:
    """Every Redshirt of the card list, once, and no other."""
    ids = {rs.partition("#")[0] for rs in state_of(table(2)).all_cards()
           if rs.startswith("rs-crew-")}
    assert ids == set(TRAITS)
    assert len(NO_ABILITY) == 18


@pytest.mark.parametrize("rs", sorted(TRAITS))
def test_printed_traits_match_the_card_list(rs: str) -> None:
    """Race, gender and printed Skills in the public view, as the card list prints them."""
    match = table(2, teams={0: [rs], 1: ["gloop-jigglesworth" if rs != "rs-crew-gloop-jigglesworth"
                                         else "bob-nameless"]})
    race, gender, printed, _ = TRAITS[rs]
    entry = redshirt(match, rs)
    assert (entry["race"], entry["gender"]) == (race, gender)
    assert set(entry["printed"]) == printed and skills(match, rs) == printed
    kinds = {s["slot"] for s in slots(card(rs))}
    ability = "active" if "zap" in kinds else "passive" if kinds else "none"
    assert ability == TRAITS[rs][3]
    offered = {"type": "ability", "rs": card(rs)} in legal(match, 0)
    assert offered == (ability == "active" and rs != "rs-crew-milo-beamsworth")  # Milo: [modify]


@pytest.mark.parametrize("rs", [
    "rs-crew-jimmy-expendable", "rs-crew-dana-fodder", "rs-crew-bob-nameless",
    "rs-crew-sally-doomed", "rs-crew-gary-goner", "rs-crew-chip-kaboom", "rs-crew-hugh-mann",
    "rs-crew-pasha-onelinersky", "rs-crew-kelly-peril", "rs-crew-tsara-eyebrow",
    "rs-crew-vorak-theorem", "rs-crew-brakka-skullcrush", "rs-crew-kahlug-bloodwine",
    "rs-crew-sensa-vibes", "rs-crew-jade-greenleigh", "rs-crew-sprocket-tinsley",
    "rs-crew-ada-circuitry", "rs-crew-gloop-jigglesworth"])
def test_no_ability_crew_printed_skills_decide_an_attempt(rs: str) -> None:
    """No-ability crew: only printed Skills count: with DIP printed, Negotiate succeeds
    (a Redshirt drawn); without, it fails and Kills it; being Killed does nothing more."""
    assert rs in NO_ABILITY
    other = "bob-nameless" if rs != "rs-crew-bob-nameless" else "gloop-jigglesworth"
    match = table(3, teams={0: [rs, other], 1: ["jimmy-expendable" if rs !=
                                                 "rs-crew-jimmy-expendable" else "kelly-peril"],
                            2: []}, missions={0: NEGOTIATE}, rs_deck=["tom-twinn"])
    log_before = list(state_of(match).log_deck.cards)
    attempt(match, 0, rs)
    if "DIP" in TRAITS[rs][2]:
        assert team(match, 0)[-1] == "tom-twinn" and len(team(match, 0)) == 3
    else:
        assert card(rs) not in state_of(match).team[0].cards
        assert card(rs) in state_of(match).rs_discard.cards
        assert state_of(match).log_deck.cards == log_before and phase(match) == "turn"


# -- active abilities ---------------------------------------------------------------
def test_janice_clipboard_zap_draws_one_card_once() -> None:
    """rs-crew-janice-clipboard: ZAP: draw_log(you, 1) in step 2 of her turn; Zapped
    after, so not offered again and refused."""
    match = table(2, teams={0: ["janice-clipboard"], 1: ["kelly-peril"]},
                  log_deck=["ev-red-alert"])
    play(match, 0, {"type": "ability", "rs": "janice-clipboard"})
    assert hand(match, 0) == [card("ev-red-alert")] and zapped(match, "janice-clipboard")
    assert not legal(match, 0, "ability")
    refused(match, 0, {"type": "ability", "rs": "janice-clipboard"}, "Janice Clipboard is Zapped")


def test_janice_clipboard_only_her_owner_uses_her() -> None:
    """rs-crew-janice-clipboard: another seat cannot Zap her."""
    match = table(2, teams={0: ["kelly-peril"], 1: ["janice-clipboard"]},
                  missions={0: NEGOTIATE})
    assert not legal(match, 0, "ability")
    refused(match, 0, {"type": "ability", "rs": "janice-clipboard"}, "your own Away Team")


def test_jenna_shortlived_gives_medical_until_end_of_turn_beating_a_location() -> None:
    """rs-crew-jenna-shortlived: ZAP: add_skill(any_rs, MED, turn) — an active ability
    (layer 4) beats Plague Moon (a Location, layer 3) (RS-6), and wears off at the end of
    the turn."""
    match = table(2, teams={0: ["jenna-shortlived"], 1: ["kelly-peril"]},
                  locations={1: "loc-plague-moon"})
    play(match, 0, {"type": "ability", "rs": "jenna-shortlived"})
    assert phase(match) == "pick"  # any Redshirt: Jenna or Kelly
    pick(match, 0, rs=card("kelly-peril"))
    assert skills(match, "kelly-peril") == {"INF", "MED"}
    assert skills(match, "jenna-shortlived") == {"TAC"}  # Plague Moon still on her
    play(match, 0, {"type": "end"})
    assert skills(match, "kelly-peril") == {"INF"}


def test_milo_beamsworth_only_in_modify_cancels_the_attempt() -> None:
    """rs-crew-milo-beamsworth: ZAP[modify]: cancel_attempt() — not offered in step 2
    (refused); in another player's Modify step it takes the attempting Redshirt off the
    Mission, which stays Zapped (RS-7, RS-G4)."""
    match = table(3, teams={0: ["dana-fodder", "bob-nameless"], 1: ["milo-beamsworth"],
                            2: ["kelly-peril"]}, missions={0: NEGOTIATE})
    mine = table(2, teams={0: ["milo-beamsworth"], 1: ["kelly-peril"]})
    assert not legal(mine, 0, "ability")
    refused(mine, 0, {"type": "ability", "rs": "milo-beamsworth"}, "only during Modify the Attempt")
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    assert {"type": "ability", "rs": card("milo-beamsworth")} in legal(match, 1)
    play(match, 1, {"type": "ability", "rs": "milo-beamsworth"})
    assert phase(match) == "reattempt" and match.to_move() == [0]
    assert zapped(match, "dana-fodder") and zapped(match, "milo-beamsworth")
    assert team(match, 0) == ["dana-fodder", "bob-nameless"]
    assert legal(match, 0) == [{"type": "attempt", "rs": card("bob-nameless")},
                               {"type": "drop_mission"}]


def test_seldok_stoic_lends_one_of_his_printed_skills() -> None:
    """rs-crew-seldok-stoic: ZAP: add_skill(any_rs, one_of(printed(self)), turn) — the
    Skill is one of his printed SCI / DIP only."""
    match = table(2, teams={0: ["seldok-stoic"], 1: ["kelly-peril"]})
    play(match, 0, {"type": "ability", "rs": "seldok-stoic"})
    pick(match, 0, rs=card("kelly-peril"))
    assert legal(match, 0) == [{"type": "pick", "skill": "SCI"}, {"type": "pick", "skill": "DIP"}]
    pick(match, 0, skill="DIP")
    assert skills(match, "kelly-peril") == {"INF", "DIP"}
    play(match, 0, {"type": "end"})
    assert skills(match, "kelly-peril") == {"INF"}


def test_seldok_stoic_under_mirror_mirror_lends_his_inverted_skills() -> None:
    """rs-crew-seldok-stoic: "printed (after any inversion)": with Mirror, Mirror on him
    the choice is among INF, TAC, MED, ENG (RS-6)."""
    match = table(2, teams={0: ["seldok-stoic"], 1: ["kelly-peril"]},
                  on={"seldok-stoic": ["ev-mirror-mirror"]})
    play(match, 0, {"type": "ability", "rs": "seldok-stoic"})
    pick(match, 0, rs=card("kelly-peril"))
    assert {m["skill"] for m in legal(match, 0)} == {"INF", "TAC", "MED", "ENG"}


def test_tpell_axiom_zaps_a_redshirt_and_zapping_the_attempting_one_does_not_end_it() -> None:
    """rs-crew-tpell-axiom: ZAP: zap(any_rs) — used in another player's Modify step on
    Marcus Meatshield, it switches off his protection; zapping the attempting Redshirt
    does not take it off the Mission (RS-G4)."""
    match = table(3, teams={0: ["dana-fodder", "marcus-meatshield"], 1: ["tpell-axiom"],
                            2: ["kelly-peril"]}, missions={0: NEGOTIATE})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    play(match, 1, {"type": "ability", "rs": "tpell-axiom"})
    pick(match, 1, rs=card("marcus-meatshield"))
    assert zapped(match, "marcus-meatshield") and zapped(match, "tpell-axiom")
    play(match, 1, {"type": "done"})
    pass_round(match)
    assert team(match, 0) == ["marcus-meatshield"]  # Dana failed and was Killed


def test_tpell_axiom_on_the_attempting_redshirt_the_attempt_goes_on() -> None:
    """rs-crew-tpell-axiom: RS-G4, Zapping the attempting Redshirt does not break it."""
    match = table(3, teams={0: ["dana-fodder", "bob-nameless"], 1: ["tpell-axiom"],
                            2: ["kelly-peril"]}, missions={0: NEGOTIATE})
    play(match, 0, {"type": "attempt", "rs": "dana-fodder"})
    play(match, 1, {"type": "ability", "rs": "tpell-axiom"})
    pick(match, 1, rs=card("dana-fodder"))
    assert phase(match) == "go_more"
    play(match, 1, {"type": "done"})
    pass_round(match)
    assert team(match, 0) == ["bob-nameless"]


def test_feelia_moody_removes_tactical_above_equipment_below_events() -> None:
    """rs-crew-feelia-moody: ZAP: remove_skill(any_rs, TAC, turn) — layer 4 beats a
    Ray Gun (Equipment, layer 2); a later Red Alert! (Event, layer 5) beats it (RS-6);
    gone at end of turn."""
    match = table(2, teams={0: ["feelia-moody", "jimmy-expendable"], 1: ["gary-goner"]},
                  on={"jimmy-expendable": ["eq-ray-gun"]}, hands={0: ["ev-red-alert"]})
    play(match, 0, {"type": "ability", "rs": "feelia-moody"})
    pick(match, 0, rs=card("jimmy-expendable"))
    assert skills(match, "jimmy-expendable") == set()
    assert explain(match, "jimmy-expendable") == [
        "Tactical: removed by Feelia Moody's ability, which beats Equipment "
        "Ray Gun (Set to Stun, Probably)"]
    play(match, 0, {"type": "event", "card": "ev-red-alert"})
    if phase(match) == "pick":  # (the player's own team)
        pick(match, 0, seat=0)
    assert skills(match, "jimmy-expendable") == {"TAC"}
    assert explain(match, "jimmy-expendable") == [
        "Tactical: added by Event Red Alert!, which beats Feelia Moody's ability"]
    play(match, 0, {"type": "end"})
    assert skills(match, "jimmy-expendable") == {"TAC"}  # the Ray Gun again
    assert explain(match, "jimmy-expendable") == ["Tactical: added by Equipment Ray Gun "
                                                  "(Set to Stun, Probably)"]
    assert skills(match, "gary-goner") == {"TAC", "ENG"}


def test_olive_and_grumak_the_later_passive_wins() -> None:
    """rs-crew-olive-viridian vs rs-crew-grumak-foreheadridge (both layer 1): for Ka'Ruk
    (male Krogg) the one who arrived later wins (RS-6); Grumak himself loses TAC to
    Olive either way (a passive beats printed Skills)."""
    for order, karuk in ((["olive-viridian", "grumak-foreheadridge"], {"DIP", "TAC"}),
                         (["grumak-foreheadridge", "olive-viridian"], {"DIP"})):
        match = table(2, teams={0: [*order, "karuk-honorbound"], 1: ["kelly-peril"]})
        assert skills(match, "karuk-honorbound") == karuk, order
        assert skills(match, "grumak-foreheadridge") == {"ENG"}


def test_basil_chlorophyll_unzaps_another_own_redshirt_but_grants_no_attempt() -> None:
    """rs-crew-basil-chlorophyll: ZAP: unzap(own_rs[not self]) — only another Redshirt of
    his own team; UnZapping the one that attempted grants no new attempt."""
    match = table(2, teams={0: ["basil-chlorophyll", "dana-fodder", "bob-nameless"],
                            1: ["kelly-peril"]}, zapped=["kelly-peril"],
                  missions={0: NEGOTIATE})
    attempt(match, 0, "bob-nameless")  # fails: Bob Killed
    play(match, 0, {"type": "ready_room", "rs": "dana-fodder"})
    play(match, 0, {"type": "ready_discard", "cards": []})
    play(match, 0, {"type": "ability", "rs": "basil-chlorophyll"})
    assert not zapped(match, "dana-fodder") and zapped(match, "kelly-peril")
    assert zapped(match, "basil-chlorophyll")
    assert not legal(match, 0, "attempt") and not legal(match, 0, "ready_room")


def test_basil_chlorophyll_with_every_other_redshirt_unzapped_does_nothing() -> None:
    """rs-crew-basil-chlorophyll: never himself (he is Zapped by his own ability anyway)."""
    match = table(2, teams={0: ["basil-chlorophyll"], 1: ["kelly-peril"]},
                  zapped=["kelly-peril"])
    play(match, 0, {"type": "ability", "rs": "basil-chlorophyll"})
    assert phase(match) == "turn" and zapped(match, "basil-chlorophyll")
    assert zapped(match, "kelly-peril")


def test_unit_kilobyte_moves_equipment_and_the_same_icon_rule_applies() -> None:
    """rs-crew-unit-kilobyte: ZAP: move_equipment(any_rs, any_rs) — from a Redshirt that
    holds Equipment (chooser picks which card) to another; the target's card with the
    same icon (-TAC vs +TAC) is discarded."""
    match = table(2, teams={0: ["unit-kilobyte", "jimmy-expendable"], 1: ["kelly-peril"]},
                  on={"jimmy-expendable": ["eq-ray-gun", "eq-tri-gizmo"],
                      "kelly-peril": ["eq-ray-gun-safety-stuck-on"]})
    play(match, 0, {"type": "ability", "rs": "unit-kilobyte"})
    # the source is chosen among Redshirts with Equipment only; the target among others
    assert {m["rs"] for m in legal(match, 0)} == {card("jimmy-expendable"), card("kelly-peril")}
    pick(match, 0, rs=card("jimmy-expendable"))
    assert card("jimmy-expendable") not in {m.get("rs") for m in legal(match, 0)}
    pick(match, 0, rs=card("kelly-peril"))
    assert {m["card"] for m in legal(match, 0)} == {card("eq-ray-gun"), card("eq-tri-gizmo")}
    pick(match, 0, card=card("eq-ray-gun"))
    state = state_of(match)
    assert state.on[card("kelly-peril")].cards == [card("eq-ray-gun")]
    assert card("eq-ray-gun-safety-stuck-on") in state.log_discard.cards
    assert skills(match, "kelly-peril") == {"INF", "TAC"}


def test_grubb_moneypouch_takes_a_random_card_from_another_player() -> None:
    """rs-crew-grubb-moneypouch: ZAP: take_log(other_player, you, 1) — his owner picks
    another player (never themself); one card moves from that hand to theirs."""
    match = table(3, teams={0: ["grubb-moneypouch"], 1: ["kelly-peril"], 2: ["bob-nameless"]},
                  hands={1: ["eq-ray-gun", "eq-tri-gizmo"], 2: ["ev-red-alert"]})
    play(match, 0, {"type": "ability", "rs": "grubb-moneypouch"})
    assert legal(match, 0) == [{"type": "pick", "seat": 1}, {"type": "pick", "seat": 2}]
    pick(match, 0, seat=1)
    assert len(hand(match, 0)) == 1 and len(hand(match, 1)) == 1
    assert set(hand(match, 0) + hand(match, 1)) == {card("eq-ray-gun"), card("eq-tri-gizmo")}
    assert hand(match, 2) == [card("ev-red-alert")]
    taken = hand(match, 0)[0]
    for seat, sees in ((None, False), (0, True), (1, True), (2, False)):
        assert (taken in json.dumps(match.view(seat))) == sees, seat  # hidden from others


def test_grubb_moneypouchs_random_take_blurs_the_hand_for_onlookers() -> None:
    """rs-crew-grubb-moneypouch (issue 18, item 7): seat 2 knew a card in seat 1's hand;
    Grubb takes one of seat 1's cards at random. Seat 2 did not see which went, so it
    knows none of seat 1's cards any more, whichever was taken; the taker and the victim
    see the card taken."""
    taken = set()
    for seed in range(12):
        match = table(3, teams={0: ["grubb-moneypouch"], 1: ["kelly-peril"], 2: ["bob-nameless"]},
                      hands={1: ["eq-ray-gun", "eq-tri-gizmo"], 2: ["ev-red-alert"]}, seed=seed)
        state_of(match).show(card("eq-ray-gun"), 1 << 2)
        assert match.view(2)["zones"]["hand:1"]["cards"] == [card("eq-ray-gun"), None]
        play(match, 0, {"type": "ability", "rs": "grubb-moneypouch"})
        pick(match, 0, seat=1)
        [stolen] = hand(match, 0)
        taken.add(stolen)
        assert match.view(2)["zones"]["hand:1"]["cards"] is None
        assert match.view(1)["zones"]["hand:0"]["cards"] == [stolen]
    assert taken == {card("eq-ray-gun"), card("eq-tri-gizmo")}  # both outcomes were tried


def test_nox_bargainer_swaps_with_an_unzapped_redshirt_of_another_team() -> None:
    """rs-crew-nox-bargainer: ZAP: swap_redshirts(self, other_rs[unzapped]) — Zapped
    Redshirts and his own team are not offered; Nox goes over Zapped, the other comes."""
    match = table(3, teams={0: ["nox-bargainer", "dana-fodder"], 1: ["kelly-peril", "hugh-mann"],
                            2: ["bob-nameless"]}, zapped=["hugh-mann"])
    play(match, 0, {"type": "ability", "rs": "nox-bargainer"})
    assert {m["rs"] for m in legal(match, 0)} == {card("kelly-peril"), card("bob-nameless")}
    pick(match, 0, rs=card("kelly-peril"))
    assert team(match, 0) == ["dana-fodder", "kelly-peril"]
    assert team(match, 1) == ["hugh-mann", "nox-bargainer"]
    assert zapped(match, "nox-bargainer") and not zapped(match, "kelly-peril")


# -- passive abilities ------------------------------------------------------------------
def test_lesley_comesback_cannot_be_killed_only_while_alone() -> None:
    """rs-crew-lesley-comesback: STATIC: forbid(self, be_killed) if size(this_team)=1."""
    alone = table(3, teams={0: ["lesley-comesback"], 1: ["kelly-peril"], 2: ["bob-nameless"]},
                  missions={0: NEGOTIATE})
    assert redshirt(alone, "lesley-comesback")["forbid"] == ["be_killed"]  # public view
    attempt(alone, 0, "lesley-comesback")
    assert team(alone, 0) == ["lesley-comesback"] and "spared" in log_types(alone)
    crowd = table(3, teams={0: ["lesley-comesback", "dana-fodder"], 1: ["kelly-peril"],
                            2: ["bob-nameless"]}, missions={0: NEGOTIATE})
    assert redshirt(crowd, "lesley-comesback")["forbid"] == []
    attempt(crowd, 0, "lesley-comesback")
    assert team(crowd, 0) == ["dana-fodder"]


def test_lesley_comesback_alone_can_still_be_discarded() -> None:
    """rs-crew-lesley-comesback: the forbid is about Kills only (Make First Contact
    Discards him)."""
    match = table(2, teams={0: ["lesley-comesback"], 1: ["kelly-peril"]},
                  missions={0: "mis-make-first-contact"})
    attempt(match, 0, "lesley-comesback")
    assert team(match, 0) == []


def test_tina_toast_draws_when_killed_not_when_discarded() -> None:
    """rs-crew-tina-toast: ON killed(self): draw_log(you, 1) — a Kill draws a card, a
    Discard (Make First Contact failure) does not."""
    killed = table(2, teams={0: ["tina-toast", "bob-nameless"], 1: ["kelly-peril"]},
                   missions={0: NEGOTIATE}, log_deck=["ev-red-alert"])
    attempt(killed, 0, "tina-toast")
    assert hand(killed, 0) == [card("ev-red-alert")]
    discarded = table(2, teams={0: ["tina-toast", "bob-nameless"], 1: ["kelly-peril"]},
                      missions={0: "mis-make-first-contact"}, log_deck=["ev-red-alert"])
    attempt(discarded, 0, "tina-toast")
    assert team(discarded, 0) == ["bob-nameless"] and hand(discarded, 0) == []


def test_marcus_meatshield_protects_the_others_while_unzapped() -> None:
    """rs-crew-marcus-meatshield: STATIC: forbid(each_rs(this_team)[not self], be_killed)
    if unzapped(self) — Dana survives her failure while he is UnZapped, dies when he is
    Zapped; he never protects himself."""
    safe = table(3, teams={0: ["dana-fodder", "marcus-meatshield"], 1: ["kelly-peril"],
                           2: ["bob-nameless"]}, missions={0: NEGOTIATE})
    assert redshirt(safe, "dana-fodder")["forbid"] == ["be_killed"]
    assert redshirt(safe, "marcus-meatshield")["forbid"] == []
    attempt(safe, 0, "dana-fodder")
    assert team(safe, 0) == ["dana-fodder", "marcus-meatshield"]
    exposed = table(3, teams={0: ["dana-fodder", "marcus-meatshield"], 1: ["kelly-peril"],
                              2: ["bob-nameless"]}, missions={0: NEGOTIATE},
                    zapped=["marcus-meatshield"])
    assert redshirt(exposed, "dana-fodder")["forbid"] == []
    attempt(exposed, 0, "dana-fodder")
    assert team(exposed, 0) == ["marcus-meatshield"]
    himself = table(3, teams={0: ["dana-fodder", "marcus-meatshield"], 1: ["kelly-peril"],
                              2: ["bob-nameless"]}, missions={0: NEGOTIATE})
    attempt(himself, 0, "marcus-meatshield")  # attempting Zaps him; he is not "other"
    assert team(himself, 0) == ["dana-fodder"]


def test_tom_twinn_draws_a_redshirt_when_killed_not_when_discarded() -> None:
    """rs-crew-tom-twinn: ON killed(self): draw_redshirt(you, 1)."""
    killed = table(2, teams={0: ["tom-twinn"], 1: ["kelly-peril"]},
                   missions={0: "mis-answer-a-distress-call"}, rs_deck=["gary-goner"])
    attempt(killed, 0, "tom-twinn")  # SCI prerequisite, needs TAC: fails
    assert team(killed, 0) == ["gary-goner"]
    discarded = table(2, teams={0: ["tom-twinn"], 1: ["kelly-peril"]},
                      missions={0: "mis-make-first-contact"}, rs_deck=["gary-goner"])
    attempt(discarded, 0, "tom-twinn")
    assert team(discarded, 0) == []


def test_penny_jinx_entering_kills_another_in_her_new_team_its_owner_chooses() -> None:
    """rs-crew-penny-jinx: ON enters(self): kill(rs(this_team)[not self] by owner(self)) —
    drawn after setup (RS-12) by seat 1 (New Recruits Have Arrived), seat 1 picks which
    of theirs dies."""
    match = table(3, teams={0: ["dana-fodder"], 1: ["kelly-peril", "hugh-mann"],
                            2: ["bob-nameless"]},
                  hands={0: ["ev-new-recruits"]}, rs_deck=["penny-jinx"])
    play(match, 0, {"type": "event", "card": "ev-new-recruits"})
    pick(match, 0, seat=1)
    assert phase(match) == "pick" and match.to_move() == [1]
    assert {m["rs"] for m in legal(match, 1)} == {card("kelly-peril"), card("hugh-mann")}
    pick(match, 1, rs=card("hugh-mann"))
    assert team(match, 1) == ["kelly-peril", "penny-jinx"]


def test_penny_jinx_entering_an_empty_team_kills_nobody() -> None:
    """rs-crew-penny-jinx: no other Redshirt: the step does nothing (RS-G5)."""
    match = table(2, teams={0: ["dana-fodder"], 1: []}, hands={0: ["ev-new-recruits"]},
                  rs_deck=["penny-jinx"])
    play(match, 0, {"type": "event", "card": "ev-new-recruits"})
    assert team(match, 1) == ["penny-jinx"] and phase(match) == "turn"


def test_sorrek_premise_humans_in_his_team_lose_diplomacy() -> None:
    """rs-crew-sorrek-premise: STATIC: remove_skill(each_rs(this_team)[race=Human], DIP,
    while) — passive (layer 1) takes a printed DIP; Equipment (layer 2) beats it; not
    non-Humans or other teams; a newcomer is affected on arrival; ends when he leaves."""
    match = table(2, teams={0: ["sorrek-premise", "hugh-mann", "sensa-vibes", "dana-fodder"],
                            1: ["janice-clipboard"]},
                  on={"dana-fodder": ["eq-universal-translator"]},
                  hands={0: ["ev-transporter-mix-up", "ev-desk-job"]})
    assert skills(match, "hugh-mann") == {"MED"}
    assert skills(match, "sensa-vibes") == {"DIP"} and skills(match, "janice-clipboard") == {"DIP"}
    assert skills(match, "dana-fodder") == {"MED", "DIP"}
    play(match, 0, {"type": "event", "card": "ev-transporter-mix-up"})
    pick(match, 0, rs=card("sensa-vibes"))
    assert skills(match, "janice-clipboard") == set()  # arrived in Sorrek's team
    assert skills(match, "sensa-vibes") == {"DIP"}


def test_sorrek_premise_effect_ends_when_he_leaves() -> None:
    """rs-crew-sorrek-premise: `while`: he is Killed, Hugh gets his DIP back."""
    match = table(2, teams={0: ["sorrek-premise", "hugh-mann"], 1: ["kelly-peril"]},
                  missions={0: NEGOTIATE})
    attempt(match, 0, "sorrek-premise")
    assert team(match, 0) == ["hugh-mann"] and skills(match, "hugh-mann") == {"MED", "DIP"}


def test_gorkk_headbutt_cannot_be_discarded_but_can_be_killed() -> None:
    """rs-crew-gorkk-headbutt: STATIC: forbid(self, be_discarded)."""
    discard = table(2, teams={0: ["gorkk-headbutt"], 1: ["kelly-peril"]},
                    missions={0: "mis-make-first-contact"})
    attempt(discard, 0, "gorkk-headbutt")
    assert team(discard, 0) == ["gorkk-headbutt"] and "spared" in log_types(discard)
    kill = table(2, teams={0: ["gorkk-headbutt"], 1: ["kelly-peril"]}, missions={0: NEGOTIATE})
    attempt(kill, 0, "gorkk-headbutt")
    assert team(kill, 0) == []


def test_grumak_foreheadridge_other_krogg_gain_tactical_while_he_stays() -> None:
    """rs-crew-grumak-foreheadridge: STATIC: add_skill(each_rs(this_team)[race=Krogg,
    not self], TAC, while) — Ka'Ruk (Krogg) gains TAC, Dana (Human) does not, a Krogg in
    another team does not; gone when Grumak is Killed."""
    match = table(2, teams={0: ["grumak-foreheadridge", "karuk-honorbound", "dana-fodder"],
                            1: ["gorkk-headbutt"]},
                  on={"gorkk-headbutt": ["eq-ray-gun-safety-stuck-on"]},
                  missions={0: "mis-scout-the-jungle-planet"})
    assert skills(match, "karuk-honorbound") == {"TAC", "DIP"}
    assert skills(match, "dana-fodder") == {"MED"}
    assert skills(match, "gorkk-headbutt") == set()
    attempt(match, 0, "grumak-foreheadridge")  # needs INF: fails, Killed
    assert skills(match, "karuk-honorbound") == {"DIP"}


def test_karuk_honorbound_killed_another_player_of_his_owners_choice_draws() -> None:
    """rs-crew-karuk-honorbound: ON killed(self): draw_redshirt(other_player, 1) — his
    owner (even though he is gone, RS-G8) picks another player, who draws."""
    match = table(3, teams={0: ["karuk-honorbound", "dana-fodder"], 1: ["kelly-peril"],
                            2: ["bob-nameless"]},
                  missions={0: "mis-scout-the-jungle-planet"}, rs_deck=["gary-goner"])
    attempt(match, 0, "karuk-honorbound")
    assert phase(match) == "pick" and match.to_move() == [0]
    assert legal(match, 0) == [{"type": "pick", "seat": 1}, {"type": "pick", "seat": 2}]
    pick(match, 0, seat=2)
    assert team(match, 2) == ["bob-nameless", "gary-goner"] and team(match, 0) == ["dana-fodder"]


def test_karuk_honorbound_discarded_nobody_draws() -> None:
    """rs-crew-karuk-honorbound: a Discard is not a Kill: no trigger."""
    match = table(3, teams={0: ["karuk-honorbound", "dana-fodder"], 1: ["kelly-peril"],
                            2: ["bob-nameless"]}, missions={0: "mis-make-first-contact"})
    attempt(match, 0, "karuk-honorbound")
    assert phase(match) == "turn" and [team(match, s) for s in range(3)] == [
        ["dana-fodder"], ["kelly-peril"], ["bob-nameless"]]


def test_emo_pathos_draws_when_another_of_his_team_is_killed() -> None:
    """rs-crew-emo-pathos: ON killed(rs(this_team)[not self]): draw_log(you, 1) — not
    for his own death, not for another team's."""
    match = table(2, teams={0: ["emo-pathos", "dana-fodder"], 1: ["kelly-peril"]},
                  missions={0: NEGOTIATE}, log_deck=["ev-red-alert"])
    attempt(match, 0, "dana-fodder")
    assert hand(match, 0) == [card("ev-red-alert")]
    himself = table(2, teams={0: ["emo-pathos", "dana-fodder"], 1: ["kelly-peril"]},
                    missions={0: NEGOTIATE}, log_deck=["ev-red-alert"])
    attempt(himself, 0, "emo-pathos")
    assert hand(himself, 0) == []
    other = table(2, teams={0: ["kelly-peril"], 1: ["emo-pathos", "dana-fodder"]},
                  missions={0: NEGOTIATE}, log_deck=["ev-red-alert"])
    attempt(other, 0, "kelly-peril")
    assert hand(other, 1) == [] and team(other, 0) == []
    discarded = table(2, teams={0: ["emo-pathos", "dana-fodder"], 1: ["kelly-peril"]},
                      missions={0: "mis-make-first-contact"}, log_deck=["ev-red-alert"])
    attempt(discarded, 0, "dana-fodder")  # Discarded, not Killed: no card
    assert team(discarded, 0) == ["emo-pathos"] and hand(discarded, 0) == []


def test_olive_viridian_males_in_her_team_lose_tactical() -> None:
    """rs-crew-olive-viridian: STATIC: remove_skill(each_rs(this_team)[gender=male], TAC,
    while) — Jimmy (male) loses TAC, Ada (female) keeps it; a Ray Gun (Equipment, layer 2)
    beats the passive (layer 1) (RS-6)."""
    match = table(2, teams={0: ["olive-viridian", "jimmy-expendable", "ada-circuitry",
                                "gary-goner"], 1: ["kelly-peril"]},
                  on={"gary-goner": ["eq-ray-gun"]})
    assert skills(match, "jimmy-expendable") == set()
    assert skills(match, "ada-circuitry") == {"TAC", "SCI", "ENG"}
    assert skills(match, "gary-goner") == {"TAC", "ENG"}


def test_oozo_blorp_gains_a_skill_of_choice_at_the_start_of_its_owners_turn() -> None:
    """rs-crew-oozo-blorp: ON turn_start(you): add_skill(self, chosen_skill, turn) —
    asked of its owner right after the UnZap; lasts until the end of that turn; not at
    another player's turn start."""
    match = table(2, active=1, teams={0: ["oozo-blorp"], 1: ["kelly-peril"]},
                  zapped=["oozo-blorp"])
    play(match, 1, {"type": "end"})
    assert phase(match) == "pick" and match.to_move() == [0]
    assert not zapped(match, "oozo-blorp")
    assert {m["skill"] for m in legal(match, 0)} == set(GEAR)
    pick(match, 0, skill="DIP")
    assert skills(match, "oozo-blorp") == {"INF", "DIP"}
    play(match, 0, {"type": "end"})
    assert skills(match, "oozo-blorp") == {"INF"} and phase(match) == "turn"


def test_oozo_blorp_skill_is_a_passive_one_equipment_beats_it() -> None:
    """rs-crew-oozo-blorp: its ON step sits in layer 1 (passive): an earlier
    Universal Mistranslator (Equipment, layer 2) still takes the DIP away (RS-6)."""
    match = table(2, active=1, teams={0: ["oozo-blorp"], 1: ["kelly-peril"]},
                  on={"oozo-blorp": ["eq-universal-mistranslator"]})
    play(match, 1, {"type": "end"})
    pick(match, 0, skill="DIP")
    assert skills(match, "oozo-blorp") == {"INF"}



def test_lesley_comesback_condition_is_rechecked_between_two_kills() -> None:
    """rs-crew-lesley-comesback: Fix the Exhaust Port fails: Dana (attempting) is Killed
    first, so Lesley is alone when the second Kill comes: he is spared (a STATIC is
    re-checked at once)."""
    match = table(2, teams={0: ["dana-fodder", "lesley-comesback"], 1: ["kelly-peril"]},
                  on={"dana-fodder": ["eq-hyper-spanner"]},
                  missions={0: "mis-fix-the-exhaust-port"})
    attempt(match, 0, "dana-fodder")
    assert team(match, 0) == ["lesley-comesback"] and "spared" in log_types(match)
