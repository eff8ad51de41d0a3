#!/usr/bin/env bash
# Installs Debian's git-lfs for the tests that fetch LFS objects from a local remote. GitHub's
# runners have it already; does nothing when git-lfs is on PATH.
set -euo pipefail
if command -v git-lfs >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "git-lfs is missing: install it as root with 'apt-get install git-lfs', then run this again." >&2
  exit 1
fi
echo "Installing git-lfs with apt-get"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=300 git-lfs >/dev/null
command -v git-lfs >/dev/null
