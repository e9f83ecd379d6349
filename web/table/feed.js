// "What just happened": per viewer, what changed since their last look, and the moves
// since their own last move. Zones whose cards changed and cards that arrived are marked
// with a CSS class for a moment (renderers tag zones with data-zone and card faces with
// data-face); the log events since the viewer's last move become a short list announced
// to screen readers (an aria-live region), the result that matters first (a score, a
// round's or the match's end: `leadOf`), newest last, from the viewer's own last move on. In hot-seat every seat has its own
// last look and last move; a hand-over screen clears the list.

import { el, fillNames, replace } from "../view/dom.js";
import { plural } from "./words.js";
import { glossed } from "../view/gloss.js";

const MARK_MS = 2600; // how long a change stays marked
const SHOWN_WIDE = 6; // the list names the newest few events (a wide screen) ...
const SHOWN_NARROW = 3; // ... fewer on a phone (table.css hides the older ones)
const WIDE = "(min-width: 1000px)"; // the log has a column of its own beside the board (style.css)
const RESULTS = /(^|_)(match_end|round_end|game_over|win|score|scored|complete|completed|claim|claimed|killed|repelled|steal|captured|attempt_over|attempt_lost|succeeds|fails)($|_)/;

/**
 * The event that matters most among `events` (pure): a match's or round's end first,
 * then a score (an event with points) or another result; null when none stands out.
 */
export function leadOf(events) {
  const rank = (event) => (/(^|_)(match_end|game_over|win)$/.test(event.type) ? 3
    : event.type === "round_end" || typeof event.points === "number" ? 2 : RESULTS.test(event.type) ? 1 : 0);
  let best = null;
  for (const event of events) if (rank(event) > 0 && (best === null || rank(event) >= rank(best))) best = event;
  return best;
}

function cardsOf(zone) {
  return zone.cards ?? null;
}

/** A zone's look: its cards when visible, else its size. */
function signature(zone) {
  return zone.cards ? zone.cards.join(" ") : `#${zone.count}`;
}

export class Feed {
  /**
   * `anchor`: the banner goes right after it (the turn line, in the pinned bar); on a wide
   * screen it heads `side` instead (the log's column, pinned beside the board), so the bar
   * stays one line and covers no more of the board than that.
   */
  constructor(anchor, side = null) {
    this.banner = el("div", { id: "feed", class: "feed", role: "status", "aria-live": "polite", "aria-atomic": "true" });
    // a phone shows the one line that matters (table.css); this opens the whole list
    this.toggle = el("button", { type: "button", class: "feed-toggle", "aria-controls": "feed", "aria-expanded": "false", hidden: true });
    this.anchor = anchor;
    this.side = side;
    this.wide = window.matchMedia(WIDE);
    this.place();
    this.wide.addEventListener("change", () => this.place());
    this.toggle.addEventListener("click", () => this.open(!this.banner.classList.contains("open")));
    this.looks = new Map(); // viewer key -> {zones: Map(name -> signature), cards: Map(name -> Set), logEnd, since}
    this.moved = new Set(); // viewer keys that just made a move: their list starts afresh at the next look
    this.marks = new Map(); // "zone:<name>" | "card:<id>" -> time first marked
    this.match = null;
    this.timer = null; // takes the marks off once they are old
  }

  /** The banner in the bar (a narrow screen) or atop the log's column (a wide one). */
  place() {
    const beside = this.side && this.wide.matches;
    if (beside && this.banner.parentNode !== this.side) this.side.prepend(this.banner, this.toggle);
    else if (!beside && this.banner.previousElementSibling !== this.anchor) this.anchor.after(this.banner, this.toggle);
    this.banner.classList.toggle("feed-beside", Boolean(beside));
  }

  /**
   * Forget every look (a new match on the table); `watching`: this device only watches,
   * so the list is the latest events since it started watching (it makes no move).
   */
  reset(matchId, { watching = false } = {}) {
    this.match = matchId;
    this.listLabel = watching ? "The latest at the table" : "Since your last move";
    this.looks.clear();
    this.marks.clear();
    this.clear();
  }

  clear() {
    replace(this.banner);
    this.toggle.hidden = true;
    this.open(false);
  }

  /** Open (or close) the whole list on a phone, where only the line that matters shows. */
  open(on) {
    this.banner.classList.toggle("open", on);
    this.toggle.setAttribute("aria-expanded", String(on));
    this.toggle.textContent = on ? "Less" : `All ${this.count ?? ""}`.trim();
  }

  /** `viewer` made a move: at their next look the list starts afresh, with that move. */
  played(viewer) {
    this.moved.add(String(viewer));
  }

