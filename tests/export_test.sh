#!/usr/bin/env bash
# `tourney export` read back by a PGN reader written here in Python's
# standard library, independent of the C++ writer: every game's tags and
# result token match the results log it came from. GGF: one game a line
# with Black's disc differential as the result and every engine move's
# eval and time as the log has them.
set -euo pipefail

scratch="${TEST_TMPDIR:-$(mktemp -d)}"
harness/tourney run --quiet --seed 5 --games 6 --builtin-dir engines \
  --engine name=random,builtin=random \
  --engine 'name=seed "d1",builtin=reversi,option.eval=seed,option.depth=1' \
  --results "$scratch/t/results.jsonl" >/dev/null
harness/tourney export --format pgn "$scratch/t/results.jsonl" -o "$scratch/games.pgn" 2>/dev/null
harness/tourney export --format ggf "$scratch/t/results.jsonl" >"$scratch/games.ggf" 2>/dev/null

/usr/bin/python3 - "$scratch/t/results.jsonl" "$scratch/games.pgn" "$scratch/games.ggf" <<'PY'
import json, re, sys

records = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
text = open(sys.argv[2]).read()

# PGN (import format): tag pairs [Name "value"] with \" and \\ escapes,
# then movetext with {comments}, ending in the result token.
tag = re.compile(r'\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]')
games, tags, movetext = [], {}, []
for line in text.splitlines():
    match = tag.fullmatch(line.strip())
    if match:
        if movetext:
            games.append((tags, " ".join(movetext)))
            tags, movetext = {}, []
        tags[match.group(1)] = re.sub(r"\\(.)", r"\1", match.group(2))
    elif line.strip():
        movetext.append(line.strip())
if tags:
    games.append((tags, " ".join(movetext)))

def fail(message):
    print("FAIL:", message)
    sys.exit(1)

if len(games) != len(records):
    fail(f"{len(games)} PGN games for {len(records)} records")
for (tags, moves), record in zip(games, records):
    s0, s1 = record["scores"]
    result = "1-0" if s0 > s1 else "0-1" if s0 < s1 else "1/2-1/2"
    want = {
        "White": record["players"][0]["name"], "Black": record["players"][1]["name"],
        "Result": result, "Game": record["game"], "Seed": str(record["seed"]),
        "Termination": record["termination"], "PlyCount": str(record["plies"]),
    }
    for name, value in want.items():
        if tags.get(name) != value:
            fail(f"game {record.get('game_index', 0)}: {name} is {tags.get(name)!r}, want {value!r}")
    for name in ("Event", "Site", "Date", "Round"):  # the seven-tag roster
        if name not in tags:
            fail(f"game {record.get('game_index', 0)}: no {name} tag")
    body = re.sub(r"\{[^}]*\}", " ", moves).split()
    if body != [result]:
        fail(f"game {record.get('game_index', 0)}: movetext {moves!r} is not a comment and {result}")
    if record["moves"] not in moves:
        fail(f"game {record.get('game_index', 0)}: the record is not in the comment")

ggf = [line for line in open(sys.argv[3]) if line.strip()]
if len(ggf) != len(records):
    fail(f"{len(ggf)} GGF games for {len(records)} records")
for line, record in zip(ggf, records):
    result = re.search(r"RE\[([^\]]*)\]", line).group(1)
    if float(result) != record["points"][0]:
        fail(f"GGF RE[{result}] but Black's points are {record['points'][0]}")
    # Moves: B[F5] or, where an engine decided, B[F5/eval/seconds].
    moves = re.findall(r"(?<=[;\]])([BW])\[([A-H][1-8]|PA)(?:/([^/\]]*)/([^\]]*))?\]", line)
    if len(moves) != record["plies"]:
        fail(f"game {record.get('game_index', 0)}: {len(moves)} GGF moves for {record['plies']} plies")
    decided = {d.get("ply", 0): d for d in record.get("decisions", [])}
    for ply, (colour, move, evaluation, seconds) in enumerate(moves):
        decision = decided.get(ply)
        if decision is None:
            if seconds:
                fail(f"game {record.get('game_index', 0)} ply {ply}: a time on a move no engine chose")
            continue
        if abs(float(seconds) * 1000 - decision.get("ms", 0)) > 5:
            fail(f"game {record.get('game_index', 0)} ply {ply}: {seconds} s but the log says {decision.get('ms', 0)} ms")
        if ("score" in decision) != bool(evaluation) or (evaluation and abs(float(evaluation) - decision["score"]) > 0.005):
            fail(f"game {record.get('game_index', 0)} ply {ply}: eval {evaluation!r} but the log says {decision.get('score')}")
    if len(decided) != len(record.get("decisions", [])) or not decided:
        fail(f"game {record.get('game_index', 0)}: decisions without distinct plies")
print(f"PASS: {len(games)} PGN games and {len(ggf)} GGF games read back")
PY
