#include "harness/report/format_standings.h"

#include <map>
#include <string>

namespace harness {
namespace {

// The ratings of the summary's standings (its engines in order of
// appearance) in config order: what the format's tables print beside each
// engine and break ties by. An engine of the config without games keeps
// "no games".
Ratings InConfigOrder(const Ratings& rated, const Standings& standings,
                      const std::vector<std::string>& names) {
  std::map<std::string, int> rated_index;
  for (size_t i = 0; i < standings.engines.size(); ++i) {
    rated_index[standings.engines[i].name] = static_cast<int>(i);
  }
  const size_t n = names.size();
  Ratings ordered;
  ordered.units = rated.units;
  ordered.covariance = rated.covariance;
  ordered.engines.assign(n, EngineRating{RatingKind::kNoGames});
  ordered.los.assign(n, std::vector<Superiority>(n));
  std::vector<int> from(n, -1);
  for (size_t c = 0; c < n; ++c) {
    auto found = rated_index.find(names[c]);
    if (found == rated_index.end() || found->second >= static_cast<int>(rated.engines.size())) {
      continue;
    }
    from[c] = found->second;
    ordered.engines[c] = rated.engines[from[c]];
  }
  for (size_t a = 0; a < n; ++a) {
    for (size_t b = 0; b < n; ++b) {
      if (from[a] >= 0 && from[b] >= 0) ordered.los[a][b] = rated.los[from[a]][from[b]];
    }
  }
  return ordered;
}

}  // namespace

std::optional<FormatStandings> StandingsOf(const FormatRounds* rounds, const LogSummary& summary) {
  const Standings& standings = summary.standings();
  if (rounds == nullptr || standings.seats == SeatKind::kSolo) return std::nullopt;
  std::vector<MatchGame> games;
  for (const tourney::v1::GameRecord& record : summary.FormatRecords()) {
    if (std::optional<MatchGame> game = rounds->ToMatchGame(record)) games.push_back(*game);
  }
  std::vector<std::string> names;
  for (const tourney::v1::EngineSpec& engine : rounds->config().engines()) {
    names.push_back(engine.name());
  }
  return rounds->Standings(games, InConfigOrder(RateEngines(standings.pairwise), standings, names));
}

}  // namespace harness
