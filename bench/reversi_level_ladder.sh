#!/usr/bin/env bash
# The Reversi level ladder measured: a seeded round robin of `level=1..10`
# and random, untimed (every level is a fixed depth or node budget), so the
# table is the same on any machine under any load. Prints the Elo table and
# whether the Elo order is the level order. 24 games per pairing are 12
# seat-swapped seeds: intervals need at least as many as the 11 engines.
#   bench/reversi_level_ladder.sh [GAMES_PER_PAIRING (24)] [CONCURRENCY (1)] [OUT_DIR]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games="${1:-24}"
concurrency="${2:-1}"
out="${3:-$root/results/level-ladder-$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$out"

engines=(--engine name=random,builtin=random)
for level in $(seq 1 10); do
  engines+=(--engine "name=level$(printf '%02d' "$level"),builtin=reversi,option.level=$level")
done

echo "== Reversi levels 1-10 and random, round robin, $games games per pairing, seed 1, untimed"
start=$(date +%s)
"$root/tourney" run --quiet --seed 1 --games "$games" --concurrency "$concurrency" \
  --each tc=inf --results "$out/results.jsonl" "${engines[@]}" >/dev/null
echo "$(($(date +%s) - start)) s"
# The table (its header and one line per engine), then the engines by rank.
table() { awk '/^rank engine/ {on = 1; print; next} on && $1 ~ /^[0-9]+$/ {print; next} on {exit}' \
  "$out/ratings.txt"; }
table
order=$(table | awk 'NR > 1 {print $2}' | tr '\n' ' ')
# From the top: level 10 first, down to level 1, then random.
expected="level10 level09 level08 level07 level06 level05 level04 level03 level02 level01 random "
if [ "$order" = "$expected" ]; then
  echo "ladder monotone: yes"
else
  echo "ladder monotone: no (by Elo: $order)"
fi
echo "results in $out"
