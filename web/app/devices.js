// The devices controller: play across devices. Invitation links (#join=, #offer=,
// #host=, #answer=), hosting a table (new, or resumed from what this browser kept: a
// damaged one is offered to resume up to its last good move, or to delete, asking first),
// joining one, and what a guest is told when its join is refused or no host answers.
// Watch links (#watch=): the host offers one for a relay table; opening it watches the
// table (net/watcher.js): the public view, live, on the table screen with no hand and no
// move; every device shows who watches.
// The match itself runs on the table controller (app/table.js) like any other.
//
// URL parameters: ?joinTimeout=<ms>, how long a guest waits for a host (default 25000);
// ?moveTimeout=<ms>, how long it waits for the host's answer to a move (default 15000).

import { MatchSession } from "../match.js";
// Hosting and joining load on first use (net/host.js, net/guest.js and what they need
// stay out of the start-up's module graph: a table on one device never loads them).
const hostModule = () => import("../net/host.js");
const guestModule = () => import("../net/guest.js");
const watcherModule = () => import("../net/watcher.js");
const fairModule = () => Promise.all([import("../fair/session.js"), import("../fair/net.js")]);
import {
  hostFragment, hostedFromLocation, inviteFromLocation, offerFromLocation, parseReply, replyLink, watchFromLocation,
} from "../net/links.js";
import { loadSettings, saveSettings } from "../net/config.js";
import { damagedRecord, loadSetup } from "../storage.js";
import { failureText, watchFailureText } from "../view/net.js";
import { plural } from "../table/words.js";

// What this device keeps to come back to a fair table (its key and nonce: fair_keep), per room.
const FAIR_KEY = (room) => `cardtable:${new URL("../", import.meta.url).pathname}:fairseat:${room}`;

function keptFairSeat(room) {
  try {
    const kept = JSON.parse(localStorage.getItem(FAIR_KEY(room)) ?? "null");
    return typeof kept?.sk === "string" && typeof kept?.nonce === "string" ? kept : null;
  } catch {
    return null;
  }
}

async function keepFairSeat(room, session) {
  try {
    localStorage.setItem(FAIR_KEY(room), JSON.stringify(await session.fair.keep()));
  } catch {
    // not kept: a reload cannot bring this device back to the table
  }
}

/** A whole number of ms from URL parameter `name`, within [low, high]; else `fallback`. */
function msParam(name, low, high, fallback) {
  const ms = Number.parseInt(new URLSearchParams(location.search).get(name) ?? "", 10);
  return Number.isFinite(ms) ? Math.min(high, Math.max(low, ms)) : fallback;
}

// The name this tab watches a table as (sessionStorage): a reload watches again at once.
const WATCH_KEY = `cardtable:${new URL("../", import.meta.url).pathname}:watching`;

function watchedAs(room) {
  try {
    const kept = JSON.parse(sessionStorage.getItem(WATCH_KEY) ?? "null");
    return kept?.room === room && typeof kept.name === "string" && kept.name ? kept.name.slice(0, 20) : null;
  } catch {
    return null;
  }
}

function rememberWatch(room, name) {
  try {
    sessionStorage.setItem(WATCH_KEY, JSON.stringify({ room, name }));
  } catch {
    // not kept: a reload asks for the name again
  }
}

function forgetWatch() {
  try {
    sessionStorage.removeItem(WATCH_KEY);
  } catch {
    // nothing kept
  }
}

const JOIN_TIMEOUT = msParam("joinTimeout", 1000, 120_000, 25_000);
const MOVE_TIMEOUT = msParam("moveTimeout", 1000, 120_000, 15_000);

export class DevicesController {
  /** `shell`: {engine, app, confirm, guard, games}; `net`: the NetView. */
  constructor(shell, net) {
    this.shell = shell;
    this.engine = shell.engine;
    this.app = shell.app;
    this.confirm = shell.confirm;
    this.net = net;
    this.table = null; // set by main.js: the table and lobby controllers
    this.lobby = null;
    this.problemActions = new Map(); // the net panel's problem buttons: id -> action
    this.hostLoop = null; // this device hosts (HostLoop) ...
    this.guest = null; // ... or joined one (GuestClient) ...
    this.watcher = null; // ... or watches one (WatchClient)
    this.fairSession = null; // a fair table's FairSession on this device (host or guest)
    net.bindJoin((name) => this.guard(() => (watchFromLocation() ? this.watchTable(name) : this.joinAsGuest(name))));
    net.bindCancel(() => this.guard(() => this.table.leaveTable()));
    net.bindProblem((id) => this.guard(async () => this.problemActions.get(id)?.()));
    net.bindDirect({
      open: () => this.guard(() => this.makeDirectLink()),
      reply: (text) => this.guard(() => this.takeReply(text)),
    });
    net.bindSettings((settings) => {
      saveSettings(settings);
      this.app.showNotice("Connection settings saved.");
    });
    net.fillSettings(loadSettings());
  }

