// Module Web Worker hosting the Python engine (Pyodide + the cardtable package).
//
// Out: {type: "progress", stage, done, total} while loading ("download": bytes of the
//      files received so far of `total`; then "python", "restore", "engine"),
//      {type: "step", name, start, end} for every start-up step (epoch ms, see below),
//      then {type: "ready", from: "snapshot" | "fresh"} or {type: "failed", message}.
// In:  {id, request} where request is a JSON string; out: {id, response, ms, received,
//      sent}: the JSON string returned by cardtable.bridge.handle, the ms Python took, and
//      when the request arrived and the reply left (epoch ms).
//
// Start-up, fastest first:
// 1. Restore: a memory snapshot of an interpreter that already imported the engine,
//    kept in Cache Storage under this build's id (Pyodide's `_loadSnapshot`), then the
//    engine archive unpacked again (its data files live outside the wasm memory).
// 2. Fresh: `loadPyodide` with the trimmed standard library, unpack the engine archive,
//    import the bridge, then take a snapshot (before any request: a clean state) and
//    store it for the next start. A missing, stale or failing snapshot falls back to
//    this path and says so in the console.
// Every URL is relative to this file, so the app works under any sub-path.

import { WireCount } from "./wire-bytes.js";

// Filled in by build.py: {build, stdlib, lock, sizes: {path: bytes}, wire: {path: gzip bytes}};
// null when unbuilt.
const BUILD = /* BUILD_INFO */ null;

const here = (path) => new URL(path, import.meta.url);
const PYODIDE_DIR = here("./vendor/pyodide/");
const ENGINE_ZIP = here("./py/cardtable.zip");
const STDLIB = BUILD ? here(BUILD.stdlib) : null;
const SNAPSHOT_CACHE = `cardtable-snapshot:${new URL("./", import.meta.url).pathname}`;
const SNAPSHOT_URL = BUILD ? here(`./__snapshot__/${BUILD.build}`).href : null;
const IDLE_MS = 1000; // the snapshot is packed and stored after this long without a request

// -- idle work ----------------------------------------------------------------------
let idleTimer = null;
let idleWork = null;

/** Run `work` once no request has come for IDLE_MS (packing a snapshot takes a while). */
function whenIdle(work) {
  idleWork = work;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    idleWork = null;
    work();
  }, IDLE_MS);
}

function postponeIdleWork() {
  if (idleWork) whenIdle(idleWork);
}

// -- reporting ----------------------------------------------------------------------
const now = () => performance.timeOrigin + performance.now(); // epoch ms: the page converts

function step(name, start, end = now()) {
  self.postMessage({ type: "step", name, start, end });
}

async function timed(name, work) {
  const start = now();
  const result = await work();
  step(name, start);
  return result;
}

let lastProgress = 0;
function progress(stage, done = 0, total = 0, force = true) {
  const t = performance.now();
  if (!force && t - lastProgress < 50) return; // at most 20 messages a second while downloading
  lastProgress = t;
  self.postMessage({ type: "progress", stage, done, total });
}

/**
 * Count the bytes of the start-up files as they arrive. A clone of each response is
 * read alongside the original, which goes on untouched (so V8's compiled-wasm cache
 * still applies to the wasm).
 */
class Downloads {
  constructor(sizes, estimates) {
    const byUrl = (map) => Object.fromEntries(Object.entries(map ?? {}).map(([path, size]) => [here(path).href, size]));
    this.count_ = new WireCount(byUrl(sizes), byUrl(estimates)); // wire-bytes.js: what comes over the wire
  }

  /** "download" while bytes are missing, then "python" (once): the interpreter starts. */
  report(force = false) {
    const wire = this.count_;
    const total = wire.total;
    const done = Math.min(wire.done, total);
    if (wire.complete) {
      if (!this.complete) progress("python", total, total);
      this.complete = true;
    } else {
      progress("download", done, total, force);
    }
  }

  /** Count `response`'s bytes as they arrive (from a clone); returns `response`. */
  count(url, response, start) {
    if (response.ok && response.body && this.count_.has(url)) {
      this.count_.seen(url, { encoding: response.headers.get("content-encoding"),
        length: Number(response.headers.get("content-length") ?? Number.NaN) });
      this.read(url, response.clone().body, start);
    }
    return response;
  }

