// SWISS: `rounds` rounds, each pairing engines of equal score (swiss.h),
// ranked with tie-breaks (swiss_standings.h).
#include <algorithm>

#include "harness/config/number_ranges.h"
#include "harness/formats/paired_format.h"
#include "harness/formats/swiss.h"
#include "harness/formats/swiss_standings.h"

namespace harness {
namespace {

int CeilLog2(int n) {
  int bits = 0;
  while ((1 << bits) < n) ++bits;
  return bits;
}

// The rating as a tie-break: an engine set aside for a perfect score ranks
// above (or below) every rated one, the earlier set aside the further.
std::vector<double> TieBreakKeys(const Ratings& ratings) {
  std::vector<double> by_engine(ratings.engines.size());
  for (size_t i = 0; i < by_engine.size(); ++i) {
    const EngineRating& rating = ratings.engines[i];
    switch (rating.kind) {
      case RatingKind::kRated:
        by_engine[i] = rating.elo;
        break;
      case RatingKind::kWonEveryGame:
        by_engine[i] = 1e6 - rating.round;
        break;
      case RatingKind::kLostEveryGame:
        by_engine[i] = -1e6 + rating.round;
        break;
      case RatingKind::kUnrated:
      case RatingKind::kNoGames:
        break;
    }
  }
  return by_engine;
}

class SwissFormat : public PairedFormat {
 public:
  tourney::v1::TournamentConfig::Format id() const override {
    return tourney::v1::TournamentConfig::SWISS;
  }
  const char* name() const override { return "swiss"; }
  const char* title() const override { return "Swiss"; }
  const char* help() const override {
    return "--rounds rounds, each pairing engines of equal score (FIDE's Dutch system)";
  }
  std::vector<FormatSettingUse> SettingsUsed(
      const tourney::v1::FormatSettings& s) const override {
    return {{"rounds (--rounds)", s.rounds() != 0},
            {"seeding (--seeding)", !s.seeding().empty()},
            {"seed_order", s.seed_order_size() > 0}};
  }
  void ApplyDefaults(tourney::v1::TournamentConfig* config) const override {
    tourney::v1::FormatSettings* s = config->mutable_format_settings();
    if (s->rounds() == 0) s->set_rounds(CeilLog2(std::max(config->engines_size(), 2)) + 2);
  }
  bool whole_rotations() const override { return false; }
  bool seeded() const override { return true; }
  FormatLayout Layout(const FormatContext& context) const override {
    return {context.config.format_settings().rounds(), (context.engines() + 1) / 2,
            context.pairs_per_match()};
  }
  int64_t ExpectedGames(const FormatContext& context) const override {
    return int64_t{context.config.format_settings().rounds()} * (context.engines() / 2) *
           context.games_per_match();
  }
  RoundPlan Plan(const FormatContext& context, int round,
                 const std::vector<MatchGame>& games) const override {
    if (round > context.config.format_settings().rounds()) return RoundPlan{round, {}};
    return PairSwissRound(context.engines(), round, games, context.pairs_per_match(),
                          context.config.seed());
  }
  FormatStandings Standings(const FormatContext& context, const std::vector<MatchGame>& games,
                            const Ratings& ratings) const override {
    FormatStandings standings = BareStandings(*this, context, ratings);
    for (const MatchGame& game : games) {
      standings.rounds_played = std::max(standings.rounds_played, game.round);
    }
    standings.rounds = context.config.format_settings().rounds();
    const std::vector<RoundPlan> plans =
        PlanSwissRounds(context.engines(), standings.rounds_played, games,
                        context.pairs_per_match(), context.config.seed());
    standings.swiss = SwissStandings(context.engines(), plans, games, TieBreakKeys(ratings));
    return standings;
  }

 protected:
  absl::Status CheckSettings(const tourney::v1::TournamentConfig& config) const override {
    return CheckInt(kSwissRounds, config.format_settings().rounds());
  }
};

}  // namespace

const FormatKind& Swiss() {
  static const SwissFormat format;
  return format;
}

}  // namespace harness
