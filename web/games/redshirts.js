// The Redshirts table: the attempt in progress first (the Mission's Prerequisite and needed
// Skills, the attempting Redshirt's current Skills with the engine's explanation of every
// change, who is asked in Modify the Attempt), the two decks and their discard piles, then
// every Away Team: its Location, its Mission, each Redshirt (Zapped or not, printed and
// current Skills, Equipment, Attached cards), and the viewer's hand. Moves come only from
// view.legal (keys in docs/redshirts-view.md): grouped (moveGroups, pure) and drawn as
// buttons (drawMoves); a card with many moves (Equipment onto any Redshirt) is chosen
// first. Choices inside an effect (phase "pick") are shown generically, by their labels.
// The Modify window's words name the attempt (public facts only). Deals between players
// are not enforced (RS-9): the table offers no deal of any kind. See registry.js.

import { el } from "../view/dom.js";
import { seatTags } from "../table/panels.js";
import { chosenCardGroups, groupedMoves } from "../table/grouping.js";
import { cardDef as def } from "../view/text.js";
import { iconPath } from "../view/facekit.js";
import { faceClasses, faceParts, glyphNode, handBacks, sourceNote, svgPath } from "../view/faces.js";
import { faceSpec, skillGlyph } from "./redshirts-faces.js";
import { groupHeading, plural } from "../table/words.js";

export const SKILLS = { INF: "Infiltration", TAC: "Tactical", SCI: "Science", MED: "Medical", ENG: "Engineering", DIP: "Diplomacy" };
const ORDER = Object.keys(SKILLS);
const KINDS = { redshirt: "Redshirt", mission: "Mission", equipment: "Equipment", location: "Location", event: "Event" };
const PHASES = {
  turn: "playing", modify: "Modify the Attempt", go_more: "Modify the Attempt (a go)", reattempt: "the Redshirt left the Mission",
  pick: "a choice", ready_room: "in the Ready Room", discard_team: "discarding Redshirts", over: "over",
};
// Move groups in the order shown, with their headings (presentation only).
const GROUPS = [
  ["pick", "Your choice"], ["attempt", "Attempt your Mission"], ["drop_mission", null], ["ability", "Use an ability (Zap)"],
  ["event", "Play an Event"], ["equip", "Give Equipment"], ["location", "Play a Location"], ["assign", "Assign a Mission"],
  ["ready_room", "Go to the Ready Room (Zap)"], ["card", null], ["done", null], ["end", null], ["pass", null],
];
const LESSER = new Set(["pass", "end", "done", "drop_mission"]);
const CHOOSE_FIRST = 3; // a card with more moves than this is chosen first, then its moves shown

function skillList(codes) {
  const names = (codes ?? []).map((code) => SKILLS[code] ?? code);
  return names.length ? names.join(", ") : "no Skill";
}

/** "+Science", "−Tactical" for an Equipment icon. */
function iconText(icon) {
  if (!icon || icon === "none") return "";
  const sign = icon[0] === "-" ? "−" : "+";
  return `${sign}${SKILLS[icon.slice(1)] ?? icon.slice(1)}`;
}

/** A card's name as a player would say it, with what kind of card it is. */
function cardLabel(card, catalog) {
  if (card === null || card === undefined) return "a face-down card";
  const d = def(card, catalog);
  switch (d.kind) {
    case "mission": return `${d.name} (Mission: needs ${skillList(d.skills)}${d.prereq && d.prereq !== "none" ? `, Prerequisite ${SKILLS[d.prereq]}` : ""})`;
    case "equipment": return `${d.name} (Equipment${iconText(d.icon) ? ` ${iconText(d.icon)}` : ""})`;
    case "location": return `${d.name} (Location)`;
    case "event": return `${d.name} (Event)`;
    case "redshirt": return `${d.name} (Redshirt: ${skillList(d.skills)})`;
    default: return d.name;
  }
}

/** The kind line of a card face ("Equipment · −TAC", "Mission · needs SCI"). */
function kindLine(d) {
  const bits = [KINDS[d.kind] ?? d.kind];
  if (d.kind === "equipment" && iconText(d.icon)) bits.push(d.icon.replace("-", "−"));
  if (d.kind === "mission") bits.push(`needs ${(d.skills ?? []).join("+") || "—"}${d.prereq && d.prereq !== "none" ? ` · pre ${d.prereq}` : ""}`);
  if (d.kind === "event") bits.push(d.play === "modify" ? "in Modify" : d.play === "own_turn" ? "your turn" : "any time");
  if (d.kind === "location") bits.push(d.scope === "all_teams" ? "all teams" : "its team");
  return bits.join(" · ");
}

