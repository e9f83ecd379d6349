"""The fair-play cryptography (web/fair/crypto.js on the vendored @noble/curves
ristretto255) in a node process, for tests that check the deck protocol and replay a
match on the real scheme: tests/fairplay/scheme_server.mjs answers one JSON line a call."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from cardtable.fairplay.callscheme import CallScheme

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "tests" / "fairplay" / "scheme_server.mjs"


@contextmanager
def node_scheme(node: str) -> Iterator[CallScheme]:
    """A CallScheme over `node` running the scheme server (it needs the built dist/)."""
    process = subprocess.Popen([node, "--experimental-default-type=module", "--no-warnings", str(SERVER)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert process.stdin is not None and process.stdout is not None
    stdin, stdout = process.stdin, process.stdout

    def call(op: str, args: list[Any]) -> Any:
        stdin.write(json.dumps({"op": op, "args": args}) + "\n")
        stdin.flush()
        answer = json.loads(stdout.readline())
        if "error" in answer:
            raise ValueError(answer["error"])
        return answer["ok"]

    try:
        yield CallScheme(call)
    finally:
        stdin.close()
        process.wait(timeout=30)
