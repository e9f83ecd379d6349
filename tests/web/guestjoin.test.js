// A guest's join through the relay (web/net/guest.js): a link to the host that never forms
// is given up and the room joined afresh, the wait doubling, and never once the host is there.
import { test } from "node:test";
import assert from "node:assert/strict";

import { GuestClient } from "../../web/net/guest.js";
import { Connection } from "../../web/net/transport.js";

const invite = { game: "astronaut", room: "0123456789abcdef", secret: "fe".repeat(16), hostId: null };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait until `done()` holds (a busy machine may run timers late: no deadline but a hang's). */
async function until(done) {
  for (let waited = 0; !done(); waited += 5) {
    assert.ok(waited < 20_000, "nothing happened for 20 s");
    await sleep(5);
  }
}

/** A transport whose rooms never meet anyone until `answerFrom` (1-based join), which meets the host. */
function relay(answerFrom = Infinity) {
  const rooms = [];
  const join = async ({ onConnection }) => {
    const room = { at: performance.now(), left: false, sent: [], leave() { this.left = true; } };
    rooms.push(room);
    if (rooms.length >= answerFrom) {
      setTimeout(() => onConnection(new Connection("host-peer", (text) => room.sent.push(text))), 1);
    }
    return room;
  };
  return { rooms, join };
}

test("a link that never forms is tried again with a fresh room, each wait twice the last", async () => {
  const { rooms, join } = relay();
  const client = new GuestClient(null, invite, "Gus", {}, { joinRetry: 20, joinTimeout: 10_000, join, fresh: true });
  await client.connect();
  await until(() => rooms.length === 3);
  client.close();
  assert.ok(rooms[1].at - rooms[0].at >= 19 && rooms[2].at - rooms[1].at >= 39, "waits of 20, then 40 ms");
  assert.ok(rooms.every((room) => room.left), "every room given up is left, and the last one on close");
  await sleep(200);
  assert.equal(rooms.length, 3, "a closed client tries no more");
});

test("once the host answers, the room is kept", async () => {
  const { rooms, join } = relay(2);
  const client = new GuestClient(null, invite, "Gus", {}, { joinRetry: 20, joinTimeout: 10_000, join, fresh: true });
  await client.connect();
  await until(() => client.proven);
  await sleep(100);
  assert.equal(rooms.length, 2);
  assert.ok(rooms[0].left && !rooms[1].left);
  assert.ok(client.proven);
  assert.match(rooms[1].sent[0], /^\{"v":1,"t":"join","name":"Gus"/, "the join went to the host over the kept room");
  client.close();
});

test("no retry when joinRetry is 0", async () => {
  const { rooms, join } = relay();
  const client = new GuestClient(null, invite, "Gus", {}, { joinRetry: 0, joinTimeout: 10_000, join, fresh: true });
  await client.connect();
  await sleep(60);
  assert.equal(rooms.length, 1);
  client.close();
});
