#!/usr/bin/env bash
# Reversi strength benchmarks: seeded, seat-swapped matches through the
# harness (the figures quoted in docs/games/reversi.md).
#   bench/reversi_strength.sh [OUT_DIR]
# 1. The seed reproduction at depth 3 against random, 200 games
#    (target: at least 95%).
# 2. The strong engine at 100 ms/move against seed depth 3
#    (target: at least +200 Elo).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/results/strength-$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$out"

seed_d3="name=seed-d3,builtin=reversi,option.eval=seed,option.depth=3"

echo "== seed-d3 vs random, 200 games, seed 1"
"$root/tourney" run --quiet --seed 1 --games 200 --results "$out/seed_d3_vs_random.jsonl" \
  --engine "$seed_d3" --engine name=random,builtin=random | sed -n '1,4p'

echo "== strong (100 ms/move) vs seed-d3, 60 games, seed 2"
"$root/tourney" run --quiet --seed 2 --games 60 --move-time-ms 100 \
  --results "$out/strong_vs_seed_d3.jsonl" \
  --engine name=strong,builtin=reversi,option.eval=strong,option.time_ms=100 \
  --engine "$seed_d3" | sed -n '1,5p'
echo "results in $out"
