#!/usr/bin/python3
"""Test and benchmark fixture: a JSON-lines bot (any game, random legal
moves) that hogs what the sandbox shares out.

  hog_bot.py cpu N        N processes spinning on the CPU for its whole life
  hog_bot.py memory MB    touches MB MiB of memory at its first decision

The spinners are processes, not threads: CPython's lock would keep threads
on one core.
"""
import multiprocessing
import sys

import random_jsonl_bot


def spin():
    while True:
        pass


def main():
    hog, amount = sys.argv[1], int(sys.argv[2])
    if hog == "cpu":
        for _ in range(amount):
            multiprocessing.Process(target=spin, daemon=True).start()
        random_jsonl_bot.serve("cpu-hog")
        return
    held = []

    def touch():
        if not held:
            held.append(b"\1" * (amount << 20))

    random_jsonl_bot.serve("memory-hog", touch)


if __name__ == "__main__":
    main()
