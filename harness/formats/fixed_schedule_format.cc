#include "harness/formats/fixed_schedule_format.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "harness/config/number_ranges.h"

namespace harness {

absl::Status FixedScheduleFormat::Check(const tourney::v1::TournamentConfig& config) const {
  const int64_t pairings = Groups(config, kMaxScheduledGames);
  const int64_t games = config.games_per_pairing();
  if (pairings <= kMaxScheduledGames / games) return absl::OkStatus();
  return absl::InvalidArgumentError(
      absl::StrCat("schedule: ", pairings > kMaxScheduledGames ? "more than " : "",
                   std::min(pairings, kMaxScheduledGames), " pairings of ", config.engines_size(),
                   " engines x ", games, " games per pairing: expected at most ",
                   kMaxScheduledGames, " games in all (fewer engines or games_per_pairing)"));
}

bool FixedScheduleFormat::SeedsPerPairingByDefault(
    const tourney::v1::TournamentConfig& config) const {
  // One pairing (or group): its seeds are its own either way.
  if (config.engines_size() <= std::max(2, config.seats_per_game())) return false;
  const int rotations = config.games_per_pairing() / std::max(1, config.seats_per_game());
  return rotations < std::max(kSharedSeedsMinRotations, config.engines_size());
}

FormatStandings FixedScheduleFormat::Standings(const FormatContext& context,
                                               const std::vector<MatchGame>&,
                                               const Ratings& ratings) const {
  return BareStandings(*this, context, ratings);
}

}  // namespace harness
