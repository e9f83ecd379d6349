"""Installable-app files: web manifest, icons, and a precaching service worker."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path
from typing import Any

from . import icons

APP_NAME = "Card Table"
ICON_SIZES = (192, 512)
THEME_COLOR = "#166534"
SW_NAME = "sw.js"


def write_manifest(dist: Path) -> Path:
    """Write manifest.webmanifest with relative URLs (works under any sub-path)."""
    manifest = {
        "name": APP_NAME,
        "short_name": APP_NAME,
        "description": "Tabletop card games with the rules enforced, in your browser, offline.",
        "id": ".",
        "start_url": ".",
        "scope": ".",
        "display": "standalone",
        "background_color": THEME_COLOR,
        "theme_color": THEME_COLOR,
        "icons": [
            {"src": f"icons/icon-{n}.png", "sizes": f"{n}x{n}", "type": "image/png", "purpose": "any"}
            for n in ICON_SIZES
        ],
    }
    path = dist / "manifest.webmanifest"
    path.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return path


def write_icons(dist: Path, cache_dir: Path) -> list[Path]:
    """Write icons/icon-N.png, reusing renders cached under the drawing code's hash."""
    key = hashlib.sha256(Path(icons.__file__).read_bytes()).hexdigest()[:16]
    written = []
    for size in ICON_SIZES:
        cached = cache_dir / f"icon-{key}-{size}.png"
        if not cached.is_file():
            cache_dir.mkdir(parents=True, exist_ok=True)
            cached.write_bytes(icons.icon_png(size))
        out = dist / "icons" / f"icon-{size}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(cached.read_bytes())
        written.append(out)
    return written


def dist_files(dist: Path) -> list[str]:
    """Every file of dist as a sorted relative URL path (the service worker excluded)."""
    return sorted(
        p.relative_to(dist).as_posix()
        for p in dist.rglob("*")
        if p.is_file() and p.name != SW_NAME and not p.name.startswith(".")
    )


WORKER_NAME = "engine-worker.js"
BUILD_INFO = re.compile(r"^(const BUILD = /\* BUILD_INFO \*/ )(.*);$", re.M)


def unstamped(source: str) -> str:
    """The engine worker's source with its build facts reset to `null`."""
    return BUILD_INFO.sub(r"\1null;", source)


def build_hash(dist: Path, files: list[str]) -> str:
    """Content hash of all files and their names: changes whenever anything changes.
    The engine worker counts without its build stamp, so re-stamping a build gives the
    same hash."""
    digest = hashlib.sha256()
    for name in files:
        data = (dist / name).read_bytes()
        if name == WORKER_NAME:
            data = unstamped(data.decode("utf-8")).encode("utf-8")
        digest.update(name.encode() + b"\0")
        digest.update(hashlib.sha256(data).digest())
    return digest.hexdigest()[:16]


def integrity(path: Path) -> str:
    """Subresource-integrity value of a file (what `fetch(..., {integrity})` checks)."""
    return "sha256-" + base64.b64encode(hashlib.sha256(path.read_bytes()).digest()).decode()


def stamp_engine_worker(dist: Path, info: dict[str, Any]) -> Path:
    """Write the build's facts (id, stdlib URL, lock, file sizes) into the engine worker."""
    path = dist / WORKER_NAME
    source = path.read_text(encoding="utf-8")
    if len(BUILD_INFO.findall(source)) != 1:
        raise ValueError(f"{path}: expected one `const BUILD = /* BUILD_INFO */ ...;` line to fill in")
    stamped = BUILD_INFO.sub(lambda m: m.group(1) + json.dumps(info, sort_keys=True) + ";", source)
    path.write_text(stamped, encoding="utf-8")
    return path


def write_service_worker(dist: Path, template: Path, digest: str) -> list[str]:
    """Fill the service-worker template with the build hash and the precache list
    ([url, integrity] of every file, "./" for index.html); return the URLs."""
    files = dist_files(dist)
    entries = ([["./", integrity(dist / "index.html")]] if "index.html" in files else [])
    entries += [[name, integrity(dist / name)] for name in files]
    source = template.read_text(encoding="utf-8")
    source = source.replace('"__BUILD_HASH__"', json.dumps(digest))
    source = source.replace("[/* __PRECACHE__ */]", json.dumps(entries, indent=0))
    (dist / SW_NAME).write_text(source, encoding="utf-8")
    return [url for url, _ in entries]
