#!/usr/bin/env bash
# Sourced by scripts/test.sh: starts a throwaway PostgreSQL cluster on 127.0.0.1 and exports
# DATABASE_URL; the caller's EXIT trap stops it. Does nothing when the server binaries are missing.
# PG_PORT, when given, is the port used; otherwise the first free one from 55432 up, since another
# run (or another worktree's suite) may hold 55432 already.
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "test: PostgreSQL server binaries not found; PostgreSQL suites will be skipped (apt-get install postgresql)"
  return 0
fi
PG_DIR=$(mktemp -d /tmp/marca-pg.XXXXXX)
as_owner() { "$@"; }
if [ "$(id -u)" = "0" ]; then
  chown postgres: "$PG_DIR"
  as_owner() { runuser -u postgres -- "$@"; }
fi
# True when something already answers on 127.0.0.1:$1 (bash's /dev/tcp; no extra tool needed).
port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
as_owner "$PGBIN/initdb" -D "$PG_DIR/data" -U postgres -A trust --no-sync >/dev/null
pg_start() {
  as_owner "$PGBIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $1 -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
}
if [ -n "${PG_PORT:-}" ]; then
  pg_start "$PG_PORT"
else
  # A port may be taken between the probe and the start (another suite starting too): then the
  # start fails and the next port is tried.
  PG_PORT=55432
  until ! port_taken "$PG_PORT" && pg_start "$PG_PORT"; do
    PG_PORT=$((PG_PORT + 1))
    if [ "$PG_PORT" -gt 55531 ]; then
      echo "test: no free port in 55432–55531 for PostgreSQL; PostgreSQL suites will be skipped"
      rm -rf "$PG_DIR"
      unset PG_PORT
      return 0
    fi
  done
fi
as_owner "$PGBIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres app
export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/app"
stop_postgres() { as_owner "$PGBIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1; rm -rf "$PG_DIR"; }
echo "test: throwaway PostgreSQL at $DATABASE_URL"