/** A Skill as a glyph (shape, colour, letters: redshirts-faces.js), its name for screen
 * readers; `state` "has", "missing", "gained" (+), "lost" (−, struck). */
function chip(code, state = null) {
  const words = { has: "has it", missing: "missing", gained: "gained", lost: "lost" };
  const glyph = skillGlyph(code, state === "lost" ? "−" : state === "gained" ? "+" : "");
  return glyphNode(glyph, {
    state, spoken: true, label: `${SKILLS[code] ?? code}${state ? ` (${words[state]})` : ""}`,
    classes: ["rs-skill", `skill-${code}`],
  });
}

/** Current Skills with what the layers changed: kept, gained (+), lost (−, struck). */
function skillChips(rs) {
  const now = new Set(rs.skills);
  const printed = new Set(rs.printed);
  const codes = ORDER.filter((code) => now.has(code) || printed.has(code));
  if (!codes.length) return [el("span", { class: "rs-none", text: "no Skills" })];
  return codes.map((code) => chip(code, !printed.has(code) ? "gained" : !now.has(code) ? "lost" : null));
}

/** A hand card: a button with its face (view/faces.js, spec from redshirts-faces.js); its
 * kind, text and what it can do, for screen readers. */
function handCard(card, ctx, moves, stands) {
  const d = def(card, ctx.catalog);
  const option = ctx.choosing?.options.has(card) ?? false;
  const target = stands ?? card; // another copy's moves stand for this one (copies are alike)
  const selected = option ? ctx.choosing.picked.has(card) : ctx.selected === target;
  const doing = moves.length ? ` ${moves.length === 1 ? moves[0].label : plural(moves.length, "move")}.` : "";
  const spec = faceSpec(d);
  return el("button", {
    type: "button", class: ["rs-card", `kind-${d.kind}`, ...faceClasses(spec), (moves.length || option) && "playable", selected && "selected"],
    "aria-pressed": String(selected), dataset: { card: option ? card : target, key: `card:${card}`, face: card },
  },
  faceParts(spec),
  el("span", { class: "sr-only", text: ` (${kindLine(d)}): ${d.text ?? ""}${doing}` }));
}

function zone(view, name) {
  return view.zones[name] ?? { count: 0, cards: [] };
}

/** "Cal attempts Reroute Power… with Milo Beamsworth" (public facts). */
function attemptText(pub, names, catalog) {
  const at = pub?.attempt;
  if (!at) return "the attempt";
  const rs = at.rs ? ` with ${def(at.rs, catalog).name}` : "";
  return `${names[at.seat]}’s attempt on ${def(at.mission, catalog).name}${rs}`;
}

/** "your attempt" or "Ben’s attempt", for the seat whose view `said` holds (public facts). */
function whoseAttempt(said) {
  const at = said?.view?.public?.attempt;
  if (!at) return "the attempt";
  return at.seat === said.view.seat ? "your attempt" : `${said.names?.[at.seat] ?? "someone"}’s attempt`;
}

/**
 * The turn line of the seat on view outside the Modify window itself: its own turn, or
 * what it is asked in someone's attempt (a go's other half, a choice) or turn (a choice
 * such as Shore Leave's): "Alex, Ben’s attempt: finish your go".
 */
function askedLine(name, said) {
  const pub = said?.view?.public;
  const me = said?.view?.seat;
  if (pub?.modify && pub.attempt) {
    return `${name}, ${whoseAttempt(said)}: ${pub.phase === "go_more" ? "finish your go" : "make your choice"}`;
  }
  if (pub && pub.active !== null && pub.active !== undefined && pub.active !== me) {
    return `${name}, ${said.names?.[pub.active] ?? "someone"}’s turn: make your choice`;
  }
  return `Your turn, ${name}`;
}

/** The Redshirt of a team list by instance id. */
function findRedshirt(pub, card) {
  for (const team of pub.teams ?? []) {
    const found = team.redshirts.find((rs) => rs.card === card);
    if (found) return found;
  }
  return null;
}

