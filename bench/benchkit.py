"""Shared bench helpers: byte-counting servers, Chromium, and navigation-to-ready timing."""

from __future__ import annotations

import email.utils
import gzip
import hashlib
import io
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for _path in (ROOT / "py", ROOT):  # buildtools, and build.py for the pins
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from buildtools import serve  # noqa: E402

PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# What a static host compresses (GitHub Pages gzips text types and wasm, not zip or png).
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm", ".svg", ".txt", ".toml"}

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
def fresh_context(pw: Any, incognito_browser: Any = None, **options: Any) -> Iterator[Any]:
    """A browser context with empty caches: by default a new Chromium with a new
    on-disk profile (as a first visit; the HTTP cache is on disk), or a new incognito
    context of `incognito_browser` (in-memory HTTP cache that skips large files).
    `options` go to the context (e.g. service_workers="block")."""
    from buildtools.browser import launch_options

    if incognito_browser is not None:
        context = incognito_browser.new_context(**options)
        try:
            yield context
        finally:
            context.close()
        return
    with tempfile.TemporaryDirectory(prefix="cardtable-profile-") as profile:
        context = pw.chromium.launch_persistent_context(profile, **launch_options(), **options)
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


def stock_pyodide(dest: Path) -> Path:
    """The five files of the pinned npm Pyodide, as a bare `loadPyodide()` needs them."""
    import build
    from buildtools import stdlib, vendor

    tarball = vendor.fetch(build.PYODIDE, build.CACHE / "npm")
    source = stdlib.runtime_dir(build.PYODIDE, tarball, build.CACHE / "stdlib")
    dest.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_CORE:
        shutil.copyfile(source / name, dest / name)
    return dest


# -- bytes as they travel -----------------------------------------------------------
@dataclass
class Sent:
    """One response: its path, status, header bytes and body bytes as sent."""

    path: str
    status: int
    headers: int
    body: int
    encoding: str  # "gzip" or "identity"


@dataclass
class Wire:
    """Every response the server sent, in order (thread-safe); `take()` empties it."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    sent: list[Sent] = field(default_factory=list)

    def add(self, item: Sent) -> None:
        with self.lock:
            self.sent.append(item)

    def take(self) -> list[Sent]:
        with self.lock:
            sent, self.sent = self.sent, []
            return sent


def compressible(path: Path) -> bool:
    return path.suffix in COMPRESSIBLE


class _Gzipped:
    """gzip -9 bodies, computed once per file version."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.cache: dict[tuple[str, int, int], bytes] = {}

    def of(self, path: Path) -> bytes:
        stat = path.stat()
        key = (str(path), stat.st_mtime_ns, stat.st_size)
        with self.lock:
            if key not in self.cache:
                self.cache[key] = gzip.compress(path.read_bytes(), 9, mtime=0)
            return self.cache[key]


def wire_server(root: Path, wire: Wire, base: str = "/") -> serve.DistServer:
    """A static host on a free port: revalidation by ETag or date (304), `Cache-Control: no-cache`,
    gzip for compressible types when the client accepts it; logs every response. Every
    compressible file is compressed before the server starts (as a host precompresses),
    so no visit waits for it."""
    gzipped = _Gzipped()
    for path in root.rglob("*"):
        if path.is_file() and compressible(path):
            gzipped.of(path)

    class Handler(serve.DistHandler):
        def send_head(self) -> Any:
            path = self.path.split("?", 1)[0].split("#", 1)[0]
            if not path.startswith(self.base):
                return super().send_head()
            local = Path(self.translate_path(path))
            if local.is_dir():
                if not path.endswith("/"):
                    return super().send_head()  # the redirect to the slash
                local = local / "index.html"
            if not local.is_file():
                return super().send_head()
            data = local.read_bytes()
            etag = '"' + hashlib.sha256(data).hexdigest()[:20] + '"'
            encoding = "identity"
            if compressible(local) and "gzip" in self.headers.get("Accept-Encoding", ""):
                data, encoding = gzipped.of(local), "gzip"
            if etag in self.headers.get("If-None-Match", "") or self.not_modified_since(local):
                self.send_response(304)
                self.send_header("ETag", etag)
                self.send_header("Last-Modified", email.utils.formatdate(local.stat().st_mtime, usegmt=True))
                self.end_headers()
                return None
            self.send_response(200)
            ctype = self.guess_type(str(local))
            self.send_header("Content-Type", ctype)
            if encoding == "gzip":
                self.send_header("Content-Encoding", "gzip")
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("Content-Length", str(len(data)))
            self.send_header("ETag", etag)
            self.send_header("Last-Modified", email.utils.formatdate(local.stat().st_mtime, usegmt=True))
            self.end_headers()
            return io.BytesIO(data)

        def not_modified_since(self, local: Path) -> bool:
            """If-Modified-Since covers the file (Chromium sends only this to HTTP/1.0)."""
            since = self.headers.get("If-Modified-Since")
            if since is None or "If-None-Match" in self.headers:
                return False
            try:
                when = email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError):
                return False
            return int(local.stat().st_mtime) <= when

        def setup(self) -> None:
            super().setup()
            self.wfile = _LoggingWriter(self.wfile)  # type: ignore[assignment]

        def handle_one_request(self) -> None:
            writer = self.wfile
            if isinstance(writer, _LoggingWriter):
                writer.reset()
            super().handle_one_request()
            if isinstance(writer, _LoggingWriter) and writer.status:
                wire.add(Sent(self.path.split("?", 1)[0], writer.status, writer.header_bytes,
                              writer.body_bytes, writer.encoding))

    server = serve.make_server(root, port=0, base=base, handler=Handler)
    serve.start_in_thread(server)
    return server


