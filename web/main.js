// The controller: boots the engine, wires the views to the match, runs the bots, hands
// the device over between human seats, and saves the match after every move.
// Every change re-renders from a fresh engine view; the only rules it knows are the
// legal moves the engine lists (style.md point 11: TodoMVC vanilla-es6 controller).
//
// URL parameters: ?botDelay=<ms> (fixes every bot and forced-move delay; 0 in tests;
// see table/pacing.js for the others), ?debug=1 exposes
// window.__cardtable {engine, match, seat, view, play(move)} for tests; net/connect.js
// reads ?joinTimeout=<ms>.
// Windows (several seats asked at once, e.g. RC-10's claims) run in table/windows.js
// and table/claims.js; what changed since a seat's last look in table/feed.js.

import { markDrawn, markInput, startEngine } from "./engine.js";
import { registerServiceWorker } from "./sw-register.js";
import { MatchSession } from "./match.js";
import { clearSave, damagedRecord, loadSave, loadSetup, writeSave, writeSetup } from "./storage.js";
import { rendererFor } from "./games/registry.js";
import { el, fillNames } from "./view/dom.js";
import { AppView } from "./view/app.js";
import { LobbyView } from "./view/lobby.js";
import { TableView } from "./view/table.js";
import { NetView } from "./view/net.js";
import { ConfirmView } from "./view/confirm.js";
import { netFlow } from "./net/connect.js";
import { newInvite, offerFromLocation, parseReply } from "./net/links.js";
import { RemoteSession } from "./net/guest.js";
import { loadSettings, saveSettings } from "./net/config.js";
import { Pacing } from "./table/pacing.js";
import { WindowTracker, declineEntry, windowOf } from "./table/windows.js";
import { turnFlow } from "./table/flow.js";
import { anyClaimsPanel, bindClaims, sureDeclineNote } from "./table/claims.js";
import { Feed } from "./table/feed.js";
import { TableControls } from "./table/controls.js";

const params = new URLSearchParams(location.search);
const DEBUG = params.has("debug");
const BOT_NAMES = ["Robbie", "Marvin", "Hal", "Ava", "Data", "Kryten", "Bender", "Wall-E", "Gort"];

