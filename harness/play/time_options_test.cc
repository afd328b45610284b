#include "harness/play/time_options.h"

#include "gtest/gtest.h"
#include "protocol/engine_info.h"

namespace harness {
namespace {

bot::v1::EngineInfo Declares(const std::string& option, int64_t default_ms) {
  bot::v1::EngineInfo info = protocol::EngineInfoFor("bot", "1.0", "reversi");
  *info.add_options() = protocol::IntOption(option, default_ms, 0, 3600000, "thinking time");
  *info.add_options() = protocol::IntOption("depth", 500, 0, 1000, "not a time");
  return info;
}

tourney::v1::EngineSpec Spec(const std::string& option, const std::string& value) {
  tourney::v1::EngineSpec spec;
  spec.set_name("strong");
  if (!option.empty()) (*spec.mutable_options())[option] = value;
  return spec;
}

TEST(TimeOptionsTest, WarnsWhenATimeOptionAsksForMoreThanTheBudget) {
  EXPECT_EQ(TimeOptionWarning(Spec("time_ms", "200"), Declares("time_ms", 0), 100),
            "warning: engine strong: option time_ms=200 asks for more than the harness's 100 ms "
            "per move (--move-time-ms), which engines are offered as time_budget_ms and the "
            "built-ins never exceed; raise --move-time-ms to 200 to give it that time");
}

TEST(TimeOptionsTest, ADeclaredDefaultCountsWhenTheSpecSetsNothing) {
  EXPECT_NE(TimeOptionWarning(Spec("", ""), Declares("move_time_ms", 500), 100), "");
  EXPECT_EQ(TimeOptionWarning(Spec("", ""), Declares("move_time_ms", 0), 100), "");
}

TEST(TimeOptionsTest, SilentWithinTheBudgetAndForOtherOptions) {
  EXPECT_EQ(TimeOptionWarning(Spec("time_ms", "100"), Declares("time_ms", 0), 100), "");
  EXPECT_EQ(TimeOptionWarning(Spec("depth", "500"), Declares("time_ms", 0), 100), "");
}

}  // namespace
}  // namespace harness
