// The table screen: status bar, the game's board and hand (drawn by its renderer), the
// legal-move buttons, the log, the hot-seat hand-over screen, the round-end summary and
// the match-end screen. Every render redraws from one snapshot; input arrives through
// delegated listeners on data-card / data-move and goes to the controller's handlers.

import { andList, delegate, el, qs, replace } from "./dom.js";

const LOG_SHOWN = 80;

/** Where keyboard focus was inside `root`, as a data-key to find it again after a redraw. */
function focusedKey(root) {
  const active = document.activeElement;
  return active && root.contains(active) ? active.closest("[data-key]")?.dataset.key ?? null : null;
}

function focusKey(root, key) {
  if (!key) return false;
  const target = [...root.querySelectorAll("[data-key]")].find((node) => node.dataset.key === key);
  if (!target || target.disabled) return false;
  target.focus({ preventScroll: true });
  return true;
}

export class TableView {
  constructor() {
    this.root = qs("#table");
    this.title = qs("#table-title");
    this.status = qs("#table-status");
    this.moveCount = qs("#move-count");
    this.turn = qs("#turn");
    this.play = qs("#play");
    this.board = qs("#board");
    this.handBox = qs("#hand-box");
    this.handTitle = qs("#hand-title");
    this.hand = qs("#hand");
    this.prompt = qs("#prompt");
    this.moves = qs("#moves");
    this.log = qs("#log");
    this.leave = qs("#leave");
    this.handover = qs("#handover");
    this.handoverTitle = qs("#handover-title");
    this.handoverButton = qs("#handover-button");
    this.roundEnd = qs("#round-end");
    this.roundTitle = qs("#round-end-title");
    this.roundLander = qs("#round-end-lander");
    this.roundScores = qs("#round-end-scores");
    this.roundContinue = qs("#round-continue");
    this.matchEnd = qs("#match-end");
    this.matchTitle = qs("#match-end-title");
    this.winners = qs("#match-end-winners");
    this.finalHead = qs("#final-head");
    this.finalScores = qs("#final-scores");
    this.rematch = qs("#rematch");
    this.backToLobby = qs("#back-to-lobby");
  }

  /**
   * Draw a snapshot: {title, status, moveCount, turn, turnMine, board, hand, handTitle,
   * prompt, moves: [{index, label, key}], log: [{type, text}], focus: "moves"|null}.
   */
  render(snap) {
    const key = focusedKey(this.root);
    this.title.textContent = snap.title;
    this.status.textContent = snap.status;
    this.moveCount.textContent = `Move ${snap.moveCount}`;
    this.moveCount.dataset.moveCount = snap.moveCount;
    if (this.turn.textContent !== snap.turn) this.turn.textContent = snap.turn; // polite live region
    this.turn.classList.toggle("mine", snap.turnMine);
    this.root.classList.toggle("my-turn", snap.turnMine);
    this.root.classList.toggle("over", snap.over);
    this.play.hidden = false;
    this.handover.hidden = true;

    replace(this.board, snap.board);
    this.handBox.hidden = snap.hand === null;
    this.handTitle.textContent = snap.handTitle;
    replace(this.hand, snap.hand);
    this.prompt.textContent = snap.prompt;
    if (snap.movesNode) replace(this.moves, snap.movesNode);
    else replace(this.moves, snap.moves.map(({ index, label, key: moveKey, primary, cardMove, deselect }) => el("button", {
      type: "button", class: ["move", primary && "primary", cardMove && "card-move", deselect && "deselect"],
      dataset: deselect ? { deselect: "", key: moveKey } : { move: index, key: moveKey }, text: label,
    })));
    this.renderLog(snap.log);

    if (snap.focus === "card-moves" && focusKey(this.moves, this.moves.querySelector(".card-move")?.dataset.key)) return;
    if (focusKey(this.root, snap.focusKey ?? key)) return;
    if (snap.focus === "moves" || snap.focus === "card-moves") {
      (this.moves.querySelector("button") ?? this.hand.querySelector(".playable"))?.focus({ preventScroll: true });
    }
  }

