// The Red Dwarf table: the response chain as a stack (newest on top) while it is built and
// resolves, the laundry list, the garbage pod's top (zed shift), the BBC (episodes and
// Holly at home), the four cast with their focus and their missions (each icon of a
// mission's ribbon open or filled, and by whose travel card; the wild card's assignment),
// both players with their stasis booths and plot points, and the viewer's hand. Moves come
// only from view.legal (keys in docs/red-dwarf-view.md): grouped (moveGroups, pure) and
// drawn as buttons (drawMoves); a card with many moves (an episode's cast, a wild card's
// icons) is chosen first. The response window's words name the play it answers
// (windowWords). See registry.js for the interface.

import { el } from "../view/dom.js";
import { seatTags } from "../table/panels.js";
import { chosenCardGroups, groupedMoves } from "../table/grouping.js";
import { cardDef as def } from "../view/text.js";
import { iconPath } from "../view/facekit.js";
import { faceClasses, faceParts, glyphNode, handBacks, sourceNote, svgPath } from "../view/faces.js";
import { TRAVEL_GLYPHS, faceSpec, travelGlyph } from "./red-dwarf-faces.js";
import { groupHeading, plural } from "../table/words.js";

const KINDS = {
  cast: "Cast", task: "Task", episode: "Episode", travel: "Travel", holly: "Travel", wild: "Wild travel",
  trouble: "Trouble", bonus: "Bonus", focus: "Focus", distract: "Distract", "smeg-off": "Smeg Off",
};
const RECYC = new Set(["trouble", "bonus", "focus", "distract", "smeg-off"]);
const PHASES = {
  draw: "drawing", turn: "playing", respond: "a response is open", pod_top: "ordering the garbage pod",
  discard: "discarding to 7", over: "over",
};
// Move groups in the order shown, with their headings (presentation only).
const GROUPS = [
  ["draw", null], ["answer", "Answer it"], ["pod_top", "Which card goes on top of the garbage pod?"],
  ["task", "Play a task"], ["episode", "Play an episode from the BBC"], ["travel", "Play a travel card"],
  ["focus", "Focus"], ["distract", "Distract"], ["card", null], ["end", null], ["pass", null],
];
const CHOOSE_FIRST = 3; // a card with more moves than this is chosen first, then its moves shown

/** The catalog entry of a card instance id ("rd-travel-hallway#2" -> catalog["rd-travel-hallway"]). */
function iconName(icon) {
  return TRAVEL_GLYPHS[icon]?.label ?? icon;
}

function castName(cast) {
  return cast === "any" ? "any cast member" : cast ? cast[0].toUpperCase() + cast.slice(1) : "";
}

/** A card's name as a player would say it, with what kind of card it is. */
function cardLabel(card, catalog) {
  if (card === null || card === undefined) return "a face-down card";
  const d = def(card, catalog);
  switch (d.kind) {
    case "task": return `${d.name} (${castName(d.cast)} task, ${plural(d.points, "point")})`;
    case "episode": return `${d.name} (episode for ${d.cast_needed} cast, ${plural(d.points, "point")})`;
    case "travel": return `${d.name} (travel)`;
    case "holly": return "Holly (travel, from the BBC)";
    case "wild": return `${d.name} (wild travel)`;
    case "trouble": return `${d.name} (Trouble against ${iconName(d.icon)})`;
    case "bonus": return `${d.name} (Bonus Points with ${iconName(d.icon)}, ${plural(d.points, "point")})`;
    default: return d.name;
  }
}

/** An icon as a glyph (shape, colour, letters: red-dwarf-faces.js), its words for screen
 * readers; `state` "open" (a ribbon slot to fill) or "filled" (by `seat`'s travel card). */
function chip(icon, { state = null, note = null, seat = null } = {}) {
  const glyph = travelGlyph(icon);
  return glyphNode(glyph, {
    state: state === "open" ? "open" : null, spoken: true, label: note ?? glyph.label,
    classes: ["rd-icon", `icon-${icon}`, state && `slot-${state}`, seat !== null && `by-seat-${seat}`],
  });
}

/** A card face (view/faces.js, spec from red-dwarf-faces.js; `tag` div or button): band,
 * points in the corner, name, cast or kind, the ribbon's or the card's icons. Non-button
 * faces are role="img", named by their aria-label. */
