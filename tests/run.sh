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

python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore pytest playwright mypy
if [ ! -x /usr/bin/chromium ]; then
  echo "no Debian chromium: using Playwright's own Chromium"
  python3 -m playwright install --with-deps chromium || python3 -m playwright install chromium
fi

python3 build.py
python3 -m mypy --strict py/
python3 -m mypy --strict tests/engine tests/games tests/buildsys tests/web tests/fairplay tests/conftest.py
python3 -m mypy --strict tests/browser  # its own run: it has a conftest.py of its own

# Three pytest runs side by side: the browser tests wait on pages much of the time, so
# they run as two streams (the files below, and every other browser test file), and the
# engine-side tests (CPU-bound) run meanwhile. The first stream reports as it goes; the
# others' reports follow. (About 8 minutes on 2 cores, against 10 with one browser stream.)
# CARDTABLE_SWEEP=full runs every seed of the random sweeps (slow; see tests/engine/sweep.py).
first_stream=(test_a11y test_p2p_hostile test_ui_astronaut test_p2p_direct test_p2p test_ui_redshirts
              test_startup test_p2p_claims)
stream_a=() stream_b=()
for file in tests/browser/test_*.py; do
  name="$(basename "$file" .py)"
  if [[ " ${first_stream[*]} " == *" $name "* ]]; then stream_a+=("$file"); else stream_b+=("$file"); fi
done
engine_log="$(mktemp)" browser_log="$(mktemp)"
python3 -m pytest -q tests --ignore=tests/browser -p no:cacheprovider "$@" >"$engine_log" 2>&1 &
engine_pid=$!
python3 -m pytest -q "${stream_b[@]}" -p no:cacheprovider --durations=6 "$@" >"$browser_log" 2>&1 &
browser_pid=$!
first_status=0
python3 -m pytest -q "${stream_a[@]}" -p no:cacheprovider --durations=6 "$@" || first_status=$?
browser_status=0
wait "$browser_pid" || browser_status=$?
engine_status=0
wait "$engine_pid" || engine_status=$?
echo "---- the other browser tests ----"
cat "$browser_log"
echo "---- engine, games, build and front-end unit tests ----"
cat "$engine_log"
rm -f "$engine_log" "$browser_log"
for status in "$first_status" "$browser_status" "$engine_status"; do
  if [ "$status" -eq 5 ]; then
    echo "pytest collected no tests: failing" >&2
  fi
done
[ "$first_status" -eq 0 ] && [ "$browser_status" -eq 0 ] && [ "$engine_status" -eq 0 ]
