// RANK: batches to the least settled adjacent pairs of the ranking, until
// every adjacent order is settled or the cap is reached (adaptive_rank.h).
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "harness/config/number_ranges.h"
#include "harness/formats/adaptive_rank.h"
#include "harness/formats/paired_format.h"

namespace harness {
namespace {

constexpr double kDefaultConfidence = 0.95;
constexpr double kDefaultResolutionElo = 30;

class RankFormat : public PairedFormat {
 public:
  tourney::v1::TournamentConfig::Format id() const override {
    return tourney::v1::TournamentConfig::RANK;
  }
  const char* name() const override { return "rank"; }
  const char* title() const override { return "rank"; }
  const char* help() const override {
    return "batches to the least settled adjacent pairs until the order is settled "
           "(--confidence C, --max-games N)";
  }
  std::vector<FormatSettingUse> SettingsUsed(const tourney::v1::FormatSettings& s) const override {
    return {{"confidence (--confidence)", s.confidence() != 0},
            {"max_games (--max-games)", s.max_games() != 0},
            {"batch_pairs (--batch-pairs)", s.batch_pairs() != 0},
            {"resolution_elo (--resolution-elo)", s.resolution_elo() != 0},
            {"rank_guarantee (--rank-guarantee)",
             s.rank_guarantee() != tourney::v1::FormatSettings::ADJACENT}};
  }
  // Confidence 0.95, a batch of N pairs, at most the games of a round robin.
  void ApplyDefaults(tourney::v1::TournamentConfig* config) const override {
    tourney::v1::FormatSettings* s = config->mutable_format_settings();
    const int engines = config->engines_size();
    if (s->confidence() == 0) s->set_confidence(kDefaultConfidence);
    if (s->batch_pairs() == 0) s->set_batch_pairs(std::max(engines, 1));
    if (s->resolution_elo() == 0) s->set_resolution_elo(kDefaultResolutionElo);
    if (s->max_games() == 0) {
      s->set_max_games(
          std::max<int64_t>(2, int64_t{engines} * (engines - 1) / 2 * config->games_per_pairing()));
    }
  }
  // A batch a round, one pair a match.
  FormatLayout Layout(const FormatContext& context) const override {
    const tourney::v1::FormatSettings& s = context.config.format_settings();
    const int64_t batch = std::max(1, s.batch_pairs());
    const int64_t engines = std::max(1, context.engines());
    const int64_t cycles = (batch + engines - 1) / engines;
    return {s.max_games() / 2 + 1, std::max(batch, cycles * engines), 1};
  }
  int64_t ExpectedGames(const FormatContext& context) const override {
    return context.config.format_settings().max_games();
  }
  const char* ScheduledNote() const override {
    return " at most (the run ends once every adjacent order is settled)";
  }
  std::string GamesInText(int64_t played, int64_t scheduled) const override {
    return absl::StrCat(played, played == 1 ? " game" : " games", " in, of at most ", scheduled,
                        " (the run ends once every adjacent order is settled)");
  }
  // Its pairs are the units its stopping rule counts.
  bool own_seeds_always() const override { return true; }
  RoundPlan Plan(const FormatContext& context, int round,
                 const std::vector<MatchGame>& games) const override {
    std::vector<MatchGame> before;
    for (const MatchGame& game : games) {
      if (game.round < round) before.push_back(game);
    }
    return PlanRankBatch(context.engines(), round, before, RankSettingsOf(context.config));
  }
  FormatStandings Standings(const FormatContext& context, const std::vector<MatchGame>& games,
                            const Ratings& ratings) const override {
    FormatStandings standings = BareStandings(*this, context, ratings);
    RankStandings rank;
    rank.settings = RankSettingsOf(context.config);
    rank.state = AssessRanking(context.engines(), games, rank.settings);
    const std::vector<int>& order = rank.state.order;
    for (size_t k = 1; k < order.size(); ++k) {
      const int upper = order[k - 1], lower = order[k];
      rank.adjacent_los.push_back(ratings.los.empty() ? Superiority{} : ratings.los[upper][lower]);
      rank.adjacent_games.push_back(
          std::count_if(games.begin(), games.end(), [&](const MatchGame& g) {
            return (g.first == upper && g.second == lower) ||
                   (g.first == lower && g.second == upper);
          }));
    }
    standings.rounds_played = LastRound(games);
    standings.rank = std::move(rank);
    return standings;
  }

 protected:
  absl::Status CheckSettings(const tourney::v1::TournamentConfig& config) const override {
    if (config.has_seeds_per_pairing() && !config.seeds_per_pairing()) {
      return absl::InvalidArgumentError(
          "the rank format plays every seat-swapped pair on seeds of its own (its pairs are the "
          "units its stopping rule counts): seeds_per_pairing: false (--shared-seeds) does not "
          "apply to it");
    }
    const tourney::v1::FormatSettings& s = config.format_settings();
    for (absl::Status status :
         {CheckReal(kRankConfidence, s.confidence()),
          CheckReal(kRankResolution, s.resolution_elo()), CheckInt(kRankMaxGames, s.max_games()),
          CheckInt(kRankBatchPairs, s.batch_pairs())}) {
      if (!status.ok()) return status;
    }
    return absl::OkStatus();
  }
};

}  // namespace

const FormatKind& Rank() {
  static const RankFormat format;
  return format;
}

}  // namespace harness
