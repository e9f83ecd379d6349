// Windows: positions in which several seats are asked at once and answer sealed (a
// game's response window). Everything here keeps *when* a seat answers free of
// its hidden cards: bots answer at a fixed time from the window's opening, a seat that
// can only decline declines after a random delay, and one window is told from the next
// only by public facts (who is asked, the move count).

/**
 * The window `view` shows, or null: {before, asked, pass}. The game's renderer may name it
 * (renderer.windowOf(view) -> {before: the seat whose turn follows, or null; pass: the
 * type of the move that answers "no", default "decline"}); any position with several
 * seats to move is one.
 */
export function windowOf(view, renderer = null) {
  if (!view || view.is_over) return null;
  const own = renderer?.windowOf?.(view) ?? null;
  if (own) return { before: own.before ?? null, asked: view.to_move, pass: own.pass ?? "decline" };
  return view.to_move.length > 1 ? { before: null, asked: view.to_move, pass: "decline" } : null;
}

/** The legal-move entry that answers "no" in a window (a bare move of type `type`), or null. */
export function declineEntry(legal, type = "decline") {
  return legal.find(({ move }) => move.type === type && Object.keys(move).length === 1) ?? null;
}

/** The window on the table, kept while only its answers come in; timers die with it. */
export class WindowTracker {
  constructor() {
    this.current = null;
  }

  /** The window record for `view` ({before, pass, openedAt, asked, ...}), a new one if it opened now; null if none. */
  track(view, renderer = null) {
    const win = windowOf(view, renderer);
    if (!win) {
      this.close();
      return null;
    }
    const cur = this.current;
    const same = cur !== null && cur.before === win.before
      && view.move_count >= cur.moveCount && view.move_count <= cur.moveCount + cur.asked.size
      && win.asked.every((seat) => cur.asked.has(seat));
    if (!same) {
      this.close();
      this.current = {
        before: win.before, pass: win.pass, moveCount: view.move_count, asked: new Set(win.asked),
        openedAt: performance.now(), timers: new Set(), started: new Set(),
      };
    }
    return this.current;
  }

  /** True the first time `key` is started in window `win` (a bot's answer, a sure decline). */
  first(win, key) {
    if (win.started.has(key)) return false;
    win.started.add(key);
    return true;
  }

  /** Run `task` at time `when` (performance.now() clock) unless the window closes first. */
  at(win, when, task) {
    const timer = setTimeout(() => {
      win.timers.delete(timer);
      if (this.current === win) task();
    }, Math.max(0, when - performance.now()));
    win.timers.add(timer);
  }

  close() {
    for (const timer of this.current?.timers ?? []) clearTimeout(timer);
    this.current = null;
  }
}
