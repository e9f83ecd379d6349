// The replay screen (a finished match stepped through, every hand shown) and the history
// screen (finished matches kept in this browser, and your record against the bots).
// DOM only: input arrives through delegated data-* listeners and goes to the handlers.

import { delegate, el, qs, replace } from "./dom.js";
import { bindGlosses, glossed } from "./gloss.js";

/** A share box (the link, selected for copying, and a status line). */
class ShareBox {
  constructor(box, input, status) {
    Object.assign(this, { box, input, status });
    input.addEventListener("focus", () => input.select());
  }

  show(link, copied) {
    this.input.value = link;
    this.status.textContent = copied ? "Link copied." : "Copy the link above to share it.";
    this.box.hidden = false;
  }

  fail(message) {
    this.input.value = "";
    this.status.textContent = message;
    this.box.hidden = false;
  }

  hide() {
    this.box.hidden = true;
    this.input.value = "";
    this.status.textContent = "";
  }
}

export class ReplayView {
  constructor() {
    this.root = qs("#replay");
    this.title = qs("#replay-title");
    this.facts = qs("#replay-facts");
    this.stepText = qs("#replay-step");
    this.slider = qs("#replay-slider");
    this.verify = qs("#replay-verify");
    this.moveTitle = qs("#replay-move-title");
    this.events = qs("#replay-events");
    this.board = qs("#replay-board");
    this.hands = qs("#replay-hands");
    this.log = qs("#replay-log");
    this.share = new ShareBox(qs("#replay-share-box"), qs("#replay-share-link"), qs("#replay-share-status"));
    this.matchEndShare = new ShareBox(qs("#share-box"), qs("#share-link"), qs("#share-status"));
  }

  /** The replay's fixed facts: {title, facts, moves, verification: {ok, checks, problems}}. */
  open({ title, facts, moves, verification }) {
    this.title.textContent = `Replay: ${title}`;
    this.facts.textContent = facts;
    this.slider.max = String(moves);
    this.verify.dataset.ok = String(verification.ok);
    this.verify.textContent = verification.ok
      ? `Verified. ${verification.checks.join(" ")}`
      : `Verification failed: ${verification.problems.join(" ")}`;
    this.share.hide();
  }

  focusTitle() {
    this.title.focus({ preventScroll: true });
  }

  /**
   * One step: {step, moves, heading, events: [text], board: Node, hands: [{name, node}],
   * log: [{type, text}]}.
   */
  render({ step, moves, heading, events, board, hands, log, gameId = null }) {
    bindGlosses();
    this.stepText.textContent = `Move ${step} of ${moves}`;
    this.slider.value = String(step);
    this.slider.setAttribute("aria-valuetext", `Move ${step} of ${moves}`);
    for (const button of this.root.querySelectorAll("[data-step]")) {
      const back = button.dataset.step === "start" || button.dataset.step === "back";
      button.disabled = back ? step === 0 : step === moves;
    }
    this.moveTitle.textContent = heading;
    replace(this.events, events.map((text) => el("li", {}, glossed(text, gameId))));
    replace(this.board, board);
    replace(this.hands, hands.map(({ name, node, count }) => el("section", { class: "replay-hand" },
      el("h3", { text: `${name}: ${count}` }), node ?? el("p", { class: "hint", text: "No cards." }))));
    replace(this.log, log.slice(-80).map(({ type, text }) => el("li", { class: `log-${type}` }, glossed(text, gameId))));
    this.log.scrollTop = this.log.scrollHeight;
  }

  /** Keep focus on the pressed step button when it became disabled (at either end). */
  keepFocus() {
    const active = document.activeElement;
    if (active?.disabled && this.root.contains(active)) this.slider.focus();
  }

  bindStep(handler) {
    delegate(this.root, "[data-step]", "click", (node) => handler(node.dataset.step));
    this.slider.addEventListener("input", () => handler(Number(this.slider.value)));
    this.root.addEventListener("keydown", (event) => {
      if (event.target === this.slider || event.target.closest("input, textarea, select")) return;
      const step = { ArrowLeft: "back", ArrowRight: "forward", Home: "start", End: "end" }[event.key];
      if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      handler(step);
    });
  }

