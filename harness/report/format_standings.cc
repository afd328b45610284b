#include "harness/report/format_standings.h"

#include <optional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "harness/config/format_settings.h"
#include "harness/formats/adaptive_rank.h"
#include "harness/formats/knockout.h"
#include "harness/formats/swiss.h"
#include "harness/formats/swiss_standings.h"
#include "harness/ratings/engine_ratings.h"
#include "harness/report/ratings_notes.h"

namespace harness {
namespace {

using Config = tourney::v1::TournamentConfig;

// Bradley-Terry ratings from the same games, for the Swiss tie-break.
Ratings SwissRatings(int engines, const std::vector<MatchGame>& games) {
  PairwiseResults results(engines);
  for (const MatchGame& game : games) {
    if (game.second == Pairing::kBye) continue;
    results.Add(game.first, game.second, game.first_score, game.seed);
  }
  return RateEngines(results);
}

// The tie-break's numbers: an engine set aside for a perfect score ranks
// above (or below) every rated one.
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

// What the table prints for each: the ratings report's cell, never a key.
std::vector<std::string> RatingCells(const Ratings& ratings) {
  std::vector<std::string> cells;
  for (const EngineRating& rating : ratings.engines) cells.push_back(RatingCell(rating));
  return cells;
}

std::string RankText(const Config& config, const std::vector<MatchGame>& games,
                     const std::vector<std::string>& names) {
  const RankSettings settings = RankSettingsOf(config);
  const RankState state = AssessRanking(static_cast<int>(names.size()), games, settings);
  std::string text = absl::StrCat(
      "Ranking (", state.why, "):\n", RankGuaranteeText(settings),
      state.stop == RankStop::kCap ? " Orders left unsettled at the cap carry no guarantee." : "",
      "\n");
  for (size_t i = 0; i < state.order.size(); ++i) {
    absl::StrAppend(&text, absl::StrFormat("%4zu  %s\n", i + 1, names[state.order[i]]));
    if (i + 1 < state.order.size()) {
      absl::StrAppend(&text, absl::StrFormat("        %s (doubt %.2g)\n",
                                             state.settled[i] ? "settled above the next"
                                                              : "not settled against the next",
                                             state.doubt[i]));
    }
  }
  return text;
}

}  // namespace

std::string FormatStandingsText(const ResolvedTournament& tournament,
                                const std::vector<tourney::v1::GameRecord>& records) {
  const FormatRounds* rounds = tournament.rounds();
  if (rounds == nullptr) return "";
  const Config& config = tournament.config();
  std::vector<MatchGame> games;
  for (const tourney::v1::GameRecord& record : records) {
    if (std::optional<MatchGame> game = rounds->ToMatchGame(record)) games.push_back(*game);
  }
  std::vector<std::string> names;
  for (const tourney::v1::EngineSpec& engine : config.engines()) names.push_back(engine.name());
  const int engines = static_cast<int>(names.size());
  const int pairs = PairsPerMatch(config);
  switch (config.format()) {
    case Config::SWISS: {
      int played_rounds = 0;
      for (const MatchGame& game : games) played_rounds = std::max(played_rounds, game.round);
      const Ratings ratings = SwissRatings(engines, games);
      const SwissTable table =
          SwissStandings(SwissFieldOf(config), played_rounds, games, TieBreakKeys(ratings));
      return absl::StrCat("Swiss standings after ", played_rounds, " of ",
                          config.format_settings().rounds(), " rounds:\n",
                          FormatSwissTable(table, names, RatingCells(ratings)));
    }
    case Config::KNOCKOUT:
      return absl::StrCat(
          "Knockout bracket:\n",
          FormatKnockoutBracket(BuildKnockoutBracket(rounds->seed_order(), games, pairs,
                                                     config.format_settings().tiebreak_pairs()),
                                names));
    default:
      return RankText(config, games, names);
  }
}

}  // namespace harness
