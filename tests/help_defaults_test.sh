#!/usr/bin/env bash
exec /usr/bin/python3 tests/help_defaults_test.py
