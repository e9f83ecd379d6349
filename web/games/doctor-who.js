// The Doctor Who table: every player's locations (VP, TARDIS token, the DALEK token of
// whoever attacks it, its enemies and defenders face up or as face-down counts), each
// player's time tokens, reserve, kept cards and tokens in play; the deck (Game End's place
// is public, DW-1), the discard, the final-phase banner (DW-12), the viewer's hand and, at
// the end, the scoring breakdown. Moves come only from view.legal (keys in
// docs/doctor-who-view.md), grouped by doctor-who-moves.js; the pass of three and the
// reserve/discard picks are choose-k templates (web/table/choose.js: pick and confirm).
// The recent conflicts, step by step: doctor-who-conflict.js.
// See registry.js for the interface.

import { el } from "../view/dom.js";
import { seatTags } from "../table/panels.js";
import { cardDef as def } from "../view/text.js";
import { iconPath } from "../view/facekit.js";
import { faceClasses, faceDownBacks, faceParts, handBacks, sourceNote, svgPath } from "../view/faces.js";
import { faceSpec } from "./doctor-who-faces.js";
import { plural } from "../table/words.js";
import { conflictsPanel } from "./doctor-who-conflict.js";
import { drawMoves, moveGroups } from "./doctor-who-moves.js";

const KINDS = {
  start: "Starting location", location: "Location", defender: "Defender", enemy: "Enemy",
  support: "Support", "game-end": "Game End",
};

/** The catalog entry of a card instance id ("dw-rory#3" -> catalog["dw-rory"]). */
/** A card's name as a player would say it, with what kind of card it is. */
function cardLabel(card, catalog) {
  if (card === null || card === undefined) return "a face-down card";
  const d = def(card, catalog);
  switch (d.kind) {
    case "start": case "location": return `${d.name} (location, ${plural(d.vp ?? 0, "VP")})`;
    case "defender": return `${d.name} (defender, strength ${d.strength})`;
    case "enemy": return `${d.name} (enemy, strength ${d.strength})`;
    case "support": return `${d.name} (support)`;
    default: return d.name;
  }
}

/** A card face (view/faces.js, spec from doctor-who-faces.js; a div, or a button in the
 * hand): band, VP or strength in the corner, name, what kind of enemy or how many time
 * tokens. Non-button faces are role="img", named by their aria-label. */
function face(card, catalog, { tag = "div", attrs = {}, classes = [], extra = null } = {}) {
  const d = def(card, catalog);
  const spec = faceSpec(d);
  return el(tag, {
    role: tag === "div" ? "img" : null, "aria-label": tag === "div" ? cardLabel(card, catalog) : null, ...attrs,
    class: ["dw-card", `kind-${d.kind}`, ...faceClasses(spec), ...classes],
    dataset: { face: card, ...(attrs.dataset ?? {}) },
  },
  faceParts(spec, { speakName: tag !== "div" }),
  extra);
}

/** A card lying on a location, small: its band's icon, its name, its strength; a card
 * the viewer knows lies face down shows a back's corner and says so. */
function chipFace(card, catalog, { down = false } = {}) {
  const d = def(card, catalog);
  const spec = faceSpec(d);
  return el("li", { class: ["dw-chip", `kind-${d.kind}`, `tone-${spec.tone}`, down && "known-down"], dataset: { face: card } },
    down ? el("span", { class: "back-mini", "aria-hidden": "true" }) : svgPath(iconPath(spec.icon), "dw-chip-icon"),
    el("span", { class: "dw-chip-name", text: d.name }),
    spec.badge ? el("span", { class: "dw-chip-badge", "aria-hidden": "true", text: spec.badge.text }) : null,
    el("span", { class: "sr-only", text: `${spec.badge ? ` (${spec.badge.label})` : ""}${down ? ", face down" : ""}` }));
}

function zone(view, name) {
  return view.zones[name] ?? { count: 0, cards: [] };
}

/** The zone key of a location instance ("dw-leadworth#1" -> "dw-leadworth"). */
function locKey(card) {
  return String(card).split("#")[0];
}

/** A small list of cards: face-up ones named, face-down ones the viewer knows named and
 * marked "face down", the rest as a count ("2 face down"). */
function cardList(cards, down, known, catalog, { title, seat = null, cls, zoneName = null }) {
  const rest = Math.max(0, down - known.length);
  const chips = [...cards.map((card) => chipFace(card, catalog)), ...known.map((card) => chipFace(card, catalog, { down: true })),
    rest ? faceDownBacks(rest, { classes: ["dw-chip", "down"] }) : null].filter(Boolean);
  if (!chips.length) return null;
  return el("div", { class: ["dw-stack", cls, seat !== null && `by-seat-${seat}`], dataset: zoneName ? { zone: zoneName } : null },
    el("span", { class: "dw-stack-title", text: title }),
    el("ul", { class: "dw-chips" }, chips));
}

