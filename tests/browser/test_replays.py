"""Keep every match (issue 19): at the match end "Watch the replay" steps through the whole
match forwards and back with every hand shown and the verification; the history of
finished matches in this browser (delete one, delete all) and your record against the
bots; a replay shared as a link opens in another browser, and a damaged link says so and
leaves the player in the lobby. axe-core finds 0 violations on the replay and history
screens; screenshots at 1280 and 375 px go to tests/artifacts/.
"""

from __future__ import annotations

import json
import re
from typing import Any

from browserkit import BASE, REPO, Recorder, new_device, warm
from playwright.sync_api import Browser, Page, expect
from screens import LAPTOP, PHONE
from tablekit import shots

from buildtools import axe

APP = "?botDelay=0&debug=1"
SAVE_KEY = f"cardtable:{BASE}:save"
HISTORY_KEY = f"cardtable:{BASE}:history"
GOLDEN = REPO / "tests" / "engine" / "golden"
RUN_AXE = """async () => {
  const result = await axe.run(document, {
    rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'],
  });
  return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}"""


def golden(name: str) -> dict[str, Any]:
    return dict(json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))["record"])


def assert_axe_clean(page: Page, screen: str) -> None:
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(content=axe.axe_script(REPO / ".cache").read_text(encoding="utf-8"))
    found = page.evaluate(RUN_AXE)
    assert not found, f"{screen}: {json.dumps(found, indent=1)}"


def seed_once(page: Page, key: str, value: str) -> None:
    page.add_init_script(f"""if (!sessionStorage.getItem('seeded:{key}')) {{
      sessionStorage.setItem('seeded:{key}', '1');
      localStorage.setItem({json.dumps(key)}, {json.dumps(value)});
    }}""")


def finish_a_match(page: Page, recorder: Recorder, base_url: str) -> dict[str, Any]:
    """Resume the golden Astronaut match (simple bots both) three moves before its end,
    as Ann (a human) against Robbie (the simple bot), and play it out: it ends as the
    golden one did (the simple bot is deterministic)."""
    record = golden("astronaut-2p-rounds1-seed11")
    save = {"record": {**record, "moves": record["moves"][:-3]},
            "seats": [{"name": "Ann", "kind": "human"}, {"name": "Robbie", "kind": "bot", "bot": "simple"}],
            "savedAt": 0}
    seed_once(page, SAVE_KEY, json.dumps(save))
    page.goto(base_url + APP)
    recorder.wait_ready()
    page.click("#resume-button")
    for _ in range(10):
        page.wait_for_function("!document.querySelector('#match-end').hidden"
                               " || document.querySelector('#round-end').open"
                               " || document.querySelector('#table').classList.contains('my-turn')")
        if page.locator("#match-end").is_visible():
            break
        if page.evaluate("document.querySelector('#round-end').open"):
            page.click("#round-continue")
            continue
        page.evaluate("""() => window.__cardtable.engine.call('bot', {match: window.__cardtable.match,
          seat: window.__cardtable.seat, kind: 'simple'}).then((r) => window.__cardtable.play(r.move))""")
    expect(page.locator("#match-end")).to_be_visible()
    return record


def step_text(page: Page) -> str:
    return str(page.locator("#replay-step").text_content())


