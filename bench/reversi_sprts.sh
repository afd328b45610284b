#!/usr/bin/env bash
# The strong Reversi engine's SPRTs through the harness (issue 33), each at
# 100 ms a move, seeded, from the balanced 8-ply openings, [0, 50] Elo (the
# book: random 4-ply openings, [0, 25] Elo), alpha = beta = 0.05:
#   old      today's engine against the engine at commit $BASE (f64b4f5 by
#            default; eval=strong, one thread each), that commit's engine
#            built in a git worktree
#   threads  threads=2 against threads=1, same engine, same time a move
#   book     the opening book on against off, same engine, one thread each,
#            from the game's own random 4-ply openings (the book holds every
#            position that far; the 8-ply suite would start most games
#            beyond it)
# Usage: bench/reversi_sprts.sh [old|threads|book|all] [OUT_DIR]
# Two games run at once (--concurrency 2): run it on an otherwise idle
# machine, or the timed games measure the load. `threads` wants 4 cores
# to be fair (2 games x 2 threads); on 2 cores run it with CONCURRENCY=1.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
which="${1:-all}"
out="${2:-$(mktemp -d /tmp/reversi_sprts.XXXXXX)}"
mkdir -p "$out"
concurrency="${CONCURRENCY:-2}"
balanced=(--openings "$root/examples/openings/reversi_8ply_balanced.txt" --openings-order random)
sprt=("$root/tourney" sprt --seed 33 --elo0 0 --alpha 0.05 --beta 0.05
  --max-games 2000 --move-time-ms 100 --concurrency "$concurrency")

old_engine() {
  local commit="${BASE:-f64b4f5}"
  local tree="$out/engine-$commit"
  if [[ ! -x "$out/reversi_engine_$commit" ]]; then
    git -C "$root" worktree add --detach "$tree" "$commit" >/dev/null
    (cd "$tree" && bazel build -c opt //engines/reversi:reversi_engine >/dev/null 2>&1)
    cp -L "$tree/bazel-bin/engines/reversi/reversi_engine" "$out/reversi_engine_$commit"
    (cd "$tree" && bazel shutdown >/dev/null 2>&1 || true)
    git -C "$root" worktree remove --force "$tree"
  fi
  echo "$out/reversi_engine_$commit"
}

if [[ "$which" == old || "$which" == all ]]; then
  binary="$(old_engine)"
  "${sprt[@]}" --elo1 50 "${balanced[@]}" --results "$out/new_vs_${BASE:-f64b4f5}.jsonl" \
    --candidate name=strong,builtin=reversi \
    --baseline "name=${BASE:-f64b4f5},cmd=$binary"
fi
if [[ "$which" == threads || "$which" == all ]]; then
  "${sprt[@]}" --elo1 50 "${balanced[@]}" --results "$out/threads2_vs_1.jsonl" \
    --candidate name=threads2,builtin=reversi,option.threads=2 \
    --baseline name=threads1,builtin=reversi
fi
if [[ "$which" == book || "$which" == all ]]; then
  "${sprt[@]}" --elo1 25 --opening-plies 4 --results "$out/book_on_vs_off.jsonl" \
    --candidate name=book,builtin=reversi,option.book=on \
    --baseline name=nobook,builtin=reversi,option.book=off
fi
echo "results in $out"
