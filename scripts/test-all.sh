#!/usr/bin/env bash
# Every test, as CI runs it (the README's test command runs `npm ci && npm run test:all`):
# Debian's chromium and oathtool when missing (no browser downloads), then lint, typecheck, unit,
# build, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests use: chromium (end-to-end) and oathtool (an independent TOTP).
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v oathtool >/dev/null || missing+=(oathtool)
if [ ${#missing[@]} -gt 0 ]; then
  echo "test-all: installing Debian's ${missing[*]}"
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null || { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null; }
fi

step() { echo; echo "== $1"; }
step lint;      npm run -s lint
step typecheck; npm run -s typecheck
step unit;      scripts/with-postgres.sh npm run -s test
step build;     npm run -s build && npm run -s build:qa
step e2e;       npm run -s test:e2e