  get games() {
    return this.shell.games;
  }

  guard(step) {
    return this.shell.guard(step);
  }

  /** Host: the table's move went in; send it to the other devices. */
  async hostSynced() {
    await this.hostLoop?.sync();
  }

  /** The address bar changed: a reply link for this host, a new direct link, an invitation. */
  hashChanged() {
    if (parseReply(location.hash) && this.hostLoop) {
      this.guard(() => this.takeReply(location.hash, true));
    } else if (offerFromLocation() && this.guest) {
      location.reload(); // a new direct link for this device: start afresh with it (the seat is kept)
    } else if (!this.table.session && !this.hostLoop && !this.guest && !this.watcher) {
      this.openInvitation();
    }
  }

  hostChanged(game, state, before) {
    const loop = this.hostLoop;
    if (!loop) return;
    if (loop.fair) {
      this.fairHostChanged(loop, game, state, before);
      return;
    }
    const names = state.names;
    const left = (before.connected ?? []).filter((seat) => !state.connected.includes(seat));
    const remote = loop.seats.flatMap((seat, i) => (seat.kind === "remote" ? [i] : []));
    const away = remote.filter((seat) => !state.connected.includes(seat));
    this.net.showTableDirect(Boolean(loop.invite.direct && state.match));
    this.net.showTableWatch(Boolean(state.match));
    if (!state.match) {
      const open = state.open.length;
      this.net.setWait(`Waiting for ${plural(open, "more player")} to join…`);
      return;
    }
    this.net.setStatus(away.length ? "left" : "connected", away.length
      ? `Waiting for ${away.map((seat) => names[seat]).join(", ")} to (re)connect.`
      : `Hosting: ${plural(remote.length, "device")} connected.`);
    if (left.length) this.app.showNotice(`${left.map((seat) => names[seat]).join(", ")} left the table.`);
    if (!this.table.session || this.table.session.id !== state.match) {
      const seats = loop.seats.map((seat, i) => ({ ...seat, name: names[i] }));
      const session = new MatchSession(this.engine, { id: state.match, game, seats, options: {} });
      session.net = "host";
      session.isRemote = (seat) => seats[seat]?.kind === "remote";
      this.net.hidePanel();
      this.net.closeDirect();
      this.table.tableGuard(() => this.table.enterTable(session));
      return;
    }
    this.table.remoteChanged();
  }

  /**
   * Host of a fair table: the engine seats and names the devices; once every seat is taken
   * this device opens its own FairSeat on the relay and the devices deal together.
   */
  fairHostChanged(loop, game, state, before) {
    const names = state.names;
    this.net.showTableDirect(Boolean(loop.invite.direct && !state.open.length));
    if (state.open.length && !this.fairSession) {
      this.net.setWait(`Waiting for ${plural(state.open.length, "more player")} to join…`);
      return;
    }
    const remote = loop.seats.flatMap((seat, i) => (seat.kind === "remote" ? [i] : []));
    const away = remote.filter((seat) => !state.connected.includes(seat));
    const left = (before.connected ?? []).filter((seat) => !state.connected.includes(seat));
    this.fairStatus = [away.length ? "left" : "connected", away.length
      ? `Waiting for ${away.map((seat) => names[seat]).join(", ")} to (re)connect: their device holds a key the table needs.`
      : `Hosting: ${plural(remote.length, "device")} connected. Nobody sees another's hand, not even this device.`];
    this.net.setStatus(...this.fairStatus);
    if (left.length) this.app.showNotice(`${left.map((seat) => names[seat]).join(", ")} left the table.`);
    if (this.fairSession) return;
    this.guard(async () => {
      const [{ FairSession }] = await fairModule();
      if (this.hostLoop !== loop || this.fairSession) return;
      const seat = loop.seats.findIndex((s) => s.kind === "human");
      const session = new FairSession(this.engine, { game, names: [...names], seat, options: loop.options, host: true,
        onChange: (reply) => this.fairChanged(session, reply) });
      session.send = (messages) => loop.fair.relay(messages);
      loop.fair.attachLocal(session.fair);
      this.fairSession = session;
      this.net.setWait("Shuffling and dealing together: every device takes part…");
      this.net.closeDirect();
      const kept = loop.fair.log.length ? keptFairSeat(loop.invite.room) : null;
      // back after a reload: this device's key and nonce, and the log the relay kept
      await session.start(kept && { ...kept, transcript: [...loop.fair.log] });
      if (!kept) await keepFairSeat(loop.invite.room, session);
    });
  }

