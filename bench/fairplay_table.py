"""A whole fair table across two devices (issue 22): two Chromium contexts, each with its
own engine worker, over WebRTC through a local mosquitto, play a match to the end with
nobody holding the other's cards (the harness of tests/browser/test_fair_p2p.py: each
device plays its first "play" move, else a fixed pick). Prints, per game: the moves, the
time from the first message to both audits' verdicts, the host's engine time (Python,
from the engine:fair_* measures) and the bytes over the host's wire, per move.

    python3 build.py && nice -n 10 python3 bench/fairplay_table.py ['astronaut:{"rounds": 1}' ...]
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchkit import ROOT, serve

from buildtools.browser import launch_options

sys.path.insert(0, str(ROOT / "tests" / "browser"))
from test_fair_p2p import HARNESS  # noqa: E402

GAMES = [(arg.split(":")[0], json.loads(arg.split(":", 1)[1])) for arg in sys.argv[1:]] or [
    ("astronaut", {"rounds": 1}), ("red-cliffs", {"target": 8})]
PYTHON_MS = """() => performance.getEntriesByType("measure")
  .filter((m) => m.name.startsWith("engine:fair_")).reduce((sum, m) => sum + (m.detail?.python ?? 0), 0)"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def main() -> None:
    from playwright.sync_api import sync_playwright

    dist = ROOT / "dist"
    mosquitto = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
    tcp, ws = free_port(), free_port()
    folder = Path(tempfile.mkdtemp())
    (folder / "m.conf").write_text(f"listener {tcp} 127.0.0.1\nlistener {ws} 127.0.0.1\n"
                                   "protocol websockets\nallow_anonymous true\npersistence false\n")
    broker = subprocess.Popen([mosquitto, "-c", str(folder / "m.conf")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    server = serve.make_server(dist, port=0)
    serve.start_in_thread(server)
    base = serve.url_of(server)
    rows = []
    try:
        time.sleep(0.5)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(**launch_options())
            for number, (game, options) in enumerate(GAMES):
                pages = []
                for _ in range(2):
                    page = browser.new_context().new_page()
                    page.set_default_timeout(600_000)
                    page.goto(base + "404-is-fine.html")
                    pages.append(page)
                start = time.monotonic()
                for seat, page in enumerate(pages):
                    page.evaluate(HARNESS, {
                        "base": base, "relay": f"ws://127.0.0.1:{ws}", "room": f"bench{number}",
                        "secret": "bench", "host": seat == 0, "seat": seat, "game": game,
                        "players": 2, "options": options, "forge": False})
                for page in pages:
                    page.wait_for_function("() => window.fair?.state?.verdict", polling=500, timeout=1_800_000)
                wall = time.monotonic() - start
                host = pages[0]
                moves = host.evaluate("() => window.fair.state.played")
                verdicts = [page.evaluate("() => window.fair.state.verdict") for page in pages]
                wire = host.evaluate("() => window.fair.seen.filter(([, w]) => w.startsWith('wire'))"
                                     ".reduce((n, [, , t]) => n + t.length, 0)")
                python = host.evaluate(PYTHON_MS)
                rows.append((game, moves, wall, python, wire, verdicts))
                print(f"{game}: {moves} moves, {wall:.1f} s, host engine {python / 1000:.1f} s, "
                      f"host wire {wire / 1000:.0f} kB, {verdicts}", flush=True)
                for page in pages:
                    page.context.close()
            browser.close()
    finally:
        server.shutdown()
        broker.terminate()
    load = os.getloadavg()
    print(f"load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} (2 cores, shared)")
    print("game        moves  to verdicts  per move | host engine per move | host wire per move  verdicts")
    for game, moves, wall, python, wire, verdicts in rows:
        print(f"{game:<11} {moves:>5} {wall:>10.1f} s {wall / moves * 1000:>6.0f} ms | "
              f"{python / moves:>17.1f} ms | {wire / moves / 1000:>14.2f} kB  {verdicts}")


if __name__ == "__main__":
    main()
