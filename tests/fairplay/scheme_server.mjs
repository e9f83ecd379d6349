// Test helper: web/fair/crypto.js over the built dist/vendor/noble-ristretto.mjs, one JSON
// request per line on stdin ({op, args}), one JSON answer per line on stdout.
import { createInterface } from "node:readline";
import { randomBytes } from "node:crypto";
import { makeScheme } from "../../web/fair/crypto.js";

const lib = await import(new URL("../../dist/vendor/noble-ristretto.mjs", import.meta.url).href);
const scheme = makeScheme(lib, (n) => new Uint8Array(randomBytes(n)));
for await (const line of createInterface({ input: process.stdin })) {
  const { op, args } = JSON.parse(line);
  let answer;
  try { answer = { ok: scheme[op](...args) }; } catch (error) { answer = { error: String(error) }; }
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
