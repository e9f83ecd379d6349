#!/usr/bin/env python3
"""How to get our package into Pyodide: compare loaders in one browser run.

    python3 bench/loaders.py [--dist dist] [--runs 3]

Variants (each a page that sets data-engine="ready" once `handle('{"op":"games"}')`
answered; "bare" only loads Pyodide):
  bare      loadPyodide() in a module worker
  zip       + fetch py/cardtable.zip and pyodide.unpackArchive (what the app ships)
  wheel     + pyodide.loadPackage(<cardtable wheel URL>)
  micropip  + loadPackage(<micropip 0.11.1 wheel URL>), micropip.install(<wheel URL>)
  pyscript  @pyscript/core 0.7.31 PyWorker, sync_main_only, "files" unpacks the zip
Cold = fresh profile, warm = reloads (HTTP cache). Prints figures, asserts nothing.
micropip and PyScript are fetched here into .cache/ only: dist/ never ships them.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from benchkit import (READY_PROBE, ROOT, Counter, copy_dist, counting_server, fresh_context,
                      median, stock_pyodide, wait_engine)
from playwright.sync_api import sync_playwright

from buildtools import archive, serve, vendor

MICROPIP = "micropip-0.11.1-py3-none-any.whl"
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"
PYSCRIPT = vendor.NpmPin(
    name="@pyscript/core",
    version="0.7.31",
    integrity="sha512-GqM1aonc1N4RTkNZ1zJ8jJk8+i2cqeztZslPsAiQtn+wHHkUX9Z1FgIg4HjCvhBylB68UKmbTVTzOobpgPIMVQ==",
)
WHEEL = "cardtable-0.1.0-py3-none-any.whl"
VARIANTS = ("bare", "zip", "wheel", "micropip", "pyscript")

WORKER_PAGE = """<!doctype html><meta charset="utf-8"><title>{variant}</title><link rel="icon" href="data:,">
<script type="module">
const worker = new Worker("./worker.js?variant={variant}", {{ type: "module" }});
worker.onmessage = ({{ data }}) => {{
  window.__step = data.step;
  document.documentElement.dataset.engine = data.state;
}};
worker.onerror = () => {{ document.documentElement.dataset.engine = "failed"; }};
</script>
"""
WORKER_JS = """const variant = new URL(import.meta.url).searchParams.get("variant");
const dir = new URL("./pyodide/", import.meta.url);  // the stock npm files
const here = (path) => new URL(path, import.meta.url).href;
try {
  const { loadPyodide } = await import(new URL("pyodide.mjs", dir).href);
  const archive = variant === "zip" ? fetch(here("../app/py/cardtable.zip")).then((r) => r.arrayBuffer()) : null;
  const pyodide = await loadPyodide({ indexURL: dir.href });
  const t0 = performance.now();
  if (variant === "zip") {
    pyodide.unpackArchive(await archive, "zip");
  } else if (variant === "wheel") {
    await pyodide.loadPackage(here("wheels/%(wheel)s"));
  } else if (variant === "micropip") {
    await pyodide.loadPackage(here("wheels/%(micropip)s"));
    await pyodide.pyimport("micropip").install(here("wheels/%(wheel)s"));
  }
  if (variant !== "bare") {
    const handle = pyodide.pyimport("cardtable.bridge").handle;
    if (!JSON.parse(handle('{"op": "games"}')).ok) throw new Error("games failed");
  }
  postMessage({ state: "ready", step: performance.now() - t0 });
} catch (err) {
  console.error(err);
  postMessage({ state: "failed" });
}
""" % {"wheel": WHEEL, "micropip": MICROPIP}
PYSCRIPT_PAGE = """<!doctype html><meta charset="utf-8"><title>pyscript</title><link rel="icon" href="data:,">
<script type="module">
import { PyWorker } from "./pyscript/core.js";
const url = (path) => new URL(path, location.href).href;
try {
  const worker = await PyWorker("./engine_ps.py", {
    version: url("./pyodide/pyodide.mjs"),  // the local (stock) Pyodide, no CDN
    config: {
      files: { [url("../app/py/cardtable.zip")]: "./*" },
      sync_main_only: true,
    },
  });
  const reply = JSON.parse(await worker.sync.handle('{"op": "games"}'));
  document.documentElement.dataset.engine = reply.ok ? "ready" : "failed";
} catch (err) {
  console.error(err);
  document.documentElement.dataset.engine = "failed";
}
</script>
"""
PYSCRIPT_PY = """from cardtable.bridge import handle

