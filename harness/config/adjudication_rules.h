// Checks a tournament's adjudication settings (tourney.v1.AdjudicationConfig)
// against their ranges and the game: one line naming the field and what it
// expects.
#ifndef HARNESS_CONFIG_ADJUDICATION_RULES_H_
#define HARNESS_CONFIG_ADJUDICATION_RULES_H_

#include "absl/status/status.h"
#include "games/common/game_type.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// Ranges are in number_ranges.h; this adds what ties fields together and
// what `game` offers (an exact solver).
absl::Status ValidateAdjudication(const tourney::v1::TournamentConfig& config,
                                  const games::GameType& game);

}  // namespace harness

#endif  // HARNESS_CONFIG_ADJUDICATION_RULES_H_
