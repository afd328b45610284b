#!/usr/bin/env bash
# A seed given for a game whose seed deals secrets (Da Vinci's tiles) gets a
# one-line warning; a seed the harness picks, or one given for Reversi
# (nothing hidden, no chance), does not (issue 60).
set -euo pipefail
scratch="${TEST_TMPDIR:-$(mktemp -d)}"
failed=0

stderr_of() {  # stderr_of NAME ARGS...: what `run` writes to stderr
  local name="$1"
  shift
  harness/tourney run --quiet --engine name=a,builtin=random --engine name=b,builtin=random \
    --builtin-dir engines --games 2 --results "$scratch/$name/results.jsonl" "$@" 2>&1 >/dev/null
}

given="$(stderr_of given --game davinci --seed 5)"
want="warning: seed 5 was given: engines that guess it can predict this davinci tournament's deals and dice"
if ! grep -qF -- "$want" <<<"$given" || [ "$(wc -l <<<"$given")" -ne 1 ]; then
  echo "FAIL: davinci --seed 5: '$given'"
  failed=1
fi
for name in picked reversi; do
  args=(--game davinci)
  [ "$name" = reversi ] && args=(--game reversi --seed 5)
  said="$(stderr_of "$name" "${args[@]}")"
  if grep -q warning <<<"$said"; then
    echo "FAIL: $name: '$said'"
    failed=1
  fi
done
[ "$failed" -eq 0 ] && echo "PASS: the seed warning"
exit "$failed"
