#!/usr/bin/python3
"""Soak test of the tourney harness: many games, faulty engines, outside kills.

Plays about --games random-vs-random games (default 20 000) at --concurrency
(default 8) with the faulty engine's modes mixed in over every transport, and
SIGKILLs one engine process from outside every --kill-every-s seconds. While
it runs it samples the harness's RSS, open file descriptors and the number of
processes it started; at the end it checks:

  - the results log holds every scheduled game index exactly once (no lost or
    doubled game), each a complete record;
  - the harness's RSS did not grow (the medians of the first and last fifth
    of the samples after warm-up), nor its open descriptors beyond what the
    engines live at the time hold (a least-squares fit of descriptors on
    live engines and time: the time term over the run is the growth);
  - no process the harness started outlives it (found by an environment
    marker every child inherits).

Not part of the default suite (it takes minutes). Run from the repo root:

  bazel build -c opt //harness:tourney //engines/random:random_engine \
      //engines/testing:faulty_engine
  /usr/bin/python3 tests/soak/soak.py            # --help for the knobs

Exit status 0 when every check passes; the figures are printed either way.
"""

import argparse
import json
import math
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from statistics import median

MARKER_KEY = "TOURNEY_SOAK_MARKER"
ENGINE_NAMES = ("random_engine", "faulty_engine")

FAULTY = "cmd={faulty}"
# Healthy random engines over each transport, and faulty ones over each.
ENGINES = [
    "name=rand_proto,builtin=random",
    "name=rand_grpc,builtin=random,protocol=grpc",
    "name=rand_jsonl,builtin=random,protocol=jsonl",
    "name=crash_grpc," + FAULTY + ",option.fault=crash,option.after=4",
    "name=illegal_jsonl," + FAULTY + ",args=--stdio,protocol=jsonl,option.fault=illegal,option.after=8",
    "name=error_proto," + FAULTY + ",args=--stdio=proto,protocol=proto,option.fault=error,option.after=2",
    "name=partial_jsonl," + FAULTY
    + ",args=--stdio,protocol=jsonl,option.fault=partial_line,option.after=12",
    "name=sleep_grpc," + FAULTY + ",option.fault=sleep,option.sleep_ms=1000,option.after=20",
]


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20000, help="games to play (about)")
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--kill-every-s", type=float, default=3.0,
                        help="SIGKILL one engine process this often")
    parser.add_argument("--game", default="reversi")
    parser.add_argument("--seed", type=int, default=20261123)
    parser.add_argument("--bin", default="bazel-bin", help="where the built binaries are")
    parser.add_argument("--warmup-s", type=float, default=10.0,
                        help="kills start after this; RSS and descriptors are compared with the "
                        "first sample after it")
    parser.add_argument("--rss-slack-kib", type=int, default=4096,
                        help="allowed RSS growth from warm-up to the end")
    parser.add_argument("--fd-slack", type=int, default=4,
                        help="allowed growth of the harness's open descriptors")
    parser.add_argument("--out", default=None, help="work directory (default: a new temp dir)")
    return parser.parse_args()


def marked_processes(marker):
    """Pids of live processes whose environment carries the soak marker."""
    needle = f"{MARKER_KEY}={marker}".encode()
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as env:
                if needle in env.read().split(b"\0"):
                    pids.append(int(entry))
        except OSError:
            continue
    return pids


