// The controller: boots the engine, wires the views to the match, runs the bots, hands
// the device over between human seats, and saves the match after every move.
// Every change re-renders from a fresh engine view; the only rules it knows are the
// legal moves the engine lists (style.md point 11: TodoMVC vanilla-es6 controller).
//
// URL parameters: ?botDelay=<ms> (default 400; 0 in tests), ?debug=1 exposes
// window.__cardtable {engine, match, seat, view, play(move)} for tests.

import { markDrawn, markInput, startEngine } from "./engine.js";
import { registerServiceWorker } from "./sw-register.js";
import { MatchSession } from "./match.js";
import { clearSave, loadSave, loadSetup, writeSave, writeSetup } from "./storage.js";
import { rendererFor } from "./games/registry.js";
import { fillNames } from "./view/dom.js";
import { AppView } from "./view/app.js";
import { LobbyView } from "./view/lobby.js";
import { TableView } from "./view/table.js";
import { NetView } from "./view/net.js";
import { HostLoop, forwardReply, savedHost } from "./net/host.js";
import {
  hostFragment, hostedFromLocation, inviteFromLocation, newInvite, offerFromLocation, parseReply, replyLink,
} from "./net/links.js";
import { GuestClient, RemoteSession, savedGuest } from "./net/guest.js";
import { loadSettings, saveSettings } from "./net/config.js";

const params = new URLSearchParams(location.search);
const BOT_DELAY = (() => {
  const ms = Number.parseInt(params.get("botDelay") ?? "", 10);
  return Number.isFinite(ms) ? Math.min(5000, Math.max(0, ms)) : 400;
})();
const DEBUG = params.has("debug");
const BOT_NAMES = ["Robbie", "Marvin", "Hal", "Ava", "Data", "Kryten", "Bender", "Wall-E", "Gort"];

