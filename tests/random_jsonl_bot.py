"""What the hostile test bots share: bot.v1 as JSON lines on stdin/stdout,
any game, a random legal move (from the request's seed) for each decision.
"""
import json
import random
import sys


def answer(message, name, on_decide):
    call = next(key for key in message if key != "id")
    if call == "getInfo":
        return {"name": name, "games": [{"game": "*"}]}
    if call == "decide":
        on_decide()
        request = message["decide"]
        legal = request["legalActions"]
        return {"action": legal[random.Random(int(request["seed"])).randrange(len(legal))]}
    if call == "prepare":
        return {}
    return None


def serve(name, on_decide=lambda: None):
    """Answers requests until stdin closes; `on_decide` runs at each decision."""
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        reply = answer(message, name, on_decide)
        if reply is not None:
            call = next(key for key in message if key != "id")
            sys.stdout.write(json.dumps({"id": message["id"], call: reply}) + "\n")
            sys.stdout.flush()
