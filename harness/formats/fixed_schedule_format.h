// What the fixed-schedule formats (round robin, gauntlet) share: no
// settings of their own, a schedule no larger than kMaxScheduledGames, and
// the rule that decides whether their pairings share seeds.
#ifndef HARNESS_FORMATS_FIXED_SCHEDULE_FORMAT_H_
#define HARNESS_FORMATS_FIXED_SCHEDULE_FORMAT_H_

#include "harness/formats/format_kind.h"

namespace harness {

// Below this many seat rotations a pairing, a round robin or gauntlet of
// more than one pairing gives every pairing seeds of its own by default:
// shared seeds make every pairing's rotation r one unit, and fewer units
// than engines leave the ratings without intervals (ratings/elo_fit.h).
inline constexpr int kSharedSeedsMinRotations = 8;

class FixedScheduleFormat : public FormatKind {
 public:
  std::vector<FormatSettingUse> SettingsUsed(const tourney::v1::FormatSettings&) const override {
    return {};
  }
  void ApplyDefaults(tourney::v1::TournamentConfig*) const override {}
  // Pairings times games per pairing within kMaxScheduledGames.
  absl::Status Check(const tourney::v1::TournamentConfig& config) const override;
  // With one pairing, or at least max(kSharedSeedsMinRotations, engines)
  // rotations a pairing, the pairings share seeds (compared on equal
  // openings); otherwise each has its own.
  bool SeedsPerPairingByDefault(const tourney::v1::TournamentConfig& config) const override;
  bool pairs_by_results() const override { return false; }
  FormatStandings Standings(const FormatContext& context, const std::vector<MatchGame>& games,
                            const Ratings& ratings) const override;
};

}  // namespace harness

#endif  // HARNESS_FORMATS_FIXED_SCHEDULE_FORMAT_H_
