"""Redshirts through the real UI (issue 13 items 3-5 and 7): a 3-seat match against two
bots to the end, the hot-seat "Anyone modifying?" screen, and a 7-seat table over two
devices where the guest plays every move kind it meets from its own device.

Every human move is a click on what the table drew: a move button, a hand card chosen
first (Equipment onto one of many Redshirts), a choose-k panel picked and confirmed
(Ready Room, discarding Redshirts down to four). Which move to click is the simple bot's
choice for that seat, asked from the page's engine (a seeded match is short and
reproducible), except on a guest device, which has no engine copy of the match and plays
by a fixed preference. Screenshots go to tests/artifacts/ (not committed).
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

import tablekit
from browserkit import BASE, NET_LIMITS, REPO, Recorder, host_table, join, recorded
from tablekit import STATE, knowledge, move_count, state, step_to_window, suggestion
from playwright.sync_api import Browser, Page, expect
from progress import POLL_S, STEP_MS, Progress, marks
from test_p2p import relay  # noqa: F401  (the local MQTT broker fixture)

import cardtable
import cardtable.bridge

SAVE_KEY = f"cardtable:{BASE}:save"
BOT = {"kind": "bot", "bot": "simple"}
THREE = [{"name": "Alex", "kind": "human"}, {"name": "Billie", **BOT}, {"name": "Clara", **BOT}]


def seed_save(page: Page, seats: list[dict[str, str]], seed: int) -> None:
    """A saved Redshirts match with no moves yet: resuming it deals from `seed`."""
    record = {"format": "cardtable-record", "version": 1, "game": "redshirts", "players": len(seats),
              "options": {}, "seed": seed, "moves": []}
    save = json.dumps({"record": record, "seats": seats, "savedAt": 0})
    page.add_init_script(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(save)})")


def resume(page: Page, recorder: Recorder, base_url: str, query: str = "?botDelay=0&debug=1") -> None:
    page.goto(base_url + query)
    recorder.wait_ready()
    page.click("#resume-button")
    expect(page.locator("#table")).to_be_visible()


def click_move(page: Page, move: dict[str, Any]) -> str:
    """Click what plays `move` (this table's controls) and wait until it has landed."""
    return tablekit.click_move(page, move)


def shots(page: Page, name: str) -> None:
    tablekit.shots(page, name)


def catalog() -> dict[str, Any]:
    reply = json.loads(cardtable.bridge.handle(json.dumps({"op": "catalog", "game": "redshirts"})))
    return dict(reply["result"])


def check_attempt_on_screen(page: Page) -> None:
    """While an attempt is modified, the board shows the Mission's needs, the Redshirt's
    Skills now and every line of the engine's explanation for it."""
    public = page.evaluate("window.__cardtable.view.public")
    attempt = public["attempt"]
    panel = page.locator("#board .rs-attempt")
    expect(panel).to_be_visible()
    names = catalog()
    expect(panel).to_contain_text(names[attempt["mission"].split("#")[0]]["name"])
    expect(panel.locator(".rs-needs .rs-skill")).to_have_count(len(attempt["needs"]))
    if attempt["rs"]:
        rs = next(r for team in public["teams"] for r in team["redshirts"] if r["card"] == attempt["rs"])
        for line in rs["explain"]:
            expect(panel.locator(".rs-explain")).to_contain_text(line)
        verdict = "Succeeds if nothing changes" if attempt["would_succeed"] else "Fails if nothing changes"
        expect(panel.locator(".rs-verdict")).to_contain_text(verdict)


def test_a_match_against_two_bots_to_the_end(page: Page, recorder: Recorder, base_url: str) -> None:
    """Alex against two simple bots, seed 8 (about 30 of Alex's moves): plain buttons, a
    card chosen first, choices inside effects, the Ready Room's discard picked and
    confirmed, his own attempts, passes in Modify the Attempt with the attempt and its
    explanation on the board; the match-end screen names the winner the record replays
    to. The rules drawer lists every card's text and every RS ruling, and says the card
    list is ours."""
    seed_save(page, THREE, seed=8)
    started = time.monotonic()
    resume(page, recorder, base_url)
    expect(page.locator("#board .rs-team")).to_have_count(3)
    expect(page.locator("#board .rs-redshirt")).to_have_count(12)
    expect(page.locator("#board .rs-piles")).to_contain_text("Redshirt deck")

    page.click("#table-rules")
    drawer = page.locator("#rules-drawer")
    expect(drawer).to_be_visible()
    ids = drawer.locator("[data-ruling]").evaluate_all("nodes => nodes.map((n) => n.dataset.ruling)")
    gap = [line.split("**")[1].split(" ")[0] for line in (REPO / "cards" / "redshirts.md").read_text().splitlines()
           if line.startswith("- **RS-G")]
    assert ids == [f"RS-{n}" for n in range(1, 13)] + gap and len(gap) >= 12
    expect(drawer.locator(".rules-summary")).to_contain_text("our reconstruction, not the original cards")
    text = drawer.locator(".rules-table").all_inner_texts()
    cards = catalog()
    missing = [c["name"] for c in cards.values() if c["name"] not in "\n".join(text) or c["text"] not in "\n".join(text)]
    assert not missing, f"cards missing from the drawer: {missing}"
    page.keyboard.press("Escape")
    expect(drawer).to_be_hidden()

    progress = Progress('test_ui_redshirts')
    pages: list[tuple[int, set[str]]] = []  # (move count, the card ids on Gus's page)
    hows: dict[str, int] = {}
    phases: dict[str, int] = {}
    while (now := state(page)) != "over":
        progress.check(marks(page), f"the match did not finish in time ({hows}, {phases})")
        assert now == "mine", now
        phase = str(page.evaluate("window.__cardtable.view.public.phase"))
        if phase == "modify":
            if not phases.get("modify"):
                shots(page, "rs-3seat-modify")
            check_attempt_on_screen(page)
            expect(page.locator("#turn")).to_have_text(re.compile(r"^Alex, (your|(Billie|Clara)’s) attempt: play a card or pass$"))
            passes = page.locator("#moves button[data-move], #spill-moves button[data-move]", has_text=re.compile("^Pass$"))
            expect(passes).to_have_count(1)
        if phase == "go_more" and page.evaluate("window.__cardtable.view.public.attempt?.seat") != 0:
            # Alex's go in another's attempt is not his turn (issue 18 item 8)
            expect(page.locator("#turn")).to_have_text(re.compile(r"^Alex, (Billie|Clara)’s attempt: finish your go$"))
        phases[phase] = phases.get(phase, 0) + 1
        chooser = page.locator("#moves button[data-card], #spill-moves button[data-card]")
        if not hows.get("chosen") and chooser.count():
            # a card with many ways (Equipment onto any Redshirt) is chosen first: its text
            # shows in the prompt, its moves in one group; Back returns, then it is played
            card = str(chooser.first.get_attribute("data-card"))
            chooser.first.click()
            expect(page.locator("#prompt")).to_contain_text(catalog()[card.split("#")[0]]["text"])
            assert page.locator("[data-group='card'] button[data-move]").count() > 3
            page.click("#moves [data-deselect]")
            hows["chosen"] = 1
            move = page.evaluate("card => window.__cardtable.view.legal.find((e) => e.move.card === card).move", card)
        else:
            move = suggestion(page, 0)
        how = click_move(page, move)
        hows[f"{how}:{move['type']}"] = hows.get(f"{how}:{move['type']}", 0) + 1
    kinds = {key.split(":")[1] for key in hows if ":" in key}
    assert {"pass", "end", "pick", "attempt", "event"} <= kinds, json.dumps(hows)
    assert any(key.startswith("picked-") for key in hows), f"no choose-k panel picked and confirmed: {hows}"
    assert hows.get("chosen") and any(key.startswith("card:") for key in hows), f"no card chosen first: {hows}"
    assert phases.get("modify", 0) >= 3 and phases.get("pick"), phases
    # the record the page kept replays to the same end
    record = page.evaluate("window.__cardtable.engine.call('record', {match: window.__cardtable.match})")
    match = cardtable.new_match("redshirts", players=3, seed=record["seed"], options=record["options"])
    for seat, move in record["moves"]:
        match.play(seat, move)
    assert match.is_over
    winners = [THREE[seat]["name"] for seat in match.result()["winners"]]
    for name in winners:
        expect(page.locator("#match-end-winners")).to_contain_text(name)
    print(f"\nRedshirts 3 seats: {len(record['moves'])} moves, Alex's clicks {hows}, {time.monotonic() - started:.1f} s")
    recorder.assert_clean()


def neutral(page: Page) -> str:
    """The hot-seat "Anyone modifying?" screen with the attempt's name taken out: what must
    never depend on whether the asked player could play anything."""
    facts = page.evaluate("""() => ({
      turn: document.querySelector('#turn').textContent,
      prompt: document.querySelector('#prompt').textContent,
      moves: (() => { // the last mover's "take back my move" follows that move (public), not this hand
        const moves = document.querySelector('#moves').cloneNode(true);
        moves.querySelector('[data-hand-back]')?.remove();
        return moves.innerHTML;
      })(),
      hand: document.querySelector('#hand').innerHTML,
      handHidden: document.querySelector('#hand-box').hidden,
      spill: document.querySelector('#spill').hidden,
      focus: document.activeElement?.textContent ?? '',
    })""")
    attempt = re.compile(r"modifying .*?\?")
    return json.dumps({key: attempt.sub("modifying <attempt>?", value) if isinstance(value, str) else value
                       for key, value in facts.items()}, sort_keys=True)


HOT_SEAT = [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}, {"name": "Cy", **BOT}]


