// The vetted curve library for tables without a trusted host (issue 22, docs/fairplay.md):
// ristretto255 point arithmetic and SHA-512 from @noble/curves / @noble/hashes (pinned in
// package-lock.json). web/fair/crypto.js builds the masking scheme on these; it does no
// curve arithmetic of its own.
export { ristretto255 } from "@noble/curves/ed25519.js";
export { sha512 } from "@noble/hashes/sha2.js";