/** The attempt in progress: Mission, needs against what the Redshirt has now, why. */
function attemptPanel(view, ctx) {
  const pub = view.public;
  const at = pub.attempt;
  if (!at) return null;
  const { names, catalog } = ctx;
  const rs = at.rs ? findRedshirt(pub, at.rs) : null;
  const has = new Set(at.has);
  const verdict = at.rs === null ? "The Redshirt left the Mission"
    : at.would_succeed ? "Succeeds if nothing changes" : `Fails if nothing changes: lacks ${skillList(at.missing)}`;
  const modify = pub.modify;
  let asking = null;
  if (modify) {
    const waiting = (modify.waiting ?? []).map((s) => names[s]);
    const passed = (modify.passed ?? []).map((s) => names[s]);
    asking = `${waiting.length ? `Asked now: ${waiting.join(", ")}` : "A go is being played"}`
      + ` · passed in a row: ${passed.length ? passed.join(", ") : "nobody yet"} (${passed.length} of ${modify.asked.length})`;
  }
  return el("section", { class: ["rs-attempt", at.would_succeed ? "succeeding" : "failing"], "aria-label": "The attempt in progress", dataset: { zone: "attempt" } },
    el("h3", { class: "rs-attempt-title" },
      el("span", { class: "rs-attempt-kicker", text: pub.phase === "modify" || modify ? "Modify the Attempt" : "Attempt" }), " ",
      el("span", { text: `${names[at.seat]} attempts ${def(at.mission, catalog).name} ${rs ? `with ${rs.name}` : "(the Redshirt left the Mission)"}` })),
    el("dl", { class: "rs-attempt-facts" },
      el("div", {}, el("dt", { text: "Prerequisite" }), el("dd", {}, at.prereq ? SKILLS[at.prereq] : "none",
        at.prereq ? el("span", { class: "rs-when", text: " (checked when declared)" }) : null)),
      el("div", { class: "rs-needs" }, el("dt", { text: "Needs" }),
        el("dd", {}, at.needs.map((code) => chip(code, has.has(code) ? "has" : "missing")))),
      rs ? el("div", {}, el("dt", { text: "Skills now" }), el("dd", { class: "rs-skills" }, skillChips(rs))) : null),
    el("p", { class: "rs-verdict", role: "note", text: verdict }),
    rs && rs.explain.length ? el("ul", { class: "rs-explain", "aria-label": `Why ${rs.name} has these Skills` },
      rs.explain.map((line) => el("li", { text: line }))) : null,
    asking ? el("p", { class: "rs-asking", text: asking }) : null);
}

/** A choice inside an effect, or an Event being played (public). */
function pendingLine(view, ctx) {
  const pub = view.public;
  const bits = [];
  if (pub.resolving?.length) bits.push(`Being played: ${pub.resolving.map((card) => def(card, ctx.catalog).name).join(", ")}`);
  if (pub.pending) {
    const who = (pub.pending.seats ?? []).map((s) => ctx.names[s]).join(", ");
    bits.push(`${def(pub.pending.card, ctx.catalog).name}: ${who ? `${who} — ` : ""}${pub.pending.prompt ?? "a choice"}`);
  }
  return bits.length ? el("p", { class: "rs-pending", dataset: { zone: "resolving" }, text: bits.join(" · ") }) : null;
}

function infoLine(view, ctx) {
  const pub = view.public;
  const bits = [];
  if (pub.active !== null && pub.active !== undefined) bits.push(`${ctx.names[pub.active]}’s turn`);
  bits.push(`Phase: ${PHASES[pub.phase] ?? pub.phase}`);
  if (pub.phase === "turn") {
    bits.push(pub.attempts_left ? "attempt not made" : "attempt made");
    bits.push(pub.ready_room_used ? "Ready Room used" : "Ready Room free");
  }
  if (pub.timed?.length) bits.push(`${plural(pub.timed.length, "effect")} until end of turn`);
  return el("div", { class: "rs-info" }, el("p", { class: "rs-facts", text: bits.join(" · ") }));
}

