#!/bin/sh
# Test fixture: an engine that leaves three processes of a session of their
# own behind (setsid: out of its process group, so a group kill misses them),
# then becomes the engine ("$@"). They hold none of its pipes.
for _ in 1 2 3; do
  setsid sleep 600 </dev/null >/dev/null 2>&1 &
done
exec "$@"