/** One location: name, VP, tokens, its attack (DALEK owner, enemies) and its defenders. */
function locationPanel(view, ctx, seat, loc) {
  const { catalog, names, viewer } = ctx;
  const d = def(loc.card, catalog);
  const key = locKey(loc.card);
  const attacked = loc.attacker !== null && loc.attacker !== undefined;
  // cards the viewer may see face down: its own defenders here, its own attack here
  const myDefenders = seat === viewer ? (zone(view, `def:${key}`).cards ?? []).filter(Boolean) : [];
  const myAttack = attacked && loc.attacker === viewer ? (zone(view, `atk:${key}:${viewer}`).cards ?? []).filter(Boolean) : [];
  const tokens = [
    loc.tardis && el("span", { class: `tag tardis by-seat-${seat}`, text: "TARDIS" }),
    attacked && el("span", { class: `tag dalek by-seat-${loc.attacker}`, text: `DALEK: ${names[loc.attacker]}` }),
  ];
  const sr = `${d.name}, ${plural(loc.vp, "VP")}${loc.tardis ? ", TARDIS token" : ""}${attacked ? `, attacked by ${names[loc.attacker]}` : ""}`;
  const spec = faceSpec(d);
  return el("li", {
    class: ["dw-loc", `tone-${spec.tone}`, attacked && "attacked", loc.tardis && "guarded"], "aria-label": sr,
    dataset: { loc: loc.card, face: loc.card },
  },
  el("header", { class: "dw-loc-head" },
    svgPath(iconPath(spec.icon), "dw-loc-icon"),
    el("span", { class: "dw-loc-name", text: d.name }),
    el("span", { class: "dw-vp", text: `${loc.vp} VP` })),
  el("div", { class: "dw-tokens" }, tokens),
  attacked ? cardList(loc.enemies_up ?? [], loc.enemies_down ?? 0, myAttack, catalog,
    { title: `Attack (${names[loc.attacker]})`, seat: loc.attacker, cls: "dw-attack", zoneName: `atk:${key}:${loc.attacker}` }) : null,
  cardList(loc.defenders_up ?? [], loc.defenders_down ?? 0, myDefenders, catalog,
    { title: "Defenders", seat, cls: "dw-defence", zoneName: `def:${key}` }));
}

/** A card of the viewer's own reserve: a button (data-card) when it has moves (taking it
 * back to hand), else its name. */
function reserveCard(card, ctx) {
  const d = def(card, ctx.catalog);
  const moves = ctx.cardMoves.get(card) ?? [];
  if (!moves.length) return el("span", { class: "dw-reserve-card", dataset: { face: card }, text: d.name });
  const selected = ctx.selected === card;
  return el("button", {
    type: "button", class: ["dw-reserve-card", "playable", selected && "selected"], "aria-pressed": String(selected),
    dataset: { card, face: card, key: `reserve:${card}` },
  }, d.name, el("span", { class: "sr-only", text: ` (in your reserve): ${moves.length === 1 ? moves[0].label : plural(moves.length, "move")}` }));
}

/** One player: name, tags, VP, time tokens, hand and reserve counts, tokens, locations. */
function seatPanel(view, ctx, seat) {
  const { names, seats, viewer, catalog } = ctx;
  const pub = view.public;
  const facts = pub.seats?.[seat] ?? {};
  const toMove = view.to_move.includes(seat);
  const score = pub.scores?.[seat] ?? 0;
  const tags = [
    ...seatTags({ you: seat === viewer, bot: seats[seat]?.kind === "bot", active: pub.active === seat, toMove }),
  ];
  const reserve = seat === viewer ? (zone(view, `reserve:${seat}`).cards ?? []).filter(Boolean) : [];
  const kept = facts.kept ?? [];
  return el("li", {
    class: ["dw-seat", `seat-${seat}`, toMove && "to-move", seat === viewer && "viewer"],
    dataset: { seat }, "aria-label": `${names[seat]}${toMove ? ", to move" : ""}`,
  },
  el("header", { class: "plate" },
    el("h3", { class: "seat-name" }, el("span", { class: `dw-seat-mark by-seat-${seat}`, "aria-hidden": "true" }), names[seat]),
    el("span", { class: "tags" }, tags),
    el("span", { class: "seat-facts" },
      el("span", { class: "score", dataset: { score }, text: `${score} VP` }),
      el("span", { class: "dw-time", text: plural(facts.time ?? 0, "time token") }),
      handBacks(seat, facts.hand ?? 0),
      el("span", { class: "dw-reserve", dataset: { zone: `reserve:${seat}` }, text: `reserve ${facts.reserve ?? 0} (room ${facts.reserve_room ?? 0})` }),
      el("span", { class: "dw-in-play", text: `TARDIS ${facts.tardis ?? 0}/${pub.tokens ?? 5} · DALEK ${facts.daleks ?? 0}/${pub.tokens ?? 5} in play` }))),
  reserve.length || kept.length ? el("p", { class: "dw-reserve-cards", dataset: { zone: `reserve:${seat}` } },
    kept.length ? `Face up in reserve: ${kept.map((c) => def(c, catalog).name).join(", ")}. ` : "",
    reserve.length ? "Your reserve: " : "",
    reserve.map((card) => reserveCard(card, ctx))) : null,
  el("ul", { class: "dw-locs", "aria-label": `${names[seat]}’s locations`, dataset: { zone: `locs:${seat}` } },
    (facts.locations ?? []).map((loc) => locationPanel(view, ctx, seat, loc))));
}