  async read(url, body, start) {
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        this.count_.received(url, value.byteLength);
        this.report();
      }
      step(`fetch ${new URL(url).pathname.split("/").pop()}`, start);
    } catch {
      // the original response reports its own failure
    }
  }

  /** A file fetched some other way (an import) counts once it is in. */
  add(path) {
    this.count_.finished(here(path).href);
    this.report(true);
  }
}

// -- snapshot store ---------------------------------------------------------------------
/** This build's stored snapshot as a Response (its body not read yet), or null. */
async function openSnapshot() {
  if (!SNAPSHOT_URL || typeof caches === "undefined") return null;
  try {
    return (await (await caches.open(SNAPSHOT_CACHE)).match(SNAPSHOT_URL)) ?? null;
  } catch (err) {
    console.warn(`engine: could not open the start-up snapshot (${err?.message ?? err})`);
    return null;
  }
}

// Stored as pages: about half of the wasm memory is pages of zeros, which are left out.
// Layout: one byte per PAGE-sized page of the snapshot (1: stored, 0: all zero), then the
// stored pages in order. The response header X-Snapshot-Length gives the full length.
const PAGE = 4096;

function isZero(bytes, words, start, end) {
  let i = start;
  if (words && start % 4 === 0) {
    const last = Math.floor(end / 4);
    for (let w = start / 4; w < last; w++) if (words[w] !== 0) return false;
    i = last * 4;
  }
  for (; i < end; i++) if (bytes[i] !== 0) return false;
  return true;
}

function packPages(bytes) {
  const pages = Math.ceil(bytes.length / PAGE);
  const words = bytes.byteOffset % 4 === 0
    ? new Uint32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 4)) : null;
  const map = new Uint8Array(pages);
  let kept = 0;
  for (let p = 0; p < pages; p++) {
    const start = p * PAGE;
    const end = Math.min(start + PAGE, bytes.length);
    if (!isZero(bytes, words, start, end)) {
      map[p] = 1;
      kept += end - start;
    }
  }
  const out = new Uint8Array(pages + kept);
  out.set(map);
  let at = pages;
  for (let p = 0; p < pages; p++) {
    if (!map[p]) continue;
    const page = bytes.subarray(p * PAGE, Math.min((p + 1) * PAGE, bytes.length));
    out.set(page, at);
    at += page.length;
  }
  return out;
}

/** Write the pages of `stored` into `target` (zero-filled, of the snapshot's length). */
function unpackPages(stored, target) {
  const pages = Math.ceil(target.length / PAGE);
  if (stored.length < pages) throw new Error("the snapshot is truncated");
  let at = pages;
  for (let p = 0; p < pages; p++) {
    if (stored[p] === 0) continue;
    const start = p * PAGE;
    const n = Math.min(PAGE, target.length - start);
    if (stored[p] !== 1 || at + n > stored.length) throw new Error("the snapshot is damaged");
    target.set(stored.subarray(at, at + n), start);
    at += n;
  }
  if (at !== stored.length) throw new Error("the snapshot is damaged");
}

/** Keep `bytes` as this build's snapshot and drop any other build's. */
async function storeSnapshot(bytes) {
  const packed = packPages(bytes);
  const cache = await caches.open(SNAPSHOT_CACHE);
  for (const request of await cache.keys()) {
    if (request.url !== SNAPSHOT_URL) await cache.delete(request);
  }
  await cache.put(SNAPSHOT_URL, new Response(packed, {
    headers: { "Content-Type": "application/octet-stream", "X-Snapshot-Length": String(bytes.byteLength) },
  }));
}

async function dropSnapshot() {
  try {
    await (await caches.open(SNAPSHOT_CACHE)).delete(SNAPSHOT_URL);
  } catch {
    // nothing to drop
  }
}

// -- start-up -------------------------------------------------------------------------
function internalError(message) {
  return JSON.stringify({ ok: false, error: { code: "internal", message } });
}

const WASM = here("./vendor/pyodide/pyodide.asm.wasm").href;

/**
 * The start-up files, requested at once instead of one after the other as loadPyodide
 * would: the wasm is compiled while the JavaScript loads and the snapshot is read.
 * While installed, fetch() hands Pyodide these responses (each file is fetched once)
 * and WebAssembly.instantiateStreaming instantiates the module compiled here.
 */
