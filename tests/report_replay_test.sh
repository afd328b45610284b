#!/usr/bin/env bash
# The report's replay viewers in a real browser (tests/browser/): Chromium
# driven over its DevTools pipe by /usr/bin/python3, standard library only.
set -euo pipefail
export HOME="${TEST_TMPDIR:-$(mktemp -d)}"
exec /usr/bin/python3 tests/browser/report_replay_test.py
