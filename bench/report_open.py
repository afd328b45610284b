"""The HTML report at tournament scale: its size for 1 000 and 10 000 games
and how long headless Chromium takes to open it (navigation start to the
end of the load event, the game list rendered), then to open one game's
replay and send it to its end.

  bazel build -c opt //harness:tourney //engines:builtin
  /usr/bin/python3 bench/report_open.py [--games 1000,10000] [--runs 3]

The games are real Reversi records (strong vs the seed engine at depth 3,
with every decision's time, depth, nodes and score), repeated under new
game indices to the size wanted; `tourney report` writes the page."""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "browser"))
import cdp  # noqa: E402

TOURNEY = os.path.join(ROOT, "bazel-bin", "harness", "tourney")


def sample_records(scratch):
    results = os.path.join(scratch, "sample", "results.jsonl")
    subprocess.run([TOURNEY, "run", "--quiet", "--seed", "1", "--games", "10",
                    "--builtin-dir", os.path.join(ROOT, "bazel-bin", "engines"),
                    "--engine", "name=strong,builtin=reversi",
                    "--engine", "name=seed-d3,builtin=reversi,option.eval=seed,option.depth=3",
                    "--engine", "name=random,builtin=random", "--results", results],
                   check=True, stdout=subprocess.DEVNULL)
    with open(results) as log:
        return [json.loads(line) for line in log]


def write_log(records, games, path):
    with open(path, "w") as out:
        for index in range(games):
            record = dict(records[index % len(records)])
            record["game_index"] = str(index)
            record["pair_index"] = str(index // 2)
            out.write(json.dumps(record, separators=(",", ":")) + "\n")


def open_page(browser, page):
    browser.navigate("file://" + page)
    load_ms = browser.evaluate(
        "performance.timing.loadEventEnd - performance.timing.navigationStart")
    rows = browser.evaluate("document.querySelectorAll('#games tr[id]').length")
    start = time.perf_counter()
    browser.evaluate("document.querySelector('#games button.open').click();"
                     "document.getElementById('replay-last').click()")
    replay_ms = (time.perf_counter() - start) * 1000
    return load_ms, replay_ms, rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", default="1000,10000")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    binary = cdp.find_chromium()
    if binary is None:
        sys.exit("no Chromium (apt-get install chromium)")
    scratch = tempfile.mkdtemp(prefix="report-open-")
    records = sample_records(scratch)
    with cdp.Chromium(binary) as browser:
        for games in (int(g) for g in args.games.split(",")):
            log = os.path.join(scratch, f"{games}.jsonl")
            page = os.path.join(scratch, f"{games}.html")
            write_log(records, games, log)
            start = time.perf_counter()
            subprocess.run([TOURNEY, "report", log, "--out", page], check=True,
                           stderr=subprocess.DEVNULL)
            write_s = time.perf_counter() - start
            loads, replays = [], []
            for _ in range(args.runs):
                load_ms, replay_ms, rows = open_page(browser, page)
                loads.append(load_ms)
                replays.append(replay_ms)
            print(f"{games} games: log {os.path.getsize(log) / 1e6:.1f} MB, page "
                  f"{os.path.getsize(page) / 1e6:.2f} MB (written in {write_s:.1f} s); open "
                  f"(navigation start to load end, {rows} rows listed) median "
                  f"{statistics.median(loads):.0f} ms of {args.runs} ({min(loads):.0f}-"
                  f"{max(loads):.0f}); a replay opened and sent to its end "
                  f"{statistics.median(replays):.0f} ms")


if __name__ == "__main__":
    main()