  bindShare(handler) {
    qs("#replay-share").addEventListener("click", () => handler());
  }

  bindClose(handler) {
    qs("#replay-close").addEventListener("click", () => handler());
  }
}

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export class HistoryView {
  constructor() {
    this.root = qs("#history");
    this.title = qs("#history-title");
    this.rows = qs("#history-rows");
    this.table = qs("#history-table");
    this.empty = qs("#history-empty");
    this.clear = qs("#history-clear");
    this.recordRows = qs("#record-rows");
    this.recordTable = qs("#record-table");
    this.recordEmpty = qs("#record-empty");
  }

  /**
   * Draw the history: entries [{id, title, at, players: [{name, score, winner}], winner}]
   * and the record rows [{title, level, played, won, shared, lost}].
   */
  render(entries, record) {
    this.empty.hidden = entries.length > 0;
    this.table.hidden = entries.length === 0;
    this.clear.hidden = entries.length === 0;
    replace(this.rows, entries.map((entry) => el("tr", { dataset: { entry: entry.id } },
      el("th", { scope: "row", text: entry.title }),
      el("td", {}, el("time", { datetime: new Date(entry.at).toISOString(), text: DATE.format(entry.at) })),
      el("td", {}, el("ul", { class: "history-players" }, entry.players.map(({ name, score, winner }) => el("li", { class: winner && "winner" },
        `${name}: ${score}`, winner ? el("span", { class: "trophy", "aria-hidden": "true", text: " ★" }) : null)))),
      el("td", { text: entry.winner }),
      el("td", {}, el("div", { class: "history-actions" },
        el("button", { type: "button", dataset: { watch: entry.id }, "aria-label": `Watch ${entry.title}, ${DATE.format(entry.at)}` }, "Watch"),
        el("button", { type: "button", dataset: { share: entry.id }, "aria-label": `Share ${entry.title}, ${DATE.format(entry.at)}` }, "Share"),
        el("button", { type: "button", class: "danger-button", dataset: { delete: entry.id }, "aria-label": `Delete ${entry.title}, ${DATE.format(entry.at)}` }, "Delete"))))));
    this.recordEmpty.hidden = record.length > 0;
    this.recordTable.hidden = record.length === 0;
    replace(this.recordRows, record.map((row) => el("tr", { dataset: { game: row.game, level: row.level } },
      el("th", { scope: "row", text: row.title }),
      el("td", { text: row.levelLabel }),
      el("td", { text: row.played }), el("td", { text: row.won }), el("td", { text: row.shared }), el("td", { text: row.lost }))));
  }

  focusTitle() {
    this.title.focus({ preventScroll: true });
  }

  /** After a deletion: focus the next row's Delete (or the title when none is left). */
  focusAfterDelete(index) {
    const buttons = this.rows.querySelectorAll("[data-delete]");
    (buttons[Math.min(index, buttons.length - 1)] ?? this.title).focus({ preventScroll: true });
  }

  bind({ watch, share, remove, clear, back }) {
    delegate(this.rows, "[data-watch]", "click", (node) => watch(node.dataset.watch));
    delegate(this.rows, "[data-share]", "click", (node) => share(node.dataset.share, node));
    delegate(this.rows, "[data-delete]", "click", (node) => remove(node.dataset.delete));
    this.clear.addEventListener("click", () => clear());
    qs("#history-back").addEventListener("click", () => back());
  }

  /** A row's share link: shown under the row. */
  showShare(id, link, copied) {
    const row = [...this.rows.children].find((tr) => tr.dataset.entry === id);
    if (!row) return;
    row.nextElementSibling?.classList.contains("history-share") && row.nextElementSibling.remove();
    const input = el("input", { type: "text", readonly: true, value: link, "aria-label": "Replay link" });
    input.addEventListener("focus", () => input.select());
    row.after(el("tr", { class: "history-share" }, el("td", { colspan: "5" },
      el("label", { class: "field" }, el("span", { class: "field-label", text: copied ? "Link copied:" : "Copy this link:" }), input))));
    input.value = link;
  }
}