def test_watch_step_share_and_keep(page: Page, recorder: Recorder, base_url: str, browser: Browser) -> None:
    record = finish_a_match(page, recorder, base_url)
    total = len(record["moves"])
    page.click("#watch-replay")
    expect(page.locator("#replay")).to_be_visible()
    expect(page.locator("#replay-step")).to_have_text(f"Move 0 of {total}")
    expect(page.locator("#replay-verify")).to_have_attribute("data-ok", "true")
    expect(page.locator("#replay-verify")).to_contain_text(f"All {total} moves were legal")
    expect(page.locator("#replay-move-title")).to_have_text("The deal")
    # every hand shown: both seats' hands hold card faces
    hands = page.locator("#replay-hands .replay-hand")
    expect(hands).to_have_count(2)
    for seat in range(2):
        assert hands.nth(seat).locator("[data-card], .card").count() > 0
    first_hand = hands.nth(1).inner_text()
    # forwards with the button and the keyboard, back, to the end and to the deal again
    page.click("[data-step='forward']")
    expect(page.locator("#replay-step")).to_have_text(f"Move 1 of {total}")
    expect(page.locator("#replay-move-title")).to_contain_text("Move 1: ")
    assert page.locator("#replay-events li").count() >= 1
    page.keyboard.press("ArrowRight")
    expect(page.locator("#replay-step")).to_have_text(f"Move 2 of {total}")
    page.keyboard.press("ArrowLeft")
    page.click("[data-step='back']")
    expect(page.locator("#replay-step")).to_have_text(f"Move 0 of {total}")
    assert hands.nth(1).inner_text() == first_hand
    page.click("[data-step='end']")
    expect(page.locator("#replay-step")).to_have_text(f"Move {total} of {total}")
    expect(page.locator("[data-step='forward']")).to_be_disabled()
    expect(page.locator("#replay-log li").last).to_be_visible()
    page.click("[data-step='back']")
    expect(page.locator("#replay-step")).to_have_text(f"Move {total - 1} of {total}")
    for size in (LAPTOP, PHONE):
        page.set_viewport_size(size)
        assert_axe_clean(page, f"replay {size}")
    page.set_viewport_size(LAPTOP)
    shots(page, "replay-screen", full_page=True)
    page.click("#replay-share")  # the replay's own share box
    page.wait_for_function("document.querySelector('#replay-share-link').value.includes('#replay=')")
    assert_axe_clean(page, "replay with its share link")
    page.click("#replay-close")
    expect(page.locator("#match-end")).to_be_visible()

    # share: the link holds the record; another browser opens it
    page.click("#share-replay")
    page.wait_for_function("document.querySelector('#share-link').value.includes('#replay=')")
    link = page.locator("#share-link").input_value()
    assert len(link) < 20_000, len(link)
    assert page.locator("#replay-share-link").input_value() == link
    for size in (LAPTOP, PHONE):
        page.set_viewport_size(size)
        assert_axe_clean(page, f"match end with the share link {size}")
    page.set_viewport_size(LAPTOP)
    shots(page, "share-match-end")
    other = new_device(browser)
    try:
        friend = other.new_page()
        warm(friend, base_url)
        friend.goto(link)
        friend.wait_for_function("!document.querySelector('#replay').hidden", timeout=120_000)
        expect(friend.locator("#replay-step")).to_have_text(f"Move 0 of {total}")
        expect(friend.locator("#replay-facts")).to_contain_text("Ann")
        friend.click("[data-step='end']")
        expect(friend.locator("#replay-step")).to_have_text(f"Move {total} of {total}")
        friend.click("#replay-close")
        expect(friend.locator("#lobby")).to_be_visible()
        # a damaged link: a clear message, and the lobby to carry on from
        friend.goto(base_url + "#replay=" + link.split("#replay=")[1][:-60])
        friend.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
        expect(friend.locator("#alert")).to_contain_text("This replay link is damaged or incomplete")
        expect(friend.locator("#lobby")).to_be_visible()
        friend.goto(base_url + "#replay=AAAA")
        friend.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
        expect(friend.locator("#alert")).to_contain_text("damaged or incomplete")
    finally:
        other.close()

    # the history: the match kept, your record counts it
    page.click("#back-to-lobby")
    page.click("#open-history")
    expect(page.locator("#history")).to_be_visible()
    rows = page.locator("#history-rows tr[data-entry]")
    expect(rows).to_have_count(1)
    expect(rows.first).to_contain_text("Astronaut")
    expect(rows.first).to_contain_text("Ann")
    expect(page.locator("#record-rows tr")).to_have_count(1)
    expect(page.locator("#record-rows tr").first).to_contain_text("Simple bots")
    page.click("#history-rows [data-share]")  # a kept match shared from the history
    share = page.locator("#history-rows tr.history-share input")
    expect(share).to_have_value(re.compile(r"#replay=[A-Za-z0-9_-]+$"))
    for size in (LAPTOP, PHONE):
        page.set_viewport_size(size)
        assert_axe_clean(page, f"history with a share link {size}")
    page.set_viewport_size(LAPTOP)
    shots(page, "share-history", full_page=True)
    recorder.assert_clean()


def history_entry(name: str, game: str, title: str, at: int, kinds: list[str], winners: list[int]) -> dict[str, Any]:
    record = golden(name)
    return {"id": f"{game}:{record['seed']}:{len(record['moves'])}", "game": game, "title": title, "at": at,
            "names": ["Ann", "Robbie", "Hal"][: record["players"]], "kinds": kinds,
            "scores": [1] * record["players"], "winners": winners, "moves": len(record["moves"]),
            "record": record, "proof": None}


