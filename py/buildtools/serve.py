"""A static server for dist/ on 127.0.0.1, optionally under a sub-path like /cardtable/."""

from __future__ import annotations

import sys
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".toml": "text/plain; charset=utf-8",
}


def normalize_base(base: str) -> str:
    """'/cardtable' or 'cardtable/' -> '/cardtable/'; '' -> '/'."""
    parts = [p for p in base.split("/") if p]
    return "/" + "".join(p + "/" for p in parts)


class DistHandler(SimpleHTTPRequestHandler):
    """Serve files from `directory` at `base`; anything outside `base` is a 404."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    base = "/"
    quiet = True

    def __init__(self, *args: Any, base: str = "/", quiet: bool = True, **kwargs: Any) -> None:
        self.base, self.quiet = base, quiet
        super().__init__(*args, **kwargs)

    def send_head(self) -> Any:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if path == self.base.rstrip("/") and self.base != "/":
            self.send_response(301)
            self.send_header("Location", self.base)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if not path.startswith(self.base):
            self.send_error(404, f"outside {self.base}")
            return None
        return super().send_head()

    def translate_path(self, path: str) -> str:
        return super().translate_path("/" + path[len(self.base):] if path.startswith(self.base) else path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class DistServer(ThreadingHTTPServer):
    """Threaded server that ignores clients hanging up mid-response."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(root: Path, port: int = 0, base: str = "/", quiet: bool = True,
                handler: type[DistHandler] = DistHandler) -> DistServer:
    """Bind a server for `root` on 127.0.0.1 (port 0 picks a free port)."""
    factory = partial(handler, directory=str(root), base=normalize_base(base), quiet=quiet)
    return DistServer(("127.0.0.1", port), factory)


def start_in_thread(server: DistServer) -> threading.Thread:
    """Run `server.serve_forever` in a daemon thread; stop with `server.shutdown()`."""
    thread = threading.Thread(target=server.serve_forever, name="dist-server", daemon=True)
    thread.start()
    return thread


def url_of(server: DistServer, base: str = "/") -> str:
    """The http URL of `base` on this server."""
    host, port = server.server_address[:2]
    return f"http://{host!s}:{port}{normalize_base(base)}"
