// Controller methods for the turn flow around windows, forced moves and undo, kept
// out of main.js (they are mixed into its Controller: `this` is the controller).
// Windows (several seats asked at once, sealed answers: RC-10's claims) keep *when* a
// seat answers free of hidden cards: bots answer at a fixed delay from the opening, a
// lone human's sure decline after a random delay, several humans at one device share
// one "Any claims?" panel. Forced moves play themselves outside windows only. Undo asks
// the engine (Match.why_no_undo) and is offered in solo and hot-seat only.

import { declineEntry } from "./windows.js";

export const turnFlow = {
  /**
   * A window: every asked seat answers at once. Bots answer at a fixed time from its
   * opening; a lone human here answers with their hand (a sure decline answers itself
   * after a random delay); several humans here share one "Any claims?" panel and a
   * claimant takes the device; other devices answer from there.
   */
  async stepWindow(view, win, token) {
    const session = this.session;
    const locals = view.to_move.filter((seat) => session.humans.includes(seat));
    if (this.pause === "handover" && locals.includes(this.claimant)) {
      this.windowBots(win, view, token); // a claimant is taking the device: the screen stays
      return;
    }
    const holding = this.claimant !== null && this.claimant === this.viewer && locals.includes(this.claimant);
    if (session.humans.length > 1 && !holding) {
      this.claimant = null;
      if (this.viewer !== null) {
        this.viewer = null; // nobody's hand while the table decides
        view = await session.view(null);
        if (token !== this.token) return;
      }
      this.pause = locals.length ? "claims" : null;
      this.show(view, { focus: locals.length ? "moves" : null });
    } else if (locals.length) {
      const seat = holding ? this.claimant : locals[0];
      if (this.viewer !== seat) {
        this.viewer = seat;
        view = await session.view(seat);
        if (token !== this.token) return;
      }
      this.pause = null;
      this.show(view, { focus: "moves" });
      if (!holding) this.sureDecline(win, seat, view);
    } else {
      if (this.pause === "claims") this.pause = null;
      this.show(view);
    }
    this.windowBots(win, view, token);
  },

  /** Each bot asked answers at the window's opening + a delay fixed by public facts. */
  windowBots(win, view, token) {
    const session = this.session;
    const bots = view.to_move.filter((seat) => session.isBot(seat) && this.windows.first(win, `bot:${seat}`));
    if (!bots.length) return;
    const due = win.openedAt + this.pacing.windowBotDelay([...win.asked].filter((seat) => session.isBot(seat)).length);
    for (const seat of bots) {
      this.tableGuard(async () => {
        const move = await session.chooseBot(seat); // thinks now, answers at `due`
        if (token !== this.token) return;
        const thought = performance.now() - win.openedAt;
        this.windows.at(win, due, () => {
          const sent = performance.now() - win.openedAt;
          this.tableGuard(async () => {
            if (await this.playFor(seat, move)) this.trace?.push({ seat, thought, sent, due: due - win.openedAt });
          });
        });
      });
    }
  },

  /** A lone human who can only decline declines by themselves after a random delay. */
  sureDecline(win, seat, view) {
    const only = view.legal.length === 1 ? declineEntry(view.legal) : null;
    if (!only || !this.pacing.sureDecline || !this.windows.first(win, `decline:${seat}`)) return;
    this.windows.at(win, performance.now() + this.pacing.declineDelay(), () => {
      if (!this.pacing.sureDecline || this.viewer !== seat) return;
      this.tableGuard(() => this.playHuman(only.move));
    });
  },

  /** Hot-seat "Any claims?": `seat` has one and takes the device. */
  chooseClaimant(seat) {
    if (this.pause !== "claims" || this.busy || !this.view?.to_move.includes(seat)) return;
    this.claimant = seat;
    this.handOver(seat, this.view);
  },

  /** Hot-seat "No claims": every human here still asked declines. */
  async declineAll() {
    if (this.pause !== "claims" || this.busy) return;
    const { session, token } = this;
    const seats = this.view.to_move.filter((seat) => session.humans.includes(seat));
    this.busy = true;
    this.playing = true;
    const events = [];
    try {
      await this.inTurn(async () => {
        for (const seat of seats) {
          const theirs = await session.view(seat);
          if (token !== this.token) return;
          const entry = theirs.to_move.includes(seat) ? declineEntry(theirs.legal) : null;
          if (entry) events.push(...await session.play(seat, entry.move));
        }
      });
    } finally {
      if (token === this.token) this.playing = false;
    }
    if (token !== this.token) return;
    await this.afterMove(events, token);
  },

  /** A move that is the only legal one and decides nothing plays itself after a pause. */
  autoplay(seat, view, token) {
    if (!this.pacing.autoplay || view.legal.length !== 1) return;
    const { move } = view.legal[0];
    this.autoTimer = setTimeout(() => this.tableGuard(async () => {
      if (token !== this.token || this.viewer !== seat || this.busy || this.pause) return;
      await this.playHuman(move);
    }), this.pacing.autoplayDelay());
  },

  /**
   * Hot-seat: a seat not holding the device whose only move names no card (deal, draw,
   * serve a delay) makes it without a hand-over. Returns true when it will.
   */
  async autoplayUnseen(seat, view, token) {
    if (!this.pacing.autoplay) return false;
    const theirs = await this.session.view(seat);
    if (token !== this.token) return true;
    const only = theirs.legal.length === 1 ? theirs.legal[0].move : null;
    if (!only || "card" in only || "cards" in only) return false;
    this.show(view);
    this.autoTimer = setTimeout(() => this.tableGuard(() => this.playFor(seat, only)), this.pacing.autoplayDelay());
    return true;
  },

  /** A move decided ahead (a bot's window answer, a forced move) for `seat`; true once played. */
  async playFor(seat, move) {
    const { session, token } = this;
    if (!session) return false;
    let events;
    try {
      events = await this.inTurn(() => session.play(seat, move));
    } catch (err) {
      // e.g. a window settled by an earlier claimant before this answer went in
      const now = await session.view(null).catch(() => null);
      if (token !== this.token || (now && !now.to_move.includes(seat))) return false;
      throw err;
    }
    if (token !== this.token) return false;
    await this.afterMove(events, token);
    return true;
  },

  /** Take back the last move of a human at this device (the engine says when it may). */
  async undo() {
    const { session, token } = this;
    const seat = this.undoSeat;
    if (!session || session.net || seat === null || this.busy || this.pause === "round" || this.pause === "over") return;
    clearTimeout(this.botTimer);
    clearTimeout(this.autoTimer);
    this.busy = true;
    this.app.clearAlert();
    try {
      await this.inTurn(() => session.undo(seat));
    } finally {
      if (token === this.token) this.busy = false;
    }
    if (token !== this.token) return;
    this.selected = null;
    this.claimant = null;
    if (this.pause === "handover" || this.pause === "claims") this.pause = null;
    this.feed.announce([`${session.names[seat]} took back their last move.`]);
    await this.save();
    await this.step();
  },

  /** Show "Undo" when the last move was a local human's and the engine allows it. */
  refreshUndo(view) {
    const session = this.session;
    // the engine's answer comes with every local view (undo_seat); none across devices
    const seat = session && !session.net && !["round", "over"].includes(this.pause) ? view?.undo_seat ?? null : null;
    this.undoSeat = seat !== null && session.humans.includes(seat) ? seat : null;
    const label = this.undoSeat === null ? null
      : session.humans.length > 1 ? `Undo ${session.names[this.undoSeat]}’s move` : "Undo";
    if (this.controls.showUndo(label)) this.table.keepFocus();
  },

  setPrefs(changes) {
    this.pacing.set(changes);
    this.controls.fill(this.pacing.prefs);
    if (this.session && this.windows.current && "alwaysAsk" in changes) this.tableGuard(() => this.step());
  },

  /** Hot-seat: the next mover is not holding the device; hide every hand until they say so. */
  handOver(seat, view) {
    this.viewer = null;
    this.view = null;
    this.pendingSeat = seat;
    this.pause = "handover";
    this.feed.clear();
    this.table.showHandover(this.session.names[seat], this.barFacts(view));
    this.refreshUndo(view);
  },

  /** Draw `view` (draw() also refreshes the Undo button). */
  show(view, options = {}) {
    this.view = view;
    this.draw(options);
  },

  /** A bot's move outside windows, after the pace's delay. */
  async botTurn(seat, token) {
    if (token !== this.token || this.pause || this.botMoving) return;
    this.busy = true;
    this.botMoving = true; // one bot move at a time, however many steps saw its turn
    let events;
    try {
      events = await this.inTurn(() => this.session.playBot(seat));
    } finally {
      if (token === this.token) this.botMoving = false;
    }
    if (token !== this.token) return;
    await this.afterMove(events, token);
  },
};
