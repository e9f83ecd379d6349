// A watcher's device: it meets the host in the table's watch room (net/links.js
// watchInvite), checks that the peer is the host (hostproof.js), says "watch" with a
// name, and from then on receives the public view after every move: what everyone at the
// table sees, never a hand, never a sealed answer, no move. Every message goes through
// the engine's checks (guest_parse) first. Once the match is over the host reveals the
// record (public then), which this device keeps to replay. Nothing is kept for the
// table itself: a reload watches afresh.

import { joinRoom } from "./transport.js";
import { joinUntilHeard } from "./rejoin.js";
import { whenHost } from "./guest.js";
import { ViewReceiver, inflated } from "./viewwire.js";

/**
 * The match as a watcher sees it, with MatchSession's interface for the table
 * controller: nobody's seat at this device (humans: none), every seat plays elsewhere;
 * view() is the newest public view; play() is refused.
 */
export class WatchSession {
  constructor(client, game) {
    this.client = client;
    this.game = game;
    this.options = {};
    this.net = "watch";
    this.closed = false;
  }

  get seats() {
    return this.client.names.map((name) => ({ name, kind: "remote" }));
  }

  get names() { return this.client.names; }

  get humans() { return []; }

  isBot() { return false; }

  isRemote() { return true; }

  async view() { return this.client.view; }

  async play() { throw new Error("You are watching this table: only its players move."); }

  async close() {
    this.closed = true;
    this.client.close();
  }
}

export class WatchClient {
  /**
   * `watch`: {game, room, secret, hostId} from the watch link; `on` handlers:
   * status(key), watching({names, watchers}), view(view), watchers(names), reveal(reveal,
   * commit), error(message), failed({code, message}): the host refused (a full table of
   * watchers) or nobody answered within `joinTimeout` ms (code "no_host"); the client
   * has stopped then.
   */
  constructor(engine, watch, name, on, { joinTimeout = 25_000, joinRetry = 8_000 } = {}) {
    this.engine = engine;
    this.watch = watch;
    this.name = name;
    this.on = on;
    this.joinTimeout = joinTimeout;
    this.joinRetry = joinRetry; // a link to the host not formed after this many ms: join again (rejoin.js)
    this.proven = false;
    this.closed = false;
    this.timer = null;
    this.room = null;
    this.host = null; // the host's connection, once it said "watching"
    this.names = [];
    this.watchers = [];
    this.commit = null;
    this.view = null;
    this.queue = Promise.resolve();
    this.views = new ViewReceiver();
  }

  async connect() {
    this.on.status?.("connecting");
    this.room = await joinUntilHeard({ join: joinRoom, room: this.watch.room, secret: this.watch.secret,
      onConnection: (conn) => whenHost(conn, this.watch.hostId, () => {
        this.proven = true;
        this.talkTo(conn);
      }),
      retry: this.joinRetry, heard: () => this.proven }); // "watching" comes only after the proof
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
      this.on.failed?.({ code: "no_host", message: "No host answered at this table's watch address." });
    }, this.joinTimeout);
  }

  /** The proven host on `conn`: ask to watch (again, after a reconnection). */
  talkTo(conn) {
    conn.onMessage((text) => {
      this.queue = this.queue.then(() => this.receive(conn, text))
        .catch((err) => console.warn("watcher:", err?.message ?? err));
    });
    conn.onStatus((status) => {
      if (conn !== this.host) return;
      if (status === "left") this.host = null;
      if (status === "left" || status === "reconnecting") this.on.status?.("watch-lost");
      if (status === "connected") this.on.status?.("watching");
    });
    this.askToWatch(conn);
  }

  askToWatch(conn) {
    conn.send(JSON.stringify({ v: 1, t: "watch", name: this.name }));
  }

  async receive(conn, text) {
    const packed = text.startsWith('{"v":1,"t":"zview"');
    const diffed = text.startsWith('{"v":1,"t":"vdiff"');
    if ((packed || diffed) && conn !== this.host) return;
    try {
      if (packed) text = await inflated(text);
      if (text.startsWith('{"v":1,"t":"vdiff"')) text = await this.views.rebuild(text);
    } catch (err) {
      // a view it cannot rebuild: ask to watch again (the host starts again from a whole view)
      console.warn(`watcher refused a view from the host (${err.message}): asking again`);
      this.askToWatch(conn);
      return;
    }
    globalThis.__cardtableCapture?.push(text); // tests: every message as this device holds it
    let data;
    try {
      data = await this.engine.call("guest_parse", { message: text });
    } catch (err) {
      console.warn(`watcher dropped a message from ${conn.peer}: ${err.message}`);
      return;
    }
    if (data.t === "watching") {
      clearTimeout(this.timer);
      this.host = conn;
      this.names = data.names;
      this.watchers = data.watchers;
      this.commit = data.commit;
      this.on.status?.("watching");
      this.on.watching?.(data);
      return;
    }
    if (conn !== this.host) {
      if (data.t === "error" && this.host === null) { // refused before it could watch
        clearTimeout(this.timer);
        this.close();
        this.on.failed?.({ code: data.code, message: data.message });
      }
      return;
    }
    if (data.t === "view") {
      conn.send(JSON.stringify({ v: 1, t: "ack", digest: await this.views.held(JSON.parse(text)) }));
      if (data.view.seat !== null || data.view.legal.length) return; // never a seat's view here
      this.names = data.names;
      this.view = data.view;
      this.on.view?.(data.view);
    } else if (data.t === "watchers") {
      this.watchers = data.names;
      this.on.watchers?.(data.names);
    } else if (data.t === "reveal") {
      if (this.view?.is_over) this.on.reveal?.(data, this.commit);
    } else if (data.t === "error") {
      this.on.error?.(data.message);
    }
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.room?.leave();
    this.room = null;
    this.host = null;
  }
}
