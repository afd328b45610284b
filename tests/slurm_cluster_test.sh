#!/usr/bin/env bash
# `tourney slurm` on a live one-node Slurm cluster started for this test
# (scripts/slurm_local_cluster.sh: munged, slurmctld, slurmd under the test's
# temp dir): a 4-shard tournament is submitted; one shard is cancelled with
# scancel mid-run and another requeued (as a pre-emption does); Slurm reruns
# the requeued one, `tourney slurm --resume` re-submits the cancelled one and
# a new merge job; the merged log must equal a single-process run of the same
# seeded schedule, game for game. Then a 3-round Swiss of 7 engines goes
# round by round (each round's array of 2 shards paired from the merged
# rounds before, each merge job submitting the next round), one shard of
# round 1 cancelled before it starts and re-submitted by `--resume`: its
# merged log must equal a single-process run, game for game, byes included.
# Every daemon is stopped by pid on exit.
#
# Needs root and Debian's slurm-wlm and munge (installed here if missing).
# Tagged `manual` + `slurm`: `bazel test //...` skips it, .ci/run runs it.
set -euo pipefail

fail() {
  echo "FAIL: $*" >&2
  exit 1
}
if [ "$(id -u)" -ne 0 ]; then
  [ "${CI:-}" = "true" ] && fail "the Slurm cluster test needs root (the daemons run as root)"
  echo "SKIP: not root, and not CI"
  exit 0
fi

runfiles="$PWD"
tourney="$runfiles/harness/tourney"
builtin_dir="$runfiles/engines"
"$runfiles/scripts/install_deps.sh" slurm-wlm munge

work="${TEST_TMPDIR:-$(mktemp -d)}/slurm"
cluster="$work/cluster"
out="$work/tournament"
swiss="$work/swiss"
mkdir -p "$work"
stop_cluster() {
  "$runfiles/scripts/slurm_local_cluster.sh" stop "$cluster" || true
  # Anything the jobs left behind (they run as children of slurmd).
  for dir in "$out" "$swiss"; do pkill -9 -f "$dir/tournament.txtpb" 2>/dev/null || true; done
}
trap stop_cluster EXIT
started="$("$runfiles/scripts/slurm_local_cluster.sh" start "$cluster")" ||
  fail "the local Slurm cluster did not start (logs in $cluster/log)"
eval "$started"
export SLURM_CONF

# Deterministic engines (node and depth limits), slow enough for a kill to
# land mid-shard: about 9 s a shard, 1.5 s a game with s1m. (At depth 5 a
# shard took 0.3 s, and a cancel once landed after the shard had finished.)
engines=(--engine name=random,builtin=random
  --engine name=s1m,builtin=reversi,nodes=1000000
  --engine name=sd3,builtin=reversi,option.eval=seed,option.depth=3)
submitted="$("$tourney" slurm --shards 4 --out "$out" --games 12 --seed 31 \
  --builtin-dir "$builtin_dir" "${engines[@]}")"
echo "$submitted"
# The jobs run the copies in $out/bin, not the binary in Bazel's cache.
grep -q "^exec $out/bin/tourney shard " "$out/shards.sbatch" ||
  fail "shards.sbatch does not run $out/bin/tourney: $(cat "$out/shards.sbatch")"
array_job="$(awk '/^shards: job/ { print $3 }' <<<"$submitted")"
[ -n "$array_job" ] || fail "no array job id in the output above"

lines() { [ -f "$1" ] && wc -l <"$1" || echo 0; }
task_state() { squeue -h -j "${array_job}_$1" -o '%T' 2>/dev/null || true; }
# Waits (up to $2 s) until shard $1 is running with at least one game logged.
wait_mid_run() {
  for _ in $(seq $(($2 * 5))); do
    if [ "$(task_state "$1")" = RUNNING ] && [ "$(lines "$out/shard-$1/results.jsonl")" -ge 1 ]; then
      return 0
    fi
    [ -e "$out/shard-$1/done" ] && fail "shard $1 finished before it could be interrupted"
    sleep 0.2
  done
  fail "shard $1 never ran with a game logged within $2 s"
}

# Shards 0 and 1 start first (one core each on this node).
wait_mid_run 0 120
kept0="$(lines "$out/shard-0/results.jsonl")"
scancel "${array_job}_0"
wait_mid_run 1 120
scontrol requeue "${array_job}_1"
# Slurm holds a requeued job for about two minutes; let it start now.
sleep 1
scontrol update JobId="${array_job}_1" StartTime=now
echo "cancelled shard 0 with $kept0 games logged; requeued shard 1"

# Everything but the cancelled shard finishes; the merge job then waits on
# a dependency that can never be satisfied.
for _ in $(seq 900); do
  [ -e "$out/shard-1/done" ] && [ -e "$out/shard-2/done" ] && [ -e "$out/shard-3/done" ] &&
    [ -z "$(squeue -h -j "$array_job" -o %i 2>/dev/null)" ] && break
  sleep 0.2
