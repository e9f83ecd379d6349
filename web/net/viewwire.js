// The view messages on the wire, both ends (issue 21). The host's engine makes whole
// view messages ({"t":"view", view, hash, names}); ViewSender sends each guest a diff
// against the last view that guest acknowledged instead, when that is smaller:
//   host to guest  {"v":1, "t":"vdiff", "base": d32, "digest": d32, "ops": [...]}
//   guest to host  {"v":1, "t":"ack", "digest": d32}          a view it holds now
//                  {"v":1, "t":"full", "token": hex32}        send me the whole view
//   host to guest  {"v":1, "t":"zview", "z": base64}         either of those two, deflated
// (d32: viewdiff.digest of the whole message; a message over DEFLATE_OVER characters goes
// deflated when that is smaller: the legal moves' labels repeat a lot). A join, a new connection (a resume) or a
// "full" starts again from a whole view. ViewReceiver rebuilds the whole message; a diff
// it cannot apply, or whose result does not match its digest, is refused with a warning
// and the guest asks for the whole view. The rebuilt message then goes through the
// engine's checks (guest_parse) exactly like a whole one.

import { DiffError, diff, digest, patch } from "./viewdiff.js";
import { parseBounded } from "../safejson.js";

const KEPT = 8; // views kept per peer (host) or in all (guest) as possible bases
const MAX_CONTROL = 200; // characters of an ack or full message
const DEFLATE_OVER = 1000; // characters
const MAX_INFLATED = 2_000_000; // characters: a zview that inflates to more is refused (as the transport's MAX_WIRE)
const isDigest = (v) => typeof v === "string" && /^[0-9a-f]{32}$/.test(v);

function keep(map, key, value) {
  map.delete(key);
  map.set(key, value);
  while (map.size > KEPT) map.delete(map.keys().next().value);
}

/** A guest's ack/full message, checked: {t, digest} | {t, token} | null (not one: pass it on). */
export function controlMessage(text) {
  if (typeof text !== "string" || !/^\{"v":1,"t":"(ack|full)"/.test(text)) return null;
  let data;
  try {
    data = text.length <= MAX_CONTROL ? parseBounded(text, { maxSize: MAX_CONTROL, maxDepth: 1 }) : null;
  } catch {
    data = null;
  }
  if (data?.t === "ack" && isDigest(data.digest) && Object.keys(data).length === 3) return data;
  if (data?.t === "full" && /^[0-9a-f]{32}$/.test(data.token ?? "") && Object.keys(data).length === 3) return data;
  return { t: "bad" };
}

async function deflated(text) {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return JSON.stringify({ v: 1, t: "zview", z: btoa(binary) });
}

/** The message a zview holds (text), read at most MAX_INFLATED long; throws DiffError. */
export async function inflated(text) {
  let bytes;
  try {
    const data = parseBounded(text, { maxSize: MAX_INFLATED, maxDepth: 1 });
    if (!(data?.t === "zview" && typeof data.z === "string" && Object.keys(data).length === 3)) throw new Error("malformed");
    bytes = Uint8Array.from(atob(data.z), (c) => c.charCodeAt(0));
  } catch {
    throw new DiffError("a malformed deflated view");
  }
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const parts = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.length;
      if (length > MAX_INFLATED) throw new DiffError("a deflated view too large");
      parts.push(value);
    }
  } catch (err) {
    reader.cancel().catch(() => {});
    throw err instanceof DiffError ? err : new DiffError("a damaged deflated view");
  }
  return new TextDecoder().decode(await new Blob(parts).arrayBuffer());
}

export class ViewSender {
  constructor() {
    this.peers = new Map(); // peer -> {sent: Map(digest -> message), acked: {digest, message} | null}
    this.stats = { full: 0, diff: 0, fullBytes: 0, diffBytes: 0 };
  }

  state(peer) {
    if (!this.peers.has(peer)) this.peers.set(peer, { sent: new Map(), acked: null });
    return this.peers.get(peer);
  }

  /** The text to send `peer` for the engine's `message` (a view becomes a diff when smaller). */
  async wire(peer, message) {
    if (message.startsWith('{"v":1,"t":"welcome"')) this.restart(peer);
    if (!message.startsWith('{"v":1,"t":"view"')) return message;
    const state = this.state(peer);
    const data = JSON.parse(message); // the engine's own output
    const hash = await digest(data);
    keep(state.sent, hash, data);
    let text = message;
    if (state.acked) {
      const ops = diff(state.acked.message, data);
      const small = JSON.stringify({ v: 1, t: "vdiff", base: state.acked.digest, digest: hash, ops });
      if (small.length < message.length) text = small;
    }
    const kind = text === message ? "full" : "diff";
    if (text.length > DEFLATE_OVER) {
      const small = await deflated(text);
      if (small.length < text.length) text = small;
    }
    this.stats[kind] += 1;
    this.stats[`${kind}Bytes`] += text.length;
    return text;
  }

  /** `peer` holds the view of `hash` (one we sent it): later diffs start from it. */
  acknowledged(peer, hash) {
    const state = this.peers.get(peer);
    const message = state?.sent.get(hash);
    if (message) state.acked = { digest: hash, message };
  }

  /** `peer` starts again from a whole view (joined, asked for one, or left). */
  restart(peer) {
    this.peers.delete(peer);
  }
}

export class ViewReceiver {
  constructor() {
    this.views = new Map(); // digest -> a whole view message this guest holds
  }

  /** A whole view message arrived (text): returns its digest, to acknowledge. */
  async held(data) {
    const hash = await digest(data);
    keep(this.views, hash, data);
    return hash;
  }

  /**
   * The whole view message (text) a vdiff message rebuilds, or throws DiffError saying
   * why not.
   */
  async rebuild(text) {
    let data;
    try {
      data = parseBounded(text, { maxSize: 2_000_000 });
    } catch (err) {
      throw new DiffError(err.message);
    }
    if (!(data && data.t === "vdiff" && isDigest(data.base) && isDigest(data.digest) && Array.isArray(data.ops)
      && Object.keys(data).length === 5)) throw new DiffError("a malformed view diff");
    const base = this.views.get(data.base);
    if (!base) throw new DiffError("its base view is not one this device holds");
    const whole = patch(base, data.ops);
    if (!(whole && whole.t === "view")) throw new DiffError("it does not make a view");
    if (await digest(whole) !== data.digest) throw new DiffError("the patched view does not match its digest");
    return JSON.stringify(whole);
  }
}

export { DiffError };