/** Deck (and whether Game End is still in it), discard top, time-token supply, set-aside cards. */
function infoLine(view, ctx) {
  const pub = view.public;
  const discard = zone(view, "discard").cards ?? [];
  const top = discard.at(-1);
  const aside = zone(view, "aside").cards ?? [];
  const bits = [
    `Deck ${plural(pub.deck ?? 0, "card")}${pub.game_end_in_deck ? ", Game End still in it" : ""}`,
    `Time-token supply ${pub.supply ?? 0}`,
    `Discard ${discard.length}${top ? ` (top: ${def(top, ctx.catalog).name})` : ""}`,
  ];
  if (aside.length) bits.push(`Set aside: ${aside.map((c) => def(c, ctx.catalog).name).join(", ")}`);
  if (pub.active !== null && pub.active !== undefined) bits.unshift(`${ctx.names[pub.active]}’s turn (turn ${pub.turns ?? 1})`);
  return el("div", { class: "dw-info" },
    pub.final && !view.is_over ? el("p", { class: "dw-final", role: "status", text: "Final phase: one action per turn, no passing (DW-12)." }) : null,
    pub.end_in_action ? el("p", { class: "dw-end-note", text: "Game End came up this turn: draw 5 at the end (DW-11)." }) : null,
    el("p", { class: "dw-facts", text: bits.join(" · ") }));
}

/** The scoring breakdown at the end: own locations, captured ones, the total. */
function breakdown(view, ctx) {
  const rows = view.result?.breakdown;
  if (!view.is_over || !Array.isArray(rows)) return null;
  const names = (cards) => (cards ?? []).map((c) => def(c, ctx.catalog).name).join(", ") || "none";
  return el("section", { class: "dw-breakdown", "aria-label": "Final scores" },
    el("h3", { text: "Final scores" }),
    el("table", {},
      el("thead", {}, el("tr", {}, ["Player", "Own VP", "Captured VP", "Total"].map((h) => el("th", { text: h })))),
      rows.map((row, seat) => el("tbody", { dataset: { seat } },
        el("tr", {},
          el("th", { text: ctx.names[seat] }), el("td", { text: String(row.own) }), el("td", { text: String(row.captured) }),
          el("td", { class: "total", text: String(row.total) })),
        el("tr", { class: "dw-breakdown-locs" },
          el("td", { colspan: 4, text: `Own: ${names(row.own_locs)} · Captured: ${names(row.captured_locs)}` }))))));
}

export default {
  id: "doctor-who",

  cardLabel,

  moveGroups,

  drawMoves,

  status(view) {
    const pub = view.public;
    return `Turn ${pub.turns ?? 1}${pub.final ? " · final phase" : ""}`;
  },

  board(view, ctx) {
    return el("div", { class: "doctor-who" },
      infoLine(view, ctx),
      breakdown(view, ctx),
      conflictsPanel(view, ctx),
      el("ol", { class: "dw-seats" }, Array.from({ length: view.players }, (_, seat) => seatPanel(view, ctx, seat))),
      el("div", { class: "dw-spill-slot", dataset: { spillSlot: "" } }), // long move groups: after the players
      sourceNote(ctx.catalog));
  },

  hand(view, ctx) {
    if (ctx.viewer === null) return null;
    const cards = (zone(view, `hand:${ctx.viewer}`).cards ?? []).filter(Boolean);
    return el("div", { class: "hand dw-hand", role: "group", "aria-label": `${ctx.names[ctx.viewer]}'s hand` },
      cards.map((card) => {
        const moves = ctx.cardMoves.get(card) ?? [];
        const option = ctx.choosing?.options.has(card) ?? false;
        const selected = option ? ctx.choosing.picked.has(card) : ctx.selected === card;
        const doing = moves.length ? `: ${moves.length === 1 ? moves[0].label : plural(moves.length, "move")}` : "";
        return face(card, ctx.catalog, {
          tag: "button",
          classes: [(moves.length || option) && "playable", selected && "selected"],
          attrs: { type: "button", "aria-pressed": String(selected), title: def(card, ctx.catalog).text ?? null,
            dataset: { card, key: `card:${card}` } },
          extra: el("span", { class: "sr-only", text: ` (${KINDS[def(card, ctx.catalog).kind] ?? "card"})${doing}` }),
        });
      }));
  },

  winnersText(view, names) {
    const winners = view.result?.winners ?? [];
    if (!view.is_over || !winners.length) return null;
    return `${winners.map((s) => names[s]).join(" and ")} ${winners.length === 1 ? "wins" : "share the win"}`;
  },
};
