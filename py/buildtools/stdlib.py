"""A trimmed python_stdlib.zip: only the modules the engine and Pyodide's start-up load.

The modules are found by tracing, not guessed: ``stdlib_trace.mjs`` runs the pinned
Pyodide under Node with its full standard library, unpacks the engine archive and runs
``stdlib_workload.exercise()`` (every module the engine's source imports, every game's
playouts, every bot, the bridge, a match across devices); the files of every module
then loaded make the trimmed zip, their sources without docstrings and comments where
``stdlib_minify`` proves the program unchanged, and the ones that cost a cold start most
to compile per byte as bytecode, within COMPILED_BUDGET. The trace is cached under the hash of everything it
depends on (the Pyodide pin, the engine archive, the workload and the driver), so a new
game or a new import re-traces on the next build. Without Node and without a cached
trace the build ships the full library and says so.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import shutil
import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import vendor

HERE = Path(__file__).resolve().parent
TRACE_SCRIPT = HERE / "stdlib_trace.mjs"
WORKLOAD = HERE / "stdlib_workload.py"
MINIFY = HERE / "stdlib_minify.py"
FULL_NAME = "python_stdlib.zip"
RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", FULL_NAME, "pyodide-lock.json")
FORMAT = "4"  # bump when the way files are chosen or written changes
# Deflated bytes the bytecode files may add to the zip: about 40 % of the source compile
# time of a cold start for 0.24 MB (docs/startup.md).
COMPILED_BUDGET = 240_000
MANIFEST = "cardtable-stdlib.json"  # in the trimmed zip: where its list came from
# Tiny codec modules a `bytes.decode(name)` may look up at any time; cheap insurance.
ALWAYS = ("encodings/__init__.py", "encodings/aliases.py", "encodings/utf_8.py",
          "encodings/ascii.py", "encodings/latin_1.py")


class TraceError(RuntimeError):
    """The trace could not run, or the engine failed inside Pyodide."""


@dataclass(frozen=True)
class Trimmed:
    """What went into the trimmed zip and where the list came from."""

    files: list[str]
    source: str  # "trace", "cached trace" or "full (no node)"
    python: str
    frozen: list[str]  # modules Pyodide has built in (frozen): they need no file
    minified: dict[str, str]  # file -> its source without docstrings and comments
    compiled: dict[str, bytes]  # file (.py) -> the .pyc that ships instead


def read_member(pin: vendor.NpmPin, tarball: Path, name: str) -> bytes:
    """One file of the pinned package, straight from the verified tarball."""
    with tarfile.open(tarball, "r:gz") as tar:
        member = tar.extractfile(f"package/{name}")
        if member is None:
            raise vendor.VendorError(f"{pin.spec}: {name} is not a regular file")
        with member:
            return member.read()


def runtime_dir(pin: vendor.NpmPin, tarball: Path, cache_dir: Path) -> Path:
    """The five files a stock `loadPyodide()` needs, extracted once into the cache."""
    out = cache_dir / f"{pin.name}-{pin.version}"
    if not all((out / name).is_file() for name in RUNTIME):
        stock = vendor.NpmPin(pin.name, pin.version, pin.integrity, {name: name for name in RUNTIME})
        vendor.extract(stock, tarball, out)
    return out


def trace_key(pin: vendor.NpmPin, engine_zip: Path) -> str:
    digest = hashlib.sha256(f"{FORMAT}\0{pin.spec}\0{pin.integrity}\0{COMPILED_BUDGET}\0".encode())
    for path in (engine_zip, WORKLOAD, MINIFY, TRACE_SCRIPT):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def run_trace(node: str, runtime: Path, engine_zip: Path, timeout: float = 600) -> dict[str, Any]:
    """Run the workload in Pyodide under Node; return its report."""
    done = subprocess.run([node, str(TRACE_SCRIPT), str(runtime), str(engine_zip), str(WORKLOAD), str(MINIFY),
                           str(COMPILED_BUDGET)],
                          capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        tail = "\n".join(done.stderr.strip().splitlines()[-12:])
        raise TraceError(f"the stdlib trace failed in Pyodide:\n{tail}")
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert isinstance(report, dict)
    return report


def traced_files(pin: vendor.NpmPin, tarball: Path, engine_zip: Path, cache_dir: Path,
                 node: str | None = None) -> Trimmed | None:
    """The traced file list (cached), or None when Node is missing and nothing is cached."""
    cached = cache_dir / f"trace-{trace_key(pin, engine_zip)}.json"
    if cached.is_file():
        return trimmed_of(json.loads(cached.read_text(encoding="utf-8")), "cached trace")
    node = node or shutil.which("node")
    if node is None:
        return None
    report = run_trace(node, runtime_dir(pin, tarball, cache_dir), engine_zip)
    cache_dir.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps(report, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return trimmed_of(report, "trace")


def trimmed_of(report: dict[str, Any], source: str) -> Trimmed:
    compiled = {name: base64.b64decode(data) for name, data in report["compiled"].items()}
    return Trimmed(report["files"], source, report["python"], report["frozen"], report["minified"], compiled)


def parents(name: str) -> list[str]:
    """Directory entries above a member: 'a/b/c.py' -> ['a/', 'a/b/']."""
    parts = name.split("/")[:-1]
    return ["/".join(parts[: i + 1]) + "/" for i in range(len(parts))]


def write_trimmed(full: bytes, files: list[str], out: Path, manifest: dict[str, Any] | None = None,
                  replaced: dict[str, str] | None = None, compiled: dict[str, bytes] | None = None) -> list[str]:
    """Copy `files` (plus ALWAYS and their folders) from the full zip into `out`,
    deterministically (sorted, the source's dates, deflate level 9), the sources in
    `replaced` rewritten, those in `compiled` shipped as their `.pyc` instead, with
    `manifest` as MANIFEST when given. Returns the names written."""
    with zipfile.ZipFile(io.BytesIO(full)) as source:
        present = set(source.namelist())
        missing = sorted(set(files) - present)
        if missing:
            raise TraceError(f"traced files not in {FULL_NAME}: {', '.join(missing)}")
        wanted = set(files) | {name for name in ALWAYS if name in present}
        wanted |= {folder for name in list(wanted) for folder in parents(name) if folder in present}
        out.parent.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(out, "w") as target:
            written = []
            for name in sorted(wanted):
                info = source.getinfo(name)
                if compiled and name in compiled:
                    target_name, data = name[:-3] + ".pyc", compiled[name]
                elif replaced and name in replaced:
                    target_name, data = name, replaced[name].encode("utf-8")
                else:
                    target_name, data = name, source.read(name)
                copy = zipfile.ZipInfo(target_name, date_time=info.date_time)
                copy.external_attr, copy.create_system = info.external_attr, info.create_system
                copy.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
                target.writestr(copy, data, compresslevel=9)
                written.append(target_name)
            if manifest is not None:
                info = zipfile.ZipInfo(MANIFEST, date_time=(1980, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                target.writestr(info, json.dumps(manifest, indent=1, sort_keys=True) + "\n", compresslevel=9)
    return written


def build_stdlib(pin: vendor.NpmPin, tarball: Path, engine_zip: Path, out: Path,
                 cache_dir: Path) -> Trimmed:
    """Write the trimmed standard library to `out` (the full one without Node)."""
    full = read_member(pin, tarball, FULL_NAME)
    traced = traced_files(pin, tarball, engine_zip, cache_dir)
    if traced is None:
        print(f"WARNING: node is not installed and no stdlib trace is cached: shipping the full "
              f"{FULL_NAME} ({len(full) / 1e6:.1f} MB)", file=sys.stderr)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(full)
        with zipfile.ZipFile(io.BytesIO(full)) as source:
            return Trimmed(source.namelist(), "full (no node)", "", [], {}, {})
    manifest = {"python": traced.python, "traced_files": len(traced.files), "frozen": traced.frozen,
                "minified": sorted(traced.minified), "compiled": sorted(traced.compiled),
                "note": "files of the modules the engine and Pyodide's start-up load (build.py trace); "
                        "the minified ones have no docstrings or comments; the compiled ones ship "
                        "as .pyc of that source"}
    files = write_trimmed(full, traced.files, out, manifest, traced.minified, traced.compiled)
    return Trimmed(files, traced.source, traced.python, traced.frozen, traced.minified, traced.compiled)


def lock_info(pin: vendor.NpmPin, tarball: Path) -> dict[str, Any]:
    """The pinned lock file's `info` with no packages: all `loadPyodide` needs from it
    when nothing is installed (the worker passes it as `lockFileContents`)."""
    lock = json.loads(read_member(pin, tarball, "pyodide-lock.json"))
    return {"info": lock["info"], "packages": {}}
