"""Every relative link in the project's Markdown resolves: the file exists and,
with a #fragment, the heading it names exists (GitHub's anchor rules).

  check_doc_links.py [FILE.md ...]    (default: every tracked *.md)
"""
import os
import re
import subprocess
import sys

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s*```")


def anchors(path, cache={}):
    """The GitHub anchors of a Markdown file's headings."""
    if path not in cache:
        found, counts, in_block = set(), {}, False
        with open(path, encoding="utf-8") as f:
            for line in f:
                if FENCE.match(line):
                    in_block = not in_block
                match = None if in_block else HEADING.match(line)
                if not match:
                    continue
                text = re.sub(r"`|\*|_(?=\w)|(?<=\w)_", "", match.group(2))
                slug = re.sub(r"[^\w\- ]", "", text.lower()).replace(" ", "-")
                n = counts.get(slug, 0)
                counts[slug] = n + 1
                found.add(slug if n == 0 else f"{slug}-{n}")
        cache[path] = found
    return cache[path]


def links(path):
    in_block = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if FENCE.match(line):
                in_block = not in_block
            if in_block:
                continue
            for match in LINK.finditer(re.sub(r"`[^`]*`", "", line)):
                yield number, match.group(1)


def main(paths):
    if not paths:
        paths = subprocess.run(["git", "ls-files", "*.md"], capture_output=True, text=True,
                               check=True).stdout.split()
    broken = 0
    for path in paths:
        for number, target in links(path):
            if re.match(r"^[a-z]+:", target):  # http:, https:, mailto:
                continue
            file_part, _, fragment = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) \
                if file_part else path
            problem = None
            if not os.path.exists(resolved):
                problem = f"{resolved} does not exist"
            elif fragment and resolved.endswith(".md") and fragment not in anchors(resolved):
                problem = f"{resolved} has no heading #{fragment}"
            if problem:
                print(f"{path}:{number}: broken link ({target}): {problem}")
                broken += 1
    print(f"{len(paths)} Markdown files checked, {broken} broken links")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
