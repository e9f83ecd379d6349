// Cards move (issue 19): after each draw of the table, a card that changed places travels
// there (a FLIP: First, Last, Invert, Play), and the seat that moved lights in its colour.
//
//   const motion = new Motion(tableRoot);
//   const was = motion.before();           // just before the table is patched
//   ... patch the board and the hand ...
//   motion.after(was, view, viewer);       // the flights start
//
// A card is followed by its instance id (data-face, else data-card: the renderers' own
// attributes, which the morph keeps): seen before and after in different places (the
// nearest data-zone, or the hand), it flies from its old box to its new one; one that
// appears (drawn, turned up) flies from the zone that lost a card; one that vanishes into
// a hidden place (another's hand, face down on a location) flies to the zone that gained
// one; a card that moves between hidden places (a bot draws) is a back flying from zone to
// zone. Zones are the view's (`view.zones`, counts and visible cards) and the board's
// `data-zone` elements; the viewer's hand is #hand.
//
// Every flight is a copy in a layer over the page (never clipped by a scrolling hand),
// while the card itself waits unseen in its new place: the DOM the table patched is never
// touched (tests/browser/test_morph.py stays true). Off with prefers-reduced-motion, with
// ?motion=0, and for a jump of many moves at once (a resume, a hand-over).

import { planFlights } from "./flights.js";

const PACE_MS = { fast: 150, normal: 220, slow: 250 }; // a flight, by the table's pace (table/pacing.js)
const LIGHT_MS = 1400; // how long the seat that moved stays lit
const MAX_FLIGHTS = 8;

/** The place a card node lies in: its nearest data-zone, or the hand, or the board. */
function placeOf(node) {
  const zoned = node.parentElement?.closest("[data-zone]");
  if (zoned) return `zone:${zoned.dataset.zone}`;
  return node.closest("#hand") ? "hand" : "board";
}

function boxOf(node) {
  const r = node.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
}

function visible(node) {
  return node.getClientRects().length > 0;
}

/**
 * The transform that puts a copy laid out in `home` onto `box`: exactly (a card's own old
 * or new box), or scaled evenly and centred (a zone's box, any shape).
 */
function placed(home, box, { exact = false } = {}) {
  if (exact) {
    return `translate(${box.left - home.left}px, ${box.top - home.top}px) scale(${box.width / home.width}, ${box.height / home.height})`;
  }
  const s = Math.min(box.width / home.width, box.height / home.height, 1.5);
  const dx = box.left + box.width / 2 - (home.left + (home.width * s) / 2);
  const dy = box.top + box.height / 2 - (home.top + (home.height * s) / 2);
  return `translate(${dx}px, ${dy}px) scale(${s})`;
}

/** A copy of `node` with nothing a test, a listener or a screen reader could take for it. */
function ghostOf(node) {
  const ghost = node.cloneNode(true);
  for (const el of [ghost, ...ghost.querySelectorAll("*")]) {
    for (const name of [...el.getAttributeNames()]) {
      if (name === "id" || name.startsWith("data-") || name.startsWith("aria-") || name === "role" || name === "tabindex") {
        el.removeAttribute(name);
      }
    }
  }
  ghost.classList.remove("selected", "playable", "changed", "arrived");
  ghost.classList.add("flying");
  ghost.setAttribute("aria-hidden", "true");
  ghost.inert = true;
  return ghost;
}

export class Motion {
  /** `root`: the table screen; `params`: the page's URL parameters (?motion=0 turns it off). */
  constructor(root, params = new URLSearchParams(location.search)) {
    this.root = root;
    this.off = params.get("motion") === "0";
    this.reduced = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : null;
    this.layer = document.createElement("div");
    this.layer.className = "motion-layer";
    this.layer.setAttribute("aria-hidden", "true");
    document.body.append(this.layer);
    this.last = null; // {view, viewer} drawn last
    this.measured = null; // {cards, zones} measured after the last draw, until the page paints
    this.running = []; // animations to stop when the table changes again
    this.pace = "normal";
    this.lit = null; // {seats, since}
    this.timer = null;
    this.flown = 0; // flights started (tests read it through ?debug=1)
  }

  /** Is movement on (not reduced, not turned off)? */
  get moving() {
    return !this.off && !(this.reduced?.matches ?? false);
  }

  /** Forget the last view (a new match, a hand-over): the next draw moves nothing. */
  reset() {
    this.stop();
    this.last = null;
    this.measured = null;
    this.lit = null;
  }

  /** Stop the flights under way (their cards show in their places at once). */
  stop() {
    for (const animation of this.running) animation.cancel();
    this.running = [];
    this.layer.replaceChildren();
  }

  /**
   * Where every card and zone is now, just before the table is patched. Drawn again before
   * the page painted (bots at ?botDelay=0), the table is where the last draw measured it:
   * that measure serves, and no layout is forced.
   */
  before() {
    if (!this.moving || !this.last) {
      this.stop();
      return null;
    }
    const { view, viewer } = this.last;
    const fresh = this.measured && performance.now() - this.measured.at < 250;
    const was = fresh ? { cards: this.measured.cards, zones: this.measured.zones, view, viewer }
      : { cards: this.cardBoxes(), zones: this.zoneBoxes(viewer), view, viewer };
    this.stop(); // after measuring: taking the copies away changes the page
    return was;
  }

