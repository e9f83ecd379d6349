"""Play across devices (cardtable.netplay): authority, secrecy, fair shuffle, resume."""

from __future__ import annotations

import json
import random
import re
import secrets
from typing import Any

import pytest

from cardtable import netplay
from cardtable.engine import Game, Match, State
from cardtable.engine.choose import expand
from cardtable.games import GAMES
from cardtable.netplay import HostSession, Outgoing

from .sweep import seeds as sweep_seeds

CARD = re.compile(r"(?<![\w.:-])[A-Za-z0-9_.-]+#\d+")
"""A card instance id in a message (not inside a zone name such as Redshirts'
``on:<redshirt>``: the zone names are the same fixed list for every seat)."""
QUICK_OPTIONS: dict[str, dict[str, Any]] = {"astronaut": {"rounds": 1}, "red-cliffs": {"target": 5}}


def join(name: str, token: str | None = None, seat: int | None = None,
         contribution: str | None = None) -> str:
    return json.dumps({"v": 1, "t": "join", "name": name, "token": token, "seat": seat,
                       "contribution": contribution or secrets.token_hex(32)})


def move(token: str, n: int, chosen: dict[str, Any]) -> str:
    return json.dumps({"v": 1, "t": "move", "token": token, "n": n, "move": chosen})


def parsed(out: list[Outgoing], peer: str) -> list[dict[str, Any]]:
    return [netplay.parse_host(o.message) for o in out if o.peer == peer]


class Guest:
    """A fake guest device: what it sent, what it received, what it may know."""

    def __init__(self, peer: str, name: str) -> None:
        self.peer, self.name = peer, name
        self.contribution = secrets.token_hex(32)
        self.token = ""
        self.seat = -1
        self.commit = ""
        self.view: dict[str, Any] | None = None
        self.hashes: dict[str, str] = {}
        self.reveal: dict[str, Any] | None = None
        self.received: list[str] = []
        self.errors: list[dict[str, Any]] = []

    def take(self, out: list[Outgoing]) -> None:
        for item in out:
            if item.peer != self.peer:
                continue
            self.received.append(item.message)
            data = netplay.parse_host(item.message)
            if data["t"] == "welcome":
                self.token, self.seat, self.commit = data["token"], data["seat"], data["commit"]
            elif data["t"] == "view":
                self.view = data["view"]
                self.hashes[str(data["view"]["move_count"])] = data["hash"]
            elif data["t"] == "reveal":
                self.reveal = data
            elif data["t"] == "error":
                self.errors.append(data)

    def verify(self) -> dict[str, Any]:
        assert self.reveal is not None
        return netplay.verify(commit=self.commit, seat=self.seat, contribution=self.contribution,
                              hashes=self.hashes, reveal=self.reveal)


def deliver(host: HostSession, guests: list[Guest], out: list[Outgoing]) -> None:
    for guest in guests:
        guest.take(out)


def open_table(game: str, kinds: list[str], options: dict[str, Any] | None = None
               ) -> tuple[HostSession, list[Guest]]:
    host = HostSession.open(game, [{"name": f"P{i}", "kind": k} for i, k in enumerate(kinds)],
                            options)
    guests = [Guest(f"peer-{seat}", f"G{seat}") for seat, k in enumerate(kinds) if k == "remote"]
    for guest in guests:
        deliver(host, guests, host.receive(guest.peer, join(guest.name, contribution=guest.contribution)))
    assert host.match is not None
    return host, guests


