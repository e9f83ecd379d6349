// Issue 19, watchers: the watch link (web/net/links.js) and what the page says about who
// watches and why watching failed (web/view/net.js).
import { test } from "node:test";
import assert from "node:assert/strict";

import { watchFromLocation, watchInvite } from "../../web/net/links.js";
import { watchFailureText, watchersText } from "../../web/view/net.js";

const invite = { game: "red-dwarf", room: "0123456789abcdef", secret: "fe".repeat(16) };
const hostId = "ab".repeat(16);

test("the watch room comes from the table's room and secret and gives neither away", async () => {
  const watch = await watchInvite(invite, hostId);
  assert.equal(watch.game, "red-dwarf");
  assert.equal(watch.hostId, hostId);
  assert.match(watch.room, /^[0-9a-f]{16}$/);
  assert.match(watch.secret, /^[0-9a-f]{32}$/);
  assert.notEqual(watch.room, invite.room);
  assert.ok(!invite.secret.includes(watch.secret) && !watch.secret.includes(invite.room));
  assert.deepEqual(await watchInvite(invite, hostId), watch); // the host needs to keep nothing more
  assert.notDeepEqual(await watchInvite({ ...invite, secret: "fd".repeat(16) }, hostId), watch);
  const hash = `#watch=${watch.game}.${watch.room}.${watch.secret}.${watch.hostId}`;
  assert.deepEqual(watchFromLocation(hash), watch);
});

test("a damaged watch link reads as none", () => {
  const good = `#watch=astronaut.${"a".repeat(16)}.${"b".repeat(32)}.${"c".repeat(32)}`;
  assert.ok(watchFromLocation(good));
  for (const bad of [good.slice(0, -1), good.replace("watch", "join"), `${good}x`, good.replace("astronaut", "Astro naut"),
    good.replace(".", "")]) {
    assert.equal(watchFromLocation(bad), null, bad);
  }
});

test("who watches: a count and the names, this device's own marked once", () => {
  assert.equal(watchersText([]), null);
  assert.equal(watchersText(null), null);
  assert.equal(watchersText(["Wes"]), "Watching (1): Wes");
  assert.equal(watchersText(["Wes", "Val", "Wes"], "Wes"), "Watching (3): Wes (you), Val and Wes");
});

test("a failed watch says what happened and what to do", () => {
  assert.match(watchFailureText({ code: "no_host", message: "" }), /Nobody is hosting this table now.*try again/);
  assert.match(watchFailureText({ code: "table_full", message: "" }), /as many watchers as it takes/);
  assert.equal(watchFailureText({ code: "odd", message: "Go away." }), "The host did not let you watch: Go away.");
});
