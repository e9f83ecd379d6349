// The table controller: the match loop on this device. Each step asks the engine for a
// fresh view and decides what happens next (a bot moves, the device is handed over, a
// window asks its seats, a human plays); a human's click plays a legal move; a round or
// the match ends. What is drawn is a pure function of (view, UI state, renderer):
// table/model.js; this draws it. Windows run in app/windows.js, moves that play by
// themselves (bots, forced moves) in app/automoves.js, the selected card and choose-k
// picks in app/choosing.js, Undo and the settings in app/undo.js. The only rules it
// knows are the legal moves the engine lists.

import { markDrawn, markInput } from "../engine.js";
import { MatchSession } from "../match.js";
import { clearSave, writeSave } from "../storage.js";
import { rendererFor } from "../games/registry.js";
import { el } from "../view/dom.js";
import { Feed } from "../table/feed.js";
import { Motion } from "../view/motion.js";
import { Pacing } from "../table/pacing.js";
import { WindowTracker } from "../table/windows.js";
import { windowWords } from "../table/words.js";
import { choiceOf } from "../table/choose.js";
import { handoverModel, matchEndModel, roundSummaryModel, tableModel } from "../table/model.js";
import { bindPanels, choosePanel, handOnPanel, respondersPanel, sureDeclineNote } from "../table/panels.js";
import { WindowFlow } from "./windows.js";
import { AutoMoves } from "./automoves.js";
import { Choosing } from "./choosing.js";
import { UndoAndSettings } from "./undo.js";
import { Tour } from "./tour.js";
import { BotAid } from "./botaid.js";
import { BoardPlay } from "./boardplay.js";
import { pickPanel } from "../view/pickpanel.js";

export class TableController {
  /** `shell`: {engine, app, guard}; `view`: the TableView; `params`: the page's URL parameters. */
  constructor(shell, view, params, { debug = false } = {}) {
    this.shell = shell;
    this.engine = shell.engine;
    this.app = shell.app;
    this.table = view;
    this.lobby = null; // set by main.js: the lobby and devices controllers
    this.devices = null;
    this.catalogs = new Map();
    this.session = null; // the MatchSession on the table
    this.token = 0; // bumped whenever the table is left: stale async work checks it
    this.viewer = null; // the seat whose view is shown (null: nobody's hand)
    this.view = null;
    this.pause = null; // null | "handover" | "responders" | "handback" | "round" | "over"
    this.pendingSeat = null; // hot-seat: the human who must take the device
    this.responder = null; // hot-seat: who took the device in a window to answer it
    this.skipWindow = null; // the window scope (renderer.windowScope) a lone human asked not to be asked in again
    this.busy = false; // a move is being played
    this.playing = false; // a human's move is on its way to the engine
    this.steps = Promise.resolve(); // step() runs one at a time ...
    this.stepQueued = null; // ... and a step waiting to run serves every caller meanwhile
    this.tickets = 0; // saves in order (saveTicket)
    this.savedTicket = 0;
    this.pacing = new Pacing(params);
    this.trace = debug ? [] : null; // tests: when each bot answered in a window
    this.windows = new WindowTracker();
    this.flow = new WindowFlow(this);
    this.auto = new AutoMoves(this);
    this.choosing = new Choosing(this);
    this.boardplay = new BoardPlay(this); // play on the board: pick a card, tap (or drag it to) where it goes
    this.feed = new Feed(document.querySelector("#turn"), document.querySelector("#table .log-box"));
    this.motion = new Motion(document.querySelector("#table"), params); // cards fly, the mover lights (view/motion.js)
    this.undo = new UndoAndSettings(this);
    this.tour = new Tour(params); // a game's first match here: hand, moves, log (app/tour.js)
    this.botAid = new BotAid(this);
    bindPanels(document.querySelector("#table"), {
      responder: (seat) => this.flow.chooseResponder(seat),
      noResponse: () => this.tableGuard(() => this.flow.declineAll()),
      alwaysAsk: (on) => {
        if (on) this.skipWindow = null; // "Always ask me" also ends "don't ask me again this attempt"
        this.undo.setPrefs({ alwaysAsk: on });
      },
      skipWindow: (on) => this.tableGuard(() => this.flow.skipWindow(on)),
      pick: (id) => this.choosing.pick(id),
      confirmChoice: () => this.tableGuard(() => this.choosing.confirm()),
      startChoice: (index) => this.choosing.startChoice(index),
      handBack: () => this.tableGuard(() => this.handBack()),
      handOn: () => this.tableGuard(() => this.handOn()),
    });
    view.bindCard((card, how) => this.choosing.selectCard(card, how));
    view.bindMove((index) => this.tableGuard(() => this.chooseMove(index)));
    view.bindDeselect(() => this.choosing.deselect());
    view.bindLeave(() => this.guard(() => this.leaveTable()));
    view.bindHandover(() => this.tableGuard(() => this.takeDevice()));
    view.bindHandBack(() => this.tableGuard(() => this.handBack()));
    view.bindContinue(() => this.tableGuard(() => this.continueAfterRound()));
    view.bindRematch(() => this.guard(() => this.rematch()));
    view.bindBackToLobby(() => this.guard(() => this.leaveTable()));
    document.addEventListener("keydown", (event) => this.endTurnKey(event));
  }

