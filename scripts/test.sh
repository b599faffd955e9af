#!/usr/bin/env bash
# `npm test`: every suite. Brings up what the suites need when the machine has it: a private
# D-Bus session with an unlocked gnome-keyring (Secret Service) and a throwaway PostgreSQL.
# Suites whose system part is missing skip with the reason, except with CI=true, where they fail.
set -euo pipefail
cd "$(dirname "$0")/.."

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

trap 'type stop_postgres >/dev/null 2>&1 && stop_postgres' EXIT
if [ -z "${DATABASE_URL:-}" ]; then
  # shellcheck source=scripts/throwaway-postgres.sh
  . scripts/throwaway-postgres.sh
fi

npm run typecheck
npm run lint
npx vitest run
npx electron-vite build
node scripts/security-scan.mjs
npx playwright test