__export__ = ["handle"]
"""


def micropip_wheel(cache: Path) -> Path:
    """micropip 0.11.1 from PyPI (pip download), checked against its sha256."""
    path = cache / MICROPIP
    if not path.is_file():
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "micropip==0.11.1", "--no-deps",
                        "--only-binary=:all:", "--python-version", "3.14", "-d", str(cache)],
                       check=True, stderr=subprocess.DEVNULL)
    if hashlib.sha256(path.read_bytes()).hexdigest() != MICROPIP_SHA256:
        raise SystemExit(f"{path}: sha256 mismatch")
    return path


def cardtable_wheel(out: Path) -> None:
    """A pure-Python wheel of the same files as py/cardtable.zip, plus dist-info."""
    entries = {name: path.read_bytes()
               for name, path in archive.engine_entries(ROOT / "py" / "cardtable", ROOT / "cards").items()}
    info = "cardtable-0.1.0.dist-info"
    entries[f"{info}/METADATA"] = b"Metadata-Version: 2.1\nName: cardtable\nVersion: 0.1.0\nRequires-Python: >=3.11\n"
    entries[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: bench\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    entries[f"{info}/top_level.txt"] = b"cardtable\n"
    record = []
    for name, data in sorted(entries.items()):
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(data)}")
    record.append(f"{info}/RECORD,,")
    entries[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in sorted(entries.items()):
            zf.writestr(name, data)


def pyscript_dist(dest: Path) -> None:
    """@pyscript/core's dist/ (source maps left out), from the verified npm tarball."""
    tarball = vendor.fetch(PYSCRIPT, ROOT / ".cache" / "npm")
    with tarfile.open(tarball, "r:gz") as tar:
        for member in tar.getmembers():
            if member.isfile() and member.name.startswith("package/dist/") and not member.name.endswith(".map"):
                out = dest / member.name.removeprefix("package/dist/")
                out.parent.mkdir(parents=True, exist_ok=True)
                source = tar.extractfile(member)
                assert source is not None
                out.write_bytes(source.read())


def make_site(dist: Path, root: Path) -> None:
    copy_dist(dist, root / "app")
    lab = root / "lab"
    stock_pyodide(lab / "pyodide")  # every variant starts the same stock Pyodide (dist ships a trimmed one)
    (lab / "wheels").mkdir(parents=True)
    (lab / "wheels" / MICROPIP).write_bytes(micropip_wheel(ROOT / ".cache" / "pip").read_bytes())
    cardtable_wheel(lab / "wheels" / WHEEL)
    pyscript_dist(lab / "pyscript")
    (lab / "worker.js").write_text(WORKER_JS)
    for variant in VARIANTS:
        page = PYSCRIPT_PAGE if variant == "pyscript" else WORKER_PAGE.format(variant=variant)
        (lab / f"{variant}.html").write_text(page)
    (lab / "engine_ps.py").write_text(PYSCRIPT_PY)


def one_run(pw: Any, url: str, counter: Counter, reloads: int) -> dict[str, float]:
    with fresh_context(pw) as context:
        context.add_init_script(READY_PROBE)
        page = context.pages[0] if context.pages else context.new_page()
        counter.take()
        page.goto(url)
        figures = {"cold": wait_engine(page), "step_cold": page.evaluate("window.__step ?? NaN"),
                   "bytes": counter.take()}
        for n in range(1, reloads + 1):
            page.reload()
            figures[f"warm{n}"] = wait_engine(page)
        figures["step_warm"] = page.evaluate("window.__step ?? NaN")
        return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--reloads", type=int, default=2)
    args = parser.parse_args()
    results: dict[str, list[dict[str, float]]] = {v: [] for v in VARIANTS}
    with tempfile.TemporaryDirectory(prefix="cardtable-loaders-") as tmp:
        make_site(args.dist, Path(tmp))
        counter = Counter()
        server = counting_server(Path(tmp), counter)
        try:
            with sync_playwright() as pw:
                for n in range(args.runs):
                    order = VARIANTS if n % 2 == 0 else VARIANTS[::-1]
                    for variant in order:
                        url = serve.url_of(server) + f"lab/{variant}.html"
                        results[variant].append(one_run(pw, url, counter, args.reloads))
                        print(f"run {n + 1} {variant:>8}: " + ", ".join(
                            f"{k} {v:.0f}" for k, v in results[variant][-1].items()), flush=True)
        finally:
            server.shutdown()
            server.server_close()
    warm = f"warm{args.reloads}"
    bare_cold = median([r["cold"] for r in results["bare"]])
    bare_warm = median([r[warm] for r in results["bare"]])
    print(f"\n{'variant':>9} {'cold ms':>8} {'x bare':>7} {warm + ' ms':>9} {'x bare':>7} "
          f"{'step cold':>10} {'step warm':>10} {'MB':>6}   (medians of {args.runs})")
    for variant, runs in results.items():
        cold, hot = median([r["cold"] for r in runs]), median([r[warm] for r in runs])
        print(f"{variant:>9} {cold:8.0f} {cold / bare_cold:7.2f} {hot:9.0f} {hot / bare_warm:7.2f} "
              f"{median([r['step_cold'] for r in runs]):10.0f} {median([r['step_warm'] for r in runs]):10.0f} "
              f"{median([r['bytes'] for r in runs]) / 1e6:6.2f}")


if __name__ == "__main__":
    main()