  /** The end-turn move's index in the view (type "end", or a label "End turn…"), or -1. */
  endTurnIndex() {
    return this.view?.legal.findIndex(({ move, label }) => move.type === "end" || /^end (the )?turn/i.test(label)) ?? -1;
  }

  /** E at the table moves keyboard focus to the end-turn button (it says so: aria-keyshortcuts). */
  endTurnKey(event) {
    if (event.key.toLowerCase() !== "e" || event.altKey || event.ctrlKey || event.metaKey) return;
    if (document.body.dataset.screen !== "table" || event.target.closest?.("input, textarea, select, dialog")) return;
    const index = this.endTurnIndex();
    const button = index >= 0 ? document.querySelector(`#table button[data-move="${index}"]`) : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    button.focus();
  }

  guard(step) {
    return this.shell.guard(step);
  }

  /** guard() for work on the current table: its failures die with the table. */
  tableGuard(step) {
    const token = this.token;
    return this.shell.guard(step, () => token !== this.token);
  }

  /** What the model needs to know about the table (names, who plays where, settings). */
  facts() {
    const session = this.session;
    return {
      gameId: session.game.id, title: session.game.name, names: session.names, seats: session.seats,
      kinds: session.names.map((_, seat) => (session.isBot(seat) ? "bot"
        : session.isRemote?.(seat) ? "remote" : session.humans.includes(seat) ? "human" : "remote")),
      catalog: this.catalog, sureDecline: this.pacing.sureDecline, alwaysAsk: this.pacing.prefs.alwaysAsk,
      skipWindow: this.skipWindow, undoHere: !session.net, watching: session.net === "watch",
    };
  }

