#!/usr/bin/env bash
# Our Dutch Swiss pairing against an established pairing program, round by
# round on random tournaments (bench/swiss_crosscheck.cc): once with every
# engine every round, once with late entries and withdrawals.
#
# Usage: bench/swiss_crosscheck.sh PROGRAM [RUNS] [SEED]
# PROGRAM: a pairing program that reads TRF-16 like bbpPairings does
# (`PROGRAM --dutch FILE -p OUT`), built by you outside this repository.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
program=$(realpath "${1:?usage: bench/swiss_crosscheck.sh PROGRAM [RUNS] [SEED]}")
runs=${2:-300}
seed=${3:-2026}
bazel build -c opt //bench:swiss_crosscheck >/dev/null 2>&1
work=$(mktemp -d)
status=0
echo "== every engine every round"
bazel-bin/bench/swiss_crosscheck "$program" "$runs" "$seed" "$work" || status=1
echo "== late entries and withdrawals"
bazel-bin/bench/swiss_crosscheck "$program" "$runs" "$((seed + 1))" "$work" churn || status=1
echo "(rounds that differ keep their TRF in $work)"
exit $status
