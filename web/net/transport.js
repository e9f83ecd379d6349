// Connections between devices. Every connection has one small interface:
//   {peer, send(string), onMessage(fn(string)), onStatus(fn(status)), close(), fingerprints()}
// status: "connecting" | "connected" | "reconnecting" | "left". fingerprints(): the DTLS
// certificate fingerprints of the connection, {local, remote} (hostproof.js binds to them).
// joinRoom() finds peers through trystero's MQTT signalling (relays configurable);
// the room's secret is trystero's password, so relays never see usable offers.
// A message too large or nested too deeply (safejson.js) is dropped unread.

import { netConfig } from "./config.js";
import { unsafeJson } from "../safejson.js";

const APP_ID = "cardtable-p2p-v1";
export const MAX_WIRE = 2_000_000; // characters; larger messages are dropped unread
const MAX_HELD = 64;

let trystero = null; // the vendored bundle, loaded on first use
async function loadTrystero() {
  trystero ??= await import(new URL("../vendor/trystero-mqtt.mjs", import.meta.url).href);
  return trystero;
}

/** The `a=fingerprint` lines of an SDP, normalised: "sha-256 AB:CD:…" (sorted, comma-joined). */
export function sdpFingerprints(sdp) {
  const found = new Set();
  for (const [, algorithm, value] of String(sdp ?? "").matchAll(/^a=fingerprint:(\S+) ([0-9A-Fa-f:]+)\s*$/gm)) {
    found.add(`${algorithm.toLowerCase()} ${value.toUpperCase()}`);
  }
  return [...found].sort().join(",");
}

/** {local, remote} fingerprints of an RTCPeerConnection's descriptions, or null. */
export function connectionFingerprints(pc) {
  const local = sdpFingerprints(pc?.localDescription?.sdp);
  const remote = sdpFingerprints(pc?.remoteDescription?.sdp);
  return local && remote ? { local, remote } : null;
}

class Connection {
  constructor(peer, sendRaw, closeRaw = () => {}, peerConnection = () => null) {
    this.peer = peer;
    this.sendRaw = sendRaw;
    this.closeRaw = closeRaw;
    this.peerConnection = peerConnection;
    this.messageHandlers = [];
    this.statusHandlers = [];
    this.status = "connected";
    this.held = []; // messages that came before anyone listened (a peer may speak first)
  }

  send(text) {
    if (this.status === "left") return;
    globalThis.__cardtableTransport?.push(["wire out", text]); // tests set this array to see every text sent ...
    Promise.resolve(this.sendRaw(text)).catch((err) => console.warn("send failed:", err?.message ?? err));
  }

  onMessage(fn) {
    this.messageHandlers.push(fn);
    for (const data of this.held.splice(0)) fn(data);
  }

  onStatus(fn) { this.statusHandlers.push(fn); }

  /** The DTLS fingerprints both ends of this connection use: {local, remote}, or null. */
  fingerprints() {
    return connectionFingerprints(this.peerConnection());
  }

  deliver(data) {
    const problem = unsafeJson(data, { maxSize: MAX_WIRE });
    if (problem) {
      console.warn(`dropped a message from ${this.peer}: ${problem}`);
      return;
    }
    globalThis.__cardtableTransport?.push(["wire in", data]); // ... and received
    if (!this.messageHandlers.length) {
      if (this.held.length < MAX_HELD) this.held.push(data);
      return;
    }
    for (const fn of this.messageHandlers) fn(data);
  }

  setStatus(status) {
    this.status = status;
    for (const fn of this.statusHandlers) fn(status);
  }

  close() {
    this.setStatus("left");
    this.closeRaw();
  }
}

/**
 * Join `room` with `secret` as its password; `onConnection(conn)` for every peer that
 * joins (and again, with a new Connection, if it comes back). Resolves to {leave()}.
 */
export async function joinRoom({ room, secret, onConnection }) {
  const { joinRoom: join } = await loadTrystero();
  const { relays, iceServers } = netConfig();
  const config = { appId: APP_ID, password: secret, rtcConfig: { iceServers } };
  if (relays.length) config.relayConfig = { urls: relays };
  const trysteroRoom = join(config, room);
  const action = trysteroRoom.makeAction("m");
  const connections = new Map();
  trysteroRoom.onPeerJoin = (peer) => {
    connections.get(peer)?.setStatus("left");
    const conn = new Connection(peer, (text) => action.send(text, { target: peer }), undefined,
      () => trysteroRoom.getPeers()[peer] ?? null);
    connections.set(peer, conn);
    onConnection(conn);
  };
  trysteroRoom.onPeerLeave = (peer) => {
    connections.get(peer)?.setStatus("left");
    connections.delete(peer);
  };
  action.onMessage = (data, context) => {
    const peer = typeof context === "string" ? context : context?.peerId;
    connections.get(peer)?.deliver(data);
  };
  return {
    leave() {
      for (const conn of connections.values()) conn.setStatus("left");
      connections.clear();
      trysteroRoom.leave();
    },
  };
}

export { Connection };
