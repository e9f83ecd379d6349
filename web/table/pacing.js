// Table settings kept in this browser, and the delays they give: how fast bots play
// (fast / normal / slow), whether a move that is the only legal one plays itself, and
// whether a response window always waits for you even when you can only pass.
// URL parameters for tests: ?botDelay=<ms> fixes every bot delay (0: none) and, unless
// asked for, turns off what plays by itself: forced moves (?autoplay=1 turns them on,
// at that delay) and sure declines (?declineDelay=<ms> turns them on, at that delay).
// ?autoplay=0 turns forced moves off in any case; ?windowDelay=<ms> fixes when bots
// answer in a window (default: ?botDelay, else from the pace and the bots asked).

const SCOPE = new URL("../", import.meta.url).pathname;
const KEY = `cardtable:${SCOPE}:table-prefs`;

/** Milliseconds between a bot's moves at each pace. */
export const PACES = { fast: 300, normal: 900, slow: 1800 };
export const PACE_NAMES = { fast: "Fast", normal: "Normal", slow: "Slow" };
const DEFAULTS = { pace: "normal", autoplay: true, alwaysAsk: false };
const AUTOPLAY_MS = 700; // the pause before a forced move plays itself
const DECLINE_MS = [1500, 4000]; // a sure decline is sent after a random time in this range
const THINK_MS = 450; // per bot asked in a window: more than the slowest bot thinks (0.25 s)

/** The settings kept in this browser (defaults for anything missing or unreadable). */
export function loadPrefs() {
  let kept = {};
  try {
    kept = JSON.parse(localStorage.getItem(KEY) ?? "{}") ?? {};
  } catch {
    kept = {};
  }
  return {
    pace: Object.hasOwn(PACES, kept.pace) ? kept.pace : DEFAULTS.pace,
    autoplay: typeof kept.autoplay === "boolean" ? kept.autoplay : DEFAULTS.autoplay,
    alwaysAsk: typeof kept.alwaysAsk === "boolean" ? kept.alwaysAsk : DEFAULTS.alwaysAsk,
  };
}

export function savePrefs(prefs) {
  try {
    localStorage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // not kept: the settings last until the page is closed
  }
}

function param(params, name) {
  const ms = Number.parseInt(params.get(name) ?? "", 10);
  return Number.isFinite(ms) ? Math.min(10000, Math.max(0, ms)) : null;
}

/** A uniformly random whole number in [low, high] from the CSPRNG (UI timing, not rules). */
export function randomBetween(low, high) {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return low + Math.floor((value / 2 ** 32) * (high - low + 1));
}

/** The delays the table uses, from the settings and the page's URL parameters. */
export class Pacing {
  constructor(params = new URLSearchParams(location.search)) {
    this.fixed = param(params, "botDelay"); // tests: one delay for everything
    this.declineFixed = param(params, "declineDelay");
    this.windowFixed = param(params, "windowDelay");
    this.autoplayParam = params.get("autoplay");
    this.prefs = loadPrefs();
  }

  set(changes) {
    this.prefs = { ...this.prefs, ...changes };
    savePrefs(this.prefs);
  }

  /** Before a bot's move outside a window. */
  botDelay() {
    return this.fixed ?? PACES[this.prefs.pace];
  }

  /** Does a move that is the only legal one play itself? */
  get autoplay() {
    if (this.autoplayParam === "0") return false;
    return this.prefs.autoplay && (this.fixed === null || this.autoplayParam === "1");
  }

  /** Before a forced move plays itself. */
  autoplayDelay() {
    return this.fixed === null ? AUTOPLAY_MS : Math.min(this.fixed, AUTOPLAY_MS);
  }

  /**
   * From a window's opening to the bots' answers: fixed by public facts only (the pace
   * and how many bots are asked), longer than the bots take to think, so when a bot
   * answers never depends on its hand.
   */
  windowBotDelay(botsAsked) {
    return this.windowFixed ?? this.fixed ?? Math.max(PACES[this.prefs.pace], 300 + THINK_MS * botsAsked);
  }

  /** Does a seat that can only decline in a window decline by itself? */
  get sureDecline() {
    return !this.prefs.alwaysAsk && (this.fixed === null || this.declineFixed !== null);
  }

  /** Before a seat that can only decline declines by itself (a random time). */
  declineDelay() {
    return this.declineFixed ?? randomBetween(...DECLINE_MS);
  }
}