def play_out(host: HostSession, guests: list[Guest], rng: random.Random,
             on_step: Any = None, every: int = 1) -> None:
    """Play to the end: guests move through messages, the host's own seats directly.

    With ``every`` > 1, about one guest move in ``every`` goes over the wire (after a
    fresh view); the others are played on the host without messages (a faster sample).
    """
    match = host.match
    assert match is not None
    by_seat = {g.seat: g for g in guests}

    def send(out: list[Outgoing]) -> None:
        deliver(host, guests, out)
        if on_step is not None:
            on_step(match, out)

    while not match.is_over:
        seat = match.to_move()[0]
        guest = by_seat.get(seat)
        if guest is None or (every > 1 and rng.randrange(every)):
            match.play(seat, rng.choice(expand(match.legal_moves(seat), rng)))
            if every == 1:
                send(host.updates())
            continue
        if guest.view is None or guest.view["move_count"] != len(match.moves):
            send(host.updates([seat]))
        assert guest.view is not None and guest.view["to_move"] == match.to_move()
        chosen = rng.choice(expand([entry["move"] for entry in guest.view["legal"]], rng))
        send(host.receive(guest.peer, move(guest.token, guest.view["move_count"], chosen)))
    if every > 1:
        send(host.updates())


class Knowledge:
    """Cards one seat may name: seen in a zone it sees, or in a log event it saw."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.cards: set[str] = set()
        self.log_seen = 0

    def update(self, match: Match) -> set[str]:
        state = match.state
        self.cards.update(card for zone in state.zones.values() if zone.visible_to(self.seat)
                          for card in zone.cards)
        for event in state.redacted_log(self.seat, since=self.log_seen):
            self.cards.update(CARD.findall(json.dumps(event)))
        self.log_seen = len(state.log)
        return self.cards


# -- a whole match ---------------------------------------------------------------
def test_a_networked_match_plays_to_the_end_and_every_guest_verifies_it() -> None:
    host, guests = open_table("astronaut", ["human", "remote", "bot"], {"rounds": 1})
    play_out(host, guests, random.Random(1))
    (guest,) = guests
    assert guest.reveal is not None and guest.view is not None and guest.view["is_over"]
    assert guest.verify() == {"ok": True, "problems": [], "moves": len(host.match.moves)}  # type: ignore[union-attr]
    assert guest.errors == []


def test_the_seed_comes_from_the_host_secret_and_every_contribution() -> None:
    host, guests = open_table("astronaut", ["remote", "remote"], {"rounds": 1})
    assert host.match is not None
    assert host.match.seed == netplay.derive_seed(host.secret, [g.contribution for g in guests])
    assert guests[0].commit == netplay.commitment(host.secret)
    assert 0 <= host.match.seed < 2**53


def test_verification_fails_when_the_host_swapped_its_seed() -> None:
    host, guests = open_table("astronaut", ["human", "remote"], {"rounds": 1})
    play_out(host, guests, random.Random(2))
    guest = guests[0]
    assert guest.reveal is not None
    forged = {**guest.reveal, "secret": secrets.token_hex(32)}
    result = netplay.verify(commit=guest.commit, seat=guest.seat, contribution=guest.contribution,
                            hashes=guest.hashes, reveal=forged)
    assert not result["ok"] and "commitment" in result["problems"][0]
    # A host that dealt from another seed but reveals the committed secret:
    other = dict(guest.reveal["record"], seed=12345)
    result = netplay.verify(commit=guest.commit, seat=guest.seat, contribution=guest.contribution,
                            hashes=guest.hashes, reveal={**guest.reveal, "record": other})
    assert not result["ok"] and any("seed" in p for p in result["problems"])


def test_verification_names_the_first_move_that_differs() -> None:
    host, guests = open_table("astronaut", ["human", "remote"], {"rounds": 1})
    play_out(host, guests, random.Random(3))
    guest = guests[0]
    hashes = dict(guest.hashes)
    first = min(int(k) for k in hashes if k != "0")
    hashes[str(first)] = "0" * 64
    result = netplay.verify(commit=guest.commit, seat=guest.seat, contribution=guest.contribution,
                            hashes=hashes, reveal=guest.reveal or {})
    assert result["problems"] == [f"The table you saw after move {first} differs from the replay."]


# -- authority ---------------------------------------------------------------------
def test_an_illegal_or_stale_move_is_refused_to_that_peer_and_changes_nothing() -> None:
    host, (guest,) = open_table("astronaut", ["remote", "human"], {"rounds": 1})
    assert host.match is not None and guest.view is not None
    before = json.dumps(host.match.record())
    bad = [move(guest.token, 0, {"type": "play", "card": "stage-7#1"}),
           move(guest.token, 5, guest.view["legal"][0]["move"]),
           move("0" * 32, 0, guest.view["legal"][0]["move"])]
    for text in bad:
        out = host.receive(guest.peer, text)
        assert out and all(o.peer == guest.peer for o in out)
        assert parsed(out, guest.peer)[0]["t"] == "error"
    assert json.dumps(host.match.record()) == before


def test_a_seat_is_kept_for_its_token_and_nobody_else_can_take_it() -> None:
    host = HostSession.open("astronaut", [{"name": "H", "kind": "human"},
                                          {"name": "A", "kind": "remote"},
                                          {"name": "B", "kind": "remote"}], {"rounds": 1})
    a = Guest("pa", "Ann")
    a.take(host.receive("pa", join("Ann", seat=1, contribution=a.contribution)))
    assert a.seat == 1 and host.match is None
    thief = host.receive("px", join("Mallory", seat=1))
    assert parsed(thief, "px")[0]["code"] == "seat_taken"
    b = Guest("pb", "Bo")
    b.take(host.receive("pb", join("Bo", contribution=b.contribution)))
    assert b.seat == 2 and host.match is not None
    full = host.receive("pc", join("Cy"))
    assert parsed(full, "pc")[0]["code"] == "table_full"
    unknown = host.receive("pd", join("Di", token="f" * 32))
    assert parsed(unknown, "pd")[0]["code"] == "unknown_seat"
    # Ann reloads: a new peer id, her token, the same seat and no new contribution.
    again = Guest("pa2", "Ann")
    again.take(host.receive("pa2", join("Ann", token=a.token, seat=2)))
    assert again.seat == 1 and host.peers[1] == "pa2" and again.view is not None
    assert host.contributions[1] == a.contribution


def test_the_host_resumes_from_its_snapshot_and_guests_rejoin() -> None:
    host, guests = open_table("astronaut", ["human", "remote"], {"rounds": 1})
    rng = random.Random(4)
    match = host.match
    assert match is not None
    for _ in range(12):
        seat = match.to_move()[0]
        if seat == 0:
            match.play(0, rng.choice(match.legal_moves(0)))
            deliver(host, guests, host.updates())
        else:
            view = guests[0].view
            assert view is not None
            deliver(host, guests, host.receive("peer-1", move(guests[0].token, view["move_count"],
                                                              rng.choice(view["legal"])["move"])))
    snap = json.loads(json.dumps(host.snapshot()))
    again = HostSession.restore(snap)
    assert again.match is not None and again.match.record() == match.record()
    assert again.commit == host.commit
    guest = guests[0]
    guest.peer = "peer-new"
    guest.take(again.receive("peer-new", join("G1", token=guest.token)))
    assert guest.view is not None and guest.view["move_count"] == len(match.moves)
    play_out(again, [guest], rng)
    assert guest.verify()["ok"]


# -- secrecy over many matches ------------------------------------------------------
def cases() -> list[tuple[str, int, dict[str, Any]]]:
    return [(game_id, players, {**QUICK_OPTIONS.get(game_id, {}), **options})
            for game_id, game in GAMES.items() for players, options in game.variants()]


def test_no_guest_bound_message_names_a_card_its_seat_may_not_see(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Random matches over every game (≥ 200 with CARDTABLE_SWEEP=full): each message's
    cards ⊆ what the seat knows."""
    variants = cases()
    matches = max(sweep_seeds(30, 200), len(variants))
    checked = 0
    for number in range(matches):
        game_id, players, options = variants[number % len(variants)]
        rng = random.Random(number)
        kinds = ["remote" if seat == 0 or rng.random() < 0.2 else rng.choice(["bot", "human"])
                 for seat in range(players)]
        # The first matches send every message with the UI's full log; the rest a
        # sample of positions with a shorter log (speed).
        full = number < 2  # Astronaut, 2 and 3 players
        monkeypatch.setattr(netplay, "LOG_LIMIT", 80 if full else 8)
        host, guests = open_table(game_id, kinds, options)
        assert host.match is not None
        by_peer = {g.peer: g for g in guests}
        knows = {g.seat: Knowledge(g.seat) for g in guests}
        for guest in guests:  # the deal, as first sent
            assert set(CARD.findall(guest.received[-1])) <= knows[guest.seat].update(host.match)

        def check(match: Match, out: list[Outgoing]) -> None:
            nonlocal checked
            for item in out:
                seat = by_peer[item.peer].seat
                named = set(CARD.findall(item.message))
                if item.message.startswith('{"v":1,"t":"reveal"'):
                    assert match.is_over
                    continue
                leaked = named - knows[seat].update(match)
                assert not leaked, f"{game_id} seat {seat} was sent {sorted(leaked)[:5]}"
                checked += 1

        play_out(host, guests, rng, check, every=1 if full else 60)
    assert checked > 10 * matches, checked


