#!/usr/bin/env bash
# The formats that pair by results at contest scale (issue 32), seeded and
# untimed so that what they decide is the same under any load:
#   1. a Swiss of JSON-lines bots (default 128, 7 rounds, --games 2,
#      --concurrency 2): harness peak RSS, the most engine processes alive
#      at once (polled every 50 ms), wall time, and the report's size;
#   2. a 64-bot knockout of the Reversi level ladder (levels 1-9 and one
#      level-10 engine seeded last): the champion must be the level-10 one.
#   bench/formats_at_scale.sh [SWISS_BOTS (128)] [OUT_DIR]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bots="${1:-128}"
out="${2:-$root/results/formats-at-scale-$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$out"
tourney="$root/tourney"

swiss=()
for i in $(seq 0 $((bots - 1))); do
  swiss+=(--engine "name=bot$i,builtin=reversi,protocol=jsonl,option.eval=seed,option.depth=$((1 + i % 2)),option.noise=$((i * 100 / (bots - 1)))")
done
echo "== Swiss: $bots JSON-lines bots, 7 rounds, --games 2, --concurrency 2, seed 11"
touch "$out/polling"
(
  most=0
  while [ -f "$out/polling" ]; do
    alive=$(pgrep -c -f 'engines/reversi/reversi_engine' || true)
    [ "$alive" -gt "$most" ] && most=$alive && echo "$most" >"$out/most-engines"
    sleep 0.05
  done
) &
/usr/bin/time -v "$tourney" run --quiet --seed 11 --format swiss --rounds 7 --games 2 \
  --concurrency 2 --report-every-s 0 --results "$out/swiss/results.jsonl" "${swiss[@]}" \
  >/dev/null 2>"$out/swiss.time"
rm "$out/polling"
wait
grep -E 'Elapsed|Maximum resident' "$out/swiss.time" | sed 's/^\s*/  /'
echo "  most engine processes alive at once: $(cat "$out/most-engines") (concurrency x seats = 4)"
echo "  games: $(wc -l <"$out/swiss/results.jsonl"), report: $(stat -c %s "$out/swiss/report.html") bytes"

knockout=()
for i in $(seq 0 62); do
  knockout+=(--engine "name=L$((1 + i % 9))-$i,builtin=reversi,protocol=jsonl,option.level=$((1 + i % 9))")
done
knockout+=(--engine "name=L10-top,builtin=reversi,protocol=jsonl,option.level=10")
echo "== Knockout: 64 bots, levels 1-9 and L10-top seeded 64th, --games 2, untimed, seed 5"
"$tourney" run --quiet --seed 5 --format knockout --games 2 --each tc=inf --concurrency 2 \
  --report-every-s 0 --results "$out/knockout/results.jsonl" "${knockout[@]}" >"$out/knockout.txt"
champion=$(awk '/^champion:/ {print $2}' "$out/knockout.txt")
echo "  champion: $champion, games: $(wc -l <"$out/knockout/results.jsonl")"
[ "$champion" = "L10-top" ] || { echo "FAIL: the best level did not win"; exit 1; }
