#!/usr/bin/env bash
# Reads `bazel test --test_summary=short` output on stdin and prints one
# closing line "N passed, N failed, N skipped" counting individual test cases
# (from each target's test.xml), so CI can tell how many tests really ran. A
# skipped case is never counted as passed: gtest's GTEST_SKIP() cases, and a
# script test whose log has a line starting "SKIPPED:" (it exited 0 without
# testing anything).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

passed=0
failed=0
skipped=0
# A sharded target (shard_count) has a test.xml per shard directory.
count_xml() {  # count_xml DIR XML STATUS
  local dir="$1" xml="$2" status="$3" header tests failures errors bad skips
  header=$(grep -m1 '<testsuites' "$xml" || true)
  tests=$(sed -n 's/.*<testsuites tests="\([0-9]*\)".*/\1/p' <<<"$header")
  failures=$(sed -n 's/.* failures="\([0-9]*\)".*/\1/p' <<<"$header")
  errors=$(sed -n 's/.* errors="\([0-9]*\)".*/\1/p' <<<"$header")
  bad=$(( ${failures:-0} + ${errors:-0} ))
  if [ "$status" != "PASSED" ] && [ "$bad" -eq 0 ]; then bad=1; fi
  skips=$(grep -c 'result="skipped"' "$xml" || true)
  if [ "$status" = "PASSED" ] && [ -f "$dir/test.log" ] && grep -q '^SKIPPED:' "$dir/test.log"; then
    skips=${tests:-1}
  fi
  passed=$(( passed + ${tests:-1} - bad - skips ))
  failed=$(( failed + bad ))
  skipped=$(( skipped + skips ))
}

while read -r target status; do
  dir="$root/bazel-testlogs/${target#//}"
  dir="${dir/://}"
  shards=("$dir"/shard_*_of_*/test.xml)
  if [ -f "${shards[0]}" ]; then
    for xml in "${shards[@]}"; do count_xml "$(dirname "$xml")" "$xml" "$status"; done
  elif [ -f "$dir/test.xml" ]; then
    count_xml "$dir" "$dir/test.xml" "$status"
  elif [ "$status" = "PASSED" ]; then
    passed=$(( passed + 1 ))
  else
    failed=$(( failed + 1 ))
  fi
done < <(grep -E '^//[^ ]+ +(\(cached\) +)?(PASSED|FAILED|TIMEOUT|NO STATUS|FLAKY|INCOMPLETE)' |
         sed -E 's/^(\/\/[^ ]+) +(\(cached\) +)?([A-Z]+( STATUS)?).*/\1 \3/')
echo "$passed passed, $failed failed, $skipped skipped"
