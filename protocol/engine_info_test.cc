#include "protocol/engine_info.h"

#include <cmath>
#include <limits>

#include "gtest/gtest.h"

namespace protocol {
namespace {

bot::v1::EngineInfo WellFormed() {
  bot::v1::EngineInfo info = EngineInfoFor("bot", "1.0", "reversi");
  *info.add_options() = IntOption("depth", 3, 1, 60, "search depth");
  *info.add_options() = EnumOption("eval", "strong", {"seed", "strong"}, "evaluation");
  return info;
}

std::string Problem(const bot::v1::EngineInfo& info) {
  return std::string(CheckEngineInfo(info).message());
}

TEST(EngineInfoTest, AWellFormedDeclarationPasses) {
  EXPECT_TRUE(CheckEngineInfo(WellFormed()).ok());
}

TEST(EngineInfoTest, EachMalformedDeclarationIsNamed) {
  bot::v1::EngineInfo info = WellFormed();
  info.clear_name();
  EXPECT_EQ(Problem(info), "GetInfo gives no engine name");
  info = WellFormed();
  info.clear_games();
  EXPECT_EQ(Problem(info), "GetInfo lists no game");
  info = WellFormed();
  *info.add_options() = IntOption("depth", 2, 1, 9, "again");
  EXPECT_EQ(Problem(info), "option depth is declared twice");
  info = WellFormed();
  info.mutable_options(0)->set_type(bot::v1::OptionSpec::TYPE_UNSPECIFIED);
  EXPECT_EQ(Problem(info), "option depth has no known type");
  info = WellFormed();
  info.mutable_options(0)->set_default_value("99");
  EXPECT_EQ(Problem(info), "option depth: default '99' is outside [1, 60]");
  info = WellFormed();
  info.mutable_options(0)->set_min(70);
  EXPECT_EQ(Problem(info), "option depth: min 70 > max 60");
  info = WellFormed();
  info.mutable_options(0)->set_min(std::nan(""));
  EXPECT_EQ(Problem(info), "option depth: bounds must be finite (min nan, max 60)");
  info = WellFormed();
  *info.add_options() =
      DoubleOption("temperature", 1, 0, std::numeric_limits<double>::infinity(), "softmax");
  EXPECT_EQ(Problem(info), "option temperature: bounds must be finite (min 0, max inf)");
  info = WellFormed();
  info.mutable_options(1)->clear_choices();
  EXPECT_EQ(Problem(info), "option eval lists no choices");
  info = WellFormed();
  info.mutable_options(1)->add_choices("seed");
  EXPECT_EQ(Problem(info), "option eval lists choice 'seed' twice");
  info = WellFormed();
  info.add_games();
  EXPECT_EQ(Problem(info), "GetInfo lists a game with no id");
}

TEST(EngineInfoTest, PlaysGameHonoursWildcardsAndVariantLists) {
  bot::v1::EngineInfo info = EngineInfoFor("bot", "1.0", "yacht");
  info.mutable_games(0)->add_variants("pancht");
  EXPECT_TRUE(PlaysGame(info, "yacht", "pancht"));
  EXPECT_FALSE(PlaysGame(info, "yacht", "clubhouse"));
  EXPECT_FALSE(PlaysGame(info, "reversi", ""));
  EXPECT_TRUE(PlaysGame(EngineInfoFor("any", "1.0", "*"), "reversi", "standard"));
}

}  // namespace
}  // namespace protocol
