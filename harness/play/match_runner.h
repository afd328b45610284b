// Plays one game: the referee (a games::Game) asks each seat's engine for
// its action until the game ends or an engine fails, and returns the record.
#ifndef HARNESS_PLAY_MATCH_RUNNER_H_
#define HARNESS_PLAY_MATCH_RUNNER_H_

#include <atomic>
#include <chrono>
#include <functional>
#include <vector>

#include "games/common/game.h"
#include "harness/engine/engine_connection.h"
#include "harness/plan/resolved_tournament.h"
#include "harness/plan/schedule.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// Sees every Decide call: the position asked about (before the answer is
// applied), the request, how the call ended and how long it took.
using DecideObserver =
    std::function<void(const games::Game& game, const bot::v1::DecideRequest& request,
                       const DecideOutcome& outcome, std::chrono::steady_clock::duration took)>;

// The termination of a game stopped by `abandon`: never logged.
inline constexpr char kAbandoned[] = "abandoned";

// `seats[i]` plays seat i. An engine at fault is Reset() so its next game
// starts it afresh; the record names the fault, the seat and the reason.
// With auto_play_forced in the config the referee plays a lone legal action
// itself.
// Once `abandon` is set (before a move, or before the result is taken) the
// game ends as kAbandoned: whatever happened since, an engine killed under
// it say, was no real fault.
tourney::v1::GameRecord PlayGame(const ResolvedTournament& tournament,
                                 const ScheduledGame& scheduled,
                                 const std::vector<EngineConnection*>& seats,
                                 const DecideObserver& observe = nullptr,
                                 const std::atomic<bool>* abandon = nullptr);

// A Swiss bye's record (`scheduled` has one seat): its engine alone, scored
// 1, termination kByeTermination, no moves (results_log.h).
tourney::v1::GameRecord ByeRecord(const ResolvedTournament& tournament,
                                  const ScheduledGame& scheduled);

}  // namespace harness

#endif  // HARNESS_PLAY_MATCH_RUNNER_H_
