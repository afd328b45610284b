#!/usr/bin/env bash
# CPU fairness against a bot that spins: the strong Reversi engine at
# st=0.1 plays tests/hog_bot.py (random legal moves) four ways, GAMES games
# each at --concurrency 1, seeded: a quiet hog (spinning nothing,
# sandboxed), four spinning processes unsandboxed, sandboxed without a CPU
# cap, and sandboxed with cpus=1. Per way: the strong engine's nodes per
# second (over all its decisions), its p99 and longest move, and the ratio
# to the quiet figure (issue 60's target: at least 0.9 with cpus=1).
#   bench/cpu_hog.sh [GAMES (10)] [SEED (60)] [OUT_DIR]
# Run as root (sandbox=bwrap's cgroups). Other load on the machine shows
# in every figure: run it on an idle machine.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games="${1:-10}"
seed="${2:-60}"
out="${3:-$root/results/cpu-hog-$(date +%Y%m%d-%H%M%S)}"
mkdir -p "$out"
hog="name=hog,cmd=$root/tests/hog_bot.py,protocol=jsonl"

play() {  # NAME HOG_SPEC
  "$root/tourney" run --quiet --seed "$seed" --games "$games" --concurrency 1 \
    --results "$out/$1.jsonl" --engine name=strong,builtin=reversi,st=0.1 --engine "$2" >/dev/null
}
play quiet "$hog,sandbox=bwrap,args=cpu 0"
play unsandboxed "$hog,args=cpu 4"
play sandboxed "$hog,sandbox=bwrap,args=cpu 4"
play sandboxed_cpus1 "$hog,sandbox=bwrap,cpus=1,args=cpu 4"

/usr/bin/python3 - "$out" <<'PY'
import json, sys

def strong_figures(path):
    nodes = ms = 0
    moves = []
    for line in open(path):
        game = json.loads(line)
        seat = [p["name"] for p in game["players"]].index("strong")
        for move in game.get("decisions", []):
            if move.get("seat", 0) == seat:
                nodes += int(move.get("nodes", 0))
                ms += move.get("ms", 0)
                moves.append(move.get("ms", 0))
    moves.sort()
    return nodes / ms if ms else 0.0, moves[int(0.99 * (len(moves) - 1))], moves[-1]

quiet = strong_figures(f"{sys.argv[1]}/quiet.jsonl")[0]
print(f"{'against':<18}{'knodes/s':>10}{'ratio':>8}{'p99 ms':>8}{'max ms':>8}")
for way in ["quiet", "unsandboxed", "sandboxed", "sandboxed_cpus1"]:
    knps, p99, longest = strong_figures(f"{sys.argv[1]}/{way}.jsonl")
    print(f"{way:<18}{knps:>10.0f}{knps / quiet:>8.2f}{p99:>8}{longest:>8}")
PY
echo "results in $out"