  renderLog(entries) {
    const shown = entries.slice(-LOG_SHOWN);
    replace(this.log, shown.map(({ type, text }) => el("li", { class: `log-${type}`, text })));
    this.log.scrollTop = this.log.scrollHeight;
  }

  /** Hot-seat: hide every hand until `name` says they hold the device. */
  showHandover(name, { status, moveCount, title }) {
    this.title.textContent = title;
    this.status.textContent = status;
    this.moveCount.textContent = `Move ${moveCount}`;
    this.moveCount.dataset.moveCount = moveCount;
    this.turn.textContent = `${name} to move`;
    this.turn.classList.remove("mine");
    this.root.classList.remove("my-turn");
    this.play.hidden = true;
    replace(this.hand);
    replace(this.board);
    this.handoverTitle.textContent = `Pass the device to ${name}`;
    this.handoverButton.textContent = `I am ${name}`;
    this.handover.hidden = false;
    this.handoverButton.focus();
  }

  /**
   * A round summary drawn by a game's renderer: {title, note, head: [column titles],
   * rows: [{name, cells: [value | {text, data}]}]}.
   */
  showRoundSummary({ title, note, head, rows }) {
    this.roundTitle.textContent = title;
    this.roundLander.textContent = note ?? "";
    const thead = this.roundEnd.querySelector("thead");
    if (thead) replace(thead, el("tr", {}, head.map((text) => el("th", { scope: "col", text }))));
    replace(this.roundScores, rows.map(({ name, cells }) => el("tr", {},
      el("th", { scope: "row", text: name }),
      cells.map((cell) => (cell !== null && typeof cell === "object"
        ? el("td", { text: cell.text, dataset: cell.data }) : el("td", { text: cell }))))));
    if (!this.roundEnd.open) this.roundEnd.showModal();
    this.roundContinue.focus();
  }

  /** The final screen: winners and a table of round scores and totals. */
  showMatchEnd({ winners, winnersText = null, rounds, rows }) {
    this.winners.textContent = winnersText ?? (winners.length > 1
      ? `Shared win: ${andList(winners)}` : `Winner: ${winners[0]}`);
    replace(this.finalHead, el("tr", {},
      el("th", { scope: "col", text: "Player" }),
      Array.from({ length: rounds }, (_, i) => el("th", { scope: "col", text: `R${i + 1}` })),
      el("th", { scope: "col", text: "Total" })));
    replace(this.finalScores, rows.map(({ name, scores, total, winner }) => el("tr", { class: winner && "winner" },
      el("th", { scope: "row" }, name, winner ? el("span", { class: "trophy", text: " ★", "aria-label": "winner" }) : null),
      scores.map((score) => el("td", { text: score })),
      el("td", { class: "total", text: total, dataset: { total } }))));
    this.matchEnd.hidden = false;
    this.moves.replaceChildren();
    this.prompt.textContent = "";
    this.matchTitle.focus();
  }

  hideEndScreens() {
    this.matchEnd.hidden = true;
    if (this.roundEnd.open) this.roundEnd.close();
  }

  bindCard(handler) {
    delegate(this.root, "[data-card]", "click", (node) => handler(node.dataset.card));
  }

  bindMove(handler) {
    delegate(this.root, "[data-move]", "click", (node) => handler(Number(node.dataset.move)));
  }

  bindDeselect(handler) {
    delegate(this.moves, "[data-deselect]", "click", () => handler());
    this.root.addEventListener("keydown", (event) => {
      if (event.key === "Escape") handler();
    });
  }

  bindLeave(handler) {
    this.leave.addEventListener("click", () => handler());
  }

  bindHandover(handler) {
    this.handoverButton.addEventListener("click", () => handler());
  }

  bindContinue(handler) {
    this.roundEnd.addEventListener("close", () => handler());
  }

  bindRematch(handler) {
    this.rematch.addEventListener("click", () => handler());
  }

  bindBackToLobby(handler) {
    this.backToLobby.addEventListener("click", () => handler());
  }
}
