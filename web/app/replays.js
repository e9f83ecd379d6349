// The replays controller: a finished match kept in this browser's history, watched again
// move by move (every hand shown: the match is over, its record revealed), shared as a
// link (replays/share.js) and opened from one; the history screen and your record.
// A replay opens only a finished match: the engine refuses any other (not_finished).

import { rendererFor } from "../games/registry.js";
import { fillNames, andList } from "../view/text.js";
import { qs } from "../view/dom.js";
import { clearHistory, deleteMatch, keepMatch, loadHistory } from "../replays/history.js";
import { yourRecord } from "../replays/record.js";
import { DAMAGED, readReplayFragment, replayLink } from "../replays/share.js";

const LOG_LIMIT = 80;

/** The kinds of a session's seats: "human" here, "bot:<level>", "remote". */
export function seatKinds(session) {
  return session.seats.map((seat, index) => (seat.kind === "bot" ? `bot:${seat.bot}`
    : session.isRemote?.(index) || seat.kind === "remote" ? "remote" : "human"));
}

/** "Ann, Robbie (normal bot) and Ben (another device)". */
export function playersLine(names, kinds) {
  return andList(names.map((name, seat) => {
    const kind = kinds?.[seat] ?? "human";
    if (kind.startsWith("bot:")) return `${name} (${kind.slice(4)} bot)`;
    return kind === "remote" ? `${name} (another device)` : name;
  }));
}

/** "Winner: Ann" / "Shared win: Ann and Ben". */
export function winnerLine(names, winners) {
  const who = winners.map((seat) => names[seat]);
  if (who.length === 0) return "No winner";
  return who.length > 1 ? `Shared win: ${andList(who)}` : `Winner: ${who[0]}`;
}

/** The history's Winner column: "Ann", "Ann and Ben (shared)", "None" (the column says the rest). */
export function winnerCell(names, winners) {
  const who = winners.map((seat) => names[seat]);
  if (who.length === 0) return "None";
  return who.length > 1 ? `${andList(who)} (shared)` : who[0];
}

