"""The front end's pure modules under node's test runner (tests/web/*.test.js).

The table model (web/table/model.js) and choose-k (web/table/choose.js) are tested
without a browser; this runs them as part of the suite. Node 20 reads web/'s plain .js
files as ES modules with --experimental-default-type=module (no package.json is shipped).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
NODE = shutil.which("node") or "/usr/bin/node"


def node_tests() -> list[Path]:
    return sorted(HERE.glob("*.test.js"))


@pytest.mark.skipif(not Path(NODE).exists(), reason="node is not installed")
@pytest.mark.parametrize("path", node_tests(), ids=lambda path: path.name)
def test_node_suite_passes(path: Path) -> None:
    run = subprocess.run([NODE, "--test", "--experimental-default-type=module", "--no-warnings", str(path)],
                         capture_output=True, text=True, timeout=120, cwd=HERE.parents[1])
    summary = [line for line in run.stdout.splitlines() if line.startswith(("# pass", "# fail"))]
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert summary and summary[-1] == "# fail 0" and summary[0] != "# pass 0", summary


def test_there_are_node_tests() -> None:
    assert len(node_tests()) >= 2