class Controller {
  constructor({ engine, app, lobby, table, net, confirm }) {
    this.engine = engine;
    this.net = net;
    this.confirm = confirm; // asks before anything is deleted or replaced
    this.resumeUpTo = null; // the saved match replays only up to this move (null: whole)
    this.problemActions = new Map(); // the net panel's problem buttons: id -> action
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
    this.pause = null; // null | "handover" | "claims" | "round" | "over"
    this.pendingSeat = null; // hot-seat: the human who must claim the device
    this.claimant = null; // hot-seat: who took the device in a window to answer it
    this.busy = false; // a move is being played
    this.playing = false; // a human's move is on its way to the engine
    this.hint = "";
    this.botTimer = null;
    this.autoTimer = null; // a forced move about to play itself
    this.botMoving = false; // a bot's move (outside windows) is being chosen and played
    this.steps = Promise.resolve(); // step() runs one at a time ...
    this.stepQueued = null; // ... and a step waiting to run serves every caller meanwhile
    this.undoSeat = null; // the local human whose last move may be taken back
    this.pacing = new Pacing(params);
    this.trace = DEBUG ? [] : null; // tests: when each bot answered in a window
    this.windows = new WindowTracker();
    this.feed = new Feed(document.querySelector("#turn"));
    this.controls = new TableControls(document.querySelector("#leave"));
    this.controls.fill(this.pacing.prefs);
    this.controls.bindUndo(() => this.tableGuard(() => this.undo()));
    this.controls.bindPrefs((changes) => this.setPrefs(changes));
    bindClaims(document.querySelector("#table"), {
      claimant: (seat) => this.chooseClaimant(seat),
      noClaims: () => this.tableGuard(() => this.declineAll()),
      alwaysAsk: (on) => this.setPrefs({ alwaysAsk: on }),
    });

    lobby.bindSelectGame((id) => this.selectGame(id));
    lobby.bindAddSeat(() => this.addSeat());
    lobby.bindRemoveSeat((index) => this.removeSeat(index));
    lobby.bindStart((setup) => this.guard(() => this.start(setup)));
    lobby.bindResume(() => this.guard(() => this.resume()));
    lobby.bindDiscard(() => this.guard(() => this.deleteSave()));
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

  /**
   * The saved match banner: resume it, or delete it (asks first). A save that cannot be
   * read, or (`damage` {goodMoves, reason}) whose record stops replaying, is never deleted
   * by itself: the banner says so and offers to resume its good part or delete it.
   */
  offerResume(damage = null) {
    const saved = loadSave();
    this.resumeUpTo = null;
    if (saved === null) {
      this.lobby.showResume(null);
      return;
    }
    if (saved.error) {
      this.lobby.showResume({ text: `A saved match is kept in this browser, but it cannot be read (${saved.error}).`, resumeLabel: null });
      return;
    }
    const { record, seats, savedAt } = saved.save;
    const game = this.games.find((g) => g.id === record.game && g.playable);
    if (!game) {
      this.lobby.showResume({ text: "The match saved in this browser is for a game this table cannot play.", resumeLabel: null });
      return;
    }
    if (!damage) {
      const when = Number.isFinite(savedAt) ? new Date(savedAt).toLocaleString() : "earlier";
      this.lobby.showResume({
        text: `A match of ${game.name} is in progress: ${seats.map((s) => s.name).join(", ")} (saved ${when}).`,
        resumeLabel: `Resume ${game.name} (move ${record.moves.length})`,
      });
      return;
    }
    if (damage.goodMoves === null) {
      this.lobby.showResume({ text: `The saved match of ${game.name} cannot be restored: ${damage.reason}`, resumeLabel: null });
      return;
    }
    this.resumeUpTo = damage.goodMoves;
    const { text, resumeLabel } = damagedRecord(damage.goodMoves);
    this.lobby.showResume({ text: `The saved match of ${game.name} cannot be restored in full. ${text}`, resumeLabel });
  }

  async deleteSave() {
    const yes = await this.confirm.ask({ title: "Delete the saved match?",
      text: "The match in progress on this browser is deleted: it cannot be resumed afterwards.", yes: "Delete saved match" });
    if (!yes) return;
    clearSave();
    this.offerResume();
    this.app.showNotice("The saved match was deleted.");
  }

  /** This browser keeps one match in progress: starting another replaces it, so ask first. */
  async mayReplaceSave() {
    const saved = loadSave();
    if (saved === null) return true;
    const game = saved.save && this.games.find((g) => g.id === saved.save.record.game);
    const what = game ? `the saved match of ${game.name} (move ${saved.save.record.moves.length})` : "the saved match";
    return this.confirm.ask({ title: "Replace the saved match?",
      text: `This browser keeps one match in progress: starting this one replaces ${what}.`, yes: "Start and replace" });
  }

  async start(setup) {
    const game = this.currentGame();
    if (!game) return;
    this.app.clearAlert();
    if (setup.seats.some((seat) => seat.kind === "remote")) {
      await this.host(game, setup, newInvite(game.id, setup.joinMode === "direct"));
      return;
    }
    if (!(await this.mayReplaceSave())) return;
    writeSetup(game.id, setup);
    const session = await MatchSession.start(this.engine, { game, seats: setup.seats, options: setup.options });
    await this.enterTable(session);
  }

  async resume() {
    const saved = loadSave();
    const game = saved?.save && this.games.find((g) => g.id === saved.save.record.game && g.playable);
    if (!game) {
      this.offerResume();
      return;
    }
    const { record, seats } = saved.save;
    const upTo = this.resumeUpTo;
    this.app.clearAlert();
    let session;
    try {
      session = await MatchSession.resume(this.engine, {
        game, seats, record: upTo === null ? record : { ...record, moves: record.moves.slice(0, upTo) },
      });
    } catch (err) {
      if (err?.code === "bad_record" || err?.code === "bad_request") {
        this.offerResume({ goodMoves: err.details?.good_moves ?? null, reason: err.message });
        return;
      }
      throw err;
    }
    await this.enterTable(session); // saves: the good part replaces the damaged save
  }

  // -- several devices -------------------------------------------------------
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
    if (!this.session || this.busy || (this.pause && this.pause !== "claims")) return;
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
    this.claimant = null;
    this.busy = false;
    this.feed.reset(session.id);
    this.table.hideEndScreens();
    this.app.show("table");
    await this.save();
    await this.step();
  }

