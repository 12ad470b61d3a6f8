#!/usr/bin/env bash
# The API and security tests on PostgreSQL: a throwaway cluster (scripts/pg-cluster.sh) for the length of the run.
# With PORTAL_TEST_DATABASE_URL already set (a cluster of your own), that one is used and left running.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${PORTAL_TEST_DATABASE_URL:-}" ]; then
  exec npx vitest run -c vitest.postgres.config.ts "$@"
fi
dir="$(mktemp -d /tmp/portal-pg.XXXXXX)"
trap 'scripts/pg-cluster.sh stop "$dir"' EXIT
url="$(scripts/pg-cluster.sh start "$dir" | tail -n 1)"
echo "test:postgres: throwaway cluster at $url"
PORTAL_TEST_DATABASE_URL="$url" npx vitest run -c vitest.postgres.config.ts "$@"