  /** A guest of a fair table: the host's first fair message opens this device's FairSeat. */
  async guestFair(client, game, conn, first) {
    if (this.guest !== client) return;
    const data = JSON.parse(first);
    if (this.fairSession) {
      // the host came back (a reload) over a new connection: the table goes on over it
      const session = this.fairSession;
      const kept = keptFairSeat(client.invite.room);
      if (conn !== this.fairConn && data.at === 0 && this.fairNet && kept) {
        this.fairConn = conn;
        session.renew();
        session.send = this.fairNet.guestLink(conn, session.fair);
        await session.start({ ...kept, transcript: data.messages });
      }
      return;
    }
    if (data.at !== 0) return; // the host sends the whole log once this device has its seat
    const [{ FairSession }, fairNet] = await fairModule();
    if (this.guest !== client || this.fairSession) return;
    this.fairNet = fairNet;
    this.fairConn = conn;
    const room = client.invite.room;
    const kept = data.messages.some((m) => m?.from === client.seat && m?.t === "key") ? keptFairSeat(room) : null;
    const session = new FairSession(this.engine, { game, names: [...client.names], seat: client.seat,
      options: client.options ?? {}, host: false, onChange: (reply) => this.fairChanged(session, reply) });
    this.fairSession = session;
    session.send = fairNet.guestLink(conn, session.fair); // the host's log from now on ...
    this.net.setWait("Shuffling and dealing together: every device takes part…");
    if (kept) { // back after a reload: this device's key and nonce, and the host's log
      await session.start({ ...kept, transcript: data.messages });
      return;
    }
    const started = session.start();
    session.fair.receive(data.messages, data.at); // ... and the log so far
    await started;
    await keepFairSeat(room, session);
  }

  /** A fair table's engine moved on (news from a device, the deal, the verdict). */
  fairChanged(session, reply) {
    if (this.fairSession !== session) return;
    if (!this.table.session && session.dealt) {
      this.net.hidePanel();
      this.table.tableGuard(() => this.table.enterTable(session));
    } else if (this.table.session === session) {
      this.table.remoteChanged();
    }
    // a device whose layer, shuffle step or key the table waits for (not a player's turn): named
    const turn = reply.view?.to_move ?? [];
    const held = (reply.waiting ?? []).filter((seat) => seat !== session.seat && !turn.includes(seat));
    const status = held.length && !reply.verdict
      ? ["connected", `Waiting for ${held.map((seat) => session.names[seat]).join(", ")}'s device (a card's layers or a shuffle step)…`]
      : this.fairStatus ?? ["connected", "Connected to the host. Nobody sees your hand, not even the host."];
    if (String(status) !== String(this.fairShown)) {
      this.fairShown = status;
      this.net.setStatus(...status);
    }
    const text = session.verdictText();
    if (text) this.net.showVerification({ fair: true, ok: reply.verdict === "verified", text });
    else if (reply.over) this.net.showVerification({ fair: true, pending: true });
    if (reply.stopped && !this.fairStopped) {
      this.fairStopped = true;
      this.app.showAlert(`The table stopped: ${text ?? session.verdictText() ?? reply.stopped}`);
    }
  }

  guestView(client, game) {
    if (this.guest !== client) return;
    if (!this.table.session) {
      this.net.hidePanel();
      this.table.tableGuard(async () => {
        const { RemoteSession } = await guestModule(); // loaded already: the client is its
        await this.table.enterTable(new RemoteSession(client, game));
      });
      return;
    }
    this.table.remoteChanged();
  }

