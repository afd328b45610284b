#!/usr/bin/env bash
# The HTML report, opened in a real (headless) browser: its tables and
# charts must lay out. Without Chromium it is skipped, saying so (the
# closing count reports it as skipped), except under CI=true, where a missing
# browser is a failure (.ci/run installs Debian's chromium).
set -euo pipefail

chromium="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$chromium" ]; then
  if [ "${CI:-}" = "true" ]; then
    echo "FAIL: Chromium is not installed, and under CI=true this test must run"
    exit 1
  fi
  echo "SKIPPED: Chromium is not installed (apt-get install chromium; .ci/run installs it)"
  exit 0
fi

scratch="${TEST_TMPDIR:-$(mktemp -d)}"
export HOME="$scratch"

# A small tournament; `run` writes report.html beside its results.
harness/tourney run --quiet --seed 3 --games 4 --builtin-dir engines \
  --engine name=random,builtin=random \
  --engine name=seed-d1,builtin=reversi,option.eval=seed,option.depth=1 \
  --results "$scratch/t/results.jsonl" >/dev/null
[ -s "$scratch/t/report.html" ] || { echo "FAIL: run wrote no report.html"; exit 1; }
harness/tourney report "$scratch/t/results.jsonl" --out "$scratch/report.html" 2>/dev/null
# (The SVG namespace's name is a URI the script builds nodes with, not a fetch.)
if sed 's#http://www.w3.org/2000/svg##g' "$scratch/report.html" |
  grep -qiE '<script[^>]+src=|<link[^>]+href=|https?://'; then
  echo "FAIL: the report refers to something outside itself"
  exit 1
fi

dom="$("$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$scratch/profile" --virtual-time-budget=5000 \
  --dump-dom "file://$scratch/report.html" 2>/dev/null)"

# The page's own check: laid-out tables with rows, charts with a size.
# Ratings, head to head, time and search, terminations, games; two
# histograms and the rating-over-time chart.
rendered="$(grep -o 'data-rendered="[^"]*"' <<<"$dom" || true)"
if [ "$rendered" != 'data-rendered="tables=5 charts=3"' ]; then
  echo "FAIL: expected tables=5 charts=3 to render, the browser reports: ${rendered:-nothing}"
  exit 1
fi
for section in Ratings "Head to head" "Score distributions" "Rating over time" "Time and search" \
  Terminations Games; do
  grep -q "<h2>$section</h2>" <<<"$dom" || { echo "FAIL: no section '$section'"; exit 1; }
done
games="$(grep -o 'id="game-[0-9]*"' <<<"$dom" | wc -l)"
[ "$games" -eq 4 ] || { echo "FAIL: expected 4 game records, found $games"; exit 1; }
echo "PASS: $rendered, 4 game records"