/** The two decks and their discard piles. */
function piles(view, ctx) {
  const pub = view.public;
  const pile = (title, zoneName, count, reshuffled) => el("figure", { class: "rs-pile", dataset: { zone: zoneName } },
    el("div", { class: ["rs-pile-card", count ? "back" : "empty-pile"], role: "img", "aria-label": `${title === "Log deck" ? "Commander’s Log deck" : title}: ${plural(count, "card")}` }),
    el("figcaption", {}, el("span", { class: "rs-pile-title", text: title }), " ",
      el("span", { class: "pile-count", text: plural(count, "card") }),
      reshuffled ? el("span", { class: "rs-reshuffles", text: ` (rebuilt ${reshuffled}×)` }) : null));
  const discard = (title, zoneName, cards) => el("figure", { class: "rs-pile rs-discard", dataset: { zone: zoneName } },
    el("div", {
      class: ["rs-pile-card", cards.length ? `face kind-${def(cards.at(-1), ctx.catalog).kind}` : "empty-pile"], role: "img",
      "aria-label": cards.length ? `${title}: ${plural(cards.length, "card")}, top ${def(cards.at(-1), ctx.catalog).name}` : `${title}: empty`,
    }),
    el("figcaption", {}, el("span", { class: "rs-pile-title", text: title }), " ",
      el("span", { class: "pile-count", text: plural(cards.length, "card") }),
      cards.length ? el("span", { class: "rs-pile-top", text: `top: ${def(cards.at(-1), ctx.catalog).name}` }) : null));
  const [rsShuffles, logShuffles] = pub.reshuffles ?? [0, 0];
  return el("div", { class: "rs-piles" },
    pile("Redshirt deck", "rs_deck", pub.rs_deck ?? 0, rsShuffles),
    discard("Redshirt discard", "rs_discard", pub.rs_discard ?? []),
    pile("Log deck", "log_deck", pub.log_deck ?? 0, logShuffles),
    discard("Log discard", "log_discard", pub.log_discard ?? []));
}

/** One Redshirt in an Away Team: name, state, Skills (with changes), what is on it. */
function redshirtItem(rs, ctx, { attempting }) {
  const on = [...rs.equipment, ...rs.attached];
  const forbid = (rs.forbid ?? []).map((what) => (what === "be_killed" ? "cannot be Killed" : what === "be_discarded" ? "cannot be Discarded" : what));
  const d = def(rs.card, ctx.catalog);
  return el("li", {
    class: ["rs-redshirt", rs.zapped && "zapped", attempting && "attempting"], dataset: { face: rs.card, rs: rs.card },
  },
  el("div", { class: "rs-rs-head" },
    svgPath(iconPath("person"), "rs-rs-icon"),
    el("span", { class: "rs-rs-name", text: rs.name }),
    rs.zapped ? el("span", { class: "tag zapped", text: "Zapped" }) : null,
    attempting ? el("span", { class: "tag attempting", text: "attempting" }) : null,
    el("span", { class: "rs-skills", "aria-label": `Skills now: ${skillList(rs.skills)}${rs.printed.join() !== rs.skills.join() ? `; printed: ${skillList(rs.printed)}` : ""}` },
      skillChips(rs))),
  d.ability && d.ability !== "none" ? el("p", { class: "rs-ability", text: d.text ?? "" }) : null,
  on.length ? el("ul", { class: "rs-on", "aria-label": `On ${rs.name}` }, on.map((card) => {
    const c = def(card, ctx.catalog);
    return el("li", { class: `kind-${c.kind}`, dataset: { face: card }, text: `${c.name}${c.kind === "equipment" && iconText(c.icon) ? ` (${iconText(c.icon)})` : c.kind === "event" ? " (attached)" : ""}` });
  })) : null,
  rs.explain.length ? el("ul", { class: "rs-explain" }, rs.explain.map((line) => el("li", { text: line }))) : null,
  forbid.length ? el("p", { class: "rs-forbid", text: forbid.join(", ") }) : null);
}

