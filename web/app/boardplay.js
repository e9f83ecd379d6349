// Play on the board: pick a card (in the hand or on the table), then tap where it goes;
// or drag it there (pointer events: mouse, pen, and touch after a short hold). Where a
// picked card may go glows and the rest of the table dims; Escape or Back puts it down. A
// target that is a move by itself (a pile to draw from, a Redshirt an effect asks for)
// is tapped directly. Tapping a card with no move shows what it is and says so. Which
// nodes are targets comes from the legal moves only (table/targets.js, through the game's
// mapping in games/board-targets.js); this module marks them (data-target, classes for
// glow and dim) after each draw and turns touches into those moves. The list of moves
// (view/table.js) stays for the keyboard and screen readers: a card chosen there shows
// its ways as buttons, and the board glows too.

import { el } from "../view/dom.js";
import { cardDef } from "../view/text.js";
import { BOARD_TARGETS } from "../games/board-targets.js";
import { canConfirm, choiceOf, concreteMove, ordered } from "../table/choose.js";
import { glowOf, playsOf, sourcesOf, splitKey, tapCard, tapTarget, waysOf } from "../table/targets.js";
import { pickModel } from "../table/model.js";

const DRAG_PX = 8; // a press that moves this far is a drag (mouse, pen) or a scroll (touch, before the hold)
const HOLD_MS = 260; // touch: a press held this long picks the card up
const EDGE_PX = 56; // dragging this near the top or bottom of the screen scrolls the page
const CLASSES = ["bp-target", "bp-action", "bp-join", "bp-picked", "bp-source", "bp-path", "bp-picking", "bp-over"];

/** The node of `key` ("attr=value") on the board, or in the hand for a card. */
function nodeOf(key, board, hand) {
  const [attr, value] = splitKey(key);
  if (!attr || value === "" || value === "undefined") return null;
  const selector = `[data-${attr}="${CSS.escape(value)}"]`;
  return board.querySelector(selector) ?? (attr === "face" || attr === "card" ? hand.querySelector(selector) : null);
}

