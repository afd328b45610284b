#!/usr/bin/python3
"""What one game costs: wall and CPU seconds per game of every built-in engine.

For each game and built-in engine (its default options, the seed document's
approach where the engine has one, and the random baseline) this plays a
small self-play tournament at concurrency 1 under the harness's default
conditions (--move-time-ms 100 for engines with no limits of their own) and
prints, per game played:

  wall s   elapsed time, harness included: what a core is busy for when every
           core runs one game (time-budgeted engines think for their whole
           budget, so this is mostly plies x move time)
  CPU s    user + system time of the harness and its engines (rusage of the
           whole process tree)
  plies    mean plies per game (decisions, for dice and guessing games)

Each tournament is played once before it is timed (engines that build tables
on first use, e.g. Yacht's, do it then). docs/scaling.md turns these figures
into shard and core counts. Run from the repo root after
`bazel build -c opt //harness:tourney //engines/...`:

  /usr/bin/python3 bench/game_cost.py [--games K] [--only GAME]
"""

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

# (game, label, engine spec options after builtin=...); both seats the same.
ENGINES = [
    ("reversi", "strong (default)", "builtin=reversi"),
    ("reversi", "seed (eval=seed)", "builtin=reversi,option.eval=seed"),
    ("reversi", "random", "builtin=random"),
    ("yacht", "optimal (default)", "builtin=yacht"),
    ("yacht", "seed (policy=seed)", "builtin=yacht,option.policy=seed"),
    ("yacht", "random", "builtin=random"),
    ("battleship", "density (default)", "builtin=battleship"),
    ("battleship", "random", "builtin=random"),
    ("davinci", "inference (default)", "builtin=davinci"),
    ("davinci", "seed (policy=seed)", "builtin=davinci,option.policy=seed"),
    ("davinci", "random", "builtin=random"),
    ("nimtetris", "solver (default)", "builtin=nimtetris"),
    ("nimtetris", "random", "builtin=random"),
]


def children_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def play(tourney, builtin_dir, game, spec, games, work):
    """(wall s, CPU s, mean plies) of one self-play tournament."""
    results = os.path.join(work, "results.jsonl")
    for leftover in (results, results + ".lock"):
        if os.path.exists(leftover):
            os.remove(leftover)
    command = [tourney, "run", "--game", game, "--games", str(games), "--concurrency", "1",
               "--seed", "1", "--quiet", "--builtin-dir", builtin_dir, "--results", results,
               "--engine", "name=a," + spec, "--engine", "name=b," + spec]
    cpu_before = children_cpu_seconds()
    started = time.monotonic()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.monotonic() - started
    cpu = children_cpu_seconds() - cpu_before
    if done.returncode != 0:
        sys.exit(f"game_cost: {' '.join(command)} failed:\n{done.stderr}")
    plies = []
    with open(results) as log:
        for line in log:
            record = json.loads(line)
            plies.append(int(record.get("plies", 0)))
            if record.get("termination", "normal") != "normal":
                sys.exit(f"game_cost: {game} {spec}: a game ended by "
                         f"{record['termination']}: {record.get('terminationDetail', '')}")
    return wall, cpu, sum(plies) / len(plies)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10, help="games per engine (even)")
    parser.add_argument("--only", default=None, help="one game only")
    parser.add_argument("--bin", default="bazel-out/k8-opt/bin",
                        help="where the -c opt binaries are")
    args = parser.parse_args()
    tourney = os.path.join(args.bin, "harness/tourney")
    builtin_dir = os.path.join(args.bin, "engines")
    if not os.access(tourney, os.X_OK):
        sys.exit(f"game_cost: {tourney} is not built; see --help")
    print("| game | engine (self-play) | games | wall s/game | CPU s/game | plies/game |")
    print("|---|---|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory(prefix="tourney-cost-") as work:
        for game, label, spec in ENGINES:
            if args.only and game != args.only:
                continue
            play(tourney, builtin_dir, game, spec, 2, work)  # warm-up: tables, caches
            wall, cpu, plies = play(tourney, builtin_dir, game, spec, args.games, work)
            print(f"| {game} | {label} | {args.games} | {wall / args.games:.3f} | "
                  f"{cpu / args.games:.3f} | {plies:.1f} |", flush=True)


if __name__ == "__main__":
    main()
