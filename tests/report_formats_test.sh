#!/usr/bin/env bash
# The report at 200 engines and for the Swiss, knockout and rank formats,
# in headless Chromium (tests/browser/report_formats_test.py).
set -euo pipefail
export HOME="${TEST_TMPDIR:-$(mktemp -d)}"
exec /usr/bin/python3 tests/browser/report_formats_test.py
