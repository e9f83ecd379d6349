"""Red Cliffs on the decision stack: which frames a turn, a set and a claim push, and
the log texts as a registry (issue 10). The rules these frames carry out are tested
ruling by ruling in ``test_rules.py``; here, that the stack says what is pending."""

from __future__ import annotations

import pytest

from cardtable import Match
from cardtable.engine.window import WINDOW

from .test_rules import GAME, SIX, angel_table, c, claim_table, play, rc, table


def kinds(match: Match) -> list[str]:
    return [pending.kind for pending in rc(match).stack]


def test_rc8_a_turn_is_draw_then_act_with_two_actions_then_refill() -> None:
    """RC-8: ``draw`` → ``act`` (2 actions, counted on the frame) → ``refill``."""
    match = table(2, {"hand:0": SIX, "deck": [c("green-2"), c("blue-0")]}, phase="draw")
    assert kinds(match) == ["draw"] and match.view(0)["public"]["actions_left"] == 2
    play(match, 0, type="draw")
    assert kinds(match) == ["act"] and rc(match).stack[-1]["actions"] == 2
    play(match, 0, type="discard", card=SIX[0])
    assert rc(match).stack[-1]["actions"] == 1
    play(match, 0, type="discard", card=SIX[1])
    assert kinds(match) == ["refill"] and match.view(0)["public"]["actions_left"] == 0
    play(match, 0, type="draw")
    assert kinds(match) == ["draw"] and match.to_move() == [1]


def test_rc9_an_event_drawn_waits_above_the_turns_actions() -> None:
    """RC-9: the event frame sits above ``act``; resolved, the actions follow."""
    match = table(2, {"hand:0": SIX, "deck": [c("red-2"), c("event")]}, phase="draw")
    play(match, 0, type="draw")
    assert kinds(match) == ["act", "event"] and match.view(0)["public"]["phase"] == "event"
    assert match.view(0)["public"]["actions_left"] == 2
    play(match, 0, type="shuffle", zone="discard")
    assert kinds(match) == ["act"]


def test_rc14_a_set_pushes_place_then_keep_above_the_turn() -> None:
    """RC-14: keep (top) then place; the set counts as one of the turn's actions."""
    hand = [c("red-1"), c("red-2"), c("red-3"), c("blue-9"), c("white-5"), c("angel-red")]
    match = table(2, {"hand:0": hand, "pile:0": [c("blue-9", 2)], "pile:1": [c("blue-8")]})
    play(match, 0, type="set", cards=[c("red-1"), c("red-2"), c("red-3")])
    assert kinds(match) == ["act", "place", "keep"]
    public = match.view(1)["public"]
    assert (public["phase"], public["setter"], public["by_claim"], public["actions_left"]) \
        == ("keep", 0, False, 1)
    play(match, 0, type="keep", card=c("red-2"))
    assert kinds(match) == ["act", "place"]
    play(match, 0, type="place", card=c("red-1"), pile=0)
    assert kinds(match) == ["act"] and match.view(1)["public"]["setter"] is None


def test_rc15_light_blue_pushes_return_above_place() -> None:
    """RC-15: a kept Light-blue angel's ``return`` comes before ``place``."""
    match = angel_table([c("angel-blue"), c("angel-blue", 2), c("angel-red")])
    play(match, 0, type="set", cards=[c("angel-blue"), c("angel-blue", 2), c("angel-red")])
    play(match, 0, type="keep", card=c("angel-blue"))
    assert kinds(match) == ["act", "place", "return"]
    play(match, 0, type="return", card=c("angel-red"))
    assert kinds(match) == ["act", "place"]


def test_rc15_green_and_purple_angels_act_once_the_cards_are_placed() -> None:
    """RC-15: the kept angel's action waits beneath ``place`` as a frame of its own,
    then asks its setter (``swap``, ``purple``)."""
    match = angel_table([c("angel-green"), c("angel-green", 2), c("angel-green", 3)],
                        prizes_0=[c("red-5")], prizes_1=[c("blue-5")])
    play(match, 0, type="set", cards=[c("angel-green"), c("angel-green", 2), c("angel-green", 3)])
    play(match, 0, type="keep", card=c("angel-green"))
    assert kinds(match) == ["act", "angel", "place"]
    play(match, 0, type="place", card=c("angel-green", 2), pile=0)
    assert kinds(match) == ["act", "swap"]
    play(match, 0, type="swap", mine=c("red-5"), theirs=c("blue-5"))
    assert kinds(match) == ["act"]
    match = angel_table([c("angel-white"), c("angel-red"), c("angel-blue")],
                        hand_1=[c("green-3")])
    play(match, 0, type="set", cards=[c("angel-blue"), c("angel-red"), c("angel-white")])
    play(match, 0, type="keep", card=c("angel-white"))
    play(match, 0, type="place", card=c("angel-red"), pile=0)
    assert kinds(match) == ["act", "purple"]


def test_rc10_the_claim_window_is_a_sealed_engine_window_above_the_next_draw() -> None:
    """RC-10: the window asks everyone at once (``all``), a pass is ``decline``; the
    claimant's set runs on the same frames above the turn's ``draw``."""
    match = claim_table()
    play(match, 0, type="pass")
    assert kinds(match) == ["draw", WINDOW]
    window = rc(match).stack[-1]
    assert (window["name"], window["mode"], window["pass_type"], window["before"]) == \
        ("claim", "all", "decline", 1)
    assert match.view(2)["window"]["asked"] == [1, 2, 3, 0]
    play(match, 1, type="claim", cards=[c("green-6"), c("red-4")], pile=0)
    assert kinds(match) == ["draw", "place", "keep"]
    public = match.view(0)["public"]
    assert (public["phase"], public["setter"], public["by_claim"], public["claim"]) == \
        ("keep", 1, True, None)
    assert public["actions_left"] == 0  # the turn has not begun
    play(match, 1, type="keep", card=c("red-5"))
    play(match, 1, type="place", card=c("green-6"), pile=0)
    assert kinds(match) == ["draw"] and match.view(0)["public"]["actions_left"] == 2


def test_rc19_the_match_is_over_when_the_stack_is_empty() -> None:
    """RC-19: no decision pending once the match ends; the phase reads ``over``."""
    match = table(2, {"hand:1": SIX}, current=1, actions_left=1)
    rc(match).scores = [30, 0]
    rc(match).final = True
    play(match, 1, type="pass")
    assert rc(match).stack == [] and match.is_over
    assert match.view(None)["public"]["phase"] == "over"


def test_every_event_type_has_a_log_text_and_an_unknown_one_fails_loudly() -> None:
    """Issue 10 item 7: log texts are a registry; an event type missing from it is a bug."""
    assert GAME.describe_event({"type": "pass", "seat": 2}) == "{2} passes."
    with pytest.raises(KeyError):
        GAME.describe_event({"type": "no-such-event", "seat": 0})
