// The one main-thread bridge to the Python engine running in engine-worker.js.
//
//   const engine = createEngine({ onProgress: ({stage, fraction}) => ... });
//   await engine.ready;
//   const games = await engine.call("games");
//
// call() resolves with the reply's `result`, or rejects with an Error whose
// .code and .message come from the reply's `error` (.details: the whole `error`).
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

export function createEngine({ onProgress } = {}) {
  const worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
  const pending = new Map();
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

  worker.onmessage = ({ data }) => {
    if (data.id !== undefined) {
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
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
      onProgress?.({ stage: data.stage, fraction: data.fraction });
    } else if (data.type === "ready") {
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
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, request });
    });
  }

  function terminate() {
    die(new EngineError("terminated", "the engine was stopped"));
  }

  return { ready, call, terminate };
}
