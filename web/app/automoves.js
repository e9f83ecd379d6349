// Moves that play by themselves on this device: a bot's move outside windows (after the
// pace's delay), a forced move (the only legal one, deciding nothing) after a pause, and
// a move decided ahead (a bot's window answer, a forced move of a seat not holding the
// device in hot-seat). Forced moves play themselves outside windows only, and never when
// they are a choice of cards (table/choose.js isCardChoice): those wait for the player.

import { isCardChoice } from "../table/choose.js";

/** The move that may play by itself in `view`: the only legal one, unless it is a choice of cards. */
export function forcedMove(view) {
  const only = view?.legal?.length === 1 ? view.legal[0].move : null;
  return only && !isCardChoice(only) ? only : null;
}

export class AutoMoves {
  /** `table`: the TableController these moves are played on. */
  constructor(table) {
    this.table = table;
    this.botTimer = null;
    this.forcedTimer = null; // a forced move about to play itself
    this.botMoving = false; // a bot's move (outside windows) is being chosen and played
  }

  /** Stop every pending move and forget a bot's move on its way (the table is left). */
  stop() {
    this.clearTimers();
    this.botMoving = false;
  }

  /** Cancel the bot's and the forced move's timers (a move is taken back, the match is over). */
  clearTimers() {
    clearTimeout(this.botTimer);
    this.cancelForced();
  }

  cancelForced() {
    clearTimeout(this.forcedTimer);
  }

  /** A bot's turn: it moves after the pace's delay (unless its move is on its way). */
  botTurnSoon(seat, token) {
    const t = this.table;
    if (this.botMoving) return; // its move lands soon, and the step after it goes on
    clearTimeout(this.botTimer);
    this.botTimer = setTimeout(() => t.tableGuard(() => this.botTurn(seat, token)), t.pacing.botDelay());
  }

  async botTurn(seat, token) {
    const t = this.table;
    if (token !== t.token || t.pause || this.botMoving) return;
    t.busy = true;
    this.botMoving = true; // one bot move at a time, however many steps saw its turn
    let played;
    t.botAid?.botStarted(seat);
    try {
      played = await t.inTurn(() => t.session.playBot(seat, { view: t.viewer }));
    } finally {
      t.botAid?.botDone();
      if (token === t.token) this.botMoving = false;
    }
    if (token !== t.token) return;
    await t.afterMove(played, token);
  }

  /** A move that is the only legal one and decides nothing plays itself after a pause. */
  forcedSoon(seat, view, token) {
    const t = this.table;
    const move = forcedMove(view);
    if (!t.pacing.autoplay || !move) return;
    this.forcedTimer = setTimeout(() => t.tableGuard(async () => {
      if (token !== t.token || t.viewer !== seat || t.busy || t.pause) return;
      await t.playHuman(move);
    }), t.pacing.autoplayDelay());
  }

  /**
   * Hot-seat: a seat not holding the device whose only move names no card (deal, draw,
   * serve a delay) makes it without a hand-over. Returns true when it will.
   */
  async playUnseen(seat, view, token) {
    const t = this.table;
    if (!t.pacing.autoplay) return false;
    const theirs = await t.session.view(seat);
    if (token !== t.token) return true;
    const only = forcedMove(theirs);
    if (!only || "card" in only) return false; // it would show their card to whoever holds the device
    t.show(view);
    this.forcedTimer = setTimeout(() => t.tableGuard(() => this.playFor(seat, only)), t.pacing.autoplayDelay());
    return true;
  }

  /** A move decided ahead for `seat`; true once played. */
  async playFor(seat, move) {
    const t = this.table;
    const { session, token } = t;
    if (!session) return false;
    let played;
    try {
      played = await t.inTurn(() => session.play(seat, move, { view: t.viewer }));
    } catch (err) {
      // e.g. a window settled by an earlier responder before this answer went in
      const now = await session.view(null).catch(() => null);
      if (token !== t.token || (now && !now.to_move.includes(seat))) return false;
      throw err;
    }
    if (token !== t.token) return false;
    await t.afterMove(played, token);
    return true;
  }
}
