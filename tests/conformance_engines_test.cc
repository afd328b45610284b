// Every built-in engine made for a registered game, in every variant the
// game's row lists, plays a short tournament against random with a game in
// each seat, and every game ends by the rules: no illegal or malformed
// answer, no timeout, no crash. Read from the games registry and the engine
// catalog (with the engine's quick options), so a new game's or engine's
// row is covered without a new test.
#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/catalog/builtin_engines.h"
#include "games/common/game_registry.h"
#include "gtest/gtest.h"
#include "harness/play/tournament.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

// Thinking time per decision: short, so engines that use their budget
// (searches, solvers) answer quickly; the harness's margin still applies.
constexpr int64_t kMoveTimeMs = 20;

struct EngineCase {
  const games::GameType* type = nullptr;
  std::string variant;
  int seats = 0;
  std::string engine;

  // "reversi_standard_reversi": a gtest parameter name.
  std::string TestName() const {
    std::string name = absl::StrCat(type->id, "_", variant, "_", engine);
    for (char& c : name) {
      if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    }
    return name;
  }
};

// The seat count a variant is played with here: its own, else three where
// the row allows it (a game of more than two), else the nearest allowed.
int SeatsFor(const games::GameType& type, const games::VariantInfo& variant) {
  if (variant.seats != 0) return variant.seats;
  return std::clamp(3, type.min_seats, type.max_seats);
}

std::vector<EngineCase> AllEngineCases() {
  std::vector<EngineCase> cases;
  for (const games::GameType& type : games::RegisteredGames()) {
    for (const games::VariantInfo& variant : type.variants) {
      for (const std::string& engine : engines::EnginesMadeFor(type.id)) {
        cases.push_back({&type, variant.name, SeatsFor(type, variant), engine});
      }
    }
  }
  return cases;
}

class ConformanceEnginesTest : public testing::TestWithParam<EngineCase> {};

TEST_P(ConformanceEnginesTest, PlaysLegalMovesAgainstRandomInEverySeat) {
  const EngineCase& c = GetParam();
  // The engine and enough random players to fill the other seats (a solo
  // tournament still needs two engines; each plays alone).
  std::vector<std::string> specs = {QuickBuiltinSpec(c.engine)};
  for (int i = 1; i < std::max(2, c.seats); ++i)
    specs.push_back(absl::StrCat("name=random", i, ",builtin=random"));
  harness::TournamentRun run =
      MakeRun(specs, 1, ScratchPath(absl::StrCat(c.TestName(), "/results.jsonl")));
  // A gauntlet with the engine as its hub: only games with the engine in
  // them, one rotation of the seats, so it sits in each seat once.
  run.config.set_format(tourney::v1::TournamentConfig::GAUNTLET);
  run.config.set_gauntlet_engine(c.engine);
  run.config.set_seats_per_game(c.seats);
  run.config.set_games_per_pairing(c.seats);
  run.config.set_move_time_ms(kMoveTimeMs);
  SetGame(&run, c.type->id, c.variant);
  absl::StatusOr<std::vector<tourney::v1::GameRecord>> records = harness::RunTournament(run);
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_FALSE(records->empty());
  std::set<int> engine_seats;
  for (const tourney::v1::GameRecord& record : *records) {
    EXPECT_EQ(record.termination(), "normal")
        << c.engine << " in " << c.type->id << "/" << c.variant << ", game " << record.game_index()
        << ": " << record.termination_detail();
    for (int seat = 0; seat < record.players_size(); ++seat) {
      if (record.players(seat).name() == c.engine) engine_seats.insert(seat);
    }
  }
  EXPECT_EQ(static_cast<int>(engine_seats.size()), c.seats)
      << c.engine << " did not play every seat of " << c.type->id << "/" << c.variant;
}

INSTANTIATE_TEST_SUITE_P(Registry, ConformanceEnginesTest, testing::ValuesIn(AllEngineCases()),
                         [](const testing::TestParamInfo<EngineCase>& info) {
                           return info.param.TestName();
                         });

}  // namespace
}  // namespace tests
