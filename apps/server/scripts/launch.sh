#!/bin/sh
# Runs one of the compiled server's entry points, apps/server/dist/ENTRY.js, with ARGS, after
# building the server when its build is missing or older than its sources:
#
#   sh apps/server/scripts/launch.sh [--with-web] ENTRY [ARGS...]
#
# --with-web also builds the web app the server serves (apps/web/dist) when it is missing or
# stale: `npm start` on a fresh clone builds everything it needs, later starts build nothing.
# Building needs the devDependencies (npm ci). A production install (npm ci --omit=dev) ships
# the builds and runs `node apps/server/dist/main.js` directly.
set -eu

ROOT=$(cd "$(dirname "$0")/../../.." && pwd)

with_web=false
if [ "${1:-}" = --with-web ]; then
  with_web=true
  shift
fi
if [ $# -eq 0 ]; then
  echo "usage: launch.sh [--with-web] ENTRY [ARGS...]" >&2
  exit 2
fi
entry=$1
shift

# stale TARGET SOURCE...: TARGET is missing, or a SOURCE (a file, or a folder's file) is newer.
# Sources that are absent (an image with the builds only) do not count.
stale() {
  target=$1
  shift
  [ -e "$target" ] || return 0
  for source in "$@"; do
    [ -e "$source" ] || continue
    if [ -n "$(find "$source" -newer "$target" -print -quit)" ]; then return 0; fi
  done
  return 1
}

# build WORKSPACE: its npm build, logging to stderr (a script's stdout may be its answer).
build() {
  echo "Building $1…" >&2
  if ! (cd "$ROOT" && npm run -s build -w "$1" >&2); then
    echo "Building $1 failed (it needs the devDependencies: npm ci)." >&2
    exit 1
  fi
}

cd "$ROOT"
# The web build's inputs: its sources, and the build's own modules beside vite.config.ts.
if $with_web && stale apps/web/dist/index.html apps/web/src apps/web/public apps/web/index.html \
  apps/web/vite.config.ts apps/web/vite.start-up.ts apps/web/vite.precompress.ts \
  apps/web/preact-compat.ts apps/web/package.json packages/contract/src package-lock.json; then
  build @iskra/web
fi
if stale apps/server/dist/main.js apps/server/src apps/server/scripts/build.ts apps/server/package.json \
  packages/contract/src package-lock.json; then
  build @iskra/server
fi
cd - >/dev/null
exec node "$ROOT/apps/server/dist/$entry.js" "$@"
