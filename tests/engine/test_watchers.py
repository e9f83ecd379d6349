"""Watchers across devices (issue 19, "Keep every match"): a peer that sends ``watch``
gets the no-seat view live (public facts only: test_watcher_view.py), no move, no hand;
every device is told who watches; a watcher coming or going changes nothing else the
players receive."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cardtable import netplay
from cardtable.netplay import HostSession, Outgoing

from .test_netplay import QUICK_OPTIONS, Guest, deliver, move, open_table, play_out

GAMES = {"astronaut": 2, "red-cliffs": 4, "red-dwarf": 2, "doctor-who": 3, "redshirts": 2}
OPTIONS = {**QUICK_OPTIONS, "redshirts": {"rounds": 10}}  # short matches


def watch(name: str) -> str:
    return json.dumps({"v": 1, "t": "watch", "name": name})


def kinds(out: list[Outgoing], peer: str) -> list[str]:
    return [netplay.parse_host(o.message)["t"] for o in out if o.peer == peer]


def table(game: str, secret: str) -> tuple[HostSession, list[Guest]]:
    """A seeded table: host seat 0, remote seat 1 (the same deal every time)."""
    host = HostSession.open(game, [{"name": f"P{i}", "kind": "remote" if i == 1 else "bot"}
                                   for i in range(GAMES[game])], OPTIONS.get(game), secret=secret)
    guest = Guest("peer-1", "Gus")
    guest.contribution = "ab" * 32
    deliver(host, [guest], host.receive(guest.peer, json.dumps({
        "v": 1, "t": "join", "name": "Gus", "token": None, "seat": None,
        "contribution": guest.contribution})))
    return host, [guest]


@pytest.mark.parametrize("game", list(GAMES))
def test_a_watcher_sees_the_public_view_and_changes_nothing_for_the_players(game: str) -> None:
    received: list[list[str]] = []
    for watched in (False, True):
        host, guests = table(game, "5" * 64)
        watcher_views: list[dict[str, Any]] = []

        def step(match: Any, out: list[Outgoing]) -> None:
            if watched and len(match.moves) == 3:  # Wes comes to watch ...
                answer = host.receive("peer-w", watch("Wes"))
                assert kinds(answer, "peer-w")[0] == "watching"
                assert kinds(answer, guests[0].peer) == ["watchers"]
                out = out + answer
            if watched and len(match.moves) == 30:  # ... and goes
                assert kinds(host.leave("peer-w"), guests[0].peer) == ["watchers"]
            for o in out:
                data = netplay.parse_host(o.message)
                if o.peer == "peer-w" and data["t"] == "view":
                    view = data["view"]
                    assert view == match.view(None, log_limit=netplay.LOG_LIMIT)
                    assert view["seat"] is None and view["legal"] == []
                    watcher_views.append(view)

        play_out(host, guests, random.Random(7), on_step=step)
        assert not watched or len(watcher_views) >= 20
        # what the player received, but the list of watchers
        received.append([m for m in guests[0].received[1:] if '"t":"watchers"' not in m])  # (the welcome: a new token)
    assert received[0] == received[1]


def test_a_watcher_cannot_move_nor_sit_and_a_seated_device_cannot_watch() -> None:
    host, guests = open_table("astronaut", ["remote", "remote"], {"rounds": 1})
    out = host.receive("peer-w", watch("  Wes  "))
    assert kinds(out, "peer-w") == ["watching", "view"]
    assert netplay.parse_host(out[0].message)["watchers"] == ["Wes"]
    assert host.watcher_names == ["Wes"]
    refused = netplay.parse_host(host.receive("peer-w", move("0" * 32, 0, {"type": "draw"}))[0].message)
    assert refused["code"] == "unknown_seat"
    refused = netplay.parse_host(host.receive(guests[0].peer, watch("Gus"))[0].message)
    assert refused["code"] == "one_seat"
    for bad in ('{"v":1,"t":"watch","name":""}', '{"v":1,"t":"watch","name":"x","seat":1}',
                '{"v":1,"t":"watch","name":' + json.dumps("x" * 40) + "}"):
        assert kinds(host.receive("peer-x", bad), "peer-x") == ["error"]
    assert host.watcher_names == ["Wes"]
    for i in range(netplay.MAX_WATCHERS - 1):
        host.receive(f"w{i}", watch(f"W{i}"))
    full = netplay.parse_host(host.receive("one-more", watch("Late"))[0].message)
    assert full["code"] == "table_full" and len(host.watcher_names) == netplay.MAX_WATCHERS


def test_a_watcher_gets_the_commitment_first_and_the_reveal_only_once_the_match_is_over() -> None:
    """The record is public once the match ends (a replay shows every hand): a watcher that
    stays gets it then, never before, and can check it against the commitment it got."""
    host, guests = table("astronaut", "6" * 64)
    answer = host.receive("peer-w", watch("Wes"))
    watching = netplay.parse_host(answer[0].message)
    assert watching["commit"] == host.commit == netplay.commitment("6" * 64)
    got: list[tuple[str, bool]] = []

    def step(match: Any, out: list[Outgoing]) -> None:
        got.extend((netplay.parse_host(o.message)["t"], match.is_over) for o in out if o.peer == "peer-w")

    play_out(host, guests, random.Random(3), on_step=step)
    reveals = [over for kind, over in got if kind == "reveal"]
    assert reveals and all(reveals), "a reveal before the end"
    assert got[-1][0] == "reveal" and got[-2][0] == "view"
    late = host.receive("peer-late", watch("Lee"))  # one that comes after the end gets it too
    assert kinds(late, "peer-late") == ["watching", "view", "reveal"]
    reveal = netplay.parse_host([o for o in late if o.peer == "peer-late"][-1].message)
    assert reveal["record"]["moves"] == host.match.record()["moves"]  # type: ignore[union-attr]


@pytest.mark.parametrize("message", [
    json.dumps({"v": 1, "t": "join", "name": "Mallory", "token": None, "seat": None,
                "contribution": "ab" * 32}),
    move("0" * 32, 0, {"type": "draw"}),
    json.dumps({"v": 1, "t": "sync", "token": "0" * 32}),
])
def test_a_peer_that_came_through_the_watch_link_may_only_watch(message: str) -> None:
    """The host's page marks the watch room's connections watch_only: a seat is never taken
    from there, even while one is free."""
    host = HostSession.open("astronaut", [{"name": "Hana", "kind": "human"},
                                          {"name": "Seat 2", "kind": "remote"}], {"rounds": 1})
    out = host.receive("w:peer", message, watch_only=True)
    assert [netplay.parse_host(o.message)["code"] for o in out] == ["watch_only"]
    assert host.open_seats == [1] and host.seated == {} and host.match is None
    out = host.receive("w:peer", watch("Wes"), watch_only=True)
    assert kinds(out, "w:peer") == ["watching"]  # no match yet: the view follows the deal


def test_a_player_who_joins_after_a_watcher_is_told_who_watches() -> None:
    host = HostSession.open("astronaut", [{"name": "Hana", "kind": "human"},
                                          {"name": "Seat 2", "kind": "remote"}], {"rounds": 1})
    host.receive("w:peer", watch("Wes"), watch_only=True)
    out = host.receive("peer-1", json.dumps({"v": 1, "t": "join", "name": "Gus", "token": None,
                                             "seat": None, "contribution": "ab" * 32}))
    assert kinds(out, "peer-1") == ["welcome", "watchers", "view"]
    assert netplay.parse_host(out[1].message)["names"] == ["Wes"]
