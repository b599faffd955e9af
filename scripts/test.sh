#!/usr/bin/env bash
# `npm test`: every suite. Brings up what the suites need when the machine has it: a private
# D-Bus session with an unlocked gnome-keyring (Secret Service) and a throwaway PostgreSQL.
# Suites whose system part is missing skip with the reason, except with CI=true, where they fail.
set -euo pipefail
cd "$(dirname "$0")/.."
# Kept in the environment, so the clock also covers the re-run under dbus-run-session below.
export MARCA_TEST_STARTED_AT=${MARCA_TEST_STARTED_AT:-$(date +%s)}

if [ -z "${MARCA_TEST_DBUS:-}" ] && command -v dbus-run-session >/dev/null && command -v gnome-keyring-daemon >/dev/null; then
  export MARCA_TEST_DBUS=1
  mkdir -p "${HOME:=/tmp/marca-test-home}"
  export HOME
  # A fresh keyring folder: the test keyring never meets (or locks against) the user's own.
  XDG_DATA_HOME=$(mktemp -d /tmp/marca-keyring.XXXXXX)
  export XDG_DATA_HOME
  exec dbus-run-session -- bash -c \
    'printf "test" | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec bash "$0"' "$0" 2> >(grep -v 'Failed to set fd limit' >&2)
fi

elapsed_since() {
  local seconds=$(($(date +%s) - $1))
  printf '%dm%02ds' $((seconds / 60)) $((seconds % 60))
}
finish() {
  local status=$?
  type stop_postgres >/dev/null 2>&1 && stop_postgres
  if [ "$status" = 0 ]; then
    echo "test: passed in $(elapsed_since "$MARCA_TEST_STARTED_AT") (wall time)"
  else
    echo "test: failed (exit $status) after $(elapsed_since "$MARCA_TEST_STARTED_AT") (wall time)"
  fi
}
trap finish EXIT
# Runs one suite and says how long it took, so the slow part of a run is plain to see.
step() {
  local started
  started=$(date +%s)
  "$@"
  echo "test: \`$*\` took $(elapsed_since "$started")"
}
if [ -z "${DATABASE_URL:-}" ]; then
  # shellcheck source=scripts/throwaway-postgres.sh
  . scripts/throwaway-postgres.sh
fi

# Type-checking and linting each keep one core busy: side by side they take the longer one's time
# (about a minute here) instead of both. Each one's output is printed whole when both are done.
side_by_side() {
  local started logs status=0 pids=() index job
  started=$(date +%s)
  logs=$(mktemp -d)
  index=0
  for job in "$@"; do
    bash -c "$job" >"$logs/$index" 2>&1 &
    pids+=($!)
    index=$((index + 1))
  done
  index=0
  for job in "$@"; do
    if ! wait "${pids[$index]}"; then
      status=1
      echo "test: \`$job\` failed:"
    fi
    cat "$logs/$index"
    index=$((index + 1))
  done
  rm -rf "$logs"
  echo "test: $(printf '`%s` ' "$@")side by side took $(elapsed_since "$started")"
  return "$status"
}
side_by_side 'npm run typecheck' 'npm run lint'
step npx vitest run
step npm run build
step node scripts/security-scan.mjs
step node scripts/audit.mjs
step npx playwright test
