// The table screen: status bar, the game's board and hand (drawn by its renderer), the
// legal-move buttons, the log, the hot-seat hand-over screen, the round-end summary and
// the match-end screen. Every render redraws from one snapshot; input arrives through
// delegated listeners on data-card / data-move and goes to the controller's handlers.
//
// Layout: the dock (hand, prompt, moves) is pinned to the bottom of the screen while it
// takes at most DOCK_CAP of the screen's height, so the board stays in sight above it.
// When a renderer's grouped moves (elements with data-group) would make it taller, the
// groups "spill" into a section on the table itself (at the board's data-spill-slot, or
// after the board), in the page's own flow: no scroll box of its own. The moves without a
// group (Draw, Decline, Pass…) stay in the dock, always in sight. The dock can be folded:
// the hand becomes a strip of card edges (their bands and corners) that a tap opens.

import { andList, delegate, el, qs, replace } from "./dom.js";
import { patchInto } from "./morph.js";
import { spillJumpLabel } from "../table/words.js";
import { bindGlosses, glossed } from "./gloss.js";

const LOG_SHOWN = 80;
const DOCK_CAP = 0.36; // of the viewport's height
const DOCK_FOLD_CAP = 0.4; // taller than this even after spilling: the hand folds to its strip (unless opened)
const DOCK_PINNED_MAX = 0.5; // taller than this even after spilling: the dock is not pinned at all

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

/**
 * Set a style property of the page's root element only when it changes: writing even the
 * same value makes the browser restyle the whole page (a custom property is inherited).
 */
function setRootStyle(name, value) {
  const { style } = document.documentElement;
  if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
}

