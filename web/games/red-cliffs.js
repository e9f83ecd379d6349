// The Battle of Red Cliffs table: the deck, the two laying-out piles (each can be looked
// through), the discard pile, the set being laid out, every player's prizes, teams and
// scores, and the viewer's hand. Moves come only from view.legal and are grouped
// (moveGroups, pure) and drawn as grouped buttons (drawMoves); the claim window's words
// are here (windowWords); the round-end breakdown comes from the round_end event.
// See registry.js for the interface.

import { andList, el, fillNames } from "../view/dom.js";
import { cardDef as def } from "../view/text.js";
import { faceClasses, faceParts, handBacks } from "../view/faces.js";
import { faceSpec } from "./red-cliffs-faces.js";
import { groupHeading, plural } from "../table/words.js";

const PILES = [0, 1];
const CATEGORIES = [
  ["same", "Same value"], ["colour", "One colour"], ["mixed", "Different colours"], ["sequence", "Sequence"],
];
const PHASES = {
  deal: "dealing", layout: "laying out before the round", claim: "claim offer", draw: "drawing",
  act: "actions", keep: "keeping a prize", return: "Light-blue angel", place: "placing the set",
  swap: "Green angel", purple: "Purple angel", event: "event", refill: "refilling the hand", over: "over",
};
// Move groups in the order shown, with their headings (presentation only).
const GROUPS = [
  ["deal", null], ["draw", null], ["claim", "Claim a set before this turn"], ["decline", null],
  ["set:hand", "Lay out a set from your hand"], ["set:0", "Lay out a set with pile 1’s top card"],
  ["set:1", "Lay out a set with pile 2’s top card"], ["keep", "Keep one card as your prize"],
  ["return", "Light-blue angel: take a card back"], ["place", "Put the other cards on the piles"],
  ["swap", "Green angel: swap a prize"], ["purple", "Purple angel: choose a player"],
  ["shuffle", "Event: shuffle a pile into the deck"], ["lay:0", "Lay out on pile 1"], ["lay:1", "Lay out on pile 2"],
  ["discard", "Discard a card"], ["pass", null], ["stop", null],
];
const PROMPTS = {
  deal: "Deal the next round.", layout: "Lay out cards to swap them for new ones, or keep your hand.",
  claim: "Claim a pile’s top card to make a set, or decline.",
  draw: "Draw a card.", refill: "Draw back up to a full hand.",
  keep: "Choose the card of the set you keep as a prize.", return: "Choose a card to take back into your hand.",
  place: "Choose where the set’s other cards go.", swap: "Choose a prize swap.",
  purple: "Choose whose hand loses a random card.", event: "Choose the pile the event shuffles into the deck.",
};

/** The catalog entry of a card instance id ("red-7#2" -> catalog["red-7"]). */
/** A card's name as a player would say it, colour always in words. */
function cardLabel(card, catalog) {
  if (card === null || card === undefined) return "a face-down card";
  const d = def(card, catalog);
  if (d.kind === "angel" && d.colour === "white") return `${d.name} (a white card: it scores as white)`;
  if (d.kind === "angel") return `${d.name} (${d.colour} angel)`;
  if (d.kind === "joker") return "Joker (black)";
  if (d.kind === "number") return `${d.name[0].toUpperCase()}${d.name.slice(1)}`;
  return d.name;
}

/** A card face (view/faces.js, spec from red-cliffs-faces.js): the colour's band and suit,
 * the value big and in the corner, an angel's name. Named by its aria-label (role="img"). */
function face(card, catalog, { mini = false, tag = "div" } = {}) {
  if (card === null) {
    return el(tag, { class: ["card", "rc-card", "back", mini && "mini"], role: "img", "aria-label": "a face-down card" });
  }
  const d = def(card, catalog);
  const spec = faceSpec(d);
  return el(tag, {
    class: ["card", "rc-card", `kind-${d.kind}`, d.colour && `colour-${d.colour}`, ...faceClasses(spec), mini && "mini"],
    role: "img", "aria-label": cardLabel(card, catalog), title: d.text ? `${cardLabel(card, catalog)}: ${d.text}` : cardLabel(card, catalog),
    dataset: { rcCard: card, face: card },
  }, faceParts(spec, { speakName: false }));
}

function zone(view, name) {
  return view.zones[name] ?? { count: 0, cards: [] };
}

function teamName(pub, team, names) {
  return `Team ${team + 1} (${pub.teams[team].map((s) => names[s]).join(", ")})`;
}

