"""Two devices on one machine: connect time and move latency vs a raw data channel.

    python3 bench/p2p.py [--moves 30] [--echoes 200]

Needs a built dist/, Chromium and mosquitto (as the browser tests do). Starts a local
MQTT broker (websockets) and the site, opens a host and a guest context, and prints:
- connect: the guest clicks "Join" (its engine already loaded) -> both see the table;
- move round trip: a guest move sent -> the guest shows the host's new view (through
  both engines: the host checks the move, the guest checks the reply);
- transport echo: a 200-character message and one the size of the largest view the
  guest received, through the same Connection objects the match uses (trystero),
  echoed by the host's page with the engines unhooked;
- raw echo: the same sizes over a bare RTCDataChannel between the same two contexts;
- the ratios to the raw echo (goal: <= 2x), and the two engines' parts of a move.

Measured 2026-11-30: the transport is 0.9-1.2x the raw echo, so trystero adds nothing
worth bypassing (an own negotiated channel on trystero's connection was tried: no
gain); a whole move is ~20x, almost all of it the two pages' main threads and
workers (Pyodide engines ~1-2 ms each, rendering) on a 2-core machine.
"""

from __future__ import annotations

import argparse
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from playwright.sync_api import Browser, Page, sync_playwright  # noqa: E402

from buildtools import browser as chromium  # noqa: E402
from buildtools import serve  # noqa: E402

