// Issue 19: the loading bar counts what comes over the wire (web/wire-bytes.js), not the
// decoded bytes: "1.4 of 11.7 MB" was the decoded size of a 4.8 MB compressed download.
import { test } from "node:test";
import assert from "node:assert/strict";

import { WireCount } from "../../web/wire-bytes.js";

test("the total is the compressed size, the bytes read are scaled to it", () => {
  const count = new WireCount({ a: 1000, b: 400 }, { a: 250, b: 100 });
  assert.equal(count.total, 350); // before any header: the build's gzip estimates
  count.seen("a", { encoding: "gzip", length: 300 }); // the header's Content-Length wins
  assert.equal(count.total, 400);
  count.received("a", 500);
  assert.equal(count.done, 150);
  count.seen("b", { encoding: null, length: Number.NaN }); // sent as it is
  assert.equal(count.total, 700);
  count.received("b", 400);
  count.received("a", 500);
  assert.equal(count.done, 700);
  assert.equal(count.complete, true);
});

test("an encoded body without a length uses the estimate; other files are not counted", () => {
  const count = new WireCount({ a: 1000 }, { a: 250 });
  count.seen("a", { encoding: "br" });
  count.received("zzz", 10);
  assert.equal(count.total, 250);
  assert.equal(count.complete, false);
  count.finished("a");
  assert.equal(count.done, 250);
  assert.equal(count.complete, true);
});
