#include "protocol/option_values.h"

#include "gtest/gtest.h"
#include "protocol/engine_info.h"

namespace protocol {
namespace {

OptionSpecs Specs() {
  OptionSpecs specs;
  *specs.Add() = IntOption("depth", 3, 1, 60, "search depth");
  *specs.Add() = DoubleOption("noise", 0, 0, 10, "evaluation noise");
  *specs.Add() = EnumOption("eval", "strong", {"seed", "strong"}, "evaluation");
  return specs;
}

TEST(OptionValuesTest, DefaultsApplyAndGivenValuesWin) {
  absl::StatusOr<OptionValues> values = OptionValues::Resolve(Specs(), {{"depth", "7"}});
  ASSERT_TRUE(values.ok()) << values.status();
  EXPECT_EQ(values->Int("depth"), 7);
  EXPECT_EQ(values->Double("noise"), 0.0);
  EXPECT_EQ(values->String("eval"), "strong");
}

TEST(OptionValuesTest, RefusesUndeclaredWrongTypeAndOutOfRange) {
  const auto error = [](std::map<std::string, std::string> given) {
    return std::string(OptionValues::Resolve(Specs(), given).status().message());
  };
  EXPECT_EQ(error({{"speed", "1"}}), "undeclared option 'speed' (declared: depth, noise, eval)");
  EXPECT_EQ(error({{"depth", "x"}}), "option depth=x: not an integer");
  EXPECT_EQ(error({{"depth", "61"}}), "option depth=61: outside [1, 60]");
  EXPECT_EQ(error({{"noise", "-1"}}), "option noise=-1: outside [0, 10]");
  EXPECT_EQ(error({{"eval", "weak"}}), "option eval=weak: expected one of seed, strong");
}

TEST(OptionValuesTest, RefusesNumbersThatAreNotFinite) {
  for (const std::string value : {"nan", "inf", "-inf"}) {
    EXPECT_EQ(OptionValues::Resolve(Specs(), {{"noise", value}}).status().message(),
              "option noise=" + value + ": not a finite number");
  }
}

}  // namespace
}  // namespace protocol
