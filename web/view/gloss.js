// Glossed text (games/glossary.js): a rulebook word the rulebook never explains is an
// <abbr class="gloss"> whose title is its gloss: hover shows it, a tap toggles it open
// beside the word (one open at a time; a tap elsewhere closes it). The gloss is placed to
// stay on the screen: moved left when the word is near the right edge, above the word
// when it is near the bottom. (Keyboard users find every gloss in the rules drawer's
// "Words at this table": marked words are no tab stops, a long log would be full of them.)

import { el } from "./dom.js";
import { glossPieces } from "../games/glossary.js";

/** `text` as nodes, the game's terms marked. */
export function glossed(text, gameId) {
  return glossPieces(text, gameId).map((piece) => (typeof piece === "string" ? piece
    : el("abbr", { class: "gloss", title: piece.gloss, "data-gloss": piece.gloss, text: piece.term })));
}

let bound = false;
const MARGIN = 8; // px kept between a gloss and the edge of what shows it

/** The part of the screen `node` can show in: the viewport cut by every clipping ancestor (a scrolling log). */
function room(node) {
  const out = { top: 0, left: 0, right: innerWidth, bottom: innerHeight };
  for (let up = node.parentElement; up && up !== document.body; up = up.parentElement) {
    const style = getComputedStyle(up);
    if (style.overflowX === "visible" && style.overflowY === "visible") continue;
    const box = up.getBoundingClientRect();
    out.top = Math.max(out.top, box.top);
    out.left = Math.max(out.left, box.left);
    out.right = Math.min(out.right, box.right);
    out.bottom = Math.min(out.bottom, box.bottom);
  }
  return out;
}

/** Keep `term`'s gloss (its ::after, shown now) inside what shows it: narrower, moved left, or above the word. */
function place(term) {
  for (const name of ["--gloss-shift", "--gloss-max"]) term.style.removeProperty(name);
  term.classList.remove("gloss-above");
  const box = term.getBoundingClientRect();
  const space = room(term);
  const widest = space.right - space.left - 2 * MARGIN;
  if (widest > 0) term.style.setProperty("--gloss-max", `${widest}px`);
  const shown = getComputedStyle(term, "::after"); // content-box: its padding comes on top
  const px = (value) => parseFloat(value) || 0;
  const rem = px(getComputedStyle(document.documentElement).fontSize) || 16;
  const pads = px(shown.paddingLeft) + px(shown.paddingRight);
  const width = Math.min(px(shown.width) + pads || 18 * rem, widest);
  const height = (px(shown.height) || 3 * rem) + px(shown.paddingTop) + px(shown.paddingBottom) + px(shown.marginTop);
  const over = box.left + width - (space.right - MARGIN);
  if (over > 0) term.style.setProperty("--gloss-shift", `${-Math.min(over, Math.max(0, box.left - space.left - MARGIN))}px`);
  if (box.bottom + height > space.bottom && box.top - height > space.top) term.classList.add("gloss-above");
}

/** A tap on a marked word opens its gloss; a tap elsewhere closes it; hover shows it. */
export function bindGlosses() {
  if (bound) return;
  bound = true;
  document.addEventListener("click", (event) => {
    const term = event.target instanceof Element ? event.target.closest("abbr.gloss") : null;
    for (const open of document.querySelectorAll("abbr.gloss.open")) if (open !== term) open.classList.remove("open");
    term?.classList.toggle("open");
    if (term?.classList.contains("open")) place(term);
  });
  document.addEventListener("pointerover", (event) => {
    const term = event.target instanceof Element ? event.target.closest("abbr.gloss") : null;
    if (term) place(term);
  });
}
