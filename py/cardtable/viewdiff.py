"""The twin of web/net/viewdiff.js: JSON diffs of a seat's views, for bench/wire.py and
the tests that check the two agree. The browser's host and guest use the JS module; this
one makes the same operations (see that file for the format)."""

from __future__ import annotations

import json
from typing import Any

Op = list[Any]


def canonical(value: Any) -> str:
    """JSON with sorted keys and no spaces (the digest's input in the JS module)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _size(ops: list[Op]) -> int:
    return len(json.dumps(ops, separators=(",", ":"), ensure_ascii=False))


def diff(before: Any, after: Any) -> list[Op]:
    """The operations that turn ``before`` into ``after``."""
    return _value(before, after, [])


def _value(a: Any, b: Any, path: list[Any]) -> list[Op]:
    if isinstance(a, list) and isinstance(b, list):
        ops = _array(a, b, path)
    elif isinstance(a, dict) and isinstance(b, dict):
        ops = _object(a, b, path)
    else:
        same = a == b and type(a) is type(b)
        return [] if same else [["=", path, b]]
    if not ops:
        return ops
    whole: list[Op] = [["=", path, b]]
    return ops if _size(ops) < _size(whole) else whole


def _object(a: dict[str, Any], b: dict[str, Any], path: list[Any]) -> list[Op]:
    ops: list[Op] = []
    for key in sorted(set(a) | set(b)):
        if key not in b:
            ops.append(["-", [*path, key]])
        elif key not in a:
            ops.append(["=", [*path, key], b[key]])
        else:
            ops.extend(_value(a[key], b[key], [*path, key]))
    return ops


def _array(a: list[Any], b: list[Any], path: list[Any]) -> list[Op]:
    ka, kb = [canonical(x) for x in a], [canonical(x) for x in b]
    candidates: list[list[Op]] = []
    if len(a) == len(b):
        candidates.append([op for i, item in enumerate(a) if ka[i] != kb[i]
                           for op in _value(item, b[i], [*path, i])])
    # the first k whose rest leads the new list (events can repeat: not just the first match)
    k = next((k for k in range(1, len(ka)) if b and ka[k] == kb[0]
              and len(ka) - k <= len(kb) and ka[k:] == kb[:len(ka) - k]), -1)
    if k > 0:
        kept = len(a) - k
        shift: list[Op] = [["~", path, 0, k, []]]
        if len(b) > kept:
            shift.append(["~", path, kept, 0, b[kept:]])
        candidates.append(shift)
    p = 0
    while p < len(a) and p < len(b) and ka[p] == kb[p]:
        p += 1
    s = 0
    while s < len(a) - p and s < len(b) - p and ka[len(a) - 1 - s] == kb[len(b) - 1 - s]:
        s += 1
    if p != len(a) or p != len(b):
        candidates.append([["~", path, p, len(a) - p - s, b[p:len(b) - s]]])
    else:
        candidates.append([])
    best = candidates[0]
    for ops in candidates[1:]:
        if _size(ops) < _size(best):
            best = ops
    return best


def patch(base: Any, ops: list[Op]) -> Any:
    """``base`` with ``ops`` applied (a new value); trusts its input (tests and bench)."""
    root = json.loads(json.dumps(base))
    for op in ops:
        kind, path = op[0], op[1]
        if kind == "~":
            node = root
            for step in path:
                node = node[step]
            node[op[2]:op[2] + op[3]] = op[4]
            continue
        if not path:
            root = op[2]
            continue
        node = root
        for step in path[:-1]:
            node = node[step]
        if kind == "=":
            node[path[-1]] = op[2]
        else:
            del node[path[-1]]
    return root
