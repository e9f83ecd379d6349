// The browser's scheme: web/fair/crypto.js over the vendored @noble/curves bundle, with
// secrets from crypto.getRandomValues (no request leaves the origin).
import { ristretto255, sha512 } from "../vendor/noble-ristretto.mjs";
import { makeScheme } from "./crypto.js";

export const scheme = makeScheme({ ristretto255, sha512 },
  (n) => globalThis.crypto.getRandomValues(new Uint8Array(n)));
