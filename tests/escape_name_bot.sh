#!/bin/sh
# Test fixture: the random engine over JSON lines, its GetInfo name and
# version rewritten to hold a line break, colour and erase-screen escapes,
# an OSC title, BEL, CR and a C1 CSI, plus a key bot.v1 does not know.
engines/random/random_engine --stdio |
  sed -u 's/"name":"random","version":"1.0"/"name":"evil\\n\\u001b[31mRED\\u0007\\r\\u001b]0;pwned\\u0007\\u009b2J","version":"1\\u001b[2J","x\\u001b[5m":1/'