def test_history_delete_one_and_all_and_your_record(page: Page, recorder: Recorder, base_url: str) -> None:
    entries = [
        history_entry("red-dwarf-2p-default-seed11", "red-dwarf", "Red Dwarf", 1_780_000_000_000,
                      ["human", "bot:normal"], [0]),
        history_entry("astronaut-2p-rounds1-seed12", "astronaut", "Astronaut", 1_770_000_000_000,
                      ["human", "bot:hard"], [1]),
        history_entry("doctor-who-3p-default-seed11", "doctor-who", "Doctor Who", 1_760_000_000_000,
                      ["human", "bot:easy", "bot:easy"], [0, 2]),
    ]
    seed_once(page, HISTORY_KEY, json.dumps(entries))
    page.goto(base_url + APP)
    recorder.wait_ready()
    page.click("#open-history")
    rows = page.locator("#history-rows tr[data-entry]")
    expect(rows).to_have_count(3)
    record = page.locator("#record-rows tr")
    expect(record).to_have_count(3)
    expect(page.locator("#record-rows tr[data-game='red-dwarf'][data-level='normal']")).to_contain_text("1")
    expect(page.locator("#record-rows tr[data-game='doctor-who']")).to_contain_text("Easy bots")
    for size in (LAPTOP, PHONE):
        page.set_viewport_size(size)
        assert_axe_clean(page, f"history {size}")
    page.set_viewport_size(LAPTOP)
    shots(page, "history-screen", full_page=True)
    # a rulebook word in a replay's log has its gloss: hover shows it, a tap opens it
    page.click("#history-rows [data-watch] >> nth=0")
    expect(page.locator("#replay-title")).to_contain_text("Red Dwarf")
    page.click("[data-step='end']")
    word = page.locator("#replay-log abbr.gloss", has_text="Silicon Heaven").first
    expect(word).to_have_attribute("title", re.compile("out of the match"))
    word.click()
    expect(word).to_have_class(re.compile("open"))
    page.click("#replay-close")
    # watch one from the history, and come back to it
    page.click("#history-rows [data-watch]:first-of-type >> nth=1")
    expect(page.locator("#replay")).to_be_visible()
    expect(page.locator("#replay-title")).to_contain_text("Astronaut")
    page.click("[data-step='forward']")
    expect(page.locator("#replay-step")).to_contain_text("Move 1 of")
    page.click("#replay-close")
    expect(page.locator("#history")).to_be_visible()
    # delete one: asked first; Cancel keeps it
    page.locator("#history-rows [data-delete]").nth(0).click()
    expect(page.locator("#confirm-dialog")).to_be_visible()
    page.click("#confirm-no")
    expect(rows).to_have_count(3)
    page.locator("#history-rows [data-delete]").nth(0).click()
    page.click("#confirm-yes")
    expect(rows).to_have_count(2)
    expect(page.locator("#history-rows")).not_to_contain_text("Red Dwarf")
    expect(page.locator("#record-rows tr")).to_have_count(2)
    assert page.evaluate("document.activeElement.dataset.delete") is not None  # focus stays in the list
    kept = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(HISTORY_KEY)})"))
    assert [e["game"] for e in kept] == ["astronaut", "doctor-who"]
    # delete all
    page.click("#history-clear")
    page.click("#confirm-yes")
    expect(rows).to_have_count(0)
    expect(page.locator("#history-empty")).to_be_visible()
    expect(page.locator("#record-empty")).to_be_visible()
    assert page.evaluate(f"localStorage.getItem({json.dumps(HISTORY_KEY)})") is None
    page.click("#history-back")
    expect(page.locator("#lobby")).to_be_visible()
    recorder.assert_clean()


def test_an_unfinished_match_is_never_replayed(page: Page, recorder: Recorder, base_url: str) -> None:
    record = golden("astronaut-2p-rounds1-seed11")
    page.goto(base_url + APP)
    recorder.wait_ready()
    fragment = page.evaluate("""(record) => import('./replays/share.js').then((share) =>
      share.replayFragment({game: 'astronaut', names: ['Ann', 'Robbie'], record}))""",
                             {**record, "moves": record["moves"][:-1]})
    page.goto(base_url + fragment)
    recorder.wait_ready()
    expect(page.locator("#alert")).to_contain_text("still being played")
    expect(page.locator("#lobby")).to_be_visible()
    expect(page.locator("#replay")).to_be_hidden()


GAMES = [("astronaut-2p-rounds1-seed11", "astronaut", "Astronaut"),
         ("red-cliffs-2p-team_size1-seed11", "red-cliffs", "The Battle of Red Cliffs"),
         ("red-dwarf-2p-default-seed11", "red-dwarf", "Red Dwarf"),
         ("doctor-who-3p-default-seed11", "doctor-who", "Doctor Who"),
         ("redshirts-2p-default-seed11", "redshirts", "Redshirts")]


