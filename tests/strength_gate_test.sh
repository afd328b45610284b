#!/usr/bin/env bash
# scripts/strength_gate.sh on a git repository whose "build" copies one of
# two built-in engine binaries: the random engine standing for a broken
# build, the Reversi engine (depth 1: the games do not depend on the
# machine's load) for a good one. An identical build passes "not weaker", a
# clearly weaker one fails, a cancelled run resumes to the same decision,
# and every exit code and verdict line is the one docs/ci.md gives.
set -euo pipefail

runfiles="$(pwd)"
export TOURNEY="$runfiles/harness/tourney"
export ENGINES="$runfiles/engines"
gate="$runfiles/scripts/strength_gate.sh"
scratch="${TEST_TMPDIR:-$(mktemp -d)}"
spec="args=--stdio=proto,protocol=proto,depth=1"

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# expect CODE LINE FILE: the gate exited with CODE and FILE holds LINE.
expect() {
  [ "$status" -eq "$1" ] || fail "exit code $status, expected $1; output:$(cat "$3")"
  grep -qF -- "$2" "$3" || fail "no '$2' in:$(cat "$3")"
}

# A repository: commit "random" (its engine is random_engine), then commit
# "reversi"; the working tree builds the random engine again.
repo="$scratch/repo"
mkdir -p "$repo"
cd "$repo"
git init -q
git config user.email gate@test && git config user.name gate
# shellcheck disable=SC2016  # expanded by the build, not here
echo 'mkdir -p out && cp "$ENGINES/$(cat choice)/$(cat choice)_engine" out/engine' >build.sh
echo random >choice && git add . && git commit -qm random
echo reversi >choice && git commit -qam reversi
echo random >choice
build="sh build.sh"

status=0
"$gate" --build "$build" --engine out/engine >"$scratch/usage.out" 2>&1 || status=$?
expect 2 "strength gate: --base is required" "$scratch/usage.out"

status=0
"$gate" --base HEAD --build "exit 1" --engine out/engine --out "$scratch/broken" \
  >"$scratch/broken.out" 2>&1 || status=$?
expect 1 "strength gate: the base build failed (see $scratch/broken/base-build.log)" \
  "$scratch/broken.out"

# The same engine as the base (HEAD~1): "not weaker" passes. A wider H0
# bound than the default -10 and room for 2000 games decide it whatever the
# seeds deal (at -10 an even match may need more than 2000 games).
status=0
"$gate" --base HEAD~1 --build "$build" --engine out/engine --spec "$spec" --elo0 -30 \
  --out "$scratch/same" -- --quiet --max-games 2000 >"$scratch/same.out" 2>&1 || status=$?
expect 0 "strength gate: PASS: H1 accepted (Elo >= 0) for the candidate against base" \
  "$scratch/same.out"
[ -s "$scratch/same/report.html" ] || fail "no report.html"

# Too few games to decide.
status=0
"$gate" --base HEAD~1 --build "$build" --engine out/engine --spec "$spec" \
  --out "$scratch/capped" -- --quiet --max-games 4 >"$scratch/capped.out" 2>&1 || status=$?
expect 4 "strength gate: FAIL: undecided at the game cap" "$scratch/capped.out"

# The random engine against the Reversi one (HEAD): cancelled after ten
# games as CI cancels a job, then resumed without rebuilding.
setsid "$gate" --base HEAD --build "$build" --engine out/engine --spec "$spec" \
  --out "$scratch/weaker" -- --quiet >"$scratch/weaker.out" 2>&1 &
pid=$!
log="$scratch/weaker/results.jsonl"
while [ ! -f "$log" ] || [ "$(wc -l <"$log")" -lt 10 ]; do
  kill -0 "$pid" 2>/dev/null || fail "the gate ended before the cancel:$(cat "$scratch/weaker.out")"
  sleep 0.1
done
kill -TERM -- "-$pid"
status=0
wait "$pid" || status=$?
expect 143 "strength gate: stopped; rerun with --resume to continue" "$scratch/weaker.out"

status=0
"$gate" --base HEAD --build "$build" --engine out/engine --spec "$spec" \
  --out "$scratch/weaker" --resume -- --quiet >"$scratch/resumed.out" 2>&1 || status=$?
expect 3 "strength gate: FAIL: H0 accepted (Elo <= -10) for the candidate against base" \
  "$scratch/resumed.out"
if grep -q "building" "$scratch/resumed.out"; then fail "the resumed gate rebuilt an engine"; fi
echo "PASS"
