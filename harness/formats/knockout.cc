#include "harness/formats/knockout.h"

#include <algorithm>
#include <map>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "harness/formats/points_text.h"

namespace harness {
namespace {

// Seeds 1..size in bracket order: slots 2k and 2k+1 meet in round 1, and
// each seed s meets size + 1 - s; every round keeps the strongest apart
// (1 and 2 only in the final, 1-4 only in the semi-finals).
std::vector<int> BracketOrder(int size) {
  std::vector<int> order = {1};
  while (static_cast<int>(order.size()) < size) {
    const int doubled = 2 * order.size();
    std::vector<int> next;
    for (int seed : order) {
      next.push_back(seed);
      next.push_back(doubled + 1 - seed);
    }
    order = std::move(next);
  }
  return order;
}

// The match's points and games from the games of its round and number.
void Score(const std::vector<const MatchGame*>& games, KnockoutMatch* match) {
  for (const MatchGame* game : games) {
    const bool high_first = game->first == match->high && game->second == match->low;
    const bool low_first = game->first == match->low && game->second == match->high;
    if (!high_first && !low_first) continue;  // not this match's engines
    match->high_points += high_first ? game->first_score : 1 - game->first_score;
    match->low_points += high_first ? 1 - game->first_score : game->first_score;
    ++match->games;
  }
}

// Decides a scored match if its games decide it.
void Decide(int pairs_per_match, int tiebreak_pairs, KnockoutMatch* match) {
  if (match->games < 2 * pairs_per_match || match->games % 2 == 1) return;
  const bool tiebreak = match->games > 2 * pairs_per_match;
  if (match->high_points != match->low_points) {
    const bool high_won = match->high_points > match->low_points;
    match->winner = high_won ? match->high : match->low;
    match->reason =
        absl::StrCat("won ", PointsText(std::max(match->high_points, match->low_points)), "-",
                     PointsText(std::min(match->high_points, match->low_points)),
                     tiebreak ? " in tie-break" : "");
  } else if (match->games >= 2 * (pairs_per_match + tiebreak_pairs)) {
    match->winner = match->high;
    match->reason = absl::StrCat("higher seed on a tie ", PointsText(match->high_points), "-",
                                 PointsText(match->low_points));
  }
}

}  // namespace

KnockoutBracket BuildKnockoutBracket(const std::vector<int>& seed_order,
                                     const std::vector<MatchGame>& games, int pairs_per_match,
                                     int tiebreak_pairs) {
  KnockoutBracket bracket;
  const int engines = seed_order.size();
  if (engines == 0) return bracket;
  bracket.size = 1;
  while (bracket.size < engines) bracket.size *= 2;
  std::map<std::pair<int, int>, std::vector<const MatchGame*>> games_of_match;
  for (const MatchGame& game : games) games_of_match[{game.round, game.match}].push_back(&game);

  // Entrants of the next round in bracket order, as (engine, seed).
  std::vector<std::pair<int, int>> entrants;
  for (int seed : BracketOrder(bracket.size)) {
    entrants.push_back({seed <= engines ? seed_order[seed - 1] : Pairing::kBye, seed});
  }
  for (int round = 1; entrants.size() > 1; ++round) {
    KnockoutRound& current = bracket.rounds.emplace_back();
    current.round = round;
    std::vector<std::pair<int, int>> winners;
    int number = 0;
    for (size_t slot = 0; slot < entrants.size(); slot += 2) {
      auto [high, low] =
          std::minmax(entrants[slot], entrants[slot + 1],
                      [](const auto& x, const auto& y) { return x.second < y.second; });
      KnockoutMatch& match = current.matches.emplace_back();
      match.high = high.first;
      match.high_seed = high.second;
      match.low_seed = low.second;
      if (low.first == Pairing::kBye) {
        match.winner = match.high;
        match.reason = "bye";
      } else {
        match.number = ++number;
        match.low = low.first;
        Score(games_of_match[{round, match.number}], &match);
        match.tiebreak_games = std::max(0, match.games - 2 * pairs_per_match);
        Decide(pairs_per_match, tiebreak_pairs, &match);
      }
      winners.push_back({match.winner, match.winner == match.high ? high.second : low.second});
    }
    const bool decided = std::all_of(current.matches.begin(), current.matches.end(),
                                     [](const KnockoutMatch& m) { return m.winner != -1; });
    if (!decided) return bracket;
    entrants = std::move(winners);
  }
  bracket.champion = entrants[0].first;
  return bracket;
}

RoundPlan PlanKnockoutRound(const std::vector<int>& seed_order, const std::vector<MatchGame>& games,
                            int pairs_per_match, int tiebreak_pairs) {
  const KnockoutBracket bracket =
      BuildKnockoutBracket(seed_order, games, pairs_per_match, tiebreak_pairs);
  RoundPlan plan;
  plan.round = bracket.rounds.empty() ? 1 : bracket.rounds.back().round;
  if (bracket.champion != -1) return plan;
  const std::vector<KnockoutMatch>& matches = bracket.rounds.back().matches;
  const bool regular_done = std::all_of(
      matches.begin(), matches.end(),
      [&](const KnockoutMatch& m) { return m.number == 0 || m.games >= 2 * pairs_per_match; });
  for (const KnockoutMatch& m : matches) {
    if (m.number == 0) continue;
    Pairing pairing{m.high, m.low, pairs_per_match, 0};
    if (regular_done) {
      pairing.pairs = m.winner == -1 ? 1 : 0;
      pairing.first_pair = m.games / 2;
    }
    plan.pairings.push_back(pairing);
  }
  return plan;
}

std::string FormatKnockoutBracket(const KnockoutBracket& bracket,
                                  const std::vector<std::string>& names) {
  std::string out =
      absl::StrCat("Knockout: ", names.size(), " engines, a bracket of ", bracket.size, "\n");
  for (const KnockoutRound& round : bracket.rounds) {
    absl::StrAppend(&out, "round ", round.round, "\n");
    for (const KnockoutMatch& m : round.matches) {
      const std::string high = absl::StrFormat("[%d] %s", m.high_seed, names[m.high]);
      if (m.number == 0) {
        absl::StrAppendFormat(&out, "  bye       %s\n", high);
        continue;
      }
      const std::string low = absl::StrFormat("[%d] %s", m.low_seed, names[m.low]);
      std::string result = m.games == 0 ? "to play" : "playing";
      if (m.winner != -1) result = absl::StrCat("-> ", names[m.winner], " (", m.reason, ")");
      absl::StrAppendFormat(&out, "  match %-3d %-22s %5s-%-5s %-22s %s\n", m.number, high,
                            PointsText(m.high_points), PointsText(m.low_points), low, result);
    }
  }
  if (bracket.champion != -1) absl::StrAppend(&out, "champion: ", names[bracket.champion], "\n");
  return out;
}

}  // namespace harness
