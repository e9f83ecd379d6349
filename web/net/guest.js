// A guest device: joins the host's room, sends its seat's moves and renders the views
// the host sends. Every message from the host is checked by the engine (guest_parse)
// before use; at the end the guest replays the whole match itself (guest_verify).
// Kept in localStorage per room: seat token, contribution, commitment, state hashes.
// A join the host refuses, or no host answering in time, ends the attempt with a
// failure (code and message) the page shows with what to do.

import { joinRoom } from "./transport.js";
import { joinUntilHeard } from "./rejoin.js";
import { answerOffer } from "./direct.js";
import { asGuest, checkProof, proofRequest } from "./hostproof.js";
import { randomHex } from "./links.js";
import { parseBounded } from "../safejson.js";
import { ViewReceiver, inflated } from "./viewwire.js";
import { isFair } from "../fair/net.js";

const SCOPE = new URL("../", import.meta.url).pathname;
const guestKey = (room) => `cardtable:${SCOPE}:guest:${room}`;
const MAX_SAVED = 500_000; // characters: a seat token, a contribution and the hashes seen
const isHex = (value, length) => typeof value === "string" && value.length === length && /^[0-9a-f]+$/.test(value);

function freshSeat() {
  return { token: null, seat: null, contribution: randomHex(32), commit: null, hashes: {} };
}

/**
 * What this browser keeps for the table in `room`: {saved, problem}. `saved` is the
 * usable part (null: nothing usable); `problem` says what was damaged (null: nothing).
 * A damaged entry whose seat token survives keeps the token (the seat can be taken back)
 * and drops only the damaged parts. Nothing is deleted here.
 */
export function savedGuest(room) {
  let text;
  try {
    text = localStorage.getItem(guestKey(room));
  } catch {
    return { saved: null, problem: null };
  }
  if (text === null) return { saved: null, problem: null };
  let data;
  try {
    data = parseBounded(text, { maxSize: MAX_SAVED, maxDepth: 3 });
  } catch (err) {
    return { saved: null, problem: err.message };
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    return { saved: null, problem: "it is not a seat" };
  }
  const seatOk = data.token === null ? data.seat === null
    : isHex(data.token, 32) && Number.isInteger(data.seat) && data.seat >= 0 && data.seat < 16;
  if (!seatOk) return { saved: null, problem: "its seat token is damaged" };
  const saved = { ...freshSeat(), token: data.token, seat: data.seat };
  const damaged = [];
  if (isHex(data.contribution, 64)) saved.contribution = data.contribution;
  else if (data.token !== null) damaged.push("your shuffle contribution");
  if (data.commit === null || isHex(data.commit, 64)) saved.commit = data.commit ?? null;
  else damaged.push("the host's commitment");
  const hashes = data.hashes;
  if (hashes && typeof hashes === "object" && !Array.isArray(hashes)
      && Object.entries(hashes).every(([k, v]) => /^\d{1,7}$/.test(k) && isHex(v, 64))) saved.hashes = hashes;
  else damaged.push("the tables you were shown");
  return { saved, problem: damaged.length ? `${damaged.join(" and ")} could not be read` : null };
}

/**
 * Call `then()` once the peer on `conn` proves it holds the key of `hostId` (hostproof.js);
 * until then nothing it says is heard, and a proof that comes after the connection left (a
 * room given up, rejoin.js) counts for nothing. No `hostId` (a direct link: the peer is the
 * host by construction): at once.
 */
export function whenHost(conn, hostId, then) {
  if (!hostId) {
    then();
    return;
  }
  const nonce = randomHex(16);
  let proven = false;
  conn.onMessage((text) => {
    if (proven || !text.startsWith('{"v":1,"t":"proof"') || text.length > 1000) return; // before the proof: nothing else
    let proof;
    try {
      proof = JSON.parse(text);
    } catch {
      return;
    }
    if (proof.nonce !== nonce) return;
    checkProof(proof, hostId, nonce, asGuest(conn)).then((ok) => {
      if (proven || conn.status === "left") return; // a room given up (rejoin.js) proved itself too late
      if (!ok) {
        console.warn(`peer ${conn.peer} is not the host (its proof fails)`);
        return;
      }
      proven = true;
      then();
    });
  });
  conn.send(proofRequest(nonce));
}

/**
 * The match as a guest sees it, with MatchSession's interface for the controller:
 * view() is the newest view from the host; play() sends a move and resolves with
 * {events}: the new log events once the host's answer arrives (rejects with the host's refusal).
 */
export class RemoteSession {
  constructor(client, game) {
    this.client = client;
    this.game = game;
    this.options = {};
    this.net = "guest";
    this.closed = false;
  }

  get seats() {
    return this.client.names.map((name, seat) => ({ name, kind: seat === this.client.seat ? "human" : "remote" }));
  }

  get names() { return this.client.names; }

  get humans() { return [this.client.seat]; }

  isBot() { return false; }

