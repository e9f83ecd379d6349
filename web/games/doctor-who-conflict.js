// Doctor Who: the recent conflicts step by step (issue 12 item 3), from view.public.conflicts
// (py/cardtable/games/doctor_who/conflict_view.py: public events only). The newest is a
// panel in the board's flow (a <details>): open when it is new, closed by the player with
// its summary line, which stays as a one-line strip; earlier conflicts of the last round
// are listed under it. A screen reader hears each finished conflict's summary once (a
// polite live region kept outside the board, which is redrawn on every move).

import { el, fillNames } from "../view/dom.js";
import { cardDef } from "../view/text.js";

const STEP_TITLES = {
  reveal: "Turned face up", tokens: "Time tokens", modifier: "Card effect", totals: "Totals",
  outcome: "Result", discarded: "Discarded", returned: "Back to hand", other: "Decision",
};

let closedId = null; // the newest conflict the player closed (it opens again for a newer one)
let announced = null; // the summary last read out
if (typeof document !== "undefined") {
  document.addEventListener("toggle", (event) => {
    const node = event.target;
    if (!(node instanceof Element) || !node.matches(".dw-conflict.newest")) return;
    const id = Number(node.dataset.conflict);
    if (!node.open) closedId = id;
    else if (closedId === id) closedId = null;
  }, true);
}

function nameOf(card, catalog) {
  return cardDef(card, catalog).name;
}

/** "Leadworth: Billie repels Clara's attack, 6 to 4" (or "…: in progress"). */
export function conflictSummary(conflict, ctx) {
  const { names, catalog } = ctx;
  const where = nameOf(conflict.loc, catalog);
  const them = `${names[conflict.attacker]}’s attack`;
  if (!conflict.done) return `Conflict on ${where}: ${names[conflict.defender]} against ${them}, in progress`;
  const score = conflict.defence !== null ? `, defence ${conflict.defence} to attack ${conflict.attack}` : "";
  const result = conflict.outcome === "repelled" ? `${names[conflict.defender]} repels ${them}` : `${them} holds`;
  return `Conflict on ${where}: ${result}${score}`;
}

function chips(cards, catalog, cls) {
  return el("ul", { class: ["dw-chips", cls] }, cards.map((card) => {
    const d = catalog[String(card).split("#")[0]] ?? {};
    const name = d.strength !== undefined ? `${d.name} (${d.strength})` : (d.name ?? String(card));
    return el("li", { class: ["dw-chip", `kind-${d.kind}`], text: name });
  }));
}

/** One step: its title and its cards (as chips) or its log texts. */
function stepNode(step, conflict, ctx) {
  const { names, catalog } = ctx;
  let body;
  if (step.kind === "reveal") {
    const { defenders, enemies } = conflict.revealed;
    body = el("div", { class: "dw-step-sides" },
      defenders.length ? el("div", {}, el("span", { class: "dw-side", text: `${names[conflict.defender]}’s defenders` }), chips(defenders, catalog)) : null,
      enemies.length ? el("div", {}, el("span", { class: "dw-side", text: `${names[conflict.attacker]}’s enemies` }), chips(enemies, catalog)) : null);
  } else if (step.cards) {
    body = chips(step.cards, catalog);
  } else {
    body = el("p", { class: "dw-step-text", text: step.texts.map((t) => fillNames(t, names)).join(" ") });
  }
  return el("li", { class: ["dw-step", `step-${step.kind}`], dataset: { step: step.kind } },
    el("span", { class: "dw-step-title", text: STEP_TITLES[step.kind] ?? step.kind }), body);
}

/** The two totals side by side, the winner marked in words. */
function totals(conflict, ctx) {
  if (conflict.defence === null || conflict.defence === undefined) return null;
  const won = (side) => (conflict.outcome === (side === "defence" ? "repelled" : "held") ? " — wins" : "");
  return el("div", { class: "dw-totals" },
    el("p", { class: ["dw-total", "defence", conflict.outcome === "repelled" && "won"] },
      el("span", { text: `Defence (${ctx.names[conflict.defender]})` }), el("strong", { text: String(conflict.defence) }),
      el("span", { class: "dw-won", text: won("defence") })),
    el("p", { class: ["dw-total", "attack", conflict.outcome === "held" && "won"] },
      el("span", { text: `Attack (${ctx.names[conflict.attacker]})` }), el("strong", { text: String(conflict.attack) }),
      el("span", { class: "dw-won", text: won("attack") })));
}

/** The steps as shown: the totals step is the boxes above; a result's texts are one step. */
function shownSteps(conflict) {
  const steps = [];
  for (const step of conflict.steps) {
    if (step.kind === "totals") continue;
    const last = steps.at(-1);
    if (step.kind === "outcome" && last?.kind === "outcome") last.texts = [...last.texts, ...step.texts];
    else steps.push({ ...step });
  }
  return steps;
}

function conflictBody(conflict, ctx) {
  return el("div", { class: "dw-conflict-body" },
    totals(conflict, ctx),
    el("ol", { class: "dw-steps", "aria-label": "Steps" }, shownSteps(conflict).map((step) => stepNode(step, conflict, ctx))));
}

/** The live region outside the board: each finished newest conflict read out once. */
function announce(text) {
  if (typeof document === "undefined" || announced === text) return;
  let live = document.getElementById("dw-conflict-live");
  const board = document.getElementById("board");
  if (!live && board) {
    live = el("p", { id: "dw-conflict-live", class: "sr-only", role: "status", "aria-live": "polite", "aria-atomic": "true" });
    board.before(live);
  }
  if (!live) return;
  announced = text;
  live.textContent = text;
}

/** The conflicts panel, or null before the first conflict. */
export function conflictsPanel(view, ctx) {
  const conflicts = view.public.conflicts ?? [];
  const newest = conflicts.at(-1);
  if (!newest) {
    announce("");
    return null;
  }
  const summary = conflictSummary(newest, ctx);
  if (newest.done) announce(`${summary}.`);
  const round = Math.max(1, view.players);
  const earlier = conflicts.slice(0, -1).filter((c) => c.turn > (view.public.turns ?? 0) - round).reverse();
  return el("section", { class: "dw-conflicts", "aria-label": "Recent conflicts" },
    el("details", { class: ["dw-conflict", "newest", newest.done ? "done" : "open-conflict"], open: closedId !== newest.id,
      dataset: { conflict: newest.id } },
    el("summary", { dataset: { key: "dw-conflict" } },
      el("span", { class: "dw-conflict-sum", text: summary }),
      el("span", { class: "dw-conflict-turn", text: ` · turn ${newest.turn}` })),
    conflictBody(newest, ctx)),
    earlier.length ? el("ul", { class: "dw-earlier", "aria-label": "Earlier conflicts this round" },
      earlier.map((c) => el("li", { dataset: { conflict: c.id } },
        el("details", { class: "dw-conflict" },
          el("summary", { dataset: { key: `dw-conflict-${c.id}` } },
            el("span", { class: "dw-conflict-sum", text: conflictSummary(c, ctx) }),
            el("span", { class: "dw-conflict-turn", text: ` · turn ${c.turn}` })),
          conflictBody(c, ctx))))) : null);
}
