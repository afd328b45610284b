// Runs a tournament: checks every engine (GetInfo, game, options) before
// any game, schedules, skips games a resumed log already holds, plays the
// rest on `concurrency` workers, and appends each result as it ends.
#ifndef HARNESS_PLAY_TOURNAMENT_H_
#define HARNESS_PLAY_TOURNAMENT_H_

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "harness/engine/engine_connection.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct TournamentRun {
  tourney::v1::TournamentConfig config;  // defaulted and validated
  bool resume = false;                   // continue an existing results log
  // Play only the games with game_index % shard_count == shard_index: a
  // deterministic 1/n of the schedule (see `tourney merge`).
  int shard_index = 0;
  int shard_count = 1;
  LaunchSettings launch;
  FILE* progress = stderr;  // progress and notes; nullptr = quiet
  // Called with every finished record, resumed ones first, one at a time;
  // returning true stops the tournament (games under way still finish and
  // are recorded). Used by the SPRT.
  std::function<bool(const tourney::v1::GameRecord&)> on_record;
};

// Every record of the tournament (resumed ones included), in schedule order.
absl::StatusOr<std::vector<tourney::v1::GameRecord>> RunTournament(const TournamentRun& run);

// Starts each engine once and checks that it plays the game and accepts its
// options, before anything is scheduled. Errors name the engine.
absl::Status CheckEngines(const tourney::v1::TournamentConfig& config, const LaunchSettings& launch,
                          FILE* notes);

}  // namespace harness

#endif  // HARNESS_PLAY_TOURNAMENT_H_
