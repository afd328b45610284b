// An engine option that asks for thinking time (named `time_ms`, or ending
// in `time_ms`) can never get more than the harness offers per move: the
// built-in engines think for the smaller of the two, and an engine that
// honoured its own larger figure would lose on time. Said once, at start.
#ifndef HARNESS_PLAY_TIME_OPTIONS_H_
#define HARNESS_PLAY_TIME_OPTIONS_H_

#include <cstdint>
#include <string>

#include "bot/v1/engine.pb.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// One line when a time option of `spec` (its value, else the declared
// default) exceeds `move_time_ms`; "" otherwise.
std::string TimeOptionWarning(const tourney::v1::EngineSpec& spec, const bot::v1::EngineInfo& info,
                              int64_t move_time_ms);

}  // namespace harness

#endif  // HARNESS_PLAY_TIME_OPTIONS_H_