# -- hostile input --------------------------------------------------------------------
def mutations(rng: random.Random, good: list[str]) -> str:
    text = rng.choice(good)
    kind = rng.randrange(7)
    if kind == 0:  # random bytes
        return "".join(chr(rng.randrange(0, 0x3000)) for _ in range(rng.randrange(0, 80)))
    if kind == 1:  # flip characters
        chars = list(text)
        for _ in range(rng.randrange(1, 6)):
            chars[rng.randrange(len(chars))] = chr(rng.randrange(32, 127))
        return "".join(chars)
    if kind == 2:  # cut
        return text[:rng.randrange(len(text))]
    data = json.loads(text)
    values: list[Any] = [None, True, -1, 0, 2**60, 1.5, "", "x" * 5000, [], {}, [1, [2]],
                         {"type": "draw"}, secrets.token_hex(16), secrets.token_hex(32), "0" * 32]
    if kind == 3:
        data[rng.choice(list(data) + ["extra", "t", "v"])] = rng.choice(values)
    elif kind == 4 and isinstance(data.get("move"), dict):
        data["move"][rng.choice(list(data["move"]) + ["card", "from"])] = rng.choice(values)
    elif kind == 5:
        data.pop(rng.choice(list(data)))
    else:
        data = rng.choice(values) if rng.random() < 0.3 else [data]
    return json.dumps(data)


