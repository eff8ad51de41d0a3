#!/usr/bin/env bash
# Baseline: a curl loop reading the generation every 5 seconds.
exec "$(dirname "$0")/curl-poll.sh" 5
