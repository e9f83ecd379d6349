// Card faces (issue 19): every card of every game has a face built from its card data
// (web/games/<game>-faces.js over the engine's catalog, i.e. cards/*.toml); the colours in
// web/view/faces.css pass contrast; glyphs differ in shape AND colour; names are never cut
// inside a word; and the flight planner (web/view/flights.js) sends each card where it went.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

import { FACE_SPECS, faceFor } from "../../web/games/faces.js";
import { NAME_MAX, SHAPES, contrast, knownIcon, shortName } from "../../web/view/facekit.js";
import { SKILL_NAMES, skillGlyph } from "../../web/games/redshirts-faces.js";
import { TRAVEL_GLYPHS } from "../../web/games/red-dwarf-faces.js";
import { SUITS } from "../../web/games/red-cliffs-faces.js";
import { planFlights } from "../../web/view/flights.js";

const CATALOGS = JSON.parse(execFileSync(process.env.PYTHON ?? "python3", ["-c",
  "import json, sys; sys.path.insert(0, 'py'); from cardtable.games import GAMES; "
  + "print(json.dumps({gid: game.card_catalog() for gid, game in GAMES.items()}))"], { encoding: "utf-8" }));
const CSS = readFileSync(new URL("../../web/view/faces.css", import.meta.url), "utf-8");
const PAPER = "#fffdf6";

/** The custom properties a CSS class sets in faces.css: {"--band": "#…", …}. */
function propsOf(cls) {
  const props = {};
  const rule = new RegExp(`\\.${cls.replace(/[-]/g, "\\-")}(?:,[^{]*)?\\s*\\{([^}]*)\\}`, "g");
  for (const match of CSS.matchAll(rule)) {
    for (const [, name, value] of match[1].matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)) props[name] = value.toLowerCase();
  }
  // a shared rule (".tone-stage-1, .tone-stage-7 {…}") names the class first or later
  const shared = new RegExp(`[^{}]*\\.${cls.replace(/[-]/g, "\\-")}\\b[^{]*\\{([^}]*)\\}`, "g");
  for (const match of CSS.matchAll(shared)) {
    for (const [, name, value] of match[1].matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)) props[name] ??= value.toLowerCase();
  }
  return props;
}

test("every game of the catalog has face specs, and every card of it a face", () => {
  assert.deepEqual([...FACE_SPECS.keys()].sort(), Object.keys(CATALOGS).sort());
  for (const [game, catalog] of Object.entries(CATALOGS)) {
    assert.ok(Object.keys(catalog).length > 10, game);
    for (const id of Object.keys(catalog)) {
      const face = faceFor(game, `${id}#1`, catalog);
      assert.notEqual(face.kind, "unknown", `${game} ${id}`);
      assert.ok(face.name && face.type, `${game} ${id}: a name and a band word`);
      assert.ok(knownIcon(face.icon), `${game} ${id}: icon ${face.icon}`);
      assert.ok(propsOf(`tone-${face.tone}`)["--band"], `${game} ${id}: tone ${face.tone} is in faces.css`);
      for (const glyph of face.glyphs) {
        assert.ok(Object.hasOwn(SHAPES, glyph.shape), `${game} ${id}: shape ${glyph.shape}`);
        assert.ok(propsOf(`glyph-${glyph.set}-${glyph.code}`)["--glyph"], `${game} ${id}: glyph-${glyph.set}-${glyph.code}`);
        assert.ok(glyph.mark && glyph.label, `${game} ${id}: a glyph says itself in letters`);
      }
    }
  }
});

test("a narrow face's name and band word are shorter forms, in whole words (issue 19)", () => {
  let narrow = 0;
  for (const [game, catalog] of Object.entries(CATALOGS)) {
    for (const id of Object.keys(catalog)) {
      const face = faceFor(game, id, catalog);
      if (face.typeShort) assert.ok(face.typeShort.length < face.type.length, `${game} ${id}: ${face.typeShort}`);
      if (!face.nameNarrow) continue;
      narrow += 1;
      assert.ok(face.nameNarrow.length < face.name.length, `${game} ${id}: ${face.nameNarrow}`);
      const wordsOf = (text) => text.toLowerCase().split(/[\s-]+/).map((w) => w.replace(/[!,.…]+$/, "")).filter((w) => w && w !== "&");
      const words = new Set(wordsOf(face.name));
      assert.ok(wordsOf(face.nameNarrow).every((w) => words.has(w)), `${game} ${id}: "${face.nameNarrow}" keeps the name's words`);
    }
  }
  assert.ok(narrow >= 5, "Light-blue Angel, Landing on the Moon, ...");
  assert.equal(faceFor("red-cliffs", "angel-blue", CATALOGS["red-cliffs"]).nameNarrow, "Light-blue");
});