def test_fuzz_10000_hostile_messages_never_raise_nor_change_the_match() -> None:
    host, (guest,) = open_table("astronaut", ["human", "remote"], {"rounds": 1})
    match = host.match
    assert match is not None
    while match.to_move() != [guest.seat]:
        match.play(0, match.legal_moves(0)[0])
        guest.take(host.updates())
    assert guest.view is not None
    played = len(match.moves)
    legal = [entry["move"] for entry in guest.view["legal"]]
    good = [join("Zed"), join("G1", token=guest.token),
            json.dumps({"v": 1, "t": "sync", "token": guest.token}),
            *(move(guest.token, played, m) for m in legal),
            move(guest.token, played, {"type": "play", "card": "stage-1#1"})]
    rng = random.Random(10)
    before = json.dumps([match.record(), host.tokens, host.contributions, host.names])
    legal_set = [json.dumps(m, sort_keys=True) for m in legal]
    for _ in range(10_000):
        text = mutations(rng, good)
        try:
            data = json.loads(text)
            if isinstance(data, dict) and data.get("t") == "move" and data.get("token") == guest.token \
                    and json.dumps(data.get("move"), sort_keys=True) in legal_set:
                continue  # a legal move would rightly change the match
        except ValueError:
            pass
        out = host.receive(rng.choice(["peer-1", "other"]), text)
        for item in out:
            netplay.parse_host(item.message)  # every reply is itself well-formed
        assert host.match is match and len(match.moves) == played
    assert json.dumps([match.record(), host.tokens, host.contributions, host.names]) == before


