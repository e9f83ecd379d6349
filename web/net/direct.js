// Direct links: two devices connect with no third party at all. The host's offer and
// the guest's answer (WebRTC session descriptions with every ICE candidate gathered)
// travel as links or QR codes: shrunk SDP in JSON, deflated, base64url (about 550 characters).
// With no STUN/TURN server configured this works between devices on one network,
// even with no internet. Each direct link connects one device once.

import { Connection } from "./transport.js";
import { netConfig } from "./config.js";
import { parseBounded } from "../safejson.js";

const MAX_CODE = 6000; // characters of an encoded description we accept
const MAX_SDP = 20000;
const GATHER_MS = 4000; // ICE gathering that takes longer goes with what it has
const CHANNEL = "cardtable";

function toBase64Url(bytes) {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const plain = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(plain, (ch) => ch.charCodeAt(0));
}

async function pipe(bytes, stream) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/**
 * Drop what a data channel does not need from an SDP and write the DTLS fingerprint in
 * base64 (a QR code with fewer modules scans more easily); `expandSdp` restores it.
 */
export function shrinkSdp(sdp) {
  return sdp.split(/\r?\n/)
    .filter((line) => line && line !== "a=extmap-allow-mixed" && !line.startsWith("a=msid-semantic"))
    .map((line) => {
      if (line.startsWith("a=candidate:")) return line.replace(/ (generation|network-cost|network-id) \d+/g, "");
      const fp = /^a=fingerprint:sha-256 ([0-9A-F:]+)$/.exec(line);
      if (!fp) return line;
      const bytes = fp[1].split(":").map((hex) => Number.parseInt(hex, 16));
      return `a=fp:${toBase64Url(bytes)}`;
    })
    .join("\n");
}

export function expandSdp(text) {
  return text.split("\n").map((line) => {
    if (!line.startsWith("a=fp:")) return line;
    const hex = Array.from(fromBase64Url(line.slice(5)), (b) => b.toString(16).toUpperCase().padStart(2, "0"));
    return `a=fingerprint:sha-256 ${hex.join(":")}`;
  }).join("\r\n") + "\r\n";
}

/** A session description → the short text a link carries. */
export async function encodeDescription({ type, sdp }) {
  const json = new TextEncoder().encode(JSON.stringify({ t: type, s: shrinkSdp(sdp) }));
  return toBase64Url(await pipe(json, new CompressionStream("deflate-raw")));
}

/** The reverse of encodeDescription; throws a readable Error on anything else. */
export async function decodeDescription(code, expectedType) {
  if (typeof code !== "string" || code.length > MAX_CODE || !/^[A-Za-z0-9_-]+$/.test(code)) {
    throw new Error("This is not a connection code.");
  }
  let data;
  try {
    const bytes = await pipe(fromBase64Url(code), new DecompressionStream("deflate-raw"));
    if (bytes.length > MAX_SDP) throw new Error("too long");
    data = parseBounded(new TextDecoder().decode(bytes), { maxSize: MAX_SDP, maxDepth: 2 });
  } catch {
    throw new Error("This connection code is damaged: copy the whole link again.");
  }
  if (data?.t !== expectedType || typeof data.s !== "string" || !data.s.startsWith("v=0")) {
    throw new Error(`This is not a connection ${expectedType}.`);
  }
  return { type: data.t, sdp: expandSdp(data.s) };
}

function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") return resolve();
    const timer = setTimeout(resolve, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

// The host's first word on a direct channel: "I am listening". Chromium can drop a message
// that reaches the offering side before its channel has opened there (the guest's side opens
// first), so the guest says nothing until it hears this.
const READY = '{"v":1,"t":"ready"}';

/**
 * A Connection over `channel`; its status follows the peer connection. `onReady`: the
 * guest's side, called on the host's READY (which is not passed on).
 */
function connectionOver(pc, channel, peer, onReady = null) {
  const conn = new Connection(peer, (text) => channel.send(text), () => pc.close(), () => pc);
  channel.addEventListener("message", ({ data }) => {
    if (onReady && data === READY) onReady(conn);
    else conn.deliver(data);
  });
  channel.addEventListener("close", () => conn.status !== "left" && conn.setStatus("left"));
  pc.addEventListener("connectionstatechange", () => {
    const state = pc.connectionState;
    if (state === "disconnected") conn.setStatus("reconnecting");
    else if (state === "connected" && conn.status === "reconnecting") conn.setStatus("connected");
    else if ((state === "failed" || state === "closed") && conn.status !== "left") conn.setStatus("left");
  });
  return conn;
}

function opened(channel) {
  return new Promise((resolve, reject) => {
    if (channel.readyState === "open") return resolve(channel);
    channel.addEventListener("open", () => resolve(channel), { once: true });
    channel.addEventListener("close", () => reject(new Error("The direct connection closed.")), { once: true });
  });
}

/**
 * The host's side of one direct link: `offer()` gives the code for the link; `accept(code)`
 * takes the guest's answer and resolves to a Connection once the channel is open.
 */
export class DirectOffer {
  constructor(id) {
    this.id = id;
    this.pc = new RTCPeerConnection({ iceServers: netConfig().iceServers });
    this.channel = this.pc.createDataChannel(CHANNEL, { ordered: true });
    // Listening from the start: a guest speaks as soon as the channel opens, which can be
    // before accept() resumes; a message with no listener yet would be lost.
    this.connection = connectionOver(this.pc, this.channel, `direct-${id}`);
    this.answered = false;
  }

  async offer() {
    await this.pc.setLocalDescription(await this.pc.createOffer());
    await gathered(this.pc);
    return encodeDescription(this.pc.localDescription);
  }

  async accept(code) {
    if (this.answered) throw new Error("This direct link is already connected: make a new one.");
    const answer = await decodeDescription(code, "answer");
    this.answered = true;
    try {
      await this.pc.setRemoteDescription(answer);
    } catch {
      this.answered = false;
      throw new Error("This reply does not fit the direct link: was it made for another one?");
    }
    await opened(this.channel);
    this.channel.send(READY);
    return this.connection;
  }

  close() {
    this.pc.close();
  }
}

/**
 * The guest's side: answer the host's offer `code`. Resolves to {answer, connection}:
 * the answer code for the reply link, and a promise of the Connection.
 */
export async function answerOffer(code) {
  const offer = await decodeDescription(code, "offer");
  const pc = new RTCPeerConnection({ iceServers: netConfig().iceServers });
  // The Connection listens from the moment the channel exists (see DirectOffer), and is
  // ours to speak on once the host has said it listens (READY).
  const connection = new Promise((resolve) => {
    pc.addEventListener("datachannel", ({ channel: ch }) => {
      if (ch.label === CHANNEL) connectionOver(pc, ch, "host", resolve);
    });
  });
  try {
    await pc.setRemoteDescription(offer);
  } catch {
    pc.close();
    throw new Error("This direct link cannot be used: ask the host for a new one.");
  }
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  const answer = await encodeDescription(pc.localDescription);
  return { answer, connection, close: () => pc.close() };
}
