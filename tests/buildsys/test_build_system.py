"""build.py and py/buildtools/: vendoring checks, the engine archive, the PWA files, the server."""

from __future__ import annotations

import json
import re
import shutil
import struct
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

import build  # noqa: E402
from buildtools import archive, pwa, serve, vendor  # noqa: E402

DIST = REPO / "dist"
RUNTIME = {"pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"}  # shipped as they are
SHIPPED = RUNTIME | {"stdlib.zip"}  # + the trimmed standard library (no lock file)


@pytest.fixture(scope="module")
def dist() -> Path:
    if not (DIST / "sw.js").is_file():
        pytest.fail(f"{DIST} is not built: run `python3 build.py` first")
    return DIST


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_integrity_check_rejects_a_changed_file(tmp_path: Path) -> None:
    f = tmp_path / "x.tgz"
    f.write_bytes(b"original")
    recorded = vendor.integrity_of(f)
    assert recorded.startswith("sha512-") and vendor.matches(f, recorded)
    f.write_bytes(b"tampered")
    assert not vendor.matches(f, recorded)


def test_cached_tarball_is_used_without_npm(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pin = vendor.NpmPin("@scope/thing", "1.0.0", "")
    cached = tmp_path / pin.tarball_name
    assert pin.tarball_name == "scope-thing-1.0.0.tgz"
    cached.write_bytes(b"tarball")
    pin = vendor.NpmPin("@scope/thing", "1.0.0", vendor.integrity_of(cached))
    monkeypatch.setattr("shutil.which", lambda name: None)
    assert vendor.fetch(pin, tmp_path) == cached
    bad = vendor.NpmPin("@scope/thing", "1.0.0", "sha512-AAAA")
    with pytest.raises(vendor.VendorError):
        vendor.fetch(bad, tmp_path)


def test_only_the_runtime_files_of_pyodide_are_vendored() -> None:
    assert {Path(p).name for p in build.PYODIDE.files.values()} == RUNTIME
    assert build.PYODIDE.version == "314.0.7"
    assert all(pin.integrity.startswith("sha512-") for pin in build.VENDORED)


def test_engine_archive_is_reproducible_and_complete(tmp_path: Path) -> None:
    a, b = tmp_path / "a.zip", tmp_path / "b.zip"
    names = archive.build_engine_zip(REPO / "py" / "cardtable", REPO / "cards", a)
    archive.build_engine_zip(REPO / "py" / "cardtable", REPO / "cards", b)
    assert a.read_bytes() == b.read_bytes()
    assert "cardtable/__init__.py" in names and "cardtable/py.typed" in names
    for card_file in (REPO / "cards").glob("*.toml"):
        assert f"cardtable/data/{card_file.name}" in names
    assert not any("__pycache__" in n or n.endswith(".pyc") for n in names)


def test_dist_has_the_engine_and_pyodide(dist: Path) -> None:
    assert {p.name for p in (dist / "vendor" / "pyodide").iterdir()} == SHIPPED
    assert (dist / "py" / "cardtable.zip").is_file()
    for name in ("index.html", "engine.js", "engine-worker.js", "sw-register.js"):
        assert (dist / name).is_file(), name


def precache_of(source: str) -> list[list[str]]:
    match = re.search(r"const PRECACHE = (\[.*?\]);", source, re.S)
    assert match
    return list(json.loads(match.group(1)))


def build_info_of(source: str) -> dict[str, object]:
    match = re.search(r"^const BUILD = /\* BUILD_INFO \*/ (.*);$", source, re.M)
    assert match, "the engine worker is not stamped"
    info = json.loads(match.group(1))
    assert isinstance(info, dict)
    return info


def test_service_worker_precaches_every_file_with_its_hash(dist: Path) -> None:
    source = (dist / "sw.js").read_text()
    precached = precache_of(source)
    files = pwa.dist_files(dist)
    assert {url for url, _ in precached} == set(files) | {"./"}
    for url, integrity in precached:
        assert integrity == pwa.integrity(dist / ("index.html" if url == "./" else url)), url
    assert f'const BUILD = "{pwa.build_hash(dist, files)}";' in source
    assert not any(url.startswith("/") for url, _ in precached)


def test_engine_worker_knows_its_build(dist: Path) -> None:
    info = build_info_of((dist / "engine-worker.js").read_text())
    assert f'const BUILD = "{info["build"]}";' in (dist / "sw.js").read_text()
    sizes = info["sizes"]
    assert isinstance(sizes, dict) and set(sizes) == {f"./{p}" for p in build.STARTUP_FILES}
    for path, size in sizes.items():
        assert (dist / path).stat().st_size == size, path
    assert info["stdlib"] == f"./{build.STDLIB}" and (dist / build.STDLIB).is_file()
    lock = info["lock"]
    assert isinstance(lock, dict) and lock["packages"] == {} and lock["info"]["abi_version"]


def test_restamping_a_build_keeps_its_hash(dist: Path, tmp_path: Path) -> None:
    copy = tmp_path / "dist"
    shutil.copytree(dist, copy)
    info = build_info_of((copy / "engine-worker.js").read_text())
    digest, _ = build.finish(copy, info["lock"])  # type: ignore[arg-type]
    assert digest == info["build"]
    assert (copy / "sw.js").read_bytes() == (dist / "sw.js").read_bytes()
    (copy / "main.js").write_text((copy / "main.js").read_text() + "\n// another build\n")
    changed, _ = build.finish(copy, info["lock"])  # type: ignore[arg-type]
    assert changed != digest and build_info_of((copy / "engine-worker.js").read_text())["build"] == changed


def test_manifest_and_icons(dist: Path) -> None:
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    assert (manifest["name"], manifest["start_url"], manifest["display"]) == ("Card Table", ".", "standalone")
    sizes = set()
    for icon in manifest["icons"]:
        data = (dist / icon["src"]).read_bytes()
        width, height = png_size(data)
        assert icon["sizes"] == f"{width}x{height}"
        sizes.add(width)
        assert len(set(data[100:])) > 50, "icon looks blank"
    assert {192, 512} <= sizes


def test_web_uses_only_relative_urls() -> None:
    root_absolute = re.compile(r"""(?:src|href)\s*=\s*["']/(?!/)|(?:import|from)\s*\(?\s*["']/(?!/)""")
    for path in (REPO / "web").rglob("*"):
        if path.suffix in {".html", ".js", ".mjs", ".css"}:
            assert not root_absolute.search(path.read_text()), f"{path}: root-absolute URL breaks sub-paths"


@pytest.fixture(scope="module")
def server(dist: Path) -> Iterator[str]:
    srv = serve.make_server(dist, port=0, base="/sub/path/")
    serve.start_in_thread(srv)
    yield serve.url_of(srv, "/sub/path/")
    srv.shutdown()
    srv.server_close()


@pytest.mark.parametrize("path, mime", [
    ("vendor/pyodide/pyodide.asm.wasm", "application/wasm"),
    ("vendor/pyodide/pyodide.mjs", "text/javascript"),
    ("engine.js", "text/javascript"),
    ("manifest.webmanifest", "application/manifest+json"),
    ("", "text/html"),
])
def test_server_mime_types(server: str, path: str, mime: str) -> None:
    request = urllib.request.Request(server + path, method="HEAD")
    with urllib.request.urlopen(request) as response:
        assert response.headers["Content-Type"].startswith(mime)


def test_server_only_serves_under_its_base(server: str) -> None:
    origin = server[: -len("/sub/path/")]
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(origin + "/index.html")
    assert err.value.code == 404
    with urllib.request.urlopen(origin + "/sub/path") as response:  # redirected to the slash
        assert response.geturl() == server
