// Every number a tournament config holds and the values it allows, stated
// once. A command-line flag and a config file are checked against the same
// range by the same function (ValidateConfig for the file, the flag's parser
// before it sets the field), so both refuse a value with the same line:
//   games_per_pairing (--games): 2000000000: expected 1..10000000 games
// and `tourney --help` prints the table.
#ifndef HARNESS_CONFIG_NUMBER_RANGES_H_
#define HARNESS_CONFIG_NUMBER_RANGES_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace harness {

// A whole number: min..max, and 0 too when `zero_allowed` (its meaning is in
// `note`, e.g. "decisions (0 = off)").
struct IntRange {
  const char* field;  // as in a config file: "adjudication.max_plies"
  const char* flag;   // what sets it on the command line: "--max-plies", "tc="
  int64_t min;
  int64_t max;
  const char* note;  // units and meanings, after the range
  bool zero_allowed;
};

// A finite number in [min, max], or (min, max] when `min_open`.
struct RealRange {
  const char* field;
  const char* flag;
  double min;
  double max;
  const char* note;
  bool min_open;
};

// One range per entry, as a table.
// clang-format off

// The tournament's own numbers, checked after ApplyDefaults (an unset 0 has
// its default by then).
inline constexpr IntRange kGamesPerPairing{"games_per_pairing", "--games", 1, 10000000,
    "games (rounded up to whole seat rotations)", false};
inline constexpr IntRange kOpeningPlies{"opening_plies", "--opening-plies", -1, 60,
    "random plies (-1 = none; the flag's 0 too)", false};
inline constexpr IntRange kSeatsPerGame{"seats_per_game", "--seats", 1, 6,
    "players (and a count the game allows)", false};
inline constexpr IntRange kConcurrency{"concurrency", "--concurrency", 1, 256,
    "games at once", false};
inline constexpr IntRange kMoveTimeMs{"move_time_ms", "--move-time-ms", 1, 3600000,
    "ms", false};
inline constexpr IntRange kDeadlineMarginMs{"deadline_margin_ms", "--deadline-margin-ms", 1,
    3600000, "ms", false};
inline constexpr IntRange kUnreachableGraceMs{"unreachable_grace_ms", "--unreachable-grace-ms",
    1, 86400000, "ms", false};
inline constexpr IntRange kPrepareTimeoutMs{"prepare_timeout_ms", "--prepare-timeout-ms", 1,
    86400000, "ms", false};
inline constexpr IntRange kMaxEngineStringBytes{"max_engine_string_bytes", "--max-string-bytes",
    64, 1048576, "bytes", false};
// The schedule (pairings x games per pairing) holds at most this many games.
inline constexpr int64_t kMaxScheduledGames = 1000000000;

// Not part of the config: how long a stopped run waits for games under way,
// and how large the engines log grows before it moves to PATH.1.
inline constexpr IntRange kStopGraceMs{"stop grace", "--stop-grace-ms", 0, 3600000, "ms", true};
inline constexpr IntRange kEngineLogMaxMb{"engines log cap", "--engine-log-max-mb", 1, 1048576,
    "MiB", false};
// How often `run` rewrites report.html while games are played.
inline constexpr IntRange kReportEveryS{"report interval", "--report-every-s", 1, 86400,
    "s (0 = only at the end)", true};
// `tourney report`: how many games' records the page lists.
inline constexpr IntRange kReportMaxGames{"games listed", "--max-games", 0, kMaxScheduledGames,
    "records on the page", true};


// An engine's time control and limits (and `each`'s).
inline constexpr int64_t kMaxTimeMs = 10000000000;  // 10^7 s: longer than any game
inline constexpr IntRange kBaseMs{"time_control.base_ms", "tc=", 1, kMaxTimeMs,
    "ms (0 = no clock)", true};
inline constexpr IntRange kIncrementMs{"time_control.increment_ms", "tc=", 0, kMaxTimeMs,
    "ms", false};
inline constexpr IntRange kMovesPerSession{"time_control.moves", "tc=", 1, 1000000,
    "moves (0 = one session for the game)", true};