async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export class ReplaysController {
  /** `shell`: {engine, app, confirm, guard, games, bots}; the replay and history views. */
  constructor(shell, replayView, historyView) {
    this.shell = shell;
    this.engine = shell.engine;
    this.app = shell.app;
    this.view = replayView;
    this.history = historyView;
    this.lobby = null; // set by main.js
    this.table = null;
    this.current = null; // {key, entry, renderer, catalog, moves, step, from}
    this.finished = null; // the match that just ended on the table: an entry for watch and share
    this.token = 0; // bumped per step asked: a late reply for an older step is dropped
    const guard = (step) => shell.guard(step);
    replayView.bindStep((to) => guard(() => this.step(to)));
    replayView.bindShare(() => guard(() => this.shareCurrent()));
    replayView.bindClose(() => guard(() => this.close()));
    historyView.bind({
      watch: (id) => guard(() => this.watchKept(id)),
      share: (id) => guard(() => this.shareKept(id)),
      remove: (id) => guard(() => this.removeKept(id)),
      clear: () => guard(() => this.clearKept()),
      back: () => this.lobby.showLobby(),
    });
    qs("#open-history").addEventListener("click", () => this.showHistory());
    qs("#watch-replay").addEventListener("click", () => guard(() => this.watchFinished()));
    qs("#share-replay").addEventListener("click", () => guard(() => this.shareFinished()));
  }

  gameOf(id) {
    return this.shell.games.find((game) => game.id === id && game.playable) ?? null;
  }

  // -- the match that just ended ---------------------------------------------------
  /** The table shows a finished match: keep it in the history (a guest keeps it once revealed). */
  async matchOver(session, view) {
    this.view.matchEndShare.hide();
    // A fair match's record (every card) exists on no device before the audit; keeping it
    // from the revealed keys is not built yet (docs/fairplay.md, Left): no replay offered.
    const fair = session.net === "fair";
    qs("#watch-replay").hidden = fair;
    qs("#share-replay").hidden = fair;
    if (fair) {
      this.finished = null;
      return;
    }
    if (session.net === "guest" || session.net === "watch") { // kept when the host reveals the record (keepRevealed), maybe already
      if (this.finished?.session !== session) this.finished = null;
      return;
    }
    this.finished = null;
    if (!view.is_over) return;
    const record = await session.record();
    this.keepFinished({ game: session.game.id, title: session.game.name, names: session.names,
      kinds: seatKinds(session), result: view.result, record });
  }

  /** A guest's (or a watcher's) table across devices ended and the host revealed the record (and its proof). */
  keepRevealed(session, reveal, commit) {
    const record = reveal?.record;
    if (!record || typeof record !== "object" || !Array.isArray(record.moves)) return;
    const proof = { commit, secret: reveal.secret, contributions: reveal.contributions };
    const view = session.client?.view;
    if (!view?.is_over) return;
    this.keepFinished({ game: session.game.id, title: session.game.name, names: session.names,
      kinds: seatKinds(session), result: view.result, record, proof }, session);
  }

  keepFinished(entry, session = null) {
    this.finished = { ...entry, session };
    if (!keepMatch(entry)) this.app.showNotice("This browser would not keep the finished match in its history.");
  }

  async watchFinished() {
    if (!this.finished) {
      this.app.showAlert("The replay is ready once the match's record has arrived.");
      return;
    }
    await this.open(this.finished, "end");
  }

  async shareFinished() {
    if (!this.finished) {
      this.app.showAlert("Only a finished match can be shared; its record has not arrived yet.");
      return;
    }
    const link = await replayLink(this.finished);
    this.view.matchEndShare.show(link, await copyText(link));
  }

  // -- the replay screen -------------------------------------------------------------
  /** Open `entry` ({game, title?, names, kinds?, record, proof?}) at the deal; `from`: "end" | "history" | "link". */
  async open(entry, from) {
    const game = this.gameOf(entry.game);
    const renderer = rendererFor(entry.game);
    if (!game || !renderer) throw new Error("This replay is of a game this table cannot show.");
    const catalog = await this.table.catalogFor(entry.game);
    await this.closeReplay();
    const opened = await this.engine.call("replay_open", { record: entry.record, proof: entry.proof ?? null });
    const names = entry.names;
    this.current = { key: opened.replay, entry: { ...entry, title: entry.title ?? game.name }, renderer, catalog,
      moves: opened.moves, step: 0, from, names };
    this.view.open({
      title: game.name,
      facts: `${playersLine(names, entry.kinds)} · ${opened.moves} moves · ${winnerLine(names, opened.result.winners)}`,
      moves: opened.moves, verification: opened.verification,
    });
    this.app.show("replay");
    await this.step(0);
    this.view.focusTitle();
  }

  /** Go to a step: a number, or "start" | "back" | "forward" | "end". */
  async step(to) {
    const current = this.current;
    if (!current) return;
    const target = typeof to === "number" ? to
      : { start: 0, back: current.step - 1, forward: current.step + 1, end: current.moves }[to];
    if (!Number.isInteger(target) || target < 0 || target > current.moves) return;
    this.token += 1;
    const token = this.token;
    current.step = target;
    const reply = await this.engine.call("replay_view", { replay: current.key, step: target, log_limit: LOG_LIMIT });
    if (token !== this.token || current !== this.current) return;
    this.draw(reply);
    this.view.keepFocus();
  }

  draw({ step, moves, view, move }) {
    const { renderer, catalog, names, entry } = this.current;
    const seats = names.map((name, seat) => {
      const kind = entry.kinds?.[seat] ?? "human";
      return kind.startsWith("bot:") ? { name, kind: "bot", bot: kind.slice(4) } : { name, kind };
    });
    const ctx = { catalog, names, seats, viewer: null, selected: null, cardMoves: new Map(), choosing: null };
    const heading = move === null ? "The deal"
      : `Move ${step}: ${names[move.seat]}${move.label ? ` — ${fillNames(move.label, names)}` : ""}`;
    const events = (move?.events ?? []).filter((event) => event.text).map((event) => fillNames(event.text, names));
    const hands = names.map((name, seat) => {
      const zone = view.zones[`hand:${seat}`];
      const count = zone?.count ?? 0;
      return { name: `${name}’s hand`, count: count === 1 ? "1 card" : `${count} cards`,
        node: count ? renderer.hand(view, { ...ctx, viewer: seat }) : null };
    });
    this.view.render({
      step, moves, heading, events: events.length ? events : [move === null ? "The cards are dealt." : "Nothing is shown for this move."],
      board: renderer.board(view, ctx), hands,
      log: view.log.map((event) => ({ type: event.type, text: fillNames(event.text, names) })),
      gameId: entry.game,
    });
  }

  async shareCurrent() {
    if (!this.current) return;
    const link = await replayLink(this.current.entry);
    this.view.share.show(link, await copyText(link));
  }

  async closeReplay() {
    const current = this.current;
    this.current = null;
    this.token += 1;
    if (current) await this.engine.call("replay_close", { replay: current.key }).catch(() => {});
  }

  /** Back to where the replay was opened from. */
  async close() {
    const from = this.current?.from;
    await this.closeReplay();
    if (from === "end" && this.table.session) {
      this.app.show("table");
      qs("#watch-replay").focus();
    } else if (from === "history") {
      this.showHistory();
    } else {
      if (location.hash) history.replaceState(null, "", location.pathname + location.search);
      this.lobby.showLobby();
    }
  }

  // -- a link ------------------------------------------------------------------------------
  /** Open the replay in this page's fragment; a damaged link says so over the lobby. */
  async openLink(hash) {
    const read = await readReplayFragment(hash);
    history.replaceState(null, "", location.pathname + location.search); // a reload does not ask again
    const fail = (message) => {
      this.lobby.showLobby();
      this.app.showAlert(message);
    };
    if (read.error) {
      fail(read.error);
      return;
    }
    const { shared } = read;
    if (!this.gameOf(shared.game)) {
      fail("This replay is of a game this table cannot show.");
      return;
    }
    try {
      await this.open(shared, "link");
    } catch (err) {
      if (err?.code === "not_finished") fail("This replay link holds a match still being played: only finished matches can be replayed.");
      else if (err?.code === "bad_record" || err?.code === "bad_request") fail(DAMAGED);
      else fail(err?.message || String(err));
    }
  }

  // -- the history screen --------------------------------------------------------------
  entries() {
    return loadHistory();
  }

  showHistory() {
    this.drawHistory();
    this.app.show("history");
    this.history.focusTitle();
  }

  drawHistory() {
    const entries = this.entries();
    const games = this.shell.games.map((game) => game.id);
    const title = (id) => this.shell.games.find((game) => game.id === id)?.name ?? id;
    const rows = entries.map((entry) => ({
      id: entry.id, title: entry.title ?? title(entry.game), at: entry.at,
      players: entry.names.map((name, seat) => ({ name: playersLine([name], [entry.kinds[seat]]), score: entry.scores[seat] ?? "–",
        winner: entry.winners.includes(seat) })),
      winner: winnerCell(entry.names, entry.winners),
    }));
    const record = yourRecord(entries, { games, levels: this.shell.bots }).map((row) => ({
      ...row, title: title(row.game), levelLabel: row.level === "mixed" ? "Mixed levels" : `${row.level[0].toUpperCase()}${row.level.slice(1)} bots`,
    }));
    this.history.render(rows, record);
  }

  kept(id) {
    return this.entries().find((entry) => entry.id === id) ?? null;
  }

  async watchKept(id) {
    const entry = this.kept(id);
    if (entry) await this.open(entry, "history");
  }

  async shareKept(id) {
    const entry = this.kept(id);
    if (!entry) return;
    const link = await replayLink(entry);
    this.history.showShare(id, link, await copyText(link));
  }

  async removeKept(id) {
    const entry = this.kept(id);
    if (!entry) return;
    const index = this.entries().findIndex((e) => e.id === id);
    const when = new Date(entry.at).toLocaleString();
    const asked = { title: "Delete this match?", text: `The ${entry.title ?? entry.game} match of ${when} goes from this browser's history (and from your record).`, yes: "Delete" };
    if (!await this.shell.confirm.ask(asked)) return;
    deleteMatch(id);
    this.drawHistory();
    this.history.focusAfterDelete(index);
  }

  async clearKept() {
    const count = this.entries().length;
    if (!count) return;
    const asked = { title: "Delete every past match?", text: `All ${count} finished matches go from this browser's history, and your record with them.`, yes: "Delete all" };
    if (!await this.shell.confirm.ask(asked)) return;
    clearHistory();
    this.drawHistory();
    this.history.focusTitle();
  }
}