  /** A #host=, #join=, #offer=, #answer= or #watch= link opened: resume hosting, offer to join or watch, or pass a reply on. */
  openInvitation() {
    if (parseReply(location.hash)) {
      this.guard(() => this.forwardReplyLink());
      return;
    }
    const watch = watchFromLocation();
    if (watch) {
      this.offerToWatch(watch);
      return;
    }
    const hosted = hostedFromLocation();
    const direct = offerFromLocation();
    const invite = inviteFromLocation() ?? hosted ?? direct;
    if (!invite) {
      if (/^#watch=/.test(location.hash)) {
        this.app.showAlert("This watch link is damaged or incomplete: copy the whole link again, or ask the host for a new one.");
      } else if (/^#(join|offer|host|answer)=/.test(location.hash)) {
        this.app.showAlert("This link is damaged or incomplete: copy the whole link again, or ask for a new one.");
      }
      return;
    }
    const game = this.games.find((g) => g.id === invite.game && g.playable);
    if (!game) {
      this.app.showAlert("This invitation is for a game this table cannot play.");
      return;
    }
    if (hosted) {
      this.guard(() => this.resumeHosting(game, invite));
      return;
    }
    this.net.showJoin(game.name, loadSetup(game.id)?.seats?.[0]?.name ?? "");
    this.guard(() => this.offerSeatBack(invite));
  }

  /** A #watch= link: ask for a name (or watch again at once after a reload of a watching page). */
  offerToWatch(watch) {
    const game = this.games.find((g) => g.id === watch.game && g.playable);
    if (!game) {
      this.app.showAlert("This watch link is for a game this table cannot show.");
      return;
    }
    const again = watchedAs(watch.room);
    this.net.showJoin(game.name, again ?? loadSetup(game.id)?.seats?.[0]?.name ?? "", { watch: true });
    if (again) this.guard(() => this.watchTable(again));
  }

  /** Watch the table of this page's watch link as `name`: its public view, live, never a hand. */
  async watchTable(name) {
    const watch = watchFromLocation();
    const game = watch && this.games.find((g) => g.id === watch.game && g.playable);
    if (!game) return;
    const link = location.pathname + location.search + location.hash;
    await this.closeNet();
    history.replaceState(null, "", link); // kept: "Try again" and a reload need it
    rememberWatch(watch.room, name);
    this.net.showJoin(game.name, name, { watch: true });
    this.net.setWait("Connecting…");
    const { WatchClient } = await watcherModule();
    const client = new WatchClient(this.engine, watch, name, {
      status: (status) => {
        if (this.watcher !== client) return;
        if (status === "connecting") this.net.setWait("Connecting…");
        // watching as it should: the bar's "Watching (1): Wes (you)" says it all; problems show
        this.net.setStatus(status === "watching" ? null : status);
      },
      watching: (data) => {
        if (this.watcher !== client) return;
        if (!client.view) this.net.setWait("Watching: the match starts when every player has taken a seat…");
        this.net.showWatchers(data.watchers, name);
      },
      view: () => this.watcherView(client, game),
      watchers: (names) => {
        if (this.watcher === client) this.net.showWatchers(names, name);
      },
      reveal: (reveal, commit) => {
        if (this.table.session?.client === client) this.replays?.keepRevealed(this.table.session, reveal, commit);
      },
      error: (message) => this.app.showAlert(message),
      failed: (failure) => this.guard(() => this.watchFailed(client, game, name, failure)),
    }, { joinTimeout: JOIN_TIMEOUT });
    this.watcher = client;
    await client.connect();
  }

  watcherView(client, game) {
    if (this.watcher !== client) return;
    if (!this.table.session) {
      this.net.hidePanel();
      this.table.tableGuard(async () => {
        const { WatchSession } = await watcherModule();
        await this.table.enterTable(new WatchSession(client, game));
      });
      return;
    }
    this.table.remoteChanged();
  }

  /** Nobody hosts the watched table, or the host refused: say so; try again, or go back to the lobby. */
  async watchFailed(client, game, name, failure) {
    if (this.watcher !== client) return;
    this.watcher = null;
    this.net.setStatus(null);
    this.net.showWatchers(null);
    if (this.table.session) {
      await this.table.closeSession();
      this.lobby.showLobby();
    }
    this.net.showJoin(game.name, name, { watch: true });
    this.problemActions = new Map([
      ["retry", () => this.watchTable(name)],
      ["lobby", () => this.dropLink()],
    ]);
    this.net.showProblem(watchFailureText(failure), [
      { id: "retry", label: "Try again", primary: true }, { id: "lobby", label: "Back to the lobby" }]);
  }

  /** Forget this page's link and its panel: the lobby, as on a plain visit. */
  dropLink() {
    history.replaceState(null, "", location.pathname + location.search);
    this.net.hidePanel();
    this.lobby.showLobby();
  }