def test_fuzz_host_messages_on_the_guest_side_only_raise_bad_message() -> None:
    host, (guest,) = open_table("astronaut", ["human", "remote"], {"rounds": 1})
    good = list(guest.received)
    rng = random.Random(11)
    for _ in range(3000):
        text = mutations(rng, good)
        try:
            netplay.parse_host(text)
        except netplay.BadMessage:
            pass


@pytest.mark.parametrize("text", ["", "null", "[]", '{"v":2,"t":"join"}', '{"v":1,"t":"hello"}',
                                  '{"v":1,"t":"move","token":"' + "a" * 32 + '","n":0,"move":{}}',
                                  "[" * 100_000])
def test_malformed_messages_are_refused_with_a_reason(text: str) -> None:
    host, _ = open_table("astronaut", ["human", "remote"], {"rounds": 1})
    out = host.receive("p", text)
    assert [netplay.parse_host(o.message)["t"] for o in out] == ["error"]
    assert host.dropped


def test_the_bridge_ops_host_a_table_whose_match_the_page_can_play() -> None:
    from cardtable import bridge

    def call(op: str, **args: Any) -> Any:
        reply = json.loads(bridge.handle(json.dumps({"op": op, **args})))
        assert reply["ok"], reply
        return reply["result"]

    opened = call("host_open", game="astronaut", options={"rounds": 1},
                  seats=[{"name": "H", "kind": "human"}, {"name": "G", "kind": "remote"}])
    key = opened["session"]
    assert opened["match"] is None and opened["open"] == [1]
    reply = call("host_receive", session=key, peer="p1", message=join("Gus"))
    kinds = [call("guest_parse", message=o["message"])["t"] for o in reply["out"]]
    assert kinds == ["welcome", "view"] and reply["connected"] == [1]
    match = reply["match"]
    assert call("view", match=match, seat=0)["move_count"] == 0
    snap = call("host_snapshot", session=key)
    assert call("host_open", snapshot=snap)["match"] is not None
    assert call("host_leave", session=key, peer="p1")["connected"] == []
    call("host_close", session=key)
    bad = json.loads(bridge.handle(json.dumps({"op": "host_receive", "session": key,
                                               "peer": "p", "message": "x"})))
    assert bad["ok"] is False and bad["error"]["code"] == "bad_request"



def test_a_fair_table_seats_and_names_the_devices_but_never_deals() -> None:
    """Issue 22 (docs/fairplay.md): with ``fair`` the host's engine never holds a hand: every
    seat taken, the guests get the lobby (names, no seat open) and no view; the devices deal
    together (web/fair/net.js). Kept and restored as fair; offered only where fair play runs,
    one seat on the host's device and every other on a device of its own."""
    from cardtable import bridge

    def call(op: str, **args: Any) -> Any:
        reply = json.loads(bridge.handle(json.dumps({"op": op, **args})))
        assert reply["ok"], reply
        return reply["result"]

    opened = call("host_open", game="astronaut", options={"rounds": 1}, fair=True,
                  seats=[{"name": "H", "kind": "human"}, {"name": "G", "kind": "remote"}])
    key = opened["session"]
    assert opened["fair"] is True and opened["open"] == [1]
    reply = call("host_receive", session=key, peer="p1", message=join("Gus"))
    kinds = [call("guest_parse", message=o["message"])["t"] for o in reply["out"]]
    assert kinds == ["welcome", "lobby"] and reply["match"] is None and reply["open"] == []
    assert reply["names"] == ["H", "Gus"] and reply["peers"] == {"1": "p1"}
    assert call("host_sync", session=key)["match"] is None
    move = json.dumps({"v": 1, "t": "move", "token": json.loads(reply["out"][0]["message"])["token"],
                       "n": 0, "move": {"type": "draw"}})
    refused = call("host_receive", session=key, peer="p1", message=move)
    assert call("guest_parse", message=refused["out"][0]["message"])["t"] == "error"
    snap = call("host_snapshot", session=key)
    assert snap["fair"] is True and snap["record"] is None
    assert call("host_open", snapshot=snap)["fair"] is True
    for game, seats in (("red-dwarf", ["human", "remote"]), ("astronaut", ["human", "remote", "bot"]),
                        ("astronaut", ["human", "remote", "remote", "remote"])):
        bad = json.loads(bridge.handle(json.dumps({"op": "host_open", "game": game, "options": {}, "fair": True,
                                                   "seats": [{"name": f"P{i}", "kind": k} for i, k in enumerate(seats)]})))
        assert bad["ok"] is False, (game, seats)
    call("host_close", session=key)


