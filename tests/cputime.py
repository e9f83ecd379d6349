"""A pytest plugin that measures where the suite's time goes (docs/testing.md): for each
test, the CPU seconds of the pytest process and of every process it started (Chromium and
its renderers, Playwright's driver, mosquitto, node), its wall seconds and the load then.

    CPUTIME_OUT=/tmp/cpu.tsv PYTHONPATH=tests python3 -m pytest -p cputime tests/...

appends one line per test (nodeid, CPU s, wall s, 1-minute load) to CPUTIME_OUT (every
pytest-xdist worker appends to the same file). CPU time barely depends on how busy the
machine is, wall time does: on a shared machine compare CPU. A thread reads /proc every
0.25 s, so a process that ends during a test is counted up to its last reading.
"""

from __future__ import annotations

import os
import resource
import threading
import time
from collections.abc import Generator

import pytest

TICK = os.sysconf("SC_CLK_TCK")
ME = os.getpid()
SEEN: dict[tuple[int, str], float] = {}  # (pid, start time) -> its own user + system CPU s
LOCK = threading.Lock()


def _read_proc() -> tuple[dict[int, int], dict[int, tuple[str, float]]]:
    """Every process's parent, and its (start time, own CPU seconds)."""
    parents: dict[int, int] = {}
    cpu: dict[int, tuple[str, float]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as f:
                text = f.read()
        except OSError:
            continue
        fields = text[text.rindex(")") + 2:].split()  # from field 3 (state) on
        parents[int(name)] = int(fields[1])
        cpu[int(name)] = (fields[19], (int(fields[11]) + int(fields[12])) / TICK)
    return parents, cpu


def _sample() -> None:
    """Record the CPU time of every process under this one (kept after it ends)."""
    parents, cpu = _read_proc()
    with LOCK:
        for pid, (start, seconds) in cpu.items():
            key = (pid, start)
            if key in SEEN:
                SEEN[key] = max(SEEN[key], seconds)
                continue
            up = parents.get(pid, 0)
            while up > 1:
                if up == ME:
                    SEEN[key] = seconds
                    break
                up = parents.get(up, 0)


def total_cpu() -> float:
    """CPU seconds of this process and of every process it started, so far."""
    _sample()
    own = resource.getrusage(resource.RUSAGE_SELF)
    with LOCK:
        return sum(SEEN.values()) + own.ru_utime + own.ru_stime


def _keep_sampling() -> None:
    while True:
        try:
            _sample()
        except (OSError, ValueError, IndexError):
            pass  # a process ended while read: the next reading has it
        time.sleep(0.25)


def pytest_configure(config: pytest.Config) -> None:
    threading.Thread(target=_keep_sampling, name="cputime", daemon=True).start()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, None, None]:
    cpu, wall = total_cpu(), time.monotonic()
    yield
    out = os.environ.get("CPUTIME_OUT")
    if out:
        line = f"{item.nodeid}\t{total_cpu() - cpu:.2f}\t{time.monotonic() - wall:.2f}\t{os.getloadavg()[0]:.1f}\n"
        with open(out, "a") as f:
            f.write(line)