def test_hot_seat_anyone_modifying_looks_the_same_whatever_the_hand(
        page: Page, recorder: Recorder, base_url: str) -> None:
    """RS-5 with two humans and a bot at one device: each time a human here is asked in
    Modify the Attempt, one neutral screen ("Anyone modifying <the attempt>? Ben is asked."
    [Look at my hand] [Pass]) with no hand shown, identical whatever that player could play
    (checked against the engine's legal moves for them: the screen is the same for
    different hands). "Look at my hand" hands the device over first and the go is played
    from the hand; Pass answers with no hand-over."""
    seed_save(page, HOT_SEAT, seed=5)
    started = time.monotonic()
    resume(page, recorder, base_url)
    seen: dict[int, dict[str, set[str]]] = {0: {}, 1: {}}  # seat -> its options (legal moves) -> screens
    looked = shot = False
    progress = Progress('test_ui_redshirts')
    pages: list[tuple[int, set[str]]] = []  # (move count, the card ids on Gus's page)
    while not (any(len(s) >= 3 for s in seen.values()) and looked):
        progress.check(marks(page), f"screens seen: {seen}, looked: {looked}")
        asked = step_to_window(page, click_move)
        if asked is None:
            continue
        seat = asked
        name = HOT_SEAT[seat]["name"]
        expect(page.locator("#turn")).to_have_text(re.compile(f"^Anyone modifying .+’s attempt on .+\\? {name} is asked\\.$"))
        expect(page.locator("#moves [data-responder]")).to_have_text(["Look at my hand"])
        expect(page.locator("#moves [data-no-response]")).to_have_text("Pass")
        expect(page.locator("#hand [data-card]")).to_have_count(0)
        expect(page.locator("#board .rs-attempt")).to_be_visible()
        theirs = page.evaluate("seat => window.__cardtable.engine.call('view', {match: window.__cardtable.match, seat})"
                               ".then((v) => v.legal.map((e) => e.move))", seat)
        options = json.dumps(sorted(json.dumps(m, sort_keys=True) for m in theirs))
        seen[seat].setdefault(options, set()).add(neutral(page))
        if not shot:
            shots(page, "rs-hotseat-modify")
            shot = True
        go = next((m for m in theirs if m["type"] in ("event", "equip", "location")), None)
        if looked or go is None:
            count = move_count(page)
            page.click("#moves [data-no-response]")
            page.wait_for_function("c => Number(document.querySelector('#move-count').dataset.moveCount) > c", arg=count)
            continue
        page.click("#moves [data-responder]")  # "Look at my hand": the device goes to them first
        expect(page.locator("#handover-title")).to_have_text(f"Pass the device to {name}")
        page.click("#handover-button")
        expect(page.locator("#handover")).to_be_hidden()
        assert state(page) == "mine"
        expect(page.locator("#hand-title")).to_have_text(f"Your hand, {name}")
        click_move(page, go)  # a go from the hand; its choices and "done" follow as ordinary moves
        looked = True
    for seat, by_options in seen.items():  # one screen per player, whatever they hold
        screens = set().union(*by_options.values()) if by_options else set()
        assert len(screens) <= 1, (seat, screens)
    print(f"\nRedshirts hot-seat: {sum(len(s) for s in seen.values())} hands asked, {time.monotonic() - started:.1f} s")
    recorder.assert_clean()


