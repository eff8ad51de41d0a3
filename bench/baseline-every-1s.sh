#!/usr/bin/env bash
# Baseline: a curl loop reading the generation every second.
exec "$(dirname "$0")/curl-poll.sh" 1