/** A face-up pile: its top card, its size, and a disclosure list of all its cards. */
function pile(view, ctx, name, title) {
  const { cards = [], count } = zone(view, name);
  const top = cards?.at(-1);
  const list = cards?.length
    ? el("details", { class: "rc-look" },
      el("summary", { dataset: { key: `look:${name}` } }, "Look through",
        el("span", { class: "sr-only", text: ` ${title} (${plural(count, "card")})` })),
      el("ol", { class: "rc-pile-list", "aria-label": `${title}, bottom to top` },
        cards.map((card) => el("li", { text: cardLabel(card, ctx.catalog) }))))
    : null;
  return el("figure", { class: ["rc-pile", `rc-${name.replace(":", "-")}`], dataset: { zone: name } },
    top ? face(top, ctx.catalog) : el("div", { class: "card empty-pile", "aria-hidden": "true" }),
    el("figcaption", {}, el("span", { class: "rc-pile-title", text: title }), " ",
      el("span", { class: "pile-count", text: plural(count, "card") })),
    list);
}

function deck(view) {
  const { count } = zone(view, "deck");
  return el("figure", { class: "rc-pile rc-deck", dataset: { zone: "deck" } },
    count ? el("div", { class: "card back", role: "img", "aria-label": `deck of ${plural(count, "card")}` })
      : el("div", { class: "card empty-pile", "aria-hidden": "true" }),
    el("figcaption", {}, el("span", { class: "rc-pile-title", text: "Deck" }), " ",
      el("span", { class: "pile-count", text: plural(count, "card") })));
}

/** The round, target, phase and (between turns) the claim offer. */
function infoLine(view, ctx) {
  const pub = view.public;
  const { names } = ctx;
  const bits = [`Round ${pub.round}`, `${plural(pub.target, "point")} to win`,
    `${names[pub.first]} plays first`, `Phase: ${PHASES[pub.phase] ?? pub.phase}`];
  if (pub.phase === "act") bits.push(`${plural(pub.actions_left, "action")} left`);
  let offer = null;
  if (pub.claim) {
    offer = `Before ${names[pub.claim.before]}’s turn, anyone may claim a set; still to answer: `
      + pub.claim.waiting.map((s) => names[s]).join(", ");
  } else if (pub.setter !== null && pub.setter !== undefined) {
    offer = `${names[pub.setter]} is laying out a ${pub.by_claim ? "claimed " : ""}set`;
  }
  return el("div", { class: "rc-info" },
    el("p", { class: "rc-facts", text: bits.join(" · ") }),
    offer ? el("p", { class: "rc-offer", text: offer }) : null,
    pub.final_turns ? el("p", { class: "rc-final", text: "Last turns of the round" }) : null);
}

function middle(view, ctx) {
  const set = zone(view, "set").cards ?? [];
  const event = zone(view, "event").cards ?? [];
  return el("div", { class: "rc-middle" },
    deck(view),
    pile(view, ctx, "pile:0", "Pile 1"),
    pile(view, ctx, "pile:1", "Pile 2"),
    pile(view, ctx, "discard", "Discard"),
    set.length ? el("figure", { class: "rc-set", dataset: { zone: "set" } },
      el("div", { class: "rc-set-cards" }, set.map((card) => face(card, ctx.catalog))),
      el("figcaption", { text: "The set being laid out" })) : null,
    event.length ? el("figure", { class: "rc-set rc-event", dataset: { zone: "event" } },
      el("div", { class: "rc-set-cards" }, event.map((card) => face(card, ctx.catalog))),
      el("figcaption", { text: "Event drawn" })) : null,
    teams(view, ctx));
}

function teams(view, ctx) {
  const pub = view.public;
  if (!(pub.team_size > 1)) return null;
  return el("ul", { class: "rc-teams", "aria-label": "Teams" },
    pub.teams.map((members, team) => el("li", { class: "rc-team", dataset: { team } },
      el("span", { class: "rc-team-name" }, `Team ${team + 1}`, // the members fold away on a phone
        el("span", { class: "rc-team-members", text: ` (${members.map((s) => ctx.names[s]).join(", ")})` })),
      el("span", { class: "score", text: plural(pub.team_totals[team], "pt") }))));
}

