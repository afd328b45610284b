#!/usr/bin/env bash
# Special files and huge inputs as results logs (issue 60). `run --results`,
# `ratings`, `report`, `merge` and `export` refuse a FIFO, a character
# device, a socket or a directory in one line at once (they once hung, spun
# on /dev/zero until killed, or grew to 16.7 GB); a line past the record
# cap is refused once the cap is read; a resumed run answers SIGTERM within
# a second during a long read of its log, and leaves the log as it was.
set -euo pipefail
scratch="${TEST_TMPDIR:-$(mktemp -d)}"
# A socket's path must fit in 108 bytes: not under TEST_TMPDIR.
short="$(mktemp -d /tmp/special_files.XXXXXX)"
trap 'rm -rf "$short"' EXIT
failed=0
fail() {
  echo "FAIL: $*"
  failed=1
}
now_ms() { echo $(($(date +%s%N) / 1000000)); }

engines=(--engine name=a,builtin=random --engine name=b,builtin=random --builtin-dir engines)

# refused WHAT EXPECTED COMMAND...: fails on its own within 2 s, saying
# EXPECTED in its one line.
refused() {
  local what="$1" expected="$2" output status=0 start elapsed
  shift 2
  start=$(now_ms)
  output="$(timeout -k 1 10 "$@" 2>&1 </dev/null)" || status=$?
  elapsed=$(($(now_ms) - start))
  if [ "$status" -eq 0 ] || [ "$status" -ge 124 ] || [ "$elapsed" -gt 2000 ] ||
    [ "$(wc -l <<<"$output")" -ne 1 ] || ! grep -qF -- "$expected" <<<"$output"; then
    fail "$what: exit $status after $elapsed ms: $(head -c 300 <<<"$output")"
  else
    echo "PASS: $what ($elapsed ms)"
  fi
}

mkfifo "$short/fifo"
mkdir "$short/dir"
/usr/bin/python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' \
  "$short/socket"
for special in "$short/fifo:is a FIFO" "/dev/zero:is a character device" \
  "/dev/urandom:is a character device" "$short/socket:is a socket" \
  "$short/dir:is a directory"; do
  path="${special%%:*}" kind="${special#*:}"
  refused "ratings $path" "cannot read results file $path: $kind" harness/tourney ratings "$path"
  refused "report $path" "cannot read results file $path: $kind" \
    harness/tourney report "$path" --out "$scratch/report.html"
  refused "merge $path" "cannot read results file $path: $kind" \
    harness/tourney merge --out "$scratch/merged.jsonl" "$path"
  refused "export $path" "cannot read results file $path: $kind" \
    harness/tourney export --format pgn "$path"
  refused "run --results $path --resume" "--results $path $kind" \
    harness/tourney run "${engines[@]}" --games 2 --results "$path" --resume
done
refused "run --results FIFO" "--results $short/fifo is a FIFO" \
  harness/tourney run "${engines[@]}" --games 2 --results "$short/fifo"

# 100 GB of zeros without a line end (sparse: no disk): refused at the cap.
truncate -s 100G "$scratch/sparse.jsonl"
refused "ratings on a 100 GB line" "sparse.jsonl:1: a line longer than the record cap (16 MiB)" \
  harness/tourney ratings "$scratch/sparse.jsonl"
refused "run --resume on a 100 GB line" "sparse.jsonl:1: a line longer than the record cap" \
  harness/tourney run "${engines[@]}" --games 2 --results "$scratch/sparse.jsonl" --resume
[ "$(stat -c %s "$scratch/sparse.jsonl")" = 107374182400 ] || fail "the 100 GB log was changed"

# A record of a few megabytes (engine comments) is well under the cap.
harness/tourney run --quiet "${engines[@]}" --games 2 --seed 1 \
  --results "$scratch/t/results.jsonl" >/dev/null
/usr/bin/python3 - "$scratch/t/results.jsonl" "$scratch/big.jsonl" <<'PY'
import json, sys
records = [json.loads(line) for line in open(sys.argv[1])]
records[0]["decisions"][0]["comment"] = "x" * (5 << 20)
with open(sys.argv[2], "w") as out:
    out.writelines(json.dumps(record) + "\n" for record in records)
PY
harness/tourney ratings "$scratch/big.jsonl" >/dev/null || fail "a 5 MB record was not read"

# SIGTERM while a resumed run reads its log (its games, then 200 MB of blank
# lines: seconds of reading): it ends within a second, the log untouched.
/usr/bin/python3 -c 'import sys; open(sys.argv[1], "ab").write(b"\n" * (200 << 20))' \
  "$scratch/t/results.jsonl"
before="$(md5sum <"$scratch/t/results.jsonl")"
harness/tourney run --resume --results "$scratch/t/results.jsonl" >"$scratch/stop.out" 2>&1 &
pid=$!
sleep 0.5
start=$(now_ms)
kill -TERM "$pid"
status=0
wait "$pid" || status=$?
elapsed=$(($(now_ms) - start))
if [ "$status" -ne 143 ] || [ "$elapsed" -gt 1000 ]; then
  fail "SIGTERM during the read: exit $status after $elapsed ms: $(tail -c 300 "$scratch/stop.out")"
else
  echo "PASS: SIGTERM during the read of a 200 MB log: exit 143 after $elapsed ms"
fi
[ "$(md5sum <"$scratch/t/results.jsonl")" = "$before" ] || fail "the stopped run changed its log"

exit "$failed"
