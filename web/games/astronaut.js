// The Astronaut table: every player's row of seven stage slots (with the Reserve
// Astronaut exchange row above it and DELAY / General Interest cards beside it), the
// pack and discard pile, and the viewer's hand. See registry.js for the interface.
// It draws what the view says; what may be done comes only from view.legal.

import { el } from "../view/dom.js";
import { cardDef as def } from "../view/text.js";
import { faceClasses, faceParts, handBacks } from "../view/faces.js";
import { faceSpec } from "./astronaut-faces.js";

const STAGES = 7;
// What a hand card is, said after its visible text (for screen readers).
const WHAT = {
  stage: "stage card", sub: "stands in for a stage from 2 to 6", reserve: "can start a row as stage 1",
  ill: "must be discarded", delay: "costs the receiver two turns", gi: "General Interest card, costs the receiver one turn",
};

/** The catalog entry of a card instance id ("stage-3#2" -> catalog["stage-3"]). */
/** A card's name as a player would say it. */
function cardLabel(card, catalog) {
  if (card === null) return "a face-down card";
  const d = def(card, catalog);
  switch (d.kind) {
    case "stage": return `${d.name} (stage ${d.stage})`;
    case "sub": return "SUB (substitute stage card)";
    case "reserve": return "Reserve Astronaut (RES. A)";
    case "ill": return "ILL card";
    case "delay": return "DELAY card";
    case "gi": return `${d.name} (General Interest card)`;
    default: return d.name;
  }
}

/**
 * A card face (view/faces.js, spec from astronaut-faces.js): `tag` (div or button), the
 * band, the stage number in the corner and big, the name. `asStage` names the slot a SUB
 * stands in. Non-button faces are role="img".
 */
function face(card, catalog, { tag = "div", attrs = {}, classes = [], asStage = null } = {}) {
  if (card === null) {
    return el(tag, { role: tag === "div" ? "img" : null, "aria-label": "a face-down card", ...attrs,
      class: ["card", "back", ...classes] });
  }
  const d = def(card, catalog);
  const isStage = d.kind === "stage";
  const spec = faceSpec(d);
  let label = cardLabel(card, catalog);
  if (asStage !== null && !isStage) label += ` as stage ${asStage}`;
  return el(tag, {
    role: tag === "div" ? "img" : null, "aria-label": label, ...attrs, dataset: { face: card, ...attrs.dataset },
    class: ["card", `kind-${d.kind}`, isStage && `stage-${d.stage}`, ...faceClasses(spec), ...classes],
  },
  faceParts(spec, { speakName: false }),
  asStage !== null && !isStage && asStage !== 1
    ? el("span", { class: "card-as", "aria-hidden": "true", text: `as ${asStage}` }) : null);
}

/**
 * A hand card: a button with its face, named by its name ("Rocket"), then, for screen
 * readers, what the card is and what it can do now ("(stage 3, stage card): Play Rocket as stage 3").
 */
function handCard(card, ctx, moves) {
  const d = def(card, ctx.catalog);
  const isStage = d.kind === "stage";
  const option = ctx.choosing?.options.has(card) ?? false; // a choose-k option: pressed when picked
  const selected = option ? ctx.choosing.picked.has(card) : ctx.selected === card;
  const doing = moves.length ? `: ${moves.map((m) => m.label).join(" or ")}` : "";
  const spec = faceSpec(d);
  return el("button", {
    type: "button", "aria-pressed": String(selected), dataset: { card, key: `card:${card}` },
    class: ["card", `kind-${d.kind}`, isStage && `stage-${d.stage}`, ...faceClasses(spec), (moves.length || option) && "playable",
      selected && "selected"],
  },
  faceParts(spec),
  el("span", { class: "sr-only", text: ` (${isStage ? `stage ${d.stage}, ` : ""}${WHAT[d.kind] ?? "card"})${doing}` }));
}

/**
 * Seven numbered slots holding `cards` from stage `firstStage` on (1 but during an Astronaut
 * exchange, when the cards already moved up have left the row's first slots); the next
 * empty slot marked.
 */
