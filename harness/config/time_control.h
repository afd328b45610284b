// Time controls and search limits: the `tc=`, `st=`, `nodes=`, `depth=`
// keys of an engine spec (and of `--each`), their checks, and what one
// engine's timing resolves to once the tournament's defaults are applied.
//   tc=10+0.1      Fischer: 10 s, +0.1 s after each move
//   tc=40/60+0     60 s for every 40 moves (the clock is refilled)
//   tc=60          60 s for the game, no increment
//   tc=inf         untimed: only search limits end a search
//   st=0.1         a fixed 0.1 s per move, no clock
//   nodes=N, depth=D   search limits sent with every decision
#ifndef HARNESS_CONFIG_TIME_CONTROL_H_
#define HARNESS_CONFIG_TIME_CONTROL_H_

#include <cstdint>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// Sets the time control or limit `key` (tc, st, nodes, depth) of `spec`
// from `value`. Returns false if `key` is none of them; an error names the
// key and what it expects.
absl::StatusOr<bool> ApplyTimingKey(const std::string& key, const std::string& value,
                                    tourney::v1::EngineSpec* spec);

// "tc=10+0.1 nodes=5000", "" when nothing is set.
std::string DescribeTiming(const tourney::v1::EngineSpec& spec);

// Checks a time control and limits as a config file may give them: no
// negative numbers, one kind of time control, increment and moves only with
// a base time.
absl::Status ValidateTiming(const tourney::v1::EngineSpec& spec);

// `each`'s time control (if the engine has none) and limits (each the
// engine leaves at 0) applied to `spec`.
void ApplyEachDefaults(const tourney::v1::EngineSpec& each, tourney::v1::EngineSpec* spec);

// What one seat plays under, resolved: a clock, a fixed time per move, or
// untimed, and its search limits.
struct SeatTiming {
  enum class Kind { kPerMove, kClock, kUntimed };
  Kind kind = Kind::kPerMove;
  int64_t move_time_ms = 0;  // kPerMove
  int64_t base_ms = 0;       // kClock
  int64_t increment_ms = 0;  // kClock
  int moves = 0;             // kClock: refill every this many moves; 0 = never
  int64_t node_limit = 0;
  int depth_limit = 0;
};

// An engine's own time control; else untimed if it has search limits; else
// `move_time_ms` per move (the tournament's default).
SeatTiming ResolveTiming(const tourney::v1::EngineSpec& spec, int64_t move_time_ms);

}  // namespace harness

#endif  // HARNESS_CONFIG_TIME_CONTROL_H_
