// Checks a tournament's adjudication settings (tourney.v1.AdjudicationConfig)
// against their ranges and the game: one line naming the field and what it
// expects.
#ifndef HARNESS_CONFIG_ADJUDICATION_RULES_H_
#define HARNESS_CONFIG_ADJUDICATION_RULES_H_

#include "absl/status/status.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

// The most a score threshold may be: far beyond any game's units, small
// enough to be a typo's catch.
inline constexpr double kMaxAdjudicationScore = 1e6;
// The most decisions a resign or draw run may ask for, and plies a cap.
inline constexpr int kMaxAdjudicationMoves = 1000;
inline constexpr int kMaxAdjudicationPlies = 100000;

absl::Status ValidateAdjudication(const tourney::v1::TournamentConfig& config);

}  // namespace harness

#endif  // HARNESS_CONFIG_ADJUDICATION_RULES_H_
