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

  /** The hint box under the moves (made once, on first use). */
  ensureBox() {
    if (this.box?.isConnected) return this.box;
    const line = document.querySelector("#table .moves-line");
    if (!line) return null;
    this.button = el("button", { type: "button", class: "hint-button", id: "hint-button",
      text: "What would the bot do?" });
    this.text = el("p", { class: "hint-text", id: "hint-text", "aria-live": "polite" });
    this.thinking = el("p", { class: "bot-thinking", id: "bot-thinking", "aria-live": "polite" });
    this.box = el("div", { class: "bot-aid" }, this.button, this.text, this.thinking);
    this.button.addEventListener("click", () => this.table.tableGuard(() => this.ask()));
    line.after(this.box);
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

  /** After every draw: show or hide the offer; a hint from an earlier position goes. */
  refresh(view) {
    if (!this.ensureBox()) return;
    const offer = this.offered(view);
    this.button.hidden = !offer;
    this.button.disabled = false;
    if (!offer || this.asked !== view.move_count) {
      this.text.textContent = "";
      this.asked = null;
    }
    this.text.hidden = !this.text.textContent;
  }

  /** Ask the engine what the hard bot would play for the seat on view. */
  async ask() {
    const t = this.table;
    const view = t.view;
    if (!this.offered(view)) return;
    const { session, token } = t;
    this.button.disabled = true;
    this.text.hidden = false;
    this.text.textContent = "The bot is thinking…";
    try {
      const { label, why } = await session.engine.call("hint", { match: session.id, seat: t.viewer });
      if (token !== t.token || t.view?.move_count !== view.move_count) return;
      this.asked = view.move_count;
      this.text.textContent = `The hard bot would play: ${label}. ${why}`;
    } catch (err) {
      this.text.textContent = `No hint now: ${err?.message || String(err)}`;
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
