#!/usr/bin/env bash
# Sourced by scripts/test.sh: starts a throwaway PostgreSQL cluster on 127.0.0.1 and exports
# DATABASE_URL; the caller's EXIT trap stops it. Does nothing when the server binaries are missing.
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "test: PostgreSQL server binaries not found; PostgreSQL suites will be skipped (apt-get install postgresql)"
  return 0
fi
PG_DIR=$(mktemp -d /tmp/marca-pg.XXXXXX)
PG_PORT=${PG_PORT:-55432}
as_owner() { "$@"; }
if [ "$(id -u)" = "0" ]; then
  chown postgres: "$PG_DIR"
  as_owner() { runuser -u postgres -- "$@"; }
fi
as_owner "$PGBIN/initdb" -D "$PG_DIR/data" -U postgres -A trust --no-sync >/dev/null
as_owner "$PGBIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
  -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
as_owner "$PGBIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres app
export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/app"
stop_postgres() { as_owner "$PGBIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1; rm -rf "$PG_DIR"; }
echo "test: throwaway PostgreSQL at $DATABASE_URL"