done
[ -e "$out/shard-0/done" ] && fail "the cancelled shard claims to be done"
[ -e "$out/results.jsonl" ] && fail "merged before every shard succeeded"
grep -q "restart 1" "$out/logs/shard-1.out" && grep -q "^shard 1/4 of .*: resuming its log" \
  "$out/logs/shard-1.out" || fail "shard 1 was not requeued and resumed"

resumed="$("$tourney" slurm --resume "$out")"
echo "$resumed"
grep -q "re-submitting shards 0 and the merge" <<<"$resumed" || fail "resume chose other shards"
for _ in $(seq 900); do
  [ -e "$out/report.html" ] && break
  sleep 0.2
done
[ -e "$out/report.html" ] || fail "no merged report after 180 s; logs in $out/logs"
grep -q "^shard 0/4 of .*: resuming its log" "$out/logs/shard-0.out" || fail "shard 0 did not resume"

# Compares the merged log in $1/results.jsonl with a single-process run of
# $1/tournament.txtpb that must play $2 games.
equals_single_run() {
  "$tourney" run "$1/tournament.txtpb" --results "$1-single/results.jsonl" --concurrency 2 \
    --builtin-dir "$builtin_dir" --quiet >/dev/null
  /usr/bin/python3 - "$1/results.jsonl" "$1-single/results.jsonl" "$2" <<'EOF'
import json, sys

def games(path):
    """Records by game index, without what timing changes."""
    by_index = {}
    for line in open(path):
        record = json.loads(line)
        for key in ("finished_at", "duration_ms", "clock_left_ms"):
            record.pop(key, None)
        for move in record.get("decisions", []):
            move.pop("ms", None)
            move.pop("engine_ms", None)
        index = int(record.get("game_index", 0))
        assert index not in by_index, f"{path}: game {index} twice"
        by_index[index] = record
    return by_index

merged, single = games(sys.argv[1]), games(sys.argv[2])
expected = int(sys.argv[3])
assert len(single) == expected, f"single-process run has {len(single)} games, not {expected}"
assert sorted(merged) == sorted(single), f"merged indexes {sorted(merged)}"
for index in sorted(single):
    assert merged[index] == single[index], f"game {index} differs:\n{merged[index]}\n{single[index]}"
print(f"PASS: the merged log equals the single-process run, {len(single)} games")
EOF
}
equals_single_run "$out" 36

# A Swiss of 7 engines (a bye each round), round by round. Submitted while
# the partition is down, so that shard 1 of round 1 is cancelled for sure
# before it starts.
engines=()
for noise in 1 2 3 4 5 6 7; do
  engines+=(--engine "name=n$noise,builtin=reversi,option.eval=seed,option.depth=1,option.noise=$noise")
done
scontrol update PartitionName=local State=DOWN
submitted="$("$tourney" slurm --shards 2 --out "$swiss" --format swiss --rounds 3 --games 2 \
  --seed 17 --builtin-dir "$builtin_dir" "${engines[@]}")"
echo "$submitted"
grep -q "slurm --next-round $swiss\$" "$swiss/merge.sbatch" || fail "merge.sbatch does not chain rounds"
array_job="$(awk '/^shards: job/ { print $3 }' <<<"$submitted")"
scancel "${array_job}_1"
scontrol update PartitionName=local State=UP
for _ in $(seq 900); do
  [ -e "$swiss/shard-0/done" ] && [ -z "$(squeue -h -j "$array_job" -o %i 2>/dev/null)" ] && break
  sleep 0.2
done
[ -e "$swiss/shard-0/done" ] || fail "shard 0 of round 1 did not finish; logs in $swiss/logs"
[ -e "$swiss/shard-1/done" ] && fail "the cancelled shard claims to be done"
resumed="$("$tourney" slurm --resume "$swiss")"
echo "$resumed"
grep -q "1 of 2 shards finished; re-submitting shards 1 and the merge" <<<"$resumed" ||
  fail "resume chose other shards"
for _ in $(seq 1500); do
  grep -q "the format is over" "$swiss/logs/merge.out" 2>/dev/null && break
  grep -q "^tourney: " "$swiss/logs/merge.out" 2>/dev/null && break
  sleep 0.2
done
cat "$swiss/logs/merge.out" || true
grep -q "the format is over after 21 games" "$swiss/logs/merge.out" ||
  fail "the Swiss did not finish its 3 rounds (waited up to 300 s); logs in $swiss/logs"
# Rounds 2 and 3 were submitted by the merge jobs of rounds 1 and 2 (4
# merge jobs: round 1's twice, its first one cancelled by the resume).
[ "$(grep -c '^round ' "$swiss/slurm-jobs.txt")" = 2 ] && [ "$(grep -c '^merge ' "$swiss/slurm-jobs.txt")" = 4 ] ||
  fail "expected 3 rounds of jobs: $(cat "$swiss/slurm-jobs.txt")"
equals_single_run "$swiss" 21
