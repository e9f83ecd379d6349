// The host device: runs the match, relays every guest message through the engine
// (netplay.HostSession in the worker checks it) and sends back what the engine says.
// Guests only ever receive their own seat's view. The host keeps a snapshot in
// localStorage (secret, seat tokens, record), so a reload resumes the same table.
// A relay table also waits in its watch room (links.js watchInvite): a peer met there
// may only watch (host_receive watch_only) and gets the public view (net/watcher.js).

import { joinRoom } from "./transport.js";
import { DirectOffer } from "./direct.js";
import { asHost, createHostKey, loadHostKey, proofRequestNonce, prove } from "./hostproof.js";
import { directOfferLink, inviteLink, parseReply, randomHex, watchInvite, watchLink } from "./links.js";
import { parseBounded } from "../safejson.js";
import { ViewSender, controlMessage } from "./viewwire.js";
import { FairRelay, isFair } from "../fair/net.js";

const SCOPE = new URL("../", import.meta.url).pathname;
const hostKey = (room) => `cardtable:${SCOPE}:host:${room}`;
const fairLogKey = (room) => `cardtable:${SCOPE}:fairlog:${room}`; // a fair table's relay log (no card a seat may not know)

/** The fair relay's log this browser keeps for `room` (null: none, or unreadable). */
export function savedFairLog(room) {
  try {
    const log = JSON.parse(localStorage.getItem(fairLogKey(room)) ?? "null");
    return Array.isArray(log) ? log : null;
  } catch {
    return null;
  }
}
const MAX_SAVED = 3_000_000; // characters: the snapshot holds the whole match record
const REPLY_CHANNEL = `cardtable:${SCOPE}:direct-replies`;

/**
 * A reply link opened in a tab that is not the host's: pass it to the host's tab in
 * this browser. Resolves to {ok, message} from the host's tab, or null if none answered
 * within `waitMs`. The host's tab says at once that it took the link, then how connecting
 * went (which can take a while on a busy machine: up to `connectMs`).
 */
export function forwardReply(link, waitMs = 1500, connectMs = 30_000) {
  if (typeof BroadcastChannel === "undefined") return Promise.resolve(null);
  const channel = new BroadcastChannel(REPLY_CHANNEL);
  return new Promise((resolve) => {
    let timer;
    const done = (result) => {
      clearTimeout(timer);
      channel.close();
      resolve(result);
    };
    timer = setTimeout(() => done(null), waitMs);
    channel.onmessage = ({ data }) => {
      if (data?.ack !== link) return;
      if (data.received) { // the host's tab has it: now wait for the connection
        clearTimeout(timer);
        timer = setTimeout(() => done({ ok: false,
          message: "The host's table took the reply link but the other device did not connect in time." }), connectMs);
        return;
      }
      done({ ok: data.ok, message: data.message });
    };
    channel.postMessage({ link });
  });
}

/**
 * The table this browser hosts in `room`, as kept after every move: {saved} (null: none),
 * or {error} when something is kept but cannot be read (it is not deleted here).
 */
export function savedHost(room) {
  let text;
  try {
    text = localStorage.getItem(hostKey(room));
  } catch {
    return { saved: null };
  }
  if (text === null) return { saved: null };
  let saved;
  try {
    saved = parseBounded(text, { maxSize: MAX_SAVED });
  } catch (err) {
    return { error: err.message };
  }
  const ok = saved && typeof saved === "object" && saved.snapshot && typeof saved.snapshot === "object"
    && Array.isArray(saved.seats) && saved.hostKey && typeof saved.hostKey === "object";
  return ok ? { saved } : { error: "it is incomplete" };
}

/** Forget the table this browser hosts in `room`. */
export function forgetHost(room) {
  try {
    localStorage.removeItem(fairLogKey(room));
    localStorage.removeItem(hostKey(room));
  } catch {
    // nothing kept
  }
}

export class HostLoop {
  /**
   * Use HostLoop.open. `onChange(state)` gets {open, connected, match, names} after each change;
   * `onWatchers(names)` who watches, when that changes (nothing else changes with it).
   */
  constructor(engine, invite, reply, onChange, onWatchers = null) {
    this.engine = engine;
    this.invite = invite;
    this.session = reply.session;
    this.state = reply;
    this.onChange = onChange;
    this.onWatchers = onWatchers;
    this.watch = null; // the watch room's {game, room, secret, hostId} (a relay table)
    this.watchRoom = null;
    this.conns = new Map();
    this.queue = Promise.resolve();
    this.room = null;
    this.offers = new Map(); // direct links waiting for their reply, by id
    this.replies = null; // BroadcastChannel: reply links opened in another tab of this browser
    this.views = new ViewSender(); // each guest's views as diffs (viewwire.js)
    // A fair table (reply.fair): the engine seats and names, the devices deal together;
    // this relays their messages (fair/net.js), one log in one order.
    this.fair = reply.fair ? new FairRelay() : null;
    if (this.fair) this.fair.onRelay = () => this.keepFairLog();
  }

