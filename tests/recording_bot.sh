#!/bin/sh
# Test fixture: the Nim Tetris engine over JSON lines, with every line the
# harness writes to it appended to $RECORD (the wire as a bot reads it).
tee -a "$RECORD" | exec engines/nimtetris/nimtetris_engine --stdio
