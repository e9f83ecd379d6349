#!/usr/bin/env python3
"""Start-up figures: a bare Pyodide page vs the app reaching a playable lobby.

    python3 bench/startup.py [--dist dist] [--runs 3] [--no-http-variant]

One temporary site holds app/ (a copy of dist/) and bare/ (a page whose worker only
runs `loadPyodide()` on the five stock files of the pinned npm Pyodide). A static
host serves it: gzip for text and wasm (not zip or png), ETag revalidation,
`Cache-Control: no-cache`. Every run, in Debian Chromium, in one process of this
script:
- bare: cold = a fresh profile; warm = reloads (HTTP cache, 304s);
- app: cold = a fresh profile; warm = reloads once the service worker controls the
  page and the start-up snapshot is stored (served by the service worker);
- app-http (unless --no-http-variant): the app with service workers blocked, so its
  warm reloads come from the HTTP cache: the wasm compile from either cache, compared.
"ready" is <html data-engine="ready">: for the app the lobby listing the games.
Per-step timings come from the app's "startup:*" User Timing measures. Bytes are
counted as the server sent them (gzip), with the same visit modelled with brotli.
Prints figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from benchkit import (PYODIDE_CORE, READY_PROBE, ROOT, Traffic, Wire, brotli_sizes, copy_dist,
                      fresh_context, gzip_size, median, stock_pyodide, traffic, wait_engine,
                      wire_server)

from playwright.sync_api import sync_playwright

from buildtools import serve

BARE_HTML = """<!doctype html>
<meta charset="utf-8"><title>bare Pyodide</title><link rel="icon" href="data:,">
<script type="module">
const worker = new Worker("./worker.js", { type: "module" });
worker.onmessage = ({ data }) => { document.documentElement.dataset.engine = data; };
worker.onerror = () => { document.documentElement.dataset.engine = "failed"; };
</script>
"""
BARE_WORKER = """const dir = new URL("./pyodide/", import.meta.url);
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
SNAPSHOT_STORED = "() => performance.getEntriesByName('startup:store snapshot').length > 0"
STEPS = """() => Object.fromEntries(performance.getEntriesByType('measure')
  .filter((m) => m.name.startsWith('startup:'))
  .map((m) => [m.name.slice(8), [m.startTime, m.duration, m.detail?.from ?? null]]))"""
WARM_RELOADS = 2
VARIANTS = ("bare", "app", "app-http")


def make_site(dist: Path, root: Path) -> None:
    copy_dist(dist, root / "app")
    stock_pyodide(root / "bare" / "pyodide")
    (root / "bare" / "index.html").write_text(BARE_HTML)
    (root / "bare" / "worker.js").write_text(BARE_WORKER)


def one_run(pw: Any, url: str, wire: Wire, root: Path, variant: str) -> dict[str, Any]:
    """Cold load in a fresh profile, then warm reloads; times in ms."""
    sw = variant == "app"
    block = {"service_workers": "block"} if variant == "app-http" else {}
    with fresh_context(pw, None, **block) as context:
        context.add_init_script(READY_PROBE)
        page = context.pages[0] if context.pages else context.new_page()
        wire.take()
        page.goto(url)
        figures: dict[str, Any] = {"cold": wait_engine(page)}
        if variant != "bare":
            figures["steps_cold"] = page.evaluate(STEPS)
        figures["page"] = traffic(wire.take(), root)
        if sw:
            page.wait_for_function(SW_CONTROLS, timeout=120_000)
        if variant != "bare":
            page.wait_for_function(SNAPSHOT_STORED, timeout=120_000)
        time.sleep(1)  # let the precache settle
        figures["first"] = figures["page"], traffic(wire.take(), root)
        for n in range(1, WARM_RELOADS + 1):
            page.reload()
            figures[f"warm{n}"] = wait_engine(page)
            if variant != "bare":
                figures[f"steps_warm{n}"] = page.evaluate(STEPS)
            figures[f"bytes_warm{n}"] = traffic(wire.take(), root)
        return figures


def step_table(runs: list[dict[str, Any]], key: str) -> list[str]:
    """Median start and duration of every step over the runs, in start order."""
    names: dict[str, list[tuple[float, float]]] = {}
    for run in runs:
        for name, (start, duration, _) in run[key].items():
            names.setdefault(name, []).append((start, duration))
    rows = sorted(names.items(), key=lambda item: median([s for s, _ in item[1]]))
    return [f"    {name:<24} at {median([s for s, _ in v]):7.0f}  takes {median([d for _, d in v]):7.0f}"
            for name, v in rows]