function face(card, catalog, { tag = "div", attrs = {}, classes = [], extra = null } = {}) {
  const d = def(card, catalog);
  const spec = faceSpec(d);
  return el(tag, {
    role: tag === "div" ? "img" : null, "aria-label": tag === "div" ? cardLabel(card, catalog) : null, ...attrs,
    class: ["rd-card", `kind-${d.kind}`, RECYC.has(d.kind) && "recyc", ...faceClasses(spec), ...classes],
    dataset: { face: card, ...(attrs.dataset ?? {}) },
  },
  faceParts(spec, { speakName: tag !== "div" }),
  extra);
}

function zone(view, name) {
  return view.zones[name] ?? { count: 0, cards: [] };
}

/** What a chain link is, in words ("Ann’s Drive Room on Queeg with Space Corps Directive"). */
function linkText(link, pub, names, catalog, { whose = true } = {}) {
  if (!link) return "";
  const who = whose ? `${names[link.seat]}’s ` : "";
  const mission = pub.missions?.find((m) => m.slot === link.mission);
  const target = Number.isInteger(link.target) ? pub.chain?.[link.target] : null;
  switch (link.kind) {
    case "task": case "episode": {
      const cast = pub.missions?.find((m) => m.card === link.card)?.cast ?? [];
      return `${who}${link.name}${cast.length ? ` under ${cast.map(castName).join(", ")}` : ""}`;
    }
    case "travel": case "holly": case "wild": {
      const as = link.kind === "wild" && link.icon ? ` as ${iconName(link.icon)}` : "";
      const bonus = link.bonus ? ` with ${def(link.bonus, catalog).name}` : "";
      return `${who}${link.name}${as}${mission ? ` on ${mission.name}` : ""}${bonus}`;
    }
    case "focus": case "distract":
      return `${who}${link.name} on ${castName(link.cast)}`;
    case "trouble": case "smeg-off": {
      // a Smeg Off answering a travel cancels the Bonus Points riding with it (RD-G4)
      const against = target && link.kind === "smeg-off" && target.bonus && ["travel", "holly"].includes(target.kind)
        ? `${def(target.bonus, catalog).name} (with ${target.name})` : target?.name;
      return `${who}${link.name}${against ? ` against ${against}` : ""}`;
    }
    default:
      return `${who}${link.name}`;
  }
}

/** What a chain link does if it resolves, from the card's text and the public facts
 * ("If it resolves: Lister becomes Focused…"): a touch screen cannot hover for it. */
function linkDoes(link, pub, names, catalog) {
  const d = def(link.card, catalog);
  const mission = pub.missions?.find((m) => m.slot === link.mission);
  const target = Number.isInteger(link.target) ? pub.chain?.[link.target] : null;
  const targetMission = target ? pub.missions?.find((m) => m.slot === target.mission) : null;
  switch (link.kind) {
    case "task": case "episode":
      return `If it resolves: a new mission worth ${plural(d.points ?? 0, "plot point")}, scored by whoever fills its last icon.`;
    case "travel": case "holly": case "wild": {
      const bonus = link.bonus ? `; ${def(link.bonus, catalog).name} scores ${plural(def(link.bonus, catalog).points ?? 0, "plot point")}` : "";
      return `If it resolves: it fills ${iconName(link.icon)}${mission ? ` on ${mission.name}` : ""}${bonus}.`;
    }
    case "focus": return `If it resolves: ${castName(link.cast)} becomes Focused and cannot be distracted.`;
    case "distract": return `If it resolves: ${castName(link.cast)}’s mission and all its travels go to Silicon Heaven.`;
    case "trouble":
      return target ? `If it resolves: ${names[target.seat]}’s travels on ${targetMission?.name ?? "that mission"} go to Silicon Heaven.` : d.text ?? "";
    case "smeg-off": return target ? `If it resolves: ${target.name} is cancelled.` : d.text ?? "";
    default: return d.text ?? "";
  }
}

/** The play a window answers: the link named by responding_to (else the newest). */
function respondingTo(pub) {
  const chain = pub.chain ?? [];
  const index = Number.isInteger(pub.responding_to) ? pub.responding_to : chain.length - 1;
  return chain[index] ?? null;
}

