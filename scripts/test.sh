#!/usr/bin/env bash
# Every test: types, lint and format, unit and integration tests (Vitest, real SQLite files), then the
# end-to-end tests (Playwright in Debian's Chromium against the built server).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium is missing: install Debian's package first (apt-get install -y chromium), or set CHROMIUM_PATH." >&2
  exit 1
fi
if ! command -v java >/dev/null 2>&1; then
  echo "Java is missing (it runs the Nu HTML checker): install Debian's package first (apt-get install -y default-jre-headless)." >&2
  exit 1
fi

# The type check and the lint each keep one core busy: side by side, each printing its output when done.
echo "== typecheck, lint and format"
logs="$(mktemp -d)"
npx tsc >"$logs/typecheck" 2>&1 &
typecheck=$!
{ npm run --silent lint && npm run --silent format:check -- --log-level warn; } >"$logs/lint" 2>&1 &
lint=$!
failed=0
wait "$typecheck" || failed=1
cat "$logs/typecheck"
wait "$lint" || failed=1
cat "$logs/lint"
rm -rf "$logs"
[ "$failed" = 0 ] || { echo "The type check or the lint and format check failed (above)." >&2; exit 1; }
echo "== unit and integration tests"
npx vitest run
echo "== build"
npm run build # remix build, then the compressed copies of the assets, as deployed
echo "== end-to-end tests"
npx playwright test "$@"
