// The one main-thread bridge to the Python engine running in engine-worker.js.
//
//   const engine = startEngine({ onProgress: ({stage, done, total, fraction}) => ... });
//   await engine.ready;
//   const games = await engine.call("games");
//
// call() resolves with the reply's `result`, or rejects with an Error whose
// .code and .message come from the reply's `error`. startEngine() is the page's one
// engine (its worker started by index.html while the page loads); createEngine()
// makes an independent one.
//
// Timing (User Timing entries, visible in the browser's performance panel):
// - "startup:<step>" measures for every start-up step of the worker (page time), and
//   engine.startup = {from: "snapshot" | "fresh", steps: [{name, start, end}]} once ready;
// - "engine:<op>" measures around every call (detail: python, the ms spent in Python;
//   toWorker / fromWorker, the ms the request and the reply waited to be handled);
// - markInput() / markDrawn(): the controller marks a click on a legal move and the end
//   of the render that follows; "click-to-view" (and "click-to-frame", up to the next
//   animation frame) measure the time between them.
// A request too large or too deeply nested for the engine's parser is refused here,
// before it reaches the worker (see safejson.js).

import { unsafeJson } from "./safejson.js";

const MAX_REQUEST = 3_000_000; // characters, as cardtable.bridge.MAX_REQUEST

export class EngineError extends Error {
  constructor(code, message, details = {}) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.details = details;
  }
}

// Progress bar position of each loading stage (downloads fill the first part by bytes).
const STAGE_FRACTION = { download: 0.05, python: 0.8, restore: 0.5, engine: 0.9, ready: 1 };

function fractionOf({ stage, done, total }) {
  if (stage === "download" && total > 0) return 0.05 + 0.75 * Math.min(1, done / total);
  return STAGE_FRACTION[stage] ?? 0;
}

const MEASURES_KEPT = 5000; // per name: a long session must not grow the timeline forever
const measured = new Map();

function measure(name, start, end, detail) {
  try {
    const count = (measured.get(name) ?? 0) + 1;
    if (count > MEASURES_KEPT) performance.clearMeasures(name);
    measured.set(name, count > MEASURES_KEPT ? 1 : count);
    performance.measure(name, { start, end, detail });
  } catch {
    // a clock quirk must never break a call
  }
}

let shared = null;

/**
 * The page's engine, made on the first call from the worker index.html started while
 * the page loaded (window.cardtableEarlyEngine: the worker, the messages it sent before
 * this module ran, and when it was created), or from a new worker.
 */
export function startEngine({ onProgress } = {}) {
  if (!shared) {
    const early = globalThis.cardtableEarlyEngine ?? null;
    delete globalThis.cardtableEarlyEngine;
    shared = createEngine({ early });
  }
  if (onProgress) shared.onProgress(onProgress);
  return shared;
}

export function createEngine({ onProgress, early = null } = {}) {
  const created = early?.created ?? performance.now();
  const listeners = onProgress ? [onProgress] : [];
  let lastProgress = null;
  const worker = early?.worker ?? new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
  const pending = new Map();
  const startup = { from: null, steps: [] };
  let nextId = 1;
  let dead = null; // EngineError once the worker failed or was terminated
  let settleReady;
  const ready = new Promise((resolve, reject) => { settleReady = { resolve, reject }; });
  ready.catch(() => {}); // callers see the failure through ready or call()

  function die(error) {
    if (dead) return;
    dead = error;
    settleReady.reject(error);
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker.terminate();
  }

  function onStep({ name, start, end }) {
    const from = start - performance.timeOrigin;
    const to = end - performance.timeOrigin;
    if (name === "worker start") {
      startup.steps.push({ name: "start worker", start: created, end: to });
      measure("startup:start worker", created, to);
      return;
    }
    startup.steps.push({ name, start: from, end: to });
    measure(`startup:${name}`, from, to);
  }

  worker.onmessage = ({ data }) => {
    if (data.id !== undefined) {
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      const end = performance.now();
      const origin = performance.timeOrigin;
      measure(`engine:${call.op}`, call.start, end, {
        python: data.ms,
        toWorker: data.received - origin - call.start, // the request's wait to be handled
        fromWorker: end - (data.sent - origin), // the reply's wait to be handled here
      });
      let reply;
      try {
        reply = JSON.parse(data.response);
      } catch (err) {
        call.reject(new EngineError("bad-reply", `engine reply is not JSON: ${err.message}`));
        return;
      }
      if (reply.ok) call.resolve(reply.result);
      else call.reject(new EngineError(reply.error?.code ?? "unknown", reply.error?.message ?? "engine error", reply.error));
    } else if (data.type === "progress") {
      lastProgress = { stage: data.stage, done: data.done, total: data.total, fraction: fractionOf(data) };
      for (const listener of listeners) listener(lastProgress);
    } else if (data.type === "step") {
      onStep(data);
    } else if (data.type === "ready") {
      startup.from = data.from;
      measure("startup:engine ready", created, performance.now(), { from: data.from });
      settleReady.resolve();
    } else if (data.type === "failed") {
      die(new EngineError("engine-failed", data.message));
    }
  };
  worker.onerror = (event) => {
    event.preventDefault?.();
    die(new EngineError("worker-error", event.message || "the engine worker crashed"));
  };
  worker.onmessageerror = () => die(new EngineError("worker-error", "unreadable message from the engine"));
  for (const event of early?.early ?? []) { // what the worker said before this module ran
    if ("error" in event) die(new EngineError("worker-error", event.error));
    else worker.onmessage(event);
  }

  async function call(op, args = {}) {
    if (dead) throw dead;
    await ready;
    if (dead) throw dead;
    const id = nextId++;
    let request;
    try {
      request = JSON.stringify({ ...args, op });
    } catch (err) {
      throw new EngineError("bad_request", `The request cannot be written as JSON: ${err.message}`);
    }
    const problem = unsafeJson(request, { maxSize: MAX_REQUEST });
    if (problem) throw new EngineError("bad_request", `The request is refused unread: ${problem}.`);
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, op, start: performance.now() });
      worker.postMessage({ id, request });
    });
  }

  function terminate() {
    die(new EngineError("terminated", "the engine was stopped"));
  }

  /** Also send loading progress to `listener` (at once with the latest report, if any). */
  function addProgressListener(listener) {
    listeners.push(listener);
    if (lastProgress) listener(lastProgress);
  }

  return { ready, call, terminate, startup, onProgress: addProgressListener };
}

// -- click to new view ------------------------------------------------------------------
let input = null; // {kind, start} of the click whose view is not drawn yet

/** The controller got a click on a legal move (`kind` names it in the measures). */
export function markInput(kind = "move") {
  input = { kind, start: performance.now() };
}

/**
 * The controller finished drawing a view; closes the pending click's measures. With
 * `built` (when the new nodes were built), "render:build" and "render:dom" split "render".
 */
export function markDrawn(drawStart = null, built = null) {
  const end = performance.now();
  if (drawStart !== null) measure("render", drawStart, end);
  if (drawStart !== null && built !== null) {
    measure("render:build", drawStart, built);
    measure("render:dom", built, end);
  }
  if (!input) return;
  const { kind, start } = input;
  input = null;
  measure("click-to-view", start, end, { kind });
  requestAnimationFrame(() => measure("click-to-frame", start, performance.now(), { kind }));
}
