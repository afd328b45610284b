#include "harness/play/core_budget.h"

#include "gtest/gtest.h"
#include "protocol/engine_info.h"

namespace harness {
namespace {

bot::v1::EngineInfo Declares(const std::string& option, int64_t default_value) {
  bot::v1::EngineInfo info = protocol::EngineInfoFor("bot", "1.0", "reversi");
  *info.add_options() = protocol::IntOption(option, default_value, 1, 64, "search threads");
  return info;
}

tourney::v1::EngineSpec Spec(const std::string& threads) {
  tourney::v1::EngineSpec spec;
  spec.set_name("big");
  if (!threads.empty()) (*spec.mutable_options())["threads"] = threads;
  return spec;
}

TEST(CoreBudgetTest, EngineThreadsAreTheThreadsOptionSetOrDefaultElseOne) {
  EXPECT_EQ(EngineThreads(Spec("4"), Declares("threads", 2)), 4);
  EXPECT_EQ(EngineThreads(Spec(""), Declares("threads", 2)), 2);
  EXPECT_EQ(EngineThreads(Spec(""), Declares("depth", 8)), 1);
}

TEST(CoreBudgetTest, WarnsWithTheNumbersWhenThreadsExceedTheCores) {
  EXPECT_EQ(CoreBudgetWarning(2, 1, "random", 1),
            "warning: 2 games at once (--concurrency) x 1 thread = 2 searching threads on 1 "
            "core (this process's CPU affinity): timed engines get less CPU than their clocks "
            "allow and play weaker; lower --concurrency to 1");
  EXPECT_EQ(CoreBudgetWarning(2, 4, "big", 4),
            "warning: 2 games at once (--concurrency) x 4 threads (engine big, option threads) "
            "= 8 searching threads on 4 cores (this process's CPU affinity): timed engines get "
            "less CPU than their clocks allow and play weaker; lower --concurrency to 1");
  EXPECT_NE(CoreBudgetWarning(1, 8, "big", 4)
                .find("play one game at a time with at most 4 threads (option threads)"),
            std::string::npos);
}

TEST(CoreBudgetTest, SilentWithinTheCores) {
  EXPECT_EQ(CoreBudgetWarning(2, 1, "random", 2), "");
  EXPECT_EQ(CoreBudgetWarning(1, 2, "big", 2), "");
}

}  // namespace
}  // namespace harness
