#include "harness/report/match_results.h"

#include <algorithm>

namespace harness {

bool IsBye(const tourney::v1::GameRecord& record) {
  return record.termination() == "bye" && record.players_size() == 1;
}

void MatchResultsBuilder::Add(const tourney::v1::GameRecord& record) {
  if (record.round() <= 0) return;
  MatchResult& match = matches_[{record.round(), record.match()}];
  match.round = record.round();
  match.match = record.match();
  match.bye = match.bye || IsBye(record);
  ++match.games;
  for (int seat = 0; seat < record.players_size(); ++seat) {
    const std::string& name = record.players(seat).name();
    auto known = std::find(match.engines.begin(), match.engines.end(), name);
    if (known == match.engines.end()) {
      match.engines.push_back(name);
      match.points.push_back(0);
      known = match.engines.end() - 1;
    }
    if (seat < record.scores_size())
      match.points[known - match.engines.begin()] += record.scores(seat);
  }
  if (record.game_index() < match.first_game) {
    match.first_game = record.game_index();
    // The engines in this game's seat order, their points along.
    for (int seat = 0;
         seat < record.players_size() && seat < static_cast<int>(match.engines.size()); ++seat) {
      const auto at =
          std::find(match.engines.begin() + seat, match.engines.end(), record.players(seat).name());
      const size_t from = at - match.engines.begin();
      std::swap(match.engines[seat], match.engines[from]);
      std::swap(match.points[seat], match.points[from]);
    }
  }
}

std::vector<MatchResult> MatchResultsBuilder::Matches() const {
  std::vector<MatchResult> matches;
  matches.reserve(matches_.size());
  for (const auto& [key, match] : matches_) matches.push_back(match);
  return matches;
}

}  // namespace harness
