#!/usr/bin/env bash
# Fails when dist/ is not what a fresh build of src/ produces: the committed bundle is what
# users run, so it must match the source under review.
set -euo pipefail
cd "$(dirname "$0")/.."
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
bash tools/build.sh "$fresh"
if ! diff -r --brief dist "$fresh" >/dev/null; then
  echo "dist/ is stale: it differs from a fresh build of src/. Run 'npm run build' and commit dist/." >&2
  diff -r --brief dist "$fresh" >&2 || true
  exit 1
fi
echo "dist/ matches a fresh build."