/** The chain as a stack: newest link on top, the one being answered marked. */
function chainStack(view, ctx) {
  const pub = view.public;
  const chain = pub.chain ?? [];
  if (!chain.length) return null;
  const answering = Number.isInteger(pub.responding_to) ? pub.responding_to : -1;
  const links = chain.map((link, index) => ({ link, index })).reverse();
  return el("section", { class: "rd-chain", "aria-label": "Response chain", dataset: { zone: "chain" } },
    el("h3", { class: "rd-chain-title", text: `Response chain: ${plural(chain.length, "card")}, newest first` }),
    el("ol", { class: "rd-chain-links", reversed: true },
      links.map(({ link, index }) => el("li", {
        class: ["rd-link", `by-seat-${link.seat}`, index === answering && "answering", RECYC.has(link.kind) && "recyc"],
        dataset: { link: index, face: link.card },
      },
      el("span", { class: "rd-link-kind", text: KINDS[link.kind] ?? link.kind }),
      el("span", { class: "rd-link-text", text: linkText(link, pub, ctx.names, ctx.catalog) }),
      el("span", { class: "rd-link-does", text: linkDoes(link, pub, ctx.names, ctx.catalog) }),
      index === answering ? el("span", { class: "rd-link-note", text: "being answered" }) : null))));
}

/** Laundry list, garbage pod (top card, zed shift) and the BBC. */
function piles(view, ctx) {
  const pub = view.public;
  const pod = zone(view, "pod");
  const top = pub.pod_top ?? pod.cards?.at(-1) ?? null;
  const laundry = pub.laundry ?? zone(view, "laundry").count;
  return el("div", { class: "rd-piles" },
    el("figure", { class: "rd-pile rd-laundry", dataset: { zone: "laundry" } },
      laundry ? el("div", { class: "rd-card back", role: "img", "aria-label": `laundry list of ${plural(laundry, "card")}` })
        : el("div", { class: "rd-card empty-pile", "aria-hidden": "true" }),
      el("figcaption", {}, el("span", { class: "rd-pile-title", text: "Laundry list" }), " ",
        el("span", { class: "pile-count", text: plural(laundry, "card") }),
        pub.reshuffles ? el("span", { class: "rd-reshuffles", text: ` (reshuffled ${pub.reshuffles}×)` }) : null)),
    el("figure", { class: "rd-pile rd-pod", dataset: { zone: "pod" } },
      top ? face(top, ctx.catalog, { classes: ["pile-top"] }) : el("div", { class: "rd-card empty-pile", "aria-hidden": "true" }),
      el("figcaption", {}, el("span", { class: "rd-pile-title", text: "Garbage pod" }), " ",
        el("span", { class: "pile-count", text: plural(pod.count, "card") }),
        pub.zed_shift ? el("span", { class: "tag zed", text: "zed shift" }) : null)),
    el("p", { class: "rd-bbc-note", text: bbcSummary(view, ctx) }));
}

let bbcOpen = null; // the player's last choice for the BBC list (null: open on wide screens)
if (typeof document !== "undefined") {
  document.addEventListener("toggle", (event) => {
    if (event.target instanceof Element && event.target.matches(".rd-bbc")) bbcOpen = event.target.open;
  }, true);
}

/** "BBC: 15 episodes, Holly at home" (the BBC itself is drawn below the cast). */
function bbcSummary(view, ctx) {
  const cards = zone(view, "bbc").cards ?? [];
  const episodes = cards.filter((card) => def(card, ctx.catalog).kind === "episode").length;
  const holly = cards.some((card) => def(card, ctx.catalog).kind === "holly");
  return `BBC: ${plural(episodes, "episode")}, Holly ${holly ? "at home" : "in play"}`;
}

/** The BBC: episodes and Holly at home; a card with moves is a button (data-card). */
function bbc(view, ctx) {
  const cards = zone(view, "bbc").cards ?? [];
  const open = bbcOpen ?? (typeof matchMedia === "function" && matchMedia("(min-width: 700px)").matches);
  return el("details", { class: "rd-bbc", open, dataset: { zone: "bbc" } },
    el("summary", { dataset: { key: "bbc" } }, el("span", { class: "rd-bbc-sum", text: bbcSummary(view, ctx) })),
    el("ul", { class: "rd-bbc-cards", "aria-label": "The BBC" }, cards.map((card) => {
      const moves = ctx.cardMoves.get(card) ?? [];
      const d = def(card, ctx.catalog);
      return el("li", {}, moves.length
        ? face(card, ctx.catalog, { tag: "button", classes: ["mini", "playable", ctx.selected === card && "selected"],
          attrs: { type: "button", "aria-pressed": String(ctx.selected === card), dataset: { card, key: `bbc:${card}` } },
          extra: el("span", { class: "sr-only", text: ` (${d.kind === "holly" ? "travel" : `for ${d.cast_needed} cast`}): ${plural(moves.length, "way")} to play` }) })
        : face(card, ctx.catalog, { classes: ["mini"] }));
    })));
}

