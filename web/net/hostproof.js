// Proof that a peer is the table's host. Everyone with an invitation link can join the
// relay's room, so a guest could pose as the host to another guest. The host holds an
// ECDSA P-256 key; the link carries a hash of its public key (the host id). A guest
// asks each peer to sign a fresh nonce together with the DTLS certificate fingerprints
// of the connection they share (as both see them in the session descriptions: the
// guest's and the host's), and talks only to the peer whose signature checks against
// the host id. A peer that relays the request to the real host gets a signature over
// *its own* connection's fingerprints, which never match the guest's connection; and
// peer ids, which anyone may choose, are no part of what is signed.

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256" };
const SIGNING = { name: "ECDSA", hash: "SHA-256" };
const bytes = (text) => new TextEncoder().encode(text);

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

function unhex(text) {
  return Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** A new host key: {privateJwk, publicHex, hostId}; keep privateJwk with the host's table. */
export async function createHostKey() {
  const pair = await crypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  return describeKey(await crypto.subtle.exportKey("jwk", pair.privateKey),
    await crypto.subtle.exportKey("raw", pair.publicKey));
}

async function describeKey(privateJwk, publicRaw) {
  const digest = await crypto.subtle.digest("SHA-256", publicRaw);
  return { privateJwk, publicHex: hex(publicRaw), hostId: hex(digest).slice(0, 32) };
}

/** The public key's hex and host id of a kept private key. */
export async function loadHostKey(privateJwk) {
  const { d, key_ops: _ops, ...publicJwk } = privateJwk; // the public half of the JWK
  const key = await crypto.subtle.importKey("jwk", { ...publicJwk, key_ops: ["verify"] }, ALGORITHM, true, ["verify"]);
  return describeKey(privateJwk, await crypto.subtle.exportKey("raw", key));
}

/** What a proof signs: the nonce and the connection's {guest, host} fingerprints. */
function signed(nonce, { guest, host }) {
  return bytes(`cardtable-host-proof:2:${nonce}:${guest}:${host}`);
}

/**
 * The host's answer to a guest's proof request: {key, sig} as hex. `connection`:
 * {guest, host} fingerprints of the connection the request came on (guest: the
 * remote description's, host: the local one's).
 */
export async function prove(hostKey, nonce, connection) {
  if (!connection?.guest || !connection?.host) throw new Error("the connection has no fingerprints");
  const key = await crypto.subtle.importKey("jwk", hostKey.privateJwk, ALGORITHM, false, ["sign"]);
  const sig = await crypto.subtle.sign(SIGNING, key, signed(nonce, connection));
  return { key: hostKey.publicHex, sig: hex(sig) };
}

/**
 * Whether `proof` shows its sender holds the key of `hostId`, for this nonce, on this
 * connection: {guest, host} fingerprints as the guest sees them (guest: its local
 * description's, host: the remote one's).
 */
export async function checkProof(proof, hostId, nonce, connection) {
  if (typeof proof?.key !== "string" || typeof proof?.sig !== "string") return false;
  if (!/^[0-9a-f]{130}$/.test(proof.key) || !/^[0-9a-f]{128}$/.test(proof.sig)) return false;
  if (!connection?.guest || !connection?.host) return false;
  try {
    const raw = unhex(proof.key);
    if (hex(await crypto.subtle.digest("SHA-256", raw)).slice(0, 32) !== hostId) return false;
    const key = await crypto.subtle.importKey("raw", raw, ALGORITHM, false, ["verify"]);
    return await crypto.subtle.verify(SIGNING, key, unhex(proof.sig), signed(nonce, connection));
  } catch {
    return false;
  }
}

/** A guest's view of `conn` for checkProof: {guest: its own fingerprints, host: the peer's}. */
export function asGuest(conn) {
  const fp = conn.fingerprints?.();
  return fp ? { guest: fp.local, host: fp.remote } : null;
}

/** The host's view of `conn` for prove: {guest: the peer's fingerprints, host: its own}. */
export function asHost(conn) {
  const fp = conn.fingerprints?.();
  return fp ? { guest: fp.remote, host: fp.local } : null;
}

const PROOF_REQUEST = '{"v":1,"t":"prove?"';

/** A guest's request for the host's proof: its nonce, or null for any other message. */
export function proofRequestNonce(text) {
  if (!text.startsWith(PROOF_REQUEST) || text.length > 200) return null;
  try {
    const nonce = JSON.parse(text).nonce;
    return typeof nonce === "string" && /^[0-9a-f]{32}$/.test(nonce) ? nonce : null;
  } catch {
    return null;
  }
}

export function proofRequest(nonce) {
  return `${PROOF_REQUEST},"nonce":"${nonce}"}`;
}
