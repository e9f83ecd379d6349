"""Bytes on the wire per guest message, whole views against view diffs (issue 21).

    python3 bench/wire.py [--seed 1] [--players game=n ...] [--max-moves 3000]

Plays one match of every game across two devices in Python: the host's netplay
HostSession with one remote seat (seat 2, "Gus") and simple bots in the other seats; Gus
plays the simple bot's moves through guest messages. Every message the host sends Gus is
measured twice: as the engine makes it (a whole view) and as web/net/viewwire.js sends
it (a diff against the view Gus acknowledged, here the previous one, when smaller;
py/cardtable/viewdiff.py is the JS module's twin; over 1000 characters, deflated and in
base64 when that is smaller). Prints per game the messages, the
bytes, median and p95 bytes per message, and how many went whole or as diffs. Goal:
median <= 1 KB and p95 <= 4 KB at every table.
"""

from __future__ import annotations

import argparse
import base64
import json
import statistics
import sys
import zlib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from cardtable import netplay, viewdiff  # noqa: E402
from cardtable.bots import choose_move  # noqa: E402

GAMES = {"astronaut": 2, "red-cliffs": 4, "red-dwarf": 2, "doctor-who": 3, "redshirts": 3}
PEER = "gus-device"
DIGEST = "0" * 32  # a digest's length (the bench does not hash)
DEFLATE_OVER = 1000  # as web/net/viewwire.js: longer messages go deflated when smaller


def deflated(text: str) -> str:
    """The zview message for `text` (raw deflate at zlib's default level, as Chromium's)."""
    packer = zlib.compressobj(wbits=-15)
    raw = packer.compress(text.encode()) + packer.flush()
    return json.dumps({"v": 1, "t": "zview", "z": base64.b64encode(raw).decode()}, separators=(",", ":"))


def p95(values: list[int]) -> float:
    ordered = sorted(values)
    return float(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))])


def wire_size(base: dict[str, Any] | None, message: str) -> tuple[int, bool]:
    """(characters sent, whether as a diff) for the engine's `message`, given the acked base."""
    if not message.startswith('{"v":1,"t":"view"'):
        return len(message), False
    text, as_diff = message, False
    if base is not None:
        ops = viewdiff.diff(base, json.loads(message))
        small = json.dumps({"v": 1, "t": "vdiff", "base": DIGEST, "digest": DIGEST, "ops": ops},
                           separators=(",", ":"), ensure_ascii=False)
        if len(small) < len(message):
            text, as_diff = small, True
    if len(text) > DEFLATE_OVER:
        packed = deflated(text)
        text = packed if len(packed) < len(text) else text
    return len(text), as_diff


def play(game: str, players: int, seed: int, max_moves: int) -> dict[str, Any]:
    seats = [{"kind": "remote" if s == 1 else "bot", "name": f"Seat {s + 1}"} for s in range(players)]
    host = netplay.HostSession.open(game, seats, None, secret=f"{seed:064x}")
    token = None
    whole: list[int] = []
    sent: list[int] = []
    diffs = 0
    base: dict[str, Any] | None = None

    def take(out: list[netplay.Outgoing]) -> None:
        nonlocal token, diffs, base
        for item in out:
            if item.peer != PEER:
                continue
            data = json.loads(item.message)
            if data["t"] == "welcome":
                token, base = data["token"], None
            size, as_diff = wire_size(base, item.message)
            whole.append(len(item.message))
            sent.append(size)
            diffs += as_diff
            if data["t"] == "view":
                base = data  # Gus acknowledges it at once

    take(host.receive(PEER, json.dumps({"v": 1, "t": "join", "name": "Gus", "token": None,
                                        "seat": None, "contribution": f"{seed + 1:064x}"})))
    match = host.match
    assert match is not None
    while not match.is_over and len(match.moves) < max_moves:
        seat = match.view(None, log_limit=0)["to_move"][0]
        move = choose_move(match, seat, "simple")
        if seat == 1:
            take(host.receive(PEER, json.dumps({"v": 1, "t": "move", "token": token,
                                                "n": len(match.moves), "move": move})))
        else:
            match.play(seat, move)
            take(host.updates())
    return {"moves": len(match.moves), "whole": whole, "sent": sent, "diffs": diffs}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", nargs="*", default=[], help="game=n, e.g. redshirts=7")
    parser.add_argument("--max-moves", type=int, default=3000)
    args = parser.parse_args()
    sizes = dict(GAMES)
    for item in args.players:
        name, _, count = item.partition("=")
        sizes[name] = int(count)
    print("game          seats moves  msgs  whole KB  sent KB  median B  p95 B  whole med/p95 B  full/diff")
    for game, players in sizes.items():
        r = play(game, players, args.seed, args.max_moves)
        whole, sent = r["whole"], r["sent"]
        print(f"{game:<13} {players:>5} {r['moves']:>5} {len(sent):>5} {sum(whole) / 1000:>9.0f} "
              f"{sum(sent) / 1000:>8.0f} {statistics.median(sent):>9.0f} {p95(sent):>6.0f} "
              f"{statistics.median(whole):>8.0f}/{p95(whole):<7.0f} {len(sent) - r['diffs']:>5}/{r['diffs']}")


if __name__ == "__main__":
    main()
