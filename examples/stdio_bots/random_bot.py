#!/usr/bin/env python3
"""A bot.v1 engine over stdin/stdout JSON lines, Python standard library only.

It plays every game: each decision is a random pick among the request's
legalActions, drawn with the request's seed (so a replayed game replays).
Join a tournament with

  ./tourney run --engine name=py,cmd=examples/stdio_bots/random_bot.py,protocol=jsonl ...

Each line on stdin is one request, {"id": N, "<call>": {...}} with <call> one
of getInfo, prepare, decide, gameOver (protos/bot/v1/stdio.proto); the answer
is one line with the same id under the same key, or under "error". stdout
carries answers only: log to stderr.
"""
import json
import random
import sys


def get_info(_request):
    # "*": any game, since only legalActions are read; a game-specific bot
    # lists its games instead, e.g. [{"game": "reversi"}].
    return {
        "name": "random-bot-py",
        "version": "1.0",
        "games": [{"game": "*"}],
        "options": [{
            "name": "first",
            "type": "BOOL",
            "defaultValue": "false",
            "description": "play the first legal action instead of a random one",
        }],
    }


def prepare(_request):
    return {}  # nothing to load; answering is optional (UNIMPLEMENTED is fine)


def decide(request):
    legal = request["legalActions"]
    if request.get("options", {}).get("first") == "true":
        return {"action": legal[0]}
    # 64-bit integers (seed, timeBudgetMs) arrive as JSON strings.
    pick = random.Random(int(request["seed"])).randrange(len(legal))
    return {"action": legal[pick]}


CALLS = {"getInfo": get_info, "prepare": prepare, "decide": decide}


def answer(line):
    message = json.loads(line)
    call = next(key for key in message if key != "id")
    if call == "gameOver":
        return None  # optional: the harness never waits for this answer
    if call not in CALLS:
        return {"id": message["id"],
                "error": {"code": "UNIMPLEMENTED", "message": "unknown call " + call}}
    return {"id": message["id"], call: CALLS[call](message[call])}


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        reply = answer(line)
        if reply is not None:
            sys.stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
