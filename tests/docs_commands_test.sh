#!/usr/bin/env bash
# Every ./tourney command in README.md and docs/ (tests/docs_commands_test.py).
exec /usr/bin/python3 tests/docs_commands_test.py README.md $(find docs -name '*.md' | sort)
