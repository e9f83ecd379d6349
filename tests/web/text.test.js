// Pure text helpers (web/view/text.js): names that break well on narrow cards.
import { test } from "node:test";
import assert from "node:assert/strict";

import { breakable } from "../../web/view/text.js";

const SHY = "\u00ad";

test("a long word gets one soft hyphen before a consonant run's onset near its middle", () => {
  assert.equal(breakable("Sonic Screwdriver"), `Sonic Screw${SHY}driver`);
  assert.equal(breakable("Commander's Log"), `Comman${SHY}der's Log`);
});

test("short and hyphenated words are left alone, and the name reads the same without soft hyphens", () => {
  assert.equal(breakable("The Doctor"), "The Doctor");
  assert.equal(breakable("Taste-Testing"), "Taste-Testing");
  assert.equal(breakable("U.N.I.T."), "U.N.I.T.");
  for (const name of ["Stormcage Containment Facility", "Weeping Angels", "Aaaaaaaaaa"]) {
    assert.equal(breakable(name).replaceAll(SHY, ""), name);
    for (const word of breakable(name).split(" ")) {
      const parts = word.split(SHY);
      assert.ok(parts.length <= 2 && parts.every((part) => part.length >= 2), word);
    }
  }
});

test("the break goes before an English onset", () => {
  assert.equal(breakable("Stormcage"), `Storm${SHY}cage`);
  assert.equal(breakable("Containment"), `Contain${SHY}ment`);
  assert.equal(breakable("Pandorica"), `Pando${SHY}rica`);
});
