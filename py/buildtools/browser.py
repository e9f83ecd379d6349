"""How tests and benchmarks launch Chromium: Debian's binary when present, quiet flags."""

from __future__ import annotations

from pathlib import Path
from typing import Any

CHROMIUM = Path("/usr/bin/chromium")
LAUNCH_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-features=WebRtcHideLocalIpsWithMdns",
]
# Any host but this machine fails to resolve, so a stray request fails fast.
LOCAL_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"


def launch_options(local_only: bool = True) -> dict[str, Any]:
    """Keyword arguments for `playwright.chromium.launch`."""
    args = LAUNCH_ARGS + ([LOCAL_ONLY] if local_only else [])
    options: dict[str, Any] = {"args": args, "headless": True}
    if CHROMIUM.exists():
        options["executable_path"] = str(CHROMIUM)
    return options