BASE = "/cardtable/"
RAW_OFFER = """async () => {
  const pc = new RTCPeerConnection({ iceServers: [] });
  window.__raw = { pc, channel: pc.createDataChannel("echo") };
  await pc.setLocalDescription(await pc.createOffer());
  await new Promise((ok) => pc.iceGatheringState === "complete" ? ok() :
    pc.addEventListener("icegatheringstatechange", () => pc.iceGatheringState === "complete" && ok()));
  return pc.localDescription.sdp;
}"""
RAW_ANSWER = """async (sdp) => {
  const pc = new RTCPeerConnection({ iceServers: [] });
  pc.ondatachannel = ({ channel }) => { channel.onmessage = ({ data }) => channel.send(data); };
  await pc.setRemoteDescription({ type: "offer", sdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await new Promise((ok) => pc.iceGatheringState === "complete" ? ok() :
    pc.addEventListener("icegatheringstatechange", () => pc.iceGatheringState === "complete" && ok()));
  window.__rawAnswer = pc;
  return pc.localDescription.sdp;
}"""
RAW_ECHO = """async ([sdp, count, size]) => {
  const { pc, channel } = window.__raw;
  if (!pc.remoteDescription) await pc.setRemoteDescription({ type: "answer", sdp });
  if (channel.readyState !== "open") await new Promise((ok) => channel.addEventListener("open", ok));
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await new Promise((ok) => { channel.onmessage = ok; channel.send(JSON.stringify({ i, pad: "x".repeat(size) })); });
    times.push(performance.now() - t0);
  }
  return times;
}"""
ENGINE_PARTS = """async ([count]) => {
  const ct = window.__cardtable;
  const views = window.__cardtableCapture.filter((m) => m.includes('"t":"view"'));
  const message = views[views.length - 1];
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await ct.engine.call("guest_parse", { message });
    times.push(performance.now() - t0);
  }
  return times;
}"""
HOST_PART = """async ([count]) => {
  const ct = window.__cardtable;
  const loop = ct.net.host;
  const snap = await ct.engine.call("host_snapshot", { session: loop.session });
  const message = JSON.stringify({ v: 1, t: "sync", token: snap.tokens["1"] });
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await ct.engine.call("host_receive", { session: loop.session, peer: "bench", message });
    times.push(performance.now() - t0);
  }
  return times;
}"""
HOST_ECHO = """() => {
  const loop = window.__cardtable.net.host;
  for (const conn of loop.conns.values()) {
    conn.saved = conn.messageHandlers; // the engine stays out of the transport's echo
    conn.messageHandlers = [(text) => conn.send(text)];
  }
}"""
TRANSPORT_ECHO = """async ([count, size]) => {
  const conn = window.__cardtable.net.guest.host;
  const saved = conn.messageHandlers;
  const times = [];
  for (let i = 0; i < count; i++) {
    const text = JSON.stringify({ bench: i, pad: "x".repeat(size) });
    const t0 = performance.now();
    await new Promise((ok) => {
      conn.messageHandlers = [(data) => data === text && ok()];
      conn.send(text);
    });
    times.push(performance.now() - t0);
  }
  conn.messageHandlers = saved;
  return times;
}"""
GUEST_MOVE = """async () => {
  const ct = window.__cardtable;
  const legal = ct.view.legal;
  const pick = legal.find((e) => e.move.type === 'play') ?? legal[0];
  const t0 = performance.now();
  await ct.net.guest.play(pick.move);
  return performance.now() - t0;
}"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_broker(folder: Path) -> tuple[subprocess.Popen[bytes], str]:
    tcp, ws = free_port(), free_port()
    conf = folder / "mosquitto.conf"
    conf.write_text(f"listener {tcp} 127.0.0.1\nlistener {ws} 127.0.0.1\nprotocol websockets\n"
                    "allow_anonymous true\npersistence false\n")
    binary = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
    proc = subprocess.Popen([binary, "-c", str(conf)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", ws), timeout=0.2).close()
            return proc, f"ws://127.0.0.1:{ws}"
        except OSError:
            time.sleep(0.05)
    proc.kill()
    raise SystemExit("mosquitto did not start")


def ms(values: list[float]) -> str:
    return f"median {statistics.median(values):.2f} ms (p90 {sorted(values)[int(len(values) * 0.9)]:.2f})"


def wait_table(page: Page) -> None:
    page.wait_for_function("!document.querySelector('#table').hidden && window.__cardtable.view",
                           timeout=20_000)


def measure(browser: Browser, base_url: str, relay: str, args: argparse.Namespace) -> dict[str, Any]:
    """One host and one guest context: connect, time guest moves, echo through the transport."""
    host = browser.new_context().new_page()
    guest = browser.new_context().new_page()
    guest.context.add_init_script("window.__cardtableCapture = []")
    app = f"?botDelay=0&debug=1&relay={relay}"
    for page in (host, guest):
        page.goto(base_url + app)
    for page in (host, guest):
        page.wait_for_function("document.documentElement.dataset.engine === 'ready'", timeout=120_000)
    host.click("button[data-game='astronaut']")
    rows = host.locator("#seat-list .seat-row")
    while rows.count() > 2:
        rows.last.locator(".remove-seat").click()
    # The guest alone plays (the host seat is a bot), so every move we time is the guest's.
    host.select_option("[data-seat-kind='0']", "bot:simple")
    host.select_option("[data-seat-kind='1']", "remote")
    host.fill("#option-rounds", "3")
    host.click("#start")
    host.wait_for_function("document.querySelector('#net-link').value.includes('#join=')")
    guest.goto(host.locator("#net-link").input_value())
    guest.fill("#net-name", "Gus")
    t0 = time.perf_counter()
    guest.click("#net-join-button")
    wait_table(host)
    wait_table(guest)
    out: dict[str, Any] = {"connect": time.perf_counter() - t0, "moves": []}
    while len(out["moves"]) < args.moves:
        guest.wait_for_function("window.__cardtable.view.is_over || "
                                "window.__cardtable.view.to_move.includes(1)", timeout=30_000)
        if guest.evaluate("window.__cardtable.view.is_over"):
            break
        out["moves"].append(float(guest.evaluate(GUEST_MOVE)))
    out["view_size"] = int(guest.evaluate(
        "Math.max(...window.__cardtableCapture.filter((m) => m.includes('\"t\":\"view\"')).map((m) => m.length))"))
    host.evaluate(HOST_ECHO)
    for size in (200, out["view_size"]):
        out[f"transport_{size}"] = [float(t) for t in guest.evaluate(TRANSPORT_ECHO, [args.echoes, size])]
    host.evaluate("() => { for (const c of window.__cardtable.net.host.conns.values()) c.messageHandlers = c.saved; }")
    out["parse"] = [float(t) for t in guest.evaluate(ENGINE_PARTS, [20])]
    out["answer"] = [float(t) for t in host.evaluate(HOST_PART, [20])]
    offer = host.evaluate(RAW_OFFER)
    answer = guest.evaluate(RAW_ANSWER, offer)
    for size in (200, out["view_size"]):
        out[f"raw_{size}"] = [float(t) for t in host.evaluate(RAW_ECHO, [answer, args.echoes, size])]
    host.context.close()
    guest.context.close()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moves", type=int, default=30, help="guest moves to time")
    parser.add_argument("--echoes", type=int, default=200, help="round trips per echo figure")
    args = parser.parse_args()
    server = serve.make_server(ROOT / "dist", port=0, base=BASE)
    serve.start_in_thread(server)
    base_url = serve.url_of(server, BASE)
    with tempfile.TemporaryDirectory() as tmp:
        broker, relay = start_broker(Path(tmp))
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(**chromium.launch_options())
                out = measure(browser, base_url, relay, args)
                browser.close()
        finally:
            broker.terminate()
            broker.wait()
            server.shutdown()
            server.server_close()
    print(f"connect (Join clicked -> both see the table): {out['connect']:.2f} s")
    for size in (200, out["view_size"]):
        transport, raw = out[f"transport_{size}"], out[f"raw_{size}"]
        print(f"{size:>6}-char message: transport echo {ms(transport)}; raw RTCDataChannel echo {ms(raw)}; "
              f"ratio {statistics.median(transport) / statistics.median(raw):.2f}x (goal <= 2x)")
    raw = statistics.median(out["raw_200"])
    print(f"guest move round trip, both engines and pages included: {ms(out['moves'])} over "
          f"{len(out['moves'])} moves = {statistics.median(out['moves']) / raw:.1f}x the raw echo")
    print(f"  host engine answering a move (host_receive -> view message): {ms(out['answer'])}")
    print(f"  guest engine checking a view (guest_parse): {ms(out['parse'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
