#include "engines/battleship/exact_expectation.h"

#include <algorithm>
#include <functional>
#include <unordered_map>
#include <utility>

#include "absl/strings/str_cat.h"

namespace battleship {
namespace {

// SplitMix64's finaliser.
uint64_t Mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9;
  x = (x ^ (x >> 27)) * 0x94d049bb133111eb;
  return x ^ (x >> 31);
}

// A state: the shots fired and the consistent layouts, the latter by two
// independent 64-bit hashes (a collision among the few million states of a
// solvable board has odds near 2^-80).
struct StateKey {
  CellSet shot;
  uint64_t first = 0, second = 0;
  bool operator==(const StateKey& other) const {
    return shot == other.shot && first == other.first && second == other.second;
  }
};
struct StateKeyHash {
  size_t operator()(const StateKey& key) const {
    return std::hash<CellSet>()(key.shot) ^ key.first;
  }
};

// 0, 1, ..., n - 1: every layout.
std::vector<int> AllIndices(int64_t n) {
  std::vector<int> indices(n);
  for (int64_t i = 0; i < n; ++i) indices[i] = static_cast<int>(i);
  return indices;
}

}  // namespace

// The tree of answers below the empty board, valued for one policy.
class AnswerTree {
 public:
  explicit AnswerTree(const ExactExpectation& board) : board_(board) {}

  // Ties between most probable cells are averaged (broken uniformly), or
  // with `best_ties` settled the best way.
  double Greedy(const std::vector<int>& layouts, const CellSet& shot, bool best_ties) {
    if (CellsLeft(layouts, shot) == 0) return 0;
    const StateKey key = KeyOf(layouts, shot);
    if (auto it = greedy_.find(key); it != greedy_.end()) return it->second;
    const std::vector<int> cover = Cover(layouts, shot);
    const int most = *std::max_element(cover.begin(), cover.end());
    double sum = 0, best = 1e300;
    int ties = 0;
    for (int cell = 0; cell < board_.rules_.Cells(); ++cell) {
      if (shot[cell] || cover[cell] != most) continue;
      ++ties;
      CellSet next = shot;
      next.set(cell);
      double value = 1;
      for (const std::vector<int>& group : SplitByAnswer(layouts, shot, cell)) {
        value += Share(group, layouts) * Greedy(group, next, best_ties);
      }
      sum += value;
      best = std::min(best, value);
    }
    return greedy_[key] = best_ties ? best : sum / ties;
  }

  // The optimum if it is below `bound` (then *exact is set), otherwise a
  // lower bound of at least `bound`.
  double Optimal(const std::vector<int>& layouts, const CellSet& shot, double bound, bool* exact) {
    const int left = CellsLeft(layouts, shot);
    *exact = true;
    if (left == 0) return 0;
    if (left >= bound) {  // every unhit ship cell still needs a shot
      *exact = false;
      return left;
    }
    const StateKey key = KeyOf(layouts, shot);
    if (auto it = optimal_.find(key);
        it != optimal_.end() && (it->second.exact || it->second.value >= bound)) {
      *exact = it->second.exact;
      return it->second.value;
    }
    // Likeliest cells first: they usually give the best bound early. Cells
    // no layout covers are never worth a shot.
    const std::vector<int> cover = Cover(layouts, shot);
    std::vector<int> cells;
    for (int cell = 0; cell < board_.rules_.Cells(); ++cell) {
      if (!shot[cell] && cover[cell] > 0) cells.push_back(cell);
    }
    std::stable_sort(cells.begin(), cells.end(),
                     [&cover](int a, int b) { return cover[a] > cover[b]; });
    double best = bound;
    bool found = false;
    for (int cell : cells) {
      CellSet next = shot;
      next.set(cell);
      const std::vector<std::vector<int>> groups = SplitByAnswer(layouts, shot, cell);
      // 1 + the groups' values, each a lower bound until it is searched.
      std::vector<double> floor(groups.size());
      double value = 1;
      for (size_t g = 0; g < groups.size(); ++g) {
        floor[g] = CellsLeft(groups[g], next);
        value += Share(groups[g], layouts) * floor[g];
      }
      bool beaten = value >= best;
      for (size_t g = 0; g < groups.size() && !beaten; ++g) {
        const double share = Share(groups[g], layouts);
        const double others = value - share * floor[g];
        bool group_exact = false;
        value = others + share * Optimal(groups[g], next, (best - others) / share, &group_exact);
        beaten = !group_exact || value >= best;
      }
      if (!beaten) {
        best = value;
        found = true;
      }
    }
    optimal_[key] = {best, found};
    *exact = found;
    return best;
  }

 private:
  struct Bounded {
    double value;
    bool exact;
  };