def comm(pid):
    try:
        with open(f"/proc/{pid}/comm") as f:
            return f.read().strip()
    except OSError:
        return ""


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def fd_count(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def games_per_pairing(total, engines):
    pairings = engines * (engines - 1) // 2
    per = math.ceil(total / pairings)
    return per + per % 2


def check_log(path, expected):
    """(complete records by index, problems) of a results log."""
    seen = {}
    problems = []
    with open(path) as log:
        for number, line in enumerate(log, 1):
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                problems.append(f"{path}:{number}: not a complete JSON line")
                continue
            # int64 fields are JSON strings; proto3 JSON leaves out index 0.
            index = int(record.get("game_index", 0))
            if index in seen:
                problems.append(f"{path}:{number}: game {index} recorded twice")
            seen[index] = record
    missing = [i for i in range(expected) if i not in seen]
    if missing:
        problems.append(f"{len(missing)} games missing, first {missing[:5]}")
    return seen, problems


def descriptor_growth(samples):
    """Growth over the samples' span of the harness's descriptors, from the
    least-squares fit fds = a + b * live engines + c * seconds."""
    if len(samples) < 4:
        return 0.0
    rows = [(1.0, float(x[3]), float(x[0])) for x in samples]
    ys = [float(x[2]) for x in samples]
    # Normal equations (3 x 3), solved by Gaussian elimination.
    m = [[sum(r[i] * r[j] for r in rows) for j in range(3)]
         + [sum(r[i] * y for r, y in zip(rows, ys))] for i in range(3)]
    for col in range(3):
        pivot = max(range(col, 3), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-9:
            return 0.0  # degenerate (no variation): nothing to fit
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(3):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [a - f * b for a, b in zip(m[r], m[col])]
    slope_per_s = m[2][3] / m[2][2]
    return slope_per_s * (samples[-1][0] - samples[0][0])


def main():
    args = parse_args()
    tourney = os.path.join(args.bin, "harness/tourney")
    faulty = os.path.abspath(os.path.join(args.bin, "engines/testing/faulty_engine"))
    for binary in (tourney, faulty):
        if not os.access(binary, os.X_OK):
            sys.exit(f"soak: {binary} is not built; see --help for the build command")
    work = args.out or tempfile.mkdtemp(prefix="tourney-soak-")
    os.makedirs(work, exist_ok=True)
    results = os.path.join(work, "results.jsonl")
    specs = [spec.format(faulty=faulty) for spec in ENGINES]
    per_pairing = games_per_pairing(args.games, len(specs))
    expected = per_pairing * len(specs) * (len(specs) - 1) // 2
    marker = f"{os.getpid()}-{time.time_ns()}"
    command = [tourney, "run", "--game", args.game, "--games", str(per_pairing),
               "--concurrency", str(args.concurrency), "--seed", str(args.seed),
               "--move-time-ms", "20", "--deadline-margin-ms", "500",
               "--results", results, "--quiet"]
    for spec in specs:
        command += ["--engine", spec]
    print(f"soak: {expected} games of {args.game} ({per_pairing} per pairing, {len(specs)} engines), "
          f"concurrency {args.concurrency}, seed {args.seed}, an engine killed every "
          f"{args.kill_every_s:g} s; work dir {work}", flush=True)

    env = dict(os.environ, **{MARKER_KEY: marker})
    rng = random.Random(args.seed)
    started = time.monotonic()
    with open(os.path.join(work, "tourney.out"), "w") as out:
        harness = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env)
    # (seconds since start, harness RSS KiB, harness open descriptors, live
    # engine processes)
    samples = []
    kills = 0
    next_kill = started + args.warmup_s  # engines start up undisturbed
    seen_pids = set()
    while harness.poll() is None:
        time.sleep(0.5)
        now = time.monotonic()
        try:
            pids = [p for p in marked_processes(marker) if p != harness.pid]
            seen_pids.update(pids)
            samples.append((now - started, rss_kib(harness.pid), fd_count(harness.pid), len(pids)))
        except OSError:
            break  # the harness just exited
        if now >= next_kill:
            engines = [p for p in pids if comm(p) in ENGINE_NAMES]
            if engines:
                try:
                    os.kill(rng.choice(engines), signal.SIGKILL)
                    kills += 1
                except ProcessLookupError:
                    pass
            next_kill = now + args.kill_every_s
    code = harness.wait()
    elapsed = time.monotonic() - started
    time.sleep(1.0)  # let the reaper finish
    survivors = marked_processes(marker)

    problems = []
    if code != 0:
        problems.append(f"tourney exited with {code} (see {work}/tourney.out)")
    records = {}
    if os.path.exists(results):
        records, log_problems = check_log(results, expected)
        problems += log_problems
    else:
        problems.append(f"no results log at {results}")
    # Steady state only: from warm-up until the last games drain away.
    steady = [x for x in samples if x[0] >= args.warmup_s and x[1] > 0] or samples
    window = max(1, len(steady) // 5)
    early, late = steady[:window], steady[-window:]
    rss_early, rss_late = median(x[1] for x in early), median(x[1] for x in late)
    fds_early, fds_late = median(x[2] for x in early), median(x[2] for x in late)
    peak = max(x[1] for x in samples)
    if rss_late - rss_early > args.rss_slack_kib:
        problems.append(f"RSS grew from {rss_early} to {rss_late} KiB (medians)")
    # The harness holds a few descriptors per live engine, and how many
    # engines are live (and over which transport) changes from sample to
    # sample: a leak is growth over time once that is accounted for.
    fd_growth = descriptor_growth(steady)
    if fd_growth > args.fd_slack:
        problems.append(f"open descriptors grew by {fd_growth:.1f} over the run, beyond what "
                        f"the live engines hold (medians {fds_early} -> {fds_late})")
    if survivors:
        problems.append(f"{len(survivors)} processes outlived the harness: "
                        + ", ".join(f"{p} ({comm(p)})" for p in survivors[:5]))
    terminations = {}
    for record in records.values():
        reason = record.get("termination", "normal")
        terminations[reason] = terminations.get(reason, 0) + 1

    print(f"soak: {len(records)} of {expected} games logged in {elapsed:.0f} s "
          f"({len(records) / elapsed:.0f} games/s), {kills} engines killed, "
          f"{len(seen_pids)} processes started")
    print("soak: terminations " + ", ".join(f"{k} {v}" for k, v in sorted(terminations.items())))
    print(f"soak: harness RSS {rss_early} KiB early, {rss_late} KiB late (medians of the first "
          f"and last fifth after warm-up; peak {peak}); open descriptors {fds_early} -> "
          f"{fds_late} (medians), growth over the run beyond the live engines' "
          f"{fd_growth:+.1f}; processes left after the harness exited: {len(survivors)}")
    for problem in problems:
        print(f"soak: FAIL {problem}")
    print("soak: PASS" if not problems else f"soak: {len(problems)} problems")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