  /** A #join= or #offer= link this browser joined before: take the kept seat back, or say it is damaged. */
  async offerSeatBack(invite) {
    const { savedGuest } = await guestModule();
    const { saved, problem } = savedGuest(invite.room);
    if (saved?.token) {
      if (problem) this.app.showAlert(`Part of what this browser kept for this table is damaged (${problem}): `
        + "your seat is kept, but the fairness check at the end may report a difference.");
      this.guard(() => this.joinAsGuest("Guest")); // back again: take the seat back
    } else if (problem) {
      this.net.showProblem(`The seat this browser kept for this table is damaged (${problem}), so it cannot be `
        + "taken back. Join the table to take a free seat: this replaces the damaged record.");
    }
  }

  /**
   * Host again the table this browser keeps for a #host= link; one that cannot be read or
   * replayed is offered to resume up to its last good move, or to delete (asks first).
   */
  async resumeHosting(game, invite, upTo = null) {
    const { savedHost } = await hostModule();
    const { saved, error } = savedHost(invite.room);
    if (!saved && !error) return;
    try {
      if (error) throw new Error(`It cannot be read (${error}).`);
      await this.host(game, { seats: saved.seats, options: {} }, saved.invite ?? invite, upTo);
    } catch (err) {
      await this.closeNet();
      history.replaceState(null, "", hostFragment(invite));
      const good = err?.code === "bad_record" ? err.details?.good_moves ?? null : null;
      this.problemActions = new Map([
        ["host-upto", () => this.resumeHosting(game, invite, good)],
        ["host-delete", () => this.deleteHosted(invite)],
      ]);
      this.net.showMessage("");
      const damage = good === null ? null : damagedRecord(good);
      this.net.showProblem(damage === null
        ? `The table this browser hosts for this link cannot be reopened: ${err.message}`
        : `The table this browser hosts for this link cannot be reopened in full. ${damage.text} `
          + "The other players' devices will then report that the table they saw differs.", [
        ...(damage === null ? [] : [{ id: "host-upto", label: damage.resumeLabel, primary: true }]),
        { id: "host-delete", label: "Delete this table" },
      ]);
    }
  }

  async deleteHosted(invite) {
    const yes = await this.confirm.ask({ title: "Delete this table?",
      text: "Its match and its players' seats are deleted from this browser; its links stop working.", yes: "Delete this table" });
    if (!yes) return;
    (await hostModule()).forgetHost(invite.room);
    history.replaceState(null, "", location.pathname + location.search);
    this.net.hidePanel();
    this.app.showNotice("The table was deleted.");
  }

  /** A reply link opened in its own tab: hand it to this browser's hosting tab. */
  async forwardReplyLink() {
    const link = location.href;
    history.replaceState(null, "", location.pathname + location.search);
    const result = await (await hostModule()).forwardReply(link);
    if (result === null) {
      this.app.showAlert("No table in this browser is waiting for this reply link. " +
        "Paste it into the host's “Direct link” window instead.");
    } else if (result.ok) {
      this.net.showMessage("Reply passed to your table: the other device is connected. You can close this tab.");
    } else {
      this.app.showAlert(result.message);
    }
  }

  /** Host: a new direct link for one device, shown with its QR code. */
  async makeDirectLink() {
    const loop = this.hostLoop;
    if (!loop) return;
    this.net.showDirectLink(null);
    const link = await loop.directLink();
    if (this.hostLoop === loop) this.net.showDirectLink(link);
  }

  /** Host: a guest's reply link (pasted, or opened in this tab) connects that device. */
  async takeReply(text, fromAddressBar = false) {
    const loop = this.hostLoop;
    if (fromAddressBar) history.replaceState(null, "", hostFragment(loop.invite));
    this.net.setDirectStatus("Connecting…");
    try {
      await loop.directReply(text);
    } catch (err) {
      this.net.setDirectStatus(err.message);
      if (!this.net.isDirectOpen()) throw err; // a reply opened in the address bar: say it there
      return;
    }
    if (loop.state.match) {
      this.net.closeDirect();
    } else {
      this.net.setDirectStatus("Connected: that device is taking its seat. For another device, press “Another direct link”.");
    }
  }

