#include "harness/report/format_views.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>

namespace harness {

std::vector<CrosstableRow> SwissCrosstable(const std::vector<MatchResult>& matches,
                                           const std::vector<std::string>& rating_order) {
  int rounds = 0;
  std::map<std::string, CrosstableRow> by_engine;
  for (const MatchResult& match : matches) {
    rounds = std::max(rounds, match.round);
    for (size_t i = 0; i < match.engines.size(); ++i) {
      CrosstableRow& row = by_engine[match.engines[i]];
      row.engine = match.engines[i];
      row.points += match.points[i];
    }
  }
  std::map<std::string, int> rating_rank;
  for (size_t i = 0; i < rating_order.size(); ++i) rating_rank.emplace(rating_order[i], i);
  auto rank_of = [&](const std::string& name) {
    const auto found = rating_rank.find(name);
    return found == rating_rank.end() ? static_cast<int>(rating_order.size()) : found->second;
  };
  std::vector<CrosstableRow> rows;
  for (auto& [name, row] : by_engine) rows.push_back(std::move(row));
  std::stable_sort(rows.begin(), rows.end(), [&](const CrosstableRow& a, const CrosstableRow& b) {
    if (a.points != b.points) return a.points > b.points;
    return rank_of(a.engine) < rank_of(b.engine);
  });
  std::map<std::string, int> row_of;
  for (size_t i = 0; i < rows.size(); ++i) {
    row_of[rows[i].engine] = static_cast<int>(i);
    rows[i].rounds.assign(rounds, CrosstableCell{});
  }
  for (const MatchResult& match : matches) {
    for (size_t i = 0; i < match.engines.size(); ++i) {
      CrosstableCell& cell = rows[row_of[match.engines[i]]].rounds[match.round - 1];
      if (cell.played) continue;  // one match a round; a second is not the crosstable's
      cell.played = true;
      cell.bye = match.bye || match.engines.size() == 1;
      cell.seat = static_cast<int>(i);
      cell.points = match.points[i];
      if (!cell.bye) cell.opponent = row_of[match.engines[1 - i]];
    }
  }
  return rows;
}

std::vector<std::vector<BracketMatch>> KnockoutBracket(const std::vector<MatchResult>& matches) {
  int rounds = 0;
  for (const MatchResult& match : matches) rounds = std::max(rounds, match.round);
  std::vector<std::set<std::string>> playing(rounds + 2);
  for (const MatchResult& match : matches) {
    playing[match.round].insert(match.engines.begin(), match.engines.end());
  }
  std::vector<std::vector<BracketMatch>> bracket(rounds);
  for (const MatchResult& match : matches) {  // by round, then match
    BracketMatch entry{match, 0};
    if (match.engines.size() == 2) {
      const double a = match.points[0], b = match.points[1];
      if (a != b) {
        entry.advanced = a > b ? 0 : 1;
      } else if (!playing[match.round + 1].count(match.engines[0]) &&
                 playing[match.round + 1].count(match.engines[1])) {
        entry.advanced = 1;
      }
    }
    bracket[match.round - 1].push_back(std::move(entry));
  }
  return bracket;
}

RankView RankAdjacentOrders(const std::vector<MatchResult>& matches,
                            const std::vector<std::string>& engines, const Ratings& ratings,
                            RankSettings settings) {
  std::map<std::string, int> index;
  for (size_t i = 0; i < engines.size(); ++i) index[engines[i]] = static_cast<int>(i);
  std::vector<MatchGame> games;
  for (const MatchResult& match : matches) {
    if (match.bye || match.engines.size() != 2 || match.games == 0) continue;
    const int a = index.at(match.engines[0]), b = index.at(match.engines[1]);
    const double share = match.points[0] / match.games;  // a's points a game
    for (int g = 0; g < match.games; ++g) {
      MatchGame game;
      game.round = match.round;
      game.match = match.match;
      game.first = g % 2 == 0 ? a : b;
      game.second = g % 2 == 0 ? b : a;
      game.first_score = g % 2 == 0 ? share : 1 - share;
      game.seed = static_cast<uint64_t>(match.first_game);
      games.push_back(game);
    }
  }
  if (settings.max_games <= 0) settings.max_games = std::numeric_limits<int64_t>::max();
  RankView view;
  view.state = AssessRanking(static_cast<int>(engines.size()), games, settings);
  const RankState& state = view.state;
  for (size_t k = 1; k < state.order.size(); ++k) {
    AdjacentOrder adjacent;
    adjacent.upper = state.order[k - 1];
    adjacent.lower = state.order[k];
    adjacent.los = ratings.los[adjacent.upper][adjacent.lower];
    adjacent.settled = state.settled[k - 1];
    view.orders.push_back(adjacent);
  }
  return view;
}

}  // namespace harness
