// Windows on this device (several seats asked at once, sealed answers: a game's response
// window, e.g. Red Cliffs' claims, RC-10). They keep *when* a seat answers free of hidden
// cards: bots answer at a fixed delay from the opening, a lone human's sure pass answers
// itself after a random delay, several humans at one device share one panel ("Anyone
// responding?", in the game's words) and whoever answers takes the device.

import { declineEntry, windowOf } from "../table/windows.js";

export class WindowFlow {
  /** `table`: the TableController whose windows these are. */
  constructor(table) {
    this.table = table;
  }

  /**
   * A window: every asked seat answers at once. Bots answer at a fixed time from its
   * opening; a lone human here answers with their hand (a sure pass answers itself after a
   * random delay); several humans here share one panel and a responder takes the device;
   * other devices answer from there.
   */
  async step(view, win, token) {
    const t = this.table;
    const session = t.session;
    const locals = view.to_move.filter((seat) => session.humans.includes(seat));
    if (t.pause === "handover" && locals.includes(t.responder)) {
      this.bots(win, view, token); // a responder is taking the device: the screen stays
      return;
    }
    const holding = t.responder !== null && t.responder === t.viewer && locals.includes(t.responder);
    if (session.humans.length > 1 && !holding) {
      t.responder = null;
      if (t.viewer !== null) {
        t.viewer = null; // nobody's hand while the table decides
        view = await session.view(null);
        if (token !== t.token) return;
      }
      t.pause = locals.length ? "responders" : null;
      t.show(view, { focus: locals.length ? "moves" : null });
    } else if (locals.length) {
      const seat = holding ? t.responder : locals[0];
      if (t.viewer !== seat) {
        t.viewer = seat;
        view = await session.view(seat);
        if (token !== t.token) return;
      }
      t.pause = null;
      t.show(view, { focus: "moves" });
      if (!holding) this.sureDecline(win, seat, view);
      this.skipping(win, seat, view);
    } else {
      if (t.pause === "responders") t.pause = null;
      t.show(view);
    }
    this.bots(win, view, token);
  }

  /** Each bot asked answers at the window's opening + a delay fixed by public facts. */
  bots(win, view, token) {
    const t = this.table;
    const session = t.session;
    const bots = view.to_move.filter((seat) => session.isBot(seat) && t.windows.first(win, `bot:${seat}`));
    if (!bots.length) return;
    const due = win.openedAt + t.pacing.windowBotDelay([...win.asked].filter((seat) => session.isBot(seat)).length);
    for (const seat of bots) {
      t.tableGuard(async () => {
        const move = await session.chooseBot(seat); // thinks now, answers at `due`
        if (token !== t.token) return;
        const thought = performance.now() - win.openedAt;
        t.windows.at(win, due, () => {
          const sent = performance.now() - win.openedAt;
          t.tableGuard(async () => {
            if (await t.auto.playFor(seat, move)) t.trace?.push({ seat, thought, sent, due: due - win.openedAt });
          });
        });
      });
    }
  }

  /** A lone human who can only pass passes by themselves after a random delay. */
  sureDecline(win, seat, view) {
    const t = this.table;
    const only = view.legal.length === 1 ? declineEntry(view.legal, win.pass) : null; // win: the tracker's record
    if (!only || !t.pacing.sureDecline || !t.windows.first(win, `decline:${seat}`)) return;
    t.windows.at(win, performance.now() + t.pacing.declineDelay(), () => {
      if (!t.pacing.sureDecline || t.viewer !== seat) return;
      t.tableGuard(() => t.playHuman(only.move));
    });
  }

  /**
   * A lone human who asked not to be asked again while this window's scope lasts (a
   * Modify window's attempt: renderer.windowScope) passes after a random delay, whatever
   * their hand.
   */
  skipping(win, seat, view) {
    const t = this.table;
    const scope = t.renderer.windowScope?.(view) ?? null;
    const pass = declineEntry(view.legal, win.pass);
    if (scope === null || t.skipWindow !== scope || !pass || !t.windows.first(win, `skip:${seat}`)) return;
    t.windows.at(win, performance.now() + t.pacing.declineDelay(), () => {
      if (t.skipWindow !== scope || t.viewer !== seat || t.busy || t.playing) return;
      t.tableGuard(() => t.playHuman(pass.move));
    });
  }

  /** The lone human here turns "don't ask me again" on (for the window's scope now) or off. */
  async skipWindow(on) {
    const t = this.table;
    const view = t.view;
    t.skipWindow = on && view ? t.renderer.windowScope?.(view) ?? null : null;
    await t.step();
  }

  /** Several humans here: `seat` has an answer and takes the device. */
  chooseResponder(seat) {
    const t = this.table;
    if (t.pause !== "responders" || t.busy || !t.view?.to_move.includes(seat)) return;
    t.responder = seat;
    t.handOver(seat, t.view);
  }

  /** Several humans here: nobody answers; every human here still asked passes. */
  async declineAll() {
    const t = this.table;
    if (t.pause !== "responders" || t.busy) return;
    const { session, token } = t;
    const seats = t.view.to_move.filter((seat) => session.humans.includes(seat));
    const pass = windowOf(t.view, t.renderer)?.pass ?? "decline";
    t.busy = true;
    t.playing = true;
    const events = [];
    try {
      await t.inTurn(async () => {
        for (const seat of seats) {
          const theirs = await session.view(seat);
          if (token !== t.token) return;
          const entry = theirs.to_move.includes(seat) ? declineEntry(theirs.legal, pass) : null;
          if (entry) events.push(...(await session.play(seat, entry.move)).events);
        }
      });
    } finally {
      if (token === t.token) t.playing = false;
    }
    if (token !== t.token) return;
    await t.afterMove({ events }, token);
  }
}
