"""Shared bench helpers: a byte-counting server, Chromium, and navigation-to-ready timing."""

from __future__ import annotations

import shutil
import statistics
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, BinaryIO

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from buildtools import serve  # noqa: E402

PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")

# Records when <html data-engine="ready"> appears, in ms since the navigation started.
READY_PROBE = """
new MutationObserver(() => {
  const state = document.documentElement && document.documentElement.dataset.engine;
  if ((state === "ready" || state === "failed") && window.__engineAt === undefined) {
    window.__engineAt = performance.now();
    window.__engineState = state;
  }
}).observe(document, { attributes: true, attributeFilter: ["data-engine"], subtree: true });
"""


class Counter:
    """Bytes the server wrote (headers and bodies), thread-safe."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.total = 0

    def add(self, n: int) -> None:
        with self.lock:
            self.total += n

    def take(self) -> int:
        """Return the bytes counted so far and reset."""
        with self.lock:
            total, self.total = self.total, 0
            return total


class _CountingWriter:
    def __init__(self, raw: BinaryIO, counter: Counter) -> None:
        self.raw, self.counter = raw, counter

    def write(self, data: bytes) -> int:
        self.counter.add(len(data))
        return self.raw.write(data)

    def flush(self) -> None:
        self.raw.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


def counting_server(root: Path, counter: Counter, base: str = "/") -> serve.DistServer:
    """A DistServer on a free port whose every written byte is counted."""

    class Handler(serve.DistHandler):
        def setup(self) -> None:
            super().setup()
            self.wfile = _CountingWriter(self.wfile, counter)  # type: ignore[assignment]

    server = serve.make_server(root, port=0, base=base, handler=Handler)
    serve.start_in_thread(server)
    return server


@contextmanager
def chromium() -> Iterator[Any]:
    """A Chromium browser (Debian's when present) for the duration of the block."""
    from playwright.sync_api import sync_playwright

    from buildtools.browser import launch_options

    with sync_playwright() as pw:
        browser = pw.chromium.launch(**launch_options())
        try:
            yield browser
        finally:
            browser.close()


def wait_engine(page: Any, timeout_ms: int = 180_000) -> float:
    """Wait for data-engine ready (set up with READY_PROBE); return ms since navigation."""
    page.wait_for_function("window.__engineAt !== undefined", timeout=timeout_ms)
    state, at = page.evaluate("[window.__engineState, window.__engineAt]")
    if state != "ready":
        raise RuntimeError(f"{page.url}: engine failed")
    return float(at)


def copy_dist(dist: Path, dest: Path) -> Path:
    """Copy a built dist/ to `dest` (timestamps kept)."""
    if not (dist / "vendor" / "pyodide" / "pyodide.mjs").is_file():
        raise SystemExit(f"{dist} is not built: run python3 build.py")
    shutil.copytree(dist, dest)
    return dest


def core_bytes(dist: Path) -> int:
    """Size of the five Pyodide core files."""
    return sum((dist / "vendor" / "pyodide" / name).stat().st_size for name in PYODIDE_CORE)


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")
