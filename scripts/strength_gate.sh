#!/usr/bin/env bash
# A strength gate for CI: builds the engine at a base revision (in a git
# worktree) and in the working tree, plays `tourney sprt` between the two and
# exits as the SPRT decides. README.md (Strength regression in CI) and
# examples/ci/README.md describe it; tests/strength_gate_test.sh tests it.
set -euo pipefail

usage() {
  cat <<'EOF'
usage: strength_gate.sh --base REV --build CMD --engine PATH [flags] [-- SPRT_FLAGS...]

Builds the engine at REV (in a git worktree) and in the working tree, then
plays `tourney sprt` with the working tree's build as the candidate and
REV's as the baseline. Run it in the engine's git checkout.

  --base REV      the revision the candidate is measured against (origin/main)
  --build CMD     the build, run by bash in the checkout's top directory
  --engine PATH   the engine file the build leaves, relative to the checkout
  --spec KEYS     more engine-spec keys for both engines, as for
                  `tourney run --engine` (protocol=jsonl,depth=8,option.x=1)
  --elo0 X        H0 bound (default -10)      together "not weaker":
  --elo1 X        H1 bound (default 0)        fail only on a real loss
  --out DIR       results.jsonl, report.html, the two engines and the build
                  logs (default strength-gate)
  --cache DIR     base builds by commit, OUT/cache by default (cache it in CI)
  --tourney PATH  the harness ($TOURNEY, else this checkout's
                  bazel-bin/harness/tourney, else tourney on PATH)
  --resume        continue OUT's results log (after a cancelled job)
  -- FLAGS        passed to tourney sprt: --game, --max-games, --each,
                  --concurrency, --seed (default 1), ...

Exit code: 0 pass (H1 accepted), 3 fail (H0 accepted: weaker), 4 fail
(undecided at --max-games), 1 error (a build failed, ...), 2 usage,
130/143/75 stopped (rerun with --resume).
EOF
}

die() {
  echo "strength gate: $*" >&2
  exit 1
}

usage_error() {
  echo "strength gate: $*" >&2
  usage >&2
  exit 2
}

base="" build="" engine="" spec="" elo0="-10" elo1="0" out="strength-gate" cache=""
tourney="${TOURNEY:-}" resume=0 sprt_flags=()
while [ $# -gt 0 ]; do
  case "$1" in
    --base | --build | --engine | --spec | --elo0 | --elo1 | --out | --cache | --tourney)
      [ $# -ge 2 ] || usage_error "$1 needs a value"
      value="$2"
      case "$1" in
        --base) base="$value" ;;
        --build) build="$value" ;;
        --engine) engine="$value" ;;
        --spec) spec="$value" ;;
        --elo0) elo0="$value" ;;
        --elo1) elo1="$value" ;;
        --out) out="$value" ;;
        --cache) cache="$value" ;;
        --tourney) tourney="$value" ;;
      esac
      shift 2
      ;;
    --resume) resume=1 && shift ;;
    -h | --help) usage && exit 0 ;;
    --) shift && sprt_flags=("$@") && break ;;
    *) usage_error "unknown argument '$1'" ;;
  esac
done
[ -n "$base" ] || usage_error "--base is required"
[ -n "$build" ] || usage_error "--build is required"
[ -n "$engine" ] || usage_error "--engine is required"

top="$(git rev-parse --show-toplevel 2>/dev/null)" || die "$(pwd) is not in a git checkout"
sha="$(git -C "$top" rev-parse --verify --quiet "$base^{commit}")" ||
  die "--base $base: no such revision (fetch it first: git fetch origin ${base#origin/})"
if [ -z "$tourney" ]; then
  own="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/bazel-bin/harness/tourney"
  if [ -x "$own" ]; then tourney="$own"; else tourney="$(command -v tourney)" ||
    die "no tourney binary: give --tourney PATH or set TOURNEY"; fi
