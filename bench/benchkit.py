"""Shared bench helpers: a byte-counting server, Chromium, and navigation-to-ready timing."""

from __future__ import annotations

import shutil
import statistics
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

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
    def __init__(self, raw: Any, counter: Counter) -> None:
        self.raw, self.counter = raw, counter

    def write(self, data: bytes) -> int:
        self.counter.add(len(data))
        return int(self.raw.write(data))

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
def fresh_context(pw: Any, incognito_browser: Any = None) -> Iterator[Any]:
    """A browser context with empty caches: by default a new Chromium with a new
    on-disk profile (as a first visit; the HTTP cache is on disk), or a new incognito
    context of `incognito_browser` (in-memory HTTP cache that skips large files)."""
    from buildtools.browser import launch_options

    if incognito_browser is not None:
        context = incognito_browser.new_context()
        try:
            yield context
        finally:
            context.close()
        return
    with tempfile.TemporaryDirectory(prefix="cardtable-profile-") as profile:
        context = pw.chromium.launch_persistent_context(profile, **launch_options())
        try:
            yield context
        finally:
            context.close()


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
