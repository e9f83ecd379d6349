"""The engine on the trimmed standard library, in Chromium's Pyodide.

A worker loads Pyodide exactly as the app does (the shipped runtime files, the trimmed
`stdlib.zip` via stdLibURL, the build's lock info), unpacks the engine archive and
runs `buildtools/stdlib_workload.exercise()`: every module the engine's source imports,
the bridge's self-test (random playouts) of every game and variant, every bot, views,
records, refusals and a match across devices to its verification. A module the trimmed
zip lacks fails the test by name.
"""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path
from typing import Any

from browserkit import REPO, Recorder, open_blank
from playwright.sync_api import Page

WORKER = """
self.onmessage = async ({ data }) => {
  const { base, info, workload } = data;
  try {
    const { loadPyodide } = await import(base + "vendor/pyodide/pyodide.mjs");
    const pyodide = await loadPyodide({
      indexURL: base + "vendor/pyodide/", stdLibURL: new URL(info.stdlib, base).href,
      lockFileContents: info.lock,
    });
    const zip = await (await fetch(base + "py/cardtable.zip")).arrayBuffer();
    pyodide.unpackArchive(zip, "zip");
    try { pyodide.runPython("raise ValueError('on its way to JavaScript')"); } catch {}
    pyodide.FS.mkdirTree("/check");
    pyodide.FS.writeFile("/check/stdlib_workload.py", workload);
    const out = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/check")
import stdlib_workload
summary = stdlib_workload.exercise()
zip_path = next(p for p in sys.path if p.endswith(".zip"))
json.dumps({"summary": summary, "files": stdlib_workload.stdlib_files(zip_path)})`);
    postMessage({ ok: true, out });
  } catch (err) {
    postMessage({ ok: false, error: String(err?.message ?? err) });
  }
};
"""

RUN = """([source, message]) => new Promise((resolve) => {
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  const worker = new Worker(url, { type: "module" });
  worker.onmessage = ({ data }) => { worker.terminate(); resolve(data); };
  worker.onerror = (event) => resolve({ ok: false, error: event.message || "worker error" });
  worker.postMessage(message);
})"""


def build_info(dist: Path) -> dict[str, Any]:
    source = (dist / "engine-worker.js").read_text()
    match = re.search(r"^const BUILD = /\* BUILD_INFO \*/ (.*);$", source, re.M)
    assert match, "dist/engine-worker.js is not stamped: run python3 build.py"
    info = json.loads(match.group(1))
    assert isinstance(info, dict)
    return info


def test_the_engine_runs_everything_on_the_trimmed_stdlib(
        page: Page, recorder: Recorder, base_url: str, dist_dir: Path) -> None:
    open_blank(page, base_url)
    info = build_info(dist_dir)
    workload = (REPO / "py" / "buildtools" / "stdlib_workload.py").read_text()
    reply = page.evaluate(RUN, [WORKER, {"base": base_url, "info": info, "workload": workload}])
    if not reply["ok"]:
        missing = re.findall(r"No module named '([\w.]+)'", reply["error"])
        assert not missing, (f"the trimmed stdlib lacks {sorted(set(missing))}: rebuild with node "
                             f"installed (python3 build.py) so the trace sees the new import\n{reply['error']}")
        raise AssertionError(reply["error"])
    result = json.loads(reply["out"])
    from cardtable.games import GAMES
    assert result["summary"]["games"] == list(GAMES)
    assert result["summary"]["networked"]["moves"] > 0
    with zipfile.ZipFile(dist_dir / info["stdlib"]) as zf:
        shipped = set(zf.namelist())
    assert set(result["files"]) <= shipped
    recorder.assert_clean()