  /** Forget the table's match: stop the bots and free the engine's copy. */
  async closeSession() {
    this.token += 1;
    clearTimeout(this.botTimer);
    clearTimeout(this.autoTimer);
    this.windows.close();
    this.playing = false;
    this.botMoving = false;
    this.controls.showUndo(null);
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

  /**
   * Decide what happens next: a bot moves, the device is handed over, a window asks its
   * seats, or a human plays. Steps run one at a time; callers meanwhile share one.
   */
  step() {
    if (this.stepQueued) return this.stepQueued;
    const run = this.inTurn(() => {
      this.stepQueued = null;
      return this.stepNow();
    });
    this.stepQueued = run;
    return run;
  }

  /** Run `task` after every step and move queued before it (never from inside one). */
  inTurn(task) {
    const run = this.steps.then(task);
    this.steps = run.catch(() => {});
    return run;
  }

  async stepNow() {
    const { session, token } = this;
    if (!session) return;
    clearTimeout(this.autoTimer);
    let view = await session.view(this.viewer);
    if (token !== this.token) return;
    if (view.is_over) {
      this.windows.close();
      await this.showOver(view);
      return;
    }
    const win = this.windows.track(view);
    if (win) {
      await this.stepWindow(view, win, token);
      return;
    }
    this.claimant = null;
    if (this.pause === "claims") this.pause = null;
    const seat = view.to_move[0];
    if (session.isRemote?.(seat)) {
      this.show(view);
      return;
    }
    if (session.isBot(seat)) {
      this.show(view);
      if (this.botMoving) return; // its move lands soon, and the step after it goes on
      clearTimeout(this.botTimer);
      this.botTimer = setTimeout(() => this.guard(() => this.botTurn(seat, token), token), this.pacing.botDelay());
      return;
    }
    if (session.humans.length > 1 && seat !== this.viewer) {
      if (await this.autoplayUnseen(seat, view, token)) return;
      if (token !== this.token) return;
      this.handOver(seat, view);
      markDrawn(); // the hand-over screen is this click's new view
      return;
    }
    if (this.viewer !== seat) {
      this.viewer = seat;
      view = await session.view(seat);
      if (token !== this.token) return;
    }
    this.show(view, { focus: "moves" });
    this.autoplay(seat, view, token);
  }

  async claimDevice() {
    if (this.pause !== "handover") return;
    this.viewer = this.pendingSeat;
    this.pause = null;
    await this.step();
  }

  async chooseMove(index) {
    if (this.busy || this.playing || this.pause || !this.view) return;
    const entry = this.view.legal[index];
    if (!entry) return;
    markInput(entry.move.type); // click-to-view timing (engine.js), closed by draw()
    await this.playHuman(entry.move);
  }

  /** Send `move` for the seat on view. A refusal shows the engine's reason. */
  async playHuman(move) {
    const { session, token } = this;
    const seat = this.viewer;
    if (!session || seat === null || this.playing) return;
    const at = this.view?.move_count;
    this.busy = true;
    this.playing = true; // until it lands, no redraw offers this seat's moves again
    this.app.clearAlert();
    this.table.hold(); // at once: no more input for this seat while the move is on its way
    let events;
    try {
      events = await this.inTurn(() => session.play(seat, move));
    } catch (err) {
      if (token !== this.token) return;
      this.busy = false;
      this.playing = false;
      // Refused because the table moved on meanwhile (a window closed, another device
      // moved): the move is moot, not wrong. Otherwise say why.
      const now = await session.view(seat).catch(() => null);
      if (token !== this.token) return;
      if (now === null || now.move_count === at) this.app.showAlert(err?.message || String(err));
      await this.step();
      return;
    } finally {
      if (token === this.token) this.playing = false;
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
      this.table.showRoundSummary(this.renderer.roundSummary?.(roundEnd, this.view, names) ?? {
        title: `Round ${roundEnd.round} is over`, // a game whose renderer draws no summary
        head: ["Player", "This round", "Total"],
        rows: names.map((name, seat) => ({ name, cells: [roundEnd.scores[seat], roundEnd.totals[seat]] })),
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
      gameId: this.session.game.id,
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
    const legal = this.pause || this.playing ? [] : view.legal.map((entry, index) =>
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
    const mine = this.viewer !== null && view.to_move.includes(this.viewer) && !this.pause && !this.playing;
    const seat = view.to_move.includes(this.viewer) ? this.viewer : view.to_move[0];
    const win = windowOf(view);
    const waiting = (seats) => seats.map((s) => names[s]).join(", ");
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
      // say which cards can be used: a prompt never assumes the player sees the highlight
      const handSize = view.zones[`hand:${this.viewer}`]?.count ?? 0;
      const usable = [...new Set([...cardMoves.keys()].map((card) => this.renderer.cardLabel(card, this.catalog)))];
      const which = cardMoves.size >= handSize ? "any of them"
        : usable.length > 1 ? `${usable.slice(0, -1).join(", ")} or ${usable.at(-1)}` : usable[0];
      prompt = `${otherMoves.length ? "Choose a move, or a card from your hand" : "Choose a card from your hand"}: ${which}.`;
    } else if (mine) {
      prompt = "Choose a move.";
    } else if (view.is_over || this.pause) {
      prompt = "";
    } else if (this.playing) {
      prompt = "Playing your move…";
    } else if (win) {
      prompt = `Waiting for ${waiting(win.asked)} to answer…`;
    } else {
      prompt = `Waiting for ${names[seat]}…`;
    }
    let movesNode = null; // a renderer that draws the legal moves itself (renderer.moves)
    if (this.renderer.moves && mine && legal.length) {
      ({ prompt, node: movesNode } = this.renderer.moves(view, { ...ctx, legal }));
    }
    if (this.pause === "claims") {
      const here = view.to_move.filter((s) => session.humans.includes(s));
      const others = view.to_move.filter((s) => !session.humans.includes(s)).map((s) => names[s]);
      ({ prompt, node: movesNode } = anyClaimsPanel({ asked: here, names, before: win?.before ?? null, others }));
    } else if (win && mine && session.humans.length === 1 && legal.length === 1 && declineEntry(legal)) {
      const auto = this.pacing.sureDecline;
      const note = sureDeclineNote({ alwaysAsk: this.pacing.prefs.alwaysAsk, auto });
      if (movesNode) movesNode = el("div", { class: "window-moves" }, movesNode, note);
      else if (auto) prompt = "You cannot claim now: this answers itself in a moment.";
    }
    if (this.hint) prompt = `${this.hint} ${prompt}`;
    this.hint = "";

    let turn;
    if (view.is_over) turn = "The match is over";
    else if (this.pause === "round") turn = "The round is over";
    else if (this.pause === "claims") turn = win?.before != null ? `Any claims before ${names[win.before]}’s turn?` : "Any claims?";
    else if (mine && win) turn = `Your answer, ${names[seat]}: any claim?`;
    else if (mine) turn = `Your turn, ${names[seat]}`;
    else if (win) turn = `Waiting for answers: ${waiting(win.asked)}`;
    else if (session.isBot(seat)) turn = `${names[seat]} (bot) is playing…`;
    else if (session.isRemote?.(seat)) turn = `${names[seat]} to move (on their device)`;
    else turn = `${names[seat]} to move`;

    this.feed.look(this.viewer, view, names);
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
    this.feed.mark(this.table.root);
    this.refreshUndo(view);
    markDrawn(drawStart);
  }
}
Object.assign(Controller.prototype, netFlow); // hosting and joining (net/connect.js)

Object.assign(Controller.prototype, turnFlow);

const app = new AppView();
const engine = startEngine({ onProgress: (progress) => app.setProgress(progress) }); // started by index.html
const controller = new Controller({
  engine, app, lobby: new LobbyView(), table: new TableView(), net: new NetView(), confirm: new ConfirmView(),
});

if (DEBUG) {
  window.__cardtable = {
    engine,
    get match() { return controller.session?.id ?? null; },
    get seat() { return controller.viewer; },
    get view() { return controller.view; },
    get net() { return { host: controller.hostLoop, guest: controller.guest }; },
    get windowTrace() { return controller.trace; },
    play: (move) => controller.tableGuard(() => controller.playHuman(move)),
  };
}

controller.boot();
