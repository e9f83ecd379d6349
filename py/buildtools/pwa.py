"""Installable-app files: web manifest, icons, and a precaching service worker."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

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


def build_hash(dist: Path, files: list[str]) -> str:
    """Content hash of all files and their names: changes whenever anything changes."""
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0")
        digest.update(hashlib.sha256((dist / name).read_bytes()).digest())
    return digest.hexdigest()[:16]


def write_service_worker(dist: Path, template: Path) -> tuple[str, list[str]]:
    """Fill the service-worker template with the precache list and build hash."""
    files = dist_files(dist)
    digest = build_hash(dist, files)
    urls = (["./"] if "index.html" in files else []) + files
    source = template.read_text(encoding="utf-8")
    source = source.replace('"__BUILD_HASH__"', json.dumps(digest))
    source = source.replace("[/* __PRECACHE__ */]", json.dumps(urls, indent=2))
    (dist / SW_NAME).write_text(source, encoding="utf-8")
    return digest, urls
