"""Pinned npm tarballs: fetch with `npm pack` into a cache, verify, extract chosen files."""

from __future__ import annotations

import base64
import hashlib
import shutil
import subprocess
import tarfile
from dataclasses import dataclass, field
from pathlib import Path


class VendorError(RuntimeError):
    """A tarball could not be fetched or did not match its recorded hash."""


@dataclass(frozen=True)
class NpmPin:
    """One npm package at a fixed version, with its registry integrity hash."""

    name: str
    version: str
    integrity: str  # "sha512-<base64>", as printed by `npm view NAME@VER dist.integrity`
    files: dict[str, str] = field(default_factory=dict)  # path in package/ -> path in dist

    @property
    def spec(self) -> str:
        return f"{self.name}@{self.version}"

    @property
    def tarball_name(self) -> str:
        """The file name `npm pack` writes (scoped names drop '@' and '/' -> '-')."""
        return f"{self.name.lstrip('@').replace('/', '-')}-{self.version}.tgz"


def integrity_of(path: Path, algorithm: str = "sha512") -> str:
    """Subresource-integrity string of a file, in npm's format."""
    digest = hashlib.new(algorithm)
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return f"{algorithm}-{base64.b64encode(digest.digest()).decode()}"


def matches(path: Path, integrity: str) -> bool:
    """True when the file's hash equals the recorded integrity string."""
    algorithm = integrity.split("-", 1)[0]
    return path.is_file() and integrity_of(path, algorithm) == integrity


def fetch(pin: NpmPin, cache_dir: Path) -> Path:
    """Return the verified tarball for `pin`, running `npm pack` only on a cache miss."""
    path = cache_dir / pin.tarball_name
    if matches(path, pin.integrity):
        return path
    npm = shutil.which("npm")
    if npm is None:
        raise VendorError(f"{path} is not cached and npm is not installed")
    cache_dir.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [npm, "pack", pin.spec, "--pack-destination", str(cache_dir),
         "--prefer-offline", "--ignore-scripts", "--silent"],
        check=True, cwd=cache_dir, stdout=subprocess.DEVNULL,
    )
    if not matches(path, pin.integrity):
        got = integrity_of(path) if path.exists() else "nothing"
        path.unlink(missing_ok=True)
        raise VendorError(f"{pin.spec}: expected {pin.integrity}, got {got}")
    return path


def extract(pin: NpmPin, tarball: Path, dest: Path) -> list[Path]:
    """Copy the pinned files out of the tarball's package/ folder into `dest`."""
    written: list[Path] = []
    with tarfile.open(tarball, "r:gz") as tar:
        for src, rel in sorted(pin.files.items()):
            member = tar.extractfile(f"package/{src}")
            if member is None:
                raise VendorError(f"{pin.spec}: {src} is not a regular file")
            out = dest / rel
            out.parent.mkdir(parents=True, exist_ok=True)
            with member, out.open("wb") as f:
                shutil.copyfileobj(member, f)
            written.append(out)
    return written


def vendor(pin: NpmPin, cache_dir: Path, dest: Path) -> list[Path]:
    """Fetch (or reuse) and verify the tarball, then extract its pinned files."""
    return extract(pin, fetch(pin, cache_dir), dest)
