// Whether a tournament asks for more cores than it may use. Each game under
// way has one engine thinking at a time, with as many threads as its
// `threads` option says (1 for an engine that declares none); more threads
// than cores means every search gets less CPU than its time allows, and
// timed engines play weaker than they would alone. Said once, at start.
#ifndef HARNESS_PLAY_CORE_BUDGET_H_
#define HARNESS_PLAY_CORE_BUDGET_H_

#include <string>

#include "bot/v1/engine.pb.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// The threads one decision of `spec`'s engine uses: its `threads` option
// (set, else the declared default), or 1 if it declares none.
int EngineThreads(const tourney::v1::EngineSpec& spec, const bot::v1::EngineInfo& info);

// One line when `games_at_once` x `threads` (the most any engine uses, as
// engine `engine`) exceeds `cores`; "" otherwise.
std::string CoreBudgetWarning(int games_at_once, int threads, const std::string& engine, int cores);

}  // namespace harness

#endif  // HARNESS_PLAY_CORE_BUDGET_H_