# -- one device, one seat ----------------------------------------------------------------
def test_a_device_that_holds_a_seat_cannot_take_another() -> None:
    """Issue 9 item 3: a second join from the same connection takes no second seat."""
    host = HostSession.open("astronaut", [{"name": "H", "kind": "human"},
                                          {"name": "A", "kind": "remote"},
                                          {"name": "B", "kind": "remote"}], {"rounds": 1})
    ann = Guest("pa", "Ann")
    ann.take(host.receive("pa", join("Ann", contribution=ann.contribution)))
    assert ann.seat == 1
    again = host.receive("pa", join("Ann's twin"))
    assert [d["code"] for d in parsed(again, "pa")] == ["one_seat"]
    assert host.open_seats == [2] and host.names[2] == "B"
    # Gone and back with the same peer id: still its one seat, and only that one.
    host.leave("pa")
    assert parsed(host.receive("pa", join("Ann again")), "pa")[0]["code"] == "one_seat"
    assert host.open_seats == [2]
    # Its own token brings it back to its seat.
    ann.take(host.receive("pa", join("Ann", token=ann.token)))
    assert ann.seat == 1 and host.peers[1] == "pa"
    # Another device fills the last seat; it cannot then use the first device's token.
    bo = Guest("pb", "Bo")
    bo.take(host.receive("pb", join("Bo", contribution=bo.contribution)))
    assert bo.seat == 2 and host.match is not None
    stolen = host.receive("pb", json.dumps({"v": 1, "t": "sync", "token": ann.token}))
    assert [d["code"] for d in parsed(stolen, "pb")] == ["one_seat"]
    stolen = host.receive("pb", join("Bo", token=ann.token))
    assert [d["code"] for d in parsed(stolen, "pb")] == ["one_seat"]
    assert host.peers == {1: "pa", 2: "pb"}


def test_a_reloaded_guest_has_a_new_connection_and_takes_its_own_seat_back() -> None:
    host, (guest,) = open_table("astronaut", ["human", "remote"], {"rounds": 1})
    host.leave(guest.peer)
    out = host.receive("reloaded", join("G1", token=guest.token))
    assert [d["t"] for d in parsed(out, "reloaded")] == ["welcome", "view"]
    assert host.peers == {1: "reloaded"}


def test_view_resends_are_rate_limited_per_peer() -> None:
    """Issue 9 item 5: sync (and rejoin, stale moves) cost the host a view: a few, then a pause."""
    host, (guest,) = open_table("astronaut", ["remote", "human"], {"rounds": 1})
    now = [100.0]
    host.clock = lambda: now[0]
    host.allowance.clear()
    sync = json.dumps({"v": 1, "t": "sync", "token": guest.token})
    answered = [bool(host.receive(guest.peer, sync)) for _ in range(netplay.SYNC_BURST + 3)]
    assert answered == [True] * netplay.SYNC_BURST + [False] * 3
    assert "too many sync" in host.dropped[-1]
    assert host.receive("another-peer", join("Zed"))  # others are not held back
    now[0] += 1.0 / netplay.SYNC_PER_SECOND
    assert host.receive(guest.peer, sync) and not host.receive(guest.peer, sync)
    # Moves are never held back: the guest plays on.
    assert guest.view is not None
    legal = guest.view["legal"][0]["move"]
    out = host.receive(guest.peer, move(guest.token, guest.view["move_count"], legal))
    assert [d["t"] for d in parsed(out, guest.peer)][0] == "view"


