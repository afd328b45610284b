#!/usr/bin/env bash
# This project's perft against ellxor/othello's, the fastest public bitboard
# perft measured here: the same position (the start), the same depths, one
# thread each, runs interleaved (the order alternates), the best of RUNS
# kept for each; the leaf counts must agree. Prints the best wall and CPU
# seconds of both and the ratio ours/peer (below 1: ours is faster).
#   git clone https://github.com/ellxor/othello /tmp/ellxor_othello   # MIT
#   bench/perft_vs_ellxor.sh /tmp/ellxor_othello [DEPTHS=11,12] [RUNS=3]
# The peer is compiled with its own flags (-O3 -march=native); ours is
# //bench:perft_timer under -c opt. BAZEL_FLAGS adds flags to the build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

peer_dir="${1:?usage: bench/perft_vs_ellxor.sh PEER_CHECKOUT [DEPTHS=11,12] [RUNS=3]}"
depths="${2:-11,12}"
runs="${3:-3}"
if [ ! -f "$peer_dir/src/perft.c" ] || [ ! -f "$peer_dir/src/magic.c" ]; then
  echo "perft_vs_ellxor: $peer_dir is not a checkout of ellxor/othello (no src/perft.c, src/magic.c)" >&2
  exit 2
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The peer's headers define static helpers each file leaves unused.
cc -O3 -march=native -w -I"$peer_dir/src" "$peer_dir/src/magic.c" "$peer_dir/src/perft.c" \
  bench/ellxor_perft_timer.c -o "$work/peer" -lpthread
# shellcheck disable=SC2086  # BAZEL_FLAGS is a list of flags
bazel build -c opt ${BAZEL_FLAGS:-} //bench:perft_timer
ours="$(bazel info -c opt ${BAZEL_FLAGS:-} bazel-bin 2>/dev/null)/bench/perft_timer"

field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p" <<<"$2"; }
min() { awk -v a="$1" -v b="$2" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }'; }

printf '%-5s %-12s %-22s %-22s %s\n' depth leaves "ours wall/cpu s" "peer wall/cpu s" \
  "ratio ours/peer wall/cpu"
for depth in ${depths//,/ }; do
  ours_wall="" ours_cpu="" peer_wall="" peer_cpu="" ours_leaves="" peer_leaves=""
  for ((run = 1; run <= runs; run++)); do
    for side in $([ $((run % 2)) -eq 1 ] && echo "ours peer" || echo "peer ours"); do
      if [ "$side" = ours ]; then
        line="$("$ours" --depth="$depth")"
        ours_leaves="$(field leaves "$line")"
        ours_wall="$(min "$ours_wall" "$(field wall_s "$line")")"
        ours_cpu="$(min "$ours_cpu" "$(field cpu_s "$line")")"
      else
        line="$("$work/peer" "$depth")"
        peer_leaves="$(field leaves "$line")"
        peer_wall="$(min "$peer_wall" "$(field wall_s "$line")")"
        peer_cpu="$(min "$peer_cpu" "$(field cpu_s "$line")")"
      fi
    done
  done
  if [ "$ours_leaves" != "$peer_leaves" ]; then
    echo "perft_vs_ellxor: depth $depth: ours counts $ours_leaves leaves, the peer $peer_leaves" >&2
    exit 1
  fi
  printf '%-5s %-12s %-22s %-22s %s\n' "$depth" "$ours_leaves" "$ours_wall / $ours_cpu" \
    "$peer_wall / $peer_cpu" "$(awk -v a="$ours_wall" -v b="$peer_wall" -v c="$ours_cpu" \
      -v d="$peer_cpu" 'BEGIN { printf "%.2f / %.2f", a / b, c / d }')"
done
