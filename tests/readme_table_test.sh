#!/usr/bin/env bash
# README.md's default-tournament table is exactly what plain `./tourney`
# prints on this checkout: the default tournament played (seeded, untimed)
# and its report compared with README's block (scripts/readme_table.py).
set -euo pipefail
scratch="${TEST_TMPDIR:-$(mktemp -d)}"
harness/tourney --quiet --builtin-dir engines --results "$scratch/results.jsonl" \
  >"$scratch/report.txt"
exec /usr/bin/python3 scripts/readme_table.py check README.md "$scratch/report.txt"
