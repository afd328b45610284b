#!/usr/bin/env bash
# Bad command lines that once read wrong (issue 31): each gets one line that
# names what is wrong, and nothing is played.
set -euo pipefail
scratch="${TEST_TMPDIR:-$(mktemp -d)}"
failed=0

expect() {  # expect WHAT EXPECTED_SUBSTRING COMMAND...
  local what="$1" expected="$2" output status=0
  shift 2
  output="$("$@" 2>&1)" || status=$?
  if [ "$status" -eq 0 ] || ! grep -qF -- "$expected" <<<"$output"; then
    echo "FAIL: $what: exit $status, output: $output"
    failed=1
  else
    echo "PASS: $what"
  fi
}

engines=(--engine name=a,builtin=random --engine name=b,builtin=random --builtin-dir engines)
expect "--game with an empty value" "unknown game '' (known: reversi" \
  harness/tourney run --game "" "${engines[@]}" --results "$scratch/g/results.jsonl"
[ ! -e "$scratch/g/results.jsonl" ] || { echo "FAIL: --game '' played"; failed=1; }

mkdir -p "$scratch/dir"
expect "--results naming a directory" "--results $scratch/dir is a directory" \
  harness/tourney run "${engines[@]}" --games 2 --results "$scratch/dir"

harness/tourney run --quiet "${engines[@]}" --games 2 --seed 1 \
  --results "$scratch/t/results.jsonl" >/dev/null
expect "report --out in a missing directory" \
  "cannot write the HTML report to /missing-dir/x.html: No such file or directory" \
  harness/tourney report "$scratch/t/results.jsonl" --out /missing-dir/x.html

# --dry-run checks and describes the run; it starts no engine and writes nothing.
dry="$(harness/tourney run "${engines[@]}" --games 4 --seed 3 --dry-run \
  --results "$scratch/dry/results.jsonl")"
if [ "$dry" != "dry run: reversi round_robin, 2 engines, 4 games scheduled, seed 3; results: $scratch/dry/results.jsonl" ] ||
  [ -e "$scratch/dry" ]; then
  echo "FAIL: --dry-run: '$dry'; wrote: $(ls "$scratch/dry" 2>&1)"
  failed=1
else
  echo "PASS: --dry-run describes the run and writes nothing"
fi
expect "--dry-run still refuses a bad value" "--games" \
  harness/tourney run "${engines[@]}" --games 0 --dry-run

exit "$failed"