  /**
   * `viewer` looks at `view`: note what changed since its last look, set the banner to
   * the new events. Call before drawing; then mark(root) after.
   */
  look(viewer, view, names) {
    const key = String(viewer);
    const last = this.looks.get(key);
    const zones = new Map();
    const cards = new Map();
    for (const [name, zone] of Object.entries(view.zones)) {
      zones.set(name, signature(zone));
      cards.set(name, new Set(cardsOf(zone) ?? []));
    }
    const logEnd = view.log_start + view.log.length;
    // after the viewer's own move the list starts afresh with that move's events
    const moved = Boolean(last) && this.moved.delete(key);
    const since = !last ? logEnd : moved ? Math.min(last.logEnd, logEnd) : Math.min(last.since, logEnd);
    this.looks.set(key, { zones, cards, logEnd, since });
    if (!last) {
      this.clear();
      return;
    }
    const now = performance.now();
    for (const [name, sig] of zones) {
      if (last.zones.get(name) === sig) continue;
      this.marks.set(`zone:${name}`, now);
      const before = last.cards.get(name) ?? new Set();
      for (const card of cards.get(name)) if (!before.has(card)) this.marks.set(`card:${card}`, now);
    }
    const fresh = view.log.slice(Math.max(0, last.logEnd - view.log_start)).some((event) => event.text);
    if (!fresh) return;
    const events = view.log.slice(Math.max(0, since - view.log_start)).filter((event) => event.text);
    const earlier = Math.max(0, view.log_start - since); // beyond the events the view carries
    const lead = leadOf(events);
    this.announce(events.map((event) => fillNames(event.text, names)), {
      lead: lead ? fillNames(lead.text, names) : null, leadAt: lead ? events.lastIndexOf(lead) : -1,
      earlier, gameId: view.game,
    });
  }

  /**
   * Show `texts` (oldest first) as the list: the newest few, `lead` (the result that
   * matters) above them, and how many earlier ones the log holds. The lead's own line in
   * the list (`leadAt`) is marked: a phone shows it once, as the lead (table.css).
   */
  announce(texts, { lead = null, leadAt = -1, earlier = 0, gameId = null } = {}) {
    const shown = texts.slice(-SHOWN_WIDE);
    const first = texts.length - shown.length;
    const older = texts.length - shown.length + earlier;
    const moreNote = (count, wide) => (count > 0 ? el("li", { class: `feed-more feed-more-${wide ? "wide" : "narrow"}`,
      text: `…${plural(count, "earlier event")} in the log` }) : null);
    // a phone shows one line: the lead, else the newest event (the others stay for screen readers)
    const top = lead ?? shown.at(-1) ?? null;
    replace(this.banner,
      lead ? el("p", { class: "feed-lead feed-top" }, glossed(lead, gameId)) : null,
      el("ol", { class: "feed-list", "aria-label": this.listLabel ?? "Since your last move" },
        moreNote(older, true),
        moreNote(texts.length - Math.min(texts.length, SHOWN_NARROW) + earlier, false),
        shown.map((text, index) => el("li", { class: [shown.length - index > SHOWN_NARROW && "feed-older",
          lead !== null && first + index === leadAt && "feed-echo",
          !lead && index === shown.length - 1 && "feed-top"] },
        glossed(text, gameId)))));
    this.count = texts.length + earlier;
    this.open(false);
    this.toggle.hidden = top === null || (texts.length <= 1 && !earlier);
  }

  /**
   * Put the "changed" / "arrived" classes on what is still marked under `root` (after a
   * redraw), and take them off when they are old. Static classes, not animations: a
   * table redrawn many times a second stays cheap to paint.
   */
  mark(root) {
    clearTimeout(this.timer);
    const now = performance.now();
    let next = Infinity;
    for (const node of root.querySelectorAll(".changed, .arrived")) node.classList.remove("changed", "arrived");
    for (const [key, since] of this.marks) {
      if (now - since >= MARK_MS) {
        this.marks.delete(key);
        continue;
      }
      next = Math.min(next, since + MARK_MS - now);
      const split = key.indexOf(":");
      const [kind, id] = [key.slice(0, split), key.slice(split + 1)];
      const selector = kind === "zone" ? `[data-zone="${CSS.escape(id)}"]` : `[data-face="${CSS.escape(id)}"]`;
      for (const node of root.querySelectorAll(selector)) node.classList.add(kind === "zone" ? "changed" : "arrived");
    }
    if (next < Infinity) this.timer = setTimeout(() => this.mark(root), next + 20);
  }
}
