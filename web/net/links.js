// What the links' #fragments hold: an invitation to the relay's room (#join=), the
// host's own address of its table (#host=), a direct link's offer (#offer=) and its
// reply (#answer=), and a link to watch the table (#watch=). Fragments never reach a server.
//
// A watch link names a room of its own, derived from the table's room and secret by a
// one-way hash (watchInvite): a watcher never learns the players' room or secret, and
// the host takes only "watch" from the peers it meets there (netplay watch_only).

export function randomHex(bytes) {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A new invitation: {game, room, secret, direct}; the link carries it in its fragment.
 * `direct`: guests connect by direct links (no relay) instead of the room's link.
 */
export function newInvite(game, direct = false) {
  return { game, room: randomHex(8), secret: randomHex(16), direct };
}

/** The room's invitation link; `hostId` lets guests tell the host from other guests. */
export function inviteLink({ game, room, secret }, hostId) {
  const url = new URL(location.href);
  url.hash = `join=${encodeURIComponent(game)}.${room}.${secret}.${hostId}`;
  return url.href;
}

/** A direct link: the host's offer for one device (see direct.js). */
export function directOfferLink({ game, room }, id, code) {
  const url = new URL(location.href);
  url.hash = `offer=${encodeURIComponent(game)}.${room}.${id}.${code}`;
  return url.href;
}

/** The direct offer in a fragment: {game, room, id, code} or null. */
export function offerFromLocation(hash = location.hash) {
  const match = /^#offer=([a-z0-9-]+)\.([0-9a-f]{16})\.([0-9a-f]{8})\.([A-Za-z0-9_-]+)$/.exec(hash);
  return match ? { game: match[1], room: match[2], id: match[3], code: match[4] } : null;
}

/** A guest's reply to a direct offer, as a link back to the host's page. */
export function replyLink(room, id, code) {
  const url = new URL(location.href);
  url.hash = `answer=${room}.${id}.${code}`;
  return url.href;
}

/** A reply link (or just its fragment) → {room, id, code}, or null. */
export function parseReply(text) {
  const match = /#answer=([0-9a-f]{16})\.([0-9a-f]{8})\.([A-Za-z0-9_-]+)\s*$/.exec(String(text ?? "").trim());
  return match ? { room: match[1], id: match[2], code: match[3] } : null;
}

/** The host's own address of its table: `#host=game.room.secret`. */
export function hostFragment({ game, room, secret }) {
  return `#host=${game}.${room}.${secret}`;
}

/** The table this page hosts (its fragment), as {game, room, secret}, or null. */
export function hostedFromLocation(hash = location.hash) {
  const match = /^#host=([a-z0-9-]+)\.([0-9a-f]{16})\.([0-9a-f]{32})$/.exec(hash);
  return match ? { game: match[1], room: match[2], secret: match[3] } : null;
}

/** The invitation in this page's fragment ({game, room, secret, hostId}), or null. */
export function inviteFromLocation(hash = location.hash) {
  const match = /^#join=([a-z0-9-]+)\.([0-9a-f]{16})\.([0-9a-f]{32})\.([0-9a-f]{32})$/.exec(hash);
  return match ? { game: match[1], room: match[2], secret: match[3], hostId: match[4] } : null;
}

/**
 * The watchers' room of a relay table: {game, room, secret, hostId}, derived from the
 * table's room and secret (SHA-256), so the host needs to keep nothing more and the
 * link gives away neither.
 */
export async function watchInvite({ game, room, secret }, hostId) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`cardtable-watch:1:${room}.${secret}`));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  return { game, room: hex.slice(0, 16), secret: hex.slice(16, 48), hostId };
}

/** The link that lets someone watch the table (never play at it). */
export function watchLink({ game, room, secret, hostId }) {
  const url = new URL(location.href);
  url.hash = `watch=${encodeURIComponent(game)}.${room}.${secret}.${hostId}`;
  return url.href;
}

/** The watch link in a fragment: {game, room, secret, hostId}, or null. */
export function watchFromLocation(hash = location.hash) {
  const match = /^#watch=([a-z0-9-]+)\.([0-9a-f]{16})\.([0-9a-f]{32})\.([0-9a-f]{32})$/.exec(hash);
  return match ? { game: match[1], room: match[2], secret: match[3], hostId: match[4] } : null;
}
