#!/bin/sh
# Test fixture: an engine over JSON lines ($RECORDED_ENGINE, by default the
# Nim Tetris one), with every line the harness writes to it appended to
# $RECORD (the wire as a bot reads it).
tee -a "$RECORD" | exec "${RECORDED_ENGINE:-engines/nimtetris/nimtetris_engine}" --stdio
