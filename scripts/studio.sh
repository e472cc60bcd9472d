#!/usr/bin/env bash
# Runs an npm script of the Studio package (studio/, its own dependencies), installing them first if missing:
#   bash scripts/studio.sh build   → sanity build into studio/dist (offline, no login)
#   bash scripts/studio.sh test    → schema validation of the seed datasets, query/schema agreement
#   bash scripts/studio.sh typecheck → its TypeScript, with the contract files it shares
set -euo pipefail
cd "$(dirname "$0")/../studio"
[ -f node_modules/sanity/package.json ] || npm ci --no-audit --no-fund
# No usage telemetry and no update check from the Sanity CLI.
export DO_NOT_TRACK=1 NO_UPDATE_NOTIFIER=1
exec npm run "$@"
