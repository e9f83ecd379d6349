// Redshirts' card faces from the card data (pure; spec format in view/facekit.js). The six
// Skills are glyphs, each its own shape and colour with its three letters (Tactical's
// triangle, Science's hexagon, Medical's cross, Engineering's square, Diplomacy's circle,
// Infiltration's diamond): a Redshirt shows its Skills, a Mission the Skills it needs
// (and its Prerequisite), an Equipment the Skill it gives or takes.

import { spec } from "../view/facekit.js";

export const SKILL_NAMES = { INF: "Infiltration", TAC: "Tactical", SCI: "Science", MED: "Medical", ENG: "Engineering", DIP: "Diplomacy" };
const SHAPES = { INF: "diamond", TAC: "triangle", SCI: "hexagon", MED: "cross", ENG: "square", DIP: "circle" };

/** A Skill's glyph; `sign` "+" or "−" marks one an Equipment gives or takes. */
export function skillGlyph(code, sign = "") {
  const name = SKILL_NAMES[code] ?? code;
  return { set: "skill", code, shape: SHAPES[code] ?? "circle", mark: `${sign}${code}`,
    label: sign === "+" ? `gives ${name}` : sign ? `takes ${name}` : name };
}

// a narrow face's name where the card's own is too long for it (whole words)
const NARROW_NAMES = { "rs-ev-not-a-bricklayer": "I'm a Doctor…" };
const PLAY = { any: "any time", own_turn: "your turn", modify: "in Modify" };
const LASTS = { turn: "until end of turn", attached: "stays attached" };

/** The face of a Redshirts card from its catalog entry. */
export function faceSpec(d) {
  const text = d.text ?? null;
  switch (d.kind) {
    case "redshirt":
      return spec({ kind: d.kind, tone: "redshirt", icon: "person", type: "Redshirt", name: d.name,
        sub: d.ability === "active" ? "Zap ability" : d.ability === "passive" ? "always on" : null,
        glyphs: (d.skills ?? []).map((code) => skillGlyph(code)), text });
    case "mission": {
      const prereq = d.prereq && d.prereq !== "none" ? d.prereq : null;
      return spec({ kind: d.kind, tone: "mission", icon: "target", type: "Mission", name: d.name,
        sub: prereq ? `Prerequisite ${prereq}` : null, glyphs: (d.skills ?? []).map((code) => skillGlyph(code)), text });
    }
    case "equipment": {
      const icon = d.icon && d.icon !== "none" ? d.icon : null;
      const sign = icon?.[0] === "-" ? "−" : "+";
      return spec({ kind: d.kind, tone: "equipment", icon: "wrench", type: "Equipment", typeShort: "Equip", name: d.name,
        glyphs: icon ? [skillGlyph(icon.slice(1), sign)] : [], text });
    }
    case "location":
      return spec({ kind: d.kind, tone: "location", icon: "planet", type: "Location", name: d.name,
        sub: d.scope === "all_teams" ? "all teams" : "its Away Team", text });
    case "event":
      return spec({ kind: d.kind, tone: "event", icon: "bolt", type: "Event", name: d.name, nameNarrow: NARROW_NAMES[d.id] ?? null,
        sub: [PLAY[d.play], LASTS[d.lasts]].filter(Boolean).join(", ") || null, text });
    default:
      return spec({ kind: d.kind ?? "unknown", name: d.name ?? d.id ?? "?", text });
  }
}
