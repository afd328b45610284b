#!/usr/bin/env bash
# The page written when a tournament ends is no partial one (issue 62): a
# rank run that settles every order long before its cap played fewer games
# than scheduled, and its report.html once said "Partial report: N of M
# games in. The tournament was still running".
set -euo pipefail
scratch="${TEST_TMPDIR:-$(mktemp -d)}"
log="$scratch/rank/results.jsonl"
harness/tourney run --quiet --seed 4 --format rank --max-games 2000 --each tc=inf \
  --results "$log" --engine name=random,builtin=random \
  --engine name=level2,builtin=reversi,option.level=2 \
  --engine name=level6,builtin=reversi,option.level=6 >"$scratch/out.txt"
games=$(wc -l <"$log")
grep -q "every adjacent order settled\|settled" "$scratch/out.txt" || {
  echo "FAIL: the run's ranking says nothing of settling"
  cat "$scratch/out.txt"
  exit 1
}
if [ "$games" -ge 2000 ]; then
  echo "FAIL: the run played its whole cap ($games games): no early end to check"
  exit 1
fi
if grep -q 'id="partial"' "$(dirname "$log")/report.html"; then
  echo "FAIL: the final page of a finished run ($games of 2000 games) says it is partial"
  grep -o '<p id="partial"[^<]*' "$(dirname "$log")/report.html"
  exit 1
fi
echo "PASS: a rank run that ended after $games of its 2000 games has a whole final page"
