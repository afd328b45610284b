"""Test macros: e2e_test() for tests that start the built-in engines, and
strength_test(), a seeded match as an ordinary `bazel test` target.

strength_test():
The test plays `games` games (seat-swapped pairs, seeded) between the
candidate and the baseline engine specs through the real harness and fails
when the candidate's Elo advantage falls below `min_elo`. Every engine is
untimed (tc=inf): give engines that search `nodes=` or `depth=` limits (or
a fixed-effort option), so the result is the same on any machine under any
load, and set the floor with margin below the measured figure.

Tests tagged "no_sanitizer" are left out of the sanitizer passes
(--config=asan/ubsan/sanitize/tsan in .bazelrc): strength matches and table
solvers that would take many minutes instrumented and whose code the engines'
unit and fuzz tests already run under the sanitizers.
"""

# The built-in engine binaries, as data for tests that spawn them.
BUILTIN_ENGINES = ["//engines:builtin"]

def e2e_test(name, data = [], deps = [], tags = []):
    """A test in tests/ that runs real engine processes: <name>.cc."""
    native.cc_test(
        name = name,
        size = "small",
        tags = tags,
        srcs = [name + ".cc"],
        data = BUILTIN_ENGINES + data,
        deps = deps + [
            "//tests:tournament_test_util",
            "@sys//:gtest_main",
        ],
    )

def strength_test(name, game, candidate, baseline, min_elo, games, variant = "", seed = 1, size = "small"):
    native.cc_test(
        name = name,
        size = size,
        srcs = [],
        tags = ["no_sanitizer"],
        args = [
            "--game=" + game,
            "--variant=" + variant,
            "--candidate=" + candidate,
            "--baseline=" + baseline,
            "--min_elo=%d" % min_elo,
            "--games=%d" % games,
            "--seed=%d" % seed,
        ],
        data = BUILTIN_ENGINES,
        deps = ["//tests:strength_check"],
    )
