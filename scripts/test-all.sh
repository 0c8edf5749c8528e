#!/usr/bin/env bash
# Every test, as CI runs it (the README's test command runs `npm ci && npm run test:all`):
# Debian's chromium and oathtool when missing (no browser downloads), then lint, typecheck, unit,
# build, e2e. At the end (also when a step fails) a table of each step's seconds and the total.
set -euo pipefail
cd "$(dirname "$0")/.."

now() { date +%s%N; }
run_started=$(now)
names=()
millis=()
current=""
current_started=0

# Closes the step under way, if any, and keeps its duration for the table.
finish_step() {
  if [ -n "$current" ]; then
    names+=("$current")
    millis+=($((($(now) - current_started) / 1000000)))
    current=""
  fi
}

seconds() { printf '%d.%d' $(($1 / 1000)) $((($1 % 1000) / 100)); }

# On any exit: the step that was running when it failed is marked; what ran is unchanged.
summary() {
  local status=$?
  local failed="$current"
  finish_step
  echo
  echo "== durations"
  printf '%-12s %9s\n' step seconds
  local i
  for i in "${!names[@]}"; do
    local mark=""
    [ $status -ne 0 ] && [ "${names[$i]}" = "$failed" ] && mark="  (failed)"
    printf '%-12s %9s%s\n' "${names[$i]}" "$(seconds "${millis[$i]}")" "$mark"
  done
  printf '%-12s %9s\n' total "$(seconds $((($(now) - run_started) / 1000000)))"
  exit $status
}
trap summary EXIT

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

step() { finish_step; current=$1; current_started=$(now); echo; echo "== $1"; }
step lint;      npm run -s lint
step typecheck; npm run -s typecheck
step unit;      scripts/with-postgres.sh npm run -s test
step build;     npm run -s build && npm run -s build:qa
step e2e;       npm run -s test:e2e