  StateKey KeyOf(const std::vector<int>& layouts, const CellSet& shot) const {
    StateKey key{shot, 0x243f6a8885a308d3, 0x13198a2e03707344};
    for (int layout : layouts) {
      key.first = Mix(key.first ^ static_cast<uint64_t>(layout));
      key.second = Mix(key.second + static_cast<uint64_t>(layout) * 0x9e3779b97f4a7c15);
    }
    return key;
  }

  // Ship cells not yet shot: the same for every consistent layout.
  int CellsLeft(const std::vector<int>& layouts, const CellSet& shot) const {
    return static_cast<int>((board_.occupied_[layouts.front()] & ~shot).count());
  }

  // By cell: how many of `layouts` cover it.
  std::vector<int> Cover(const std::vector<int>& layouts, const CellSet& shot) const {
    std::vector<int> cover(board_.rules_.Cells(), 0);
    for (int layout : layouts) {
      const CellSet cells = board_.occupied_[layout] & ~shot;
      for (int cell = 0; cell < board_.rules_.Cells(); ++cell) cover[cell] += cells[cell];
    }
    return cover;
  }

  // `layouts` grouped by the answer each gives to a shot at `cell`.
  std::vector<std::vector<int>> SplitByAnswer(const std::vector<int>& layouts, const CellSet& shot,
                                              int cell) const {
    std::vector<int> answers;  // 0 miss, 1 hit, 2 + ship: that ship sunk
    std::vector<std::vector<int>> groups;
    for (int layout : layouts) {
      int answer = 0;
      const std::vector<CellSet>& ships = board_.layouts_[layout];
      for (size_t ship = 0; ship < ships.size(); ++ship) {
        if (!ships[ship][cell]) continue;
        CellSet rest = ships[ship] & ~shot;
        rest.reset(cell);
        answer = rest.none() ? 2 + static_cast<int>(ship) : 1;
      }
      const size_t g = std::find(answers.begin(), answers.end(), answer) - answers.begin();
      if (g == answers.size()) {
        answers.push_back(answer);
        groups.emplace_back();
      }
      groups[g].push_back(layout);
    }
    return groups;
  }

  static double Share(const std::vector<int>& part, const std::vector<int>& whole) {
    return static_cast<double>(part.size()) / static_cast<double>(whole.size());
  }

  const ExactExpectation& board_;
  std::unordered_map<StateKey, double, StateKeyHash> greedy_;
  std::unordered_map<StateKey, Bounded, StateKeyHash> optimal_;
};

absl::StatusOr<ExactExpectation> ExactExpectation::ForRules(const Rules& rules,
                                                            int64_t max_layouts) {
  std::vector<std::vector<CellSet>> options;
  for (const Ship& ship : rules.fleet) {
    std::vector<CellSet>& cells = options.emplace_back();
    for (const Placement& placement : AllPlacements(rules, ship.length)) {
      cells.push_back(ShipCells(rules, ship.length, placement));
    }
  }
  std::vector<std::vector<CellSet>> layouts;
  std::vector<CellSet> current;
  bool too_many = false;
  std::function<void(size_t, const CellSet&)> place = [&](size_t ship, const CellSet& taken) {
    if (too_many) return;
    if (ship == options.size()) {
      layouts.push_back(current);
      too_many = static_cast<int64_t>(layouts.size()) > max_layouts;
      return;
    }
    for (const CellSet& cells : options[ship]) {
      if ((cells & taken).any()) continue;
      current.push_back(cells);
      place(ship + 1, taken | cells);
      current.pop_back();
    }
  };
  place(0, CellSet());
  if (too_many) {
    return absl::InvalidArgumentError(absl::StrCat("the ", rules.width, "x", rules.height,
                                                   " board has more than ", max_layouts,
                                                   " layouts: too many to solve exactly"));
  }
  if (layouts.empty()) {
    return absl::InvalidArgumentError("the fleet does not fit on the board");
  }
  return ExactExpectation(rules, std::move(layouts));
}

ExactExpectation::ExactExpectation(const Rules& rules, std::vector<std::vector<CellSet>> layouts)
    : rules_(rules), layouts_(std::move(layouts)) {
  for (const std::vector<CellSet>& ships : layouts_) {
    CellSet cells;
    for (const CellSet& ship : ships) cells |= ship;
    occupied_.push_back(cells);
  }
}

double ExactExpectation::Greedy() const {
  return AnswerTree(*this).Greedy(AllIndices(Layouts()), CellSet(), false);
}

double ExactExpectation::GreedyBestTies() const {
  return AnswerTree(*this).Greedy(AllIndices(Layouts()), CellSet(), true);
}

double ExactExpectation::Optimal() const {
  bool exact = false;
  return AnswerTree(*this).Optimal(AllIndices(Layouts()), CellSet(), 1e300, &exact);
}

}  // namespace battleship
