// Glossed text (games/glossary.js): a rulebook word the rulebook never explains is an
// <abbr class="gloss"> whose title is its gloss: hover shows it, a tap or Enter toggles
// it open beside the word (one open at a time).

import { el } from "./dom.js";
import { glossPieces } from "../games/glossary.js";

/** `text` as nodes, the game's terms marked. */
export function glossed(text, gameId) {
  return glossPieces(text, gameId).map((piece) => (typeof piece === "string" ? piece
    : el("abbr", { class: "gloss", title: piece.gloss, "data-gloss": piece.gloss, text: piece.term })));
}

let bound = false;

/** A tap on a marked word opens its gloss; a tap elsewhere closes it. */
export function bindGlosses() {
  if (bound) return;
  bound = true;
  document.addEventListener("click", (event) => {
    const term = event.target instanceof Element ? event.target.closest("abbr.gloss") : null;
    for (const open of document.querySelectorAll("abbr.gloss.open")) if (open !== term) open.classList.remove("open");
    term?.classList.toggle("open");
  });
}
