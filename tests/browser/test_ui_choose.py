"""Choose-k moves through the real UI: pick, change the picks, confirm (issue 10 item 5).

No game lists a choose-k template yet (Red Dwarf's "discard down to 7" and Doctor Who's
"pass 3" will), so this test adds one from the outside: through the ?debug=1 hook it wraps
the page's engine calls so that the human's views also offer "choose 2 of the hand"
(the template shape of py/cardtable/engine/choose.py), and it catches the move Confirm
sends. Nothing of this ships with the site; the pure model has its own node tests
(tests/web/choose.test.js).
"""

from __future__ import annotations

from browserkit import Recorder, set_seats
from playwright.sync_api import Page, expect
from progress import STEP_MS

APP = "?botDelay=0&debug=1"

# Views of seat 0 at its turn offer one more legal move: a template over its hand. A
# "test-pick" move is recorded and refused, as the engine would refuse an unknown move.
WRAP = """() => {
  const engine = window.__cardtable.engine;
  const call = engine.call.bind(engine);
  window.__sent = [];
  const offer = (view) => {
    const hand = view?.zones?.['hand:0']?.cards;
    if (!view || view.seat !== 0 || !view.to_move.includes(0) || !hand || hand.length < 3) return view;
    const template = { type: 'test-pick', cards: { choose: { from: hand, min: 2, max: 2 } } };
    return { ...view, legal: [...view.legal, { move: template, label: 'Give away 2 cards' }] };
  };
  engine.call = async (op, args = {}) => {
    if (op === 'play' && args.move?.type === 'test-pick') {
      window.__sent.push(args.move);
      throw Object.assign(new Error('Test: the pick was received.'), { code: 'illegal_move' });
    }
    const result = await call(op, args);
    if (op === 'view') return offer(result);
    if (op === 'play' && result.view) return { ...result, view: offer(result.view) };
    return result;
  };
}"""


def test_pick_two_change_a_pick_and_confirm_with_the_keyboard(page: Page, recorder: Recorder, base_url: str) -> None:
    page.goto(base_url + APP)
    recorder.wait_ready()
    page.evaluate(WRAP)
    set_seats(page, [("Alex", "human"), ("Robbie", "bot:simple")])
    page.fill("#option-rounds", "1")
    page.click("#start")
    panel = page.locator("#moves .choose-panel")
    expect(panel).to_be_visible(timeout=STEP_MS)
    hand = page.evaluate("window.__cardtable.view.zones['hand:0'].cards")
    options = page.locator("#moves .choose-panel [data-pick], #spill-moves [data-pick]")
    expect(options).to_have_count(len(hand))
    expect(page.locator("#prompt")).to_have_text("Give away 2 cards: choose 2, then confirm.")
    confirm = panel.locator("[data-confirm-choice]")
    count = panel.locator(".choose-count")
    expect(count).to_have_text("0 of 2 chosen")
    expect(count).to_have_attribute("aria-live", "polite")
    expect(confirm).to_have_attribute("aria-disabled", "true")
    expect(page.locator("#moves [data-move]").first).to_be_visible()  # the other moves stay

    options.nth(2).click()
    options.nth(0).click()
    expect(options.nth(0)).to_have_attribute("aria-pressed", "true")
    expect(options.nth(2)).to_have_attribute("aria-pressed", "true")
    expect(confirm).to_have_text("Confirm (2 of 2 chosen)")
    expect(confirm).to_have_attribute("aria-disabled", "false")
    # a hand card that is an option is pressed too, and clicking it takes the pick back
    expect(page.locator(f"#hand [data-card='{hand[0]}']")).to_have_attribute("aria-pressed", "true")
    page.locator(f"#hand [data-card='{hand[0]}']").click()
    expect(count).to_have_text("1 of 2 chosen")
    expect(confirm).to_have_attribute("aria-disabled", "true")
    confirm.focus()  # aria-disabled keeps it in the tab order: pressing it says what is missing
    page.keyboard.press("Enter")
    expect(page.locator("#prompt")).to_contain_text("Choose 2 first.")
    options.nth(1).focus()
    page.keyboard.press("Enter")
    expect(options.nth(1)).to_have_attribute("aria-pressed", "true")
    expect(options.nth(1)).to_be_focused()  # focus stays on the option across the redraw
    confirm.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("window.__sent.length === 1")
    assert page.evaluate("window.__sent") == [{"type": "test-pick", "cards": [hand[1], hand[2]]}]
    expect(page.locator("#alert")).to_contain_text("Test: the pick was received.")
