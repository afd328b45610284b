#!/usr/bin/env bash
# Checks the dependency graph (bazel query) for edges that run upward
# through the layers:
#   flags < everything else                    (the shared command-line reader)
#   protos < protocol < games < engines        (engines: the bot side)
#   protos < protocol < games < harness        (harness: the referee side)
# and, inside the harness, seeds < engine/config/results/ratings/formats < plan < play/report/league < cli.
# Neither side imports the other, with one exception: the harness may read
# the catalog of built-in engines (//engines/catalog:builtin_engines: names,
# the games each is made for, quick test options) for --help. The catalog is
# data only and depends on nothing in the project (checked below), so the
# harness imports no engine code through it; it sits on the engines side
# because adding an engine is what changes it (engines/catalog/README.md).
# Product code (all but bench/ and tests/) does not import bench/ or tests/,
# and no library depends on a binary.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

failed=0
forbid() {  # forbid FROM TO: nothing in FROM may depend on anything in TO
  local from="$1" to="$2" found
  found=$(bazel query --noshow_progress "kind(rule, deps($from)) intersect ($to)" 2>/dev/null)
  if [ -n "$found" ]; then
    echo "check_layers: $from depends on $to:" >&2
    sed 's/^/  /' <<<"$found" >&2
    failed=1
  fi
}

forbid //flags/... "//... except //flags/..."
forbid "//... except //bench/... except //tests/..." "//bench/... + //tests/..."
forbid //protocol/... "//games/... + //engines/... + //harness/..."
forbid //games/... "//engines/... + //harness/..."
forbid //engines/... "//harness/..."
catalog=//engines/catalog:builtin_engines
forbid //harness/... "//engines/... except $catalog"
forbid "$catalog" "//... except $catalog"
forbid //harness/seeds/... "//... except //harness/seeds/..."
lower="//harness/engine/... + //harness/config/... + //harness/results/... + //harness/ratings/... + //harness/formats/..."
forbid "$lower" "//harness/plan/... + //harness/play/... + //harness/report/... + //harness/league/... + //harness/cli/..."
forbid //harness/plan/... "//harness/play/... + //harness/report/... + //harness/league/... + //harness/cli/..."
forbid "//harness/play/... + //harness/report/... + //harness/league/..." "//harness/cli/..."
forbid //harness/ratings/... //harness/report/...

# No library depends on a binary (data dependencies of tests aside).
binaries=$(bazel query --noshow_progress \
  'kind(cc_binary, deps(kind(cc_library, //...), 1) except kind(cc_library, //...))' 2>/dev/null)
if [ -n "$binaries" ]; then
  echo "check_layers: libraries depend on binaries:" >&2
  sed 's/^/  /' <<<"$binaries" >&2
  failed=1
fi

[ "$failed" -eq 0 ] && echo "check_layers: no dependency runs upward"
exit "$failed"