function slots(cards, catalog, { label, mark = true, kind = "row", firstStage = 1, zone: zoneName = null }) {
  return el("ol", { class: ["slots", kind], "aria-label": label, dataset: zoneName ? { zone: zoneName } : null },
    Array.from({ length: STAGES }, (_, i) => {
      const stage = i + 1;
      const card = cards[i - (firstStage - 1)];
      if (card !== undefined) {
        return el("li", { class: "slot filled", dataset: { stage } },
          face(card, catalog, { asStage: stage, classes: ["mini"] }));
      }
      const next = mark && i === firstStage - 1 + cards.length;
      return el("li", { class: ["slot", "empty", next && "next"], dataset: { stage } },
        el("span", { class: "slot-number", "aria-hidden": "true", text: stage }),
        el("span", { class: "sr-only", text: `stage ${stage} empty` }));
    }));
}

function zone(view, name) {
  return view.zones[name] ?? { count: 0, cards: [] };
}

/** One player's place: name plate, exchange row, row of stages and delay cards. */
function seatPanel(view, ctx, seat) {
  const { catalog, names, seats, viewer } = ctx;
  const pub = view.public;
  const row = zone(view, `row:${seat}`).cards ?? [];
  const upper = zone(view, `upper:${seat}`).cards ?? [];
  const incoming = zone(view, `incoming:${seat}`).cards ?? [];
  const delay = zone(view, `delay:${seat}`).cards ?? [];
  const handCount = zone(view, `hand:${seat}`).count;
  const toMove = view.to_move.includes(seat);
  const name = names[seat];
  // the row's first card stands at this stage (past 1 once an exchange has moved cards up)
  const firstStage = Math.max(1, (pub.next_stage?.[seat] ?? row.length + 1) - row.length);
  const total = pub.scores[seat];
  const thisRound = pub.round_points?.[seat];

  const tags = [
    seat === viewer && el("span", { class: "tag you", text: "you" }),
    seats[seat]?.kind === "bot" && el("span", { class: "tag bot", text: "bot" }),
    pub.dealer === seat && el("span", { class: "tag dealer", text: "dealer" }),
    toMove && el("span", { class: "tag turn", text: "to move" }),
  ];
  const plate = el("header", { class: "plate" },
    el("h3", { class: "seat-name", text: name }),
    el("span", { class: "tags" }, tags),
    el("span", { class: "seat-facts" },
      handBacks(seat, handCount),
      el("span", { class: "score", dataset: { score: total }, text: points(total) }),
      thisRound === undefined || pub.phase === "over" ? null
        : el("span", { class: "round-points", dataset: { roundPoints: thisRound },
          text: `row worth ${points(thisRound)}` })));

  const beside = [];
  for (const card of incoming) {
    beside.push(el("div", { class: "beside-card incoming", dataset: { zone: `incoming:${seat}` } },
      face(card, catalog, { classes: ["mini"] }),
      el("span", { class: "beside-note", text: "handed over" })));
  }
  for (const card of delay) {
    beside.push(el("div", { class: "beside-card placed", dataset: { zone: `delay:${seat}` } },
      face(card, catalog, { classes: ["mini"] }),
      el("span", { class: "beside-note", text: "delayed" })));
  }

  return el("li", {
    class: ["seat", toMove && "to-move", seat === viewer && "viewer", (incoming.length || delay.length) && "delayed"],
    dataset: { seat }, "aria-label": `${name}${toMove ? ", to move" : ""}`,
  },
  plate,
  upper.length ? el("div", { class: "exchange" },
    el("p", { class: "exchange-note", text: "Astronaut exchange: cards moved up" }),
    slots(upper, catalog, { label: `${name}'s exchange row`, mark: false, kind: "upper", zone: `upper:${seat}` })) : null,
  el("div", { class: "row-line" },
    slots(row, catalog, { label: `${name}'s row`, mark: !upper.length, firstStage, zone: `row:${seat}` }),
    beside.length ? el("div", { class: "beside" }, beside) : null));
}

function points(n) {
  return `${n} ${n === 1 ? "pt" : "pts"}`;
}

/**
 * AS-G2's count, once a whole round of turns went by without a new stage: turns in a
 * row without one, against the limit that ends the round as it stands (or "").
 */
function quietText(view) {
  const { quiet_turns: quiet, quiet_limit: limit, phase } = view.public;
  if (!(quiet >= view.players) || !limit || phase === "over" || phase === "deal") return "";
  return ` · no new stage for ${quiet} of ${limit} turns`;
}

