#!/usr/bin/env bash
# Control characters from engines and logs (issue 60): an engine whose
# GetInfo name and version hold a line break, terminal escapes (colour,
# erase, an OSC title), BEL, CR and a C1 CSI, and a results log whose names
# and terminations hold them, reach no terminal and no text file as they
# are: the console, ratings.txt, the engines log, PGN and GGF all show them
# escaped (\n, \x1b, \u009b), every table row on its line. An engine name
# with a control character in the config is refused in one line.
set -euo pipefail
scratch="${TEST_TMPDIR:-$(mktemp -d)}"
failed=0
fail() {
  echo "FAIL: $*"
  failed=1
}

# clean WHAT FILE: FILE holds no control character but line ends.
clean() {
  if /usr/bin/python3 - "$2" <<'PY'; then echo "PASS: $1 holds no control character"; else fail "$1"; fi
import re, sys
data = open(sys.argv[1], "rb").read()
found = re.search(rb"[\x00-\x09\x0b-\x1f\x7f]|\xc2[\x80-\x9f]", data)
if found:
    print(sys.argv[1], "at", found.start(), ":", data[max(0, found.start() - 40):found.end() + 20])
sys.exit(1 if found else 0)
PY
}

log="$scratch/t/results.jsonl"
harness/tourney run --engine name=evil,cmd=tests/escape_name_bot.sh,protocol=jsonl \
  --engine name=r,builtin=random --builtin-dir engines --games 2 --seed 1 \
  --results "$log" >"$scratch/console.txt" 2>&1
clean "the console" "$scratch/console.txt"
clean "ratings.txt" "$scratch/t/ratings.txt"
clean "the engines log" "$log.engines.log"
# shellcheck disable=SC2016  # the backslashes are the escapes shown
expected='engine evil (cmd tests/escape_name_bot.sh over jsonl): evil\n\x1b[31mRED\x07\r\x1b]0;pwned\x07\u009b2J 1\x1b[2J'
grep -qxF -- "$expected" "$scratch/console.txt" || fail "the start line: $(grep '^engine evil' "$scratch/console.txt")"
grep -qF -- 'x\x1b[5m' "$log.engines.log" || fail "the engines log: $(cat "$log.engines.log")"

# The log rewritten as a hostile one: names and a termination with them.
/usr/bin/python3 - "$log" "$scratch/c/results.jsonl" <<'PY'
import json, os, sys
evil = "a\n2 x\x1b[31mRED\x07\r\x1b]0;pwned\x07\u009b2J\x7f"
os.makedirs(os.path.dirname(sys.argv[2]))
with open(sys.argv[2], "w") as out:
    for line in open(sys.argv[1]):
        record = json.loads(line)
        for player in record["players"]:
            if player["name"] == "evil":
                player["name"] = evil
        record["termination"] = "time\x1b[2Jout"
        out.write(json.dumps(record) + "\n")
PY
harness/tourney ratings "$scratch/c/results.jsonl" >"$scratch/ratings.txt"
clean "ratings of a hostile log" "$scratch/ratings.txt"
rows="$(grep -cE '^[0-9]+ ' "$scratch/ratings.txt" || true)"
[ "$rows" = 2 ] || fail "the ratings table has $rows rows for 2 engines"
harness/tourney export --format pgn "$scratch/c/results.jsonl" -o "$scratch/games.pgn" 2>/dev/null
clean "PGN tags of a hostile log" "$scratch/games.pgn"
grep -qF '\\x1b[31mRED' "$scratch/games.pgn" || fail "PGN: the name is not shown escaped"
harness/tourney export --format ggf "$scratch/c/results.jsonl" -o "$scratch/games.ggf" 2>/dev/null
clean "GGF of a hostile log" "$scratch/games.ggf"
[ "$(wc -l <"$scratch/games.ggf")" = 2 ] || fail "GGF: not one game a line"

# A control character in a configured name: refused in one line.
status=0
output="$(harness/tourney run --engine "name=$(printf 'a\nb\033[31m'),builtin=random" \
  --engine name=r,builtin=random --builtin-dir engines --games 2 \
  --results "$scratch/n/results.jsonl" 2>&1)" || status=$?
if [ "$status" -eq 0 ] || [ "$(wc -l <<<"$output")" -ne 1 ] ||
  ! grep -qF "engine name 'a\\nb\\x1b[31m' holds a control character" <<<"$output"; then
  fail "a configured name with a line break: exit $status: $output"
else
  echo "PASS: a configured name with a line break is refused in one line"
fi

exit "$failed"
