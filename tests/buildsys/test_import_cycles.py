"""Imports run one way inside each package of the engine (rules -> helpers -> state):
no module of a package imports, directly or through others, a module that imports it
back — not even for type checking only."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "py" / "cardtable"
PACKAGES = [ROOT, ROOT / "engine", *sorted(p for p in (ROOT / "games").iterdir() if p.is_dir())]


def sibling_imports(module: Path) -> set[str]:
    """The sibling modules ``module`` imports (``from .x import``, ``from . import x``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found |= {alias.name for alias in node.names}
    return found


def cycle_in(package: Path) -> list[str] | None:
    """One import cycle among the package's modules, or None."""
    graph = {path.stem: sibling_imports(path) for path in package.glob("*.py")}
    done: set[str] = set()

    def walk(name: str, path: list[str]) -> list[str] | None:
        for other in sorted(graph.get(name, ())):
            if other in path:
                return path[path.index(other):] + [other]
            if other not in done:
                found = walk(other, path + [other])
                if found:
                    return found
        done.add(name)
        return None

    for name in sorted(graph):
        found = walk(name, [name])
        if found:
            return found
    return None


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.name)
def test_imports_run_one_way(package: Path) -> None:
    cycle = cycle_in(package)
    assert cycle is None, f"{package.name}: import cycle {' -> '.join(cycle)}"
