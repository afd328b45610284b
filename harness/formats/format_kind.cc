#include "harness/formats/format_kind.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace harness {

FormatContext::FormatContext(const tourney::v1::TournamentConfig& config) : config(config) {
  std::vector<bool> placed(config.engines_size());
  for (const std::string& name : config.format_settings().seed_order()) {
    for (int i = 0; i < config.engines_size(); ++i) {
      if (config.engines(i).name() == name && !placed[i]) {
        seed_order.push_back(i);
        placed[i] = true;
      }
    }
  }
  for (int i = 0; i < config.engines_size(); ++i) {
    if (!placed[i]) seed_order.push_back(i);
  }
}

std::string FormatKind::GamesInText(int64_t played, int64_t scheduled) const {
  return absl::StrCat(played, " of ", scheduled, " games in");
}

// The members of the other family: never called on a format of this one
// (format_rounds.h and schedule.h each take their own family).
int64_t FormatKind::Groups(const tourney::v1::TournamentConfig&, int64_t) const { return 0; }
std::vector<int> FormatKind::Group(const tourney::v1::TournamentConfig&, int64_t) const {
  return {};
}
FormatLayout FormatKind::Layout(const FormatContext&) const { return {}; }
int64_t FormatKind::ExpectedGames(const FormatContext&) const { return 0; }
RoundPlan FormatKind::Plan(const FormatContext&, int round, const std::vector<MatchGame>&) const {
  return RoundPlan{round, {}};
}

int LastRound(const std::vector<MatchGame>& games) {
  int last = 0;
  for (const MatchGame& game : games) last = std::max(last, game.round);
  return last;
}

FormatStandings BareStandings(const FormatKind& format, const FormatContext& context,
                              const Ratings& ratings) {
  FormatStandings standings;
  standings.format = format.title();
  for (const tourney::v1::EngineSpec& engine : context.config.engines()) {
    standings.names.push_back(engine.name());
  }
  standings.ratings = ratings.engines;
  return standings;
}

}  // namespace harness
