"""No default in a --help text is written as a number: each is a placeholder
($GAMES) that harness/cli/help_defaults.cc fills from the constant the code
uses. And every command's --help, as printed, has no placeholder left.

Run by tests/help_defaults_test.sh with the harness/cli sources and the
tourney binary as data.
"""
import glob
import re
import subprocess
import sys

# A C string literal, and the seams between adjacent ones ("...\n"  "...").
LITERAL = re.compile(r'R"\((.*?)\)"|"((?:[^"\\\n]|\\.)*)"', re.S)
# "default 20", "default: 0.95", "(default\n 10000", "default -1".
NUMBER_DEFAULT = re.compile(r"\bdefault\b[\s:=]*-?[0-9]")
PLACEHOLDER = re.compile(r"\$[A-Z][A-Z0-9_]+")
COMMANDS = [[], ["run"], ["check"], ["report"], ["sprt"], ["slurm"], ["merge"], ["export"],
            ["league"]] + [["league", c] for c in ("init", "add", "update", "retire", "token",
                                                   "serve", "status", "export")]


def literal_texts(source):
    """Each statement's string literals joined, as the compiler joins them."""
    texts, current, last_end = [], [], None
    for match in LITERAL.finditer(source):
        between = source[last_end:match.start()] if last_end is not None else "x"
        if current and between.strip():
            texts.append("".join(current))
            current = []
        current.append((match.group(1) or match.group(2) or "").replace("\\n", "\n"))
        last_end = match.end()
    if current:
        texts.append("".join(current))
    return texts


def main():
    failures = []
    sources = sorted(glob.glob("harness/cli/*.cc"))
    if not sources:
        sys.exit("no harness/cli sources in the test's data")
    for path in sources:
        if path.endswith("_test.cc"):
            continue
        with open(path, encoding="utf-8") as f:
            for text in literal_texts(f.read()):
                for match in NUMBER_DEFAULT.finditer(text):
                    snippet = text[max(0, match.start() - 30):match.end() + 10].replace("\n", " ")
                    failures.append(f"{path}: a default written as a number: ...{snippet}...")
    for command in COMMANDS:
        words = ["harness/tourney", *command, "--help"]
        printed = subprocess.run(words, capture_output=True, text=True)
        if printed.returncode != 0:
            failures.append(f"{' '.join(words)}: exit {printed.returncode}: {printed.stderr}")
        for left in sorted(set(PLACEHOLDER.findall(printed.stdout))):
            failures.append(f"{' '.join(words)}: placeholder {left} not replaced")
    for failure in failures:
        print("FAIL:", failure)
    print(f"{len(sources)} sources and {len(COMMANDS)} --help texts checked, "
          f"{len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
