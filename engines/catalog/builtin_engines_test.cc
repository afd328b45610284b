// The catalog agrees with the games registry and with the binaries built as
// //engines:builtin, which the test has in its runfiles.
#include "engines/catalog/builtin_engines.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "games/common/game_registry.h"
#include "gtest/gtest.h"

namespace engines {
namespace {

TEST(BuiltinEnginesTest, NamesAreUnique) {
  std::set<std::string> names;
  for (const BuiltinEngine& engine : BuiltinEngineCatalog()) {
    EXPECT_TRUE(names.insert(engine.name).second) << engine.name << " is listed twice";
  }
}

TEST(BuiltinEnginesTest, EveryGameNamedIsRegistered) {
  for (const BuiltinEngine& engine : BuiltinEngineCatalog()) {
    for (const std::string& game : engine.games) {
      EXPECT_NE(games::FindGame(game), nullptr) << engine.name << " names unknown game " << game;
    }
  }
}

TEST(BuiltinEnginesTest, EveryRowHasItsBinary) {
  for (const std::string& name : BuiltinEngineNames()) {
    EXPECT_EQ(::access(BuiltinEngineBinary(name).c_str(), X_OK), 0)
        << "no " << BuiltinEngineBinary(name) << ": add it to //engines:builtin";
  }
}

TEST(BuiltinEnginesTest, EveryBinaryHasItsRow) {
  const std::vector<std::string> names = BuiltinEngineNames();
  for (const auto& entry : std::filesystem::directory_iterator("engines")) {
    const std::string name = entry.path().filename().string();
    if (::access(BuiltinEngineBinary(name).c_str(), X_OK) != 0) continue;
    EXPECT_NE(std::find(names.begin(), names.end(), name), names.end())
        << BuiltinEngineBinary(name) << " is built but has no row in the catalog";
  }
}

TEST(BuiltinEnginesTest, GenericEnginesPlayEveryGameAfterTheGamesOwn) {
  EXPECT_EQ(EnginesMadeFor("yacht"), std::vector<std::string>({"yacht"}));
  EXPECT_EQ(EnginesThatPlay("yacht"), std::vector<std::string>({"yacht", "random"}));
  EXPECT_EQ(EnginesThatPlay("no such game"), std::vector<std::string>({"random"}));
}

TEST(BuiltinEnginesTest, QuickOptionsByName) {
  EXPECT_EQ(QuickOptions("yacht"), "option.policy=seed");
  EXPECT_EQ(QuickOptions("reversi"), "");
  EXPECT_EQ(QuickOptions("no such engine"), "");
}

}  // namespace
}  // namespace engines
