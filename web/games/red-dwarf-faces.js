// Red Dwarf's card faces from the card data (pure; spec format in view/facekit.js). The
// travel icons are glyphs, each its own shape and colour with its two letters (a
// colour-blind player tells Drive Room's square from Starbug's star); a mission card
// shows its ribbon of icons at its foot and its plot points in the corner.

import { badge, spec } from "../view/facekit.js";

/** Every travel icon's glyph: two letters, a shape, its name. */
export const TRAVEL_GLYPHS = {
  "drive-room": { set: "travel", code: "drive-room", shape: "square", mark: "DR", label: "Drive Room" },
  hallway: { set: "travel", code: "hallway", shape: "triangle", mark: "HW", label: "Hallway" },
  "sleeping-quarters": { set: "travel", code: "sleeping-quarters", shape: "moon", mark: "SQ", label: "Sleeping Quarters" },
  skutter: { set: "travel", code: "skutter", shape: "hexagon", mark: "SK", label: "Skutter" },
  "matter-transporter": { set: "travel", code: "matter-transporter", shape: "diamond", mark: "MT", label: "Matter Transporter" },
  starbug: { set: "travel", code: "starbug", shape: "star", mark: "SB", label: "Starbug" },
  "on-planet": { set: "travel", code: "on-planet", shape: "circle", mark: "OP", label: "On Planet" },
  "time-hole": { set: "travel", code: "time-hole", shape: "ring", mark: "TH", label: "Time Hole" },
  holly: { set: "travel", code: "holly", shape: "pentagon", mark: "HO", label: "Holly" },
  wild: { set: "travel", code: "wild", shape: "burst", mark: "W", label: "any icon (wild)" },
};

/** The glyph of a travel icon (a plain circle with the icon's name for an unknown one). */
export function travelGlyph(icon) {
  return TRAVEL_GLYPHS[icon] ?? { set: "travel", code: "unknown", shape: "circle", mark: "?", label: String(icon) };
}

// a narrow face's name where the card's own is too long for it (whole words)
const NARROW_NAMES = { "rd-travel-encyclopedia": "Encyclopedia" };
const CAST = { lister: "Lister", rimmer: "Rimmer", cat: "Cat", kryten: "Kryten", any: "Any cast" };
const points = (n) => badge(n, `${n} plot ${n === 1 ? "point" : "points"}`);

/** The face of a Red Dwarf card from its catalog entry. */
export function faceSpec(d) {
  const text = d.text ?? null;
  switch (d.kind) {
    case "cast":
      return spec({ kind: d.kind, tone: "cast", icon: "person", type: "Cast", name: d.name });
    case "task":
      return spec({ kind: d.kind, tone: "task", icon: "clipboard", type: "Task", badge: points(d.points), name: d.name,
        sub: CAST[d.cast] ?? d.cast, glyphs: (d.ribbon ?? []).map(travelGlyph), text });
    case "episode":
      return spec({ kind: d.kind, tone: "episode", icon: "film", type: "Episode", badge: points(d.points), name: d.name,
        sub: `${d.cast_needed} cast`, glyphs: (d.ribbon ?? []).map(travelGlyph), text });
    case "travel":
      return spec({ kind: d.kind, tone: "travel", icon: "arrow", type: "Travel", name: d.name, glyphs: [travelGlyph(d.icon)], text });
    case "holly":
      return spec({ kind: d.kind, tone: "travel", icon: "screen", type: "Travel", name: d.name, sub: "from the BBC",
        glyphs: [travelGlyph("holly")], text });
    case "wild":
      return spec({ kind: d.kind, tone: "wild", icon: "shape:burst", type: "Wild travel", typeShort: "Wild", name: d.name,
        nameNarrow: NARROW_NAMES[d.id] ?? null, sub: "any one icon",
        glyphs: [travelGlyph("wild")], text });
    case "trouble":
      return spec({ kind: d.kind, tone: "trouble", icon: "warning", type: "Trouble", name: d.name, sub: "Re-Cyc",
        glyphs: [travelGlyph(d.icon)], text });
    case "bonus":
      return spec({ kind: d.kind, tone: "bonus", icon: "star", type: "Bonus", badge: points(d.points), name: d.name,
        sub: "Re-Cyc", glyphs: [travelGlyph(d.icon)], text });
    case "focus":
      return spec({ kind: d.kind, tone: "recyc", icon: "eye", type: "Re-Cyc", name: d.name, sub: "focus a cast member", text });
    case "distract":
      return spec({ kind: d.kind, tone: "recyc", icon: "spiral", type: "Re-Cyc", name: d.name, sub: "distract a cast member", text });
    case "smeg-off":
      return spec({ kind: d.kind, tone: "recyc", icon: "cancel", type: "Re-Cyc", name: d.name, sub: "cancel a Re-Cyc", text });
    default:
      return spec({ kind: d.kind ?? "unknown", name: d.name ?? d.id ?? "?", text });
  }
}
