#!/usr/bin/env bash
# The harness warns once, on stderr at start, when the games it plays at
# once need more threads than the cores its CPU affinity allows: under
# one core (the first this test may use), two games at once of one-thread
# engines is one too many, one game at a time is not.
set -euo pipefail

scratch="${TEST_TMPDIR:-$(mktemp -d)}"
# The first core of this process's affinity list (e.g. "0-1" or "2,5").
core=$(taskset -cp $$ | sed 's/.*: *//; s/[-,].*//')
on_one_core() {  # $1: concurrency; prints the harness's stderr
  taskset -c "$core" harness/tourney run --seed 3 --games 2 --concurrency "$1" --builtin-dir engines \
    --engine name=a,builtin=random --engine name=b,builtin=random \
    --results "$scratch/c$1/results.jsonl" 2>&1 >/dev/null
}

two=$(on_one_core 2)
one=$(on_one_core 1)
expected="warning: 2 games at once (--concurrency) x 1 thread = 2 searching threads on 1 core"
if [ "$(grep -c 'searching threads' <<<"$two")" != 1 ] || ! grep -qF "$expected" <<<"$two"; then
  echo "FAIL: no single warning at --concurrency 2 on one core; stderr was:"
  echo "$two"
  exit 1
fi
if grep -q 'searching threads' <<<"$one"; then
  echo "FAIL: a warning at --concurrency 1 on one core:"
  echo "$one"
  exit 1
fi
echo "PASS"