/** One player's place: name, tags, hand size, score, prizes face up. */
function seatPanel(view, ctx, seat) {
  const { names, seats, viewer, catalog } = ctx;
  const pub = view.public;
  const prizes = zone(view, `prizes:${seat}`).cards ?? [];
  const toMove = view.to_move.includes(seat);
  const worth = pub.prize_scores?.[seat]?.total ?? 0;
  const tags = [
    seat === viewer && el("span", { class: "tag you", text: "you" }),
    seats[seat]?.kind === "bot" && el("span", { class: "tag bot", text: "bot" }),
    pub.team_size > 1 && el("span", { class: "tag team", text: `team ${pub.team_of[seat] + 1}` }),
    pub.first === seat && el("span", { class: "tag first", text: "first" }),
    toMove && el("span", { class: "tag turn", text: "to move" }),
  ];
  return el("li", {
    class: ["rc-seat", toMove && "to-move", seat === viewer && "viewer", pub.team_size > 1 && `team-${pub.team_of[seat]}`],
    dataset: { seat }, "aria-label": `${names[seat]}${toMove ? ", to move" : ""}`,
  },
  el("header", { class: "plate" },
    el("h3", { class: "seat-name", text: names[seat] }),
    el("span", { class: "tags" }, tags),
    el("span", { class: "seat-facts" },
      handBacks(seat, zone(view, `hand:${seat}`).count),
      el("span", { class: "score", dataset: { score: pub.scores[seat] }, text: plural(pub.scores[seat], "pt") }),
      pub.phase === "over" ? null
        : el("span", { class: "round-points", dataset: { roundPoints: worth }, text: `prizes worth ${worth}` }))),
  el("div", { class: "rc-prizes", dataset: { zone: `prizes:${seat}` } },
    el("span", { class: "rc-prize-note", text: prizes.length
      ? plural(prizes.length, "prize") : "No prizes yet" }),
    prizes.length ? el("ul", { class: "rc-prize-cards", "aria-label": `${names[seat]}'s prizes` },
      prizes.map((card) => el("li", {}, face(card, catalog, { mini: true })))) : null));
}

/** The group a legal move is shown in. */
function groupOf({ move }) {
  if (move.type === "set") return move.pile === undefined || move.pile === null ? "set:hand" : `set:${move.pile}`;
  if (move.type === "lay") return `lay:${move.pile}`;
  return move.type;
}

/** The card instances a move involves (for highlighting on hover and focus). */
function involved(view, move) {
  const cards = [...(move.cards ?? []), move.card, move.mine, move.theirs].filter((c) => typeof c === "string");
  if ((move.type === "set" || move.type === "claim") && Number.isInteger(move.pile)) {
    const top = zone(view, `pile:${move.pile}`).cards?.at(-1);
    if (top) cards.push(top);
  }
  return cards;
}

// One delegated listener for the page: a move button names its cards in data-cards.
function highlight(event, on) {
  const button = event.target instanceof Element ? event.target.closest("[data-cards]") : null;
  if (!button) return;
  const ids = new Set(button.dataset.cards.split(" "));
  for (const node of document.querySelectorAll(".rc-card[data-rc-card]")) {
    if (ids.has(node.dataset.rcCard)) node.classList.toggle("rc-hl", on);
  }
}
if (typeof document !== "undefined") {
  document.addEventListener("pointerover", (e) => highlight(e, true));
  document.addEventListener("pointerout", (e) => highlight(e, false));
  document.addEventListener("focusin", (e) => highlight(e, true));
  document.addEventListener("focusout", (e) => highlight(e, false));
}

