#!/usr/bin/env bash
# Regenerates README.md's default-tournament block from what `./tourney`
# prints on this checkout (seeded and untimed: the same on any machine).
# Run it when a change moves the default table; tests/readme_table_test
# fails until it is run. Usage: scripts/update_readme_table.sh [LINES]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bazel build -c opt --noshow_progress --ui_event_filters=-info,-debug --show_result=0 \
  //harness:tourney //engines:builtin
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
bazel-bin/harness/tourney --quiet --builtin-dir bazel-bin/engines \
  --results "$scratch/results.jsonl" >"$scratch/report.txt"
/usr/bin/python3 scripts/readme_table.py write README.md "$scratch/report.txt" "$@"
