#!/usr/bin/env bash
# The report's viewers fed a log full of script payloads, in headless
# Chromium (tests/browser/report_xss_test.py): none may run.
set -euo pipefail
export HOME="${TEST_TMPDIR:-$(mktemp -d)}"
exec /usr/bin/python3 tests/browser/report_xss_test.py