/** One player's Away Team: plate, Location, Mission, Redshirts. */
function teamPanel(view, ctx, team) {
  const { names, seats, viewer, catalog } = ctx;
  const pub = view.public;
  const seat = team.seat;
  const toMove = view.to_move.includes(seat);
  const tags = [
    ...seatTags({ you: seat === viewer, bot: seats[seat]?.kind === "bot", active: pub.active === seat, toMove }),
    pub.winner === seat && el("span", { class: "tag winner", text: "winner" }),
  ];
  const attempting = pub.attempt?.rs ?? null;
  const mission = team.mission ? def(team.mission, catalog) : null;
  const location = team.location ? def(team.location, catalog) : null;
  return el("li", {
    class: ["rs-team", `seat-${seat}`, toMove && "to-move", seat === viewer && "viewer", pub.attempt?.seat === seat && "attempting"],
    dataset: { seat, zone: `team:${seat}` }, "aria-label": `${names[seat]}’s Away Team${toMove ? ", to move" : ""}`,
  },
  el("header", { class: "plate" },
    el("h3", { class: "seat-name", text: names[seat] }),
    el("span", { class: "tags" }, tags),
    el("span", { class: "seat-facts" },
      el("span", { class: "rs-count", text: plural(team.redshirts.length, "Redshirt") }),
      handBacks(seat, team.hand))),
  el("dl", { class: "rs-team-facts" },
    el("div", { class: ["rs-fact", location && "tone-location"], dataset: { zone: `location:${seat}` } },
      el("dt", {}, svgPath(iconPath("planet"), "rs-fact-icon"), "Location"),
      el("dd", {}, location ? [el("span", { class: "rs-location-name", dataset: { face: team.location }, text: location.name }),
        `: ${location.text}`] : "none")),
    el("div", { class: ["rs-fact", mission && "tone-mission"], dataset: { zone: `mission:${seat}` } },
      el("dt", {}, svgPath(iconPath("target"), "rs-fact-icon"), "Mission"),
      el("dd", {}, mission ? [
        el("span", { class: "rs-mission-name", dataset: { face: team.mission }, text: mission.name }), " ",
        el("span", { class: "rs-mission-needs" }, el("span", { class: "rs-needs-word", text: "needs" }), " ",
          (team.mission_needs ?? []).map((code) => chip(code)),
          team.mission_prereq ? [" ", el("span", { class: "rs-needs-word", text: "Prerequisite" }), " ", chip(team.mission_prereq)] : null),
      ] : "none"))),
  team.redshirts.length
    ? el("ul", { class: "rs-redshirts", "aria-label": `${names[seat]}’s Redshirts` },
      team.redshirts.map((rs) => redshirtItem(rs, ctx, { attempting: rs.card === attempting })))
    : el("p", { class: "rs-empty-team", text: "No Redshirts left" }));
}

/** The group a legal move is shown in. */
function groupOf(move) {
  if (move.type === "attempt") return "attempt";
  return move.type;
}

/** The prompt for the seat to move, from the phase (public). */
function phasePrompt(view, ctx) {
  const pub = view.public;
  switch (pub.phase) {
    case "turn": return "Play cards, attempt your Mission, or end your turn.";
    case "modify": return "Play a card or use an ability on the attempt, or pass.";
    case "go_more": return "Your go: add the other half (a card or an ability), or finish it.";
    case "reattempt": return "Your Redshirt left the Mission: attempt again with another, or drop the Mission.";
    case "pick": return pub.pending?.prompt ? `${def(pub.pending.card, ctx.catalog).name}: ${pub.pending.prompt}` : "Make the choice.";
    case "ready_room": return "Ready Room: choose the cards to discard, then draw as many.";
    case "discard_team": return "Choose the Redshirts to discard, down to four.";
    default: return "Choose a move.";
  }
}