fi
mkdir -p "$out"
out="$(cd "$out" && pwd)"
cache="${cache:-$out/cache}"
results="$out/results.jsonl"
name="$(basename "$engine")"
if [ -e "$results" ] && [ "$resume" -eq 0 ]; then
  die "$results exists: --resume continues it, or remove $out"
fi

# build DIR LABEL DEST: runs the build in DIR and copies its engine to DEST.
build_engine() {
  local dir="$1" label="$2" dest="$3"
  echo "strength gate: building the $label engine (log: $out/$label-build.log)"
  (cd "$dir" && bash -c "$build") >"$out/$label-build.log" 2>&1 ||
    die "the $label build failed (see $out/$label-build.log)"
  [ -f "$dir/$engine" ] || die "the $label build left no $engine"
  mkdir -p "$(dirname "$dest")"
  cp -f "$dir/$engine" "$dest.tmp" && mv -f "$dest.tmp" "$dest"
}

# The base build, once per commit: CI restores the cache and skips it.
cached="$cache/$sha/$name"
if [ ! -x "$cached" ]; then
  worktree="$out/base-src"
  git -C "$top" worktree remove --force "$worktree" 2>/dev/null || rm -rf "$worktree"
  git -C "$top" worktree prune
  git -C "$top" worktree add --quiet --detach "$worktree" "$sha" ||
    die "cannot check out $base in $worktree"
  build_engine "$worktree" base "$cached"
  git -C "$top" worktree remove --force "$worktree"
fi
mkdir -p "$out/base"
cp -f "$cached" "$out/base/$name"

# A resumed run plays the engine its first part played.
if [ "$resume" -eq 0 ] || [ ! -x "$out/candidate/$name" ]; then
  build_engine "$top" candidate "$out/candidate/$name"
fi

extra="${spec:+,$spec}"
# Seeded (1 unless the flags give one): a rerun plays the same games.
seeded=(--seed 1)
for flag in "${sprt_flags[@]}"; do
  case "$flag" in --seed | --seed=*) seeded=() ;; esac
done
resume_flag=()
[ -e "$results" ] && resume_flag=(--resume)
# In a process group of its own, so a cancelled job's signal reaches it once,
# through the traps (a second one quits at once); the gate waits for its
# graceful stop and leaves a log --resume continues.
set -m
"$tourney" sprt --candidate "name=candidate,cmd=$out/candidate/$name$extra" \
  --baseline "name=base,cmd=$out/base/$name$extra" --elo0 "$elo0" --elo1 "$elo1" \
  --results "$results" "${seeded[@]}" "${resume_flag[@]}" "${sprt_flags[@]}" &
sprt_pid=$!
set +m
trap 'kill -INT "$sprt_pid" 2>/dev/null || true' INT
trap 'kill -TERM "$sprt_pid" 2>/dev/null || true' TERM
status=0
wait "$sprt_pid" || status=$?
while kill -0 "$sprt_pid" 2>/dev/null; do
  status=0
  wait "$sprt_pid" || status=$?
done
trap - INT TERM
if [ -s "$results" ]; then
  "$tourney" report "$results" --out "$out/report.html" >/dev/null 2>&1 ||
    echo "strength gate: could not write $out/report.html" >&2
fi

against="base ${sha:0:12} ($base)"
case "$status" in
  0) echo "strength gate: PASS: H1 accepted (Elo >= $elo1) for the candidate against $against" ;;
  3) echo "strength gate: FAIL: H0 accepted (Elo <= $elo0) for the candidate against $against" ;;
  4) echo "strength gate: FAIL: undecided at the game cap against $against (raise --max-games)" ;;
  130 | 143 | 75) echo "strength gate: stopped; rerun with --resume to continue $results" ;;
  *) echo "strength gate: ERROR: tourney sprt exited with $status" ;;
esac
echo "strength gate: results $results, report $out/report.html"
exit "$status"