  /**
   * Open a new table (`seats` [{name, kind: remote|human|bot}]) or resume the saved one
   * (`upTo`: only its first moves, when a later one does not replay). Rejects with the
   * engine's error for a saved table it cannot restore (bad_record: error.details.good_moves).
   */
  static async open(engine, { invite, game, seats, options, onChange, onWatchers = null, upTo = null, fair = false }) {
    const { saved, error } = savedHost(invite.room);
    if (error) throw new Error(`This table's saved state cannot be read: ${error}.`);
    if (saved && upTo !== null && Array.isArray(saved.snapshot.record?.moves)) {
      saved.snapshot.record.moves = saved.snapshot.record.moves.slice(0, upTo);
    }
    const reply = saved
      ? await engine.call("host_open", { snapshot: saved.snapshot })
      : await engine.call("host_open", { game, seats, options, fair });
    const loop = new HostLoop(engine, invite, reply, onChange, onWatchers);
    loop.seats = saved?.seats ?? seats;
    loop.options = saved?.snapshot.options ?? options ?? {};
    if (loop.fair && saved) loop.fair.log.push(...(savedFairLog(invite.room) ?? []));
    loop.key = saved?.hostKey ? await loadHostKey(saved.hostKey) : await createHostKey();
    await loop.persist();
    loop.listenForReplies();
    if (!invite.direct) {
      loop.room = await joinRoom({
        room: invite.room, secret: invite.secret, onConnection: (conn) => loop.attach(conn),
      });
      loop.watch = await watchInvite(invite, loop.key.hostId);
      loop.watchRoom = await joinRoom({
        room: loop.watch.room, secret: loop.watch.secret, onConnection: (conn) => loop.attach(conn, true),
      });
    }
    return loop;
  }

  /** A new direct link for one more device (or one coming back): resolves to the link. */
  async directLink() {
    const offer = new DirectOffer(randomHex(4));
    this.offers.set(offer.id, offer);
    return directOfferLink(this.invite, offer.id, await offer.offer());
  }

  /** The reply link a guest sent back (pasted, or opened on this device): connect it. */
  async directReply(text) {
    const reply = parseReply(text);
    if (!reply) throw new Error("That is not a reply link: it should contain #answer=.");
    if (reply.room !== this.invite.room) throw new Error("That reply is for another table.");
    const offer = this.offers.get(reply.id);
    if (!offer) throw new Error("That reply is for a direct link this table no longer has: make a new link.");
    const conn = await offer.accept(reply.code);
    this.offers.delete(reply.id);
    this.attach(conn);
  }

  /** Reply links opened in another tab of this browser reach this table here. */
  listenForReplies() {
    if (typeof BroadcastChannel === "undefined") return;
    this.replies = new BroadcastChannel(REPLY_CHANNEL);
    this.replies.onmessage = ({ data }) => {
      const reply = parseReply(data?.link);
      if (!reply || reply.room !== this.invite.room) return;
      this.replies?.postMessage({ ack: data.link, received: true });
      this.directReply(data.link).then(
        () => this.replies?.postMessage({ ack: data.link, ok: true }),
        (err) => this.replies?.postMessage({ ack: data.link, ok: false, message: err.message }),
      );
    };
  }

  /** The room's invitation link (it names this host's key). */
  get link() {
    return inviteLink(this.invite, this.key.hostId);
  }

  /** The link to watch the table (null: a direct-link table has no watch room). */
  get watchLink() {
    return this.watch ? watchLink(this.watch) : null;
  }

