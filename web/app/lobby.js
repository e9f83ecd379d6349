// The lobby controller: which game, its seats (humans, bots, players on other devices)
// and options, and the match this browser keeps (resume it, resume its good part, or
// delete it, asking first). Starting a match hands it to the table controller, or to the
// devices controller when a seat is played on another device.

import { MatchSession } from "../match.js";
import { clearSave, damagedRecord, loadSave, loadSetup, writeSetup } from "../storage.js";
import { newInvite } from "../net/links.js";

const BOT_NAMES = ["Robbie", "Marvin", "Hal", "Ava", "Data", "Kryten", "Bender", "Wall-E", "Gort"];

export class LobbyController {
  /** `shell`: {engine, app, confirm, guard, games, bots}; `view`: the LobbyView. */
  constructor(shell, view) {
    this.shell = shell;
    this.view = view;
    this.table = null; // set by main.js: the table and devices controllers
    this.devices = null;
    this.gameId = null;
    this.setup = null; // {seats, options} shown in the lobby
    this.resumeUpTo = null; // the saved match replays only up to this move (null: whole)
    const guard = (step) => shell.guard(step);
    view.bindSelectGame((id) => this.selectGame(id));
    view.bindAddSeat(() => this.addSeat());
    view.bindRemoveSeat((index) => this.removeSeat(index));
    view.bindStart((setup) => guard(() => this.start(setup)));
    view.bindResume(() => guard(() => this.resume()));
    view.bindDiscard(() => guard(() => this.deleteSave()));
  }

  get games() {
    return this.shell.games;
  }

  showLobby() {
    this.shell.app.show("lobby");
    const first = this.games.find((game) => game.playable);
    this.selectGame(this.gameId ?? first?.id ?? null);
    this.offerResume();
  }

  selectGame(id) {
    const game = this.games.find((g) => g.id === id && g.playable);
    if (!game) return;
    this.gameId = id;
    this.view.showGames(this.games, id);
    this.setup = loadSetup(id) ?? this.defaultSetup(game);
    const { min_players: min, max_players: max } = game;
    if (this.setup.seats.length < min || this.setup.seats.length > max) this.setup = this.defaultSetup(game);
    this.view.showSetup(game, this.setup);
  }

  defaultSetup(game) {
    const count = Math.min(game.max_players, Math.max(game.min_players, 3));
    const seats = [{ name: "Alex", kind: "human" }];
    while (seats.length < count) seats.push(this.newBotSeat(seats));
    const options = Object.fromEntries(game.options.map((option) => [option.id, option.default]));
    return { seats, options };
  }

  newBotSeat(seats) {
    const bots = this.shell.bots;
    const taken = new Set(seats.map((seat) => seat.name));
    const name = BOT_NAMES.find((n) => !taken.has(n)) ?? `Player ${seats.length + 1}`;
    return { name, kind: "bot", bot: bots.includes("simple") ? "simple" : bots[0] };
  }

  addSeat() {
    const game = this.currentGame();
    const setup = this.view.readSetup();
    if (setup.seats.length >= game.max_players) return;
    setup.seats.push(this.newBotSeat(setup.seats));
    this.view.renderSeats(setup.seats);
    this.view.focusSeatName(setup.seats.length - 1);
  }

  removeSeat(index) {
    const game = this.currentGame();
    const setup = this.view.readSetup();
    if (setup.seats.length <= game.min_players) return;
    setup.seats.splice(index, 1);
    this.view.renderSeats(setup.seats);
    this.view.focusSeatName(Math.min(index, setup.seats.length - 1));
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
    const view = this.view;
    this.resumeUpTo = null;
    if (saved === null) {
      view.showResume(null);
      return;
    }
    if (saved.error) {
      view.showResume({ text: `A saved match is kept in this browser, but it cannot be read (${saved.error}).`, resumeLabel: null });
      return;
    }
    const { record, seats, savedAt } = saved.save;
    const game = this.games.find((g) => g.id === record.game && g.playable);
    if (!game) {
      view.showResume({ text: "The match saved in this browser is for a game this table cannot play.", resumeLabel: null });
      return;
    }
    if (!damage) {
      const when = Number.isFinite(savedAt) ? new Date(savedAt).toLocaleString() : "earlier";
      view.showResume({
        text: `A match of ${game.name} is in progress: ${seats.map((s) => s.name).join(", ")} (saved ${when}).`,
        resumeLabel: `Resume ${game.name} (move ${record.moves.length})`,
      });
      return;
    }
    if (damage.goodMoves === null) {
      view.showResume({ text: `The saved match of ${game.name} cannot be restored: ${damage.reason}`, resumeLabel: null });
      return;
    }
    this.resumeUpTo = damage.goodMoves;
    const { text, resumeLabel } = damagedRecord(damage.goodMoves);
    view.showResume({ text: `The saved match of ${game.name} cannot be restored in full. ${text}`, resumeLabel });
  }

  async deleteSave() {
    const yes = await this.shell.confirm.ask({ title: "Delete the saved match?",
      text: "The match in progress on this browser is deleted: it cannot be resumed afterwards.", yes: "Delete saved match" });
    if (!yes) return;
    clearSave();
    this.offerResume();
    this.shell.app.showNotice("The saved match was deleted.");
  }

  /** This browser keeps one match in progress: starting another replaces it, so ask first. */
  async mayReplaceSave() {
    const saved = loadSave();
    if (saved === null) return true;
    const game = saved.save && this.games.find((g) => g.id === saved.save.record.game);
    const what = game ? `the saved match of ${game.name} (move ${saved.save.record.moves.length})` : "the saved match";
    return this.shell.confirm.ask({ title: "Replace the saved match?",
      text: `This browser keeps one match in progress: starting this one replaces ${what}.`, yes: "Start and replace" });
  }

  async start(setup) {
    const game = this.currentGame();
    if (!game) return;
    this.shell.app.clearAlert();
    if (setup.seats.some((seat) => seat.kind === "remote")) {
      await this.devices.host(game, setup, newInvite(game.id, setup.joinMode === "direct"));
      return;
    }
    if (!(await this.mayReplaceSave())) return;
    writeSetup(game.id, setup);
    const session = await MatchSession.start(this.shell.engine, { game, seats: setup.seats, options: setup.options });
    await this.table.enterTable(session);
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
    this.shell.app.clearAlert();
    let session;
    try {
      session = await MatchSession.resume(this.shell.engine, {
        game, seats, record: upTo === null ? record : { ...record, moves: record.moves.slice(0, upTo) },
      });
    } catch (err) {
      if (err?.code === "bad_record" || err?.code === "bad_request") {
        this.offerResume({ goodMoves: err.details?.good_moves ?? null, reason: err.message });
        return;
      }
      throw err;
    }
    await this.table.enterTable(session); // saves: the good part replaces the damaged save
  }
}
