// The dock's panel for cards picked on the board (table/model.js pickModel): their ways
// as move buttons (data-move, or data-choose for a choose-k template), those finished on
// the board folded behind "List the n ways" when the board shows them, and Back. The
// group carries data-group, so a long list spills onto the table like any other.

import { el } from "./dom.js";
import { groupHeading } from "../table/words.js";

function wayButton({ index, label, key, choose }) {
  return el("button", {
    type: "button", class: ["move", "card-move", "primary"],
    dataset: choose ? { choose: index, key } : { move: index, key }, text: choose ? `${label}…` : label,
  });
}

/** The panel for model.pick: {title, onBoard, buttons, folded, foldLabel, back}. */
export function pickPanel({ title, onBoard, buttons, folded, foldLabel, back }) {
  const count = onBoard.length + buttons.length;
  return el("div", { class: "bp-panel" },
    // a group: it spills onto the table like any other when the dock would be too tall (a
    // phone: a long prompt with the card's text above two ways took half the screen)
    el("section", { class: "bp-ways-group", "aria-label": title, dataset: { group: "card" } },
      el("h3", { class: "bp-ways-title", text: groupHeading(title, count, true) }),
      buttons.length ? el("div", { class: "bp-ways bp-buttons" }, buttons.map(wayButton)) : null,
      onBoard.length && folded
        ? el("button", { type: "button", class: "move bp-unfold", "aria-expanded": "false", dataset: { bpUnfold: "", key: "bp-unfold" }, text: foldLabel })
        : null,
      onBoard.length ? el("div", { class: "bp-ways bp-on-board", hidden: folded }, onBoard.map(wayButton)) : null),
    back ? el("div", { class: "bp-back" },
      el("button", { type: "button", class: ["move", "card-move", "deselect"], dataset: { deselect: "", key: "deselect" }, text: "Back" }))
      : null);
}
