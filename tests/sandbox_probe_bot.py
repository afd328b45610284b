#!/usr/bin/python3
"""Test fixture: a JSON-lines bot (any game, random legal moves) that first
tries what a sandboxed engine must not do, and says on stderr how each try
went, one line each: "probe NAME: ok" or "probe NAME: failed (why)".

  sandbox_probe_bot.py WRITE_PATH TMP_NAME READ_PATH... -- PORT FORKS

WRITE_PATH: a file to create outside its temporary directory; TMP_NAME: a
file to create in its TMPDIR; each READ_PATH (another engine's file, the
results log) is read; PORT: a TCP port on 127.0.0.1 to connect to; FORKS:
how many processes to start and hold at once (all killed before it plays).
"""
import json
import os
import random
import signal
import socket
import sys
import tempfile


def attempt(name, action):
    try:
        result = action()
        print(f"probe {name}: ok{'' if result is None else f' ({result})'}", file=sys.stderr)
    except Exception as error:  # every failure is an outcome to report
        print(f"probe {name}: failed ({type(error).__name__}: {error})", file=sys.stderr)


def write(path):
    with open(path, "w") as file:
        file.write("escaped\n")


def read(path):
    with open(path, "rb") as file:
        return f"{len(file.read())} bytes"


def connect(port):
    with socket.create_connection(("127.0.0.1", port), timeout=5):
        pass


def fork_many(count):
    children = []
    try:
        for _ in range(count):
            pid = os.fork()
            if pid == 0:
                signal.pause()
                os._exit(0)
            children.append(pid)
    except OSError as error:
        print(f"probe fork: {len(children)} of {count} ({error})", file=sys.stderr)
    else:
        print(f"probe fork: {len(children)} of {count}", file=sys.stderr)
    for pid in children:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)


def probe(argv):
    files, rest = argv[:argv.index("--")], argv[argv.index("--") + 1:]
    attempt("write_outside", lambda: write(files[0]))
    attempt("write_tmp", lambda: write(os.path.join(tempfile.gettempdir(), files[1])))
    for path in files[2:]:
        attempt(f"read {path}", lambda: read(path))
    attempt("tcp_connect", lambda: connect(int(rest[0])))
    fork_many(int(rest[1]))
    sys.stderr.flush()


def answer(message):
    call = next(key for key in message if key != "id")
    if call == "getInfo":
        return {"name": "sandbox-probe", "games": [{"game": "*"}]}
    if call == "decide":
        request = message["decide"]
        legal = request["legalActions"]
        return {"action": legal[random.Random(int(request["seed"])).randrange(len(legal))]}
    if call == "prepare":
        return {}
    return None


def main():
    probe(sys.argv[1:])
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        reply = answer(message)
        if reply is not None:
            call = next(key for key in message if key != "id")
            sys.stdout.write(json.dumps({"id": message["id"], call: reply}) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
