#include "engines/battleship/seed_shooter.h"

#include <algorithm>

namespace battleship {
namespace {

// Down first, then counter-clockwise: down, right, up, left.
constexpr int kRowStep[4] = {1, 0, -1, 0};
constexpr int kColumnStep[4] = {0, 1, 0, -1};
int Opposite(int direction) { return (direction + 2) % 4; }

// The seed's target mode: probe around `origin` direction by direction.
class Targeter {
 public:
  Targeter(const Knowledge& knowledge, int level) : knowledge_(knowledge), level_(level) {}

  // Advances the state with one of the shooter's own answered shots
  // (`knowledge` already includes it).
  void Observe(const Shot& shot) {
    if (!active_) {
      if (shot.result == ShotResult::kHit) Start(shot.cell);
      return;
    }
    if (shot.result == ShotResult::kHit) {
      ++steps_;
      line_hit_ = true;
    } else if (shot.result == ShotResult::kMiss) {
      Turn();
    } else {
      // Sunk: target a hit that no sunk ship explains, if any.
      const std::vector<int> open = knowledge_.OpenHits();
      active_ = false;
      if (!open.empty()) Start(open.front());
    }
  }

  // The cell target mode shoots next, or -1 to hunt.
  int Next() {
    for (int guard = 0; active_ && guard < 16; ++guard) {
      const int row = origin_ / knowledge_.rules().width + kRowStep[direction_] * steps_;
      const int column = origin_ % knowledge_.rules().width + kColumnStep[direction_] * steps_;
      if (knowledge_.Inside(row, column) && knowledge_.At(row, column) == CellState::kUnknown) {
        return row * knowledge_.rules().width + column;
      }
      Turn();  // blocked: the board's edge or a cell already shot
    }
    return -1;
  }

 private:
  void Start(int origin) {
    active_ = true;
    origin_ = origin;
    tried_ = 0;
    line_hit_ = false;
    steps_ = 1;
    direction_ = FirstDirection();
  }

  // Level 5 starts where the longest run of unknown cells lies.
  int FirstDirection() const {
    if (level_ < 5) return NextUntried(0);
    int best = -1, best_run = -1;
    for (int d = 0; d < 4; ++d) {
      if (tried_ & (1 << d)) continue;
      const int run = UnknownRun(d);
      if (run > best_run) best = d, best_run = run;
    }
    return best;
  }

  int UnknownRun(int direction) const {
    const int width = knowledge_.rules().width;
    int run = 0;
    for (int step = 1;; ++step) {
      const int r = origin_ / width + kRowStep[direction] * step;
      const int c = origin_ % width + kColumnStep[direction] * step;
      if (!knowledge_.Inside(r, c) || knowledge_.At(r, c) != CellState::kUnknown) return run;
      ++run;
    }
  }

  int NextUntried(int from) const {
    for (int k = 0; k < 4; ++k) {
      const int d = (from + k) % 4;
      if (!(tried_ & (1 << d))) return d;
    }
    return -1;
  }

  // A miss or a blocked cell: back from the start the other way if this
  // line had hits, else the next direction.
  void Turn() {
    tried_ |= 1 << direction_;
    steps_ = 1;
    int next = -1;
    if (line_hit_ && !(tried_ & (1 << Opposite(direction_)))) {
      next = Opposite(direction_);
    } else {
      next = level_ >= 5 ? FirstDirection() : NextUntried(direction_);
    }
    line_hit_ = false;
    if (next < 0) {
      active_ = false;
    } else {
      direction_ = next;
    }
  }

  const Knowledge& knowledge_;
  int level_;
  bool active_ = false;
  int origin_ = 0;
  int direction_ = 0;
  int steps_ = 1;
  int tried_ = 0;
  bool line_hit_ = false;
};

int RandomOf(const std::vector<int>& cells, games::SeededRandom& random) {
  return cells[random.Below(cells.size())];
}

// Level 6's hunt order: 0 inner red, 1 outer red, 2 inner sky-blue, 3
// outer sky-blue (see the header for the reading of the seed's map).
int HuntPriority(const Rules& rules, int cell) {
  const int row = cell / rules.width, column = cell % rules.width;
  const bool red = (row + column) % 4 == 0;  // every other diagonal of the hunt colour
  const bool outer =
      row == 0 || column == 0 || row == rules.height - 1 || column == rules.width - 1;
  return (red ? 0 : 2) + (outer ? 1 : 0);
}

bool FourUnknownNeighbours(const Knowledge& knowledge, int cell) {
  const int width = knowledge.rules().width;
  const int row = cell / width, column = cell % width;
  for (int d = 0; d < 4; ++d) {
    const int r = row + kRowStep[d], c = column + kColumnStep[d];
    if (!knowledge.Inside(r, c) || knowledge.At(r, c) != CellState::kUnknown) return false;
  }
  return true;
}

}  // namespace

int SeedShot(const Rules& rules, const std::vector<Shot>& history, int level,
             games::SeededRandom& random) {
  Knowledge knowledge(rules);
  Targeter targeter(knowledge, level);
  for (const Shot& shot : history) {
    // Replay: settle the target state the way it was when this shot was
    // chosen (turning past blocked directions), then take the answer.
    if (level >= 2) targeter.Next();
    knowledge.Record(shot);
    if (level >= 2) targeter.Observe(shot);
  }
  if (level >= 2) {
    const int target = targeter.Next();
    if (target >= 0) return target;
  }
  // Hunt.
  std::vector<int> unknown, candidates;
  const int smallest = knowledge.SmallestRemainingShip();
  for (int cell = 0; cell < rules.Cells(); ++cell) {
    if (knowledge.At(cell) != CellState::kUnknown) continue;
    unknown.push_back(cell);
    if (level >= 3 && (cell / rules.width + cell % rules.width) % 2 != 0) continue;
    if (level >= 4 && std::max(knowledge.LongestFreeRun(cell, false),
                               knowledge.LongestFreeRun(cell, true)) < smallest) {
      continue;
    }
    candidates.push_back(cell);
  }
  if (level >= 6 && !candidates.empty()) {
    // Keep only the best rank: (level 7) four unknown neighbours first, then
    // the priority map.
    auto rank = [&](int cell) {
      const int open = level >= 7 && !FourUnknownNeighbours(knowledge, cell) ? 4 : 0;
      return open + HuntPriority(rules, cell);
    };
    int best = rank(candidates[0]);
    for (int cell : candidates) best = std::min(best, rank(cell));
    std::vector<int> ranked;
    for (int cell : candidates) {
      if (rank(cell) == best) ranked.push_back(cell);
    }
    candidates.swap(ranked);
  }
  return RandomOf(candidates.empty() ? unknown : candidates, random);
}

}  // namespace battleship
