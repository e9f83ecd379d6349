// What the links' #fragments hold: an invitation to the relay's room (#join=), the
// host's own address of its table (#host=), a direct link's offer (#offer=) and its
// reply (#answer=). Fragments never reach a server.

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
