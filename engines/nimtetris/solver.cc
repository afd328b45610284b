#include "engines/nimtetris/solver.h"

#include <vector>

namespace nimtetris {
namespace {

constexpr int kCaps[kMaxLevel + 1] = {0, 8, 12, 16, 20, 24, 28, 32, 36, 44, kMaxCells};

int LiveCells(const Geometry& geometry, Bits empty) {
  int cells = 0;
  for (Bits region : LiveRegions(geometry, empty)) cells += PopCount(region);
  return cells;
}

// Pieces that could still fit, at most: cells / 4 per live region.
int PiecesLeft(const Geometry& geometry, Bits empty) {
  int pieces = 0;
  for (Bits region : LiveRegions(geometry, empty)) pieces += PopCount(region) / 4;
  return pieces;
}

}  // namespace

int Cap(int level) { return kCaps[level < 0 ? 0 : level > kMaxLevel ? kMaxLevel : level]; }

bool Solver::MoverWins(const Geometry& geometry, Bits filled, const WorkBudget& budget,
                       bool* wins) {
  search_.SetBudget(budget);
  return search_.MoverWins(geometry, geometry.all() & ~filled, wins);
}

Choice Solver::Choose(const Geometry& geometry, Bits filled, int level, const WorkBudget& budget,
                      games::SeededRandom& random) {
  const Bits empty = geometry.all() & ~filled;
  const std::vector<int> legal = LegalPlacements(geometry, filled);
  search_.SetBudget(budget);
  // What each move leaves for the opponent: 1 lost, 0 won, -1 unknown.
  std::vector<int> opponent_lost(legal.size(), -1);
  int known = 0;
  std::vector<int> winning;
  for (size_t i = 0; i < legal.size(); ++i) {
    const Bits after = empty & ~geometry.placements()[legal[i]].cells;
    bool opponent_wins;
    if (LiveCells(geometry, after) > Cap(level) ||
        !search_.MoverWins(geometry, after, &opponent_wins)) {
      continue;
    }
    opponent_lost[i] = opponent_wins ? 0 : 1;
    ++known;
    if (opponent_lost[i] == 1) winning.push_back(legal[i]);
  }
  Choice choice;
  choice.solved = known == static_cast<int>(legal.size());
  choice.winning = !winning.empty();
  if (!winning.empty()) {
    choice.placement = winning[random.Below(winning.size())];
    return choice;
  }
  // The guess: not a known loss if avoidable; an odd count of pieces left.
  std::vector<int> best;
  int best_rank = -1;
  for (size_t i = 0; i < legal.size(); ++i) {
    const Bits after = empty & ~geometry.placements()[legal[i]].cells;
    const int rank = (opponent_lost[i] != 0 ? 2 : 0) + PiecesLeft(geometry, after) % 2;
    if (rank > best_rank) best.clear(), best_rank = rank;
    if (rank == best_rank) best.push_back(legal[i]);
  }
  choice.placement = best[random.Below(best.size())];
  return choice;
}

}  // namespace nimtetris
