#!/usr/bin/env bash
# `npm test`: every test once, then the database tests (`*.db.test.ts`) again on a real PostgreSQL
# server, because PGlite and PostgreSQL differ where it matters most (PGlite runs one transaction at
# a time, PostgreSQL runs them concurrently), then the browser journeys (scripts/e2e.sh). Ends with
# the line CI reads: `N passed, N failed`.
#
# Environment:
#   BARO_TEST_DATABASE_URL   use this PostgreSQL server for the second pass instead of a throwaway one
#   BARO_TEST_SKIP_POSTGRES  set to 1 to skip the second pass (says so loudly; CI never sets it)

# No `set -e`: a failing test run must not stop the script before the summary and the cleanup.
set -uo pipefail
cd "$(dirname "$0")/.."

results=.test-results
rm -rf "$results"
mkdir -p "$results"

# The throwaway cluster, if we start one; removed on any exit, including Ctrl-C and failures.
cluster_dir=""
cleanup() {
  if [[ -n "$cluster_dir" ]]; then
    scripts/pg-cluster.sh stop "$cluster_dir" || true
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# The server binaries come from Debian's `postgresql` package (STACK.md). CI runs as root on a fresh
# machine, so installing them here is what makes a clean clone pass.
ensure_postgres_binaries() {
  if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
    return 0
  fi
  echo "PostgreSQL server binaries are missing (no /usr/lib/postgresql/*/bin/initdb)."
  if [[ $(id -u) -ne 0 ]]; then
    echo "Install them with: sudo apt-get install -y postgresql   (or set BARO_TEST_DATABASE_URL)"
    return 1
  fi
  echo "Installing Debian's postgresql package with apt-get (initdb, pg_ctl, postgres):"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q && apt-get install -y -q --no-install-recommends postgresql </dev/null
}

# Pass 1: everything, the database tests on in-memory PGlite. The variable is cleared so that a
# developer's own setting cannot turn this pass into a PostgreSQL one.
env -u BARO_TEST_DATABASE_URL npx vitest run \
  --reporter=default --reporter=json --outputFile.json="$results/pglite.json"
pglite_status=$?

# Pass 2: the database tests again on PostgreSQL.
reports=("all tests on PGlite=$results/pglite.json:$pglite_status")
if [[ "${BARO_TEST_SKIP_POSTGRES:-}" == "1" ]]; then
  echo "WARNING: BARO_TEST_SKIP_POSTGRES=1: the database tests did not run on PostgreSQL."
else
  url="${BARO_TEST_DATABASE_URL:-}"
  if [[ -z "$url" ]]; then
    if ensure_postgres_binaries && started=$(scripts/pg-cluster.sh start); then
      read -r cluster_dir port <<<"$started"
      url="postgres://postgres@127.0.0.1:$port/postgres"
      echo "Throwaway PostgreSQL cluster on 127.0.0.1:$port ($cluster_dir)"
    else
      echo "Could not start a PostgreSQL cluster; the PostgreSQL pass counts as failed."
    fi
  fi
  if [[ -n "$url" ]]; then
    BARO_TEST_DATABASE_URL="$url" npx vitest run db.test \
      --reporter=default --reporter=json --outputFile.json="$results/postgres.json"
    postgres_status=$?
  else
    postgres_status=1
  fi
  # A missing report file counts as a failure in the summary.
  reports+=("db tests on PostgreSQL=$results/postgres.json:$postgres_status")
fi

# Pass 3: the browser journeys (apps/web/e2e) in Debian's Chromium against the real server.
bash scripts/e2e.sh "$results/e2e.json"
reports+=("browser journeys=$results/e2e.json:$?")

node scripts/vitest-summary.mjs "${reports[@]}"