/** One ribbon slot per icon: filled by a travel (whose, wild assignment) or open. */
function ribbon(mission, ctx) {
  const travels = [...(mission.travels ?? [])];
  const names = ctx.names;
  return el("ul", { class: "rd-ribbon", "aria-label": `${mission.name}: icons` }, (mission.ribbon ?? []).map((icon) => {
    const at = travels.findIndex((t) => t.icon === icon);
    if (at < 0) return el("li", {}, chip(icon, { state: "open", note: `${iconName(icon)}: open` }));
    const [travel] = travels.splice(at, 1);
    const card = def(travel.card, ctx.catalog);
    const what = travel.wild ? `${card.name} as ${iconName(icon)}` : card.name;
    return el("li", {}, chip(icon, { state: "filled", seat: travel.seat, note: `${iconName(icon)}: ${names[travel.seat]}’s ${what}` }),
      travel.wild ? el("span", { class: "rd-wild-mark", "aria-hidden": "true", text: "W" }) : null);
  }));
}

/** Whose travel cards are on a mission, in words ("Ann: Drive Room, wild as Hallway"). */
function travelsLine(mission, ctx) {
  const bySeat = new Map();
  for (const t of mission.travels ?? []) {
    const what = t.wild ? `wild as ${iconName(t.icon)}` : iconName(t.icon);
    if (!bySeat.has(t.seat)) bySeat.set(t.seat, []);
    bySeat.get(t.seat).push(what);
  }
  if (!bySeat.size) return "No travel cards yet";
  return [...bySeat].map(([seat, list]) => `${ctx.names[seat]}: ${list.join(", ")}`).join(" · ");
}

/** A mission on the table: name, points, who played it, its cast, its ribbon and travels. */
function missionPanel(mission, view, ctx) {
  const pub = view.public;
  const cast = mission.cast.map((c) => {
    const member = pub.cast.find((m) => m.cast === c);
    return `${castName(c)}${member?.focused ? " (focused)" : ""}`;
  });
  const open = (mission.open ?? []).length;
  return el("section", {
    class: ["rd-mission", `kind-${mission.kind}`, `tone-${mission.kind === "episode" ? "episode" : "task"}`, `owner-${mission.owner}`], "aria-label": `${mission.name}, ${ctx.names[mission.owner]}’s ${mission.kind}`,
    dataset: { zone: mission.zone, mission: mission.slot, face: mission.card },
  },
  el("header", { class: "rd-mission-head" },
    el("h4", { class: "rd-mission-name" }, svgPath(iconPath(mission.kind === "episode" ? "film" : "clipboard"), "rd-mission-icon"),
      el("span", { text: mission.name }),
      el("span", { class: "rd-mission-points", "aria-hidden": "true", text: String(mission.points) })),
    el("span", { class: "rd-mission-facts", text: `${ctx.names[mission.owner]}’s ${mission.kind} · ${plural(mission.points, "pt")}` })),
  mission.kind === "episode" ? el("p", { class: "rd-mission-cast", text: `Cast: ${cast.join(", ")}` }) : null,
  ribbon(mission, ctx),
  el("p", { class: "rd-mission-travels", text: `${travelsLine(mission, ctx)} · ${open ? `${open} open` : "complete"}` }));
}

/** The four cast, each with focus state and what they are on; a mission under its first cast. */
function castGrid(view, ctx) {
  const pub = view.public;
  const missions = new Map((pub.missions ?? []).map((m) => [m.slot, m]));
  return el("ul", { class: "rd-cast", "aria-label": "The cast and their missions" }, (pub.cast ?? []).map((member) => {
    const mission = member.mission ? missions.get(member.mission) : null;
    const here = mission && mission.slot === member.cast;
    const state = member.focused ? "Focused" : "Normal";
    const where = !mission ? "free" : here ? `on ${mission.name}` : `on ${mission.name} (under ${castName(mission.slot)})`;
    return el("li", { class: ["rd-member", member.focused && "focused", mission && "busy"], dataset: { cast: member.cast } },
      el("div", { class: "rd-cast-card", dataset: { face: member.card } },
        el("h3", { class: "rd-cast-name", text: member.name }),
        el("span", { class: ["tag", member.focused ? "focused" : "normal"], text: state }),
        el("span", { class: "rd-cast-where", text: where })),
      here ? missionPanel(mission, view, ctx) : null);
  }));
}

