// "What did the others do?": per viewer, what changed since their last look. Zones whose
// cards changed and cards that arrived are marked with a CSS class for a moment
// (renderers tag zones with data-zone and card faces with data-face); the new log
// events become a one-line banner announced to screen readers (an aria-live region).
// In hot-seat every seat has its own last look; a hand-over screen clears the banner.

import { el, fillNames } from "../view/dom.js";

const MARK_MS = 2600; // how long a change stays marked
const SHOWN_EVENTS = 3; // the banner names the newest few events

function cardsOf(zone) {
  return zone.cards ?? null;
}

/** A zone's look: its cards when visible, else its size. */
function signature(zone) {
  return zone.cards ? zone.cards.join(" ") : `#${zone.count}`;
}

export class Feed {
  /** `anchor`: the banner goes right after it (the turn line). */
  constructor(anchor) {
    this.banner = el("p", { id: "feed", class: "feed", role: "status", "aria-live": "polite", "aria-atomic": "true" });
    anchor.after(this.banner);
    this.looks = new Map(); // viewer key -> {match, zones: Map(name -> signature), cards: Map(name -> Set), logEnd}
    this.marks = new Map(); // "zone:<name>" | "card:<id>" -> time first marked
    this.match = null;
    this.timer = null; // takes the marks off once they are old
  }

  /** Forget every look (a new match on the table). */
  reset(matchId) {
    this.match = matchId;
    this.looks.clear();
    this.marks.clear();
    this.clear();
  }

  clear() {
    this.banner.textContent = "";
    this.banner.title = "";
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
    this.looks.set(key, { zones, cards, logEnd });
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
    const fresh = view.log.slice(Math.max(0, last.logEnd - view.log_start)).filter((event) => event.text);
    if (fresh.length) this.announce(fresh.map((event) => fillNames(event.text, names)));
  }

  announce(texts) {
    const shown = texts.slice(-SHOWN_EVENTS);
    const more = texts.length - shown.length;
    this.banner.textContent = (more > 0 ? `(${more} earlier in the log) ` : "") + shown.join(" ");
    this.banner.title = texts.join("\n");
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
