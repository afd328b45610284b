#!/usr/bin/python3
"""Writes a synthetic results log: N Reversi games among K engines laid out
as `tourney run` schedules them (round robin, seat-swapped pairs sharing a
seed, rotation by rotation), with results drawn from fixed Elo gaps, disc
differentials, and a few decisions per game (times, depth, nodes, score).
Every line is a game record that `tourney ratings`, `report`, `export` and
`merge` accept; --shards N writes the N logs `tourney run --shard I/N` would
(game_index % N == I) instead of one, for `tourney merge`.

    bench/synthetic_results_log.py --games 1000000 --engines 8 --out /tmp/log.jsonl
"""
import argparse
import itertools
import json
import random


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--engines", type=int, default=8)
    parser.add_argument("--decisions", type=int, default=8, help="decisions kept per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--shards", type=int, default=1)
    parser.add_argument("--out", required=True, help="the log (with --shards: OUT.I for each I)")
    args = parser.parse_args()
    if args.games < 1 or args.engines < 2 or args.shards < 1:
        parser.error("expected --games >= 1, --engines >= 2, --shards >= 1")

    rng = random.Random(args.seed)
    names = ["engine%02d" % i for i in range(args.engines)]
    elo = [100.0 * i for i in range(args.engines)]
    groups = list(itertools.combinations(range(args.engines), 2))
    tournament_id = "synthetic%08x" % (args.seed * 2654435761 % 2**32)
    outs = ([open(args.out, "w")] if args.shards == 1 else
            [open("%s.%d" % (args.out, i), "w") for i in range(args.shards)])
    for index in range(args.games):
        rotation, within = divmod(index, 2 * len(groups))
        group, shift = divmod(within, 2)
        seats = [groups[group][shift], groups[group][1 - shift]]
        seed = (rotation * 0x9E3779B97F4A7C15 + args.seed) % 2**64
        expected = 1 / (1 + 10 ** ((elo[seats[1]] - elo[seats[0]]) / 400))
        draw = rng.random() < 0.05
        first_wins = rng.random() < expected
        discs = 0 if draw else rng.randint(1, 40) * (1 if first_wins else -1)
        score = 0.5 if draw else (1.0 if first_wins else 0.0)
        decisions = []
        for ply in range(args.decisions):
            ms = rng.randint(1, 60)
            decisions.append({"seat": ply % 2, "ms": ms, "engine_ms": max(0, ms - 1),
                              "depth": rng.randint(4, 12), "nodes": str(rng.randint(1000, 90000)),
                              "score": round(rng.uniform(-20, 20), 1), "ply": 4 + ply})
        record = {
            "tournament_id": tournament_id, "game_index": str(index),
            "pair_index": str(index // 2), "game": "reversi", "seed": str(seed),
            "players": [{"name": names[s]} for s in seats],
            "scores": [score, 1 - score], "points": [discs, -discs],
            "plies": 60, "termination": "normal", "fault_seat": -1,
            "opening_plies": 4, "finished_at": "2026-11-26T04:00:00Z", "duration_ms": "1200",
            "decisions": decisions, "clock_left_ms": [str(rng.randint(0, 60000)) for _ in seats],
        }
        outs[index % args.shards].write(json.dumps(record, separators=(",", ":")) + "\n")
    for out in outs:
        out.close()


if __name__ == "__main__":
    main()