class Prefetch {
  constructor(downloads) {
    this.downloads = downloads;
    this.realFetch = self.fetch.bind(self);
    this.realInstantiate = WebAssembly.instantiateStreaming;
    this.responses = new Map();
    if (STDLIB) this.responses.set(STDLIB.href, this.get(STDLIB.href));
    this.archive = this.get(ENGINE_ZIP.href).then((r) => {
      if (!r.ok) throw new Error(`${ENGINE_ZIP.pathname}: HTTP ${r.status}`);
      return r.arrayBuffer();
    });
    this.archive.catch(() => {}); // reported when awaited
    this.wasm = WebAssembly.compileStreaming
      ? timed("compile wasm", () => WebAssembly.compileStreaming(this.get(WASM)))
      : null;
    this.wasm?.catch(() => {}); // instantiate() falls back to Pyodide's own way
    // Pyodide only logs a failed instantiation and waits forever: this rejects instead.
    this.failed = new Promise((_, reject) => { this.fail = reject; });
    this.failed.catch(() => {});
  }

  /** `loading` (a loadPyodide call), or the instantiation's failure if that comes first. */
  guard(loading) {
    return Promise.race([loading, this.failed]);
  }

  get(url) {
    const start = now();
    const response = this.realFetch(url);
    return this.downloads ? response.then((r) => this.downloads.count(url, r, start)) : response;
  }

  install() {
    self.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), import.meta.url).href;
      if (url === WASM && this.wasm) {
        return Promise.resolve(new Response(new Uint8Array(0), { headers: { "Content-Type": "application/wasm" } }));
      }
      const early = this.responses.get(url);
      if (early) {
        this.responses.delete(url);
        return early;
      }
      return this.realFetch(input, init);
    };
    if (this.wasm) WebAssembly.instantiateStreaming = (source, imports) => this.instantiate(imports);
  }

  async instantiate(imports) {
    const start = now();
    try {
      const module = await this.wasm;
      const instance = await WebAssembly.instantiate(module, imports);
      step("instantiate wasm", start);
      return { module, instance };
    } catch (err) {
      console.warn(`engine: the early wasm compile failed (${err?.message ?? err}); compiling again`);
      try {
        return await this.realInstantiate.call(WebAssembly, this.realFetch(WASM), imports);
      } catch (again) {
        this.fail(new Error(`the Python runtime could not be started (${again?.message ?? again})`));
        throw again;
      }
    }
  }

  uninstall() {
    self.fetch = this.realFetch;
    WebAssembly.instantiateStreaming = this.realInstantiate;
  }
}

/** pyodide.mjs and pyodide.asm.mjs, imported side by side (loadPyodide would chain them). */
async function importPyodide() {
  const [{ loadPyodide }, asm] = await timed("import pyodide", () => Promise.all([
    import(here("./vendor/pyodide/pyodide.mjs").href),
    import(here("./vendor/pyodide/pyodide.asm.mjs").href),
  ]));
  return { loadPyodide, createPyodideModule: asm.default };
}

function pyodideOptions(createPyodideModule, extra) {
  return {
    indexURL: PYODIDE_DIR.href,
    createPyodideModule,
    ...(STDLIB ? { stdLibURL: STDLIB.href } : {}),
    ...(BUILD?.lock ? { lockFileContents: BUILD.lock } : {}),
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
    ...extra,
  };
}

let runtime = null; // the Pyodide instance, once started (fair play registers a JS module in it)
let fairCrypto = null; // the promise of web/fair/scheme.js registered as cardtable_fairjs

/**
 * Fair play's cryptography for Python (py/cardtable/fairplay/session.py): web/fair/scheme.js
 * over the vendored @noble/curves, loaded on the first fair_* request. Python calls
 * cardtable_fairjs.call(op, argsJson) and gets JSON back.
 */
function fairReady() {
  fairCrypto ??= import(here("./fair/scheme.js").href).then(({ scheme }) => {
    runtime.registerJsModule("cardtable_fairjs", {
      call: (op, args) => JSON.stringify(scheme[op](...JSON.parse(args))),
    });
  });
  return fairCrypto;
}

function importBridge(pyodide) {
  runtime = pyodide;
  const bridge = pyodide.pyimport("cardtable.bridge");
  const handle = bridge.handle.copy(); // one PyProxy, reused for every call
  bridge.destroy();
  const reply = JSON.parse(handle('{"op": "games"}'));
  if (!reply.ok) throw new Error(`the engine does not answer: ${reply.error?.message}`);
  return handle;
}

