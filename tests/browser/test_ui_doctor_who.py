"""Doctor Who through the real UI (issue 12 items 3 and 6): a 3-seat match, one human and
two simple bots, played to the end by clicks on what the table drew.

Which move to click is the simple bot's choice for the human's seat, asked from the page's
engine (so a seeded match is short and reproducible): a move button (the pass of exactly
three, DW-2, DW-G1), or a choose-k template (the reserve; the discard) started, its cards
picked and confirmed. Screenshots of attacks on screen at 1280 and 375 px go to tests/artifacts/
(not committed).
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

import tablekit
from browserkit import BASE, NET_LIMITS, REPO, Recorder, host_table, join, recorded
from tablekit import ARTIFACTS, move_count, suggestion
from playwright.sync_api import Browser, Page, expect
from progress import POLL_S, STEP_MS, Progress, marks
from test_p2p import relay  # noqa: F401  (the local MQTT broker fixture)

import cardtable
import cardtable.bridge

SAVE_KEY = f"cardtable:{BASE}:save"
SEATS = [{"name": "Alex", "kind": "human"}, {"name": "Billie", "kind": "bot", "bot": "simple"},
         {"name": "Clara", "kind": "bot", "bot": "simple"}]

# The match is over, or the human has moves (buttons or the choose-k panel).
STATE = """() => {
  if (!document.querySelector('#match-end').hidden) return 'over';
  const mine = document.querySelector('#table').classList.contains('my-turn')
    && document.querySelector('#moves button, #spill-moves button') !== null;
  return mine ? 'mine' : false;
}"""

def seed_save(page: Page, seed: int, seats: list[dict[str, str]] | None = None) -> None:
    """A saved Doctor Who match (default: SEATS) with no moves yet: resuming it deals from `seed`."""
    seats = seats or SEATS
    record = {"format": "cardtable-record", "version": 1, "game": "doctor-who", "players": len(seats),
              "options": {}, "seed": seed, "moves": []}
    save = json.dumps({"record": record, "seats": seats, "savedAt": 0})
    page.add_init_script(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(save)})")


def click_move(page: Page, move: dict[str, Any]) -> str:
    """Click what plays `move` (this table's controls) and wait until it has landed."""
    return tablekit.click_move(page, move)


def shots(page: Page, name: str) -> None:
    tablekit.shots(page, name, full_page=True)


def combines(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two enemy cards may share an attack: one type, or a pair the catalog lists (DW-15)."""
    return bool(a["type"] == b["type"] or b["type"] in a.get("combines", []) or a["type"] in b.get("combines", []))


def check_the_record(record: dict[str, Any]) -> dict[str, int]:
    """Replay the page's record in the engine and check what the table showed against the
    rulings, move by move: DW-2 (an action leaves 3 cards in hand outside the final
    phase), DW-4/DW-15 (the cards of every attack played combine pairwise, by the
    catalog's types), DW-7/DW-8/DW-9 (a conflict repels when defence >= attack, else the
    attack holds), DW-11 (Game End once drawn is set aside and the final phase starts by
    the next turn), DW-10 (an end on tokens: 5 DALEK or 5 TARDIS tokens in play).
    Returns how many of each were seen."""
    match = cardtable.new_match("doctor-who", players=3, seed=record["seed"], options=record["options"])
    catalog = json.loads(cardtable.bridge.handle(json.dumps({"op": "catalog", "game": "doctor-who"})))["result"]
    pending_final: bool | None = None
    seen = {"final": 0, "actions": 0, "attacks": 0, "mixed": 0, "repelled": 0, "held": 0}
    pub = match.view(None)["public"]
    strengths: dict[str, Any] | None = None
    for seat, move in record["moves"]:
        final = pub["final"]
        events = match.play(seat, move)
        pub = match.view(None)["public"]
        if move["type"] not in NOT_ACTIONS and not final and not match.is_over:
            assert pub["seats"][seat]["hand"] >= 3, (move, pub["seats"][seat])  # DW-2
            seen["actions"] += 1
        if move["type"] == "attack":  # DW-4, DW-15: the cards of one attack combine pairwise
            cards = [catalog[c.split("#")[0]] for c in move["cards"]]
            for i, a in enumerate(cards):
                assert all(combines(a, b) for b in cards[i + 1:]), [c["name"] for c in cards]
            seen["attacks"] += 1
            seen["mixed"] += len({c["type"] for c in cards}) > 1
        if pending_final is None and not pub["game_end_in_deck"]:  # DW-11
            assert "dw-game-end#1" in match.view(None)["zones"]["aside"]["cards"]
            pending_final = True
        if pending_final and any(e["type"] == "turn" for e in events):
            assert pub["final"], "a turn began after Game End without the final phase"
            pending_final = False
            seen["final"] += 1
        for event in events:  # a decision (U.N.I.T., Teselecta...) may come between the two
            if event["type"] == "strengths":
                strengths = event
            elif event["type"] in ("repelled", "held") and strengths is not None:
                # DW-8, DW-9 (U.N.I.T.'s payment comes before the strengths are logged)
                assert (event["type"] == "repelled") == (strengths["defence"] >= strengths["attack"]), strengths
                seen[event["type"]] += 1
                strengths = None
    assert match.is_over
    last = match.view(None)
    over = [e for e in last["log"] if e["type"] == "game_over"]
    reason = over[-1]["reason"]
    if reason == "tokens":  # DW-10
        mover = over[-1]["seat"]
        facts = last["public"]["seats"][mover]
        assert facts["daleks"] >= 5 or facts["tardis"] >= 5, facts
    else:  # DW-11, DW-12: Game End is out of the deck, set aside, and the final phase ran
        assert not last["public"]["game_end_in_deck"] and last["public"]["final"]
        assert "dw-game-end#1" in last["zones"]["aside"]["cards"]
    seen[f"end:{reason}"] = 1
    return seen


def test_a_three_seat_match_against_two_bots_to_the_end(page: Page, recorder: Recorder, base_url: str) -> None:
    """Alex against two simple bots, seed 51 (the final phase reached): plain buttons (the
    pass of exactly three, DW-2, DW-G1) and any choose-k picks the bot's choices need; attacks show their DALEK owner and face-down counts as
    the view has them; the end shows the scoring breakdown (DW-13) and the winner. The rules
    drawer lists every DW ruling and gap ruling and says the card list is ours."""
    seed_save(page, seed=51)
    started = time.monotonic()
    page.goto(base_url + "?botDelay=0&debug=1")
    recorder.wait_ready()
    page.click("#resume-button")
    expect(page.locator("#table")).to_be_visible()
    expect(page.locator("#board .dw-seat")).to_have_count(3)
    expect(page.locator("#board .dw-facts")).to_contain_text("Game End still in it")

    page.click("#table-rules")
    drawer = page.locator("#rules-drawer")
    expect(drawer).to_be_visible()
    ids = drawer.locator("[data-ruling]").evaluate_all("nodes => nodes.map((n) => n.dataset.ruling)")
    assert [i for i in ids if not i.startswith("DW-G")] == [f"DW-{n}" for n in range(1, 21)]
    gap = [line.split("**")[1] for line in (REPO / "cards" / "doctor-who.md").read_text().splitlines()
           if line.startswith("- **DW-G")]
    assert gap and [i for i in ids if i.startswith("DW-G")] == gap
    expect(drawer.locator(".rules-summary")).to_contain_text("our reconstruction, not the original cards")
    for kind in ("Starting location", "Defender", "Enemy", "Support", "Game End", "TARDIS"):
        expect(drawer.locator(".rules-terms")).to_contain_text(kind)
    page.keyboard.press("Escape")
    expect(drawer).to_be_hidden()

    progress = Progress('test_ui_doctor_who')
    hows: dict[str, int] = {}
    shot = final_seen = earlier_seen = False
    while (now := str(page.wait_for_function(STATE, timeout=STEP_MS).json_value())) != "over":
        progress.check(marks(page), f"the match did not finish in time ({hows})")
        assert now == "mine", now
        view = page.evaluate("window.__cardtable.view")
        pub = view["public"]
        # every location on screen shows its VP and, when attacked, whose DALEK token it is
        locs = [loc for seat in pub["seats"] for loc in seat["locations"]]
        expect(page.locator("#board .dw-loc")).to_have_count(len(locs))
        attacked = [loc for loc in locs if loc["attacker"] is not None]
        expect(page.locator("#board .dw-loc.attacked")).to_have_count(len(attacked))
        for loc in attacked:
            box = page.locator(f"#board .dw-loc[data-loc='{loc['card']}']")
            expect(box.locator(".tag.dalek")).to_have_text(f"DALEK: {SEATS[loc['attacker']]['name']}")
            if loc["enemies_down"] and loc["attacker"] == 0:  # Alex's own attack: named, marked face down
                expect(box.locator(".dw-attack .dw-chip.known-down")).to_have_count(loc["enemies_down"])
            elif loc["enemies_down"]:  # another's: only a count (DW-6)
                expect(box.locator(".dw-attack .dw-chip.down")).to_have_text(f"{loc['enemies_down']} face down")
        # the newest conflict in the panel; the others of the last round listed under it,
        # newest first, each opening on its steps
        last_round = [c for c in pub["conflicts"][:-1] if c["turn"] > pub["turns"] - 3][::-1]
        earlier = page.locator("#board .dw-earlier > li")
        expect(earlier).to_have_count(len(last_round))
        if last_round:
            ids = earlier.evaluate_all("nodes => nodes.map((n) => Number(n.dataset.conflict))")
            assert ids == [c["id"] for c in last_round], (ids, last_round)
            if not earlier_seen:
                earlier.first.locator("summary").click()
                expect(earlier.first.locator("details")).to_have_attribute("open", "")
                expect(earlier.first.locator(".dw-step").first).to_be_visible()
                earlier_seen = True
        if pub["final"]:
            final_seen = True
            expect(page.locator("#board .dw-final")).to_contain_text("Final phase")
        if not shot and len(attacked) >= 2:
            shots(page, "dw-attacks")
            shot = True
        move = suggestion(page, 0)
        how = click_move(page, move)
        how = how if how.startswith("picked-") else f"{how}-{move['type']}"
        hows[how] = hows.get(how, 0) + 1
    # DW-2, DW-G1: the pass of exactly three is one button, never a pick
    assert hows.get("button-pass", 0) >= 1 and not hows.get("picked-pass"), hows
    assert shot, "never two attacks on the table at once"
    assert final_seen, "the final phase never reached Alex's turn"
    assert earlier_seen, "never two conflicts in one round on Alex's turn"
    expect(page.locator("#match-end-winners")).to_contain_text(re.compile("Alex|Billie|Clara"))
    # the record the page kept replays to the same end, and the breakdown on screen is its
    record = page.evaluate("window.__cardtable.engine.call('record', {match: window.__cardtable.match})")
    seen = check_the_record(record)
    assert seen["final"] == 1 and seen["repelled"] and seen["held"] and seen["attacks"], seen
    match = cardtable.new_match("doctor-who", players=3, seed=record["seed"], options=record["options"])
    for seat, move in record["moves"]:
        match.play(seat, move)
    rows = match.result()["breakdown"]
    table = page.locator("#board .dw-breakdown tbody")
    expect(table).to_have_count(3)
    for seat, row in enumerate(rows):
        expect(table.nth(seat).locator(".total")).to_have_text(str(row["total"]))
    shots(page, "dw-end")
    print(f"\nDoctor Who vs 2 bots: {len(record['moves'])} moves, Alex's clicks {hows}, checked {seen}, "
          f"{time.monotonic() - started:.1f} s")
    recorder.assert_clean()


# -- two devices (issue 12 item 4) ---------------------------------------------------------
DW_CARD = re.compile(r"dw-[a-z0-9-]+#\d+")
NOT_ACTIONS = ("pass", "take", "unit", "no_unit", "teselecta", "decline", "enemy_discard", "token_from")
"""Moves that are not actions (DW-2 counts the hand after actions): the pass of three,
taking a reserve card back, and the decisions inside a conflict (DW-G2, DW-G3, DW-G5)."""

STANDARD = ("location", "defend", "attack", "seize", "support", "reserve", "discard", "buy", "take", "pass")
PREFERRED = ("seize", "support", "take", "buy", "reserve", "attack", "defend", "location", "discard")  # rarest first

# The guest's pick among its legal moves: a kind it has not played yet (PREFERRED order,
# or any kind the table has not seen before: a decision), as a concrete move (a choose-k
# template's first `min` options); null to follow the bot's suggestion.
GUEST_PICK = """([done, preferred, standard]) => {
  const legal = window.__cardtable.view.legal;
  const concrete = (move) => Object.fromEntries(Object.entries(move).map(([k, v]) =>
    [k, v && typeof v === 'object' && v.choose ? v.choose.from.slice(0, v.choose.min) : v]));
  const fresh = legal.find((e) => !standard.includes(e.move.type) && !done.includes(e.move.type));
  if (fresh) return concrete(fresh.move);
  for (const kind of preferred) {
    if (done.includes(kind)) continue;
    const entry = legal.find((e) => e.move.type === kind);
    if (entry) return concrete(entry.move);
  }
  return null;
}"""


def host_suggestion(host: Page, seat: int) -> dict[str, Any]:
    """The simple bot's move for `seat` (the host's engine holds the whole match)."""
    return dict(host.evaluate(
        "seat => window.__cardtable.engine.call('bot', {match: window.__cardtable.match, seat, kind: 'simple'})"
        ".then((reply) => reply.move)", seat))


GOAL = {"placed", "support", "reserve", "pass"}
"""Move kinds the guests must play (placed: an attack or a defence)."""


def covered_kinds(kinds: set[str]) -> set[str]:
    """The kinds played, with "placed" for an attack or a defence."""
    return kinds | ({"placed"} if kinds & {"attack", "defend"} else set())


ONE_QUESTION = {"no_unit": "unit", "decline": "teselecta"}
"""Answers to one question: a guest that paid with U.N.I.T. (or played Teselecta) when
asked has answered that question; keeping the card instead is the same decision."""


def complete(progress: dict[str, Any]) -> bool:
    """The guests have played the GOAL kinds and every kind their tables offered (one
    answer per question, ONE_QUESTION), and a guest's table has shown a conflict step by
    step."""
    covered = covered_kinds(progress["played"])
    covered |= {kind for kind, same in ONE_QUESTION.items() if same in covered}
    covered |= {same for kind, same in ONE_QUESTION.items() if kind in covered}
    return GOAL <= covered and progress["offered"] <= covered and progress["conflict"]


def play_tables(browser: Browser, base_url: str, relay: str, seats: list[tuple[str, str]],
                guest_names: list[str], shots_name: str) -> None:
    """Tables played on several devices until `complete`: the deal comes from the host's
    secret and the guests' contributions, so it cannot be chosen, and a match can end
    before a kind offered late was played; then a new table follows (at most three)."""
    progress: dict[str, Any] = {"played": set(), "offered": set(), "conflict": False}
    for _ in range(3):
        play_on_two_devices(browser, base_url, relay, seats, guest_names, shots_name, progress)
        if complete(progress):
            return
    raise AssertionError(f"three matches ended first: {progress}")


def play_on_two_devices(browser: Browser, base_url: str, relay: str, seats: list[tuple[str, str]],
                        guest_names: list[str], shots_name: str, progress: dict[str, Any]) -> None:
    """Hana hosts Doctor Who with `seats`; each remote seat joins from its own browser
    context over the relay. Everyone plays by clicks on their own table (the guests a kind of
    move they have not played yet when they can, else the simple bot's choice asked from the
    host's engine) until the guests have played every kind of move their tables offered
    them (at least an attack or defence, a support card, a reserve and the pass of three;
    any decision the rules ask of them) and a guest's table has shown
    a conflict step by step (`progress` holds what earlier tables covered and gains this
    one's), or the match ends. Then: every view a guest received, and its page's card ids at each
    of its moves, name only cards its seat may know (hands and face-down cards stay secret)."""
    started = time.monotonic()
    app = f"?botDelay=0&debug=1&relay={relay}{NET_LIMITS}"
    host, host_rec = recorded(browser, base_url)
    guests = [recorded(browser, base_url) for _ in guest_names]
    for page, _ in guests:
        page.context.add_init_script("window.__cardtableCapture = []")
    for page in (host, *[g for g, _ in guests]):
        page.goto(base_url + app)
    invite = host_table(host, host_rec, "doctor-who", seats)
    for (page, rec), name in zip(guests, guest_names):
        join(page, rec, invite, name, seated=False)
    pages = [host, *[g for g, _ in guests]]
    for page in pages:
        page.wait_for_function("!document.querySelector('#table').hidden && window.__cardtable.view", timeout=STEP_MS)
    guest_seats = [int(page.evaluate("window.__cardtable.seat")) for page, _ in guests]
    assert sorted(guest_seats) == [i for i, (_, kind) in enumerate(seats) if kind == "remote"]
    connected = time.monotonic() - started
    expect(host.locator("#board .dw-seat")).to_have_count(len(seats))

    done: dict[int, list[str]] = {seat: [] for seat in guest_seats}
    page_ids: dict[int, list[tuple[int, set[str]]]] = {seat: [] for seat in guest_seats}
    conflict_seen = False
    stall = Progress('test_ui_doctor_who')

    def progressed() -> dict[str, Any]:
        played = {kind for seat in done.values() for kind in seat}
        return {"played": progress["played"] | played, "offered": progress["offered"] | offered,
                "conflict": progress["conflict"] or conflict_seen}

    offered: set[str] = set()  # every kind of move a guest's table offered
    while not complete(progressed()):
        stall.check(marks(host, *(page for page, _ in guests)), f"guests played {done} of {offered}, conflict seen: {conflict_seen}")
        if not host.evaluate("document.querySelector('#match-end').hidden"):
            break  # the match ended first: the checks below still hold; a new table follows
        moved = False
        for (page, _), seat in zip(guests, guest_seats):
            shown = page.evaluate("window.__cardtable.view?.public.conflicts.at(-1) ?? null")
            if shown and shown["done"] and not conflict_seen:
                panel = page.locator("#board .dw-conflict.newest")
                kinds = [step["kind"] for step in shown["steps"] if step["kind"] != "totals"]
                kinds = [k for i, k in enumerate(kinds) if not (k == "outcome" and i and kinds[i - 1] == "outcome")]
                expect(panel.locator(".dw-step")).to_have_count(len(kinds))
                assert panel.locator(".dw-step").evaluate_all("ns => ns.map((n) => n.dataset.step)") == kinds
                if shown["defence"] is not None:
                    expect(panel.locator(".dw-total.defence strong")).to_have_text(str(shown["defence"]))
                    expect(panel.locator(".dw-total.attack strong")).to_have_text(str(shown["attack"]))
                expect(panel.locator(".dw-total.won")).to_have_count(1 if shown["defence"] is not None else 0)
                expect(page.locator("#dw-conflict-live")).to_contain_text("Conflict on")
                for width, height in ((1280, 800), (375, 740)):
                    page.set_viewport_size({"width": width, "height": height})
                    page.evaluate("window.scrollTo(0, 0)")
                    page.screenshot(path=str(ARTIFACTS / f"{shots_name}-guest-conflict-{width}.png"))
                page.set_viewport_size({"width": 1280, "height": 800})
                conflict_seen = True
            if page.evaluate(STATE) != "mine":
                continue
            count = move_count(page)
            offered.update(page.evaluate("window.__cardtable.view.legal.map((e) => e.move.type)"))
            page_ids[seat].append((count, set(DW_CARD.findall(page.content()))))
            move = page.evaluate(GUEST_PICK, [done[seat], list(PREFERRED), list(STANDARD)]) or host_suggestion(host, seat)
            click_move(page, move)
            if move["type"] not in done[seat]:
                done[seat].append(move["type"])
            moved = True
        if host.evaluate(STATE) == "mine":
            try:
                click_move(host, host_suggestion(host, 0))
            except AssertionError:
                pass  # the table moved on between the look and the click
            moved = True
        if not moved:
            time.sleep(POLL_S)
    # the host's match holds every guest move; every view a guest was sent, and its page
    # at each of its moves, names only cards its seat may know
    wires = [page.evaluate("window.__cardtableCapture") for page, _ in guests]  # then the record: it holds them
    record = host.evaluate("window.__cardtable.engine.call('record', {match: window.__cardtable.match})")
    for wire, seat in zip(wires, guest_seats):
        assert any(mover == seat and move["type"] == "pass" for mover, move in record["moves"]) or "pass" not in done[seat]
        known = tablekit.knowledge(record, seat, DW_CARD)
        views = 0
        for text in wire:
            data = json.loads(text)
            if data.get("t") == "view":
                views += 1
                leaked = set(DW_CARD.findall(text)) - known[data["view"]["move_count"]]
                assert not leaked, f"seat {seat} was sent {sorted(leaked)}"
        for count, ids in page_ids[seat]:
            leaked = ids - known[count]
            assert not leaked, f"seat {seat}'s page held {sorted(leaked)} at move {count}"
        assert views > 3 and page_ids[seat]
    for rec in (host_rec, *[r for _, r in guests]):
        rec.console_errors = [e for e in rec.console_errors if not ("Trystero peer error" in e and "Close called" in e)]
        rec.assert_no_console_errors()
        rec.assert_same_origin()
    for page in pages:
        page.context.close()
    took = time.monotonic() - started
    print(f"\nDoctor Who on {len(pages)} devices, {len(seats)} seats: connected in {connected:.1f} s, "
          f"{len(record['moves'])} moves, guests played {done} (offered {sorted(offered)}), {took:.1f} s")
    progress.update(progressed())


def test_three_seats_on_two_devices_every_guest_move_kind(browser: Browser, base_url: str, relay: str) -> None:  # noqa: F811
    """3 seats: Hana (host), Gus (guest), a simple bot."""
    play_tables(browser, base_url, relay, [("Hana", "human"), ("Seat 2", "remote"), ("Robbie", "bot:simple")],
                ["Gus"], "dw3")


def test_four_seats_on_three_devices(browser: Browser, base_url: str, relay: str) -> None:  # noqa: F811
    """4 seats: Hana (host), Gus and Ida (guests), a simple bot."""
    play_tables(browser, base_url, relay, [("Hana", "human"), ("Seat 2", "remote"), ("Seat 3", "remote"),
                                           ("Robbie", "bot:simple")], ["Gus", "Ida"], "dw4")
