#!/usr/bin/env bash
# Releases the action as GitHub Actions are released: an annotated tag vX.Y.Z on the current
# commit, and the major tag vX moved to it, so workflows using @vX get the release.
#
#   tools/release.sh X.Y.Z           check, then create vX.Y.Z and move vX (locally)
#   tools/release.sh --push X.Y.Z    the same, then push both tags to origin (vX with --force)
#   tools/release.sh --notes X.Y.Z   print CHANGELOG.md's section for X.Y.Z (the release notes)
#
# Runs on the repository of the current directory. Refuses, changing nothing, unless the work
# tree is clean, package.json has that version, CHANGELOG.md has a section for it, the reusable
# workflow's actions are pinned to this release's tag, dist/ is committed, the tag is new, and the version is newer than every release of its major version
# (so vX never moves backwards).
set -euo pipefail

die() {
  echo "release: $*" >&2
  exit 1
}

push=false
notes_only=false
while [[ $# -gt 0 && $1 == --* ]]; do
  case "$1" in
    --push) push=true ;;
    --notes) notes_only=true ;;
    *) die "unknown option '$1'. Usage: tools/release.sh [--push | --notes] X.Y.Z" ;;
  esac
  shift
done
[[ $# -eq 1 ]] || die "give the version to release, such as 'tools/release.sh 1.2.0'."
version="${1#v}"
[[ $version =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] ||
  die "version '$1' is not of the form X.Y.Z (such as 1.2.0)."
major="v${BASH_REMATCH[1]}"
tag="v$version"

root=$(git rev-parse --show-toplevel 2>/dev/null) || die "not inside a git repository."
cd "$root"

# The changelog's section for this version: from its heading to the next one of that level.
notes=$(awk -v v="$version" '
  /^## \[/ { if (found) exit; if (index($0, "## [" v "]") == 1) { found = 1; next } }
  found { print }
' CHANGELOG.md 2>/dev/null | sed -e '/^\[[^]]*\]: /d' -e '/./,$!d' || true)
[[ -n ${notes//[[:space:]]/} ]] ||
  die "CHANGELOG.md has no '## [$version]' section with entries: move the Unreleased entries under one first."
if $notes_only; then
  printf '%s\n' "$notes"
  exit 0
fi

[[ -z $(git status --porcelain) ]] ||
  die "the work tree has uncommitted changes: commit or stash them, then release."
pkg_version=$(node -p "require('./package.json').version")
[[ $pkg_version == "$version" ]] ||
  die "package.json says version $pkg_version, not $version: set it (and ACTION_VERSION), rebuild, commit."
# The reusable workflow runs the actions of its own release, named by this release's tag.
workflow=.github/workflows/dashboards.yml
if [[ -f $workflow ]]; then
  stale=$(grep -oE 'dashboard-action(/[a-z]+)?@[^[:space:]#]+' "$workflow" | grep -vx "dashboard-action\(/[a-z]*\)\?@$tag" || true)
  [[ -z $stale ]] ||
    die "$workflow uses $(echo $stale), not @$tag: pin its actions to the release being made, commit, then release."
fi
git ls-files --error-unmatch dist/index.js >/dev/null 2>&1 ||
  die "dist/index.js is not committed: run 'npm run build' and commit dist/."
! git rev-parse -q --verify "refs/tags/$tag" >/dev/null ||
  die "tag $tag exists already: release a new version instead of moving a release."
latest=$(git tag --list "$major.*.*" | grep -E "^$major\.[0-9]+\.[0-9]+$" | sort -V | tail -n 1 || true)
if [[ -n $latest && $(printf '%s\n%s\n' "$latest" "$tag" | sort -V | tail -n 1) != "$tag" ]]; then
  die "$tag is older than $latest, the latest $major release: $major would move backwards."
fi

git tag -a "$tag" -m "$tag" -m "$notes"
git tag -f "$major" "$tag^{commit}" >/dev/null
echo "Tagged $tag at $(git rev-parse --short "$tag^{commit}") and moved $major to it."

if $push; then
  git push origin "refs/tags/$tag"
  git push --force origin "refs/tags/$major"
  echo "Pushed $tag and $major to origin."
else
  echo "Push them with: git push origin $tag && git push --force origin $major"
fi
