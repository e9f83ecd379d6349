// The host device: runs the match, relays every guest message through the engine
// (netplay.HostSession in the worker checks it) and sends back what the engine says.
// Guests only ever receive their own seat's view. The host keeps a snapshot in
// localStorage (secret, seat tokens, record), so a reload resumes the same table.

import { joinRoom } from "./transport.js";

const SCOPE = new URL("../", import.meta.url).pathname;
const hostKey = (room) => `cardtable:${SCOPE}:host:${room}`;

function randomHex(bytes) {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A new invitation: {game, room, secret}; the link carries it in its fragment. */
export function newInvite(game) {
  return { game, room: randomHex(8), secret: randomHex(16) };
}

export function inviteLink({ game, room, secret }) {
  const url = new URL(location.href);
  url.hash = `join=${encodeURIComponent(game)}.${room}.${secret}`;
  return url.href;
}

/** The invitation in this page's fragment, or null. */
export function inviteFromLocation(hash = location.hash) {
  const match = /^#join=([a-z0-9-]+)\.([0-9a-f]{16})\.([0-9a-f]{32})$/.exec(hash);
  return match ? { game: match[1], room: match[2], secret: match[3] } : null;
}

export function savedHost(room) {
  try {
    return JSON.parse(localStorage.getItem(hostKey(room)) ?? "null");
  } catch {
    return null;
  }
}

export class HostLoop {
  /** Use HostLoop.open. `onChange(state)` gets {open, connected, match, names} after each change. */
  constructor(engine, invite, reply, onChange) {
    this.engine = engine;
    this.invite = invite;
    this.session = reply.session;
    this.state = reply;
    this.onChange = onChange;
    this.conns = new Map();
    this.queue = Promise.resolve();
    this.room = null;
  }

  /** Open a new table (`seats` [{name, kind: remote|human|bot}]) or resume a saved one. */
  static async open(engine, { invite, game, seats, options, onChange }) {
    const saved = savedHost(invite.room);
    const reply = saved
      ? await engine.call("host_open", { snapshot: saved.snapshot })
      : await engine.call("host_open", { game, seats, options });
    const loop = new HostLoop(engine, invite, reply, onChange);
    loop.seats = saved?.seats ?? seats;
    await loop.persist();
    loop.room = await joinRoom({
      room: invite.room, secret: invite.secret, onConnection: (conn) => loop.attach(conn),
    });
    return loop;
  }

  attach(conn) {
    this.conns.set(conn.peer, conn);
    conn.onMessage((text) => this.enqueue(() => this.receive(conn.peer, text)));
    conn.onStatus((status) => {
      if (status !== "left" || this.conns.get(conn.peer) !== conn) return;
      this.conns.delete(conn.peer);
      this.enqueue(() => this.apply(this.engine.call("host_leave", { session: this.session, peer: conn.peer })));
    });
  }

  /** Engine calls run one at a time, in arrival order. */
  enqueue(step) {
    this.queue = this.queue.then(step).catch((err) => console.warn("host:", err?.message ?? err));
    return this.queue;
  }

  async receive(peer, text) {
    await this.apply(this.engine.call("host_receive", { session: this.session, peer, message: text }));
  }

  /** After a move made on this device (a bot or a local human): update every guest. */
  sync() {
    return this.enqueue(() => this.apply(this.engine.call("host_sync", { session: this.session })));
  }

  async apply(pending) {
    const reply = await pending;
    for (const why of reply.dropped ?? []) console.warn(`host dropped a message ${why}`);
    for (const { peer, message } of reply.out) this.conns.get(peer)?.send(message);
    const before = this.state;
    this.state = reply;
    // Keep the table when it changed: a move, or a seat taken (its token is new).
    if (reply.moves !== before.moves || reply.open.length !== before.open.length) await this.persist();
    this.onChange?.(reply, before);
  }

  async persist() {
    const snapshot = await this.engine.call("host_snapshot", { session: this.session });
    try {
      localStorage.setItem(hostKey(this.invite.room), JSON.stringify({ snapshot, seats: this.seats, invite: this.invite }));
    } catch {
      // not kept: a reload cannot resume this table
    }
  }

  forget() {
    try {
      localStorage.removeItem(hostKey(this.invite.room));
    } catch {
      // nothing kept
    }
  }

  async close() {
    this.room?.leave();
    for (const conn of this.conns.values()) conn.close();
    this.conns.clear();
    await this.engine.call("host_close", { session: this.session }).catch(() => {});
  }
}
