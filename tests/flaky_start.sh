#!/bin/sh
# Test fixture: an engine that starts twice, then no more: from its third
# start on it exits at once. $1 is a file counting the starts; the rest is
# the engine and its arguments.
starts_file=$1
shift
starts=$(($(cat "$starts_file" 2>/dev/null || echo 0) + 1))
echo "$starts" >"$starts_file"
if [ "$starts" -gt 2 ]; then
  echo "flaky_start.sh: start $starts refused" >&2
  exit 1
fi
exec "$@"