inline constexpr IntRange kStMoveTimeMs{"time_control.move_time_ms", "st=", 1, kMaxTimeMs,
    "ms (0 = none)", true};
inline constexpr IntRange kNodes{"limits.nodes", "nodes=", 1, 1000000000000000,
    "nodes (0 = no limit)", true};
inline constexpr IntRange kDepth{"limits.depth", "depth=", 1, 1000,
    "plies (0 = no limit)", true};
// A spawned engine's address space (RLIMIT_AS), or sandboxed its memory
// cgroup's cap.
inline constexpr IntRange kMemoryMb{"memory_mb", "memory_mb=", 16, 16777216,
    "MiB (0 = no limit)", true};
// A sandboxed engine's CPU quota (cgroup cpu.max / cfs_quota_us).
inline constexpr IntRange kCpus{"cpus", "cpus=", 1, 1024, "cores' worth (0 = no limit)", true};

// Opening suites and adjudication.
inline constexpr IntRange kOpeningsStart{"openings.start", "--openings-start", 1, 100000000,
    "(0 = 1)", true};
inline constexpr IntRange kSolveEmpties{"adjudication.solve_empties", "--solve-empties", 0, 64,
    "empty squares", false};
inline constexpr IntRange kResignMoves{"adjudication.resign_moves", "--resign-moves", 1, 1000,
    "decisions (0 = off)", true};
inline constexpr IntRange kDrawMoves{"adjudication.draw_moves", "--draw-moves", 1, 1000,
    "decisions (0 = off)", true};
inline constexpr IntRange kDrawAfterPly{"adjudication.draw_after_ply", "--draw-after-ply", 0,
    100000, "plies", false};
inline constexpr IntRange kMaxPlies{"adjudication.max_plies", "--max-plies", 1, 100000,
    "plies (0 = no cap)", true};
inline constexpr IntRange kSwissRounds{"format_settings.rounds", "--rounds", 1, 1000, "rounds",
    false};
inline constexpr IntRange kTiebreakPairs{"format_settings.tiebreak_pairs", "--tiebreak-pairs", 1,
    1000, "pairs", false};
inline constexpr IntRange kRankMaxGames{"format_settings.max_games", "--max-games", 2,
    1000000000, "games", false};
inline constexpr IntRange kRankBatchPairs{"format_settings.batch_pairs", "--batch-pairs", 1,
    100000, "pairs", false};
inline constexpr RealRange kRankResolution{"format_settings.resolution_elo", "--resolution-elo",
    0, 1000, "Elo", true};
inline constexpr RealRange kRankConfidence{"format_settings.confidence", "--confidence", 0.5,
    0.9999, "(probability)", true};
inline constexpr RealRange kResignScore{"adjudication.resign_score", "--resign-score", 0, 1e6,
    "(engine score units)", true};
inline constexpr RealRange kDrawScore{"adjudication.draw_score", "--draw-score", 0, 1e6,
    "(engine score units)", false};
// clang-format on

// "1..10000000 games", "more than 0 and at most 1e+06 (engine score units)".
std::string RangeText(const IntRange& range);
std::string RangeText(const RealRange& range);

// OK if `value` is in the range, else "FIELD (FLAG): VALUE: expected RANGE".
absl::Status CheckInt(const IntRange& range, int64_t value);
absl::Status CheckReal(const RealRange& range, double value);

// A flag's text as the range's number: the same line as CheckInt/CheckReal
// for text that is not a number, not finite, or out of range.
absl::StatusOr<int64_t> ParseInt(const IntRange& range, const std::string& text);
absl::StatusOr<double> ParseReal(const RealRange& range, const std::string& text);

// "  FLAG  FIELD  RANGE\n": a line (or two) of a --help table.
std::string RangeHelpLine(const IntRange& range);
std::string RangeHelpLine(const RealRange& range);

// The table of every range above, for `tourney --help`.
std::string NumberRangesHelp();

}  // namespace harness

#endif  // HARNESS_CONFIG_NUMBER_RANGES_H_
