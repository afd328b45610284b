#!/usr/bin/env bash
# Do the ratings' 95% intervals cover? (bench/README.md, "Do the intervals
# cover?") Copies of eight engine types (random, Reversi levels 1-7,
# untimed: deterministic but for the random one) play four designs under
# their default settings, REPS seeded repetitions each:
#   rr:       40 engines (five copies of each type), round robin, --games 2
#   swiss:    24 engines (three copies), Swiss, 5 rounds
#   swiss-2:  the same with --games 2 (not a target: ten games an engine)
#   knockout: 8 engines (the types, strongest seeded first), knockout
#   rank:     16 engines (two copies), rank
# and each engine's interval is checked against its type's rating from a
# long reference round robin of the eight types (400 games a pairing, seeds
# of its own per pairing). Not in CI: about 40 minutes on two cores.
#   bench/interval_coverage.sh [REPS (20)] [OUT_DIR]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
reps="${1:-20}"
out="${2:-$root/results/interval-coverage-$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$out"
# TOURNEY: a built tourney to use (e.g. another checkout's), else ./tourney.
tourney="${TOURNEY:-$root/tourney}"
types=(L7 L6 L5 L4 L3 L2 L1 random)

# --engine flags for COPIES copies of every type, strongest first.
engines() {
  local copies=$1 args=() copy type
  for copy in $(seq 1 "$copies"); do
    for type in "${types[@]}"; do
      if [ "$type" = random ]; then
        args+=(--engine "name=random-$copy,builtin=random")
      else
        args+=(--engine "name=$type-$copy,builtin=reversi,option.level=${type#L}")
      fi
    done
  done
  printf '%s\n' "${args[@]}"
}

run() {  # NAME SEED COPIES FLAGS...
  local name=$1 seed=$2 copies=$3
  shift 3
  local dir="$out/$name/$seed"
  [ -f "$dir/ratings.txt" ] && return
  mapfile -t flags < <(engines "$copies")
  "$tourney" run --quiet --seed "$seed" --each tc=inf --concurrency 2 --report-every-s 0 \
    --results "$dir/results.jsonl" "$@" "${flags[@]}" >/dev/null
}

echo "== reference: the eight types, 400 games a pairing, seeds per pairing, seed 1000"
run reference 1000 1 --games 400 --seeds-per-pairing
for seed in $(seq 1 "$reps"); do
  echo "== repetition $seed of $reps"
  run rr "$seed" 5 --games 2
  run swiss "$seed" 3 --format swiss --rounds 5
  run swiss-2 "$seed" 3 --format swiss --rounds 5 --games 2
  run knockout "$seed" 1 --format knockout
  run rank "$seed" 2 --format rank
done
/usr/bin/python3 "$root/bench/interval_coverage.py" "$out/reference/1000/ratings.txt" \
  "rr=$out/rr/*/ratings.txt" "swiss=$out/swiss/*/ratings.txt" \
  "swiss-2=$out/swiss-2/*/ratings.txt" \
  "knockout=$out/knockout/*/ratings.txt" "rank=$out/rank/*/ratings.txt"
