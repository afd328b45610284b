#!/bin/sh
# Test fixture: a launch script that starts the engine as its child instead
# of exec'ing it, as many wrapper scripts do ("$@" is the engine and its
# arguments). Only this shell is the harness's own child.
"$@"
exit $?
