// A game's opening before the engines move: its suite opening, or the
// config's random plies drawn from the game's seed (the same for both games
// of a pair either way).
#ifndef HARNESS_PLAY_OPENINGS_H_
#define HARNESS_PLAY_OPENINGS_H_

#include "games/common/game.h"
#include "harness/plan/schedule.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// Plays the opening on `game` and records it (opening_plies,
// opening_index).
void PlayOpening(const tourney::v1::TournamentConfig& config, const ScheduledGame& scheduled,
                 games::Game* game, tourney::v1::GameRecord* record);

}  // namespace harness

#endif  // HARNESS_PLAY_OPENINGS_H_
