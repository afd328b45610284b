#!/usr/bin/python3
"""A bot that is a built-in engine behind a gate: starts the engine in its
directory (`./gate_proxy.py ENGINE ARGS...`), passes the harness's lines
to it, and while the file named in `gate_path` (beside this script) exists,
holds each `decide` request back. The engine answers the harness directly.
With the gate closed every game stops at its next decision, so a test can
kill the league's server with games in flight at a moment it picks; the
results do not change (games are untimed). Exits when the harness that
started it is gone."""

import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    with open(os.path.join(HERE, "gate_path")) as named:
        gate = named.read().strip()
    parent = os.getppid()
    engine = subprocess.Popen([os.path.join(HERE, sys.argv[1])] + sys.argv[2:],
                              stdin=subprocess.PIPE)
    for line in sys.stdin.buffer:
        if b'"decide"' in line:
            while os.path.exists(gate):
                if os.getppid() != parent:
                    engine.kill()
                    return 0
                time.sleep(0.05)
        engine.stdin.write(line)
        engine.stdin.flush()
    engine.stdin.close()
    return engine.wait()


if __name__ == "__main__":
    sys.exit(main())