class _LoggingWriter:
    """Splits what a handler writes into its status, header bytes and body bytes."""

    def __init__(self, raw: Any) -> None:
        self.raw = raw
        self.reset()

    def reset(self) -> None:
        self.status, self.header_bytes, self.body_bytes = 0, 0, 0
        self.in_body, self.encoding, self.pending = False, "identity", b""

    def write(self, data: bytes) -> int:
        if self.in_body:
            self.body_bytes += len(data)
        else:
            self.pending += data
            if b"\r\n\r\n" in self.pending:
                head, _, rest = self.pending.partition(b"\r\n\r\n")
                self.header_bytes = len(head) + 4
                self.body_bytes = len(rest)
                self.in_body = True
                first = head.split(b"\r\n", 1)[0].split()
                self.status = int(first[1]) if len(first) > 1 and first[1].isdigit() else 0
                if b"content-encoding: gzip" in head.lower():
                    self.encoding = "gzip"
        return int(self.raw.write(data))

    def flush(self) -> None:
        self.raw.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


_BROTLI: dict[str, int] = {}  # sha256 of a file's bytes -> its brotli size


def brotli_sizes(paths: list[Path]) -> dict[Path, int]:
    """Brotli (quality 11, as a host precompresses) size of each file, via Node's zlib;
    {} without Node. Sizes are remembered by content for the rest of the run."""
    digests = {path: hashlib.sha256(path.read_bytes()).hexdigest() for path in paths}
    todo = sorted({d: p for p, d in digests.items() if d not in _BROTLI}.items())
    node = shutil.which("node")
    if todo and node is not None:
        script = ("const z=require('zlib'),fs=require('fs');"
                  "const q={params:{[z.constants.BROTLI_PARAM_QUALITY]:11}};"
                  "for(const f of JSON.parse(fs.readFileSync(0,'utf8')))"
                  "console.log(z.brotliCompressSync(fs.readFileSync(f),q).length)")
        done = subprocess.run([node, "-e", script], input=json.dumps([str(p) for _, p in todo]),
                              capture_output=True, text=True, check=True)
        for (digest, _), line in zip(todo, done.stdout.split()):
            _BROTLI[digest] = int(line)
    return {path: _BROTLI[d] for path, d in digests.items() if d in _BROTLI}


@dataclass
class Traffic:
    """What one visit moved: bytes as sent (gzip where the host compresses) and the same
    visit modelled with brotli, identity and per-file counts."""

    wire: int
    brotli: int
    identity: int
    bodies: int
    revalidated: int
    twice: list[str]


def traffic(sent: list[Sent], root: Path, base: str = "/") -> Traffic:
    """Sum a visit's responses; `twice` lists paths whose body was sent more than once."""
    bodies: dict[str, int] = {}
    files: dict[str, Path] = {}
    for item in sent:
        if item.status == 200:
            bodies[item.path] = bodies.get(item.path, 0) + 1
            local = root / item.path[len(base):]
            files[item.path] = local / "index.html" if local.is_dir() else local
    sizes = brotli_sizes(sorted({p for p in files.values() if compressible(p)}))
    wire = sum(i.headers + i.body for i in sent)
    brotli = identity = 0
    for item in sent:
        brotli += item.headers
        identity += item.headers
        if item.status != 200:
            continue
        path = files[item.path]
        raw = path.stat().st_size
        identity += raw
        brotli += sizes.get(path, item.body) if compressible(path) else item.body
    return Traffic(wire, brotli, identity, sum(bodies.values()),
                   sum(1 for i in sent if i.status == 304), sorted(p for p, n in bodies.items() if n > 1))


def gzip_size(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), 9, mtime=0))


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")