  /** The card nodes on screen by instance id, with their boxes and places (a card shown
   * twice, as a chain link and its mission, is not followed). */
  cardBoxes() {
    const cards = new Map();
    const twice = new Set();
    for (const node of this.root.querySelectorAll("#board [data-face], #hand [data-face], #hand [data-card]")) {
      const id = node.dataset.face ?? node.dataset.card;
      if (!visible(node)) continue;
      if (cards.has(id)) twice.add(id);
      else cards.set(id, { node, box: boxOf(node), place: placeOf(node) });
    }
    for (const id of twice) cards.delete(id);
    return cards;
  }

  /** The boxes of the zones on screen (the first element of each), the viewer's hand as #hand. */
  zoneBoxes(viewer) {
    const zones = new Map();
    for (const node of this.root.querySelectorAll("#board [data-zone]")) {
      const name = node.dataset.zone;
      if (!zones.has(name) && visible(node)) zones.set(name, boxOf(node));
    }
    const hand = this.root.querySelector("#hand");
    if (viewer !== null && viewer !== undefined && hand && visible(hand)) zones.set(`hand:${viewer}`, boxOf(hand));
    return zones;
  }

  /** The table was patched to show `view` for `viewer`: the cards fly, the mover lights. */
  after(was, view, viewer) {
    const previous = this.last;
    this.last = { view, viewer };
    if (previous && previous.viewer === viewer && previous.view.game === view.game) this.light(previous.view, view, viewer);
    this.measured = null;
    if (!was || was.viewer !== viewer || was.view.game !== view.game
        || Math.abs((view.move_count ?? 0) - (was.view.move_count ?? 0)) > 4) {
      this.mark();
      return;
    }
    const cards = this.cardBoxes(); // measured before the seat light changes a class: no second layout
    const zones = this.zoneBoxes(viewer);
    // good until the page paints (then scrolling or a resize may move things)
    this.measured = { cards, zones, at: performance.now() };
    requestAnimationFrame(() => { this.measured = null; });
    const flights = planFlights({
      before: { view: was.view, cards: was.cards, zones: was.zones },
      after: { view, cards, zones },
      limit: MAX_FLIGHTS,
    });
    for (const flight of flights) this.fly(flight, was.cards, cards);
    this.mark();
  }

  /**
   * One flight: a copy of the card from `from` to `to` (a back for cards nobody here
   * sees), while the card itself waits unseen where it landed. The copy keeps its own
   * shape: it is scaled evenly and centred on a zone's box.
   */
  fly(flight, oldCards, newCards) {
    const ms = PACE_MS[this.pace] ?? PACE_MS.normal;
    const { from, to } = flight;
    if (!from || !to || !(to.width > 0) || !(from.width > 0)) return;
    const landing = flight.card ? newCards.get(flight.card)?.node ?? null : null;
    const left = flight.card && !landing ? oldCards.get(flight.card)?.node ?? null : null;
    let ghost;
    let home; // where the copy is laid out: the card's own box, or a card-sized box for a back
    if (landing) {
      ghost = ghostOf(landing);
      home = to;
    } else if (left) {
      ghost = ghostOf(left);
      home = from;
    } else {
      ghost = document.createElement("div");
      ghost.className = "flying flying-back";
      const w = Math.max(24, Math.min(48, to.width, from.width * 0.8));
      home = { left: from.left + (from.width - w) / 2, top: from.top + (from.height - w * 1.4) / 2, width: w, height: w * 1.4 };
    }
    Object.assign(ghost.style, {
      position: "fixed", left: `${home.left}px`, top: `${home.top}px`, width: `${home.width}px`, height: `${home.height}px`,
      margin: "0", transformOrigin: "0 0",
    });
    this.layer.append(ghost);
    const keyframes = [
      { transform: landing ? placed(home, from, { exact: flight.kind === "move" }) : "none", opacity: flight.kind === "appear" ? 0.4 : 1 },
      { transform: placed(home, to, { exact: landing !== null }), opacity: flight.kind === "vanish" || flight.kind === "hidden" ? 0.35 : 1 },
    ];
    const animation = ghost.animate(keyframes, { duration: ms, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" });
    this.running.push(animation);
    if (landing) this.running.push(landing.animate([{ opacity: 0 }, { opacity: 0 }], { duration: ms }));
    animation.finished.then(() => ghost.remove(), () => ghost.remove());
    this.flown += 1;
  }

  /** The seats that moved between `before` and `now` (to move then, logged since), but the viewer. */
  light(before, now, viewer) {
    const seen = (before.log_start ?? 0) + (before.log?.length ?? 0);
    const fresh = (now.log ?? []).slice(Math.max(0, seen - (now.log_start ?? 0)));
    const asked = new Set(before.to_move ?? []);
    const seats = new Set(fresh.map((event) => event.seat).filter((seat) => asked.has(seat) && seat !== viewer));
    if (seats.size) this.lit = { seats, since: performance.now() };
  }

  /** Put `moved` on the lit seats' places (after a patch, which takes it off), while fresh. */
  mark() {
    clearTimeout(this.timer);
    for (const node of this.root.querySelectorAll("#board li[data-seat].moved")) node.classList.remove("moved", "moved-still");
    if (!this.lit) return;
    const age = performance.now() - this.lit.since;
    if (age >= LIGHT_MS) {
      this.lit = null;
      return;
    }
    for (const seat of this.lit.seats) {
      for (const node of this.root.querySelectorAll(`#board li[data-seat="${seat}"]`)) {
        node.classList.add("moved");
        if (!this.moving) node.classList.add("moved-still");
      }
    }
    this.timer = setTimeout(() => this.mark(), LIGHT_MS - age + 20);
  }
}
