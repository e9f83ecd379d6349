// Doctor Who's card faces from the card data (pure; spec format in view/facekit.js): a
// location's VP in the corner and its time tokens under its name; a defender's or an
// enemy's strength in the corner (an enemy names its kind, which says what it attacks
// with); supports carry their text for the details.

import { badge, spec } from "../view/facekit.js";

/** An enemy's kind in words ("headless-monk" -> "Headless Monk"). */
export function enemyKind(type) {
  return String(type ?? "").split("-").map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w)).join(" ");
}

// a narrow face's name where the card's own is too long for it (whole words)
const NARROW_NAMES = { "dw-fish-fingers-and-custard": "Fish Fingers & Custard", "dw-visual-recognition-device": "Visual Recognition" };

const tokens = (n) => `${n} time ${n === 1 ? "token" : "tokens"}`;

/** The face of a Doctor Who card from its catalog entry. */
export function faceSpec(d) {
  const text = d.text ?? null;
  switch (d.kind) {
    case "start":
      return spec({ kind: d.kind, tone: "start", icon: "flag", type: "Start", badge: badge(d.vp, `${d.vp} VP`),
        name: d.name, sub: tokens(d.start), text });
    case "location":
      return spec({ kind: d.kind, tone: "location", icon: "pin", type: "Location", badge: badge(d.vp, `${d.vp} VP`),
        name: d.name, sub: tokens(d.tokens), text });
    case "defender":
      return spec({ kind: d.kind, tone: "defender", icon: "shield", type: "Defender",
        badge: badge(d.strength, `strength ${d.strength}`), name: d.name, text });
    case "enemy":
      return spec({ kind: d.kind, tone: "enemy", icon: "fang", type: "Enemy", badge: badge(d.strength, `strength ${d.strength}`),
        name: d.name, sub: enemyKind(d.type), text });
    case "support":
      return spec({ kind: d.kind, tone: "support", icon: "spark", type: "Support", name: d.name,
        nameNarrow: NARROW_NAMES[d.id] ?? null, text });
    case "game-end":
      return spec({ kind: d.kind, tone: "game-end", icon: "hourglass", type: "Game End", name: d.name, text });
    default:
      return spec({ kind: d.kind ?? "unknown", name: d.name ?? d.id ?? "?", text });
  }
}