export default {
  id: "red-cliffs",

  cardLabel,

  status(view) {
    const pub = view.public;
    return `Round ${pub.round} · ${pub.target} to win`;
  },

  board(view, ctx) {
    return el("div", { class: ["red-cliffs", `seats-${view.players}`] },
      infoLine(view, ctx),
      middle(view, ctx),
      el("div", { class: "rc-spill-slot", dataset: { spillSlot: "" } }), // long move lists go here (table.js)
      el("ol", { class: "rc-seats" }, Array.from({ length: view.players }, (_, seat) => seatPanel(view, ctx, seat))));
  },

  hand(view, ctx) {
    if (ctx.viewer === null) return null;
    const cards = zone(view, `hand:${ctx.viewer}`).cards ?? [];
    return el("ul", { class: "hand rc-hand", "aria-label": `${ctx.names[ctx.viewer]}'s hand` },
      cards.map((card) => el("li", {}, face(card, ctx.catalog))));
  },

  /**
   * The legal moves in groups, as data (pure): {prompt, groups: [{key, title, moves:
   * [{index, label, move, cards, primary}]}]}. ctx.legal holds the view's legal moves
   * with their index and labels (seat names filled in).
   */
  moveGroups(view, ctx) {
    const groups = new Map();
    const seen = new Set();
    for (const entry of ctx.legal) {
      if (seen.has(entry.label)) continue; // the same move with another copy of a card
      seen.add(entry.label);
      const key = groupOf(entry);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push({
        index: entry.index, label: entry.label, move: entry.move, cards: involved(view, entry.move),
        primary: !["discard", "pass", "decline", "stop"].includes(entry.move.type),
      });
    }
    const order = GROUPS.map(([key]) => key);
    const keys = [...groups.keys()].sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));
    const heading = new Map(GROUPS);
    const pub = view.public;
    let prompt = PROMPTS[pub.phase] ?? "Choose a move.";
    if (pub.phase === "act") prompt = `Action ${3 - pub.actions_left} of 2: lay out a set, discard a card or pass.`;
    return {
      prompt: fillNames(prompt, ctx.names),
      groups: keys.map((key) => ({ key, title: heading.get(key) ?? null, moves: groups.get(key) })),
    };
  },

  /** The grouped moves as buttons (data-move; a group with a heading is a data-group section). */
  drawMoves(groups) {
    return el("div", { class: "rc-moves" }, groups.map(({ key, title, moves, counted }) => {
      const buttons = moves.map(({ index, label, cards, primary }) => el("button", {
        type: "button", class: ["move", primary ? "primary" : null],
        dataset: { move: index, key: `move:${label}`, ...(cards.length ? { cards: cards.join(" ") } : {}) }, text: label,
      }));
      return title
        ? el("section", { class: ["rc-group", `rc-group-${key.replace(":", "-")}`], "aria-label": title,
          dataset: { group: key } },
          el("h3", { class: "rc-group-title", text: groupHeading(title, buttons.length, counted) }),
          el("div", { class: "rc-group-moves" }, buttons))
        : el("div", { class: "rc-group rc-single" }, buttons);
    }));
  },

  /** RC-10's claim offer before a turn is the game's window: the seat whose turn follows. */
  windowOf(view) {
    const claim = view.public?.claim;
    return claim ? { before: claim.before } : null;
  },

  /** The window UI's words (table/words.js): a window here is a claim offer (RC-10). */
  windowWords: {
    ask: (before) => (before === null ? "Any claims?" : `Any claims before ${before}’s turn?`),
    takeDevice: "Whoever has one takes the device to choose it.",
    yourAnswer: (name) => `Your answer, ${name}: any claim?`,
    responder: (name) => `${name} has a claim`,
    none: (names) => (names.length > 1 ? "No claims" : `No claim (${names[0]})`),
    sure: "You cannot claim now: this answers itself in a moment.",
    alwaysAskSetting: "Always ask me for claims, even when I cannot claim",
  },

  /** With teams, the winning team(s) and their totals; alone, the generic text (null). */
  winnersText(view, names) {
    const pub = view.public ?? {};
    if (!(pub.team_size > 1)) return null;
    const winners = view.result?.winners ?? [];
    const teamsWon = pub.teams.flatMap((members, team) => (members.some((s) => winners.includes(s)) ? [team] : []));
    const text = teamsWon.map((team) => `${teamName(pub, team, names)} with ${plural(pub.team_totals[team], "point")}`);
    return teamsWon.length > 1 ? `Shared win: ${andList(text)}` : `Winner: ${text[0]}`;
  },

  /** The round-end dialog: each player's points per scoring category, from the event. */
  roundSummary(event, view, names) {
    const pub = view.public ?? {};
    const breakdown = event.breakdown ?? [];
    const teamsText = pub.team_size > 1 && event.team_totals
      ? `Team totals: ${event.team_totals.map((t, team) => `${teamName(pub, team, names)} ${t}`).join(" · ")}`
      : `Points to win: ${pub.target ?? "?"}`;
    return {
      title: `Round ${event.round} is over`,
      note: teamsText,
      head: ["Player", ...CATEGORIES.map(([, label]) => label), "This round", "Total"],
      rows: names.map((name, seat) => ({
        name,
        cells: [...CATEGORIES.map(([id]) => breakdown[seat]?.[id] ?? 0),
          { text: event.scores[seat], data: { roundScore: event.scores[seat] } }, event.totals[seat]],
      })),
    };
  },
};
