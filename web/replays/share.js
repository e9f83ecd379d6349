// A replay as a link: the finished match's record (and who played it) in the link's
// #fragment, compressed (CompressionStream "deflate-raw") and written in base64url, so
// anyone with the site opens it offline; fragments never reach a server.
// Decoding never throws: a damaged link comes back as {error} with words for a player.

import { parseBounded } from "../safejson.js";

export const PREFIX = "#replay=";
const VERSION = 1;
const MAX_LINK = 1_500_000; // characters of the fragment
const MAX_TEXT = 2_000_000; // characters once decompressed (a long match is well below)

export const DAMAGED = "This replay link is damaged or incomplete: copy the whole link again, or ask for it anew.";

function toBase64url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  try {
    return Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

async function squeeze(text) {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The text inflated from `bytes`, stopping past `limit` characters (null: damaged or too large). */
async function unsqueeze(bytes, limit) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (text.length > limit) {
        reader.cancel().catch(() => {});
        return null;
      }
    }
    return text + decoder.decode();
  } catch {
    return null;
  }
}

/** Is `entry` what a shared replay holds: {game, names, record, ...}? Why not (a string), or null. */
export function checkShared(data) {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return "it holds no match";
  if (data.v !== VERSION) return "it was made by another version of the card table";
  const { game, names, record } = data;
  if (typeof game !== "string" || !record || typeof record !== "object" || Array.isArray(record)) return "it holds no match record";
  if (!Array.isArray(record.moves) || record.game !== game) return "its match record is incomplete";
  if (!Array.isArray(names) || names.length !== record.players || !names.every((n) => typeof n === "string" && n.length <= 40)) {
    return "its players are unreadable";
  }
  return null;
}

/**
 * The fragment of a replay link for a finished match: {game, names, record, kinds?,
 * proof?, at?} (kinds: "human" | "bot:<level>" | "remote" per seat; proof: the
 * fair-shuffle reveal of a table across devices).
 */
export async function replayFragment({ game, names, record, kinds = null, proof = null, at = null }) {
  const data = { v: VERSION, game, names, record, kinds, proof, at };
  return PREFIX + toBase64url(await squeeze(JSON.stringify(data)));
}

/** The whole link: this page's address with the replay's fragment. */
export async function replayLink(entry, href = location.href) {
  const url = new URL(href);
  url.search = "";
  url.hash = (await replayFragment(entry)).slice(1);
  return url.href;
}

/** Is `hash` a replay link's fragment (well-formed or not)? */
export function isReplayHash(hash) {
  return typeof hash === "string" && hash.startsWith(PREFIX);
}

/** A replay fragment → {shared} or {error} (the words to show). Never throws. */
export async function readReplayFragment(hash) {
  if (!isReplayHash(hash)) return { error: DAMAGED };
  const body = hash.slice(PREFIX.length);
  if (body.length === 0 || body.length > MAX_LINK) return { error: DAMAGED };
  const bytes = fromBase64url(body);
  if (!bytes) return { error: DAMAGED };
  const text = await unsqueeze(bytes, MAX_TEXT);
  if (text === null) return { error: DAMAGED };
  let data;
  try {
    data = parseBounded(text, { maxSize: MAX_TEXT });
  } catch {
    return { error: DAMAGED };
  }
  const problem = checkShared(data);
  return problem ? { error: `This replay link cannot be opened: ${problem}.` } : { shared: data };
}
