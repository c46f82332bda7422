#!/usr/bin/env bash
# The browser journeys (apps/web/e2e/*.e2e.ts): the real server as a child process and Debian's
# Chromium driven by playwright-core at phone size (390×844). Screenshots go to
# .test-results/screenshots/. Never downloads a browser (`npx playwright install` is not used).
#
#   bash scripts/e2e.sh [REPORT.json]   # the Vitest JSON report, for scripts/vitest-summary.mjs
#
# Exit code: Vitest's (0 when every journey passed); 1 before any test when the browser is missing.

set -uo pipefail
cd "$(dirname "$0")/.."

report="${1:-.test-results/e2e.json}"
mkdir -p "$(dirname "$report")" .test-results/screenshots

# STACK.md "Browser tests": Debian's `chromium`, and `fonts-noto-cjk` so Korean renders as glyphs.
if [[ ! -x /usr/bin/chromium ]]; then
  echo "Chromium is missing (/usr/bin/chromium); the browser journeys need it."
  if [[ $(id -u) -ne 0 ]]; then
    echo "Install it with: sudo apt-get install -y chromium fonts-noto-cjk"
    exit 1
  fi
  echo "Installing Debian's chromium and fonts-noto-cjk packages with apt-get:"
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -q && apt-get install -y -q --no-install-recommends chromium fonts-noto-cjk </dev/null; }; then
    echo "apt-get could not install chromium; the browser journeys cannot run."
    exit 1
  fi
fi

# The server serves apps/web/dist; build it when it is missing or stale, as `npm start` does.
if ! node scripts/ensure-web-build.mjs; then
  echo "The web app did not build; the browser journeys cannot run."
  exit 1
fi

npx vitest run --config apps/web/e2e/vitest.e2e.config.ts \
  --reporter=default --reporter=json --outputFile.json="$report"
