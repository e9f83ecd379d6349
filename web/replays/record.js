// "Your record": per game, your results against each bot level, from the history of
// finished matches (replays/history.js). Pure (tested by node, tests/web/replays.test.js).
// A match counts when exactly one seat was played at this device and every other seat by
// a bot: its level, or "mixed" when the bots were of several levels.

/** The bots' level of a history entry ("normal", "mixed"), or null when it does not count. */
export function opponentLevel(entry) {
  const humans = entry.kinds.filter((kind) => kind === "human");
  const bots = entry.kinds.filter((kind) => typeof kind === "string" && kind.startsWith("bot:"));
  if (humans.length !== 1 || bots.length !== entry.kinds.length - 1 || bots.length === 0) return null;
  const levels = new Set(bots.map((kind) => kind.slice(4)));
  return levels.size === 1 ? [...levels][0] : "mixed";
}

/** A counted match's outcome for the human: "won", "shared" (a shared win) or "lost". */
export function outcome(entry) {
  const me = entry.kinds.indexOf("human");
  if (!entry.winners.includes(me)) return "lost";
  return entry.winners.length > 1 ? "shared" : "won";
}

/**
 * Rows of the record: [{game, title, level, played, won, shared, lost}], by game (in the
 * order of `games`, then any other) and by level (in the order of `levels`, then mixed).
 */
export function yourRecord(history, { games = [], levels = [] } = {}) {
  const rows = new Map();
  for (const entry of history) {
    const level = opponentLevel(entry);
    if (level === null) continue;
    const key = `${entry.game}\n${level}`;
    if (!rows.has(key)) {
      rows.set(key, { game: entry.game, title: entry.title ?? entry.game, level, played: 0, won: 0, shared: 0, lost: 0 });
    }
    const row = rows.get(key);
    row.played += 1;
    row[outcome(entry)] += 1;
  }
  const rank = (list, item) => {
    const at = list.indexOf(item);
    return at < 0 ? list.length : at;
  };
  return [...rows.values()].sort((a, b) => rank(games, a.game) - rank(games, b.game) || a.game.localeCompare(b.game)
    || rank(levels, a.level) - rank(levels, b.level) || a.level.localeCompare(b.level));
}

/** "3 played: 2 won, 1 lost" in words. */
export function recordLine({ played, won, shared, lost }) {
  const parts = [`${won} won`];
  if (shared) parts.push(`${shared} shared`);
  parts.push(`${lost} lost`);
  return `${played} played: ${parts.join(", ")}`;
}