  /**
   * A peer to talk to; `watching`: met in the watch room, it may only watch (its peer id
   * gets a "w:" prefix, so it never stands for a player's connection).
   */
  attach(conn, watching = false) {
    const peer = watching ? `w:${conn.peer}` : conn.peer;
    this.conns.set(peer, conn);
    // a fair table's messages go to its relay, only from a seated device and for its own seat
    if (this.fair && !watching) this.fair.attach(conn, () => this.seatOf(peer));
    conn.onMessage((text) => {
      if (isFair(text)) return; // the relay's (above); a watcher's is dropped
      const nonce = proofRequestNonce(text);
      const control = nonce === null ? controlMessage(text) : null;
      if (control?.t === "ack") {
        this.views.acknowledged(peer, control.digest);
      } else if (control?.t === "full" && !watching) { // its patched view drifted: a whole one (as a sync)
        this.enqueue(() => {
          this.views.restart(peer);
          return this.receive(peer, JSON.stringify({ v: 1, t: "sync", token: control.token }));
        });
      } else if (control) {
        console.warn(`host dropped a malformed ack from ${peer}`);
      } else if (nonce === null) {
        this.enqueue(() => {
          if (watching) this.views.restart(peer); // a watcher asks (again): a whole view follows
          return this.receive(peer, text, watching);
        });
      }
      if (nonce === null) return;
      prove(this.key, nonce, asHost(conn)).then(
        (proof) => conn.send(JSON.stringify({ v: 1, t: "proof", nonce, ...proof })),
        (err) => console.warn("host: no proof:", err?.message ?? err),
      );
    });
    conn.onStatus((status) => {
      if (status !== "left" || this.conns.get(peer) !== conn) return;
      this.conns.delete(peer);
      this.fair?.detach(conn);
      this.views.restart(peer);
      this.enqueue(() => this.apply(this.engine.call("host_leave", { session: this.session, peer })));
    });
  }

  /** Engine calls run one at a time, in arrival order. */
  enqueue(step) {
    this.queue = this.queue.then(step).catch((err) => console.warn("host:", err?.message ?? err));
    return this.queue;
  }

  async receive(peer, text, watchOnly = false) {
    await this.apply(this.engine.call("host_receive", { session: this.session, peer, message: text, watch_only: watchOnly }));
  }

  /** The seat `peer` holds now (null: none). */
  seatOf(peer) {
    const entry = Object.entries(this.state.peers ?? {}).find(([, held]) => held === peer);
    return entry ? Number(entry[0]) : null;
  }

  /** After a move made on this device (a bot or a local human): update every guest. */
  sync() {
    if (this.fair) return this.queue; // the devices deal and play among themselves
    return this.enqueue(() => this.apply(this.engine.call("host_sync", { session: this.session })));
  }

  async apply(pending) {
    const reply = await pending;
    for (const why of reply.dropped ?? []) console.warn(`host dropped a message ${why}`);
    for (const { peer, message } of reply.out) {
      const text = await this.views.wire(peer, message);
      this.conns.get(peer)?.send(text);
    }
    const before = this.state;
    if (this.fair) { // a device that took its seat (again) gets the whole log, after its welcome
      for (const [seat, peer] of Object.entries(reply.peers ?? {})) {
        if ((before.peers ?? {})[seat] !== peer) this.fair.resend(this.conns.get(peer));
      }
    }
    this.state = reply;
    // Keep the table when it changed: a move, or a seat taken (its token is new).
    const seated = reply.open.length !== before.open.length;
    if (reply.moves !== before.moves || seated) await this.persist();
    // Redraw only for news: a move, a seat taken, a device (dis)connected, names, the match.
    const news = reply.moves !== before.moves || seated || reply.match !== before.match
      || String(reply.connected) !== String(before.connected) || String(reply.names) !== String(before.names);
    if (news) this.onChange?.(reply, before);
    if (String(reply.watchers) !== String(before.watchers ?? [])) this.onWatchers?.(reply.watchers);
  }

  async persist() {
    const snapshot = await this.engine.call("host_snapshot", { session: this.session });
    try {
      localStorage.setItem(hostKey(this.invite.room), JSON.stringify({
        snapshot, seats: this.seats, invite: this.invite, hostKey: this.key.privateJwk,
      }));
    } catch {
      // not kept: a reload cannot resume this table
    }
  }

  /**
   * Keep the fair relay's log each time it grows, at once: a reload comes back from it, and
   * the devices hold every message already relayed (a shorter log would renumber them).
   */
  keepFairLog() {
    try {
      localStorage.setItem(fairLogKey(this.invite.room), JSON.stringify(this.fair.log));
    } catch {
      // not kept: a reload cannot bring this device back to the fair table
    }
  }

  forget() {
    forgetHost(this.invite.room);
  }

  async close() {
    this.room?.leave();
    this.watchRoom?.leave();
    this.replies?.close();
    for (const offer of this.offers.values()) offer.close();
    this.offers.clear();
    for (const conn of this.conns.values()) conn.close();
    this.conns.clear();
    await this.engine.call("host_close", { session: this.session }).catch(() => {});
  }
}
