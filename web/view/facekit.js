// The drawing kit of the card faces (pure data, no DOM): the glyph shapes and the band
// icons as SVG path data in a 16 x 16 box, our own simple geometry (no borrowed art).
// A glyph is told apart by its shape AND its colour (faces.css: .glyph-<set>-<code>),
// and carries its code in letters, so no one needs colour to read it.
//
// A face spec (web/games/<game>-faces.js builds one per card from the catalog) is
//   { kind, tone, icon, type, typeShort: string | null, badge: {text, label} | null,
//     hero: string | null, name, nameNarrow: string | null, sub: string | null,
//     glyphs: [{set, code, shape, mark, label}], text: string | null }
// tone: a band colour class of faces.css (.tone-<tone>); icon: a key of ICONS; type: the
// band's word (typeShort: its form on a narrow face; a word too long for its band goes
// out of sight whole, never cut: the band keeps its icon); nameNarrow: the name a narrow
// face shows (whole words; the whole name stays for screen readers and in the details);
// badge: the value, strength or points in the top corner; hero: a big mark
// in the middle (a stage number, a card's value); sub: one short line under the name;
// glyphs: the small shapes at the foot (a Redshirt's Skills, a mission's travel icons).

/** Glyph shapes, filled, in a 16 x 16 box (fill-rule evenodd). */
export const SHAPES = {
  circle: "M8 1.5a6.5 6.5 0 1 0 0.01 0Z",
  square: "M2 2h12v12H2Z",
  triangle: "M8 1 15.5 14.5H0.5Z",
  "triangle-down": "M0.5 1.5h15L8 15Z",
  diamond: "M8 0.3 15.7 8 8 15.7 0.3 8Z",
  hexagon: "M4.3 1.5h7.4L15.5 8l-3.8 6.5H4.3L0.5 8Z",
  pentagon: "M8 0.8 15.4 6.2 12.6 14.8H3.4L0.6 6.2Z",
  star: "M8 0.6l2.2 4.8 5.2.6-3.9 3.6 1.1 5.2L8 12.2l-4.6 2.6 1.1-5.2L0.6 6l5.2-.6Z",
  cross: "M5.3 1h5.4v4.3H15v5.4h-4.3V15H5.3v-4.3H1V5.3h4.3Z",
  ring: "M8 0.8a7.2 7.2 0 1 0 0.01 0ZM8 4.6a3.4 3.4 0 1 1-0.01 0Z",
  octagon: "M5 1h6l4 4v6l-4 4H5l-4-4V5Z",
  burst: "M8 0l1.7 4.3L14 2.3l-2 4L16 8l-4 1.7 2 4.3-4.3-2L8 16l-1.7-4L2 14l2-4.3L0 8l4.3-1.7-2-4.3 4 2Z",
  moon: "M10.5 1A7 7 0 1 0 15 12.5 5.6 5.6 0 0 1 10.5 1Z",
};

