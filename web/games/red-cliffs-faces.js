// The Battle of Red Cliffs' card faces from the card data (pure; spec format in
// view/facekit.js). A card's colour is its band, its word and a suit shape of its own
// (red circle, blue diamond, green triangle, white square, black star) as the band's icon,
// so a colour-blind player tells the colours apart; the value is big in the middle and in
// the corner.

import { badge, spec } from "../view/facekit.js";

/** Each colour's suit: a glyph (shape and colour) with the colour's name. */
export const SUITS = {
  red: { set: "suit", code: "red", shape: "circle", mark: "R", label: "red" },
  blue: { set: "suit", code: "blue", shape: "diamond", mark: "B", label: "blue" },
  green: { set: "suit", code: "green", shape: "triangle", mark: "G", label: "green" },
  white: { set: "suit", code: "white", shape: "square", mark: "W", label: "white" },
  black: { set: "suit", code: "black", shape: "star", mark: "J", label: "black" },
};
const WORDS = { red: "Red", blue: "Blue", green: "Green", white: "White", black: "Black" };
const ANGEL_WORDS = { red: "Red", "light-blue": "Light blue", green: "Green", purple: "Purple" };
// a narrow face's name of an angel whose name does not fit it (its big "A" says angel)
const NARROW_ANGELS = { "light-blue": "Light-blue" };

/** The face of a Red Cliffs card from its catalog entry. */
export function faceSpec(d) {
  const suit = SUITS[d.colour] ?? null;
  switch (d.kind) {
    case "number":
      return spec({ kind: d.kind, tone: `suit-${d.colour}`, icon: `shape:${suit?.shape ?? "circle"}`, type: WORDS[d.colour] ?? d.colour,
        badge: badge(d.value, `value ${d.value}`), hero: String(d.value), name: d.name });
    case "angel":
      return spec({ kind: d.kind, tone: `suit-${d.colour}`, icon: "wings", type: `${WORDS[d.colour] ?? ""} angel`.trim(),
        typeShort: "Angel", hero: "A", name: d.name, nameNarrow: NARROW_ANGELS[d.action] ?? null, sub: `${ANGEL_WORDS[d.action] ?? d.action} action`, text: d.text ?? null });
    case "joker":
      return spec({ kind: d.kind, tone: "suit-black", icon: "crown", type: "Joker", hero: "J", name: "Joker",
        sub: "any one card", text: d.text ?? null });
    case "event":
      return spec({ kind: d.kind, tone: "event", icon: "bolt", type: "Event", hero: "E", name: "Event",
        sub: "shuffle a pile", text: d.text ?? null });
    default:
      return spec({ kind: d.kind ?? "unknown", name: d.name ?? d.id ?? "?" });
  }
}
