// A fair match on the table page (issue 22, docs/fairplay.md): MatchSession's interface
// for app/table.js over this device's FairSeat (net.js). The view is this seat's own, from
// its own engine (fair_* in the bridge): its legal moves labelled, every card it may not
// know a card back. A move goes out as claims and comes back in the host's order; play()
// resolves once this device's engine has carried it out.

import { FairSeat } from "./net.js";

export class FairSession {
  /**
   * `game`: the games entry; `names`: every seat's name; `seat`: this device's seat;
   * `host`: this device relays (its FairRelay) or not; `onChange(reply)` after every step
   * of the engine (news from another device, the verdict).
   */
  constructor(engine, { game, names, seat, options, host, onChange = () => {} }) {
    this.engine = engine;
    this.id = `fair:${seat}`;
    this.game = game;
    this.names = names;
    this.seat = seat;
    this.options = options;
    this.net = "fair"; // across devices, and no device holds the match: no save, no undo
    this.host = host;
    this.closed = false;
    this.onChange = onChange;
    this.reply = null; // the engine's newest {view, moves, played, over, verdict, stopped, waiting}
    this.waiters = []; // moves of this seat on their way: {at, resolve, reject}
    this.send = () => {}; // set by the caller before start(): to the relay (host) or the host (guest)
    this.fair = new FairSeat(engine, (messages) => this.send(messages), (reply) => this.changed(reply));
  }

  /** Open this device's table: its key, its commitment to the seed, then the joint deal;
   * `restore` ({sk, nonce, transcript}): come back to it (fair_open's restore). */
  async start(restore = null) {
    await this.fair.open({ game: this.game.id, players: this.names.length, options: this.options, seat: this.seat, restore });
    return this;
  }

  /**
   * The host came back over a new connection (a reload): a new FairSeat for this device,
   * to be opened with start({sk, nonce, transcript}) from the host's whole log (what this
   * device sent while the host was away is sent again: fair_open's restore). A move of this
   * seat still on its way is given up (the player plays it again).
   */
  renew() {
    const old = this.fair.table;
    this.fair = new FairSeat(this.engine, (messages) => this.send(messages), (reply) => this.changed(reply));
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error("The host's device came back: play your move again."));
    if (old) this.engine.call("fair_close", { table: old }).catch(() => {});
  }

  /** True once this device's engine has dealt (the table page can show the match). */
  get dealt() {
    return Boolean(this.reply?.view);
  }

  get seats() {
    return this.names.map((name, seat) => ({ name, kind: seat === this.seat ? "human" : "remote" }));
  }

  get humans() {
    return [this.seat];
  }

  isBot() {
    return false;
  }

  isRemote(seat) {
    return seat !== this.seat;
  }

  /** This seat's view (whatever seat is asked: no device sees another's). Its moves only
   * while this device may move now (not while it waits for a card's layers). */
  async view() {
    const { view, moves } = this.reply;
    return { ...view, legal: moves.length ? view.legal : [], undo_seat: null };
  }

  /** Play `move` (one of the view's): resolves with {events} once it has come back in the
   * host's order and been carried out here; rejects with the engine's refusal or a fault. */
  async play(seat, move) {
    const before = this.reply.view;
    const at = this.reply.played;
    const landed = new Promise((resolve, reject) => this.waiters.push({ at, resolve, reject }));
    try {
      await this.fair.play(move);
    } catch (err) {
      this.waiters = this.waiters.filter((waiter) => waiter.at !== at);
      throw err;
    }
    await landed;
    const view = this.reply.view;
    const seen = before.log_start + before.log.length;
    return { events: view.log.slice(Math.max(0, seen - view.log_start)), record: null };
  }

  changed(reply) {
    this.reply = reply;
    for (const waiter of this.waiters.splice(0)) {
      if (reply.stopped) waiter.reject(new Error(`The table stopped: ${reply.stopped}`));
      else if (reply.played > waiter.at) waiter.resolve();
      else this.waiters.push(waiter);
    }
    if (!this.closed) this.onChange(reply);
  }

  /** The names this device waits for now (a key, a layer, a shuffle step, a move). */
  waitingFor() {
    return (this.reply?.waiting ?? []).filter((seat) => seat !== this.seat).map((seat) => this.names[seat]);
  }

  /** The audit's verdict in words with the seats named (null: not yet). */
  verdictText() {
    const verdict = this.reply?.verdict;
    if (!verdict) return null;
    return verdict.replace(/\bseat (\d+)/g, (_, seat) => this.names[Number(seat)] ?? `seat ${seat}`);
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error("The table was closed."));
    const table = this.fair.table;
    if (table) await this.engine.call("fair_close", { table }).catch(() => {});
  }
}
