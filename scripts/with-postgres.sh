#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL server (initdb + pg_ctl in a temporary directory on a
# free port) and TEST_DATABASE_URL pointing at it; stops and removes it afterwards. Without
# PostgreSQL binaries on the machine the command runs without it (tests then use PGlite only).
set -euo pipefail

BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "with-postgres: no PostgreSQL binaries found; running without it"
  exec "$@"
fi

DIR="$(mktemp -d /tmp/betframe-pg.XXXXXX)"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
AS=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$DIR"
  AS=(su postgres -s /bin/sh -c)
else
  AS=(sh -c)
fi
run_pg() { "${AS[@]}" "$1"; }

cleanup() {
  run_pg "'$BIN/pg_ctl' -D '$DIR/data' -m fast -w stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

run_pg "'$BIN/initdb' -D '$DIR/data' -U postgres --auth=trust -E UTF8 >/dev/null"
run_pg "'$BIN/pg_ctl' -D '$DIR/data' -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c fsync=off\" -l '$DIR/log' -w start >/dev/null"
echo "with-postgres: PostgreSQL on 127.0.0.1:$PORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