LESSER = ("pass", "end", "done", "drop_mission")


def guest_choice(view: dict[str, Any], played: set[str], seat: int, moves_this_turn: int) -> dict[str, Any]:
    """The guest's own choice (it has no engine copy of the match to ask a bot): a kind of
    move it has not played yet first (a Mission assigned to itself, so it gets to attempt),
    else finish: pass, done, end; one go in Modify the Attempt (so "done" is met too);
    choose-k templates get their first allowed picks."""
    legal = [entry["move"] for entry in view["legal"]]

    def concrete(move: dict[str, Any]) -> dict[str, Any]:
        for key, value in move.items():
            if isinstance(value, dict) and "choose" in value:
                spec = value["choose"]
                picked: dict[str, Any] = {**move, key: spec["from"][:max(spec["min"], min(1, spec["max"]))]}
                return picked
        return move

    if view["public"]["phase"] == "modify" and "go" not in played:  # one go in Modify the Attempt
        go = next((m for kind in ("event", "location", "equip", "ability") for m in legal if m["type"] == kind), None)
        if go:
            return dict(go)
    lesser = [m for m in legal if m["type"] in LESSER and m["type"] not in played and m["type"] != "end"]
    if lesser:  # "done" after a go, dropping a Mission (RS-7): once each
        return dict(lesser[0])
    fresh = [m for m in legal if m["type"] not in played and m["type"] not in LESSER]
    fresh.sort(key=lambda m: (m["type"] != "assign" or m.get("to") != seat, m["type"] == "assign"))
    if fresh and (moves_this_turn < 4 or view["public"]["phase"] != "turn"):
        return concrete(fresh[0])
    for kind in ("done", "pass", "end", "drop_mission"):
        found = next((m for m in legal if m["type"] == kind), None)
        if found:
            return dict(found)
    return concrete(legal[0])


