"""The default tournament's output block in README.md: check it or rewrite it.

README.md shows the ratings table that plain `./tourney` prints, in the fenced
block after the marker line below. `check` compares that block with the
first lines of a report the default tournament printed (the README may show
fewer lines than the report has, never other ones); `write` replaces the
block with the report's first lines, keeping its length unless told.

  readme_table.py check README.md REPORT
  readme_table.py write README.md REPORT [LINES]
"""
import difflib
import sys

MARKER = "<!-- default-tournament-output: generated, checked by tests/readme_table_test -->"


def block_span(lines):
    """(first, end) line indices of the block's contents, after the marker's fence."""
    try:
        marker = lines.index(MARKER)
    except ValueError:
        sys.exit(f"readme_table: README has no line '{MARKER}'")
    fence = marker + 1
    if fence >= len(lines) or not lines[fence].startswith("```"):
        sys.exit("readme_table: the marker is not followed by a ``` fence")
    for end in range(fence + 1, len(lines)):
        if lines[end].startswith("```"):
            return fence + 1, end
    sys.exit("readme_table: the block after the marker never closes")


def main(argv):
    if len(argv) not in (4, 5) or argv[1] not in ("check", "write"):
        sys.exit(__doc__)
    mode, readme_path, report_path = argv[1:4]
    with open(readme_path, encoding="utf-8") as f:
        readme = f.read().split("\n")
    with open(report_path, encoding="utf-8") as f:
        report = f.read().rstrip("\n").split("\n")
    first, end = block_span(readme)
    shown = readme[first:end]
    if mode == "check":
        expected = report[: len(shown)]
        if shown == expected:
            print(f"README's default-tournament block ({len(shown)} lines) matches the report")
            return 0
        sys.stdout.writelines(
            line + "\n"
            for line in difflib.unified_diff(shown, expected, "README.md", "printed", lineterm="")
        )
        print("README's default-tournament table is not what ./tourney prints; "
              "regenerate it with scripts/update_readme_table.sh")
        return 1
    count = int(argv[4]) if len(argv) == 5 else len(shown)
    readme[first:end] = report[:count]
    with open(readme_path, "w", encoding="utf-8") as f:
        f.write("\n".join(readme))
    print(f"README.md: default-tournament block rewritten ({count} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
