// Which files of Python's standard library the engine needs: run in Pyodide under Node
// by py/buildtools/stdlib.py at build time (cached under the hash of its inputs).
//
//   node stdlib_trace.mjs <pyodide dir> <engine zip> <stdlib_workload.py> <stdlib_minify.py> <bytes>
//
// Loads the pinned Pyodide with its full python_stdlib.zip, unpacks the engine archive,
// lets an error reach JavaScript (Pyodide formats it with Python's traceback module), runs
// stdlib_workload.exercise() and prints one JSON line to stdout:
// {"python", "summary", "files": [stdlib files of every loaded module], "frozen": [modules],
//  "minified": {file: source without docstrings and comments (stdlib_minify.py)},
//  "compiled": {file: base64 .pyc, chosen within <bytes> of deflated bytes added}}.
// Anything Python prints goes to stderr; a failure exits with status 1.

import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [dir, engineZip, workload, minify, budget] = process.argv.slice(2);
const toStderr = (line) => process.stderr.write(`${line}\n`);

try {
  const indexURL = dir.endsWith("/") ? dir : `${dir}/`;
  const { loadPyodide } = await import(pathToFileURL(`${indexURL}pyodide.mjs`).href);
  const pyodide = await loadPyodide({ indexURL, stdout: toStderr, stderr: toStderr });
  pyodide.unpackArchive(new Uint8Array(readFileSync(engineZip)), "zip");
  try {
    pyodide.runPython("raise ValueError('an error on its way to JavaScript')");
  } catch {
    // expected: the point is the modules Pyodide loads to report it
  }
  pyodide.FS.mkdirTree("/trace");
  pyodide.FS.writeFile("/trace/stdlib_workload.py", readFileSync(workload));
  pyodide.FS.writeFile("/trace/stdlib_minify.py", readFileSync(minify));
  const report = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/trace")
import stdlib_workload
summary = stdlib_workload.exercise()
zip_path = next(p for p in sys.path if p.endswith(".zip"))
files = stdlib_workload.stdlib_files(zip_path)
import base64, stdlib_minify, zipfile
minified, shipped = {}, {}
with zipfile.ZipFile(zip_path) as zf:
    for name in files:
        shipped[name] = zf.read(name)
        small = stdlib_minify.minified(name, shipped[name])
        if small is not None:
            minified[name] = small.decode("utf-8")
            shipped[name] = small
compiled = stdlib_minify.compiled_choice(shipped, ${Number(budget)})
json.dumps({"python": sys.version.split()[0], "zip": zip_path, "summary": summary, "files": files,
            "frozen": stdlib_workload.frozen_modules(), "minified": minified,
            "compiled": {name: base64.b64encode(data).decode() for name, data in compiled.items()}})
`);
  process.stdout.write(`${report}\n`);
} catch (err) {
  toStderr(String(err?.stack ?? err));
  process.exit(1);
}
