"""Every `./tourney` command shown in README.md and docs/ works as shown.

Each line of a fenced block that starts with `./tourney` (a trailing
backslash joins the next line; `# ...` is a comment) is run against the
real binary, in a scratch directory that holds the repository's examples/
and docs/ and a real results log wherever a command reads one (an absolute
path a command writes, `--out /x`, is moved into the scratch directory):
  - the default tournament, `run`, `sprt` and `check` with --dry-run (the
    command line and its config checked as the real run checks them, the
    plan printed; no engine started, nothing written);
  - `slurm` with --no-submit (the scripts written, nothing submitted);
  - `ratings`, `report`, `export` and `merge` run for real;
  - `league` commands run for real, a document's in order in one directory
    of their own (the league file they share, and bots/random-cpp holding
    the built-in random engine as the documents copy it); `serve` on a free
    port until it has committed a few games;
  - `--help` forms run as they are;
  - `test` (the wrapper's own command) is only recognised.
Run by tests/docs_commands_test.sh with the documents, examples and binaries
as data; argv[1:] are the Markdown files.
"""
import os
import re
import shlex
import shutil
import subprocess
import sys

HERE = os.getcwd()
TOURNEY = os.path.join(HERE, "harness/tourney")
ENGINES = os.path.join(HERE, "engines")
FENCE = re.compile(r"^\s*```")
# Flags whose value a command writes, not reads.
OUTPUT_FLAGS = {"--out", "-o"}


def doc_commands(path):
    """(line number, command text) of each ./tourney line in fenced blocks."""
    commands, in_block, pending = [], False, None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if FENCE.match(line):
                in_block, pending = not in_block, None
                continue
            if not in_block:
                continue
            text = line.strip()
            if pending is not None:
                pending[1] += " " + text
            elif text.startswith("./tourney"):
                pending = [number, text]
            else:
                continue
            if pending[1].endswith("\\"):
                pending[1] = pending[1][:-1]
            else:
                commands.append(tuple(pending))
                pending = None
    return commands


def make_fixture(scratch, swiss=False):
    """A small real results log (random Reversi engines: two in a round robin, or four in
    a Swiss of single games), for commands that read one."""
    log = os.path.join(scratch, "swiss-fixture" if swiss else "fixture", "results.jsonl")
    names = "abcd" if swiss else "ab"
    engines = [arg for n in names for arg in ("--engine", f"name={n},builtin=random")]
    layout = ["--format", "swiss", "--rounds", "3", "--games", "1"] if swiss else ["--games", "4"]
    subprocess.run([TOURNEY, "run", "--quiet", *engines, *layout, "--seed", "1",
                    "--builtin-dir", ENGINES, "--results", log],
                   check=True, stdout=subprocess.DEVNULL)
    return log


def provide_inputs(words, fixtures, cwd):
    """Every .jsonl the command reads made a copy of a fixture (with its config copy): the
    Swiss's where the path names one, else the round robin's."""
    for i, word in enumerate(words):
        if not word.endswith(".jsonl") or (i > 0 and words[i - 1] in OUTPUT_FLAGS):
            continue
        target = os.path.join(cwd, word)
        if os.path.exists(target):
            continue
        os.makedirs(os.path.dirname(target) or cwd, exist_ok=True)
        fixture = fixtures["swiss" if "swiss" in word else "round_robin"]
        shutil.copyfile(fixture, target)
        shutil.copyfile(fixture + ".config.txtpb", target + ".config.txtpb")


def rooted_outputs(words, cwd):
    """The words with an absolute path a command writes (--out /x) moved under `cwd`."""
    moved = list(words)
    for i in range(1, len(moved)):
        if moved[i - 1] in OUTPUT_FLAGS and os.path.isabs(moved[i]):
            moved[i] = os.path.join(cwd, moved[i].lstrip("/"))
    return moved


def how_to_check(words):
    """The words to run for a documented command, or None when it is not run."""
    command = words[0] if words and not words[0].startswith("-") else ""
    if "--help" in words or command == "help":
        return words
    if command == "test":
        return None
    if command in ("", "run", "sprt", "check"):
        return words + ["--dry-run"]
    if command == "slurm":
        return words if "--no-submit" in words else words + ["--no-submit"]
    if command in ("ratings", "report", "export", "merge"):
        return words
    if command == "league":
        if len(words) > 1 and words[1] == "serve":
            return words + ["--port", "0", "--stop-after-games", "4"]
        return words
    raise ValueError(f"no way to check the command '{command}': teach docs_commands_test")


def league_dir(scratch, path):
    """The directory a document's league commands share, made on first use: the example
    stdio bots, the built-in random engine's binary in bots/random-cpp and a changed
    random_bot.py in bots/random-py-v2 (docs/league.md's update), as real files (a
    league stores no link, and runfiles are links)."""
    cwd = os.path.join(scratch, "league-" + os.path.basename(path))
    if not os.path.isdir(cwd):
        example = os.path.join(HERE, "examples", "stdio_bots")
        for bot_dir, files in ((os.path.join("examples", "stdio_bots"),
                                [os.path.join(example, name)
                                 for name in ("random_bot.py", "first_legal_bot.js")]),
                               (os.path.join("bots", "random-cpp"),
                                [os.path.join(ENGINES, "random", "random_engine")]),
                               (os.path.join("bots", "random-py-v2"),
                                [os.path.join(example, "random_bot.py")])):
            os.makedirs(os.path.join(cwd, bot_dir))
            for source in files:
                shutil.copy(source, os.path.join(cwd, bot_dir))
        with open(os.path.join(cwd, "bots", "random-py-v2", "random_bot.py"), "a") as bot:
            bot.write("# version 2\n")
    return cwd


def main(paths):
    scratch = os.environ.get("TEST_TMPDIR") or os.path.abspath("docs-commands-scratch")
    fixtures = {"round_robin": make_fixture(scratch), "swiss": make_fixture(scratch, swiss=True)}
    checked, failures = 0, []
    for path in paths:
        for number, text in doc_commands(path):
            where = f"{path}:{number}"
            try:
                words = shlex.split(text, comments=True)[1:]
                run = how_to_check(words)
            except ValueError as error:
                failures.append(f"{where}: {text}: {error}")
                continue
            if run is None:
                continue
            if words[:1] == ["league"]:
                cwd = league_dir(scratch, path)
            else:
                cwd = os.path.join(scratch, f"cmd{checked}")
                os.makedirs(cwd)
                for shared in ("examples", "docs"):
                    os.symlink(os.path.join(HERE, shared), os.path.join(cwd, shared))
            provide_inputs(words, fixtures, cwd)
            result = subprocess.run([TOURNEY, *rooted_outputs(run, cwd)], cwd=cwd, capture_output=True, text=True,
                                    stdin=subprocess.DEVNULL, timeout=120)
            checked += 1
            if result.returncode != 0:
                message = (result.stderr or result.stdout).strip().splitlines()
                failures.append(f"{where}: {text}\n  exit {result.returncode}: "
                                f"{message[-1] if message else '(nothing printed)'}")
    for failure in failures:
        print("FAIL:", failure)
    print(f"{checked} documented commands run, {len(failures)} failed")
    if checked == 0:
        print("FAIL: no command found in", paths)
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
