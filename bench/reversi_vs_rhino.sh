#!/usr/bin/env bash
# The strong Reversi engine against an Othello engine people can install
# (Debian's gtp-rhino, package grhino, through the GTP adapter) and against
# its previous evaluation (the figures in docs/games/reversi.md, "Strength").
#   bench/reversi_vs_rhino.sh [level4|level5|classic|all] [OUT_DIR]
# level4: 200 seat-swapped games at 100 ms a move against gtp-rhino level 4
#         (target: at least 85%).
# level5: 50 games against level 5 (seconds a move; target: at least 70%),
#         strong at 1 s a move, never longer than gtp-rhino thinks. gtp-rhino
#         has no clock and level 5 once took over 121 s on one move, so its
#         answers get a 30-minute margin: a win on time would mean nothing.
# classic: an SPRT [0, 50] against eval=classic at 100 ms a move (accepts H1).
# Openings: the shipped balanced suite, each played with both colours. The
# machine should be otherwise idle: the engines share its two cores.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
what="${1:-all}"
out="${2:-$root/results/reversi-vs-rhino-$(date +%Y%m%d-%H%M%S)}"
rhino=/usr/games/gtp-rhino
[ -x "$rhino" ] || { echo "reversi_vs_rhino: $rhino missing (apt-get install grhino)" >&2; exit 2; }
mkdir -p "$out"
openings=(--openings "$root/examples/openings/reversi_8ply_balanced.txt" --openings-order random)

if [ "$what" = level4 ] || [ "$what" = all ]; then
  echo "== strong (100 ms/move) vs gtp-rhino level 4, 200 games, seed 18"
  "$root/tourney" run --seed 18 --games 200 --move-time-ms 100 --deadline-margin-ms 60000 \
    --concurrency 2 "${openings[@]}" --results "$out/level4.jsonl" \
    --engine name=strong,builtin=reversi \
    --engine "name=rhino4,cmd=$rhino,protocol=gtp,args=--level=4"
fi
if [ "$what" = level5 ] || [ "$what" = all ]; then
  echo "== strong (1 s/move) vs gtp-rhino level 5, 50 games, seed 19"
  "$root/tourney" run --seed 19 --games 50 --move-time-ms 1000 --deadline-margin-ms 1800000 \
    --concurrency 2 "${openings[@]}" --results "$out/level5.jsonl" \
    --engine name=strong,builtin=reversi \
    --engine "name=rhino5,cmd=$rhino,protocol=gtp,args=--level=5"
fi
if [ "$what" = classic ] || [ "$what" = all ]; then
  echo "== SPRT [0, 50]: strong vs eval=classic at 100 ms/move, seed 20"
  "$root/tourney" sprt --seed 20 --elo0 0 --elo1 50 --alpha 0.05 --beta 0.05 --max-games 2000 \
    --move-time-ms 100 --concurrency 2 "${openings[@]}" --results "$out/sprt_classic.jsonl" \
    --candidate name=strong,builtin=reversi \
    --baseline name=classic,builtin=reversi,option.eval=classic
fi
echo "results in $out"
