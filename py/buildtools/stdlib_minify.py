"""Smaller and quicker standard-library files for the trimmed zip.

Runs inside Pyodide at build time (the trace, ``stdlib_trace.mjs``), so the sources
are parsed, rewritten and compiled by the same Python (3.14) that will run them.

- ``minified``: docstrings and comments left out, nothing else. A file is only replaced
  when the rewritten source parses to exactly the same syntax tree as the original with
  its docstrings removed; otherwise the original ships.
- ``compiled_choice``: which files ship as bytecode (``.pyc``, unchecked hash-based, so
  Python uses it as it is) instead of source. Compiling the sources is most of a cold
  Python start, but bytecode is about three times bigger once deflated; so files are
  taken in order of source length per byte added, within a byte budget.
"""

from __future__ import annotations

import ast
import importlib.util
import zlib
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]

KEEP_DOCSTRINGS = ("_pyodide/", "pyodide/")  # Pyodide's own modules use their docstrings


def strip_docstrings(tree: ast.Module) -> ast.Module:
    """Remove the docstring of the module and of every class and function (in place)."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                    and isinstance(body[0].value.value, str)):
                node.body = body[1:] or [ast.Pass()]
    return tree


def minified(name: str, source: bytes) -> bytes | None:
    """`source` without docstrings and comments, or None when not smaller or not provably
    the same program (same syntax tree once docstrings are removed)."""
    if any(name.startswith(prefix) for prefix in KEEP_DOCSTRINGS) or not name.endswith(".py"):
        return None
    try:
        tree = strip_docstrings(ast.parse(source, name))
        out = ast.unparse(tree) + "\n"
        same = ast.dump(ast.parse(out, name)) == ast.dump(tree)
        compile(out, name, "exec", dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError):
        return None
    data = out.encode("utf-8")
    return data if same and len(data) < len(source) else None


def bytecode(name: str, source: bytes) -> bytes:
    """The `.pyc` of `source` (no optimisation: asserts stay, as in the source)."""
    code = compile(source, name, "exec", dont_inherit=True, optimize=0)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), False))


def compiled_choice(sources: dict[str, bytes], budget: int) -> dict[str, bytes]:
    """The files to ship as bytecode: the most source per byte added first, until the
    deflated bytes added would pass `budget`. Deterministic for the same sources."""
    candidates = []
    for name, source in sorted(sources.items()):
        if not name.endswith(".py"):
            continue
        pyc = bytecode(name, source)
        added = len(zlib.compress(pyc, 9)) - len(zlib.compress(source, 9))
        candidates.append((len(source) / max(added, 1), name, added, pyc))
    candidates.sort(key=lambda c: (-c[0], c[1]))
    chosen, spent = {}, 0
    for _, name, added, pyc in candidates:
        if spent + max(added, 0) > budget:
            continue
        chosen[name] = pyc
        spent += max(added, 0)
    return chosen
