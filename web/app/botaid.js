// Two things the bots tell a player at the table: "What would the bot do?" (the hard bot's
// move for the seat on view and one line why, asked of the engine's `hint` op) and that a
// bot is thinking when its move takes longer than a moment.
//
// The hint is offered only to a human seat playing at this device in a solo or hot-seat
// table (never across devices: hints for everyone there would need the host's leave at
// the start, not built yet), only while that seat is to move and its own table is shown:
// the engine's hard bot decides from that seat's view alone, so the hint shows nothing the
// seat may not see.

import { el } from "../view/dom.js";
import { choiceOf } from "../table/choose.js";

const THINKING_AFTER = 400; // ms: a bot's move quicker than this needs no word

export class BotAid {
  /** `table`: the TableController. */
  constructor(table) {
    this.table = table;
    this.asked = null; // the move count the hint on show belongs to
    this.thinkingTimer = null;
    this.box = null;
  }

  /**
   * Made once, on first use: a small "Hint" button in the table bar (beside Undo and the
   * settings: the bar keeps its one line on a phone and the dock grows by nothing), the
   * answer in a panel on the table just above the dock (in the page's flow, so it covers
   * nothing), with a button that closes it; and the "… is thinking" line in the dock
   * (shown only while a bot thinks, when the dock holds no move).
   */
  ensureBox() {
    if (this.box?.isConnected) return this.box;
    const line = document.querySelector("#table .moves-line");
    const dock = document.querySelector("#table #dock");
    const anchor = document.querySelector("#table #undo") ?? document.querySelector("#table #leave");
    if (!line || !dock || !anchor) return null;
    this.button = el("button", { type: "button", class: "hint-button", id: "hint-button" },
      "Hint", el("span", { class: "bar-word", text: ": what would the bot do?" }));
    this.button.hidden = true;
    this.text = el("p", { class: "hint-text", id: "hint-text" });
    this.close = el("button", { type: "button", class: "hint-close" },
      el("span", { "aria-hidden": "true", text: "×" }), el("span", { class: "sr-only", text: "Close the hint" }));
    // a live region from the start (one that appears with its words is not always read)
    this.panel = el("div", { class: "hint-panel quiet", id: "hint-panel", role: "status" }, this.text, this.close);
    this.close.hidden = true;
    this.thinking = el("p", { class: "bot-thinking", id: "bot-thinking", "aria-live": "polite" });
    this.thinking.hidden = true;
    this.box = el("div", { class: "bot-aid" }, this.thinking);
    this.button.addEventListener("click", () => this.table.tableGuard(() => this.ask()));
    this.close.addEventListener("click", () => this.dismiss());
    anchor.before(this.button);
    line.after(this.box);
    dock.before(this.panel);
    return this.box;
  }

  /** May the seat on view ask for a hint now (it has a choice to make)? */
  offered(view) {
    const t = this.table;
    const session = t.session;
    const seat = t.viewer;
    return Boolean(session && !session.net && view && !view.is_over && seat !== null
      && !t.pause && session.humans.includes(seat) && view.to_move.includes(seat)
      && view.seat === seat && (view.legal.length > 1
        || (view.legal.length === 1 && Boolean(choiceOf(view.legal[0].move)))));
  }

  /** Before every draw: show or hide the offer; a hint from an earlier position goes. */
  refresh(view) {
    if (!this.ensureBox()) return;
    const offer = this.offered(view);
    this.button.hidden = !offer;
    this.button.disabled = false;
    if (!offer || this.asked !== view.move_count) {
      this.text.textContent = "";
      this.asked = null;
    }
    this.show(Boolean(this.text.textContent));
  }

  /** The panel in sight with its close button, or quiet (empty, taking no room). */
  show(shown) {
    this.panel.classList.toggle("quiet", !shown);
    this.close.hidden = !shown;
  }

  /** Close the answer; focus goes back to the button that asked. */
  dismiss() {
    const hadFocus = this.panel.contains(document.activeElement);
    this.text.textContent = "";
    this.show(false);
    this.asked = null;
    if (hadFocus && !this.button.hidden) this.button.focus({ preventScroll: true });
  }

  /** Say `text` in the panel above the dock, scrolled into sight when it is not. */
  say(text) {
    this.text.textContent = text;
    this.show(true);
    if (!this.table.table.inSight(this.panel)) this.panel.scrollIntoView({ block: "nearest" });
  }

  /** Ask the engine what the hard bot would play for the seat on view. */
  async ask() {
    const t = this.table;
    const view = t.view;
    if (!this.offered(view)) return;
    const { session, token } = t;
    this.button.disabled = true;
    this.say("The bot is thinking…");
    try {
      const { label, why } = await session.engine.call("hint", { match: session.id, seat: t.viewer });
      if (token !== t.token || t.view?.move_count !== view.move_count) return;
      this.asked = view.move_count;
      this.say(`The hard bot would play: ${label}. ${why}`);
    } catch (err) {
      this.say(`No hint now: ${err?.message || String(err)}`);
    } finally {
      this.button.disabled = false;
    }
  }

  /** A bot starts thinking for `seat`: say so if it takes longer than a moment. */
  botStarted(seat) {
    this.botDone();
    if (!this.ensureBox()) return;
    const name = this.table.session?.names?.[seat] ?? "The bot";
    this.thinkingTimer = setTimeout(() => {
      this.thinking.textContent = `${name} is thinking…`;
      this.thinking.hidden = false;
    }, THINKING_AFTER);
  }

  /** The bot's move came back. */
  botDone() {
    clearTimeout(this.thinkingTimer);
    this.thinkingTimer = null;
    if (this.thinking) {
      this.thinking.textContent = "";
      this.thinking.hidden = true;
    }
  }
}
