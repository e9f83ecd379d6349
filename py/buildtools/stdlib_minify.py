"""Smaller standard-library sources: docstrings and comments left out, nothing else.

Runs inside Pyodide at build time (the trace, ``stdlib_trace.mjs``), so the sources
are parsed and written back by the same Python (3.14) that will run them. A file is
only replaced when the rewritten source parses to exactly the same syntax tree as the
original with its docstrings removed; otherwise the original ships.
"""

from __future__ import annotations

import ast

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