  isRemote(seat) { return seat !== this.client.seat; }

  async view() { return this.client.view; }

  async play(seat, move) { return { events: await this.client.play(move) }; }

  async close() {
    this.closed = true;
    this.client.close();
  }
}

export class GuestClient {
  /**
   * `on` handlers: status(text), view(view), verified(result), error(message),
   * failed({code, message}): the host refused the join (its connection stays open:
   * `rejoin()` asks again over it), or no host answered within `joinTimeout` ms (code
   * "no_host"; the client has stopped). `fresh`: ignore the seat this browser kept for
   * the room (it is replaced once the host welcomes us). `moveTimeout`: a move the host
   * has not answered after this many ms is given up (a sync is asked for instead).
   * `joinRetry`: through the relay, a link to the host that has not formed after this many
   * ms is given up and the room joined afresh, the wait doubling each time, until
   * `joinTimeout` (rejoin.js). `join`: the transport (tests).
   */
  constructor(engine, invite, name, on, { joinTimeout = 25_000, moveTimeout = 15_000, fresh = false,
    joinRetry = 8_000, join = joinRoom } = {}) {
    this.engine = engine;
    this.invite = invite;
    this.name = name;
    this.on = on;
    this.joinTimeout = joinTimeout;
    this.moveTimeout = moveTimeout; // ms to wait for the host's answer to a move
    this.timer = null;
    this.joinRetry = joinRetry;
    this.join = join;
    this.closed = false;
    this.proven = false; // a peer proved it is the host: the link formed, no new try
    this.refusedBy = null; // the host's connection, after it refused our join
    this.saved = (!fresh && savedGuest(invite.room).saved) || freshSeat();
    this.seat = this.saved.seat;
    this.names = [];
    this.view = null;
    this.host = null; // the connection that welcomed us
    this.waiting = null; // {resolve, reject, moveCount, logLength} of a move in flight
    this.queue = Promise.resolve();
    this.room = null; // the trystero room, or ...
    this.direct = null; // ... the direct link's {answer, connection, close}
    this.views = new ViewReceiver(); // the host's view diffs patched into whole views (viewwire.js)
  }

  async connect() {
    this.on.status?.("connecting");
    this.room = await joinUntilHeard({ join: this.join, room: this.invite.room, secret: this.invite.secret,
      onConnection: (conn) => this.attach(conn), retry: this.joinRetry,
      heard: () => this.proven }); // a welcome or a refusal comes only after the proof
    if (this.closed) {
      this.room.leave(); // closed while the relay was reached
      return;
    }
    this.waitForHost();
  }