  // -- entering and leaving ----------------------------------------------------
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
    this.undo.setWords(windowWords(renderer));
    this.session = session;
    this.token += 1;
    const humans = session.humans;
    this.viewer = humans.length === 1 ? humans[0] : null;
    this.view = null;
    this.choosing.reset();
    this.pause = null;
    this.responder = null;
    this.skipWindow = null;
    this.busy = false;
    this.feed.reset(session.id, { watching: session.net === "watch" });
    this.motion.reset();
    this.table.hideEndScreens();
    this.app.show("table");
    await this.save();
    await this.step();
  }

  /** Forget the table's match: stop the bots and free the engine's copy. */
  async closeSession() {
    this.token += 1;
    this.auto.stop();
    this.windows.close();
    this.playing = false;
    this.undo.hide();
    this.tour.hide();
    const old = this.session;
    this.session = null;
    this.pause = null;
    this.busy = false;
    this.table.hideEndScreens();
    if (old) await old.close();
  }

  async leaveTable() {
    await this.closeSession();
    await this.devices.closeNet();
    this.lobby.showLobby();
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
    await this.enterTable(await MatchSession.start(this.engine, { game, seats, options }));
  }

  /**
   * Keep the match in this browser (`record`: the one a move came back with, if any).
   * `ticket` orders saves: one taken when an older move landed never overwrites a newer one.
   */
  async save(record = null, ticket = this.saveTicket()) {
    const session = this.session;
    if (!session || session.net || this.pause === "over") return; // a host keeps its table; a guest its token
    const kept = record ?? await session.record();
    if (session !== this.session || ticket < this.savedTicket || this.pause === "over") return;
    this.savedTicket = ticket;
    if (!writeSave({ record: kept, seats: session.seats })) {
      this.app.showNotice("This browser would not keep the match: it will not survive a reload.");
    }
  }

  /** A place in the order of saves, taken when the state to save came about. */
  saveTicket() {
    this.tickets += 1;
    return this.tickets;
  }

  // -- the match loop ------------------------------------------------------------
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
    this.auto.cancelForced();
    let view = await session.view(this.viewer);
    if (token !== this.token) return;
    if (view.is_over) {
      this.windows.close();
      await this.showOver(view);
      return;
    }
    const win = this.windows.track(view, this.renderer);
    if (win) {
      await this.flow.step(view, win, token);
      return;
    }
    this.responder = null;
    if (this.pause === "responders") this.pause = null;
    const seat = view.to_move[0];
    if (session.isRemote?.(seat)) {
      this.show(view);
      return;
    }
    if (session.isBot(seat)) {
      this.show(view);
      this.auto.botTurnSoon(seat, token);
      return;
    }
    if (session.humans.length > 1 && seat !== this.viewer) {
      if (await this.auto.playUnseen(seat, view, token)) return;
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
    this.auto.forcedSoon(seat, view, token);
  }

  /**
   * Another device moved: redraw unless this device is busy or paused (it redraws then);
   * a round or the match that ended there is shown here too.
   */
  remoteChanged() {
    if (!this.session || this.busy || (this.pause && this.pause !== "responders")) return;
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

  async takeDevice() {
    if (this.pause !== "handover") return;
    this.viewer = this.pendingSeat;
    this.pause = null;
    await this.step();
  }

  /**
   * Hot-seat: the player who just moved takes the device back from a screen that shows no
   * hand (hand-over, "Anyone responding?") to take their move back: their table shows, with
   * Undo, and a button that passes the device on again.
   */
  async handBack() {
    const { session, token } = this;
    const offer = this.pause === "handover" ? this.handoverShown?.handBack
      : this.pause === "responders" ? this.lastModel?.panel?.handBack : null;
    if (!session || !offer || this.playing) return;
    this.auto.cancelForced();
    this.pause = "handback";
    this.responder = null;
    this.viewer = offer.seat;
    const view = await session.view(offer.seat);
    if (token !== this.token || this.pause !== "handback") return;
    this.show(view, { focus: "moves" });
  }

  /** The device taken back, its move kept: pass it on (the hand-over or window screen again). */
  async handOn() {
    if (this.pause !== "handback") return;
    this.pause = null;
    this.viewer = null;
    await this.step();
  }

  async chooseMove(index) {
    if (this.busy || this.playing || this.pause || !this.view) return;
    const entry = this.view.legal[index];
    if (!entry || choiceOf(entry.move)) return; // a template is played through Confirm
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
    let played;
    try {
      played = await this.inTurn(() => session.play(seat, move, { view: seat }));
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
    this.choosing.reset();
    this.feed.played(seat); // "what just happened" starts afresh after this move
    await this.afterMove(played, token);
  }

  /** After a move (`played`: {events, record?}): show what follows first, then keep the match. */
  async afterMove({ events, record = null }, token) {
    const session = this.session;
    const ticket = this.saveTicket();
    if (session.net === "host") await this.devices.hostSynced();
    if (token !== this.token) return;
    await this.afterEvents(events, token);
    if (token !== this.token) return;
    await this.save(record, ticket);
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
      this.table.showRoundSummary(roundSummaryModel(roundEnd, this.view, this.renderer, session.names));
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
    this.auto.clearTimers();
    this.pause = "over";
    if (session.humans.length !== 1 && this.viewer !== null) {
      this.viewer = null; // hot-seat: the final table shows no one's hand
      view = await session.view(null);
      if (token !== this.token) return;
    }
    this.view = view;
    this.draw();
    this.table.showMatchEnd({ ...matchEndModel(view, this.renderer, session.names), rematch: session.net !== "watch" });
    await this.replays?.matchOver(session, view); // kept in the history: watch, share (app/replays.js)
  }

  /** Hot-seat: the next mover is not holding the device; hide every hand until they say so. */
  handOver(seat, view) {
    this.viewer = null;
    this.view = null;
    this.pendingSeat = seat;
    this.pause = "handover";
    this.feed.clear();
    this.motion.reset();
    this.handoverShown = handoverModel(view, seat, this.renderer, this.facts());
    this.table.showHandover(this.handoverShown);
    this.undo.refresh(view);
  }

  // -- drawing ---------------------------------------------------------------------------
  /** Draw `view` (draw() also refreshes the Undo button). */
  show(view, options = {}) {
    this.view = view;
    this.draw(options);
  }

  /** Render the current view from the pure model: board, hand, moves and panels, log. */
  draw({ focus = null, focusKey = null } = {}) {
    const drawStart = performance.now();
    const { view, renderer } = this;
    this.busy = false; // the page now shows the current state: input is welcome again
    const { choosing } = this;
    const pick = this.boardplay.prepare(view, { viewer: this.viewer, live: !(this.pause || this.playing),
      renderer, catalog: this.catalog, names: this.session.names });
    const ui = { viewer: this.viewer, selected: choosing.selected, pause: this.pause, playing: this.playing,
      hint: choosing.hint, choose: choosing.choose, pick };
    const model = tableModel({ view, ui, renderer, table: this.facts() });
    this.lastModel = model;
    choosing.selected = model.pick ? null : model.selected; // a board pick is app/boardplay.js's to keep
    choosing.hint = "";
    let movesNode = model.panel ? respondersPanel(model.panel) : model.handOn ? handOnPanel(model.handOn)
      : model.pick ? pickPanel(model.pick) : model.groups ? renderer.drawMoves(model.groups, view) : null;
    if (model.note && movesNode) movesNode = el("div", { class: "window-moves" }, movesNode, sureDeclineNote(model.note));
    this.feed.look(this.viewer, view, model.ctx.names);
    const snap = {
      ...model,
      board: renderer.board(view, model.ctx),
      hand: renderer.hand(view, model.ctx),
      movesNode,
      choiceNode: model.choice ? choosePanel(model.choice) : null,
      logStart: view.log_start,
      focus, focusKey,
    };
    const built = performance.now();
    this.botAid.refresh(view); // before the draw: the bar is measured with its Hint button as shown
    const was = this.motion.before();
    this.table.render(snap);
    this.motion.pace = this.pacing.prefs.pace;
    this.motion.after(was, view, this.viewer);
    this.boardplay.decorate();
    this.feed.mark(this.table.root);
    if (model.turnMine && model.ctx.viewer !== null) this.tour.offer(this.session.game.id, this.session.game.name);
    const end = this.endTurnIndex();
    if (end >= 0) this.table.root.querySelector(`button[data-move="${end}"]`)?.setAttribute("aria-keyshortcuts", "E");
    this.undo.refresh(view);
    markDrawn(drawStart, built);
  }
}
