#!/usr/bin/python3
"""Do the ratings' 95% intervals cover? Reads ratings.txt files of runs whose
engines are named TYPE-COPY (copies of a few engine types) and a reference
ratings.txt of the types alone from a long run; prints, per design, how many
engines got a two-sided interval, a one-sided limit or none, and how many of
those cover the type's reference rating.

Every report's scale is "mean 0 over the rated engines", so the reference is
recentred on the same engines (the rated ones of that run) before comparing.

  bench/interval_coverage.py REFERENCE_RATINGS DESIGN=RUN_DIR_GLOB ...
"""
import glob
import re
import sys

ROW = re.compile(r"^\d+\s+(\S+)\s+(\S+)\s+(\[\s*[-+]?\d+,\s*[-+]?\d+\]|\([^)]*\))\s+\d+\s")


def rows(path):
    """(engine, rating cell, interval cell) of a ratings table."""
    with open(path) as f:
        for line in f:
            if line.startswith("likelihood of superiority"):
                break
            m = ROW.match(line)
            if m:
                yield m.group(1), m.group(2), m.group(3)


def engine_type(name):
    return name.rsplit("-", 1)[0] if "-" in name else name


def reference(path):
    """Rating by type (the reference's engines are named TYPE-1)."""
    return {engine_type(name): float(cell) for name, cell, _ in rows(path)
            if re.fullmatch(r"[-+]\d+", cell)}


def judge(truth, path):
    """Per engine: ('two', covered) / ('one', covered) / ('none', None)."""
    table = list(rows(path))
    rated = [name for name, cell, _ in table if re.fullmatch(r"[-+]\d+", cell)]
    if not rated:
        shift = 0.0
    else:
        shift = sum(truth[engine_type(n)] for n in rated) / len(rated)
    verdicts = []
    for name, cell, interval in table:
        t = truth[engine_type(name)] - shift
        if interval.startswith("["):
            low, high = (float(x) for x in interval.strip("[]").split(","))
            verdicts.append(("two", low <= t <= high))
        elif cell.startswith(">") and "limit" in interval:
            verdicts.append(("one", t >= float(cell[1:])))
        elif cell.startswith("<") and "limit" in interval:
            verdicts.append(("one", t <= float(cell[1:])))
        else:
            verdicts.append(("none", None))
    return verdicts


def main():
    truth = reference(sys.argv[1])
    print("| design | runs | engines | two-sided intervals | cover | one-sided limits | cover |"
          " none | got one (two- or one-sided) | cover (all given) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for spec in sys.argv[2:]:
        design, pattern = spec.split("=", 1)
        files = sorted(glob.glob(pattern))
        counts = {"two": [0, 0], "one": [0, 0], "none": [0, 0]}
        for path in files:
            for kind, covered in judge(truth, path):
                counts[kind][0] += 1
                counts[kind][1] += bool(covered)
        total = sum(c[0] for c in counts.values())
        given = counts["two"][0] + counts["one"][0]
        covered = counts["two"][1] + counts["one"][1]

        def share(k, n):
            return f"{k}/{n} = {k / n:.3f}" if n else "-"

        print(f"| {design} | {len(files)} | {total} | {counts['two'][0]} | "
              f"{share(counts['two'][1], counts['two'][0])} | {counts['one'][0]} | "
              f"{share(counts['one'][1], counts['one'][0])} | {counts['none'][0]} | "
              f"{share(given, total)} | {share(covered, given)} |")


if __name__ == "__main__":
    main()
