// Choosing on the table before a move is sent: the hand card whose moves are shown
// (select, deselect with Back or Escape), and a choose-k template's picks (pick-and-
// confirm: table/choose.js). The picks can change until Confirm plays the concrete move.
// This is UI state only: the pure model (table/model.js) reads it for each draw.

import { markInput } from "../engine.js";
import { canConfirm, choiceOf, concreteMove, ordered, templateKey, togglePick } from "../table/choose.js";

export class Choosing {
  /** `table`: the TableController whose view this chooses on. */
  constructor(table) {
    this.table = table;
    this.selected = null; // the hand card whose moves are shown
    this.choose = null; // choose-k: {key, picks} for the template being picked for
    this.hint = ""; // said once before the next prompt
  }

  /** A move went in, or was taken back: nothing is selected or picked any more. */
  reset() {
    this.selected = null;
    this.choose = null;
    this.table.boardplay?.reset();
  }

  /**
   * A click on a card (`how`: {from: "hand" | "board" | "list", keyboard}): a pick for
   * the choose-k template being picked for, else the card picked on the board
   * (app/boardplay.js: its ways shown, where it may go glowing). A lone template the
   * player has not started yet gives way to a card's other moves.
   */
  selectCard(card, how = {}) {
    const t = this.table;
    if (t.busy || t.pause || !t.view) return;
    const template = this.activeTemplate();
    const started = this.choose !== null && this.choose.key === templateKey(template);
    if (template && choiceOf(template).from.includes(card) && (started || !t.boardplay?.hasOwnMoves(card))) {
      this.pick(card);
      return;
    }
    if (t.boardplay) {
      t.boardplay.tapCard(card, how);
      return;
    }
    const hasMoves = t.view.legal.some(({ move }) => move.card === card);
    if (!hasMoves) {
      this.hint = `${t.renderer.cardLabel(card, t.catalog)}: no move with this card now.`;
      t.draw();
      return;
    }
    const again = this.selected === card;
    this.selected = again ? null : card;
    t.draw({ focus: again ? null : "card-moves" });
  }

  deselect() {
    const t = this.table;
    if (t.boardplay?.cancel()) return;
    if (this.selected === null || t.pause || t.busy) return;
    const card = this.selected;
    this.selected = null;
    t.draw({ focusKey: `card:${card}` });
  }

  /** The choose-k template being picked for (as drawn last), or null. */
  activeTemplate() {
    const t = this.table;
    const index = t.lastModel?.choice?.index;
    return index === undefined ? null : t.view?.legal[index]?.move ?? null;
  }

  /** The picks made so far for `template`, in its order. */
  picksFor(template) {
    return ordered(choiceOf(template), this.choose?.key === templateKey(template) ? this.choose.picks : []);
  }

  /** Start picking for the template at `index` (when several are offered). */
  startChoice(index) {
    const t = this.table;
    const move = t.view?.legal[index]?.move;
    if (t.busy || t.pause || !choiceOf(move)) return;
    this.choose = { key: templateKey(move), picks: [] };
    t.draw({ focus: "moves" });
  }

  /** Pick `id`, or take the pick back. */
  pick(id) {
    const t = this.table;
    const template = this.activeTemplate();
    if (t.busy || t.pause || !template) return;
    const choice = choiceOf(template);
    const result = togglePick(choice, this.picksFor(template), id);
    if (result.refused) this.hint = `At most ${choice.max} can be chosen: take one back first.`;
    this.choose = { key: templateKey(template), picks: result.picks };
    t.draw();
  }

  /** Play the concrete move for the picks, once their number is allowed. */
  async confirm() {
    const t = this.table;
    const template = this.activeTemplate();
    if (t.busy || t.playing || t.pause || !template) return;
    const picks = this.picksFor(template);
    if (!canConfirm(choiceOf(template), picks)) {
      const { min, max } = choiceOf(template);
      this.hint = `Choose ${min === max ? min : `${min} to ${max}`} first.`;
      t.draw({ focusKey: "confirm-choice" });
      return;
    }
    markInput(template.type); // click-to-view timing (engine.js), closed by draw()
    await t.playHuman(concreteMove(template, picks));
  }
}