  /** Host a table: show the link, wait for the guests, then play (`upTo`: see HostLoop.open). */
  async host(game, setup, invite, upTo = null) {
    await this.closeNet();
    history.replaceState(null, "", hostFragment(invite));
    this.net.showMessage("Opening the table…");
    const { HostLoop } = await hostModule();
    this.hostLoop = await HostLoop.open(this.engine, {
      invite, game: game.id, seats: setup.seats, options: setup.options, upTo, fair: setup.fair === true,
      onChange: (state, before) => this.hostChanged(game, state, before),
      onWatchers: (names) => this.net.showWatchers(names),
    });
    this.net.showInvite(invite.direct ? null : this.hostLoop.link, "", this.hostLoop.watchLink);
    this.hostChanged(game, this.hostLoop.state, {});
    if (invite.direct && this.hostLoop.state.open.length) await this.makeDirectLink();
  }

  /**
   * Join the table of this page's invitation link (through the relay, or by a direct link);
   * `fresh`: as a new player, forgetting the seat this browser kept for the table.
   */
  async joinAsGuest(name, { fresh = false } = {}) {
    const direct = offerFromLocation();
    const invite = direct ?? inviteFromLocation();
    const game = invite && this.games.find((g) => g.id === invite.game && g.playable);
    if (!game) return;
    if (this.guest?.canRejoin()) { // refused before: ask the same host again, over the same connection
      this.net.showJoin(game.name, name);
      this.net.setWait("Connecting…");
      this.guest.rejoin({ name, fresh });
      return;
    }
    const link = location.pathname + location.search + location.hash;
    await this.closeNet();
    history.replaceState(null, "", link); // keep the invitation: "Try again" needs it
    this.net.showJoin(game.name, name);
    this.net.setWait("Connecting…");
    const { GuestClient } = await guestModule();
    const client = new GuestClient(this.engine, invite, name, {
      status: (status) => {
        if (status !== "replying") {
          this.net.setWait(status === "connected" ? "Connected: waiting for the other players…" : "Connecting…");
        }
        this.net.setStatus(status);
      },
      view: () => this.guestView(client, game),
      verified: (result, reveal) => {
        this.net.showVerification(result);
        if (this.table.session?.client === client) this.replays?.keepRevealed(this.table.session, reveal, client.saved.commit);
      },
      error: (message) => this.app.showAlert(message),
      watchers: (names) => {
        if (this.guest === client) this.net.showWatchers(names);
      },
      fair: (conn, text) => this.guard(() => this.guestFair(client, game, conn, text)),
      failed: (failure) => this.guard(() => this.guestFailed(client, game, name, failure)),
    }, { joinTimeout: JOIN_TIMEOUT, moveTimeout: MOVE_TIMEOUT, fresh });
    this.guest = client;
    if (!direct) {
      await client.connect();
      return;
    }
    let answer;
    try {
      answer = await client.connectDirect(direct.code);
    } catch (err) {
      this.guest = null;
      client.close();
      this.net.setWait("");
      throw err;
    }
    this.net.showReply(replyLink(direct.room, direct.id, answer));
    this.net.setWait("Waiting for the host to take your reply link…");
  }

  /** The host refused this device's join, or nobody answered: say so, and what to do. */
  async guestFailed(client, game, name, failure) {
    if (this.guest !== client) return;
    if (!client.canRejoin()) this.guest = null; // else kept: a new try goes over its connection
    this.net.setStatus(null);
    if (this.table.session) {
      await this.table.closeSession();
      this.lobby.showLobby();
    }
    this.net.showJoin(game.name, name);
    const actions = [{ id: "retry", label: "Try again", primary: true }];
    if (failure.code === "unknown_seat") actions.push({ id: "fresh", label: "Join as a new player" });
    this.problemActions = new Map([
      ["retry", () => this.joinAsGuest(name)],
      ["fresh", () => this.joinAsGuest(name, { fresh: true })],
    ]);
    this.net.showProblem(failureText(failure), actions);
  }

  async closeNet() {
    const { hostLoop, guest, watcher } = this;
    this.hostLoop = null;
    this.guest = null;
    this.watcher = null;
    this.fairSession = null; // the table closes it (closeSession)
    this.fairStopped = false;
    this.fairStatus = null; // the host's own line about its devices (fairHostChanged)
    this.fairShown = null;
    this.net.setStatus(null);
    this.net.closeWatch();
    this.net.showVerification(null);
    this.net.hidePanel();
    this.net.closeDirect();
    this.net.showTableDirect(false);
    guest?.close();
    watcher?.close();
    if (watcher) forgetWatch();
    if (hostLoop) await hostLoop.close();
    if (hostLoop || guest || watcher) history.replaceState(null, "", location.pathname + location.search);
  }
}