class Controller {
  constructor({ engine, app, lobby, table, net }) {
    this.engine = engine;
    this.net = net;
    this.hostLoop = null; // several devices: this device hosts (HostLoop) ...
    this.guest = null; // ... or joined one (GuestClient)
    this.app = app;
    this.lobby = lobby;
    this.table = table;
    this.games = [];
    this.bots = [];
    this.catalogs = new Map();
    this.gameId = null;
    this.setup = null; // {seats, options} shown in the lobby

    this.session = null; // the MatchSession on the table
    this.token = 0; // bumped whenever the table is left: stale async work checks it
    this.viewer = null; // the seat whose view is shown (null: nobody's hand)
    this.view = null;
    this.selected = null; // the hand card whose moves are shown
    this.pause = null; // null | "handover" | "round" | "over"
    this.pendingSeat = null; // hot-seat: the human who must claim the device
    this.busy = false; // a move is being played
    this.hint = "";
    this.botTimer = null;

    lobby.bindSelectGame((id) => this.selectGame(id));
    lobby.bindAddSeat(() => this.addSeat());
    lobby.bindRemoveSeat((index) => this.removeSeat(index));
    lobby.bindStart((setup) => this.guard(() => this.start(setup)));
    lobby.bindResume(() => this.guard(() => this.resume()));
    lobby.bindDiscard(() => this.discardSave());
    table.bindCard((card) => this.selectCard(card));
    table.bindMove((index) => this.tableGuard(() => this.chooseMove(index)));
    table.bindDeselect(() => this.deselect());
    table.bindLeave(() => this.guard(() => this.leaveTable()));
    table.bindHandover(() => this.tableGuard(() => this.claimDevice()));
    table.bindContinue(() => this.tableGuard(() => this.continueAfterRound()));
    table.bindRematch(() => this.guard(() => this.rematch()));
    table.bindBackToLobby(() => this.guard(() => this.leaveTable()));
    net.bindJoin((name) => this.guard(() => this.joinAsGuest(name)));
    net.bindCancel(() => this.guard(() => this.leaveTable()));
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

  /**
   * Run an async step; any failure becomes a visible alert, never an uncaught error.
   * With `token`, a failure after the table was left (the match is closed) is ignored.
   */
  async guard(step, token = null) {
    try {
      await step();
    } catch (err) {
      if (token !== null && token !== this.token) return;
      this.busy = false;
      this.app.showAlert(err?.message || String(err));
    }
  }

  /** guard() for work on the current table: its failures die with the table. */
  tableGuard(step) {
    return this.guard(step, this.token);
  }

  // -- start-up ---------------------------------------------------------
  async boot() {
    this.app.show("loading");
    if (parseReply(location.hash)) this.guard(() => this.forwardReplyLink()); // needs no engine
    try {
      await this.engine.ready;
      const [games, bots] = await Promise.all([this.engine.call("games"), this.engine.call("bots")]);
      // playable: the engine has the rules and this page has a table for it
      this.games = games.map((game) => ({ ...game, playable: game.available && rendererFor(game.id) !== null }));
      this.bots = bots;
    } catch (err) {
      this.app.showLoadFailure(err?.message || String(err));
      document.documentElement.dataset.engine = "failed";
      return;
    }
    this.lobby.setBots(this.bots);
    this.showLobby();
    document.documentElement.dataset.engine = "ready";
    this.openInvitation();
    window.addEventListener("hashchange", () => {
      if (parseReply(location.hash) && this.hostLoop) {
        this.guard(() => this.takeReply(location.hash, true));
      } else if (offerFromLocation() && this.guest) {
        location.reload(); // a new direct link for this device: start afresh with it (the seat is kept)
      } else if (!this.session && !this.hostLoop && !this.guest) {
        this.openInvitation();
      }
    });
    registerServiceWorker({ onUpdateReady: (reload) => this.app.showUpdate(reload) });
  }

  // -- lobby --------------------------------------------------------------
  showLobby() {
    this.app.show("lobby");
    const first = this.games.find((game) => game.playable);
    this.selectGame(this.gameId ?? first?.id ?? null);
    this.offerResume();
  }

  selectGame(id) {
    const game = this.games.find((g) => g.id === id && g.playable);
    if (!game) return;
    this.gameId = id;
    this.lobby.showGames(this.games, id);
    this.setup = loadSetup(id) ?? this.defaultSetup(game);
    const { min_players: min, max_players: max } = game;
    if (this.setup.seats.length < min || this.setup.seats.length > max) this.setup = this.defaultSetup(game);
    this.lobby.showSetup(game, this.setup);
  }

  defaultSetup(game) {
    const count = Math.min(game.max_players, Math.max(game.min_players, 3));
    const seats = [{ name: "Alex", kind: "human" }];
    while (seats.length < count) seats.push(this.newBotSeat(seats));
    const options = Object.fromEntries(game.options.map((option) => [option.id, option.default]));
    return { seats, options };
  }

  newBotSeat(seats) {
    const taken = new Set(seats.map((seat) => seat.name));
    const name = BOT_NAMES.find((n) => !taken.has(n)) ?? `Player ${seats.length + 1}`;
    return { name, kind: "bot", bot: this.bots.includes("simple") ? "simple" : this.bots[0] };
  }

  addSeat() {
    const game = this.currentGame();
    const setup = this.lobby.readSetup();
    if (setup.seats.length >= game.max_players) return;
    setup.seats.push(this.newBotSeat(setup.seats));
    this.lobby.renderSeats(setup.seats);
    this.lobby.focusSeatName(setup.seats.length - 1);
  }

  removeSeat(index) {
    const game = this.currentGame();
    const setup = this.lobby.readSetup();
    if (setup.seats.length <= game.min_players) return;
    setup.seats.splice(index, 1);
    this.lobby.renderSeats(setup.seats);
    this.lobby.focusSeatName(Math.min(index, setup.seats.length - 1));
  }

  currentGame() {
    return this.games.find((game) => game.id === this.gameId);
  }

  offerResume() {
    const saved = loadSave();
    if (saved === null) {
      this.lobby.showResume(null);
      return;
    }
    if (saved.error) {
      this.dropSave(`The saved match could not be read (${saved.error}) and was discarded.`);
      return;
    }
    const { record, seats, savedAt } = saved.save;
    const game = this.games.find((g) => g.id === record.game && g.playable);
    if (!game) {
      this.dropSave("The saved match is for a game this table cannot play, so it was discarded.");
      return;
    }
    const when = Number.isFinite(savedAt) ? new Date(savedAt).toLocaleString() : "earlier";
    this.lobby.showResume({
      gameName: game.name,
      moveCount: record.moves.length,
      text: `A match of ${game.name} is in progress: ${seats.map((s) => s.name).join(", ")} (saved ${when}).`,
    });
  }

  dropSave(message) {
    clearSave();
    this.lobby.showResume(null);
    this.app.showAlert(message);
  }

  discardSave() {
    clearSave();
    this.lobby.showResume(null);
    this.app.showNotice("The saved match was discarded.");
  }

  async start(setup) {
    const game = this.currentGame();
    if (!game) return;
    this.app.clearAlert();
    if (setup.seats.some((seat) => seat.kind === "remote")) {
      await this.host(game, setup, newInvite(game.id, setup.joinMode === "direct"));
      return;
    }
    writeSetup(game.id, setup);
    const session = await MatchSession.start(this.engine, { game, seats: setup.seats, options: setup.options });
    await this.enterTable(session);
  }

  async resume() {
    const saved = loadSave();
    if (!saved?.save) {
      if (saved?.error) this.dropSave(`The saved match could not be read (${saved.error}) and was discarded.`);
      return;
    }
    const { record, seats } = saved.save;
    const game = this.games.find((g) => g.id === record.game && g.playable);
    if (!game) {
      this.dropSave("The saved match is for a game this table cannot play, so it was discarded.");
      return;
    }
    this.app.clearAlert();
    let session;
    try {
      session = await MatchSession.resume(this.engine, { game, seats, record });
    } catch (err) {
      if (err?.code === "bad_record" || err?.code === "bad_request") {
        this.dropSave(`The saved match could not be restored and was discarded: ${err.message}`);
        return;
      }
      throw err;
    }
    await this.enterTable(session);
  }

  // -- several devices -------------------------------------------------------
  /** A #host=, #join=, #offer= or #answer= link opened: resume hosting, offer to join, or pass a reply on. */
  openInvitation() {
    if (parseReply(location.hash)) {
      this.guard(() => this.forwardReplyLink());
      return;
    }
    const hosted = hostedFromLocation();
    const direct = offerFromLocation();
    const invite = inviteFromLocation() ?? hosted ?? direct;
    if (!invite) return;
    const game = this.games.find((g) => g.id === invite.game && g.playable);
    if (!game) {
      this.app.showAlert("This invitation is for a game this table cannot play.");
      return;
    }
    if (hosted) {
      const saved = savedHost(invite.room);
      if (saved) this.guard(() => this.host(game, { seats: saved.seats, options: {} }, saved.invite ?? invite));
      return;
    }
    this.net.showJoin(game.name, loadSetup(game.id)?.seats?.[0]?.name ?? "");
    if (savedGuest(invite.room)?.token) this.guard(() => this.joinAsGuest("Guest")); // back again: take the seat back
  }

  /** A reply link opened in its own tab: hand it to this browser's hosting tab. */
  async forwardReplyLink() {
    const link = location.href;
    history.replaceState(null, "", location.pathname + location.search);
    const result = await forwardReply(link);
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

  /** Host a table: show the link, wait for the guests, then play. */
  async host(game, setup, invite) {
    await this.closeNet();
    history.replaceState(null, "", hostFragment(invite));
    this.net.showMessage("Opening the table…");
    this.hostLoop = await HostLoop.open(this.engine, {
      invite, game: game.id, seats: setup.seats, options: setup.options,
      onChange: (state, before) => this.hostChanged(game, state, before),
    });
    this.net.showInvite(invite.direct ? null : this.hostLoop.link, "");
    this.hostChanged(game, this.hostLoop.state, {});
    if (invite.direct && this.hostLoop.state.open.length) await this.makeDirectLink();
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
      this.net.setWait(`Waiting for ${open} more player${open === 1 ? "" : "s"} to join…`);
      return;
    }
    this.net.setStatus(away.length ? "left" : "connected", away.length
      ? `Waiting for ${away.map((seat) => names[seat]).join(", ")} to (re)connect.`
      : `Hosting: ${remote.length} device${remote.length === 1 ? "" : "s"} connected.`);
    if (left.length) this.app.showNotice(`${left.map((seat) => names[seat]).join(", ")} left the table.`);
    if (!this.session || this.session.id !== state.match) {
      const seats = loop.seats.map((seat, i) => ({ ...seat, name: names[i] }));
      const session = new MatchSession(this.engine, { id: state.match, game, seats, options: {} });
      session.net = "host";
      session.isRemote = (seat) => seats[seat]?.kind === "remote";
      this.net.hidePanel();
      this.net.closeDirect();
      this.tableGuard(() => this.enterTable(session));
      return;
    }
    this.remoteChanged();
  }

  /** Join the table of this page's invitation link (through the relay, or by a direct link). */
  async joinAsGuest(name) {
    const direct = offerFromLocation();
    const invite = direct ?? inviteFromLocation();
    const game = invite && this.games.find((g) => g.id === invite.game && g.playable);
    if (!game) return;
    await this.closeNet();
    this.net.setWait("Connecting…");
    const client = new GuestClient(this.engine, invite, name, {
      status: (status) => {
        if (status !== "replying") {
          this.net.setWait(status === "connected" ? "Connected: waiting for the other players…" : "Connecting…");
        }
        this.net.setStatus(status);
      },
      view: () => this.guestView(client, game),
      verified: (result) => this.net.showVerification(result),
      error: (message) => this.app.showAlert(message),
    });
    this.guest = client;
    if (!direct) {
      await client.connect();
      return;
    }
    this.net.showJoin(game.name, name); // closeNet hid the panel: keep the form for another try
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

  guestView(client, game) {
    if (this.guest !== client) return;
    if (!this.session) {
      this.net.hidePanel();
      this.tableGuard(() => this.enterTable(new RemoteSession(client, game)));
      return;
    }
    this.remoteChanged();
  }

  /**
   * Another device moved: redraw unless this device is busy or paused (it redraws then);
   * a round or the match that ended there is shown here too.
   */
  remoteChanged() {
    if (!this.session || this.busy || this.pause) return;
    const { session, token } = this;
    this.tableGuard(async () => {
      const before = this.view;
      const view = await session.view(this.viewer);
      if (token !== this.token) return;
      if (!before) {
        await this.step();
        return;
      }
      const seen = before.log_start + before.log.length;
      const events = view.log.slice(Math.max(0, seen - view.log_start));
      if (events.some((event) => event.type === "round_end")) await this.afterEvents(events, token);
      else await this.step();
    });
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

  // -- the table ------------------------------------------------------------
  async catalogFor(gameId) {
    if (!this.catalogs.has(gameId)) this.catalogs.set(gameId, await this.engine.call("catalog", { game: gameId }));
    return this.catalogs.get(gameId);
  }

  async enterTable(session) {
    await this.closeSession();
    const renderer = rendererFor(session.game.id);
    if (!renderer) throw new Error(`${session.game.name} has no table yet.`);
    this.catalog = await this.catalogFor(session.game.id);
    this.renderer = renderer;
    this.session = session;
    this.token += 1;
    const humans = session.humans;
    this.viewer = humans.length === 1 ? humans[0] : null;
    this.view = null;
    this.selected = null;
    this.pause = null;
    this.busy = false;
    this.table.hideEndScreens();
    this.app.show("table");
    await this.save();
    await this.step();
  }

  /** Forget the table's match: stop the bots and free the engine's copy. */
  async closeSession() {
    this.token += 1;
    clearTimeout(this.botTimer);
    const old = this.session;
    this.session = null;
    this.pause = null;
    this.busy = false;
    this.table.hideEndScreens();
    if (old) await old.close();
  }

  async leaveTable() {
    await this.closeSession();
    await this.closeNet();
    this.showLobby();
  }

  async rematch() {
    const old = this.session;
    if (!old) return;
    if (old.net) {
      await this.leaveTable();
      return;
    }
    const { game, seats, options } = old;
    await this.closeSession();
    const session = await MatchSession.start(this.engine, { game, seats, options });
    await this.enterTable(session);
  }

  async save() {
    const session = this.session;
    if (session.net) return; // the host keeps its table (HostLoop); a guest keeps its token
    const record = await session.record();
    if (session === this.session && !writeSave({ record, seats: session.seats })) {
      this.app.showNotice("This browser would not keep the match: it will not survive a reload.");
    }
  }

  /** Decide what happens next: a bot moves, the device is handed over, or a human plays. */
  async step() {
    const { session, token } = this;
    if (!session) return;
    let view = await session.view(this.viewer);
    if (token !== this.token) return;
    if (view.is_over) {
      await this.showOver(view);
      return;
    }
    const seat = this.nextMover(view);
    if (session.isRemote?.(seat)) {
      this.view = view;
      this.draw();
      return;
    }
    if (session.isBot(seat)) {
      this.view = view;
      this.draw();
      clearTimeout(this.botTimer);
      this.botTimer = setTimeout(() => this.guard(() => this.botTurn(seat, token), token), BOT_DELAY);
      return;
    }
    if (session.humans.length > 1 && seat !== this.viewer) {
      this.viewer = null;
      this.view = null;
      this.pendingSeat = seat;
      this.pause = "handover";
      this.table.showHandover(session.names[seat], this.barFacts(view));
      markDrawn(); // the hand-over screen is this click's new view
      return;
    }
    if (this.viewer !== seat) {
      this.viewer = seat;
      view = await session.view(seat);
      if (token !== this.token) return;
    }
    this.view = view;
    this.draw({ focus: "moves" });
  }

  /**
   * Who acts next of the seats to move (a window asks several at once): the seat on view
   * when it is one of them, else the first.
   */
  nextMover(view) {
    return view.to_move.includes(this.viewer) ? this.viewer : view.to_move[0];
  }

  async claimDevice() {
    if (this.pause !== "handover") return;
    this.viewer = this.pendingSeat;
    this.pause = null;
    await this.step();
  }

  async botTurn(seat, token) {
    if (token !== this.token || this.pause) return;
    this.busy = true;
    const events = await this.session.playBot(seat);
    if (token !== this.token) return;
    await this.afterMove(events, token);
  }

  async chooseMove(index) {
    if (this.busy || this.pause || !this.view) return;
    const entry = this.view.legal[index];
    if (!entry) return;
    markInput(entry.move.type); // click-to-view timing (engine.js), closed by draw()
    await this.playHuman(entry.move);
  }

  /** Send `move` for the seat on view. A refusal shows the engine's reason. */
  async playHuman(move) {
    const { session, token } = this;
    if (!session || this.viewer === null) return;
    this.busy = true;
    this.app.clearAlert();
    let events;
    try {
      events = await session.play(this.viewer, move);
    } catch (err) {
      if (token !== this.token) return;
      this.busy = false;
      this.app.showAlert(err?.message || String(err));
      await this.step();
      return;
    }
    if (token !== this.token) return;
    this.selected = null;
    await this.afterMove(events, token);
  }

  async afterMove(events, token) {
    const session = this.session;
    if (session.net === "host") await this.hostLoop?.sync();
    await this.save();
    if (token !== this.token) return;
    await this.afterEvents(events, token);
  }

  /** Show what `events` (a move's, here or on another device) ended: a round, the match. */
  async afterEvents(events, token) {
    const session = this.session;
    const matchEnd = events.find((event) => event.type === "match_end");
    const roundEnd = events.findLast((event) => event.type === "round_end");
    if (matchEnd && !(roundEnd && this.renderer.roundSummary)) {
      await this.step(); // the view is over: shows the final screen (after a renderer's round summary)
      return;
    }
    if (roundEnd) {
      if (session.humans.length > 1) this.viewer = null; // a new deal: pass the device afresh
      this.view = await session.view(this.viewer);
      if (token !== this.token) return;
      this.pause = "round";
      this.draw();
      const names = session.names;
      if (this.renderer.roundSummary) {
        this.table.showRoundSummary(this.renderer.roundSummary(roundEnd, this.view, names));
        return;
      }
      this.table.showRoundEnd({
        round: roundEnd.round,
        rounds: this.view.public?.rounds ?? roundEnd.round,
        lander: roundEnd.lander === null || roundEnd.lander === undefined ? null : names[roundEnd.lander],
        rows: names.map((name, seat) => ({ name, score: roundEnd.scores[seat], total: roundEnd.totals[seat] })),
      });
      return;
    }
    await this.step();
  }

  async continueAfterRound() {
    if (this.pause !== "round") return;
    this.pause = null;
    await this.step();
  }

  async showOver(view) {
    const { session, token } = this;
    if (!session.net) clearSave();
    clearTimeout(this.botTimer);
    this.pause = "over";
    if (session.humans.length !== 1 && this.viewer !== null) {
      this.viewer = null; // hot-seat: the final table shows no one's hand
      view = await session.view(null);
      if (token !== this.token) return;
    }
    this.view = view;
    this.draw();
    const names = session.names;
    const { scores, winners } = view.result;
    const rounds = view.public?.round_scores ?? [];
    this.table.showMatchEnd({
      winners: winners.map((seat) => names[seat]),
      winnersText: this.renderer.winnersText?.(view, names) ?? null,
      rounds: rounds.length,
      rows: names.map((name, seat) => ({
        name, scores: rounds.map((round) => round[seat]), total: scores[seat], winner: winners.includes(seat),
      })),
    });
  }

  selectCard(card) {
    if (this.busy || this.pause || !this.view) return;
    const hasMoves = this.view.legal.some(({ move }) => move.card === card);
    if (!hasMoves) {
      this.hint = `${this.renderer.cardLabel(card, this.catalog)}: no move with this card now.`;
      this.draw();
      return;
    }
    const again = this.selected === card;
    this.selected = again ? null : card;
    this.draw({ focus: again ? null : "card-moves" });
  }

  deselect() {
    if (this.selected === null || this.pause || this.busy) return;
    const card = this.selected;
    this.selected = null;
    this.draw({ focusKey: `card:${card}` });
  }

  barFacts(view) {
    return {
      title: this.session.game.name,
      status: this.renderer.status(view),
      moveCount: view.move_count,
    };
  }

  /** Render the current view: board, hand, legal moves (labels with names), log. */
  draw({ focus = null, focusKey = null } = {}) {
    const drawStart = performance.now();
    const { session, view } = this;
    this.busy = false; // the page now shows the current state: input is welcome again
    const names = session.names;
    const legal = this.pause ? [] : view.legal.map((entry, index) =>
      ({ ...entry, index, label: fillNames(entry.label, names) }));
    const cardMoves = new Map();
    const otherMoves = [];
    for (const entry of legal) {
      if (typeof entry.move.card === "string") {
        if (!cardMoves.has(entry.move.card)) cardMoves.set(entry.move.card, []);
        cardMoves.get(entry.move.card).push(entry);
      } else {
        otherMoves.push(entry);
      }
    }
    if (this.selected !== null && !cardMoves.has(this.selected)) this.selected = null;
    const autoSelected = otherMoves.length === 0 && cardMoves.size === 1;
    if (autoSelected) this.selected = [...cardMoves.keys()][0];

    const ctx = {
      catalog: this.catalog, names, seats: session.seats, viewer: this.viewer,
      selected: this.selected, cardMoves,
    };
    const mine = this.viewer !== null && view.to_move.includes(this.viewer) && !this.pause;
    const seat = this.nextMover(view);
    const moves = otherMoves.map((entry) => ({ ...entry, key: `move:${entry.label}`, primary: true }));
    let prompt;
    if (this.selected !== null) {
      const label = this.renderer.cardLabel(this.selected, this.catalog);
      prompt = autoSelected ? `You must act with ${label}:` : `${label}: choose what to do.`;
      for (const entry of cardMoves.get(this.selected)) {
        moves.push({ ...entry, key: `move:${entry.label}`, cardMove: true,
          primary: entry.move.type !== "discard" });
      }
      if (!autoSelected) moves.push({ deselect: true, label: "Back", key: "deselect" });
    } else if (mine && cardMoves.size) {
      prompt = otherMoves.length ? "Choose a move, or pick a highlighted card." : "Pick a highlighted card from your hand.";
    } else if (mine) {
      prompt = "Choose a move.";
    } else if (view.is_over || this.pause) {
      prompt = "";
    } else {
      prompt = `Waiting for ${names[seat]}…`;
    }
    let movesNode = null; // a renderer that draws the legal moves itself (renderer.moves)
    if (this.renderer.moves && mine && legal.length) {
      ({ prompt, node: movesNode } = this.renderer.moves(view, { ...ctx, legal }));
    }
    if (this.hint) prompt = `${this.hint} ${prompt}`;
    this.hint = "";

    let turn;
    if (view.is_over) turn = "The match is over";
    else if (this.pause === "round") turn = "The round is over";
    else if (mine) turn = `Your turn, ${names[seat]}`;
    else if (session.isBot(seat)) turn = `${names[seat]} (bot) is playing…`;
    else if (session.isRemote?.(seat)) turn = `${names[seat]} to move (on their device)`;
    else turn = `${names[seat]} to move`;

    this.table.render({
      ...this.barFacts(view),
      turn, turnMine: mine, over: view.is_over,
      board: this.renderer.board(view, ctx),
      hand: this.renderer.hand(view, ctx),
      handTitle: this.viewer === null ? "" : `Your hand, ${names[this.viewer]}`,
      prompt, moves, movesNode,
      log: view.log.map((event) => ({ type: event.type, text: fillNames(event.text, names) })),
      focus, focusKey,
    });
    markDrawn(drawStart);
  }
}

const app = new AppView();
const engine = startEngine({ onProgress: (progress) => app.setProgress(progress) }); // started by index.html
const controller = new Controller({ engine, app, lobby: new LobbyView(), table: new TableView(), net: new NetView() });

if (DEBUG) {
  window.__cardtable = {
    engine,
    get match() { return controller.session?.id ?? null; },
    get seat() { return controller.viewer; },
    get view() { return controller.view; },
    get net() { return { host: controller.hostLoop, guest: controller.guest }; },
    play: (move) => controller.tableGuard(() => controller.playHuman(move)),
  };
}

controller.boot();
