#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#   bash scripts/with-postgres.sh npm run test:server
# Initialises a cluster in a temporary folder, starts it on 127.0.0.1:${TEST_PG_PORT:-54329}, exports
# TEST_DATABASE_URL, runs the command, then stops the server and removes the folder (also on failure or
# Ctrl-C). The command's exit status is the script's.
# PostgreSQL binaries: $PG_BIN if set, else initdb/pg_ctl/postgres on PATH, else /usr/lib/postgresql/*/bin.
# As root, the server runs as the user $PG_USER (default "postgres", else "nobody"): PostgreSQL refuses root.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 64
fi

PORT="${TEST_PG_PORT:-54329}"

find_bin() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return
  fi
  local candidate
  candidate="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$candidate" ]; then echo "$candidate"; return; fi
  echo "with-postgres: no PostgreSQL binaries found (set PG_BIN)" >&2
  exit 69
}
BIN="$(find_bin)"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
DATA="$WORK/data"
LOG="$WORK/server.log"

# Run a PostgreSQL binary as a non-root user when we are root.
as_pg() {
  if [ "$(id -u)" -ne 0 ]; then "$@"; return; fi
  if command -v runuser >/dev/null 2>&1; then
    runuser -u "$RUN_USER" -- "$@"
  else
    su -s /bin/sh "$RUN_USER" -c "$(printf '%q ' "$@")"
  fi
}

if [ "$(id -u)" -eq 0 ]; then
  RUN_USER="${PG_USER:-}"
  if [ -z "$RUN_USER" ]; then
    if id postgres >/dev/null 2>&1; then RUN_USER=postgres; else RUN_USER=nobody; fi
  fi
  chown "$RUN_USER" "$WORK"
fi

STARTED=0
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ "$STARTED" -eq 1 ]; then
    as_pg "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null 2>&1 \
      || as_pg "$BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_pg "$BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C --no-sync >"$WORK/initdb.log" 2>&1 || {
  cat "$WORK/initdb.log" >&2
  exit 70
}
STARTED=1
if ! as_pg "$BIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 30 \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null; then
  echo "with-postgres: the server did not start (is port $PORT free?)" >&2
  cat "$LOG" >&2 || true
  exit 70
fi

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