export class TableView {
  constructor() {
    this.root = qs("#table");
    this.title = qs("#table-title");
    this.status = qs("#table-status");
    this.moveCount = qs("#move-count");
    this.factsShort = qs("#table-facts-short");
    this.turn = qs("#turn");
    this.play = qs("#play");
    this.board = qs("#board");
    this.handBox = qs("#hand-box");
    this.handTitle = qs("#hand-title");
    this.hand = qs("#hand");
    this.prompt = qs("#prompt");
    this.prompt.tabIndex = -1; // where focus rests when the control that had it goes away
    this.moves = qs("#moves");
    this.log = qs("#log");
    this.leave = qs("#leave");
    this.handover = qs("#handover");
    this.handoverTitle = qs("#handover-title");
    this.handoverButton = qs("#handover-button");
    this.handbackButton = qs("#handback-button");
    this.roundEnd = qs("#round-end");
    this.roundTitle = qs("#round-end-title");
    this.roundNote = qs("#round-end-note");
    this.roundScores = qs("#round-end-scores");
    this.roundContinue = qs("#round-continue");
    this.matchEnd = qs("#match-end");
    this.matchTitle = qs("#match-end-title");
    this.winners = qs("#match-end-winners");
    this.finalHead = qs("#final-head");
    this.finalScores = qs("#final-scores");
    this.rematch = qs("#rematch");
    this.backToLobby = qs("#back-to-lobby");
    this.rulesButton = qs("#table-rules");
    this.bar = qs("#table .table-bar");
    this.dock = qs("#dock");
    this.dockToggle = qs("#dock-toggle");
    this.spill = qs("#spill");
    this.spillMoves = qs("#spill-moves");
    this.spillJump = qs("#spill-jump");
    this.spilled = []; // [group element, the comment node that keeps its place in the dock]
    this.handOpened = false; // the player opened the hand: it is never folded for them again
    this.autoFolded = false; // folded by fitDock (too tall), not by the player
    this.dockToggle.addEventListener("click", () => this.foldDock(!this.dock.classList.contains("folded"), { byPlayer: true }));
    // folded, the hand is a strip of card edges: a tap on it opens the hand (it chooses no card)
    this.hand.addEventListener("click", (event) => {
      if (!this.dock.classList.contains("folded")) return;
      event.preventDefault();
      event.stopPropagation();
      this.foldDock(false, { byPlayer: true });
    }, true);
    this.spillJump.addEventListener("click", () => this.jumpToSpill());
    let pending = false;
    window.addEventListener("resize", () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        this.fitDock();
      });
    });
  }

  /** The rules button of the table bar opens `gameId`'s rules (named for screen readers). */
  setRules(gameId, title) {
    if (!gameId || this.rulesButton.dataset.rules === gameId) return;
    this.rulesButton.dataset.rules = gameId;
    replace(this.rulesButton, el("span", { class: "rules-mark", "aria-hidden": "true", text: "?" }),
      el("span", { class: "bar-word", text: " Rules" }), el("span", { class: "sr-only", text: ` of ${title}` }));
  }

  /** Fold the dock to its prompt, its moves and a strip of the hand's card edges, or unfold it. */
  foldDock(folded, { byPlayer = false } = {}) {
    if (byPlayer) this.handOpened = !folded;
    this.autoFolded = false;
    this.setFolded(folded);
    this.fitDock();
  }

  setFolded(folded) {
    this.dock.classList.toggle("folded", folded);
    const label = folded ? "Show hand" : "Hide hand";
    if (this.dockToggle.textContent === label) return;
    this.dockToggle.setAttribute("aria-expanded", String(!folded));
    this.dockToggle.textContent = label;
  }

  /** Put spilled groups back into the dock (in their places) and empty the spill section. */
  unspill() {
    for (const [group, mark] of this.spilled) mark.replaceWith(group);
    this.spilled = [];
    this.spill.hidden = true;
    this.spillJump.hidden = true;
    if (this.spill.previousElementSibling !== this.board) this.board.after(this.spill);
  }

  /**
   * Keep the pinned dock within DOCK_CAP of the screen: spill the grouped moves onto the
   * table when it is taller; unpin it when even that is not enough (a short landscape
   * screen). Tells the page how much the pinned bars cover, so focus is never hidden.
   */
  fitDock() {
    const active = document.activeElement; // moving a focused button drops focus: put it back
    this.unspill();
    this.dock.classList.remove("unpinned");
    if (this.play.hidden || this.root.hidden) {
      setRootStyle("scroll-padding-bottom", "");
      return;
    }
    const cap = window.innerHeight * DOCK_CAP;
    const folded = this.dock.classList.contains("folded") && !this.autoFolded; // the player's choice
    this.dock.classList.remove("folded"); // the moves go where they go unfolded: folding only hides the hand
    const tall = this.dock.offsetHeight > cap;
    // only groups the dock shows (a phone's choice among the hand's cards shows the hand instead)
    const groups = [...this.moves.querySelectorAll("[data-group]")].filter((group) => group.getClientRects().length > 0);
    this.setFolded(folded);
    if (groups.length && tall) {
      const slot = this.board.querySelector("[data-spill-slot]");
      if (slot) slot.append(this.spill);
      else this.board.after(this.spill);
      for (const group of groups) {
        const mark = document.createComment("spilled");
        group.replaceWith(mark);
        this.spillMoves.append(group);
        this.spilled.push([group, mark]);
      }
      this.spill.hidden = false;
      // every button there is a move to choose (a move, a card chosen first, a choose-k starter)
      const count = this.spillMoves.querySelectorAll("button:not([data-deselect])").length;
      this.spillJump.textContent = spillJumpLabel(count, { choosing: this.spillMoves.querySelector("[data-pick]") !== null });
      this.spillJump.hidden = false;
    }
    // still too tall once the moves are on the table (a long prompt, a window's note): the
    // hand folds to its strip, unless the player opened it; a tap on the strip opens it
    // (not when the hand's cards are a choice's options: they are the buttons then)
    this.autoFolded = !folded && !this.handOpened && this.hand.querySelector(".hand") !== null
      && !this.dock.querySelector(".choose-panel.in-hand") && this.dock.offsetHeight > window.innerHeight * DOCK_FOLD_CAP;
    if (this.autoFolded) this.setFolded(true);
    const pinned = this.dock.offsetHeight <= window.innerHeight * DOCK_PINNED_MAX;
    this.dock.classList.toggle("unpinned", !pinned);
    const dockHeight = this.dock.offsetHeight;
    const barHeight = this.bar.offsetHeight;
    setRootStyle("scroll-padding-bottom", pinned && !this.root.classList.contains("over") ? `${dockHeight + 8}px` : "");
    setRootStyle("scroll-padding-top", `${barHeight + 8}px`);
    setRootStyle("--bar-h", `${barHeight}px`);
    // a hand that slides sideways (a phone) is scrolled from the keyboard too, whatever its cards are
    const strip = this.hand.querySelector(".hand");
    if (strip && strip.scrollWidth > strip.clientWidth + 1) strip.tabIndex = 0;
    else strip?.removeAttribute("tabindex");
    if (active !== document.activeElement && active?.isConnected && !active.disabled) active.focus({ preventScroll: true });
  }

  /**
   * The bar's facts: the status and the move count in a line (read by screen readers); on
   * a phone their short form instead, a fact a line, two at most (style.css), each whole.
   */
  showFacts({ status, statusShort = status, moveCount }) {
    this.status.textContent = status;
    this.moveCount.textContent = `Move ${moveCount}`;
    this.moveCount.dataset.moveCount = moveCount;
    const facts = [...String(statusShort).split(" · ").filter(Boolean), `Move ${moveCount}`];
    if (this.factsShort.textContent !== facts.join("")) {
      replace(this.factsShort, facts.map((text) => el("span", { class: "fact", text })));
    }
  }

  /** The spilled moves: brought into view, focus on the first. */
  jumpToSpill() {
    if (this.spill.hidden) return;
    this.spill.scrollIntoView({ block: "start" });
    this.spillMoves.querySelector("button")?.focus({ preventScroll: true });
  }

  /**
   * Draw a snapshot (table/model.js, with the renderer's nodes): {title, status,
   * moveCount, turn, turnMine, board, hand, handTitle, prompt, moves: [{index, label, key,
   * primary, cardMove, deselect, choose}], movesNode (drawn instead of the move buttons),
   * choiceNode (a choose-k panel, before them), log: [{type, text}], focus: "moves"|null}.
   */
  render(snap) {
    const key = focusedKey(this.root);
    const hadFocus = this.root.contains(document.activeElement);
    this.unspill();
    this.title.textContent = snap.title;
    this.setRules(snap.gameId, snap.title);
    this.showFacts(snap);
    if (this.turn.textContent !== snap.turn) this.turn.textContent = snap.turn; // polite live region
    this.turn.classList.toggle("mine", snap.turnMine);
    this.root.classList.toggle("my-turn", snap.turnMine);
    this.root.classList.toggle("over", snap.over);
    this.play.hidden = false;
    this.handover.hidden = true;
    this.root.classList.toggle("watching", Boolean(snap.watching)); // a watcher: no hand, no move (no dock)
    this.dock.hidden = Boolean(snap.watching);

    patchInto(this.board, snap.board);
    this.handBox.hidden = snap.hand === null;
    this.dock.classList.toggle("no-hand", snap.hand === null);
    this.handTitle.textContent = snap.handTitle;
    patchInto(this.hand, snap.hand);
    this.prompt.textContent = snap.prompt;
    patchInto(this.moves, snap.choiceNode ?? null, snap.movesNode ?? snap.moves.map(({ index, label, key: moveKey, primary, cardMove, deselect, choose }) => el("button", {
      type: "button", class: ["move", primary && "primary", cardMove && "card-move", deselect && "deselect"],
      dataset: deselect ? { deselect: "", key: moveKey } : choose ? { choose: index, key: moveKey } : { move: index, key: moveKey },
      text: label,
    })));
    this.renderLog(snap.log, snap.gameId, snap.logStart ?? 0);
    this.fitDock();

    if (snap.focus === "card-moves") { // a card chosen: its first way (not Back), in the dock or spilled
      const first = this.root.querySelector("#spill-moves .card-move:not(.deselect), #moves .card-move:not(.deselect)");
      if (first && !first.disabled) {
        first.focus({ preventScroll: this.inSight(first) });
        return;
      }
    }
    if (focusKey(this.root, snap.focusKey ?? key)) return;
    if (snap.focus === "moves" || snap.focus === "card-moves") {
      // the first move; when the list spilled below the fold (a phone), the dock's button that leads to it
      const spilled = this.spillMoves.querySelector("button[data-move]");
      const target = spilled && !this.inSight(spilled) ? this.spillJump : spilled;
      (target ?? this.moves.querySelector("button") ?? this.hand.querySelector(".playable"))?.focus({ preventScroll: true });
    }
    if (hadFocus) this.keepFocus();
  }

  /** A move is on its way: the moves are switched off (cheaper than a redraw). */
  hold() {
    const hadFocus = this.root.contains(document.activeElement);
    this.root.classList.remove("my-turn");
    this.turn.classList.remove("mine");
    for (const node of this.root.querySelectorAll("#moves button, #hand button")) node.disabled = true;
    if (hadFocus) this.keepFocus({ shown: true }); // nothing was hidden: no need to ask for a style to know
  }

  /**
   * Focus never drops to the page body (e.g. when a bot moves): it rests on the prompt.
   * `shown`: the focused node cannot have been hidden (only disabled), so its visibility
   * is not asked (asking makes the browser restyle the page there and then).
   */
  keepFocus({ shown = false } = {}) {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || active.disabled === true
      || (!shown && this.root.contains(active) && active.checkVisibility?.() === false);
    if (lost) this.prompt.focus({ preventScroll: true });
  }

  /** `node` is on screen, below the pinned bar and above the pinned dock. */
  inSight(node) {
    const box = node.getBoundingClientRect();
    const dock = this.dock.classList.contains("unpinned") ? innerHeight : this.dock.getBoundingClientRect().top;
    return box.top >= this.bar.getBoundingClientRect().bottom && box.bottom <= Math.min(dock, innerHeight);
  }

  /** The log's newest entries (`start`: the number of the first in the match's log, a key). */
  renderLog(entries, gameId = null, start = 0) {
    const shown = entries.slice(-LOG_SHOWN);
    const first = start + entries.length - shown.length;
    bindGlosses();
    patchInto(this.log, shown.map(({ type, text }, i) => el("li", { class: `log-${type}`, dataset: { key: `log:${first + i}` } },
      glossed(text, gameId))));
    this.log.scrollTop = this.log.scrollHeight;
  }

  /**
   * Hot-seat: hide every hand until the next player says they hold the device (table/model.js
   * handoverModel). The page then holds no card of any hand, no move and no Undo: the
   * board, hand, moves, prompt and log (the last viewer's own) are emptied, not hidden.
   */
  showHandover({ status, statusShort, moveCount, title, gameId, turn, heading, button, handBack = null }) {
    this.unspill();
    replace(this.moves);
    replace(this.spillMoves);
    replace(this.log);
    this.prompt.textContent = "";
    this.handTitle.textContent = "";
    this.title.textContent = title;
    this.setRules(gameId, title);
    this.showFacts({ status, statusShort, moveCount });
    this.turn.textContent = turn;
    this.turn.classList.remove("mine");
    this.root.classList.remove("my-turn");
    this.play.hidden = true;
    replace(this.hand);
    replace(this.board);
    this.handoverTitle.textContent = heading;
    this.handoverButton.textContent = button;
    this.handbackButton.hidden = handBack === null;
    this.handbackButton.textContent = handBack?.label ?? "";
    this.handover.hidden = false;
    this.fitDock();
    this.handoverButton.focus();
  }

  /**
   * A round summary drawn by a game's renderer: {title, note, head: [column titles],
   * rows: [{name, cells: [value | {text, data}]}]}.
   */
  showRoundSummary({ title, note, head, rows }) {
    this.roundTitle.textContent = title;
    this.roundNote.textContent = note ?? "";
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
  showMatchEnd({ winners, winnersText = null, rounds, rows, rematch = true }) {
    this.rematch.hidden = !rematch;
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
    this.unspill();
    this.moves.replaceChildren();
    this.prompt.textContent = "";
    this.matchTitle.focus();
  }

  /** A table closed or entered: no round or match end, and no hand-over screen left from the last one. */
  hideEndScreens() {
    this.matchEnd.hidden = true;
    this.handover.hidden = true; // a hot-seat table left at its hand-over: not shown over the next table
    this.play.hidden = false;
    if (this.roundEnd.open) this.roundEnd.close();
  }

  bindCard(handler) {
    delegate(this.root, "[data-card]", "click", (node, event) => handler(node.dataset.card, {
      from: node.closest("#moves, #spill-moves") ? "list" : node.closest("#hand") ? "hand" : "board",
      keyboard: event.detail === 0,
    }));
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

  bindHandBack(handler) {
    this.handbackButton.addEventListener("click", () => handler());
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
