#include <algorithm>
#include <map>
#include <set>

#include "games/battleship/battleship_game.h"
#include "gtest/gtest.h"

namespace battleship {
namespace {

TEST(BattleshipRulesTest, VariantsAndPlacementCounts) {
  const Rules seed8 = *MakeRules("seed8");
  EXPECT_EQ(seed8.Cells(), 64);
  EXPECT_EQ(seed8.FleetCells(), 16);
  EXPECT_EQ(AllPlacements(seed8, 5).size(), 2u * 8 * 4);
  EXPECT_EQ(AllPlacements(seed8, 2).size(), 2u * 8 * 7);
  const Rules classic = *MakeRules("");
  EXPECT_EQ(classic.name, "classic");
  EXPECT_EQ(classic.FleetCells(), 17);
  EXPECT_EQ(AllPlacements(classic, 5).size(), 2u * 10 * 6);
  EXPECT_EQ(std::string(MakeRules("tiny").status().message()),
            "unknown battleship variant 'tiny' (known: seed8, classic)");
}

TEST(BattleshipRulesTest, LayoutValidation) {
  const Rules rules = *MakeRules("seed8");
  Layout layout = {{0, 0, false}, {1, 0, false}, {2, 0, false}, {3, 0, false}, {4, 0, false}};
  EXPECT_TRUE(ValidateLayout(rules, layout).ok());  // touching is allowed
  layout[4] = {3, 1, false};
  EXPECT_EQ(std::string(ValidateLayout(rules, layout).message()),
            "Destroyer (ship 4) overlaps another ship");
  layout[4] = {7, 7, false};
  EXPECT_EQ(std::string(ValidateLayout(rules, layout).message()),
            "Destroyer (ship 4) leaves the board");
  layout.pop_back();
  EXPECT_EQ(std::string(ValidateLayout(rules, layout).message()),
            "the layout places 4 ships; the fleet has 5");
}

// On a 3x3 board with two length-2 ships every legal layout must come up
// equally often: compare with exact enumeration by a chi-square bound.
TEST(BattleshipRulesTest, UniformLayoutIsUniformOverAllLegalLayouts) {
  Rules rules;
  rules.width = rules.height = 3;
  rules.fleet = {{"a", 2}, {"b", 2}};
  std::set<std::string> legal;
  const std::vector<Placement> placements = AllPlacements(rules, 2);
  auto key = [](const Layout& layout) {
    std::string k;
    for (const Placement& p : layout)
      k += std::to_string(p.row * 10 + p.column) + (p.vertical ? "v" : "h");
    return k;
  };
  for (const Placement& a : placements) {
    for (const Placement& b : placements) {
      if (ValidateLayout(rules, {a, b}).ok()) legal.insert(key({a, b}));
    }
  }
  // 12 dominoes give 66 unordered pairs; those sharing a cell number
  // 4 corners x C(2,2) + 4 edge cells x C(3,2) + centre C(4,2) = 22, so 44
  // disjoint pairs, 88 ordered layouts.
  ASSERT_EQ(legal.size(), 88u);
  games::SeededRandom random(7);
  std::map<std::string, int> counts;
  const int draws = 88000;
  for (int i = 0; i < draws; ++i) {
    const Layout layout = UniformLayout(rules, random);
    ASSERT_TRUE(ValidateLayout(rules, layout).ok());
    ++counts[key(layout)];
  }
  EXPECT_EQ(counts.size(), legal.size());
  double chi_square = 0;
  for (const auto& [layout, count] : counts)
    chi_square += (count - 1000.0) * (count - 1000.0) / 1000.0;
  // 87 degrees of freedom: the 99.9% point is about 139.
  EXPECT_LT(chi_square, 139) << chi_square;
}

// Shoots every cell in order; returns the number of shots.
int ShootInOrder(BattleshipGame* game) {
  for (int cell = 0; !game->IsOver(); ++cell) {
    if (!game->Apply(ShotAction(cell)).ok()) return -1;
  }
  return game->Plies();
}

TEST(BattleshipGameTest, SoloGameEndsWhenTheFleetIsSunk) {
  BattleshipGame game("seed8:solo", *ParseVariant("seed8:solo"), 3);
  EXPECT_EQ(game.NumSeats(), 1);
  bot::v1::Observation observation;
  game.FillObservation(&observation);
  EXPECT_EQ(observation.battleship().phase(), bot::v1::BattleshipObservation::SHOOTING);
  EXPECT_TRUE(observation.battleship().solo());
  EXPECT_EQ(game.LegalActions().size(), 64u);
  const int shots = ShootInOrder(&game);
  EXPECT_GE(shots, 16);
  EXPECT_LE(shots, 64);
  // Five ships sunk, each reported once, by name.
  int sunk = 0, hits = 0;
  for (const Shot& shot : game.state().ShotsBy(0)) {
    sunk += shot.result == ShotResult::kSunk;
    hits += shot.result != ShotResult::kMiss;
  }
  EXPECT_EQ(sunk, 5);
  EXPECT_EQ(hits, 16);
  EXPECT_EQ(game.GetOutcome().points[0], shots);
  EXPECT_EQ(game.Apply(ShotAction(0)).fault, games::ActionFault::kIllegal);
}

TEST(BattleshipGameTest, TwoPlayersPlaceSecretlyThenAlternate) {
  BattleshipGame game("classic", *ParseVariant("classic"), 5);
  ASSERT_EQ(game.NumSeats(), 2);
  // Placement: the legal list is a sample of legal layouts.
  std::vector<bot::v1::Action> layouts = game.LegalActions();
  ASSERT_EQ(layouts.size(), static_cast<size_t>(BattleshipGame::kLayoutSamples));
  ASSERT_TRUE(game.Apply(layouts[0]).ok());
  EXPECT_EQ(game.SeatToMove(), 1);
  bot::v1::Observation seat1;
  game.FillObservation(&seat1);
  EXPECT_EQ(seat1.battleship().phase(), bot::v1::BattleshipObservation::PLACEMENT);
  EXPECT_EQ(seat1.battleship().own_layout().placements_size(), 0);  // nothing of seat 0's
  // An overlapping layout is illegal, a malformed one malformed.
  bot::v1::Action overlap = layouts[1];
  *overlap.mutable_battleship()->mutable_layout()->mutable_placements(1) =
      overlap.battleship().layout().placements(0);
  overlap.mutable_battleship()->mutable_layout()->mutable_placements(1)->set_ship(1);
  EXPECT_EQ(game.Apply(overlap).fault, games::ActionFault::kIllegal);
  bot::v1::Action twice = layouts[1];
  twice.mutable_battleship()->mutable_layout()->mutable_placements(1)->set_ship(0);
  EXPECT_EQ(game.Apply(twice).fault, games::ActionFault::kMalformed);
  ASSERT_TRUE(game.Apply(game.LegalActions()[3]).ok());
  // Shooting: seat 0 first, alternating.
  EXPECT_EQ(game.SeatToMove(), 0);
  ASSERT_TRUE(game.Apply(ShotAction(0)).ok());
  EXPECT_EQ(game.SeatToMove(), 1);
  bot::v1::Observation seat1_view;
  game.FillObservation(&seat1_view);
  ASSERT_EQ(seat1_view.battleship().incoming_shots_size(), 1);
  EXPECT_EQ(seat1_view.battleship().own_layout().placements_size(), 5);
  ASSERT_TRUE(game.Apply(ShotAction(0)).ok());  // seat 1 at seat 0's board: also fine
  while (!game.IsOver()) {
    const std::vector<bot::v1::Action> shots = game.LegalActions();
    ASSERT_TRUE(game.Apply(shots[0]).ok());
  }
  const games::Outcome outcome = game.GetOutcome();
  EXPECT_EQ(outcome.scores[0] + outcome.scores[1], 1);
  EXPECT_EQ(outcome.scores[game.state().Winner()], 1);
}

// The record names each layout, so it determines the game.
TEST(BattleshipGameTest, RecordNamesTheLayouts) {
  BattleshipGame game("seed8", *ParseVariant("seed8"), 5);
  const Layout columns = {{0, 0, true}, {0, 1, true}, {0, 2, true}, {0, 3, true}, {0, 4, true}};
  const Layout rows = {{0, 0, false}, {1, 0, false}, {2, 0, false}, {3, 3, false}, {7, 6, false}};
  ASSERT_TRUE(game.Apply(LayoutAction(columns)).ok());
  ASSERT_TRUE(game.Apply(LayoutAction(rows)).ok());
  ASSERT_TRUE(game.Apply(ShotAction(9)).ok());
  EXPECT_EQ(game.Record(), "P0:a1v,b1v,c1v,d1v,e1v P1:a1h,a2h,a3h,d4h,g8h 0:b2=hit");
}

TEST(BattleshipGameTest, VariantErrors) {
  EXPECT_EQ(std::string(ParseVariant("seed8:duo").status().message()),
            "battleship variant 'seed8:duo': the only mode is ':solo'");
}

// Both fleets, each cell by what a replay of the record shows there.
TEST(BattleshipGameTest, PositionTextShowsShipsShotsAndSunkShips) {
  BattleshipGame game("seed8", *ParseVariant("seed8"), 5);
  EXPECT_EQ(game.HiddenRecord(),
            "8x8 Aircraft carrier:5,Battleship:4,Cruiser:3,Destroyer:2,Destroyer:2");
  const Layout columns = {{0, 0, true}, {0, 1, true}, {0, 2, true}, {0, 3, true}, {0, 4, true}};
  const Layout rows = {{0, 0, false}, {1, 0, false}, {2, 0, false}, {3, 3, false}, {7, 6, false}};
  ASSERT_TRUE(game.Apply(LayoutAction(columns)).ok());
  EXPECT_EQ(game.PositionText().substr(game.PositionText().find(' ')), " -");
  ASSERT_TRUE(game.Apply(LayoutAction(rows)).ok());
  for (int cell : {63, 0, 62, 7, 54}) ASSERT_TRUE(game.Apply(ShotAction(cell)).ok());
  // Seat 0 hits h8 and sinks the g8-h8 Destroyer with g8, misses g7;
  // seat 1 hits a1 and misses h1.
  EXPECT_EQ(game.PositionText(),
            "XSSSS..o/SSSSS.../SSS...../SS....../S......./......../......../........ "
            "SSSSS.../SSSS..../SSS...../...SS.../......../......../......o./......##");
}

TEST(BattleshipGameTest, SoloHiddenRecordNamesTheTargetFleet) {
  BattleshipGame game("seed8:solo", *ParseVariant("seed8:solo"), 3);
  const std::string hidden = game.HiddenRecord();
  ASSERT_NE(hidden.find(" target:"), std::string::npos);
  // The target's ships are where the position shows them: 5+4+3+2+2 cells.
  const std::string position = game.PositionText();
  EXPECT_EQ(std::count(position.begin(), position.end(), 'S'), 16);
  const std::string first = hidden.substr(hidden.find(" target:") + 8, 3);  // e.g. "c2v"
  const int row = std::stoi(first.substr(1)) - 1, column = first[0] - 'a';
  EXPECT_EQ(position[row * 9 + column], 'S') << hidden << " / " << position;
}

}  // namespace
}  // namespace battleship