RS_CARD = re.compile(r"rs-[a-z0-9-]+#\d+")
"""A Redshirts card id as the page and the engine's log write it."""

# The guest's page at one look: the move count it shows and its whole DOM.
PAGE_NOW = "() => [window.__cardtable.view.move_count, document.documentElement.outerHTML]"


def test_two_devices_seven_seats_the_guest_plays_every_move_kind_it_meets(
        browser: Browser, base_url: str, relay: str) -> None:  # noqa: F811
    """Hana hosts a 7-seat table (five bots), Gus joins from another browser over the local
    relay. Gus plays his moves from his own device by clicks — every kind of move he meets
    (Equipment, Location, Event, assigning a Mission, attempting, abilities, the Ready Room,
    choices inside effects, passes in Modify the Attempt, a go and "done") — and the host
    accepts them. Gus's page never names a card his seat was not allowed to know by then
    (its page after each of his moves, checked against the host's record replayed:
    tablekit.knowledge). Once he ticks "Don't ask me again this attempt", his
    next askings in that attempt pass by themselves after a short delay, with no click."""
    host, host_rec = recorded(browser, base_url)
    guest, guest_rec = recorded(browser, base_url)
    started = time.monotonic()
    app = f"?botDelay=0&debug=1&relay={relay}&declineDelay=1000{NET_LIMITS}"  # the invitation keeps these
    host.goto(base_url + app)
    guest.goto(base_url + app)
    invite = host_table(host, host_rec, "redshirts",
                        [("Hana", "human"), ("Seat 2", "remote"), *((f"Bot {i}", "bot:simple") for i in range(1, 6))])
    join(guest, guest_rec, invite, "Gus")
    host.wait_for_function("!document.querySelector('#table').hidden && window.__cardtable.view", timeout=STEP_MS)
    assert guest.evaluate("window.__cardtable.seat") == 1
    expect(guest.locator("#board .rs-team")).to_have_count(7)

    met: set[str] = set()
    played: set[str] = set()
    skipped = auto_passes = 0
    skip_scope: str | None = None
    turn_moves, last_turn = 0, -1
    shot = False
    progress = Progress('test_ui_redshirts')
    pages: list[tuple[int, set[str]]] = []  # (move count, the card ids on Gus's page)
    while not (played >= met and {"pass", "end", "go"} <= played and auto_passes >= 1 and len(played) >= 8):
        progress.check(marks(host, guest), f"met {sorted(met)}, played {sorted(played)}, auto passes {auto_passes}")
        assert "over" not in (host.evaluate(STATE), guest.evaluate(STATE)), \
            f"the match ended first: met {sorted(met)}, played {sorted(played)}, auto passes {auto_passes}"
        view = guest.evaluate("window.__cardtable.view")
        mine = guest.evaluate(STATE) == "mine" and 1 in view["to_move"]
        public = view["public"]
        if mine and skip_scope is not None and public["phase"] == "modify":
            scope = f"{public['turn']}:{public['attempt']['seat']}:{public['attempt']['mission']}:{public['attempt']['rs']}"
            if scope == skip_scope:  # asked again in the attempt he skipped: no click, it answers itself
                asked_at = time.monotonic()  # the asking came a little before: its 1 s runs from then
                expect(guest.locator("#moves .sure-decline-text")).to_contain_text("not to be asked again this attempt")
                count = move_count(guest)
                guest.wait_for_function("c => Number(document.querySelector('#move-count').dataset.moveCount) > c",
                                        arg=count, timeout=STEP_MS)
                assert time.monotonic() - asked_at > 0.3
                auto_passes += 1
                continue
        if mine:
            if public["phase"] == "turn" and public["turn"] != last_turn:
                turn_moves, last_turn = 0, public["turn"]
            met |= {entry["move"]["type"] for entry in view["legal"]}
            if public["phase"] == "modify" and not shot:
                shots(guest, "rs-guest-modify")
                shot = True
            box = guest.locator("#moves [data-skip-window]")
            if public["phase"] == "modify" and "go" in played and skipped == 0 and box.count():
                box.check()  # "don't ask me again this attempt": passes by itself
                skip_scope = f"{public['turn']}:{public['attempt']['seat']}:{public['attempt']['mission']}:{public['attempt']['rs']}"
                skipped += 1
                count = move_count(guest)
                guest.wait_for_function("c => Number(document.querySelector('#move-count').dataset.moveCount) > c",
                                        arg=count, timeout=STEP_MS)
                auto_passes += 1
                continue
            move = guest_choice(view, played, 1, turn_moves)
            count = host.evaluate("window.__cardtable.view.move_count")
            click_move(guest, move)
            host.wait_for_function("c => window.__cardtable.view.move_count > c", arg=count, timeout=STEP_MS)
            played.add(move["type"])
            if public["phase"] == "modify" and move["type"] != "pass":
                played.add("go")
            turn_moves += 1
            count, html = guest.evaluate(PAGE_NOW)
            pages.append((int(count), set(RS_CARD.findall(html))))
            own = set(guest.evaluate("window.__cardtable.view.zones['hand:1'].cards"))
            shown = set(guest.locator("#hand [data-card]").evaluate_all("ns => ns.map((n) => n.dataset.face ?? n.dataset.card)"))
            assert shown <= own, shown - own
        if host.evaluate(STATE) == "mine":
            try:
                click_move(host, suggestion(host, int(host.evaluate("window.__cardtable.seat"))))
            except AssertionError:
                pass  # the table moved on between the look and the click (the guest answered)
        time.sleep(POLL_S)
    record = host.evaluate("window.__cardtable.engine.call('record', {match: window.__cardtable.match})")
    known = knowledge(record, 1, RS_CARD)
    for count, ids in pages:
        leaked = ids - known[count]
        assert not leaked, f"the guest's page at move {count} holds cards his seat never knew: {sorted(leaked)}"
    assert len(pages) > 3
    print(f"\nRedshirts two devices, 7 seats: guest played {sorted(played)}, auto passes {auto_passes},"
          f" {time.monotonic() - started:.1f} s")
    for rec in (host_rec, guest_rec):
        rec.console_errors = [e for e in rec.console_errors if not ("Trystero peer error" in e and "Close called" in e)]
        rec.assert_no_console_errors()
        rec.assert_same_origin()
    for page in (host, guest):
        page.context.close()
