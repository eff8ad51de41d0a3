#!/usr/bin/env bash
# Bundles src/ into the given directory (dist by default) with ncc, from an empty directory
# (ncc leaves stale chunks otherwise), then writes the bundled packages' licences.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-dist}"
stats=$(mktemp)
trap 'rm -f "$stats"' EXIT
rm -rf "$out"
# supports-color: an optional require of debug (under @actions/artifact), wrapped in try/catch;
# left out, debug colours nothing, as on a runner's log.
npx ncc build src/index.ts -o "$out" --target es2022 -e supports-color --stats-out "$stats" --quiet
npx tsx tools/licenses.ts "$stats" "$out"