# In the page, through the engine's bridge (Pyodide, as the replay screen uses it): the
# golden match played live move by move; at every `stride`-th step each seat's live view
# (and the no-seat view) is kept and compared with the replay's view of that seat at that
# step, forwards, then backwards from the end to the deal. Returns the live hands at the
# kept steps and every difference found.
LIVE_AND_REPLAYED = """async ({record, stride}) => {
  const engine = window.__cardtable.engine;
  const canon = (value) => Array.isArray(value) ? value.map(canon)
    : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canon(value[k])]))
    : value;
  const text = (value) => JSON.stringify(canon(value));
  const live = (await engine.call('load', {record: {...record, moves: []}})).match;
  const opened = await engine.call('replay_open', {record});
  const seats = [...Array(record.players).keys(), null];
  const kept = new Map(); // step -> [the live view of each seat, as text]
  const hands = {};
  const keep = async (step) => {
    const views = [];
    for (const seat of seats) {
      const { undo_seat: _undo, ...view } = await engine.call('view', {match: live, seat, log_limit: 12});
      views.push(view); // (undo_seat: the bridge's word on Undo, no part of what the seat sees)
    }
    kept.set(step, views.map(text));
    hands[step] = views.slice(0, -1).map((view, seat) => view.zones[`hand:${seat}`]?.cards ?? []);
  };
  await keep(0);
  for (const [index, [seat, move]] of record.moves.entries()) {
    await engine.call('play', {match: live, seat, move});
    const step = index + 1;
    if (step % stride === 0 || step === record.moves.length) await keep(step);
  }
  const differences = [];
  const steps = [...kept.keys()];
  for (const step of [...steps, ...steps.reverse()]) { // to the end, and back to the deal
    for (const [i, seat] of seats.entries()) {
      const replayed = await engine.call('replay_view', {replay: opened.replay, step, seat, log_limit: 12});
      if (text(replayed.view) !== kept.get(step)[i]) differences.push([step, seat]);
    }
  }
  await engine.call('replay_close', {replay: opened.replay});
  await engine.call('close', {match: live});
  return {hands, differences, moves: record.moves.length};
}"""

# The cards each "Every hand" section of the replay screen shows, per seat.
SHOWN_HANDS = """() => [...document.querySelectorAll('#replay-hands .replay-hand')].map((section) =>
  [...new Set([...section.querySelectorAll('[data-face], [data-card]')]
    .map((node) => node.dataset.face ?? node.dataset.card))].sort())"""


def test_every_game_replays_with_every_hand(page: Page, recorder: Recorder, base_url: str) -> None:
    """Each game's golden match opens from the history and steps to its end and back to the
    deal (End, Home, the slider, Back) showing the views the live match showed: through the
    bridge every seat's replayed view equals its live view at each kept step, both ways, and
    the screen's "Every hand" shows each seat the very hand it held live; one hand per seat;
    a screenshot of each at its middle."""
    entries = []
    for index, (name, game, title) in enumerate(GAMES):
        record = golden(name)
        kinds = ["human", *["bot:simple"] * (record["players"] - 1)]
        entry = history_entry(name, game, title, 1_780_000_000_000 - index, kinds, [0])
        entry["names"] = ["Ann", "Robbie", "Hal", "Ava"][: record["players"]]
        entry["scores"] = [0] * record["players"]
        entries.append(entry)
    seed_once(page, HISTORY_KEY, json.dumps(entries))
    page.goto(base_url + APP)
    recorder.wait_ready()
    for index, (name, game, title) in enumerate(GAMES):
        page.click("#open-history")
        page.locator("#history-rows [data-watch]").nth(index).click()
        expect(page.locator("#replay-title")).to_have_text(f"Replay: {title}")
        record = golden(name)
        total = len(record["moves"])
        expect(page.locator("#replay-hands .replay-hand")).to_have_count(record["players"])
        stride = 5
        live = page.evaluate(LIVE_AND_REPLAYED, {"record": record, "stride": stride})
        assert live["differences"] == [], f"{game}: the replay's views differ from the live ones at {live['differences'][:5]}"
        hands = {int(step): [sorted(cards) for cards in held] for step, held in live["hands"].items()}

        def shows_live_hands(step: int) -> None:
            expect(page.locator("#replay-step")).to_have_text(f"Move {step} of {total}")
            assert page.evaluate(SHOWN_HANDS) == hands[step], f"{game}: the hands at move {step}"

        page.click("[data-step='end']")
        shows_live_hands(total)
        page.keyboard.press("Home")
        shows_live_hands(0)
        middle = total // 2 // stride * stride
        page.locator("#replay-slider").fill(str(middle + 1))
        expect(page.locator("#replay-step")).to_have_text(f"Move {middle + 1} of {total}")
        page.click("[data-step='back']")
        shows_live_hands(middle)
        assert page.locator("#replay-hands [data-card], #replay-hands .card").count() > 0, game
        shots(page, f"replay-{game}")
        page.click("#replay-close")
        expect(page.locator("#history")).to_be_visible()
        page.click("#history-back")
    recorder.assert_clean()
