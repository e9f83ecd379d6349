// One match on the table: its engine handle, its seats and the calls the controller makes.
// The model of the page (TodoMVC's Model/Store): no DOM here. Every rule question goes
// to the engine; this only knows which seats are humans and which are bots.

/** A seed from the browser's CSPRNG, 0..2^53-1 (the engine owns all randomness from it). */
export function newSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 2 ** 32 + low;
}

const LOG_LIMIT = 80; // the log events a view carries

export class MatchSession {
  /** Use MatchSession.start or MatchSession.resume. */
  constructor(engine, { id, game, seats, options }) {
    this.engine = engine;
    this.id = id;
    this.game = game; // the `games` entry: {id, name, ...}
    this.seats = seats; // [{name, kind: "human"|"bot", bot?}]
    this.options = options;
    this.closed = false;
    this.fresh = null; // {seat, view}: the view the last move came back with
  }

  /** Deal a new match for `seats`; rejects with the engine's error (bad_options). */
  static async start(engine, { game, seats, options, seed = newSeed() }) {
    const { match } = await engine.call("new", { game: game.id, players: seats.length, seed, options });
    return new MatchSession(engine, { id: match, game, seats, options });
  }

  /** Replay a saved record; rejects with code "bad_record" if it does not replay. */
  static async resume(engine, { game, seats, record }) {
    const { match } = await engine.call("load", { record });
    return new MatchSession(engine, { id: match, game, seats, options: record.options ?? {} });
  }

  get names() {
    return this.seats.map((seat) => seat.name);
  }

  get humans() {
    return this.seats.flatMap((seat, index) => (seat.kind === "human" ? [index] : []));
  }

  isBot(seat) {
    return this.seats[seat]?.kind === "bot";
  }

  /**
   * What `seat` may see (null: a spectator, who sees public zones only). The view a move
   * came back with (play's `view`) is used while nothing else can have changed the match.
   */
  view(seat) {
    const fresh = this.fresh;
    if (fresh && !this.net && fresh.seat === seat) return Promise.resolve(fresh.view);
    return this.engine.call("view", { match: this.id, seat, log_limit: LOG_LIMIT });
  }

  /**
   * Play `move` (exactly as the engine listed it) for `seat`. One engine call returns
   * {events, record} and, with `view` (a seat or null), that seat's new view, kept for
   * the next view() of that seat. Rejects with the engine's refusal.
   */
  async play(seat, move, { view } = {}) {
    this.fresh = null;
    const args = { match: this.id, seat, move, record: !this.net }; // a host keeps no save here
    if (view !== undefined) Object.assign(args, { view, log_limit: LOG_LIMIT });
    const reply = await this.engine.call("play", args);
    if (view !== undefined && reply.view) this.fresh = { seat: view, view: reply.view };
    return { events: reply.events, record: reply.record ?? null };
  }

  /** The move the seat's bot chooses now (not played). */
  async chooseBot(seat) {
    const { move } = await this.engine.call("bot", { match: this.id, seat, kind: this.seats[seat].bot });
    return move;
  }

  /** Ask the seat's bot for a move and play it: as play(). */
  async playBot(seat, options = {}) {
    return this.play(seat, await this.chooseBot(seat), options);
  }

  /** Take back `seat`'s last move; rejects with the engine's reason when it may not. */
  undo(seat) {
    this.fresh = null;
    return this.engine.call("undo", { match: this.id, seat });
  }

  record() {
    return this.engine.call("record", { match: this.id });
  }

  /** Free the engine's copy of the match (safe to call twice; never rejects). */
  async close() {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.engine.call("close", { match: this.id });
    } catch {
      // the engine may be gone already; nothing to free then
    }
  }
}
