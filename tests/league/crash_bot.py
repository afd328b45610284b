#!/usr/bin/python3
"""A JSON-lines bot (bot.v1) that plays a random legal move from each
request's seed, except:
 - mode "no-opening" (the default): it exits with status 3 at a decision
   before ply 4, so it passes `tourney check` (whose Reversi games start
   after 4 random opening plies) and crashes in every game of a league
   made with --opening-plies 0;
 - mode "illegal" (a file `mode` beside it saying so): it answers every
   decision with d4, taken from the start, so `tourney check` fails it."""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def mode():
    try:
        with open(os.path.join(HERE, "mode")) as text:
            return text.read().strip()
    except FileNotFoundError:
        return "no-opening"


def main():
    how = mode()
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        call = next(key for key in message if key != "id")
        if call == "getInfo":
            reply = {"name": "crash-bot", "games": [{"game": "*"}]}
        elif call == "prepare":
            reply = {}
        elif call == "decide":
            request = message["decide"]
            if how == "no-opening" and int(request.get("ply", 0)) < 4:
                sys.stderr.write("crash-bot: a game without its opening: exiting\n")
                return 3
            legal = request["legalActions"]
            action = legal[random.Random(int(request["seed"])).randrange(len(legal))]
            if how == "illegal":
                action = {"reversi": {"square": 27}}  # d4: taken from the start
            reply = {"action": action}
        else:
            continue
        sys.stdout.write(json.dumps({"id": message["id"], call: reply}) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
