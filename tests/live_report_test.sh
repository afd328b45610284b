#!/usr/bin/env bash
# `tourney run` rewrites report.html while games are played: read during
# the run it is a whole page (written atomically) that says it is partial
# and how many games of how many are in; the last one is complete and says
# nothing of the kind. With --report-every-s 0 it is written only at the end.
set -euo pipefail
fail() {
  echo "FAIL: $*"
  exit 1
}
scratch="${TEST_TMPDIR:-$(mktemp -d)}"

# Eight games of about 0.5 s each (the slow engine sleeps 15 ms a move).
run() {
  harness/tourney run --quiet --seed 3 --games "$1" --concurrency 1 --report-every-s "$2" \
    --builtin-dir engines \
    --engine name=slow,cmd=engines/testing/faulty_engine,option.fault=sleep,option.sleep_ms=15 \
    --engine name=random,builtin=random --results "$3/results.jsonl" >/dev/null
}

run 8 1 "$scratch/live" &
runner=$!
seen=0
while kill -0 "$runner" 2>/dev/null; do
  if [ -f "$scratch/live/report.html" ]; then
    cp "$scratch/live/report.html" "$scratch/read.html"
    tail -c 20 "$scratch/read.html" | grep -q '</html>' || fail "a half-written page was read"
    partial="$(grep -o 'Partial report: [0-9]* of [0-9]* games in' "$scratch/read.html" || true)"
    if [ -n "$partial" ]; then
      in="$(awk '{print $3}' <<<"$partial")"
      [ "$(awk '{print $5}' <<<"$partial")" = 8 ] || fail "expected 'of 8', read: $partial"
      # (8: the last game in, the run not yet over: a rewrite may come
      # before the final page.)
      [ "$in" -ge 1 ] && [ "$in" -le 8 ] || fail "a partial page with $in games: $partial"
      games="$(grep -o '{"i":' "$scratch/read.html" | wc -l)"
      [ "$games" -eq "$in" ] || fail "the page says $in games in but lists $games"
      seen=$((seen + 1))
    fi
  fi
  sleep 0.1
done
wait "$runner" || fail "the run failed"
[ "$seen" -ge 1 ] || fail "no partial page was read during the run"
! grep -q 'Partial report' "$scratch/live/report.html" || fail "the final page says it is partial"
games="$(grep -o '{"i":' "$scratch/live/report.html" | wc -l)"
[ "$games" -eq 8 ] || fail "the final page lists $games games, not 8"

run 4 0 "$scratch/end" &
runner=$!
# (The last page is written just before the run exits: only a partial one
# would show a rewrite during it.)
while kill -0 "$runner" 2>/dev/null; do
  if [ -f "$scratch/end/report.html" ] && grep -q 'Partial report' "$scratch/end/report.html"; then
    fail "--report-every-s 0 wrote a partial report.html during the run"
  fi
  sleep 0.1
done
wait "$runner" || fail "the second run failed"
[ -s "$scratch/end/report.html" ] || fail "--report-every-s 0 wrote no report at the end"

message="$(harness/tourney run --report-every-s -1 --engine name=r,builtin=random \
  --engine name=s,builtin=random --results "$scratch/bad/results.jsonl" 2>&1 >/dev/null || true)"
[ "$(wc -l <<<"$message")" -eq 1 ] && grep -q -- '--report-every-s' <<<"$message" ||
  fail "a bad interval's message: $message"
echo "PASS: $seen partial pages read during the run, each whole; the final page complete"
