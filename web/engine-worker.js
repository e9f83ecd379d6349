// Module Web Worker hosting the Python engine (Pyodide + the cardtable package).
//
// Out: {type: "progress", stage, fraction} while loading, then {type: "ready"}
//      or {type: "failed", message}.
// In:  {id, request} where request is a JSON string; out: {id, response}, the JSON
//      string returned by cardtable.bridge.handle.
// Every URL is relative to this file, so the app works under any sub-path.

const PYODIDE_DIR = new URL("./vendor/pyodide/", import.meta.url);
const ENGINE_ZIP = new URL("./py/cardtable.zip", import.meta.url);

function progress(stage, fraction) {
  self.postMessage({ type: "progress", stage, fraction });
}

function internalError(message) {
  return JSON.stringify({ ok: false, error: { code: "internal", message } });
}

async function load() {
  progress("runtime", 0);
  // Fetch the engine archive while Pyodide boots.
  const archive = fetch(ENGINE_ZIP).then((r) => {
    if (!r.ok) throw new Error(`${ENGINE_ZIP.pathname}: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  archive.catch(() => {}); // reported when awaited below
  const { loadPyodide } = await import(new URL("pyodide.mjs", PYODIDE_DIR).href);
  const pyodide = await loadPyodide({
    indexURL: PYODIDE_DIR.href,
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
  });
  progress("engine", 0.8);
  pyodide.unpackArchive(await archive, "zip");
  progress("import", 0.9);
  const bridge = pyodide.pyimport("cardtable.bridge");
  const handle = bridge.handle.copy(); // one PyProxy, reused for every call
  bridge.destroy();
  progress("ready", 1);
  return handle;
}

const loading = load();

loading.then(
  () => self.postMessage({ type: "ready" }),
  (err) => self.postMessage({ type: "failed", message: String(err?.message ?? err) }),
);

self.onmessage = async ({ data }) => {
  const { id, request } = data;
  let response;
  try {
    const handle = await loading;
    response = handle(request);
    if (typeof response !== "string") response = internalError("handle() did not return a string");
  } catch (err) {
    response = internalError(String(err?.message ?? err));
  }
  self.postMessage({ id, response });
};
