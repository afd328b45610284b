// The settings of the formats that pair by results (Swiss, knockout,
// adaptive rank): their defaults and their checks. What each format does
// with them is harness/formats/.
#ifndef HARNESS_CONFIG_FORMAT_SETTINGS_H_
#define HARNESS_CONFIG_FORMAT_SETTINGS_H_

#include <cstdint>

#include "absl/status/status.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

inline constexpr int kDefaultTiebreakPairs = 2;
inline constexpr double kDefaultRankConfidence = 0.95;
inline constexpr double kDefaultRankResolutionElo = 30;

// Swiss, knockout or rank: pairings depend on the results so far.
bool PairsByResults(const tourney::v1::TournamentConfig& config);

// Seat-swapped pairs of one match (games per pairing / 2).
int PairsPerMatch(const tourney::v1::TournamentConfig& config);

// Fills the unset settings of the config's format: Swiss rounds
// ceil(log2 N) + 2, knockout tie-break pairs 2, rank confidence 0.95, a
// batch of N pairs and at most the games of a round robin. Settings of
// other formats are left alone (and refused by the check).
void ApplyFormatDefaults(tourney::v1::TournamentConfig* config);

// The format's settings against its engines and game: two-seat games only,
// an even games count, ranges; settings of another format are refused by
// name ("rounds is a setting of the Swiss format").
absl::Status CheckFormatSettings(const tourney::v1::TournamentConfig& config);

}  // namespace harness

#endif  // HARNESS_CONFIG_FORMAT_SETTINGS_H_
