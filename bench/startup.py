#!/usr/bin/env python3
"""Start-up figures: a bare Pyodide page vs the app reaching data-engine="ready".

    python3 bench/startup.py [--dist dist] [--runs 3]

Both pages are served from one temporary folder (a copy of dist/ as app/, plus a
generated bare/ page whose worker only runs loadPyodide() from app/vendor/pyodide/),
in Debian Chromium via Playwright, in the same run. Cold = a fresh browser context;
warm = reloads in that context (HTTP cache for bare, service worker for the app; V8
code cache and compiled wasm are reused on reload). Prints figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path
from typing import Any

from benchkit import (READY_PROBE, ROOT, Counter, copy_dist, core_bytes, counting_server,
                      fresh_context, median, wait_engine)

from playwright.sync_api import sync_playwright

from buildtools import serve
from buildtools.browser import launch_options

BARE_HTML = """<!doctype html>
<meta charset="utf-8"><title>bare Pyodide</title><link rel="icon" href="data:,">
<script type="module">
const worker = new Worker("./worker.js", { type: "module" });
worker.onmessage = ({ data }) => { document.documentElement.dataset.engine = data; };
worker.onerror = () => { document.documentElement.dataset.engine = "failed"; };
</script>
"""
BARE_WORKER = """const dir = new URL("../app/vendor/pyodide/", import.meta.url);
try {
  const { loadPyodide } = await import(new URL("pyodide.mjs", dir).href);
  await loadPyodide({ indexURL: dir.href });
  postMessage("ready");
} catch (err) {
  console.error(err);
  postMessage("failed");
}
"""
SW_CONTROLS = "() => navigator.serviceWorker.controller !== null"
WARM_RELOADS = 2


def make_site(dist: Path, root: Path) -> None:
    copy_dist(dist, root / "app")
    (root / "bare").mkdir()
    (root / "bare" / "index.html").write_text(BARE_HTML)
    (root / "bare" / "worker.js").write_text(BARE_WORKER)


def one_run(pw: Any, incognito: Any, url: str, counter: Counter, app: bool) -> dict[str, float]:
    """Cold load in a fresh context, then warm reloads; times in ms, sizes in bytes."""
    with fresh_context(pw, incognito) as context:
        context.add_init_script(READY_PROBE)
        page = context.pages[0] if context.pages else context.new_page()
        counter.take()
        page.goto(url)
        figures = {"cold": wait_engine(page), "bytes_page": counter.take()}
        if app:
            page.wait_for_function(SW_CONTROLS, timeout=120_000)
        figures["bytes_first"] = figures["bytes_page"] + counter.take()
        for n in range(1, WARM_RELOADS + 1):
            page.reload()
            figures[f"warm{n}"] = wait_engine(page)
            figures[f"bytes_warm{n}"] = counter.take()
        return figures


def report(bare: list[dict[str, float]], app: list[dict[str, float]], core: int) -> None:
    def med(runs: list[dict[str, float]], key: str) -> float:
        return median([r[key] for r in runs])

    print(f"{'':>8} {'bare ms':>9} {'app ms':>9} {'app/bare':>9}   (medians of {len(app)} runs)")
    for key in ["cold"] + [f"warm{n}" for n in range(1, WARM_RELOADS + 1)]:
        b, a = med(bare, key), med(app, key)
        print(f"{key:>8} {b:9.0f} {a:9.0f} {a / b:9.2f}   app runs: "
              + ", ".join(f"{r[key]:.0f}" for r in app) + "; bare runs: "
              + ", ".join(f"{r[key]:.0f}" for r in bare))
    mb = 1e6
    print(f"Pyodide core files (5): {core / mb:.2f} MB")
    print(f"first load, bare page: {med(bare, 'bytes_first') / mb:.2f} MB "
          f"({med(bare, 'bytes_first') / core:.2f} x core)")
    print(f"first load, app page before the service worker: {med(app, 'bytes_page') / mb:.2f} MB "
          f"({med(app, 'bytes_page') / core:.2f} x core)")
    print(f"first load, app incl. service-worker precache: {med(app, 'bytes_first') / mb:.2f} MB "
          f"({med(app, 'bytes_first') / core:.2f} x core)")
    print(f"warm reload bytes: bare {med(bare, 'bytes_warm1') / 1e3:.1f} kB, "
          f"app {med(app, 'bytes_warm1') / 1e3:.1f} kB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--incognito", action="store_true",
                        help="fresh incognito contexts of one browser instead of fresh profiles")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as tmp:
        root = Path(tmp)
        make_site(args.dist, root)
        counter = Counter()
        server = counting_server(root, counter)
        base = serve.url_of(server)
        bare: list[dict[str, float]] = []
        app: list[dict[str, float]] = []
        try:
            with sync_playwright() as pw:
                incognito = pw.chromium.launch(**launch_options()) if args.incognito else None
                for n in range(args.runs):
                    order = [(False, bare), (True, app)]
                    for is_app, results in order if n % 2 == 0 else order[::-1]:
                        url = base + ("app/" if is_app else "bare/")
                        results.append(one_run(pw, incognito, url, counter, is_app))
                        print(f"run {n + 1} {'app ' if is_app else 'bare'}: "
                              + ", ".join(f"{k} {v:.0f}" for k, v in results[-1].items()), flush=True)
        finally:
            server.shutdown()
            server.server_close()
        report(bare, app, core_bytes(root / "app"))


if __name__ == "__main__":
    main()