export default {
  id: "redshirts",

  cardLabel,

  status(view) {
    const pub = view.public;
    return `Turn ${pub.turn ?? 1} · win by ending a turn with no Redshirts`;
  },

  shortStatus(view) {
    return `Turn ${view.public.turn ?? 1}`; // the way to win is in the rules and the long form
  },

  board(view, ctx) {
    const pub = view.public;
    return el("div", { class: "redshirts" },
      infoLine(view, ctx),
      pub.winner !== null && pub.winner !== undefined
        ? el("p", { class: "rs-win", role: "status", text: `${ctx.names[pub.winner]} ended a turn with no Redshirts and wins${pub.time_up ? " (turn limit)" : ""}.` })
        : pub.time_up ? el("p", { class: "rs-win", role: "status", text: "The turn limit ended the match." }) : null,
      piles(view, ctx),
      attemptPanel(view, ctx),
      pendingLine(view, ctx),
      el("div", { class: "rs-spill-slot", dataset: { spillSlot: "" } }), // long move lists go here (table.js)
      el("ol", { class: "rs-teams" }, (pub.teams ?? []).map((team) => teamPanel(view, ctx, team))),
      sourceNote(ctx.catalog));
  },

  hand(view, ctx) {
    if (ctx.viewer === null) return null;
    const cards = zone(view, `hand:${ctx.viewer}`).cards ?? [];
    const byId = new Map(); // card id -> the instance the legal moves name (one per id)
    for (const card of ctx.cardMoves.keys()) byId.set(String(card).split("#")[0], card);
    return el("div", { class: "hand rs-hand", role: "group", "aria-label": `${ctx.names[ctx.viewer]}'s hand` },
      cards.length ? cards.map((card) => {
        const stands = ctx.cardMoves.has(card) ? null : byId.get(card.split("#")[0]) ?? null;
        return handCard(card, ctx, ctx.cardMoves.get(stands ?? card) ?? [], stands);
      }) : el("p", { class: "rs-empty-hand", text: "No cards in hand" }));
  },

  /**
   * The legal moves in groups, as data (pure): {prompt, groups: [{key, title, moves:
   * [{index, label, move, primary, card?}]}]}. A card with more than CHOOSE_FIRST moves
   * shows as one button that chooses it (`card`); once chosen, only its moves show.
   */
  moveGroups(view, ctx) {
    const label = (card) => def(card, ctx.catalog).name;
    if (ctx.selected !== null && ctx.cardMoves.has(ctx.selected)) {
      const card = ctx.selected;
      return {
        prompt: `${label(card)} (${kindLine(def(card, ctx.catalog))}): ${def(card, ctx.catalog).text ?? ""} Choose how to play it.`,
        groups: chosenCardGroups(ctx.legal, card, label(card)),
      };
    }
    const groups = groupedMoves(ctx.legal, {
      groupOf, name: label, order: GROUPS, chooseFirst: CHOOSE_FIRST, lesser: (move) => LESSER.has(move.type) });
    return {
      prompt: phasePrompt(view, ctx),
      groups,
    };
  },

  /** The grouped moves as buttons: data-move, data-card (choose a card), data-deselect (Back). */
  drawMoves(groups) {
    return el("div", { class: "rs-moves" }, groups.map(({ key, title, moves, counted }) => {
      const buttons = moves.map(({ index, label, card, back, primary }) => {
        const dataset = back ? { deselect: "", key: "deselect" }
          : card !== undefined ? { card, key: `choose-card:${card}` } : { move: index, key: `move:${label}` };
        return el("button", { type: "button", class: ["move", "card-move", primary && "primary", back && "deselect"], dataset, text: label });
      });
      return title
        ? el("section", { class: ["rs-group", `rs-group-${key}`], "aria-label": title, dataset: { group: key } },
          el("h3", { class: "rs-group-title", text: groupHeading(title, buttons.length, counted) }),
          el("div", { class: "rs-group-moves" }, buttons))
        : el("div", { class: "rs-group rs-single" }, buttons); // no data-group: Pass / End stay in the dock
    }));
  },

  /** Modify the Attempt (RS-5): one seat asked at a time; "pass" is its bare answer. */
  windowOf(view) {
    return view.window?.name === "modify" ? { before: null, pass: "pass" } : null;
  },

  /** The attempt a Modify window belongs to (public facts): "don't ask me again this attempt" lasts while it does. */
  windowScope(view) {
    const at = view.window?.name === "modify" ? view.public.attempt : null;
    return at ? `${view.public.turn}:${at.seat}:${at.mission}:${at.rs}` : null;
  },

  /** The window UI's words (table/words.js): they name the attempt, never a hand. */
  windowWords: {
    ask: (_before, said) => `Anyone modifying ${attemptText(said?.view?.public, said?.names ?? [], said?.catalog ?? {})}? ${said?.here?.[0] ?? said?.asked?.[0] ?? "Someone"} is asked.`,
    takeDevice: "No hand shows until its player takes the device.",
    yourAnswer: (name, said) => `${name}, ${whoseAttempt(said)}: play a card or pass`,
    yourTurn: (name, said) => askedLine(name, said),
    responder: () => "Look at my hand",
    none: () => "Pass",
    sure: "You have nothing to play now: you pass in a moment.",
    skipping: "You asked not to be asked again this attempt: you pass in a moment.",
    skipSetting: "Don’t ask me again this attempt",
    alwaysAskSetting: "Always ask me in Modify the Attempt, even when I can only pass",
  },

  /** The match-end headline (RS-2, RS-G1). */
  winnersText(view, names) {
    const pub = view.public;
    if (pub.winner !== null && pub.winner !== undefined && !pub.time_up) return `Winner: ${names[pub.winner]}, with no Redshirts left`;
    const winners = view.result?.winners ?? [];
    return pub.time_up ? `Turn limit: ${winners.map((s) => names[s]).join(" and ")} ${winners.length > 1 ? "win" : "wins"} with the fewest Redshirts` : null;
  },
};
