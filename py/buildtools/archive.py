"""The engine archive: a deterministic zip of the `cardtable` package plus card data."""

from __future__ import annotations

import zipfile
from pathlib import Path

FIXED_DATE = (1980, 1, 1, 0, 0, 0)
PACKAGE_SUFFIXES = {".py", ".toml"}
PACKAGE_NAMES = {"py.typed"}


def engine_entries(package_dir: Path, cards_dir: Path) -> dict[str, Path]:
    """Map archive names to source files: cardtable/**.py, py.typed, data/*.toml."""
    entries: dict[str, Path] = {}
    for path in package_dir.rglob("*"):
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        if path.suffix in PACKAGE_SUFFIXES or path.name in PACKAGE_NAMES:
            entries[f"cardtable/{path.relative_to(package_dir).as_posix()}"] = path
    for card_file in cards_dir.glob("*.toml"):
        name = f"cardtable/data/{card_file.name}"
        if name in entries:
            raise ValueError(f"{name} exists both in {package_dir} and {cards_dir}")
        entries[name] = card_file
    return entries


def write_zip(entries: dict[str, Path], out: Path) -> None:
    """Write a reproducible zip: sorted names, fixed dates and modes."""
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w") as zf:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=FIXED_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3
            info.external_attr = 0o100644 << 16
            zf.writestr(info, entries[name].read_bytes(), compresslevel=9)


def build_engine_zip(package_dir: Path, cards_dir: Path, out: Path) -> list[str]:
    """Build the engine archive and return its member names."""
    if not package_dir.is_dir():
        raise FileNotFoundError(package_dir)
    entries = engine_entries(package_dir, cards_dir)
    write_zip(entries, out)
    return sorted(entries)
