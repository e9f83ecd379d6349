"""The trimmed standard library: what the trace keeps, and what the engine imports.

The browser test (tests/browser/test_trimmed_stdlib.py) runs the engine in Pyodide on the
trimmed zip; these checks are fast and need neither Node nor Chromium.
"""

from __future__ import annotations

import io
import json
import shutil
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

import build  # noqa: E402
from buildtools import stdlib, stdlib_workload, vendor  # noqa: E402

DIST = REPO / "dist"


@pytest.fixture(scope="module")
def full_names() -> set[str]:
    tarball = vendor.fetch(build.PYODIDE, build.CACHE / "npm")
    with zipfile.ZipFile(io.BytesIO(stdlib.read_member(build.PYODIDE, tarball, stdlib.FULL_NAME))) as zf:
        return set(zf.namelist())


@pytest.fixture(scope="module")
def trimmed() -> zipfile.ZipFile:
    path = DIST / build.STDLIB
    if not path.is_file():
        pytest.fail(f"{path} is missing: run `python3 build.py` first")
    return zipfile.ZipFile(path)


@pytest.fixture(scope="module")
def trimmed_names(trimmed: zipfile.ZipFile) -> set[str]:
    return set(trimmed.namelist())


@pytest.fixture(scope="module")
def frozen(trimmed: zipfile.ZipFile) -> set[str]:
    """Modules Pyodide has frozen in (recorded by the trace in the zip's manifest)."""
    manifest = json.loads(trimmed.read(stdlib.MANIFEST))
    return set(manifest["frozen"])


def module_files(name: str) -> list[str]:
    """Where a dotted module's source lives in a stdlib zip: a module file or a package."""
    path = name.replace(".", "/")
    return [f"{path}.py", f"{path}/__init__.py"]


def test_every_module_the_engine_imports_is_in_the_trimmed_zip(
        full_names: set[str], trimmed_names: set[str], frozen: set[str]) -> None:
    """A new `import x` in py/cardtable/ that the build's trace did not see fails here,
    naming x (rebuild: the trace reruns whenever the engine archive changes)."""
    missing = []
    for name, names in stdlib_workload.engine_imports(REPO / "py" / "cardtable"):
        candidates = [name] + [f"{name}.{attr}" for attr in names]
        for module in candidates:
            parts = module.split(".")
            for depth in range(1, len(parts) + 1):
                prefix = ".".join(parts[:depth])
                in_full = [f for f in module_files(prefix) if f in full_names]
                shipped = [f for f in in_full if f in trimmed_names or f + "c" in trimmed_names]
                if in_full and prefix not in frozen and not shipped:
                    missing.append(prefix)
    assert not missing, (f"the trimmed stdlib lacks {sorted(set(missing))}, which the engine imports: "
                         "run `python3 build.py` (with node installed) so the trace includes them")


def test_the_trimmed_zip_is_much_smaller_and_a_subset(full_names: set[str], trimmed_names: set[str],
                                                       frozen: set[str]) -> None:
    shipped = {name[:-1] if name.endswith(".pyc") else name for name in trimmed_names - {stdlib.MANIFEST}}
    assert shipped <= full_names
    assert any(name.endswith(".pyc") for name in trimmed_names)  # some ship compiled
    assert {"abc", "codecs", "io"} <= frozen
    assert (DIST / build.STDLIB).stat().st_size < 0.5 * 2_545_637
    for needed in ("json/__init__.py", "random.py", "tomllib/__init__.py", "_pyodide/__init__.py",
                   "pyodide/__init__.py", "encodings/utf_8.py"):
        assert needed in trimmed_names or needed + "c" in trimmed_names, needed


def test_trimming_keeps_folders_and_refuses_unknown_files(tmp_path: Path) -> None:
    source = io.BytesIO()
    with zipfile.ZipFile(source, "w") as zf:
        for name in ("a/", "a/b/", "a/b/__init__.py", "a/b/c.py", "d.py", "e.py"):
            zf.writestr(name, "" if name.endswith("/") else f"# {name}\n")
    out = tmp_path / "out.zip"
    kept = stdlib.write_trimmed(source.getvalue(), ["a/b/c.py", "d.py"], out)
    assert kept == ["a/", "a/b/", "a/b/c.py", "d.py"]
    first = out.read_bytes()
    stdlib.write_trimmed(source.getvalue(), ["d.py", "a/b/c.py"], out)
    assert out.read_bytes() == first, "the trimmed zip is reproducible"
    with pytest.raises(stdlib.TraceError, match="nope.py"):
        stdlib.write_trimmed(source.getvalue(), ["nope.py"], tmp_path / "x.zip")


def test_the_trace_reruns_when_the_engine_changes(tmp_path: Path) -> None:
    a, b = tmp_path / "a.zip", tmp_path / "b.zip"
    a.write_bytes(b"engine one")
    b.write_bytes(b"engine two")
    assert stdlib.trace_key(build.PYODIDE, a) != stdlib.trace_key(build.PYODIDE, b)
    assert stdlib.trace_key(build.PYODIDE, a) == stdlib.trace_key(build.PYODIDE, a)


def test_without_node_or_a_cached_trace_the_full_library_ships(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    tarball = vendor.fetch(build.PYODIDE, build.CACHE / "npm")
    engine = tmp_path / "engine.zip"
    engine.write_bytes(b"not traced yet")
    out = tmp_path / "stdlib.zip"
    result = stdlib.build_stdlib(build.PYODIDE, tarball, engine, out, tmp_path / "cache")
    assert result.source == "full (no node)"
    assert out.read_bytes() == stdlib.read_member(build.PYODIDE, tarball, stdlib.FULL_NAME)
    assert "WARNING" in capsys.readouterr().err


def test_the_workload_covers_every_game_in_cpython() -> None:
    """The trace's workload itself: every registered game, the bridge and a match
    across devices (here in CPython; the build runs it in Pyodide)."""
    sys.path.insert(0, str(REPO / "py"))
    from cardtable.games import GAMES
    summary = stdlib_workload.exercise()
    assert summary["games"] == list(GAMES)
    assert summary["variants"] >= sum(len(game.variants()) for game in GAMES.values())
    assert summary["networked"]["moves"] > 0
    assert "tomllib" in summary["imports"] and "json" in summary["imports"]
