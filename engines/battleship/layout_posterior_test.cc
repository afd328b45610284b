#include "engines/battleship/layout_posterior.h"

#include <functional>

#include "engines/battleship/density_shooter.h"
#include "gtest/gtest.h"

namespace battleship {
namespace {

Rules SmallRules() {
  Rules rules;
  rules.name = "small";
  rules.width = 5;
  rules.height = 4;
  rules.fleet = {{"Cruiser", 3}, {"Destroyer", 2}, {"Patrol", 2}};
  return rules;
}

// Every legal layout of the fleet, by plain recursion.
std::vector<Layout> AllLayouts(const Rules& rules) {
  std::vector<Layout> layouts;
  Layout layout;
  std::function<void(size_t)> place = [&](size_t ship) {
    if (ship == rules.fleet.size()) {
      if (ValidateLayout(rules, layout).ok()) layouts.push_back(layout);
      return;
    }
    for (const Placement& placement : AllPlacements(rules, rules.fleet[ship].length)) {
      layout.push_back(placement);
      place(ship + 1);
      layout.pop_back();
    }
  };
  place(0);
  return layouts;
}

// True if a fleet laid out as `layout` gives exactly the answers in `history`.
bool Answers(const Rules& rules, const Layout& layout, const std::vector<Shot>& history) {
  Fleet fleet(rules, layout);
  for (const Shot& shot : history) {
    const Shot answer = fleet.Receive(shot.cell);
    if (answer.result != shot.result || answer.sunk_ship != shot.sunk_ship) return false;
  }
  return true;
}

// The share of consistent layouts covering each cell, by brute force.
std::vector<double> BruteForceHeat(const Rules& rules, const std::vector<Layout>& layouts,
                                   const std::vector<Shot>& history) {
  std::vector<double> heat(rules.Cells(), 0.0);
  int consistent = 0;
  for (const Layout& layout : layouts) {
    if (!Answers(rules, layout, history)) continue;
    ++consistent;
    for (size_t ship = 0; ship < layout.size(); ++ship) {
      const CellSet cells = ShipCells(rules, rules.fleet[ship].length, layout[ship]);
      for (int cell = 0; cell < rules.Cells(); ++cell) heat[cell] += cells[cell];
    }
  }
  for (double& h : heat) h /= consistent;
  return heat;
}

// Plays the density shooter against seeded layouts and checks the exact
// posterior after every answer against brute force, and the sampler
// against it.
TEST(LayoutPosteriorTest, ExactAndSampledHeatMatchBruteForce) {
  const Rules rules = SmallRules();
  const std::vector<Layout> layouts = AllLayouts(rules);
  ASSERT_GT(layouts.size(), 1000u);
  int compared = 0;
  for (int game = 0; game < 12; ++game) {
    games::SeededRandom random(game);
    Fleet fleet(rules, UniformLayout(rules, random));
    std::vector<Shot> history;
    while (!fleet.AllSunk()) {
      const std::vector<double> truth = BruteForceHeat(rules, layouts, history);
      absl::StatusOr<LayoutPosterior> posterior = LayoutPosterior::Build(rules, history);
      ASSERT_TRUE(posterior.ok()) << posterior.status();
      absl::StatusOr<CellHeat> exact = posterior->Exact(10'000'000);
      ASSERT_TRUE(exact.ok());
      const CellHeat sampled = posterior->Sample(4000, random);
      for (int cell = 0; cell < rules.Cells(); ++cell) {
        ASSERT_NEAR(exact->probability[cell], truth[cell], 1e-12)
            << "game " << game << " after " << history.size() << " shots, cell " << cell;
        ASSERT_NEAR(sampled.probability[cell], truth[cell], 0.04)
            << "game " << game << " after " << history.size() << " shots, cell " << cell;
      }
      ++compared;
      const int cell = *DensityShot(rules, history, DensitySettings(), random);
      history.push_back(fleet.Receive(cell));
    }
  }
  EXPECT_GT(compared, 100);
}

TEST(LayoutPosteriorTest, InconsistentAnswersAreRefused) {
  const Rules rules = SmallRules();
  // A ship sunk by the first shot, though no ship has length 1.
  EXPECT_FALSE(LayoutPosterior::Build(rules, {{0, ShotResult::kSunk, 1}}).ok());
  // The same ship sunk twice.
  EXPECT_FALSE(
      LayoutPosterior::Build(
          rules, {{0, ShotResult::kHit, -1}, {1, ShotResult::kSunk, 1}, {2, ShotResult::kSunk, 1}})
          .ok());
  // Five misses across a row of five leave room, but a whole board of misses does not.
  std::vector<Shot> misses;
  for (int cell = 0; cell < rules.Cells(); ++cell) misses.push_back({cell, ShotResult::kMiss, -1});
  EXPECT_FALSE(LayoutPosterior::Build(rules, misses).ok());
}

}  // namespace
}  // namespace battleship