# -- the shape of a move --------------------------------------------------------------
@pytest.mark.parametrize("chosen", [
    {"type": "pass"},
    {"type": "set", "cards": ["dragon-3#1", "dragon-3#2", "joker#1"], "pile": 1},
    {"type": "choose", "groups": [["a#1", "b#2"], ["c#1"]], "sure": True, "n": None},
    {"type": "choose", "pick": {"hand": ["a#1"], "row": [2, 3]}},
    {"type": "set", "cards": []},
    {"type": "x", "cards": ["c#%d" % i for i in range(netplay.MOVE_LIST)]},
])
def test_moves_of_every_shape_a_game_emits_pass_the_wire_check(chosen: dict[str, Any]) -> None:
    netplay.parse_guest(move("a" * 32, 3, chosen))


@pytest.mark.parametrize("chosen,why", [
    ({"cards": ["a#1"]}, "type"),
    ({"type": "x", "deep": [[["a#1"]]]}, "nested too deeply"),
    ({"type": "x", "deep": {"a": {"b": [1]}}}, "nested too deeply"),
    ({"type": "x", "cards": ["c"] * (netplay.MOVE_LIST + 1)}, "too long"),
    ({"type": "x", **{f"k{i}": [1, 2, 3, 4, 5, 6, 7] for i in range(10)}}, "too many values"),
    ({"type": "x", "card": "c" * (netplay.MOVE_STRING + 1)}, "too long"),
    ({"type": "x", "pile": 1.5}, "plain values"),
    ({"type": "x", "pile": 2**40}, "plain values"),
    ({"type": "x", "k" * 33: 1}, "short keys"),
    ({"type": "x", "sub": {}}, "short keys"),
    ({f"k{i}": 1 for i in range(netplay.MOVE_KEYS)} | {"type": "x"}, "short keys"),
])
def test_moves_too_big_or_too_deep_are_refused_with_a_reason(chosen: dict[str, Any], why: str) -> None:
    with pytest.raises(netplay.BadMessage, match=why):
        netplay.parse_guest(move("a" * 32, 3, chosen))


# -- hostile nesting never reaches the parser --------------------------------------------
DEEP = "[" * 5000 + "]" * 5000
DEEP_SHORT = "[" * 1900 + "]" * 1900  # fits in a guest's message (4 KB)


