#!/usr/bin/env bash
# What sandbox=bwrap costs, side by side with sandbox=none: the built-in
# random engine (binary stdio) against itself, seeded.
#  - per engine start: the wall time of a 2-game run, median of RUNS, with
#    no, one and two engines sandboxed; two minus one is one start, one
#    minus none also holds the harness's one-time check (a `bwrap true`);
#  - per move: 200 games with both engines sandboxed or neither, less a
#    2-game run (the starts), over the plies between them.
#   bench/sandbox_cost.sh [RUNS (15)] [OUT_DIR]
# Run as root (sandbox=bwrap's cgroups).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-15}"
out="${2:-$root/results/sandbox-cost-$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$out"
"$root/tourney" --help >/dev/null  # builds first, outside the timings
tourney="$root/bazel-bin/harness/tourney"
builtins="$(readlink -f "$root/bazel-bin/engines")"

run() {  # RESULTS GAMES SANDBOX_A SANDBOX_B
  rm -f "$1"*
  "$tourney" run --quiet --seed 5 --games "$2" --concurrency 1 --results "$1" \
    --builtin-dir "$builtins" --engine "name=a,builtin=random,sandbox=$3" \
    --engine "name=b,builtin=random,sandbox=$4" >/dev/null
}

median_ms() {  # SANDBOX_A SANDBOX_B
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    run "$out/start.jsonl" 2 "$1" "$2"
    echo $((($(date +%s%N) - start) / 1000))
  done | sort -n | awk '{a[NR] = $1} END {printf "%.1f", a[int((NR + 1) / 2)] / 1000}'
}

none=$(median_ms none none)
one=$(median_ms bwrap none)
two=$(median_ms bwrap bwrap)
echo "2-game run, median of $runs: none $none ms, one sandboxed $one ms, two $two ms"
echo "per sandboxed engine start: $(echo "$two - $one" | bc) ms (the first, with the check: $(echo "$one - $none" | bc) ms)"

plies() { /usr/bin/python3 -c 'import json, sys; print(sum(json.loads(l)["plies"] for l in open(sys.argv[1])))' "$1"; }
for sandbox in none bwrap; do
  start=$(date +%s%N)
  run "$out/moves_$sandbox.jsonl" 200 "$sandbox" "$sandbox"
  long=$(($(date +%s%N) - start))
  start=$(date +%s%N)
  run "$out/start_$sandbox.jsonl" 2 "$sandbox" "$sandbox"
  short=$(($(date +%s%N) - start))
  moves=$(($(plies "$out/moves_$sandbox.jsonl") - $(plies "$out/start_$sandbox.jsonl")))
  echo "per move, sandbox=$sandbox: $(((long - short) / moves / 1000)) µs (over $moves plies)"
done
echo "results in $out"
