#!/usr/bin/env python3
"""Build the static site into dist/ (and optionally serve it).

    python3 build.py                                  # build dist/
    python3 build.py serve [--port 8000] [--base /cardtable/] [--no-build]

Stdlib only. Needs npm once to fill .cache/npm; after that it works offline. Node runs
the standard-library trace (buildtools/stdlib.py) whenever the engine or its cards
change; without Node and without a cached trace the full python_stdlib.zip ships.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT / "py"))  # the build helpers live in py/buildtools/ (not shipped)

from buildtools import archive, pwa, serve, stdlib, vendor  # noqa: E402
CACHE = ROOT / ".cache"

# The runtime files of Pyodide ship as they are; its standard library ships trimmed
# (STDLIB, see buildtools/stdlib.py) and its lock file's `info` goes into the worker.
PYODIDE = vendor.NpmPin(
    name="pyodide",
    version="314.0.7",
    integrity="sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A==",
    files={name: f"vendor/pyodide/{name}" for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")},
)
VENDORED = (PYODIDE,)
STDLIB = "vendor/pyodide/stdlib.zip"
ENGINE_ZIP = "py/cardtable.zip"
# What the worker's fresh start downloads (for its progress bar), relative to it.
STARTUP_FILES = (*PYODIDE.files.values(), STDLIB, ENGINE_ZIP)


# -- bundle_p2p: play on several devices (web/net/) ---------------------------------
P2P = ROOT / "py" / "buildtools" / "p2p"  # package.json + package-lock.json (every integrity hash) + entries
P2P_ENTRIES = ("trystero-mqtt.js", "qrcode.js")  # each becomes dist/vendor/<name>.mjs


def bundle_p2p(dist: Path, cache: Path = CACHE / "p2p") -> list[Path]:
    """Bundle trystero's MQTT strategy and the QR encoder into ES modules with the pinned esbuild.

    `npm ci` installs exactly py/buildtools/p2p/package-lock.json (npm checks every
    tarball against its recorded integrity; no install scripts run); the bundles are
    cached under the hash of the lock and the entries, so later builds work offline.
    """
    inputs = [P2P / name for name in ("package.json", "package-lock.json", *P2P_ENTRIES)]
    key = hashlib.sha256(b"".join(p.read_bytes() for p in inputs)).hexdigest()[:16]
    work = cache / key
    bundles = [work / "out" / name.replace(".js", ".mjs") for name in P2P_ENTRIES]
    if not all(bundle.is_file() for bundle in bundles):
        npm, node = shutil.which("npm"), shutil.which("node")
        if npm is None or node is None:
            raise vendor.VendorError(f"{work} is not cached and npm/node are not installed")
        work.mkdir(parents=True, exist_ok=True)
        for path in inputs:
            shutil.copyfile(path, work / path.name)
        subprocess.run([npm, "ci", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund",
                        "--silent"], check=True, cwd=work, stdout=subprocess.DEVNULL)
        subprocess.run([node, "node_modules/esbuild/bin/esbuild", *P2P_ENTRIES, "--bundle",
                        "--format=esm", "--platform=browser", "--minify", "--legal-comments=eof",
                        "--log-level=warning", "--outdir=out", "--out-extension:.js=.mjs"],
                       check=True, cwd=work)
    outs = []
    for bundle in bundles:
        out = dist / "vendor" / bundle.name
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(bundle, out)
        outs.append(out)
    return outs


def copy_web(src: Path, dist: Path) -> list[Path]:
    """Copy web/ into dist/ keeping paths; hidden files and caches are skipped."""
    copied = []
    for path in sorted(src.rglob("*")):
        rel = path.relative_to(src)
        if not path.is_file() or any(p.startswith(".") or p == "__pycache__" for p in rel.parts):
            continue
        out = dist / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, out)
        copied.append(out)
    return copied


def build(dist: Path = ROOT / "dist", quiet: bool = False) -> str:
    """Build everything into `dist` (emptied first); return the build hash."""
    started = time.perf_counter()
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    copy_web(ROOT / "web", dist)
    for pin in VENDORED:
        vendor.vendor(pin, CACHE / "npm", dist)
    bundle_p2p(dist)
    names = archive.build_engine_zip(ROOT / "py" / "cardtable", ROOT / "cards", dist / ENGINE_ZIP)
    tarball = vendor.fetch(PYODIDE, CACHE / "npm")
    trimmed = stdlib.build_stdlib(PYODIDE, tarball, dist / ENGINE_ZIP, dist / STDLIB, CACHE / "stdlib")
    pwa.write_icons(dist, CACHE / "icons")
    pwa.write_manifest(dist)
    digest, urls = finish(dist, stdlib.lock_info(PYODIDE, tarball))
    if not quiet:
        size = sum(p.stat().st_size for p in dist.rglob("*") if p.is_file())
        print(f"built {dist} in {time.perf_counter() - started:.1f} s: build {digest}, "
              f"{len(urls)} precached URLs, {size / 1e6:.1f} MB, engine archive {len(names)} files, "
              f"stdlib {len(trimmed.files)} entries ({trimmed.source}), "
              f"{(dist / STDLIB).stat().st_size / 1e6:.2f} MB")
    return digest


def finish(dist: Path, lock: dict[str, object]) -> tuple[str, list[str]]:
    """Stamp a filled `dist` with its build hash: the engine worker learns the build id
    (its snapshot key), the stdlib URL, the lock and the start-up file sizes; then the
    service worker lists every file with its integrity hash. Returns (hash, URLs)."""
    digest = pwa.build_hash(dist, pwa.dist_files(dist))  # the worker still holds its mark
    sizes = {f"./{path}": (dist / path).stat().st_size for path in STARTUP_FILES}
    # what a static host that compresses (GitHub Pages: gzip) sends: the loading bar's total
    wire = {f"./{path}": len(gzip.compress((dist / path).read_bytes(), compresslevel=6, mtime=0))
            for path in STARTUP_FILES}
    pwa.stamp_engine_worker(dist, {"build": digest, "stdlib": f"./{STDLIB}", "lock": lock, "sizes": sizes,
                                   "wire": wire})
    urls = pwa.write_service_worker(dist, ROOT / "py" / "buildtools" / "sw.template.js", digest)
    return digest, urls


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", choices=("build", "serve"), default="build")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    parser.add_argument("--port", type=int, default=8000, help="serve: port on 127.0.0.1 (default 8000)")
    parser.add_argument("--base", default="/", help="serve: URL sub-path, e.g. /cardtable/ (default /)")
    parser.add_argument("--no-build", action="store_true", help="serve: serve the existing build")
    args = parser.parse_args(argv)
    try:
        if not (args.command == "serve" and args.no_build):
            build(args.out)
    except (vendor.VendorError, stdlib.TraceError, OSError, ValueError, subprocess.CalledProcessError,
            subprocess.TimeoutExpired) as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    if args.command == "serve":
        server = serve.make_server(args.out, args.port, args.base, quiet=False)
        print(f"serving {args.out} at {serve.url_of(server, args.base)} (Ctrl-C stops)")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
