"""The rules drawer (issue 9, item 10): one per playable game, from the lobby and the table.

Every ruling id of a playable game appears in its drawer: the ids of our rulings file
(shared/rulings/<game>.md, read when this machine has it; CARDTABLE_RULINGS names another
folder), of the gap rulings in cards/<game>.md, and every id the engine's rule tests
name. The drawer opens from the "? Rules" button of the lobby (for the chosen game) and
of the table bar, closes with Escape and gives the focus back.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from browserkit import REPO, Recorder
from playwright.sync_api import Page, expect
from screens import LAPTOP, PHONE, open_lobby, shot, start_match

RULINGS = Path(os.environ.get("CARDTABLE_RULINGS", REPO.parent / "shared" / "rulings"))
PLAYABLE = """async () => {
  const { rendererFor } = await import('./games/registry.js');
  const games = await window.__cardtable.engine.call('games');
  return games.filter((g) => g.available && rendererFor(g.id)).map((g) => g.id);
}"""


def ruling_ids(game: str) -> set[str]:
    """Every ruling id written for `game`: rulings file, gap rulings, ids the rule tests name."""
    gaps = (REPO / "cards" / f"{game}.md").read_text(encoding="utf-8")
    prefix = re.search(r"\b([A-Z]{2})-G\d+\b", gaps)
    assert prefix, f"cards/{game}.md names no gap ruling"
    pattern = re.compile(rf"\b{prefix.group(1)}-G?\d+\b")
    texts = [gaps]
    rulings = RULINGS / f"{game}.md"
    if rulings.is_file():
        texts.append(rulings.read_text(encoding="utf-8"))
    stem = game.replace("-", "_")
    texts += [p.read_text(encoding="utf-8") for p in (REPO / "tests" / "games" / stem).glob("test_*.py")]
    return {found for text in texts for found in pattern.findall(text)}


def drawer_ids(page: Page) -> list[str]:
    return page.locator("#rules-drawer .ruling dt").all_inner_texts()


def test_every_ruling_is_in_its_games_drawer(page: Page, recorder: Recorder, base_url: str) -> None:
    open_lobby(page, base_url)
    games = page.evaluate(PLAYABLE)
    assert {"astronaut", "red-cliffs"} <= set(games)
    for game in games:
        page.click(f"button[data-game='{game}']")
        button = page.locator("#lobby-rules")
        button.click()
        drawer = page.locator("#rules-drawer")
        expect(drawer).to_be_visible()
        name = page.locator(f"button[data-game='{game}'] .game-name").inner_text()
        expect(page.locator("#rules-title")).to_have_text(f"How to play {name}")
        expect(button).to_have_accessible_name(f"Rules of {name}")
        wanted = ruling_ids(game)
        shown = drawer_ids(page)
        assert len(wanted) >= 15, f"{game}: only {sorted(wanted)} found to check"
        assert not wanted - set(shown), f"{game}: rulings missing from the drawer: {sorted(wanted - set(shown))}"
        assert len(shown) == len(set(shown)), f"{game}: a ruling is listed twice"
        if (RULINGS / f"{game}.md").is_file():
            assert not set(shown) - wanted, f"{game}: the drawer names unknown rulings {sorted(set(shown) - wanted)}"
        for section in ("How a turn goes", "Special cards", "Scoring", "Our rulings"):
            expect(drawer.locator("h3", has_text=section)).to_have_count(1)
        page.keyboard.press("Escape")
        expect(drawer).to_be_hidden()
        expect(button).to_be_focused()
        # "About the bots" in this game's words: its rule of thumb, how the hard bot fares
        # and, after them, how strong each level measured here (issue 20: from the arena)
        notes, strength = page.evaluate(
            "id => window.__cardtable.engine.call('games').then((games) => games.find((g) => g.id === id))"
            ".then((g) => [g.bot_notes, g.bot_strength])", game)
        assert set(notes) == {"simple", "greedy", "hard"}, notes
        about = page.locator(".bot-levels")
        if not about.evaluate("node => node.open"):
            about.locator("summary").click()
        for bot, words in notes.items():
            measured = f" {strength[bot]}" if bot in strength else ""
            expect(about.locator(f"li[data-bot='{bot}']")).to_have_text(
                f"{bot.capitalize()} bot: {words}{measured}")
    recorder.assert_clean()


def test_drawer_from_the_table_names_the_special_cards(page: Page, recorder: Recorder, base_url: str) -> None:
    open_lobby(page, base_url)
    start_match(page, "red-cliffs", [("Alex", "human"), ("Robbie", "bot:simple")], {"team_size": "1"})
    page.click("#table-rules")
    drawer = page.locator("#rules-drawer")
    expect(drawer).to_be_visible()
    terms = drawer.locator(".rules-terms dt").all_inner_texts()
    for card in ("Red angel", "Light-blue angel", "Green angel", "Purple angel", "Joker", "Event"):
        assert any(term.startswith(card) for term in terms), f"{card} is not explained"
    expect(drawer.locator(".rules-table")).to_have_count(4)  # the four scoring categories
    # a section button takes the reader to that section
    drawer.locator("[data-section='rulings']").click()
    expect(page.locator("#rules-section-rulings")).to_be_focused()
    for size in (LAPTOP, PHONE):
        page.set_viewport_size(size)
        drawer.evaluate("node => { node.scrollTop = 0; }")
        shot(page, f"drawer-red-cliffs-{size['width']}")
    page.click("#rules-close")
    expect(drawer).to_be_hidden()
    expect(page.locator("#table-rules")).to_be_focused()
    # Astronaut: DELAY against General Interest, SUB, RES. A and ILL
    page.click("#leave")
    start_match(page, "astronaut", [("Ann", "human"), ("Robbie", "bot:simple")], {"rounds": "1"})
    page.click("#table-rules")
    terms = drawer.locator(".rules-terms dt").all_inner_texts()
    for card in ("SUB", "RES. A", "ILL", "DELAY", "General Interest", "DELAY or General Interest?"):
        assert any(term.startswith(card) for term in terms), f"{card} is not explained"
    for size in (LAPTOP, PHONE):
        page.set_viewport_size(size)
        shot(page, f"drawer-astronaut-{size['width']}")
    recorder.assert_clean()
