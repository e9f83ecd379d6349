// The devices controller: play across devices. Invitation links (#join=, #offer=,
// #host=, #answer=), hosting a table (new, or resumed from what this browser kept: a
// damaged one is offered to resume up to its last good move, or to delete, asking first),
// joining one, and what a guest is told when its join is refused or no host answers.
// The match itself runs on the table controller (app/table.js) like any other.
//
// URL parameters: ?joinTimeout=<ms>, how long a guest waits for a host (default 25000);
// ?moveTimeout=<ms>, how long it waits for the host's answer to a move (default 15000).

import { MatchSession } from "../match.js";
// Hosting and joining load on first use (net/host.js, net/guest.js and what they need
// stay out of the start-up's module graph: a table on one device never loads them).
const hostModule = () => import("../net/host.js");
const guestModule = () => import("../net/guest.js");
import {
  hostFragment, hostedFromLocation, inviteFromLocation, offerFromLocation, parseReply, replyLink,
} from "../net/links.js";
import { loadSettings, saveSettings } from "../net/config.js";
import { damagedRecord, loadSetup } from "../storage.js";
import { failureText } from "../view/net.js";
import { plural } from "../table/words.js";

/** A whole number of ms from URL parameter `name`, within [low, high]; else `fallback`. */
function msParam(name, low, high, fallback) {
  const ms = Number.parseInt(new URLSearchParams(location.search).get(name) ?? "", 10);
  return Number.isFinite(ms) ? Math.min(high, Math.max(low, ms)) : fallback;
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
    this.guest = null; // ... or joined one (GuestClient)
    net.bindJoin((name) => this.guard(() => this.joinAsGuest(name)));
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
    } else if (!this.table.session && !this.hostLoop && !this.guest) {
      this.openInvitation();
    }
  }

  hostChanged(game, state, before) {
    const loop = this.hostLoop;
    if (!loop) return;
    const names = state.names;
    const left = (before.connected ?? []).filter((seat) => !state.connected.includes(seat));
    const remote = loop.seats.flatMap((seat, i) => (seat.kind === "remote" ? [i] : []));
    const away = remote.filter((seat) => !state.connected.includes(seat));
    this.net.showTableDirect(Boolean(loop.invite.direct && state.match));
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

  /** A #host=, #join=, #offer= or #answer= link opened: resume hosting, offer to join, or pass a reply on. */
  openInvitation() {
    if (parseReply(location.hash)) {
      this.guard(() => this.forwardReplyLink());
      return;
    }
    const hosted = hostedFromLocation();
    const direct = offerFromLocation();
    const invite = inviteFromLocation() ?? hosted ?? direct;
    if (!invite) {
      if (/^#(join|offer|host|answer)=/.test(location.hash)) {
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
      invite, game: game.id, seats: setup.seats, options: setup.options, upTo,
      onChange: (state, before) => this.hostChanged(game, state, before),
    });
    this.net.showInvite(invite.direct ? null : this.hostLoop.link, "");
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
    const { hostLoop, guest } = this;
    this.hostLoop = null;
    this.guest = null;
    this.net.setStatus(null);
    this.net.showVerification(null);
    this.net.hidePanel();
    this.net.closeDirect();
    this.net.showTableDirect(false);
    guest?.close();
    if (hostLoop) await hostLoop.close();
    if (hostLoop || guest) history.replaceState(null, "", location.pathname + location.search);
  }
}
