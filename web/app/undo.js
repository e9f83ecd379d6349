// The table bar's own controls: "Undo" (offered in solo and hot-seat when the engine
// allows it: Match.why_no_undo) and the table settings (bot pace, forced moves, always
// ask me in a window, labelled in the game's words).

import { TableControls } from "../table/controls.js";

export class UndoAndSettings {
  /** `table`: the TableController these controls act on. */
  constructor(table) {
    this.table = table;
    this.undoSeat = null; // the local human whose last move may be taken back
    this.controls = new TableControls(document.querySelector("#leave"));
    this.controls.fill(table.pacing.prefs);
    this.controls.bindUndo(() => table.tableGuard(() => this.undo()));
    this.controls.bindPrefs((changes) => this.setPrefs(changes));
  }

  /** Take back the last move of a human at this device (the engine says when it may). */
  async undo() {
    const t = this.table;
    const { session, token } = t;
    const seat = this.undoSeat;
    if (!session || session.net || seat === null || t.busy || t.pause === "round" || t.pause === "over") return;
    t.auto.clearTimers();
    t.busy = true;
    t.app.clearAlert();
    try {
      await t.inTurn(() => session.undo(seat));
    } finally {
      if (token === t.token) t.busy = false;
    }
    if (token !== t.token) return;
    const ticket = t.saveTicket();
    t.choosing.reset();
    t.responder = null;
    if (["handover", "responders", "handback"].includes(t.pause)) t.pause = null;
    t.feed.announce([`${session.names[seat]} took back their last move.`]);
    await t.step();
    await t.save(null, ticket);
  }

  /**
   * Show "Undo" when the last move was a local human's, the engine allows it and that
   * human holds the device (their hand is on view): never on a screen that shows no hand
   * (hand-over, "Anyone responding?"), where whoever holds the device could press it.
   */
  refresh(view) {
    const t = this.table;
    const session = t.session;
    // the engine's answer comes with every local view (undo_seat); none across devices
    const seat = session && !session.net && [null, "handback"].includes(t.pause) ? view?.undo_seat ?? null : null;
    this.undoSeat = seat !== null && seat === t.viewer && session.humans.includes(seat) ? seat : null;
    const label = this.undoSeat === null ? null : "Undo";
    if (this.controls.showUndo(label)) t.table.keepFocus();
  }

  /** No Undo (the table is left). */
  hide() {
    this.controls.showUndo(null);
  }

  /** The window setting in the game's words (table/words.js). */
  setWords(words) {
    this.controls.setWords(words);
  }

  setPrefs(changes) {
    const t = this.table;
    t.pacing.set(changes);
    this.controls.fill(t.pacing.prefs);
    if (t.session && t.windows.current && "alwaysAsk" in changes) t.tableGuard(() => t.step());
  }
}
