"""What the engine does in the browser, to find and then check the stdlib modules it needs.

Runs inside Pyodide (the build's trace in Node, the browser test in Chromium) and in
CPython (a quick test of the workload itself). ``exercise()``:

1. imports every module that a file of the ``cardtable`` package names in an
   ``import`` statement, those inside functions included (a lazy import counts even
   when no playout reaches it); a module Pyodide lacks is an error naming it;
2. calls the bridge the way the page does: ``games``, ``bots``, the catalog and one
   random playout (the ``selftest`` op) of every game and variant, one move of every
   bot kind in every game, views, a record replayed, refused requests;
3. plays a match across devices through the bridge's host and guest ops to the
   reveal, with a host snapshot restored on the way, and verifies it as a guest.

``stdlib_files(prefix)`` then lists the files under ``prefix`` (the standard-library
zip's path) whose modules are loaded: what the trimmed zip must hold.
"""

from __future__ import annotations

import ast
import importlib
import json
import random
import secrets
import sys
from pathlib import Path
from typing import Any

PACKAGE = "cardtable"


class WorkloadError(RuntimeError):
    """The engine failed a step, or imports a module this Python does not have."""


def engine_imports(package_dir: Path) -> list[tuple[str, list[str]]]:
    """(module, names imported from it) for every absolute import outside the package."""
    found: dict[str, set[str]] = {}
    for path in sorted(package_dir.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    found.setdefault(alias.name, set())
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.setdefault(node.module, set()).update(alias.name for alias in node.names)
    return [(name, sorted(names)) for name, names in sorted(found.items())
            if name.split(".")[0] != PACKAGE]


def import_engine_dependencies(package_dir: Path) -> list[str]:
    """Import every module the package names; return the dotted names imported."""
    missing, imported = [], []
    for name, names in engine_imports(package_dir):
        try:
            module = importlib.import_module(name)
        except ImportError as error:
            missing.append(f"{name} ({error})")
            continue
        imported.append(name)
        for attr in names:  # `from importlib import resources` imports a submodule
            if attr != "*" and not hasattr(module, attr):
                try:
                    importlib.import_module(f"{name}.{attr}")
                    imported.append(f"{name}.{attr}")
                except ImportError as error:
                    missing.append(f"{name}.{attr} ({error})")
    if missing:
        raise WorkloadError("the engine imports modules this Python lacks: " + ", ".join(missing))
    return imported


class Bridge:
    """The page's view of the engine: JSON requests in, results out, errors raised."""

    def __init__(self) -> None:
        from cardtable import bridge
        self.handle = bridge.handle

    def reply(self, op: str, **args: Any) -> dict[str, Any]:
        reply = json.loads(self.handle(json.dumps({**args, "op": op})))
        assert isinstance(reply, dict)
        return reply

    def __call__(self, op: str, **args: Any) -> Any:
        reply = self.reply(op, **args)
        if not reply["ok"]:
            raise WorkloadError(f"{op} failed: {reply['error']}")
        return reply["result"]

    def refused(self, op: str, **args: Any) -> str:
        reply = self.reply(op, **args)
        if reply["ok"]:
            raise WorkloadError(f"{op} {args} should have been refused")
        return str(reply["error"]["code"])


def play_every_variant(call: Bridge) -> list[tuple[int, str, int, dict[str, Any]]]:
    """The catalog and one random playout of every game and variant (and of its fewest
    players with every whole-number option at its minimum); (moves, game, players,
    options) of each, shortest first."""
    from cardtable.games import GAMES
    lengths = []
    for game_id, game in GAMES.items():
        call("catalog", game=game_id)
        smallest = {option["id"]: option["min"] for option in game.options_schema
                    if option.get("type") == "int" and "min" in option}
        for players, options in [*game.variants(), (game.min_players, smallest)]:
            result = call("selftest", game=game_id, players=players, matches=1, options=options)
            lengths.append((int(result["moves"]), game_id, players, options))
    return sorted(lengths, key=lambda entry: entry[0])


def play_with_bots(call: Bridge, game_id: str, players: int, options: dict[str, Any]) -> None:
    """One move of every bot kind, views of every seat, a record replayed, refusals."""
    match = call("new", game=game_id, players=players, seed=11, options=options)["match"]
    for kind in call("bots"):
        view = call("view", match=match, seat=None, log_limit=5)
        if view["is_over"]:
            break
        seat = view["to_move"][0]
        move = call("bot", match=match, seat=seat, kind=kind)["move"]
        call("play", match=match, seat=seat, move=move)
    for seat in [None, *range(players)]:
        call("view", match=match, seat=seat, log_limit=80)
    record = call("record", match=match)
    replayed = call("load", record=record)["match"]
    call("close", match=replayed)
    call.refused("play", match=match, seat=0, move={"type": "no-such-move"})
    call("close", match=match)


def play_across_devices(call: Bridge, game_id: str, options: dict[str, Any], seed: int = 5) -> dict[str, Any]:
    """Host a table with one remote seat and one bot, join it as a guest, play to the
    end (the guest's moves as wire messages), restore the host's snapshot halfway,
    and verify the reveal as the guest. Returns the guest's verification."""
    rng = random.Random(seed)
    seats = [{"name": "Guest", "kind": "remote"}, {"name": "Bot", "kind": "bot"}]
    host = call("host_open", game=game_id, seats=seats, options=options)
    contribution = secrets.token_hex(32)
    guest: dict[str, Any] = {"token": None, "commit": "", "hashes": {}, "view": None, "reveal": None}

    def deliver(reply: dict[str, Any]) -> dict[str, Any]:
        for out in reply["out"]:
            data = call("guest_parse", message=out["message"])
            if data["t"] == "welcome":
                guest["token"], guest["commit"] = data["token"], data["commit"]
            elif data["t"] == "view":
                guest["view"] = data["view"]
                guest["hashes"][str(data["view"]["move_count"])] = data["hash"]
            elif data["t"] == "reveal":
                guest["reveal"] = data
            elif data["t"] == "error":  # a legal move refused would loop for ever
                raise WorkloadError(f"the host refused the guest: {data}")
        return reply

    join = {"v": 1, "t": "join", "name": "Guest", "token": None, "seat": None, "contribution": contribution}
    host = deliver(call("host_receive", session=host["session"], peer="p1", message=json.dumps(join)))
    restored, peer = False, "p1"
    while guest["reveal"] is None:
        match = host["match"]
        view = call("view", match=match, seat=None, log_limit=0)
        if view["is_over"]:
            raise WorkloadError("the match ended without a reveal")
        if 0 in view["to_move"]:
            from cardtable.engine.choose import expand  # a choose-k template: concrete cards
            legal = expand([entry["move"] for entry in guest["view"]["legal"]], rng)
            move = {"v": 1, "t": "move", "token": guest["token"], "n": guest["view"]["move_count"],
                    "move": legal[rng.randrange(len(legal))]}
            host = deliver(call("host_receive", session=host["session"], peer=peer, message=json.dumps(move)))
        else:
            seat = view["to_move"][0]
            chosen = call("bot", match=match, seat=seat, kind="random")["move"]
            call("play", match=match, seat=seat, move=chosen)
            host = deliver(call("host_sync", session=host["session"]))
        if not restored and view["move_count"] >= 10:
            snapshot = call("host_snapshot", session=host["session"])
            call("host_close", session=host["session"])
            host = call("host_open", snapshot=snapshot)
            back = {**join, "token": guest["token"], "seat": 0}  # the guest reconnects to its seat
            host = deliver(call("host_receive", session=host["session"], peer="p2", message=json.dumps(back)))
            restored, peer = True, "p2"
    result = call("guest_verify", seat=0, hashes=guest["hashes"], commit=guest["commit"],
                  contribution=contribution, reveal=guest["reveal"])
    call("host_close", session=host["session"])
    if not result["ok"]:
        raise WorkloadError(f"the guest could not verify the match: {result}")
    return dict(result)


def refuse_bad_requests(call: Bridge) -> None:
    for text in ["not json", "[]", '{"op": "no-such-op"}', '{"op": "view"}']:
        reply = json.loads(call.handle(text))
        if reply["ok"]:
            raise WorkloadError(f"{text!r} should have been refused")
    call.refused("new", game="no-such-game", players=2, seed=1)
    call.refused("load", record={"format": "cardtable-record", "version": 99})


def exercise() -> dict[str, Any]:
    """Everything above; returns a summary (games, variants, modules imported)."""
    import cardtable
    package_dir = Path(cardtable.__file__).parent
    imported = import_engine_dependencies(package_dir)
    call = Bridge()
    games = [game["id"] for game in call("games") if game["available"]]
    lengths = play_every_variant(call)
    from cardtable.games import GAMES
    for game_id, game in GAMES.items():
        players, options = game.variants()[0]
        play_with_bots(call, game_id, players, options)
    refuse_bad_requests(call)
    two_player = [entry for entry in lengths if entry[2] == 2]
    _, game_id, _, options = (two_player or lengths)[0]
    verified = play_across_devices(call, game_id, options)
    return {"games": games, "variants": len(lengths), "imports": imported,
            "networked": {"game": game_id, "moves": verified["moves"]}}


def stdlib_files(prefix: str) -> list[str]:
    """Files under ``prefix`` (a zip on sys.path) of every loaded module, relative to it."""
    root = prefix.rstrip("/") + "/"
    files = set()
    for module in list(sys.modules.values()):
        spec = getattr(module, "__spec__", None)
        origin = getattr(spec, "origin", None)
        if isinstance(origin, str) and origin.startswith(root):
            files.add(origin[len(root):])
    return sorted(files)


def frozen_modules() -> list[str]:
    """Modules this Python has frozen into its binary (they need no file in the zip)."""
    import _imp
    names = set(getattr(_imp, "_frozen_module_names", lambda: [])())
    names |= {name for name, module in sys.modules.items()
              if getattr(getattr(module, "__spec__", None), "origin", None) == "frozen"}
    return sorted(names)