/** One player: name, tags, hand size, plot points and stasis booth. */
function seatPanel(view, ctx, seat) {
  const { names, seats, viewer, catalog } = ctx;
  const pub = view.public;
  const booth = zone(view, `stasis:${seat}`).cards ?? [];
  const toMove = view.to_move.includes(seat);
  const points = pub.points?.[seat] ?? 0;
  const tags = [
    ...seatTags({ you: seat === viewer, bot: seats[seat]?.kind === "bot", active: pub.active === seat, toMove }),
  ];
  return el("li", {
    class: ["rd-seat", `seat-${seat}`, toMove && "to-move", seat === viewer && "viewer"],
    dataset: { seat }, "aria-label": `${names[seat]}${toMove ? ", to move" : ""}`,
  },
  el("header", { class: "plate" },
    el("h3", { class: "seat-name" }, el("span", { class: `rd-seat-mark by-seat-${seat}`, "aria-hidden": "true" }), names[seat]),
    el("span", { class: "tags" }, tags),
    el("span", { class: "seat-facts" },
      handBacks(seat, zone(view, `hand:${seat}`).count),
      el("span", { class: "score", dataset: { score: points }, text: `${points} of ${pub.target ?? 11} plot points` }))),
  el("div", { class: "rd-booth", dataset: { zone: `stasis:${seat}` } },
    el("span", { class: "rd-booth-title", text: "Stasis booth" }),
    booth.length
      ? el("ul", { class: "rd-booth-cards", "aria-label": `${names[seat]}’s stasis booth` },
        booth.map((card) => {
          const d = def(card, catalog);
          return el("li", { text: `${d.name} (${plural(d.points ?? 0, "pt")})`, dataset: { face: card } });
        }))
      : el("span", { class: "rd-booth-empty", text: "empty" })));
}

function infoLine(view, ctx) {
  const pub = view.public;
  const bits = [];
  if (pub.active !== null && pub.active !== undefined) bits.push(`${ctx.names[pub.active]}’s turn ${pub.turn ?? ""}`.trim());
  bits.push(`Phase: ${PHASES[pub.phase] ?? pub.phase}`);
  if (pub.phase === "turn") bits.push(pub.played ? "card played this turn" : "no card played yet");
  if (pub.polite_distract) bits.push("polite distract");
  return el("div", { class: "rd-info" }, el("p", { class: "rd-facts", text: bits.join(" · ") }));
}

/** A hand card: a button with its face; what it can do now, for screen readers. */
function handCard(card, ctx, moves, stands) {
  const option = ctx.choosing?.options.has(card) ?? false;
  const target = stands ?? card; // another copy's moves stand for this one (copies are alike)
  const selected = option ? ctx.choosing.picked.has(card) : ctx.selected === target;
  const doing = moves.length ? `: ${moves.length === 1 ? moves[0].label : plural(moves.length, "move")}` : "";
  return face(card, ctx.catalog, {
    tag: "button",
    classes: [(moves.length || option) && "playable", selected && "selected"],
    attrs: { type: "button", "aria-pressed": String(selected), dataset: { card: option ? card : target, key: `card:${card}` } },
    extra: el("span", { class: "sr-only", text: ` (${KINDS[def(card, ctx.catalog).kind] ?? "card"})${doing}` }),
  });
}

/** The group a legal move is shown in. */
function groupOf(move) {
  if (move.type === "trouble" || move.type === "smeg_off") return "answer";
  return move.type;
}

