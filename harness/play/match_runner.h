// Plays one game: the referee (a games::Game) asks each seat's engine for
// its action until the game ends or an engine fails, and returns the record.
#ifndef HARNESS_PLAY_MATCH_RUNNER_H_
#define HARNESS_PLAY_MATCH_RUNNER_H_

#include <vector>

#include "harness/engine/engine_connection.h"
#include "harness/play/schedule.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// `seats[i]` plays seat i. An engine at fault is Reset() so its next game
// starts it afresh; the record names the fault, the seat and the reason.
tourney::v1::GameRecord PlayGame(const tourney::v1::TournamentConfig& config,
                                 const ScheduledGame& scheduled,
                                 const std::vector<EngineConnection*>& seats);

}  // namespace harness

#endif  // HARNESS_PLAY_MATCH_RUNNER_H_