def test_deep_json_is_refused_before_parsing_on_both_sides(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 9 item 5: under Pyodide, json.loads of thousands of levels is a fatal error."""
    from cardtable import bridge, safejson

    parse = json.loads

    def shallow_only(text: str, **kwargs: Any) -> Any:
        assert safejson.nesting(text) <= safejson.MAX_DEPTH, "deep JSON reached json.loads"
        return parse(text, **kwargs)

    host, (guest,) = open_table("astronaut", ["human", "remote"], {"rounds": 1})
    monkeypatch.setattr(json, "loads", shallow_only)
    deep_move = move(guest.token, 0, {"type": "x"}).replace('{"type": "x"}', DEEP_SHORT)
    deep_in_string = json.dumps({"v": 1, "t": "sync", "token": DEEP})  # not nesting at all
    for text in (DEEP_SHORT, '{"v":1,"t":"view","view":' + DEEP_SHORT + "}", deep_move):
        with pytest.raises(netplay.BadMessage, match="nested too deeply"):
            netplay.parse_guest(text)
        with pytest.raises(netplay.BadMessage, match="nested too deeply"):
            netplay.parse_host(text)
        out = host.receive(guest.peer, text)
        assert "nested too deeply" in json.dumps(out[0].message)
    for text in (DEEP, '{"v":1,"t":"reveal","record":' + DEEP + "}"):
        with pytest.raises(netplay.BadMessage, match="nested too deeply"):
            netplay.parse_host(text)
        reply = json.loads(bridge.handle(json.dumps({"op": "guest_parse", "message": text})))
        assert reply["error"]["code"] == "bad_message"
    assert safejson.nesting(deep_in_string) == 1
    for request in ('{"op":"load","record":' + DEEP + "}", DEEP,
                    json.dumps({"op": "host_open", "snapshot": {"record": None}})[:-1] + DEEP + "}"):
        reply = json.loads(bridge.handle(request))
        assert reply["error"]["code"] == "bad_request" and "nested too deeply" in reply["error"]["message"]


# -- several seats asked at once ------------------------------------------------------------
class VoteState(State):
    def __init__(self, players: int, rng: random.Random) -> None:
        super().__init__(players, rng)
        self.votes: dict[int, int] = {}


class Vote(Game[State]):
    """A test game that asks every seat at once (answers sealed); over when all answered."""

    id = "test-vote"
    name = "Vote"
    min_players = 2
    max_players = 4

    def new_state(self, players: int, options: dict[str, Any], rng: random.Random) -> State:
        return VoteState(players, rng)

    def to_move(self, state: State) -> list[int]:
        assert isinstance(state, VoteState)
        return [seat for seat in range(state.players) if seat not in state.votes]

    def legal_moves(self, state: State, seat: int) -> list[dict[str, Any]]:
        return [{"type": "vote", "for": c} for c in (0, 1)] if seat in self.to_move(state) else []

    def apply(self, state: State, seat: int, move: dict[str, Any]) -> None:
        assert isinstance(state, VoteState)
        state.votes[seat] = move["for"]

    def is_over(self, state: State) -> bool:
        return not self.to_move(state)

    def result(self, state: State) -> dict[str, Any]:
        return {"scores": [0] * state.players, "winners": list(range(state.players)) if self.is_over(state) else []}

    def public_view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {}

    def describe_move(self, state: State, seat: int, move: dict[str, Any]) -> str:
        return f"Vote {move['for']}"

    def describe_event(self, event: dict[str, Any]) -> str:
        return ""


def test_seats_asked_at_once_may_answer_in_any_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each answer was made at the same move number; the later ones are not stale."""
    monkeypatch.setitem(GAMES, "test-vote", Vote())
    host, guests = open_table("test-vote", ["remote", "remote", "remote"])
    assert all(g.view is not None and g.view["move_count"] == 0 for g in guests)
    for guest in reversed(guests):  # every answer says "move 0": the position each was asked in
        out = host.receive(guest.peer, move(guest.token, 0, {"type": "vote", "for": guest.seat % 2}))
        assert [d["t"] for d in parsed(out, guest.peer)][0] == "view", parsed(out, guest.peer)
        deliver(host, guests, out)
    assert host.match is not None and host.match.is_over
    assert [seat for seat, _ in host.match.moves] == [2, 1, 0]


def test_a_repeated_or_outdated_move_is_stale() -> None:
    host, (guest,) = open_table("astronaut", ["remote", "human"], {"rounds": 1})
    match = host.match
    assert match is not None and guest.view is not None
    first = guest.view["legal"][0]["move"]
    guest.take(host.receive(guest.peer, move(guest.token, 0, first)))
    assert len(match.moves) == 1
    again = host.receive(guest.peer, move(guest.token, 0, first))  # its own move since: a repeat
    assert parsed(again, guest.peer)[0]["code"] == "stale" and len(match.moves) == 1
    while match.to_move() == [0]:
        guest.take(host.receive(guest.peer, move(guest.token, len(match.moves),
                                                 guest.view["legal"][0]["move"])))
    before = len(match.moves)
    match.play(1, match.legal_moves(1)[0])  # the host's own seat moves: the guest is asked anew
    late = host.receive(guest.peer, move(guest.token, before - 1, {"type": "draw", "from": "pack"}))
    assert parsed(late, guest.peer)[0]["code"] == "stale" and len(match.moves) == before + 1
