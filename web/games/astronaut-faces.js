// Astronaut's card faces from the card data (pure; spec format in view/facekit.js): a
// stage card shows its stage number big and in the corner; SUB, Reserve Astronaut, ILL,
// DELAY and the General Interest cards each have a band colour, an icon and a word.

import { badge, spec } from "../view/facekit.js";

// a narrow face's name where the card's own is too long for it (whole words)
const NARROW_NAMES = { "stage-7": "Moon Landing" };
const STAGE_TONES = ["stage-1", "stage", "stage", "stage", "stage", "stage", "stage-7"];

/** The face of an Astronaut card from its catalog entry. */
export function faceSpec(d) {
  switch (d.kind) {
    case "stage":
      return spec({ kind: d.kind, tone: STAGE_TONES[d.stage - 1] ?? "stage", icon: "rocket", type: "Stage",
        badge: badge(d.stage, `stage ${d.stage}`), hero: String(d.stage), name: d.name,
        nameNarrow: NARROW_NAMES[d.id] ?? null });
    case "sub":
      return spec({ kind: d.kind, tone: "sub", icon: "swap", type: "Substitute", typeShort: "Sub", hero: "SUB", name: "Substitute",
        sub: "any stage 2–6" });
    case "reserve":
      return spec({ kind: d.kind, tone: "reserve", icon: "person", type: "Reserve", hero: "RES. A", name: "Reserve Astronaut",
        sub: "starts a row" });
    case "ill":
      return spec({ kind: d.kind, tone: "ill", icon: "medical", type: "Taken ill", hero: "ILL", name: "Taken ill",
        sub: "must be discarded" });
    case "delay":
      return spec({ kind: d.kind, tone: "delay", icon: "hourglass", type: "Delay", hero: "DELAY", name: "Delay",
        badge: badge(2, "costs two turns"), sub: "2 turns" });
    case "gi":
      return spec({ kind: d.kind, tone: "gi", icon: "satellite", type: "Gen. Interest", name: d.name,
        badge: badge(1, "costs one turn"), sub: "1 turn" });
    default:
      return spec({ kind: d.kind ?? "unknown", name: d.name ?? d.id ?? "?" });
  }
}
