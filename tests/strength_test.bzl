"""strength_test(): a seeded match as an ordinary `bazel test` target.

The test plays `games` games (seat-swapped pairs, seeded) between the
candidate and the baseline engine specs through the real harness and fails
when the candidate's Elo advantage falls below `min_elo`. Use
deterministic settings (depth rather than time limits) so the result is
reproducible, and set the floor with margin below the measured figure.
"""

def strength_test(name, game, candidate, baseline, min_elo, games, variant = "", seed = 1, size = "small"):
    native.cc_test(
        name = name,
        size = size,
        srcs = [],
        args = [
            "--game=" + game,
            "--variant=" + variant,
            "--candidate=" + candidate,
            "--baseline=" + baseline,
            "--min_elo=%d" % min_elo,
            "--games=%d" % games,
            "--seed=%d" % seed,
        ],
        data = [
            "//engines/random:random_engine",
            "//engines/reversi:reversi_engine",
            "//engines/yacht:yacht_engine",
        ],
        deps = ["//tests:strength_check"],
    )