test("the value, strength or points of a card is its badge", () => {
  const badges = (game, pick) => Object.values(CATALOGS[game]).filter(pick)
    .map((d) => [d, faceFor(game, d.id, CATALOGS[game]).badge]);
  for (const [d, badge] of badges("astronaut", (d) => d.kind === "stage")) assert.equal(badge.text, String(d.stage));
  for (const [d, badge] of badges("red-cliffs", (d) => d.kind === "number")) assert.equal(badge.text, String(d.value));
  for (const [d, badge] of badges("red-dwarf", (d) => d.points !== undefined)) {
    assert.equal(badge.text, String(d.points));
    assert.match(badge.label, /plot points?$/);
  }
  for (const [d, badge] of badges("doctor-who", (d) => d.strength !== undefined)) assert.equal(badge.label, `strength ${d.strength}`);
  for (const [d, badge] of badges("doctor-who", (d) => d.vp !== undefined)) assert.equal(badge.text, String(d.vp));
});

test("Skills and travel icons are glyphs: every one its own shape and its own colour, and its letters", () => {
  const sets = [
    Object.keys(SKILL_NAMES).map((code) => skillGlyph(code)),
    Object.values(TRAVEL_GLYPHS),
    Object.values(SUITS),
  ];
  for (const glyphs of sets) {
    const shapes = glyphs.map((g) => g.shape);
    const colours = glyphs.map((g) => propsOf(`glyph-${g.set}-${g.code}`)["--glyph"]);
    const marks = glyphs.map((g) => g.mark);
    assert.equal(new Set(shapes).size, glyphs.length, `shapes repeat: ${shapes}`);
    assert.equal(new Set(colours).size, glyphs.length, `colours repeat: ${colours}`);
    assert.equal(new Set(marks).size, glyphs.length, `letters repeat: ${marks}`);
    for (const colour of colours) assert.ok(contrast(colour, PAPER) >= 3, `${colour} on paper (a graphic: 3:1)`);
  }
  // a Redshirt shows its Skills; a Mission what it needs; an Equipment what it gives or takes
  const rs = CATALOGS.redshirts;
  for (const d of Object.values(rs)) {
    const face = faceFor("redshirts", d.id, rs);
    if (d.kind === "redshirt" || d.kind === "mission") assert.deepEqual(face.glyphs.map((g) => g.code), d.skills);
    if (d.kind === "equipment" && d.icon !== "none") assert.equal(face.glyphs[0].mark, d.icon.replace("-", "−"));
  }
  const rd = CATALOGS["red-dwarf"];
  for (const d of Object.values(rd)) {
    const face = faceFor("red-dwarf", d.id, rd);
    if (d.ribbon) assert.deepEqual(face.glyphs.map((g) => g.code), d.ribbon);
    else if (d.icon) assert.deepEqual(face.glyphs.map((g) => g.code), [d.icon]);
  }
});

test("every band's word and every badge pass contrast (4.5:1)", () => {
  const tones = [...CSS.matchAll(/\.tone-([\w-]+)/g)].map((m) => m[1]);
  assert.ok(tones.length > 25);
  for (const tone of new Set(tones)) {
    const { "--band": band, "--band-ink": ink, "--hero": hero } = propsOf(`tone-${tone}`);
    assert.ok(band && ink, `tone-${tone}`);
    assert.ok(contrast(band, ink) >= 4.5, `tone-${tone}: ${ink} on ${band} is ${contrast(band, ink).toFixed(2)}`);
    const number = hero ?? band; // the badge's and the big mark's colour, on white and on paper
    assert.ok(contrast(number, "#ffffff") >= 4.5 && contrast(number, PAPER) >= 4.5, `tone-${tone}: ${number} on white`);
  }
});

test("a face shows a name whole, or shortened at a word; long words break with a hyphen", () => {
  assert.equal(shortName("Drive Room"), "Drive Room");
  assert.equal(shortName("Ray Gun (Set to Stun, Probably) and More Words Here"), "Ray Gun");
  const long = "Fix the Exhaust Port Before Some Redneck Drops a Torpedo Down It";
  const short = shortName(long);
  assert.ok(short.endsWith("…") && short.length <= NAME_MAX, short);
  assert.ok(long.startsWith(short.slice(0, -1)) && long[short.length - 1] === " ", `cut inside a word: ${short}`);
  for (const [game, catalog] of Object.entries(CATALOGS)) {
    for (const d of Object.values(catalog)) {
      const shown = shortName(faceFor(game, d.id, catalog).name);
      const bare = (word) => word.replace(/^\(/, "").replace(/[,;:.!?)]+$/, "");
      const words = shown.replace(/…$/, "").split(" ").map(bare);
      const whole = faceFor(game, d.id, catalog).name.split(" ").map(bare);
      for (const word of words) assert.ok(whole.includes(word), `${game}: "${shown}" cuts "${word}"`);
    }
  }
});

