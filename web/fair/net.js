// A fair table across devices (issue 22, docs/fairplay.md): every device runs the rules
// in its own engine (fair_* in py/cardtable/fairplay/session.py) on what its seat may
// know; the host only relays. A connection is transport.js's {send, onMessage}.
//
// Wire: {"v":1,"t":"fair","messages":[...]} both ways. A guest sends its messages to the
// host; the host appends every message (its own device's too) to one log, in arrival
// order, and sends each to every device: every device holds the same transcript.
// Nothing on the wire names a card a seat may not know: masks, layers and proofs, the
// moves (whose cards are public once played) and the announced facts.

export const FAIR_TAG = '{"v":1,"t":"fair"';

/** True for a fair-play wire message (what the host and guest loops hand over here). */
export function isFair(text) {
  return typeof text === "string" && text.startsWith(FAIR_TAG);
}

/** A fair message's body ({messages, at?}), or null for anything else or a broken one. */
function parseFair(text) {
  if (!isFair(text)) return null;
  try {
    const data = JSON.parse(text);
    return Array.isArray(data.messages) ? data : null;
  } catch {
    return null;
  }
}

function wire(messages, at = null) {
  return JSON.stringify(at === null ? { v: 1, t: "fair", messages } : { v: 1, t: "fair", messages, at });
}

/** One device's table: its engine's FairTable, fed in the host's order. */
export class FairSeat {
  /**
   * `send(messages)`: to the host (a guest) or into the relay (the host). `onChange(reply)`
   * after every step: {view, moves, waiting, over, verdict, stopped, faults, seat}.
   */
  constructor(engine, send, onChange = () => {}) {
    this.engine = engine;
    this.send = send;
    this.onChange = onChange;
    this.queue = Promise.resolve();
    this.state = null;
    this.table = null;
    this.seen = 0; // messages of the host's log taken so far
  }

  async open({ game, players, options, seat, restore = null }) {
    if (restore) this.seen = restore.transcript.length;
    await this.step(() => this.engine.call("fair_open", { game, players, options, seat, restore }));
    return this;
  }

  /** Engine calls one at a time, in order; what the engine says to send is sent. */
  step(call) {
    this.queue = this.queue.then(async () => {
      const reply = await call();
      this.table = reply.table;
      this.state = reply;
      if (reply.out.length) this.send(reply.out);
      this.onChange(reply);
    });
    return this.queue;
  }

  /** Messages the host relayed, in its order (`at`: the log index of the first; those
   * already taken are skipped, as when the host sends the whole log again). */
  receive(messages, at = this.seen) {
    messages = messages.slice(Math.max(0, this.seen - at));
    if (at > this.seen || !messages.length) return this.queue;
    this.seen += messages.length;
    return this.step(() => this.engine.call("fair_receive", { table: this.table, messages }));
  }

  /** This seat's move (one of state.moves). */
  play(move) {
    return this.step(() => this.engine.call("fair_play", { table: this.table, move }));
  }

  /** What this device keeps to come back: its key and nonce. */
  keep() {
    return this.engine.call("fair_keep", { table: this.table });
  }
}

/** The host's relay: one log; every message to every device, in one order. */
export class FairRelay {
  constructor() {
    this.log = [];
    this.conns = new Set();
    this.local = null; // the host's own FairSeat
  }

  /** The host's own device (its messages join the log like anyone's). */
  attachLocal(seat) {
    this.local = seat;
  }

  /**
   * A guest's connection: what it says is relayed; it gets the log so far at once.
   * `seatOf()` (optional): the seat this connection holds now (null: none); a message
   * that says it is from another seat is dropped (one device cannot speak for another).
   */
  attach(conn, seatOf = null) {
    this.conns.add(conn);
    if (this.log.length) conn.send(wire(this.log, 0));
    conn.onMessage((text) => {
      const data = parseFair(text);
      if (!data) return;
      const seat = seatOf ? seatOf() : undefined;
      const messages = seatOf ? data.messages.filter((m) => seat !== null && m?.from === seat) : data.messages;
      if (messages.length < data.messages.length) console.warn(`fair relay dropped ${data.messages.length - messages.length} message(s) from ${conn.peer} not from its seat`);
      if (messages.length) this.relay(messages);
    });
  }

  /** The whole log again to `conn` (a device taking its seat, or back after a reload). */
  resend(conn) {
    if (conn && this.log.length) conn.send(wire(this.log, 0));
  }

  detach(conn) {
    this.conns.delete(conn);
  }

  /** Append `messages` to the log and hand them to every device. */
  relay(messages) {
    const at = this.log.length;
    this.log.push(...messages);
    this.onRelay?.();
    const text = wire(messages, at);
    for (const conn of this.conns) conn.send(text);
    this.local?.receive(messages, at);
  }
}

/** A guest's link to the host: its FairSeat's messages go to the host, the log comes back. */
export function guestLink(conn, seat) {
  conn.onMessage((text) => {
    const data = parseFair(text);
    if (data && Number.isInteger(data.at)) seat.receive(data.messages, data.at);
  });
  return (messages) => conn.send(wire(messages));
}