export default {
  id: "red-dwarf",

  cardLabel,

  status(view) {
    const pub = view.public;
    return `Turn ${pub.turn ?? 1} · ${pub.target ?? 11} plot points to win`;
  },

  shortStatus(view) {
    const pub = view.public;
    return `Turn ${pub.turn ?? 1} · ${pub.target ?? 11} to win`;
  },

  board(view, ctx) {
    return el("div", { class: "red-dwarf" },
      infoLine(view, ctx),
      chainStack(view, ctx),
      piles(view, ctx),
      el("div", { class: "rd-spill-slot", dataset: { spillSlot: "" } }), // long move lists go here (table.js)
      castGrid(view, ctx),
      bbc(view, ctx),
      el("ol", { class: "rd-seats" }, Array.from({ length: view.players }, (_, seat) => seatPanel(view, ctx, seat))),
      sourceNote(ctx.catalog));
  },

  hand(view, ctx) {
    if (ctx.viewer === null) return null;
    const cards = zone(view, `hand:${ctx.viewer}`).cards ?? [];
    const byId = new Map(); // card id -> the instance the legal moves name (one per id)
    for (const card of ctx.cardMoves.keys()) byId.set(String(card).split("#")[0], card);
    return el("div", { class: "hand rd-hand", role: "group", "aria-label": `${ctx.names[ctx.viewer]}'s hand` },
      cards.map((card) => {
        const stands = ctx.cardMoves.has(card) ? null : byId.get(card.split("#")[0]) ?? null;
        return handCard(card, ctx, ctx.cardMoves.get(stands ?? card) ?? [], stands);
      }));
  },

  /**
   * The legal moves in groups, as data (pure): {prompt, groups: [{key, title, moves:
   * [{index, label, move, primary, card?}]}]}. A card with more than CHOOSE_FIRST moves
   * shows as one button that chooses it (`card`); once chosen, only its moves show.
   */
  moveGroups(view, ctx) {
    const pub = view.public;
    const label = (card) => def(card, ctx.catalog).name;
    if (ctx.selected !== null && ctx.cardMoves.has(ctx.selected)) {
      const card = ctx.selected;
      return { prompt: `${label(card)}: choose how to play it.`, groups: chosenCardGroups(ctx.legal, card, label(card)) };
    }
    const link = respondingTo(pub);
    let prompt = "Choose a move.";
    if (pub.phase === "draw") prompt = pub.zed_shift ? "Draw a card: from the laundry list, or work zed shift." : "Draw a card.";
    else if (pub.phase === "turn") prompt = pub.played ? "Play Re-Cyc cards, or end your turn." : "Play one card (besides any Re-Cyc cards), or end your turn.";
    else if (pub.phase === "respond") prompt = "Answer it, or let it through.";
    else if (pub.phase === "pod_top") prompt = "Choose the card that lies on top of the garbage pod.";
    const groups = groupedMoves(ctx.legal, {
      groupOf, name: label, order: GROUPS, chooseFirst: CHOOSE_FIRST,
      counted: (move) => move.type !== "pod_top",
      lesser: (move) => ["pass", "end"].includes(move.type),
      title: (key, fallback) => (key === "answer" && link ? `Answer ${linkText(link, pub, ctx.names, ctx.catalog)}` : fallback),
    });
    return { prompt, groups };
  },

  /** The grouped moves as buttons: data-move, data-card (choose a card), data-deselect (Back). */
  drawMoves(groups) {
    return el("div", { class: "rd-moves" }, groups.map(({ key, title, moves, counted }) => {
      const buttons = moves.map(({ index, label, card, back, primary }) => {
        const dataset = back ? { deselect: "", key: "deselect" }
          : card !== undefined ? { card, key: `choose-card:${card}` } : { move: index, key: `move:${label}` };
        return el("button", { type: "button", class: ["move", "card-move", primary && "primary", back && "deselect"], dataset, text: label });
      });
      return title
        ? el("section", { class: ["rd-group", `rd-group-${key}`], "aria-label": title, dataset: { group: key } },
          el("h3", { class: "rd-group-title", text: groupHeading(title, buttons.length, counted) }),
          el("div", { class: "rd-group-moves" }, buttons))
        : el("div", { class: "rd-group rd-single" }, buttons);
    }));
  },

  /** A response window (RD-7): the opponent answers the newest link; "pass" lets it through. */
  windowOf(view) {
    return view.window?.name === "respond" ? { before: null, pass: "pass" } : null;
  },

  /** The window UI's words (table/words.js): they name the play being answered, never a hand. */
  windowWords: {
    ask: (_before, said) => `${said?.here?.[0] ?? said?.asked?.[0] ?? "Anyone"}: respond to ${playOf(said)}?`,
    takeDevice: "No hand shows until its player takes the device.",
    yourAnswer: (name, said) => `${name}: respond to ${playOf(said)}?`,
    responder: () => "Look at my hand",
    none: () => "Let it through",
    sure: "You have no answer to this play: it goes through in a moment.",
    alwaysAskSetting: "Always ask me in a response window, even when I can only let a play through",
  },
};

/** The play a window answers, in words, from public facts only. */
function playOf(said) {
  const pub = said?.view?.public;
  const link = pub ? respondingTo(pub) : null;
  return link ? linkText(link, pub, said.names, said.catalog ?? {}) : "the play";
}
