"""Two devices on one machine: connect time and move latency vs a raw data channel.

    python3 bench/p2p.py [--moves 30] [--echoes 200]

Needs a built dist/, Chromium and mosquitto (as the browser tests do). Starts a local
MQTT broker (websockets) and the site, opens a host and a guest context, and prints:
- connect: the guest clicks "Join" (its engine already loaded) -> both see the table;
- move round trip: a guest move sent -> the guest shows the host's new view (through
  both engines: the host checks the move, the guest checks the reply);
- raw echo: a round trip over a bare RTCDataChannel between the same two contexts;
- their ratio (goal: <= 2x).
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

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from playwright.sync_api import Page, sync_playwright  # noqa: E402

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
RAW_ECHO = """async ([sdp, count]) => {
  const { pc, channel } = window.__raw;
  await pc.setRemoteDescription({ type: "answer", sdp });
  if (channel.readyState !== "open") await new Promise((ok) => channel.addEventListener("open", ok));
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await new Promise((ok) => { channel.onmessage = ok; channel.send(JSON.stringify({ i, pad: "x".repeat(200) })); });
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
                           timeout=60_000)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--moves", type=int, default=30, help="guest moves to time")
    parser.add_argument("--echoes", type=int, default=200, help="raw data-channel round trips")
    args = parser.parse_args()
    server = serve.make_server(ROOT / "dist", port=0, base=BASE)
    serve.start_in_thread(server)
    base_url = serve.url_of(server, BASE)
    with tempfile.TemporaryDirectory() as tmp:
        broker, relay = start_broker(Path(tmp))
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(**chromium.launch_options())
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
                connect = time.perf_counter() - t0
                times = []
                while len(times) < args.moves:
                    guest.wait_for_function("window.__cardtable.view.is_over || "
                                            "window.__cardtable.view.to_move.includes(1)", timeout=30_000)
                    if guest.evaluate("window.__cardtable.view.is_over"):
                        break
                    times.append(float(guest.evaluate(GUEST_MOVE)))
                parse = [float(t) for t in guest.evaluate(ENGINE_PARTS, [20])]
                answer_view = [float(t) for t in host.evaluate(HOST_PART, [20])]
                offer = host.evaluate(RAW_OFFER)
                answer = guest.evaluate(RAW_ANSWER, offer)
                echoes = [float(t) for t in host.evaluate(RAW_ECHO, [answer, args.echoes])]
                browser.close()
        finally:
            broker.terminate()
            broker.wait()
            server.shutdown()
            server.server_close()
    move, raw = statistics.median(times), statistics.median(echoes)
    print(f"connect (Join clicked -> both see the table): {connect:.2f} s")
    print(f"guest move round trip over trystero + both engines: {ms(times)} over {len(times)} moves")
    print(f"raw RTCDataChannel echo, same contexts: {ms(echoes)} over {len(echoes)} round trips")
    print(f"ratio move / raw echo: {move / raw:.1f}x (goal <= 2x)")
    print(f"  of which the host engine answering (host_receive -> view message): {ms(answer_view)}")
    print(f"  and the guest engine checking a view (guest_parse): {ms(parse)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