/** A node's name for a sentence: its label, or its heading, or its text (short). */
function nodeName(node) {
  const named = node.getAttribute("aria-label") ?? node.querySelector("h3, h4, .seat-name, figcaption")?.textContent;
  const text = (named ?? node.textContent ?? "").replace(/\s+/g, " ").trim();
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export class BoardPlay {
  /** `table`: the TableController whose board this plays on. */
  constructor(table) {
    this.table = table;
    this.root = document.querySelector("#table");
    this.board = document.querySelector("#board");
    this.hand = document.querySelector("#hand");
    this.plays = []; // the view's moves as touches (table/targets.js)
    this.pick = null; // {cards, targets, choices, from, keyboard, unfolded, auto}
    this.press = null; // a pointer pressed on a card: {id, x, y, card, node, type, timer}
    this.drag = null; // a card being dragged: {card, ghost, before, over, x, y, moved}
    this.swallow = null; // the click that may follow a drag's end is not a tap: {until, nodes}
    this.says = el("p", { id: "bp-says", class: "bp-says", role: "status" });
    document.querySelector("#dock .prompt-line")?.after(this.says);
    this.root.addEventListener("click", (event) => this.onClick(event), true);
    this.root.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("[data-bp-unfold]")) this.unfold();
    });
    this.root.addEventListener("pointerdown", (event) => this.onPointerDown(event));
    window.addEventListener("pointermove", (event) => this.onPointerMove(event));
    window.addEventListener("pointerup", (event) => this.onPointerUp(event));
    window.addEventListener("pointercancel", () => this.cancelDrag());
    // a touch that picked a card up must not scroll the page, nor open the long-press menu
    window.addEventListener("touchmove", (event) => { if (this.drag) event.preventDefault(); }, { passive: false });
    document.addEventListener("keydown", (event) => { // Escape puts the pick down wherever focus is (a tap on the board focuses nothing)
      if (event.key !== "Escape" || document.body.dataset.screen !== "table") return;
      if (this.drag) this.cancelDrag();
      else if (!this.root.contains(document.activeElement)) this.cancel();
    });
    this.root.addEventListener("contextmenu", (event) => { if (this.press || this.drag) event.preventDefault(); });
  }

  /** A move went in, the table changed hands or was left: nothing is picked, nothing said. */
  reset() {
    this.pick = null;
    this.say("");
    this.cancelDrag();
  }

  /** The table accepts touches: the seat on view is to move, nothing paused or on its way. */
  live() {
    const t = this.table;
    return Boolean(t.view && t.session && !t.busy && !t.playing && !t.pause && t.lastModel?.turnMine);
  }

  /**
   * Before a draw: the view's plays for the seat on view, the pick kept only while it can
   * still become a move. Returns the model's `pick` (table/model.js pickModel) or null.
   */
  prepare(view, { viewer, live, renderer, catalog, names }) {
    const mine = live && viewer !== null && view?.to_move?.includes(viewer);
    this.plays = mine ? playsOf(view, BOARD_TARGETS.get(renderer.id), { viewer }) : [];
    if (!mine || (this.pick && this.pick.at !== view.move_count)) this.pick = null; // the table moved on: put it down
    if (!mine) return null;
    if (!this.pick) {
      const auto = this.autoCard(view);
      if (auto) this.pick = { cards: [auto], targets: [], from: "auto", auto: true, at: view.move_count };
    }
    if (!this.pick) return null;
    const ways = this.waysNow(view);
    if (!ways.length) {
      this.pick = null;
      return null;
    }
    return pickModel({ ways, pick: this.pick, renderer, catalog, names });
  }

  /**
   * The pick's ways: the plays it may still become, and for one card also its moves the
   * board does not place (a choice inside, a count…): those are buttons only.
   */
  waysNow(view) {
    const pick = this.pick;
    if (pick.choices) return this.plays.filter((play) => pick.choices.includes(play.index));
    const ways = waysOf(this.plays, pick);
    if (pick.cards.length === 1 && !pick.targets.length) {
      const [card] = pick.cards;
      const placed = new Set(this.plays.map((play) => play.index));
      for (const [index, { move, label }] of view.legal.entries()) {
        if (placed.has(index) || !(move.card === card || (Array.isArray(move.cards) && move.cards.includes(card)))) continue;
        ways.push({ index, label, move, cards: [card], targets: [], template: choiceOf(move) });
      }
      ways.sort((a, b) => a.index - b.index);
    }
    return ways;
  }

  /** `card` has moves of its own on the board (not only as an option of a choose-k template). */
  hasOwnMoves(card) {
    return this.plays.some((play) => !play.template && play.cards.includes(card));
  }

  /** The card every legal move is made with, when there is exactly one (it is picked at once). */
  autoCard(view) {
    const cards = new Set(view.legal.map(({ move }) => move.card));
    const [card] = cards;
    if (cards.size !== 1 || typeof card !== "string" || view.legal.some(({ move }) => choiceOf(move))) return null;
    return this.plays.some((play) => play.cards.includes(card)) ? card : null;
  }

  /** The details line for a card with no move now: its name, kind and text. */
  lookText(card) {
    const t = this.table;
    if (!t.renderer) return "";
    const text = cardDef(card, t.catalog).text;
    return `${t.renderer.cardLabel(card, t.catalog)}${text ? `: ${text}` : ""} — no move with this card now.`;
  }

  say(text) {
    if (this.says.textContent !== text) this.says.textContent = text;
  }

  // -- touches -------------------------------------------------------------------------
  /** A card was tapped (`how`: {from: "hand" | "board" | "list", keyboard}). */
  tapCard(card, how = {}) {
    const t = this.table;
    if (!this.live()) return;
    this.say("");
    let result = tapCard(this.plays, this.pick?.choices ? null : this.pick, card);
    if (result.refused && t.view.legal.some(({ move }) => move.card === card)) {
      result = { pick: { cards: [card], targets: [] } }; // moves the board does not place: its ways are buttons
    }
    if (result.refused) { // no move with this card: say what it is
      this.pick = null;
      t.choosing.hint = this.lookText(card);
      t.draw();
      return;
    }
    if (!result.pick) {
      this.pick = null;
      t.draw({ focusKey: `card:${card}` });
      return;
    }
    const keep = this.pick && !this.pick.choices ? this.pick : {};
    this.pick = { ...result.pick, from: how.from ?? keep.from ?? "board", keyboard: how.keyboard ?? keep.keyboard ?? false,
      reveal: true, at: t.view.move_count };
    t.draw({ focus: this.pick.keyboard || this.pick.from === "list" ? "card-moves" : null });
  }

  /** A glowing target (or an action) was tapped, or a card dropped on it. */
  tapTarget(key, { drag = false } = {}) {
    const t = this.table;
    if (!this.live()) return false;
    const template = t.choosing.activeTemplate();
    if (template) return this.confirmOn(template, key);
    const pick = this.pick?.choices ? { ...this.pick, choices: null } : this.pick;
    const result = tapTarget(this.plays, pick, key);
    if (result.refused) {
      this.refuse(key, { drag });
      return false;
    }
    if (result.play) {
      this.say("");
      if (result.play.template) {
        void t.tableGuard(() => t.playHuman(concreteMove(result.play.move, ordered(result.play.template, result.picks))));
      } else {
        void t.tableGuard(() => t.chooseMove(result.play.index));
      }
      return true;
    }
    this.pick = { ...(this.pick ?? { from: "board", keyboard: false }), ...result.pick, choices: result.choices ?? null,
      at: t.view.move_count };
    this.say("");
    t.draw({ focus: result.choices ? "card-moves" : null });
    return true;
  }

  /** A choose-k panel is open: its target (where the picks go) confirms it when the count is right. */
  confirmOn(template, key) {
    const t = this.table;
    const play = this.plays.find((p) => p.template && p.move === template);
    if (!play || !play.targets.includes(key)) {
      this.refuse(key, {});
      return false;
    }
    const choice = choiceOf(template);
    if (!canConfirm(choice, t.choosing.picksFor(template))) {
      const { min, max } = choice;
      this.say(`Choose ${min === max ? min : `${min} to ${max}`} first, then tap here.`);
      return false;
    }
    void t.tableGuard(() => t.choosing.confirm());
    return true;
  }

  /** Say why a tap or drop on `key` (or on `node`, no target) made no move. */
  refuse(key, { drag = false, node = null }) {
    const t = this.table;
    const at = key ? nodeOf(key, this.board, this.hand) : node?.closest("[aria-label], [data-seat], [data-zone], [data-face]");
    const where = at ? nodeName(at) : "";
    const cards = this.pick?.cards ?? [];
    const what = cards.map((card) => cardDef(card, t.catalog).name).join(" and ");
    if (!what) {
      this.say(`Nothing to do ${where ? `on ${where}` : "there"}: pick a card first, or tap a glowing place.`);
    } else if (drag) {
      this.say(`${what} was dropped outside the glowing places${where ? ` (on ${where})` : ""}: nothing was played.`);
    } else {
      this.say(`${what} cannot go ${where ? `on ${where}` : "there"}: tap one of the glowing places, or Back.`);
    }
  }

  unfold() {
    if (!this.pick) return;
    this.pick = { ...this.pick, unfolded: true };
    this.table.draw({ focus: "card-moves" });
  }

  /** Back or Escape: put the picked cards down (true when something was picked). */
  cancel() {
    if (!this.pick || this.pick.auto) return false;
    const card = this.pick.cards[0];
    this.pick = null;
    this.say("");
    this.table.draw({ focusKey: card ? `card:${card}` : null });
    return true;
  }

  /** Clicks on the board and in the hand (capture: before the generic data-move handler). */
  onClick(event) {
    const node = event.target instanceof Element ? event.target : null;
    if (!node || node.closest("#spill")) return; // the list of moves, spilled onto the table, is not the board
    const inBoard = this.board.contains(node);
    const inHand = this.hand.contains(node) && !this.folded();
    if (!inBoard && !inHand) return; // a folded hand is a strip that opens on a tap (view/table.js)
    const swallow = this.swallow;
    this.swallow = null;
    if (swallow && performance.now() < swallow.until && swallow.nodes.some((end) => end?.contains(node))) {
      event.stopPropagation();
      event.preventDefault();
      return;
    }
    if (node.closest("summary, a, input, select, textarea, label")) return; // the board's own controls
    if (!this.live()) return;
    const target = node.closest("[data-target]");
    if (target && (target.classList.contains("bp-target") || target.classList.contains("bp-action"))) {
      event.stopPropagation();
      event.preventDefault();
      this.tapTarget(target.dataset.target);
      return;
    }
    if (node.closest("[data-card]")) return; // a card button: bindCard picks it (app/choosing.js)
    const face = node.closest("[data-face]");
    if (face) {
      event.stopPropagation();
      event.preventDefault();
      if (this.table.choosing.activeTemplate()) {
        this.table.choosing.selectCard(face.dataset.face);
        return;
      }
      const card = face.dataset.face;
      if (this.pick && inBoard && !sourcesOf(this.plays).has(card)) { // no card of a move: no place for the pick either
        this.refuse(null, { node: face });
        return;
      }
      this.tapCard(card, { from: inHand ? "hand" : "board", keyboard: event.detail === 0 });
      return;
    }
    if (this.pick && inBoard && !node.closest("[data-move], button")) this.refuse(null, { node });
  }

  /** The dock is folded: the hand is a strip of card edges, no card of it is picked there. */
  folded() {
    return this.hand.closest(".dock")?.classList.contains("folded") ?? false;
  }

  // -- drag ------------------------------------------------------------------------------
  /** The card a pointer may pick up at `node` (a card with moves, or one that joins the pick). */
  draggable(node) {
    const cardNode = node.closest("#hand [data-card], #hand [data-face], #board [data-card], #board [data-face]");
    if (!cardNode || node.closest("summary")) return null;
    const card = cardNode.dataset.card ?? cardNode.dataset.face;
    const glow = glowOf(this.plays, this.pick?.choices ? null : this.pick);
    const template = this.table.choosing.activeTemplate();
    if (template) return choiceOf(template).from.includes(card) ? { card, node: cardNode } : null;
    return glow.sources.has(card) || glow.joins.has(card) || this.pick?.cards.includes(card) ? { card, node: cardNode } : null;
  }

  onPointerDown(event) {
    if (this.drag || (event.pointerType === "mouse" && event.button !== 0) || !this.live()) return;
    const node = event.target instanceof Element ? event.target : null;
    const found = node && !node.closest("#spill") && (this.board.contains(node) || (this.hand.contains(node) && !this.folded()))
      ? this.draggable(node) : null;
    if (!found) return;
    this.press = { id: event.pointerId, x: event.clientX, y: event.clientY, type: event.pointerType, ...found, timer: null };
    if (event.pointerType === "touch") {
      this.press.timer = setTimeout(() => this.startDrag(this.press.x, this.press.y), HOLD_MS);
    }
  }

  onPointerMove(event) {
    const { press, drag } = this;
    if (drag) {
      if (event.pointerId !== drag.id) return;
      this.moveDrag(event.clientX, event.clientY);
      return;
    }
    if (!press || event.pointerId !== press.id) return;
    const far = Math.hypot(event.clientX - press.x, event.clientY - press.y) > DRAG_PX;
    if (!far) return;
    if (press.type === "touch") this.endPress(); // a swipe before the hold: the page scrolls
    else this.startDrag(event.clientX, event.clientY);
  }

  onPointerUp(event) {
    const { drag } = this;
    if (!drag) {
      this.endPress();
      return;
    }
    if (event.pointerId !== drag.id) return;
    // a click on the dragged card or where it was let go may follow soon (or never): it is not a tap
    this.swallow = { until: performance.now() + 400, nodes: [drag.node, document.elementFromPoint(event.clientX, event.clientY)] };
    this.drop(event.clientX, event.clientY);
  }

  endPress() {
    if (this.press?.timer) clearTimeout(this.press.timer);
    this.press = null;
  }

  /** The pressed card is picked up: it is picked (its targets glow) and a ghost follows the pointer. */
  startDrag(x, y) {
    const press = this.press;
    this.endPress();
    if (!press || !this.live() || !press.node.isConnected) return;
    const before = this.pick;
    const template = this.table.choosing.activeTemplate();
    if (!template && !this.pick?.cards.includes(press.card)) {
      const result = tapCard(this.plays, this.pick?.choices ? null : this.pick, press.card);
      if (!result.pick) return;
      this.pick = { ...result.pick, from: "drag", keyboard: false, at: this.table.view.move_count };
      this.table.draw();
    }
    const box = press.node.getBoundingClientRect();
    const ghost = press.node.cloneNode(true);
    for (const node of [ghost, ...ghost.querySelectorAll("*")]) {
      node.removeAttribute("id");
      for (const name of ["data-card", "data-key", "data-face", "data-move", "data-target"]) node.removeAttribute(name);
    }
    ghost.classList.add("bp-ghost");
    ghost.setAttribute("aria-hidden", "true");
    ghost.style.width = `${box.width}px`;
    ghost.style.height = `${box.height}px`;
    document.body.append(ghost);
    document.body.classList.add("bp-dragging");
    this.drag = { id: press.id, card: press.card, node: press.node, ghost, before, over: null, dx: x - box.left, dy: y - box.top,
      x, y, from: { x, y }, frame: 0, armed: y < innerHeight - EDGE_PX };
    this.moveDrag(x, y);
  }

  moveDrag(x, y) {
    const drag = this.drag;
    drag.x = x;
    drag.y = y;
    drag.ghost.style.transform = `translate(${x - drag.dx}px, ${y - drag.dy}px)`;
    if (y < innerHeight - EDGE_PX * 2) drag.armed = true; // left the bottom edge (the hand) once: it may scroll down later
    const hit = document.elementFromPoint(x, y)?.closest("[data-target]");
    const over = hit && (hit.classList.contains("bp-target") || hit.classList.contains("bp-action")) ? hit : null;
    if (over !== drag.over) {
      drag.over?.classList.remove("bp-over");
      over?.classList.add("bp-over");
      drag.over = over;
    }
    if (!drag.frame) drag.frame = requestAnimationFrame(() => this.edgeScroll());
  }

  /** While a card is dragged near the top or bottom of the screen, the page scrolls that way. */
  edgeScroll() {
    const drag = this.drag;
    if (!drag) return;
    drag.frame = 0;
    const step = drag.y < EDGE_PX ? -12 : drag.armed && drag.y > innerHeight - EDGE_PX ? 12 : 0;
    if (!step) return;
    window.scrollBy(0, step);
    this.moveDrag(drag.x, drag.y);
  }

  /** The card is let go at (x, y): on a glowing target it plays; elsewhere nothing happens, and the line says why. */
  drop(x, y) {
    const drag = this.drag;
    this.finishDrag();
    if (Math.hypot(x - drag.from.x, y - drag.from.y) < DRAG_PX) return; // held and let go in place: picked, as by a tap
    const hit = document.elementFromPoint(x, y)?.closest("[data-target]");
    const glowing = hit && (hit.classList.contains("bp-target") || hit.classList.contains("bp-action"));
    if (glowing && this.tapTarget(hit.dataset.target, { drag: true })) return;
    const failed = this.says.textContent;
    if (!glowing) this.refuse(null, { drag: true, node: document.elementFromPoint(x, y) });
    const said = this.says.textContent || failed;
    this.pick = drag.before; // a drop that plays nothing changes nothing
    this.table.draw();
    this.say(said);
  }

  finishDrag() {
    const drag = this.drag;
    if (!drag) return;
    if (drag.frame) cancelAnimationFrame(drag.frame);
    drag.over?.classList.remove("bp-over");
    drag.ghost.remove();
    document.body.classList.remove("bp-dragging");
    this.drag = null;
  }

  /** A drag the browser took away (a pointercancel): the pick as it was. */
  cancelDrag() {
    this.endPress();
    if (!this.drag) return;
    const before = this.drag.before;
    this.finishDrag();
    this.pick = before;
    if (this.table.view) this.table.draw();
  }

  // -- marks -------------------------------------------------------------------------------
  /** After a draw: mark the targets (data-target), what glows and what dims. */
  decorate() {
    const { board, hand } = this;
    for (const node of [board, hand, ...board.querySelectorAll("[data-target], .bp-path, .bp-picked, .bp-join, .bp-source"),
      ...hand.querySelectorAll(".bp-picked, .bp-join, .bp-source, .bp-path")]) {
      node.classList.remove(...CLASSES);
      if (node !== board && node !== hand) delete node.dataset.target;
    }
    if (!this.plays.length) return;
    const t = this.table;
    const template = t.choosing.activeTemplate();
    if (template) {
      this.decorateChoice(template);
      return;
    }
    const picking = this.pick && !this.pick.choices ? this.pick : null;
    const glow = glowOf(this.plays, picking);
    const mark = (key, cls) => {
      const node = nodeOf(key, board, hand);
      if (!node) return null;
      node.dataset.target = key;
      node.classList.add(cls);
      return node;
    };
    const cardNodes = (card) => [
      ...hand.querySelectorAll(`[data-card="${CSS.escape(card)}"], [data-face="${CSS.escape(card)}"]`),
      ...board.querySelectorAll(`[data-card="${CSS.escape(card)}"], [data-face="${CSS.escape(card)}"]`),
    ].filter((node, i, all) => !node.closest("#spill") && !all.some((other, j) => j !== i && other.contains(node) && other !== node));
    if (!this.pick) {
      for (const key of glow.actions) mark(key, "bp-action");
      for (const card of glow.sources) for (const node of cardNodes(card)) node.classList.add("bp-source");
      return;
    }
    const lit = [];
    if (picking) {
      for (const key of glow.targets) {
        const node = mark(key, "bp-target");
        if (node) lit.push(node);
      }
      for (const card of glow.joins) for (const node of cardNodes(card)) { node.classList.add("bp-join"); lit.push(node); }
    }
    for (const card of this.pick.cards) {
      for (const node of cardNodes(card)) {
        node.classList.add("bp-picked");
        if (node.matches("button")) node.setAttribute("aria-pressed", "true");
        lit.push(node);
      }
    }
    this.dim(lit);
    if (this.pick.reveal) {
      this.pick.reveal = false;
      this.reveal([...board.querySelectorAll(".bp-target")]);
    }
  }

  /** When none of `nodes` is in sight (between the pinned bar and the pinned dock), bring the first into view. */
  reveal(nodes) {
    if (!nodes.length) return;
    const top = document.querySelector("#table .table-bar")?.getBoundingClientRect().bottom ?? 0;
    const dock = document.querySelector("#dock");
    const bottom = dock && !dock.classList.contains("unpinned") ? dock.getBoundingClientRect().top : innerHeight;
    const seen = nodes.some((node) => {
      const box = node.getBoundingClientRect();
      return box.bottom > top + 8 && box.top < bottom - 8;
    });
    if (seen) return;
    const calm = matchMedia("(prefers-reduced-motion: reduce)").matches;
    const box = nodes[0].getBoundingClientRect();
    window.scrollBy({ top: box.top - (top + bottom) / 2 + box.height / 2, behavior: calm ? "auto" : "smooth" });
  }

  /** A choose-k panel is open: its options on the table may be tapped; its target glows once the count is right. */
  decorateChoice(template) {
    const t = this.table;
    const play = this.plays.find((p) => p.template && p.move === template);
    const choice = choiceOf(template);
    const picks = t.choosing.picksFor(template);
    const lit = [];
    for (const card of choice.from) {
      const node = this.board.querySelector(`[data-face="${CSS.escape(card)}"]`);
      if (!node) continue;
      node.classList.add(picks.includes(card) ? "bp-picked" : "bp-join");
      lit.push(node);
    }
    if (play && canConfirm(choice, picks)) {
      for (const key of play.targets) {
        const node = nodeOf(key, this.board, this.hand);
        if (!node) continue;
        node.dataset.target = key;
        node.classList.add("bp-target");
        lit.push(node);
      }
    }
    if (lit.length) this.dim(lit);
  }

  /** Dim the board and the hand but for `lit` and the nodes that hold them. */
  dim(lit) {
    for (const root of [this.board, this.hand]) root.classList.add("bp-picking");
    for (const node of lit) {
      for (let up = node.parentElement; up && up !== this.board && up !== this.hand; up = up.parentElement) {
        up.classList.add("bp-path");
      }
    }
  }
}
