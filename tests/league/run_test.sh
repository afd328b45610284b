#!/usr/bin/env bash
# A league end-to-end test (tests/league/<NAME>_test.py) run by
# /usr/bin/python3, standard library only, from the runfiles root.
set -euo pipefail
export HOME="${TEST_TMPDIR:-$(mktemp -d)}"
exec /usr/bin/python3 "tests/league/$1_test.py"
