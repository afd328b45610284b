#include "harness/formats/swiss_history.h"

#include <algorithm>
#include <tuple>

namespace harness {

bool SwissPresent(const SwissField& field, int engine, int round) {
  if (!field.enters.empty() && round < field.enters[engine]) return false;
  if (!field.withdrawn_after.empty() && field.withdrawn_after[engine] > 0 &&
      round > field.withdrawn_after[engine]) {
    return false;
  }
  return true;
}

std::vector<int> SwissPairingNumbers(const SwissField& field) {
  std::vector<int> tpn(field.engines, -1);
  int next = 0;
  for (int e : field.seed_order) {
    if (e >= 0 && e < field.engines && tpn[e] < 0) tpn[e] = next++;
  }
  for (int e = 0; e < field.engines; ++e) {
    if (tpn[e] < 0) tpn[e] = next++;
  }
  return tpn;
}

std::vector<std::vector<SwissRound>> ReadSwissRounds(const SwissField& field, int rounds,
                                                     const std::vector<MatchGame>& games) {
  const int engines = field.engines;
  std::vector<std::vector<SwissRound>> cells(engines, std::vector<SwissRound>(std::max(rounds, 0)));
  // A canonical order, so that the result never depends on the order given.
  std::vector<MatchGame> sorted;
  for (const MatchGame& g : games) {
    if (g.round < 1 || g.round > rounds || g.first < 0 || g.first >= engines) continue;
    if (g.second != Pairing::kBye && (g.second < 0 || g.second >= engines || g.second == g.first)) {
      continue;
    }
    sorted.push_back(g);
  }
  auto key = [](const MatchGame& g) {
    return std::make_tuple(g.round, g.second == Pairing::kBye, std::min(g.first, g.second),
                           std::max(g.first, g.second), g.game, g.first, g.first_score, g.seed);
  };
  std::sort(sorted.begin(), sorted.end(),
            [&](const MatchGame& x, const MatchGame& y) { return key(x) < key(y); });
  // The game number that set each match's colour (the lowest seen).
  std::vector<std::vector<int>> colour_game(engines, std::vector<int>(std::max(rounds, 0), -1));
  for (const MatchGame& g : sorted) {
    SwissRound& first = cells[g.first][g.round - 1];
    if (g.second == Pairing::kBye) {
      if (first.kind != SwissRound::kNotPaired) continue;
      first.kind = SwissRound::kBye;
      first.points = g.first_score;
      continue;
    }
    SwissRound& second = cells[g.second][g.round - 1];
    const bool new_match =
        first.kind == SwissRound::kNotPaired && second.kind == SwissRound::kNotPaired;
    const bool same_match = first.kind == SwissRound::kPlayed && first.opponent == g.second;
    if (!new_match && !same_match) continue;  // contradicts the round's pairing
    first.kind = second.kind = SwissRound::kPlayed;
    first.opponent = g.second;
    second.opponent = g.first;
    first.points += g.first_score;
    second.points += 1 - g.first_score;
    ++first.games;
    ++second.games;
    int& decided = colour_game[g.first][g.round - 1];
    if (decided < 0 || g.game < decided) {
      decided = colour_game[g.second][g.round - 1] = g.game;
      // Engine `a` of the pairing sits in seat 0 in the even games.
      const int a = g.game % 2 == 0 ? g.first : g.second;
      first.colour = a == g.first ? 0 : 1;
      second.colour = 1 - first.colour;
    }
  }
  for (int e = 0; e < engines; ++e) {
    for (int r = 1; r <= rounds; ++r) {
      SwissRound& cell = cells[e][r - 1];
      if (cell.kind != SwissRound::kNotPaired) continue;
      if (!field.enters.empty() && r < field.enters[e]) {
        cell.kind = SwissRound::kAbsent;
      } else if (!SwissPresent(field, e, r)) {
        cell.kind = SwissRound::kWithdrawn;
      }
    }
  }
  return cells;
}

}  // namespace harness