// -- flights ------------------------------------------------------------------------
const box = (left, top, width = 60, height = 84) => ({ left, top, width, height });
const zones = (counts, cards = {}) => Object.fromEntries(Object.entries(counts)
  .map(([name, count]) => [name, { count, cards: cards[name] ?? null }]));

test("a card drawn into the viewer's hand flies from the pack; a bot's draw is a back from the pack to its hand", () => {
  const before = { view: { zones: zones({ pack: 10, "hand:0": 1, "hand:1": 1 }, { "hand:0": ["a#1"] }) },
    cards: new Map([["a#1", { box: box(0, 600), place: "hand" }]]),
    zones: new Map([["pack", box(10, 10)], ["hand:0", box(0, 590, 300, 100)], ["hand:1", box(200, 300, 80, 20)]]) };
  const mine = { view: { zones: zones({ pack: 9, "hand:0": 2, "hand:1": 1 }, { "hand:0": ["a#1", "b#1"] }) },
    cards: new Map([["a#1", { box: box(0, 600), place: "hand" }], ["b#1", { box: box(70, 600), place: "hand" }]]),
    zones: before.zones };
  assert.deepEqual(planFlights({ before, after: mine }), [{ kind: "appear", card: "b#1", from: box(10, 10), to: box(70, 600) }]);
  const theirs = { view: { zones: zones({ pack: 9, "hand:0": 1, "hand:1": 2 }, { "hand:0": ["a#1"] }) },
    cards: before.cards, zones: before.zones };
  assert.deepEqual(planFlights({ before, after: theirs }),
    [{ kind: "hidden", card: null, from: box(10, 10), to: box(200, 300, 80, 20) }]);
  assert.deepEqual(planFlights({ before, after: { ...before } }), [], "nothing moved, nothing flies");
});

test("a card played from the hand to the table travels; one passed to another's hand vanishes into it", () => {
  const before = { view: { zones: zones({ "hand:0": 2, "row:0": 0, "hand:1": 3 }, { "hand:0": ["a#1", "b#1"], "row:0": [] }) },
    cards: new Map([["a#1", { box: box(0, 600), place: "hand" }], ["b#1", { box: box(70, 600), place: "hand" }]]),
    zones: new Map([["hand:0", box(0, 590, 300, 100)], ["row:0", box(100, 100, 400, 60)], ["hand:1", box(300, 300, 80, 20)]]) };
  const played = { view: { zones: zones({ "hand:0": 1, "row:0": 1, "hand:1": 3 }, { "hand:0": ["b#1"], "row:0": ["a#1"] }) },
    cards: new Map([["a#1", { box: box(100, 100, 40, 56), place: "zone:row:0" }], ["b#1", { box: box(0, 600), place: "hand" }]]),
    zones: before.zones };
  assert.deepEqual(planFlights({ before, after: played }),
    [{ kind: "move", card: "a#1", from: box(0, 600), to: box(100, 100, 40, 56) }], "the card that stayed in the hand does not fly");
  const passed = { view: { zones: zones({ "hand:0": 1, "row:0": 0, "hand:1": 4 }, { "hand:0": ["b#1"], "row:0": [] }) },
    cards: new Map([["b#1", { box: box(0, 600), place: "hand" }]]), zones: before.zones };
  assert.deepEqual(planFlights({ before, after: passed }), [{ kind: "vanish", card: "a#1", from: box(0, 600), to: box(300, 300, 80, 20) }]);
});

test("a deal is at most `limit` flights", () => {
  const names = ["hand:0", "hand:1", "hand:2", "hand:3"];
  const before = { view: { zones: zones({ pack: 40, ...Object.fromEntries(names.map((n) => [n, 0])) }) }, cards: new Map(),
    zones: new Map([["pack", box(0, 0)], ...names.map((n, i) => [n, box(100 * i, 300)])]) };
  const after = { view: { zones: zones({ pack: 12, ...Object.fromEntries(names.map((n) => [n, 7])) }) }, cards: new Map(), zones: before.zones };
  const flights = planFlights({ before, after, limit: 3 });
  assert.equal(flights.length, 3);
  assert.ok(flights.every((f) => f.kind === "hidden" && f.from === before.zones.get("pack")));
  assert.equal(planFlights({ before, after }).length, 4, "one back per hand");
});
