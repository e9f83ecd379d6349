// Boots the page: starts the engine (the loading bar follows it before anything else
// loads), builds the views and one controller per concern, wires them to each other,
// loads the games and opens the lobby (or an invitation link).
//   app/lobby.js    game choice, seats, options, the saved match (resume, delete)
//   app/table.js    the match loop: bots, hot-seat hand-over, windows, undo, round/match end
//   app/devices.js  play across devices: hosting and joining
// What the table draws is a pure function: table/model.js (tested by node, tests/web/).
// See docs/frontend.md.
//
// URL parameters: ?botDelay=<ms> (fixes every bot and forced-move delay; 0 in tests;
// see table/pacing.js for the others), ?debug=1 exposes
// window.__cardtable {engine, match, seat, view, net, windowTrace, motion, plays, play(move)} for tests;
// app/devices.js reads ?joinTimeout=<ms>.

import { startEngine } from "./engine.js";
import { AppView } from "./view/app.js";

const params = new URLSearchParams(location.search);
const DEBUG = params.has("debug");

// The loading bar follows the engine from here on; the rest of the page loads meanwhile.
const app = new AppView();
const engine = startEngine({ onProgress: (progress) => app.setProgress(progress) }); // started by index.html

const [
  { registerServiceWorker }, { rendererFor }, { LobbyView }, { TableView }, { NetView }, { ConfirmView },
  { parseReply }, { LobbyController }, { TableController }, { DevicesController },
  { ReplayView, HistoryView }, { ReplaysController }, { isReplayHash },
] = await Promise.all([
  import("./sw-register.js"), import("./games/registry.js"), import("./view/lobby.js"), import("./view/table.js"),
  import("./view/net.js"), import("./view/confirm.js"), import("./net/links.js"), import("./app/lobby.js"),
  import("./app/table.js"), import("./app/devices.js"),
  import("./view/replays.js"), import("./app/replays.js"), import("./replays/share.js"),
]);

/** What every controller shares: the engine, the page's alerts, the games and bots. */
const shell = {
  engine,
  app,
  confirm: new ConfirmView(), // asks before anything is deleted or replaced
  games: [],
  bots: [],
  fair: { supported: {}, why_not: {} }, // fair_support: where nobody holds another seat's cards
  /**
   * Run an async step; any failure becomes a visible alert, never an uncaught error.
   * With `stale()` true at the time of a failure (the table it belonged to was left), it is ignored.
   */
  async guard(step, stale = () => false) {
    try {
      await step();
    } catch (err) {
      if (stale()) return;
      table.busy = false;
      app.showAlert(err?.message || String(err));
    }
  },
};

const lobby = new LobbyController(shell, new LobbyView());
const table = new TableController(shell, new TableView(), params, { debug: DEBUG });
const devices = new DevicesController(shell, new NetView());
const replays = new ReplaysController(shell, new ReplayView(), new HistoryView());
Object.assign(lobby, { table, devices });
Object.assign(table, { lobby, devices, replays });
Object.assign(devices, { table, lobby, replays });
Object.assign(replays, { table, lobby });

async function boot() {
  app.show("loading");
  if (parseReply(location.hash)) shell.guard(() => devices.forwardReplyLink()); // needs no engine
  try {
    await engine.ready;
    const [games, bots, fair] = await Promise.all([engine.call("games"), engine.call("bots"), engine.call("fair_support")]);
    // playable: the engine has the rules and this page has a table for it
    shell.games = games.map((game) => ({ ...game, playable: game.available && rendererFor(game.id) !== null }));
    shell.bots = bots;
    shell.fair = fair;
  } catch (err) {
    app.showLoadFailure(err?.message || String(err));
    document.documentElement.dataset.engine = "failed";
    return;
  }
  lobby.view.setBots(shell.bots);
  lobby.view.setFairSupport(shell.fair); // which games deal with nobody holding another's cards (docs/fairplay.md)
  lobby.showLobby();
  document.documentElement.dataset.engine = "ready";
  if (isReplayHash(location.hash)) shell.guard(() => replays.openLink(location.hash)); // a shared replay (#replay=)
  else devices.openInvitation();
  window.addEventListener("hashchange", () => {
    if (isReplayHash(location.hash) && !table.session) shell.guard(() => replays.openLink(location.hash));
    else devices.hashChanged();
  });
  registerServiceWorker({ onUpdateReady: (reload) => app.showUpdate(reload) });
}

if (DEBUG) {
  window.__cardtable = {
    engine,
    get match() { return table.session?.id ?? null; },
    get seat() { return table.viewer; },
    get view() { return table.view; },
    get net() { return { host: devices.hostLoop, guest: devices.guest }; },
    get fair() { return devices.fairSession; }, // a fair table's FairSession (fair/session.js)
    get windowTrace() { return table.trace; },
    get motion() { return { flown: table.motion.flown, moving: table.motion.moving }; },
    get plays() { return table.boardplay.plays; }, // the view's moves as touches on the board (app/boardplay.js)
    play: (move) => table.tableGuard(() => table.playHuman(move)),
  };
}

boot();
