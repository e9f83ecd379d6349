// Doctor Who's moves, grouped (registry.js: moveGroups, pure; drawMoves): attacks and
// defences by location, seizes, and the hand's cards with several moves (chosen first,
// then their moves shown with Back) are groups (data-group) that spill onto the table
// when the dock would grow too tall, and so do the reserve, discard and buy moves; the
// pass of three and any move of a kind not listed here (a decision of the rules: its label
// as the engine gives it) stay in the dock. A choose-k template is a starter button
// (data-choose) in its group. Presentation only: every move is a legal move
// of the view, by its index.

import { el, fillNames } from "../view/dom.js";
import { cardDef as def } from "../view/text.js";
import { isTemplate } from "../table/choose.js";
import { groupHeading, plural, waysLabel } from "../table/words.js";

const GROUPS = [
  ["decide", null], ["attack", "Attack"], ["defend", "Defend your locations"], ["seize", "Seize an attack"],
  ["cards", "Play a card from your hand"], ["tokens", "Reserve, discard or buy"], ["turn", null],
];
const TOKENS = new Set(["reserve", "discard", "buy"]);
const CHOOSE_FIRST = 1; // a card with more moves than this is chosen first

function groupOf(move) {
  if (["attack", "defend", "seize"].includes(move.type)) return move.type;
  if (TOKENS.has(move.type)) return "tokens";
  if (move.type === "pass") return "turn";
  if (typeof move.card === "string") return "cards";
  return "decide";
}

/** The choose-k starters of the view (their index in view.legal and label with "…"). */
function starters(view, ctx) {
  return view.legal.flatMap((entry, index) => (isTemplate(entry.move)
    ? [{ index, label: `${fillNames(entry.label, ctx.names)}…`, choose: true, primary: groupOf(entry.move) !== "turn" }] : []));
}

export function moveGroups(view, ctx) {
  const name = (card) => def(card, ctx.catalog).name;
  const chooseButtons = starters(view, ctx);
  if (ctx.selected !== null && ctx.cardMoves.has(ctx.selected)) {
    const card = ctx.selected;
    const moves = ctx.legal.filter((entry) => entry.move.card === card)
      .map((entry) => ({ index: entry.index, label: entry.label, primary: true }));
    return {
      prompt: `${name(card)}: choose what to do.`,
      groups: [
        { key: "card", title: `${name(card)}: ${plural(moves.length, "way")}`, counted: true, moves },
        { key: "back", title: null, moves: [{ back: true, label: "Back", primary: false }] },
      ],
    };
  }
  const perCard = new Map();
  for (const { move } of ctx.legal) {
    if (groupOf(move) === "cards") perCard.set(move.card, (perCard.get(move.card) ?? 0) + 1);
  }
  const groups = new Map(GROUPS.map(([key]) => [key, []]));
  const chosen = new Set();
  for (const entry of ctx.legal) {
    const key = groupOf(entry.move);
    const { card } = entry.move;
    if (key === "cards" && perCard.get(card) > CHOOSE_FIRST) {
      if (chosen.has(card)) continue;
      chosen.add(card);
      groups.get(key).push({ card, label: waysLabel(name(card), perCard.get(card)), primary: true });
      continue;
    }
    groups.get(key).push({ index: entry.index, label: entry.label, primary: key !== "turn" });
  }
  for (const button of chooseButtons) groups.get(groupOf(view.legal[button.index].move)).push(button);
  const deciding = ctx.legal.every((entry) => groupOf(entry.move) === "decide") && !chooseButtons.length;
  const prompt = deciding ? "Choose one:" : chosen.size || groups.get("cards").length
    ? "Choose a move, or a card in your hand." : "Choose a move.";
  return {
    prompt,
    groups: GROUPS.filter(([key]) => groups.get(key).length).map(([key, title]) => ({ key, title, moves: groups.get(key) })),
  };
}

/** The groups as buttons: data-move, data-choose (a choose-k starter), data-card (choose a
 * card first), data-deselect (Back). Titled groups carry data-group (they may spill). */
export function drawMoves(groups) {
  return el("div", { class: "dw-moves" }, groups.map(({ key, title, moves, counted }) => {
    const buttons = moves.map(({ index, label, card, back, choose, primary }) => {
      const dataset = back ? { deselect: "", key: "deselect" }
        : choose ? { choose: index, key: `choose:${index}` }
          : card !== undefined ? { card, key: `choose-card:${card}` } : { move: index, key: `move:${label}` };
      return el("button", { type: "button", class: ["move", "card-move", primary && "primary", back && "deselect"], dataset, text: label });
    });
    return title
      ? el("section", { class: ["dw-group", `dw-group-${key}`], "aria-label": title, dataset: { group: key } },
        el("h3", { class: "dw-group-title", text: groupHeading(title, buttons.length, counted) }),
        el("div", { class: "dw-group-moves" }, buttons))
      : el("div", { class: ["dw-group", "dw-single", `dw-group-${key}`] }, buttons);
  }));
}