def both(a: Traffic, b: Traffic) -> Traffic:
    return Traffic(a.wire + b.wire, a.brotli + b.brotli, a.identity + b.identity,
                   a.bodies + b.bodies, a.revalidated + b.revalidated, sorted(set(a.twice) | set(b.twice)))


def report(results: dict[str, list[dict[str, Any]]], root: Path) -> None:
    def med(variant: str, key: str) -> float:
        return median([r[key] for r in results[variant]])

    runs = len(results["bare"])
    print(f"\n{'ms':>8} " + " ".join(f"{v:>9}" for v in results) + "   ratio to bare (medians of "
          f"{runs} runs; single runs follow)")
    for key in ["cold"] + [f"warm{n}" for n in range(1, WARM_RELOADS + 1)]:
        b = med("bare", key)
        ratios = "  ".join(f"{v} {med(v, key) / b:.2f}" for v in results if v != "bare")
        print(f"{key:>8} " + " ".join(f"{med(v, key):9.0f}" for v in results) + f"   {ratios}   "
              + "; ".join(f"{v}: " + ", ".join(f"{r[key]:.0f}" for r in results[v]) for v in results))
    for variant in results:
        if variant == "bare":
            continue
        froms = sorted({r[f"steps_warm{WARM_RELOADS}"].get("engine ready", [0, 0, None])[2] or "?"
                        for r in results[variant]})
        print(f"\n{variant}: steps, cold (page ms, medians)")
        print("\n".join(step_table(results[variant], "steps_cold")))
        print(f"{variant}: steps, warm{WARM_RELOADS} (engine from: {', '.join(froms)})")
        print("\n".join(step_table(results[variant], f"steps_warm{WARM_RELOADS}")))

    stock = root / "bare" / "pyodide"
    core_files = [stock / name for name in PYODIDE_CORE]
    core_raw = sum(p.stat().st_size for p in core_files)
    core_gz = sum(gzip_size(p) for p in core_files)
    core_br = sum(brotli_sizes(core_files).values())
    mb = 1e6
    print(f"\nPyodide core files (5): {core_raw / mb:.2f} MB raw, {core_gz / mb:.2f} MB gzip, "
          f"{core_br / mb:.2f} MB brotli")

    def line(label: str, t: Traffic) -> str:
        twice = f"; sent twice: {', '.join(t.twice)}" if t.twice else "; no file sent twice"
        return (f"  {label:<44} gzip {t.wire / mb:6.2f} MB ({t.wire / core_gz:.2f} x core gz)  "
                f"brotli {t.brotli / mb:6.2f} MB ({t.brotli / core_br:.2f} x core br)  "
                f"raw {t.identity / mb:6.2f} MB; {t.bodies} bodies, {t.revalidated} 304s{twice}")

    print("bytes over the wire (first run):")
    bare, app = results["bare"][0], results["app"][0]
    print(line("bare, first visit", both(*bare["first"])))
    print(line("app, first visit until the lobby", app["first"][0]))
    print(line("app, first visit incl. service-worker precache", both(*app["first"])))
    print(line("bare, warm reload", bare["bytes_warm1"]))
    print(line("app, warm reload", app["bytes_warm1"]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-http-variant", action="store_true", help="skip the app without service worker")
    args = parser.parse_args()
    variants = [v for v in VARIANTS if not (args.no_http_variant and v == "app-http")]
    print(f"load average at start: {os.getloadavg()}", flush=True)
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as tmp:
        root = Path(tmp)
        make_site(args.dist, root)
        wire = Wire()
        server = wire_server(root, wire)
        base = serve.url_of(server)
        results: dict[str, list[dict[str, Any]]] = {v: [] for v in variants}
        try:
            with sync_playwright() as pw:
                for n in range(args.runs):
                    k = n % len(variants)  # rotate: each variant follows each other one
                    for variant in variants[k:] + variants[:k]:
                        url = base + ("bare/" if variant == "bare" else "app/")
                        results[variant].append(one_run(pw, url, wire, root, variant))
                        r = results[variant][-1]
                        print(f"run {n + 1} {variant:>8}: cold {r['cold']:.0f}, "
                              + ", ".join(f"warm{k} {r[f'warm{k}']:.0f}" for k in range(1, WARM_RELOADS + 1)),
                              flush=True)
        finally:
            server.shutdown()
            server.server_close()
        report(results, root)
    print(f"load average at end: {os.getloadavg()}")


if __name__ == "__main__":
    main()
