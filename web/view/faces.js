// Card faces as DOM (the pure kit and the spec format: view/facekit.js). A renderer keeps
// its own card element (its classes, role, aria-label and data-face / data-card / data-key,
// which the table, the morph and the tests rely on) and fills it with faceParts(spec): a
// coloured type band with an icon, the value as a badge in the top corner, the name (soft
// hyphens, never cut mid-word), a short line, the glyphs. Faces are drawn from the card
// data the engine's catalog op sends (cards/*.toml), by web/games/<game>-faces.js.

import { el } from "./dom.js";
import { breakable } from "./text.js";
import { iconPath, shapePath, shortName } from "./facekit.js";
import { plural } from "../table/words.js";

const SVG = "http://www.w3.org/2000/svg";

const drawn = new Map(); // "class|path" -> an SVG to copy (copying is cheaper than building)

/** A 16 x 16 SVG of one path, hidden from screen readers. */
export function svgPath(d, cls) {
  const key = `${cls}|${d}`;
  let svg = drawn.get(key);
  if (!svg) {
    svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 16 16");
    svg.setAttribute("class", cls);
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", d);
    path.setAttribute("fill-rule", "evenodd");
    svg.append(path);
    drawn.set(key, svg);
  }
  return svg.cloneNode(true);
}

/**
 * A glyph: its shape in its colour and its code in letters; `state` adds a class
 * (is-open, is-filled, is-has, is-missing, is-gained, is-lost); `spoken` adds its words
 * for screen readers (`label`, else the glyph's own).
 */
export function glyphNode(glyph, { state = null, spoken = false, label = null, classes = [] } = {}) {
  return el("span", {
    class: ["glyph", `glyph-${glyph.set}-${glyph.code}`, `shape-${glyph.shape}`, state && `is-${state}`, ...classes],
  },
  svgPath(shapePath(glyph.shape), "glyph-shape"),
  el("span", { class: "glyph-code", "aria-hidden": "true", text: glyph.mark ?? glyph.code }),
  spoken ? el("span", { class: "sr-only", text: label ?? glyph.label }) : null);
}

/**
 * The parts of a face, to put inside a card element. Everything but the name is hidden
 * from screen readers (the card's label or its sr-only line says it); with `speakName`
 * false the name is hidden too (a role="img" card, named by its aria-label).
 */
export function faceParts(face, { speakName = true } = {}) {
  const hidden = "true";
  return [
    el("span", { class: "face-band", "aria-hidden": hidden },
      svgPath(iconPath(face.icon), "face-icon"),
      el("span", { class: ["face-type", face.typeShort && "long"], text: face.type }),
      face.typeShort ? el("span", { class: "face-type short", text: face.typeShort }) : null),
    face.badge ? el("span", { class: "face-badge", "aria-hidden": hidden, text: face.badge.text }) : null,
    face.hero ? el("span", { class: ["face-hero", face.hero.length > 2 && "word"], "aria-hidden": hidden, text: face.hero }) : null,
    faceName(face.name, speakName, face.nameNarrow ? "wide" : null),
    face.nameNarrow ? faceName(face.name, speakName, "narrow", face.nameNarrow) : null,
    face.sub ? el("span", { class: "face-sub", "aria-hidden": hidden, text: face.sub }) : null,
    face.glyphs.length ? el("span", { class: "face-glyphs", "aria-hidden": hidden }, face.glyphs.map((g) => glyphNode(g))) : null,
  ];
}

/** The name on a face: shortened at a word (view/facekit.js shortName), the whole name
 * for screen readers when `spoken`; long words break with a hyphen (view/text.js). A face
 * with a narrow name has two (`width` "wide" and "narrow"), one shown by the face's width
 * (faces.css). */
function faceName(name, spoken, width = null, shown = shortName(name)) {
  const cls = ["face-name", width && `${width}-name`];
  if (shown === name) return el("span", { class: cls, "aria-hidden": spoken ? null : "true", text: breakable(name) });
  return el("span", { class: [...cls, "short"] },
    el("span", { "aria-hidden": "true", text: breakable(shown) }),
    spoken ? el("span", { class: "sr-only", text: name }) : null);
}

/** The classes a card element with a face carries (with the renderer's own): its tone
 * sets the band's, the badge's and the edge's colours (faces.css). */
export function faceClasses(face) {
  return ["face", `tone-${face.tone}`, face.badge && "has-badge", face.hero && "has-hero"];
}

/**
 * Another player's hidden hand: a small fan of card backs and the count in words
 * (`<span class="hand-count" data-zone="hand:<seat>">`), where cards flying to or from
 * that hand start and land (view/motion.js).
 */
export function handBacks(seat, count, { words = `${count} in hand` } = {}) {
  const shown = Math.min(count, 3);
  return el("span", { class: ["hand-count", "hand-backs", count === 0 && "empty"], dataset: { zone: `hand:${seat}` } },
    el("span", { class: "backs", "aria-hidden": "true", dataset: { count: shown } },
      Array.from({ length: shown }, () => el("span", { class: "back-mini" }))),
    el("span", { class: "hand-count-text", text: words }));
}

/**
 * Cards lying face down (Doctor Who's attacks and defences on a location): a row of backs
 * and the count in words; `classes` keep the renderer's own (`dw-chip down`).
 */
export function faceDownBacks(count, { tag = "li", classes = [] } = {}) {
  const shown = Math.min(count, 4);
  return el(tag, { class: [...classes, "backs-row"] },
    el("span", { class: "backs", "aria-hidden": "true", dataset: { count: shown } },
      Array.from({ length: shown }, () => el("span", { class: "back-mini" }))),
    el("span", { class: "backs-count", text: `${count} face down` }));
}

/**
 * Where a table shows a reconstructed card list (the catalog says `source:
 * "reconstruction"`), one line says so; null for a published card list.
 */
export function sourceNote(catalog) {
  const reconstructed = Object.values(catalog ?? {}).some((card) => card.source === "reconstruction");
  if (!reconstructed) return null;
  return el("p", { class: "source-note", dataset: { key: "source-note" } },
    el("span", { class: "source-mark", "aria-hidden": "true", text: "i" }), " ",
    "These cards are our reconstruction, not the published cards: the Rules say more.");
}

/** "3 cards" (re-exported for the game face modules' words). */
export { plural };
