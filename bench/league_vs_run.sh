#!/usr/bin/env bash
# Games per second through a league (`tourney league serve`: matchmaking,
# a lease and a committed SQLite transaction per game, the refit thread,
# the HTTP site) against the same kind of games through `tourney run` (its
# fsync'd results log): three copies of the built-in random engine as
# JSON-lines bots, depth 1, one game at a time, sandboxed (the league's
# default) or not. Prints each side's games per second and the ratio.
#   bench/league_vs_run.sh [GAMES (300)] [SANDBOX (bwrap|none)]
# Run as root for sandbox=bwrap (its cgroups).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games="${1:-300}"
sandbox="${2:-bwrap}"
"$root/tourney" --help >/dev/null  # builds first, outside the timings
tourney="$root/bazel-bin/harness/tourney"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/bot"
cp "$root/bazel-bin/engines/random/random_engine" "$dir/bot/"

seconds_since() { echo "scale=3; ($(date +%s%N) - $1) / 1000000000" | bc; }

# The league: three bots, each game committed as it ends.
"$tourney" league init --db "$dir/l.sqlite" --each depth=1 --check-games 2 \
  --sandbox "$sandbox" >/dev/null
for name in a b c; do
  "$tourney" league add --db "$dir/l.sqlite" "$name" "$dir/bot" \
    --cmd "./random_engine --stdio" >/dev/null
done
start=$(date +%s%N)
"$tourney" league serve --db "$dir/l.sqlite" --port 0 --stop-after-games "$games" \
  >/dev/null 2>&1
league_s=$(seconds_since "$start")

# The run: the same three engines in a round robin of about as many games.
per_pairing=$(( (games / 3 + 1) / 2 * 2 ))
engines=()
for name in a b c; do
  engines+=(--engine "name=$name,cmd=$dir/bot/random_engine,args=--stdio,protocol=jsonl,sandbox=$sandbox")
done
start=$(date +%s%N)
"$tourney" run --quiet --seed 1 --games "$per_pairing" --concurrency 1 --each depth=1 \
  --results "$dir/run/results.jsonl" "${engines[@]}" >/dev/null
run_s=$(seconds_since "$start")
run_games=$(( per_pairing * 3 ))

league_rate=$(echo "scale=2; $games / $league_s" | bc)
run_rate=$(echo "scale=2; $run_games / $run_s" | bc)
echo "sandbox=$sandbox: league $games games in ${league_s} s (${league_rate}/s); run $run_games games in ${run_s} s (${run_rate}/s); league/run $(echo "scale=2; $league_rate / $run_rate" | bc)"
