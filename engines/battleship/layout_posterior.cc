#include "engines/battleship/layout_posterior.h"

#include <algorithm>
#include <functional>

#include "absl/strings/str_cat.h"

namespace battleship {
namespace {

// Search nodes for listing the ways the hits can be held (a few thousand in
// real games).
constexpr int64_t kHoldingBudget = 2'000'000;
// Draws tried per sample wanted before giving up on a crowded board.
constexpr int64_t kAttemptsPerSample = 1000;
// Enough nodes to find a first consistent layout in any real game.
constexpr int64_t kFirstLayoutBudget = 50'000'000;

// Calls `f(cell)` for every cell in `cells`.
template <typename F>
void ForEachCell(const CellSet& cells, F&& f) {
  for (size_t cell = cells._Find_first(); cell < cells.size(); cell = cells._Find_next(cell)) {
    f(static_cast<int>(cell));
  }
}

// Receives a layout (candidate index by ship; -1 = not placed) and the cells
// it covers; returns false to stop the search.
using LeafFn = std::function<bool(const std::vector<int>&, const CellSet&)>;

// Depth-first search over consistent layouts: it branches first on which ship
// covers the lowest uncovered hit (exactly one does, so no layout is met
// twice), then places the remaining ships in fleet order. Calls `leaf` for
// each layout until it returns false or the node budget runs out. With
// `hits_only` it stops as soon as every hit is covered: the leaves are then
// the ways the hits can be held, the other ships not yet placed.
class LayoutSearch {
 public:
  LayoutSearch(const Rules& rules, const std::vector<std::vector<CellSet>>& candidates,
               const CellSet& hits, int64_t node_budget, bool hits_only, const LeafFn& leaf)
      : rules_(rules),
        candidates_(candidates),
        hits_(hits),
        budget_(node_budget),
        hits_only_(hits_only),
        leaf_(leaf),
        choice_(candidates.size(), -1) {}

  // False if the budget ran out before the search finished.
  bool Run() {
    Descend(CellSet(), rules_.FleetCells());
    return nodes_ <= budget_;
  }

 private:
  // Returns false to stop the whole search.
  bool Descend(const CellSet& taken, int free_ship_cells) {
    if (++nodes_ > budget_) return false;
    const CellSet uncovered = hits_ & ~taken;
    if (static_cast<int>(uncovered.count()) > free_ship_cells) return true;
    if (uncovered.any()) {
      // Exactly one ship covers the lowest uncovered hit: branch on which.
      const size_t hit = uncovered._Find_first();
      for (size_t ship = 0; ship < candidates_.size(); ++ship) {
        if (choice_[ship] < 0 && !Try(ship, taken, free_ship_cells, hit)) return false;
      }
      return true;
    }
    if (hits_only_) return leaf_(choice_, taken);
    for (size_t ship = 0; ship < candidates_.size(); ++ship) {
      if (choice_[ship] < 0) return Try(ship, taken, free_ship_cells, kAnyCell);
    }
    return leaf_(choice_, taken);
  }

  static constexpr size_t kAnyCell = static_cast<size_t>(-1);

  // Places `ship` on each candidate (covering `cell` unless kAnyCell) that
  // fits beside `taken`, and searches on.
  bool Try(size_t ship, const CellSet& taken, int free_ship_cells, size_t cell) {
    const std::vector<CellSet>& options = candidates_[ship];
    for (size_t i = 0; i < options.size(); ++i) {
      if ((cell != kAnyCell && !options[i][cell]) || (options[i] & taken).any()) continue;
      choice_[ship] = static_cast<int>(i);
      const bool go_on = Descend(taken | options[i], free_ship_cells - rules_.fleet[ship].length);
      choice_[ship] = -1;
      if (!go_on) return false;
    }
    return true;
  }

  const Rules& rules_;
  const std::vector<std::vector<CellSet>>& candidates_;
  const CellSet& hits_;
  const int64_t budget_;
  const bool hits_only_;
  const LeafFn& leaf_;
  std::vector<int> choice_;
  int64_t nodes_ = 0;
};

}  // namespace

absl::StatusOr<LayoutPosterior> LayoutPosterior::Build(const Rules& rules,
                                                       const std::vector<Shot>& history) {
  const int ships = static_cast<int>(rules.fleet.size());
  std::vector<int> hit_time(rules.Cells(), -1);  // shot index of a "hit" answer
  std::vector<int> sunk_time(ships, -1);
  CellSet misses, hits, sunk_cells;
  for (size_t t = 0; t < history.size(); ++t) {
    const Shot& shot = history[t];
    if (shot.cell < 0 || shot.cell >= rules.Cells()) {
      return absl::InvalidArgumentError(absl::StrCat("shot ", t + 1, " is off the board"));
    }
    if (shot.result == ShotResult::kMiss) {
      misses.set(shot.cell);
      continue;
    }
    hits.set(shot.cell);
    if (shot.result == ShotResult::kHit) {
      hit_time[shot.cell] = static_cast<int>(t);
      continue;
    }
    if (shot.sunk_ship < 0 || shot.sunk_ship >= ships || sunk_time[shot.sunk_ship] >= 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("shot ", t + 1, " sinks ship ", shot.sunk_ship, ", which cannot sink now"));
    }
    sunk_time[shot.sunk_ship] = static_cast<int>(t);
    sunk_cells.set(shot.cell);
  }

