// Where devices meet: MQTT signalling relays and ICE (STUN/TURN) servers.
// From URL parameters (?relay=wss://a,wss://b&ice=stun:host:3478&turn=turn:user:pass@host:3478),
// else the settings kept in this browser, else trystero's public relays and no ICE server
// (devices on one network connect directly; across networks you may need TURN).

import { parseBounded } from "../safejson.js";

const SCOPE = new URL("../", import.meta.url).pathname;
const KEY = `cardtable:${SCOPE}:net`;

function split(text) {
  return String(text ?? "").split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
}

/** "turn:user:pass@host:3478" → an RTCIceServer; "stun:host" → {urls}. */
export function iceServer(spec) {
  const match = /^(turns?):([^:@]+):([^@]+)@(.+)$/.exec(spec);
  if (match) return { urls: `${match[1]}:${match[4]}`, username: match[2], credential: match[3] };
  return { urls: spec };
}

export function loadSettings() {
  try {
    const data = parseBounded(localStorage.getItem(KEY) ?? "{}", { maxSize: 10_000, maxDepth: 2 }) ?? {};
    return { relays: String(data.relays ?? ""), ice: String(data.ice ?? "") };
  } catch {
    return { relays: "", ice: "" };
  }
}

export function saveSettings({ relays, ice }) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ relays, ice }));
  } catch {
    // not kept: the settings apply to this visit only
  }
}

/** {relays: [url], iceServers: [RTCIceServer]} for this page. */
export function netConfig() {
  const params = new URLSearchParams(location.search);
  const saved = loadSettings();
  const relays = split(params.get("relay") ?? saved.relays)
    .filter((url) => /^wss?:\/\//.test(url));
  const ice = [...split(params.get("ice") ?? saved.ice), ...split(params.get("turn"))];
  return { relays, iceServers: ice.filter((s) => /^(stuns?|turns?):/.test(s)).map(iceServer) };
}