/** Band icons (white on the band), in a 16 x 16 box (fill-rule evenodd). */
export const ICONS = {
  rocket: "M8 0.5c2.6 1.8 3.8 4.6 3.6 8.2l2.1 2.6-0.6 3.2-2.6-1.8H5.5l-2.6 1.8-0.6-3.2 2.1-2.6C4.2 5.1 5.4 2.3 8 0.5ZM8 4.2a1.6 1.6 0 1 0 0.01 0Z",
  swap: "M1 4.5h9.5V2L15 5.8l-4.5 3.8V7H1ZM15 11.5H5.5V14L1 10.2l4.5-3.8V9H15Z",
  person: "M8 0.8a3.4 3.4 0 1 1-0.01 0ZM1.5 15.5c0-4 2.9-6.2 6.5-6.2s6.5 2.2 6.5 6.2Z",
  medical: "M5.8 1h4.4v4.8H15v4.4h-4.8V15H5.8v-4.8H1V5.8h4.8Z",
  hourglass: "M2.5 0.8h11v2.4c0 2.2-1.8 3.6-3.4 4.8 1.6 1.2 3.4 2.6 3.4 4.8v2.4h-11v-2.4c0-2.2 1.8-3.6 3.4-4.8C4.3 6.8 2.5 5.4 2.5 3.2ZM5 13.2h6c-0.4-1.3-1.7-2.3-3-3.2-1.3 0.9-2.6 1.9-3 3.2Z",
  satellite: "M6.2 4.4l5.4 5.4-1.8 1.8-5.4-5.4ZM1 3.4 3.4 1l3.2 3.2-2.4 2.4ZM9.4 11.8l2.4-2.4 3.2 3.2-2.4 2.4ZM12.4 0.8a2.8 2.8 0 0 1 2.8 2.8h-1.3a1.5 1.5 0 0 0-1.5-1.5Z",
  star: "M8 0.6l2.2 4.8 5.2.6-3.9 3.6 1.1 5.2L8 12.2l-4.6 2.6 1.1-5.2L0.6 6l5.2-.6Z",
  wings: "M8 5.5c1.7-3 4.6-4.3 7.5-4-0.2 4.6-2.8 8.2-7.5 9.5C3.3 9.7 0.7 6.1 0.5 1.5 3.4 1.2 6.3 2.5 8 5.5ZM8 11.8a1.9 1.9 0 1 1-0.01 0Z",
  bolt: "M9.8 0.5 2.5 9h4.4l-1.3 6.5L13.5 7H9.1Z",
  clipboard: "M5 0.8h6v2H14v12.7H2V2.8h3ZM4.3 8.4l1.2-1.2 1.6 1.6 3.6-3.6 1.2 1.2-4.8 4.8Z",
  screen: "M0.8 1.8h14.4v9.6H0.8ZM2.6 3.6v6h10.8v-6ZM5 13.2h6v1.8H5Z",
  arrow: "M0.8 6h8.6V2.2L15.5 8l-6.1 5.8V10H0.8Z",
  warning: "M8 0.6 15.6 14.8H0.4ZM7 5.4v4.8h2V5.4ZM7 11.4v1.8h2v-1.8Z",
  eye: "M8 3c3.6 0 6.2 2.5 7.5 5-1.3 2.5-3.9 5-7.5 5S1.8 10.5 0.5 8C1.8 5.5 4.4 3 8 3ZM8 5.4a2.6 2.6 0 1 0 0.01 0Z",
  spiral: "M8 1a7 7 0 1 1-7 7h2.2A4.8 4.8 0 1 0 8 3.2ZM8 5.4a2.6 2.6 0 1 1-2.6 2.6h2A0.6 0.6 0 1 0 8 7.4Z",
  cancel: "M3.1 1.3 8 6.2l4.9-4.9 1.8 1.8L9.8 8l4.9 4.9-1.8 1.8L8 9.8l-4.9 4.9-1.8-1.8L6.2 8 1.3 3.1Z",
  pin: "M8 0.5a5.5 5.5 0 0 1 5.5 5.5c0 3.8-5.5 9.5-5.5 9.5S2.5 9.8 2.5 6A5.5 5.5 0 0 1 8 0.5ZM8 3.8a2.2 2.2 0 1 0 0.01 0Z",
  flag: "M2 0.8h2v14.4H2ZM5 1.5c3.3-1.6 6 1.6 9.5 0v7.5c-3.5 1.6-6.2-1.6-9.5 0Z",
  shield: "M8 0.5l6.5 2.3v4.6c0 4-2.8 6.8-6.5 8.1C4.3 14.2 1.5 11.4 1.5 7.4V2.8Z",
  fang: "M1 1.5h14L12.8 6 11 3.8 9.6 9.5 8 5.5 6.4 9.5 5 3.8 3.2 6ZM3.5 9.5 8 15l4.5-5.5-1.8-1L8 11.6 5.3 8.5Z",
  spark: "M8 0.5 9.6 6.4 15.5 8 9.6 9.6 8 15.5 6.4 9.6 0.5 8 6.4 6.4Z",
  target: "M8 0.5a7.5 7.5 0 1 1-0.01 0ZM8 3a5 5 0 1 0 0.01 0ZM8 5.4a2.6 2.6 0 1 1-0.01 0Z",
  wrench: "M11 0.6a4.3 4.3 0 0 0-4.1 5.6L0.8 12.3a1.7 1.7 0 0 0 2.4 2.4l6.1-6.1A4.3 4.3 0 0 0 15 4.5l-2.6 2.6-2.4-0.6-0.6-2.4L12 1.5A4.3 4.3 0 0 0 11 0.6Z",
  planet: "M8 3.2a4.8 4.8 0 1 1-0.01 0ZM0.3 11.6c0.5 1.2 4.2 0.3 8.4-2.1s7.2-5 6.9-6.3c-0.2-0.6-1.3-0.7-2.8-0.3l0.7 1c0.5-0.1 0.8 0 0.8 0.1 0.1 0.5-2.4 2.5-6.1 4.6s-6.6 3.1-7.1 2.6c-0.1-0.1 0-0.4 0.3-0.8l-0.8-0.9C0.2 10.2-0.1 11 0.3 11.6Z",
  film: "M1 2h14v12H1ZM2.6 3.6v1.6h1.6V3.6ZM2.6 7.2v1.6h1.6V7.2ZM2.6 10.8v1.6h1.6v-1.6ZM11.8 3.6v1.6h1.6V3.6ZM11.8 7.2v1.6h1.6V7.2ZM11.8 10.8v1.6h1.6v-1.6ZM5.6 3.6v8.8h4.8V3.6Z",
  crown: "M1 4l3.5 3L8 1.5 11.5 7 15 4l-1.5 9h-11ZM2.5 14h11v1.5h-11Z",
  box: "M8 0.8 15 4.3v7.4L8 15.2 1 11.7V4.3ZM8 2.6 3.4 4.9 8 7.2l4.6-2.3Z",
};

