// The tournament `./tourney` runs with no arguments: a Reversi round robin
// among the random engine, the seed reproduction at depth 1 and 3, and the
// strong engine.
#ifndef HARNESS_CONFIG_DEFAULT_TOURNAMENT_H_
#define HARNESS_CONFIG_DEFAULT_TOURNAMENT_H_

#include "tourney/v1/tournament.pb.h"

namespace harness {

tourney::v1::TournamentConfig DefaultTournament();

}  // namespace harness

#endif  // HARNESS_CONFIG_DEFAULT_TOURNAMENT_H_
