#!/usr/bin/env bash
# Installs the npm packages of each DIR given (its package-lock.json, with
# `npm ci`) unless that lock is already installed. Idempotent, and silent
# when nothing is missing. Used by `./tourney test` for tests/kubernetes.
set -euo pipefail
for dir in "$@"; do
  lock="$dir/package-lock.json"
  stamp="$dir/node_modules/.installed-lock.sha256"
  want="$(sha256sum "$lock" | cut -d' ' -f1)"
  [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && continue
  echo "installing npm packages of $dir" >&2
  (cd "$dir" && npm ci --silent --no-audit --no-fund >/dev/null 2>&1) ||
    { echo "npm ci failed in $dir" >&2; exit 1; }
  echo "$want" >"$stamp"
done