/**
 * Restore the interpreter from `hit`. Pyodide needs only the snapshot's length to create
 * its module, and its bytes once the module exists: the read runs alongside the module's
 * set-up and the wasm instantiation.
 */
async function startFromSnapshot(hit, modules, prefetch) {
  progress("restore");
  const length = Number(hit.headers.get("X-Snapshot-Length"));
  if (!Number.isSafeInteger(length) || length <= 0) throw new Error("the snapshot has no length");
  const snapshot = new Uint8Array(length);
  const filled = timed("read snapshot", async () => unpackPages(new Uint8Array(await hit.arrayBuffer()), snapshot));
  filled.catch(() => {}); // reported through createPyodideModule below
  const { loadPyodide, createPyodideModule } = await modules;
  const whenFilled = async (settings) => {
    const module = await createPyodideModule(settings);
    await filled;
    return module;
  };
  const pyodide = await timed("restore python", () =>
    prefetch.guard(loadPyodide(pyodideOptions(whenFilled, { _loadSnapshot: snapshot }))));
  progress("engine");
  await timed("unpack engine", async () => pyodide.unpackArchive(await prefetch.archive, "zip"));
  return timed("import engine", () => importBridge(pyodide));
}

async function startFresh(modules, prefetch, downloads) {
  const { loadPyodide, createPyodideModule } = await modules;
  downloads.add("./vendor/pyodide/pyodide.mjs");
  downloads.add("./vendor/pyodide/pyodide.asm.mjs");
  const pyodide = await timed("start python", () =>
    prefetch.guard(loadPyodide(pyodideOptions(createPyodideModule, { _makeSnapshot: Boolean(SNAPSHOT_URL) }))));
  progress("engine");
  await timed("unpack engine", async () => pyodide.unpackArchive(await prefetch.archive, "zip"));
  const handle = await timed("import engine", () => importBridge(pyodide));
  if (SNAPSHOT_URL && typeof caches !== "undefined") {
    try {
      // Taken before any request (a clean state); packed and stored once the page
      // leaves the engine idle.
      const bytes = await timed("make snapshot", () => pyodide.makeMemorySnapshot());
      whenIdle(() => {
        const start = now();
        storeSnapshot(bytes).then(
          () => step("store snapshot", start),
          (err) => console.warn(`engine: the start-up snapshot was not stored (${err?.message ?? err})`));
      });
    } catch (err) {
      console.warn(`engine: no start-up snapshot could be made (${err?.message ?? err})`);
    }
  }
  return handle;
}

async function load() {
  const modules = importPyodide(); // meanwhile: is there a snapshot of this build?
  modules.catch(() => {}); // reported when awaited
  const hit = await timed("open snapshot", openSnapshot);
  if (hit) {
    const prefetch = new Prefetch(null);
    prefetch.install();
    try {
      return { handle: await startFromSnapshot(hit, modules, prefetch), from: "snapshot" };
    } catch (err) {
      console.warn(`engine: the start-up snapshot failed (${err?.message ?? err}); starting afresh`);
      await dropSnapshot();
    } finally {
      prefetch.uninstall();
    }
  } else if (SNAPSHOT_URL) {
    console.info("engine: no start-up snapshot for this build yet; starting afresh");
  }
  const downloads = new Downloads(BUILD?.sizes, BUILD?.wire);
  downloads.report(true);
  const prefetch = new Prefetch(downloads);
  prefetch.install();
  try {
    return { handle: await startFresh(modules, prefetch, downloads), from: "fresh" };
  } finally {
    prefetch.uninstall();
  }
}

step("worker start", now());
const loading = load();

loading.then(
  ({ from }) => {
    progress("ready");
    self.postMessage({ type: "ready", from });
  },
  (err) => self.postMessage({ type: "failed", message: String(err?.message ?? err) }),
);

self.onmessage = async ({ data }) => {
  const received = now();
  postponeIdleWork();
  const { id, request } = data;
  let response;
  let ms = 0;
  try {
    const { handle } = await loading;
    // the lobby's fair_support needs no cryptography: a table on one device never loads it
    if (request.includes('"op":"fair_') && !request.includes('"op":"fair_support"')) await fairReady();
    const start = performance.now();
    response = handle(request);
    ms = performance.now() - start;
    if (typeof response !== "string") response = internalError("handle() did not return a string");
  } catch (err) {
    response = internalError(String(err?.message ?? err));
  }
  self.postMessage({ id, response, ms, received, sent: now() });
};