/** One player's row in the round-end table: what scored (1 each), what did not, the bonus. */
function breakdownCells(entry = {}) {
  const zero = [entry.subs && `${entry.subs} SUB`, entry.reserve && `${entry.reserve} RES. A`].filter(Boolean);
  return [
    entry.stages ?? "–",
    zero.length ? `${zero.join(", ")}: 0` : "–",
    entry.bonus ? `+${entry.bonus}` : "–",
  ];
}

/** The pack and discard pile; each is also a (mouse) shortcut for its draw move. */
function piles(view, ctx) {
  const pack = zone(view, "pack");
  const discard = zone(view, "discard");
  const drawIndex = (from) => view.legal.findIndex(({ move }) => move.type === "draw" && move.from === from);
  const pile = (kind, title, count, top, index) => {
    const interactive = index >= 0;
    const body = top === undefined
      ? el("div", { class: "card empty-pile", "aria-hidden": "true" })
      : face(top, ctx.catalog);
    return el("figure", { class: ["pile", kind, interactive && "drawable"], dataset: { zone: kind } },
      interactive
        ? el("button", { type: "button", class: "pile-button", tabindex: "-1", dataset: { move: index },
          title: view.legal[index].label, "aria-hidden": "true" }, body)
        : body,
      el("figcaption", {}, el("span", { text: title }), " ", el("span", { class: "pile-count", text: count })));
  };
  return el("div", { class: "piles" },
    pile("pack", "Pack", pack.count, pack.count ? null : undefined, drawIndex("pack")),
    pile("discard", "Discard", discard.count, discard.cards?.at(-1), drawIndex("discard")));
}

export default {
  id: "astronaut",

  cardLabel,

  /** A discard is shown as the lesser choice among a card's moves. */
  secondaryMove(move) {
    return move.type === "discard";
  },

  status(view) {
    const { round, rounds } = view.public;
    return `Round ${round} of ${rounds}${quietText(view)}`;
  },

  shortStatus(view) {
    // the turns with no new stage once half the limit has gone (before, the move count)
    const { round, rounds, quiet_turns: quiet, quiet_limit: limit } = view.public;
    const near = quietText(view) && quiet * 2 >= limit;
    return `Round ${round} of ${rounds}${near ? ` · no stage ${quiet}/${limit}` : ""}`;
  },

  board(view, ctx) {
    return el("div", { class: "astronaut" },
      piles(view, ctx),
      el("ol", { class: "seats" }, Array.from({ length: view.players }, (_, seat) => seatPanel(view, ctx, seat))));
  },

  hand(view, ctx) {
    if (ctx.viewer === null) return null;
    const cards = zone(view, `hand:${ctx.viewer}`).cards ?? [];
    return el("div", { class: "hand", role: "group", "aria-label": `${ctx.names[ctx.viewer]}'s hand` },
      cards.map((card) => handCard(card, ctx, ctx.cardMoves.get(card) ?? [])));
  },

  /**
   * The round-end dialog: per player the real stage cards (1 point each), the SUBs and
   * Reserve Astronaut (0), the landing bonus, the round and the match total, from the
   * round_end event; the final board stays on the table behind it until the next deal.
   */
  roundSummary(event, view, names) {
    const rounds = view.public?.rounds ?? event.round;
    const breakdown = event.breakdown ?? [];
    const landed = event.lander === null || event.lander === undefined
      ? "Nobody landed on the Moon this round." : `${names[event.lander]} landed on the Moon!`;
    const exchanging = names.filter((_, seat) => breakdown[seat]?.exchange);
    const partial = exchanging.length
      ? ` Mid-exchange, only the cards moved up count (${exchanging.join(", ")}).` : "";
    return {
      title: `Round ${event.round} of ${rounds} is over`,
      note: `${landed}${partial}`,
      head: ["Player", "Stage cards", "SUB, RES. A", "Bonus", "This round", "Total"],
      rows: names.map((name, seat) => ({
        name,
        cells: [...breakdownCells(breakdown[seat]),
          { text: event.scores[seat], data: { roundScore: event.scores[seat] } }, event.totals[seat]],
      })),
    };
  },
};