  waitForHost() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.close();
      this.on.failed?.({ code: "no_host", message: "No host answered at this table's address." });
    }, this.joinTimeout);
  }

  /** Whether the host refused our join over a connection that is still open. */
  canRejoin() {
    return this.refusedBy !== null && this.refusedBy.status !== "left";
  }

  /** After a refusal: ask the same host again (`fresh`: as a new player, forgetting our kept seat). */
  rejoin({ name = this.name, fresh = false } = {}) {
    const conn = this.refusedBy;
    this.refusedBy = null;
    this.name = name;
    if (fresh) this.saved = freshSeat();
    this.on.status?.("connecting");
    this.waitForHost();
    this.sendJoin(conn);
  }

  /**
   * Answer the host's direct offer `code`: resolves to the answer code for the reply
   * link; the connection opens once the host has taken the reply.
   */
  async connectDirect(code) {
    this.direct?.close();
    const link = await answerOffer(code);
    this.direct = link;
    this.on.status?.("replying");
    link.connection.then((conn) => {
      if (this.direct === link) this.attach(conn);
    }, (err) => console.warn("guest:", err?.message ?? err));
    return link.answer;
  }

  /**
   * A peer to talk to. Through the relay every guest meets every other guest too, so
   * first the peer must prove it holds the key the link names (hostproof.js); a direct
   * link's peer is the host by construction.
   */
  attach(conn) {
    whenHost(conn, this.invite.hostId, () => {
      this.proven = true;
      this.talkTo(conn);
    });
  }

  /** Talk to the host over `conn`: ask for our seat; every message goes through the engine. */
  talkTo(conn) {
    conn.onMessage((text) => {
      this.queue = this.queue.then(() => this.receive(conn, text))
        .catch((err) => console.warn("guest:", err?.message ?? err));
    });
    conn.onStatus((status) => {
      if (conn !== this.host) return;
      if (status === "left") this.host = null;
      // A direct link cannot re-signal by itself: the host makes a new one.
      if (status === "left" || status === "reconnecting") this.on.status?.(this.direct ? `direct-${status}` : "reconnecting");
      if (status === "connected") this.on.status?.("connected");
    });
    this.sendJoin(conn);
  }

  sendJoin(conn) {
    conn.send(JSON.stringify({ v: 1, t: "join", name: this.name, token: this.saved.token,
      seat: null, contribution: this.saved.contribution }));
  }

  persist() {
    try {
      localStorage.setItem(guestKey(this.invite.room), JSON.stringify(this.saved));
    } catch {
      // not kept: a reload would need a new seat
    }
  }

  async receive(conn, text) {
    if (isFair(text)) { // a fair table's (fair/net.js): the host deals nothing, the devices deal together
      if (conn === this.host) this.on.fair?.(conn, text);
      return;
    }
    const packed = text.startsWith('{"v":1,"t":"zview"');
    if ((packed || text.startsWith('{"v":1,"t":"vdiff"')) && conn !== this.host) return;
    try {
      if (packed) text = await inflated(text);
    } catch (err) {
      console.warn(`guest refused a view from the host (${err.message}): asking for the whole view`);
      this.host.send(JSON.stringify({ v: 1, t: "full", token: this.saved.token }));
      return;
    }
    globalThis.__cardtableWire?.push(text); // tests set these arrays to see the wire as sent (inflated) ...
    if (text.startsWith('{"v":1,"t":"vdiff"')) {
      if (conn !== this.host) return;
      try {
        text = await this.views.rebuild(text);
      } catch (err) {
        console.warn(`guest refused a view diff from the host (${err.message}): asking for the whole view`);
        this.host.send(JSON.stringify({ v: 1, t: "full", token: this.saved.token }));
        return;
      }
    }
    globalThis.__cardtableCapture?.push(text); // ... and whole (diffs patched)
    let data;
    try {
      data = await this.engine.call("guest_parse", { message: text });
    } catch (err) {
      console.warn(`guest dropped a message from ${conn.peer}: ${err.message}`);
      return;
    }
    if (data.t === "welcome") {
      clearTimeout(this.timer);
      this.host = conn;
      Object.assign(this.saved, { token: data.token, seat: data.seat, commit: data.commit });
      this.seat = data.seat;
      this.names = data.names;
      this.options = data.options;
      this.persist();
      this.on.status?.("connected");
      return;
    }
    if (conn !== this.host && data.t === "error" && this.host === null) {
      clearTimeout(this.timer); // the host refused our join: the page asks what next
      this.refusedBy = conn;
      this.on.failed?.({ code: data.code, message: data.message });
      return;
    }
    if (conn !== this.host) {
      console.warn(`guest dropped a ${data.t} message from ${conn.peer}, who is not the host`);
      return;
    }
    if (data.t === "lobby") {
      this.names = data.names;
      this.on.lobby?.(data);
    } else if (data.t === "view") {
      const digest = await this.views.held(JSON.parse(text));
      conn.send(JSON.stringify({ v: 1, t: "ack", digest }));
      this.names = data.names;
      this.saved.hashes[data.view.move_count] = data.hash;
      this.persist();
      const before = this.view;
      this.view = data.view;
      this.settle(before);
      this.on.view?.(data.view);
    } else if (data.t === "watchers") {
      this.on.watchers?.(data.names); // who watches the table (app/devices.js shows it; nothing else changes)
    } else if (data.t === "reveal") {
      const result = await this.engine.call("guest_verify", { commit: this.saved.commit, seat: this.seat,
        contribution: this.saved.contribution, hashes: this.saved.hashes, reveal: data });
      this.on.verified?.(result, data); // data: the reveal (the record, kept in the history)
    } else if (data.t === "error") {
      const waiting = this.waiting;
      if (waiting) {
        this.waiting = null;
        clearTimeout(waiting.timer);
        waiting.reject(new Error(data.message));
      } else {
        this.on.error?.(data.message);
      }
    }
  }

  /** A view arrived: resolve a move in flight with the events it brought. */
  settle(before) {
    const waiting = this.waiting;
    if (!waiting || this.view.move_count <= waiting.moveCount) return;
    this.waiting = null;
    clearTimeout(waiting.timer);
    const view = this.view;
    const seen = before ? before.log_start + before.log.length : 0;
    waiting.resolve(view.log.slice(Math.max(0, seen - view.log_start)));
  }

  play(move) {
    if (!this.host || !this.view) return Promise.reject(new Error("Not connected to the host."));
    this.waiting?.reject(new Error("superseded"));
    return new Promise((resolve, reject) => {
      // A move whose answer never comes (lost on the way, or dropped by the host's rate
      // limit) must not leave the table waiting for ever: after a while ask for the table
      // as it is now and give the player their controls back.
      const timer = setTimeout(() => {
        if (this.waiting?.timer !== timer) return;
        this.waiting = null;
        this.host?.send(JSON.stringify({ v: 1, t: "sync", token: this.saved.token }));
        reject(new Error("The host has not answered your move. Look at the table and try again."));
      }, this.moveTimeout);
      this.waiting = { resolve, reject, moveCount: this.view.move_count, timer };
      this.host.send(JSON.stringify({ v: 1, t: "move", token: this.saved.token, n: this.view.move_count, move }));
    });
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.room?.leave();
    this.room = null;
    this.direct?.close();
  }
}
