#!/usr/bin/env bash
# What a user would write instead of the action: upload with curl, then read the generation
# every INTERVAL seconds until it has a share link. Used by the benchmark as a baseline.
# Usage: API_KEY=svc_… BASE_URL=https://…/ FILE=data.csv curl-poll.sh INTERVAL
set -euo pipefail
interval="$1"
answer=$(curl -sS -X POST -H "Authorization: Bearer $API_KEY" \
  -F file_type=csv -F "file=@$FILE" "${BASE_URL}api/dashboard/generate/")
id=$(printf '%s' "$answer" | sed -n 's/.*"generation_id": *"\([^"]*\)".*/\1/p')
[ -n "$id" ] || { echo "no generation id in: $answer" >&2; exit 1; }
while true; do
  state=$(curl -sS -H "Authorization: Bearer $API_KEY" "${BASE_URL}api/dashboard/generate/$id/" || true)
  if printf '%s' "$state" | grep -q '"share_url"'; then
    printf '%s\n' "$state" | sed -n 's/.*"share_url": *"\([^"]*\)".*/\1/p'
    exit 0
  fi
  if printf '%s' "$state" | grep -q '"status": *"failed"'; then exit 1; fi
  sleep "$interval"
done