  std::vector<std::vector<CellSet>> candidates(ships);
  for (int ship = 0; ship < ships; ++ship) {
    const int length = rules.fleet[ship].length;
    for (const Placement& placement : AllPlacements(rules, length)) {
      const CellSet cells = ShipCells(rules, length, placement);
      bool possible = true;
      if (sunk_time[ship] >= 0) {
        const Shot& sinking = history[sunk_time[ship]];
        possible = cells[sinking.cell];
        ForEachCell(cells, [&](int cell) {
          if (cell != sinking.cell && (hit_time[cell] < 0 || hit_time[cell] > sunk_time[ship])) {
            possible = false;
          }
        });
      } else {
        possible = (cells & (misses | sunk_cells)).none() && (cells & ~hits).any();
      }
      if (possible) candidates[ship].push_back(cells);
    }
  }
  LayoutPosterior posterior(rules, std::move(candidates), hits);
  bool found = false;
  LayoutSearch(rules, posterior.candidates_, posterior.hits_, kFirstLayoutBudget, false,
               [&](const std::vector<int>&, const CellSet&) {
                 found = true;
                 return false;
               })
      .Run();
  if (!found) {
    return absl::InvalidArgumentError("no layout of the fleet is consistent with the shot answers");
  }
  return posterior;
}

absl::StatusOr<CellHeat> LayoutPosterior::Exact(int64_t node_budget) const {
  std::vector<std::vector<int64_t>> counts(candidates_.size());
  for (size_t ship = 0; ship < candidates_.size(); ++ship) {
    counts[ship].assign(candidates_[ship].size(), 0);
  }
  int64_t total = 0;
  const bool finished = LayoutSearch(rules_, candidates_, hits_, node_budget, false,
                                     [&](const std::vector<int>& choice, const CellSet&) {
                                       for (size_t ship = 0; ship < choice.size(); ++ship) {
                                         ++counts[ship][choice[ship]];
                                       }
                                       ++total;
                                       return true;
                                     })
                            .Run();
  if (!finished) {
    return absl::ResourceExhaustedError(absl::StrCat("more than ", node_budget, " search nodes"));
  }
  CellHeat heat = HeatFrom(counts, total);
  heat.exact = true;
  return heat;
}

CellHeat LayoutPosterior::Sample(int samples, games::SeededRandom& random) const {
  const size_t ships = candidates_.size();
  // Every way the hits can be held, weighted by how many ways the ships left
  // over can be drawn independently onto the cells it leaves free.
  struct Holding {
    std::vector<int> choice;
    CellSet taken;
  };
  std::vector<Holding> holdings;
  std::vector<double> cumulative;
  double total = 0;
  LayoutSearch(rules_, candidates_, hits_, kHoldingBudget, true,
               [&](const std::vector<int>& choice, const CellSet& taken) {
                 double weight = 1;
                 for (size_t ship = 0; ship < ships; ++ship) {
                   if (choice[ship] >= 0) continue;
                   int fits = 0;
                   for (const CellSet& cells : candidates_[ship]) fits += (cells & taken).none();
                   weight *= fits;
                 }
                 if (weight > 0) {
                   holdings.push_back({choice, taken});
                   total += weight;
                   cumulative.push_back(total);
                 }
                 return true;
               })
      .Run();

  // Draw a holding by weight, then each ship left over uniformly among the
  // placements that fit beside it; keep the draw if those ships do not
  // overlap. Every consistent layout is drawn with the same probability.
  std::vector<std::vector<int64_t>> counts(ships);
  for (size_t ship = 0; ship < ships; ++ship) counts[ship].assign(candidates_[ship].size(), 0);
  int64_t accepted = 0;
  std::vector<int> choice;
  for (int64_t attempt = 0;
       accepted < samples && attempt < kAttemptsPerSample * samples && !holdings.empty();
       ++attempt) {
    const double pick = random.Unit() * total;
    const Holding& holding =
        holdings[std::upper_bound(cumulative.begin(), cumulative.end(), pick) - cumulative.begin()];
    choice = holding.choice;
    CellSet occupied = holding.taken;
    bool overlap = false;
    for (size_t ship = 0; ship < ships && !overlap; ++ship) {
      if (choice[ship] >= 0) continue;
      const std::vector<CellSet>& options = candidates_[ship];
      int index;
      do {
        index = static_cast<int>(random.Below(options.size()));
      } while ((options[index] & holding.taken).any());
      overlap = (options[index] & occupied).any();
      occupied |= options[index];
      choice[ship] = index;
    }
    if (overlap) continue;
    ++accepted;
    for (size_t ship = 0; ship < ships; ++ship) ++counts[ship][choice[ship]];
  }
  return HeatFrom(counts, accepted);
}

CellHeat LayoutPosterior::HeatFrom(const std::vector<std::vector<int64_t>>& counts,
                                   int64_t total) const {
  CellHeat heat;
  heat.layouts = total;
  heat.probability.assign(rules_.Cells(), 0.0);
  for (size_t ship = 0; ship < candidates_.size(); ++ship) {
    for (size_t i = 0; i < candidates_[ship].size(); ++i) {
      if (counts[ship][i] == 0) continue;
      ForEachCell(candidates_[ship][i],
                  [&](int cell) { heat.probability[cell] += counts[ship][i]; });
    }
  }
  for (double& p : heat.probability) p /= static_cast<double>(total);
  return heat;
}

}  // namespace battleship
