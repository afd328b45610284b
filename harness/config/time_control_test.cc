#include "harness/config/time_control.h"

#include "gtest/gtest.h"
#include "harness/config/engine_spec.h"
#include "harness/config/tournament_config.h"

namespace harness {
namespace {

using Kind = SeatTiming::Kind;

tourney::v1::EngineSpec Spec(const std::string& text) {
  absl::StatusOr<tourney::v1::EngineSpec> spec = ParseEngineSpec(text);
  EXPECT_TRUE(spec.ok()) << spec.status();
  return spec.ok() ? *spec : tourney::v1::EngineSpec();
}

std::string Error(const std::string& text) {
  return std::string(ParseEngineSpec(text).status().message());
}

TEST(TimeControlTest, ParsesFischerSessionFixedAndInfinite) {
  tourney::v1::EngineSpec spec = Spec("name=a,builtin=random,tc=10+0.1");
  EXPECT_EQ(spec.time_control().base_ms(), 10000);
  EXPECT_EQ(spec.time_control().increment_ms(), 100);
  EXPECT_EQ(spec.time_control().moves(), 0);
  EXPECT_EQ(DescribeTiming(spec), "tc=10+0.1");

  spec = Spec("name=a,builtin=random,tc=40/60+0.25");
  EXPECT_EQ(spec.time_control().moves(), 40);
  EXPECT_EQ(spec.time_control().base_ms(), 60000);
  EXPECT_EQ(spec.time_control().increment_ms(), 250);
  EXPECT_EQ(DescribeTiming(spec), "tc=40/60+0.25");

  spec = Spec("name=a,builtin=random,tc=1.5");
  EXPECT_EQ(spec.time_control().base_ms(), 1500);
  EXPECT_EQ(spec.time_control().increment_ms(), 0);

  spec = Spec("name=a,builtin=random,st=0.05,nodes=20000,depth=7");
  EXPECT_EQ(spec.time_control().move_time_ms(), 50);
  EXPECT_EQ(spec.limits().nodes(), 20000);
  EXPECT_EQ(spec.limits().depth(), 7);
  EXPECT_EQ(DescribeTiming(spec), "st=0.05 nodes=20000 depth=7");

  spec = Spec("name=a,builtin=random,tc=inf");
  EXPECT_TRUE(spec.time_control().infinite());
  EXPECT_EQ(DescribeTiming(spec), "tc=inf");
}

TEST(TimeControlTest, RefusesMalformedValuesNamingTheFieldAndTheForm) {
  EXPECT_EQ(Error("name=a,builtin=random,tc=10+-0.1"),
            "engine 'name=a,builtin=random,tc=10+-0.1': tc=10+-0.1: INC (after '+') must be a "
            "number of seconds from 0 to 10000000; expected tc=BASE+INC, tc=MOVES/BASE+INC, "
            "tc=BASE or tc=inf, times in seconds (e.g. tc=10+0.1, tc=40/60+0)");
  EXPECT_NE(Error("name=a,builtin=random,tc=ten+1")
                .find("tc=ten+1: BASE must be a number of "
                      "seconds from 0.001 to 10000000"),
            std::string::npos);
  EXPECT_NE(Error("name=a,builtin=random,tc=0+1").find("BASE must be"), std::string::npos);
  EXPECT_NE(Error("name=a,builtin=random,tc=1e3+1").find("BASE must be"), std::string::npos);
  EXPECT_NE(Error("name=a,builtin=random,tc=10+").find("INC (after '+')"), std::string::npos);
  EXPECT_NE(Error("name=a,builtin=random,tc=0/60+1").find("MOVES (before '/')"), std::string::npos);
  // Too long for a game: the limit keeps clock arithmetic far from overflow.
  EXPECT_NE(Error("name=a,builtin=random,tc=10000001").find("BASE must be"), std::string::npos);
  EXPECT_NE(Error("name=a,builtin=random,tc=1+10000001").find("INC (after '+')"),
            std::string::npos);
  EXPECT_NE(Error("name=a,builtin=random,tc=1000001/60").find("MOVES (before '/')"),
            std::string::npos);
  EXPECT_NE(Error("name=a,builtin=random,tc=nan").find("BASE must be"), std::string::npos);
  EXPECT_NE(Error("name=a,builtin=random,tc=x/60").find("MOVES (before '/')"), std::string::npos);
  EXPECT_EQ(Error("name=a,builtin=random,st=-1"),
            "engine 'name=a,builtin=random,st=-1': st=-1: expected seconds per move from 0.001 "
            "to 10000000 (e.g. st=0.1)");
  EXPECT_EQ(Error("name=a,builtin=random,st=inf"),
            "engine 'name=a,builtin=random,st=inf': st=inf: expected seconds per move from 0.001 "
            "to 10000000 (e.g. st=0.1)");
  EXPECT_EQ(Error("name=a,builtin=random,nodes=0"),
            "engine 'name=a,builtin=random,nodes=0': nodes=0: expected a whole number of nodes "
            "from 1 to 1000000000000000");
  EXPECT_EQ(Error("name=a,builtin=random,depth=x"),
            "engine 'name=a,builtin=random,depth=x': depth=x: expected a depth in plies from 1 "
            "to 1000");
  EXPECT_EQ(Error("name=a,builtin=random,tc=10,st=1"),
            "engine 'name=a,builtin=random,tc=10,st=1': st=1: one time control per engine (tc= "
            "or st=, once)");
}

TEST(TimeControlTest, ConfigFileTimingIsChecked) {
  tourney::v1::EngineSpec spec = Spec("name=a,builtin=random");
  spec.mutable_time_control()->set_increment_ms(-5);
  EXPECT_EQ(ValidateEngineSpec(spec).message(),
            "engine a: time_control.increment_ms (tc=): -5: expected 0..10000000000 ms");
  spec.mutable_time_control()->set_increment_ms(100);
  EXPECT_EQ(ValidateEngineSpec(spec).message(),
            "engine a: time_control: increment_ms and moves need a clock (base_ms > 0)");
  spec.mutable_time_control()->set_base_ms(1000);
  spec.mutable_time_control()->set_move_time_ms(100);
  EXPECT_EQ(ValidateEngineSpec(spec).message(),
            "engine a: time_control: give one of base_ms (a clock), move_time_ms (per move) or "
            "infinite");
}

TEST(TimeControlTest, EachFillsWhatAnEngineLeavesUnset) {
  absl::StatusOr<tourney::v1::EngineSpec> each = ParseEngineDefaults("tc=10+0.1,nodes=500");
  ASSERT_TRUE(each.ok()) << each.status();
  EXPECT_EQ(ParseEngineDefaults("tc=1,option.depth=3").status().message(),
            "--each 'tc=1,option.depth=3': unknown key 'option.depth' (keys: tc, st, nodes, "
            "depth)");

  tourney::v1::TournamentConfig config;
  *config.mutable_each() = *each;
  *config.add_engines() = Spec("name=plain,builtin=random");
  *config.add_engines() = Spec("name=odds,builtin=random,tc=5+0.05,depth=3");
  *config.add_engines() = Spec("name=own,builtin=random,nodes=9");
  ApplyDefaults(&config);
  ASSERT_TRUE(ValidateConfig(config).ok()) << ValidateConfig(config);
  EXPECT_EQ(DescribeTiming(config.engines(0)), "tc=10+0.1 nodes=500");
  EXPECT_EQ(DescribeTiming(config.engines(1)), "tc=5+0.05 nodes=500 depth=3");
  EXPECT_EQ(DescribeTiming(config.engines(2)), "tc=10+0.1 nodes=9");

  config.mutable_each()->set_name("x");
  EXPECT_EQ(ValidateConfig(config).message(),
            "each: only time_control and limits may be set (the defaults for every engine)");
}

TEST(TimeControlTest, ResolvesOwnControlThenLimitsThenTheTournamentsTimePerMove) {
  SeatTiming timing = ResolveTiming(Spec("name=a,builtin=random,tc=40/60+0.5"), 100);
  EXPECT_EQ(timing.kind, Kind::kClock);
  EXPECT_EQ(timing.base_ms, 60000);
  EXPECT_EQ(timing.increment_ms, 500);
  EXPECT_EQ(timing.moves, 40);

  timing = ResolveTiming(Spec("name=a,builtin=random,st=0.2,nodes=7"), 100);
  EXPECT_EQ(timing.kind, Kind::kPerMove);
  EXPECT_EQ(timing.move_time_ms, 200);
  EXPECT_EQ(timing.node_limit, 7);

  timing = ResolveTiming(Spec("name=a,builtin=random,depth=4"), 100);
  EXPECT_EQ(timing.kind, Kind::kUntimed);
  EXPECT_EQ(timing.depth_limit, 4);
  EXPECT_EQ(ResolveTiming(Spec("name=a,builtin=random,tc=inf"), 100).kind, Kind::kUntimed);

  timing = ResolveTiming(Spec("name=a,builtin=random"), 100);
  EXPECT_EQ(timing.kind, Kind::kPerMove);
  EXPECT_EQ(timing.move_time_ms, 100);
}

}  // namespace
}  // namespace harness
