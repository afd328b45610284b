#include "engines/battleship/placers.h"

#include <map>
#include <mutex>
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/battleship/layout_posterior.h"

namespace battleship {
namespace {

constexpr int kOpeningSamples = 20'000;
constexpr uint64_t kOpeningSeed = 1;  // the same map for every game

// The same for every game on a board and fleet, so computed once for each.
const std::vector<double>& OpeningHeat(const Rules& rules) {
  static std::mutex mutex;
  static auto* heats = new std::map<std::string, std::vector<double>>();
  std::lock_guard<std::mutex> lock(mutex);
  std::string key = absl::StrCat(rules.width, "x", rules.height);
  for (const Ship& ship : rules.fleet) absl::StrAppend(&key, ",", ship.length);
  std::vector<double>& heat = (*heats)[key];
  if (heat.empty()) {
    games::SeededRandom random(kOpeningSeed);
    heat = LayoutPosterior::Build(rules, {})->Sample(kOpeningSamples, random).probability;
  }
  return heat;
}

}  // namespace

Layout EvasiveLayout(const Rules& rules, int candidates, games::SeededRandom& random) {
  const std::vector<double>& heat = OpeningHeat(rules);
  Layout best;
  double best_heat = 0;
  for (int i = 0; i < candidates; ++i) {
    Layout layout = UniformLayout(rules, random);
    double total = 0;
    for (size_t ship = 0; ship < layout.size(); ++ship) {
      const CellSet cells = ShipCells(rules, rules.fleet[ship].length, layout[ship]);
      for (int cell = 0; cell < rules.Cells(); ++cell) total += cells[cell] ? heat[cell] : 0;
    }
    if (best.empty() || total < best_heat) {
      best = std::move(layout);
      best_heat = total;
    }
  }
  return best;
}

}  // namespace battleship