/** The glyph `shape`'s path (a circle for an unknown shape). */
export function shapePath(shape) {
  return SHAPES[shape] ?? SHAPES.circle;
}

/** The icon's path: a key of ICONS, or "shape:<shape>" for a glyph shape (a star for an unknown one). */
export function iconPath(icon) {
  const shape = String(icon).startsWith("shape:") ? SHAPES[String(icon).slice(6)] : null;
  return shape ?? ICONS[icon] ?? ICONS.star;
}

/** Does `icon` name a drawing (tests: every face's icon exists)? */
export function knownIcon(icon) {
  return Object.hasOwn(ICONS, icon) || (String(icon).startsWith("shape:") && Object.hasOwn(SHAPES, String(icon).slice(6)));
}

/** "3 plot points" style badge: {text, label}; null when `value` is missing. */
export function badge(value, label) {
  if (value === undefined || value === null || value === "") return null;
  return { text: String(value), label: label ?? String(value) };
}

/** A spec with every field present (defaults for the ones a game leaves out). */
export function spec(fields) {
  return {
    kind: "unknown", tone: "plain", icon: "star", type: "", typeShort: null, badge: null, hero: null, name: "",
    nameNarrow: null, sub: null, glyphs: [], text: null, ...fields,
  };
}

export const NAME_MAX = 38; // characters a face shows of a name (the whole name is in its label)

/**
 * A name short enough for a face, never cut inside a word: whole when it fits; else the
 * part before a bracket ("Ray Gun (Set to Stun, Probably)" -> "Ray Gun"); else whole words
 * and "…".
 */
export function shortName(name, max = NAME_MAX) {
  const text = String(name);
  if (text.length <= max) return text;
  const bracket = text.indexOf(" (");
  if (bracket > 0 && bracket <= max) return text.slice(0, bracket);
  const words = text.split(" ");
  let kept = "";
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > max - 1) break;
    kept = next;
  }
  return `${(kept || words[0]).replace(/[,;:.\-–—]+$/, "")}…`;
}

/** WCAG contrast ratio of two "#rrggbb" colours (tests check the faces' colours with it). */
export function contrast(a, b) {
  const lum = (hex) => {
    const [r, g, b2] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
