#!/usr/bin/env bash
# The one test command: installs what the tests need (fresh Debian, as root),
# builds dist/, type-checks the engine and runs every test. Works from any cwd.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v mosquitto >/dev/null || [ -x /usr/sbin/mosquitto ] || missing+=(mosquitto)
command -v npm >/dev/null || missing+=(npm)
if [ ${#missing[@]} -gt 0 ] && command -v apt-get >/dev/null; then
  echo "installing with apt-get: ${missing[*]}"
  as_root apt-get update -qq
  # One package at a time, so a name unknown to this distribution skips only itself.
  for pkg in "${missing[@]}"; do
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$pkg" >/dev/null \
      || echo "apt-get could not install $pkg"
  done
fi

python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore pytest pytest-xdist playwright mypy
if [ ! -x /usr/bin/chromium ]; then
  echo "no Debian chromium: using Playwright's own Chromium"
  python3 -m playwright install --with-deps chromium || python3 -m playwright install chromium
fi

python3 build.py
python3 -m mypy --strict py/
python3 -m mypy --strict tests/engine tests/games tests/buildsys tests/web tests/fairplay tests/conftest.py tests/cputime.py
python3 -m mypy --strict tests/browser  # its own run: it has a conftest.py of its own

# One pytest run over every test, on three workers (pytest-xdist) that each take the next
# test as they free up (--dist worksteal): a browser test waits on its pages much of the
# time, and an engine-side test (CPU-bound) runs meanwhile. The fixed split of earlier
# (two browser streams beside the engine stream) left a stream idle for minutes at the end.
# CARDTABLE_SWEEP=full runs every seed of the random sweeps and the tests marked `slow`
# (redundant whole matches, see tests/conftest.py); `-m slow` runs those alone. Figures:
# docs/testing.md.
python3 -m pytest -q tests -p no:cacheprovider -n 3 --dist worksteal --durations=12 "$@"
