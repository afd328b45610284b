// A master seed the harness picks itself (`run` without --seed) is out of
// reach of a brute force over the first 10^6 seeds an attacker would try:
// the microseconds since the run started (a seed from the clock) and the
// whole numbers from 1. Each is checked against the first seed seat 0 was
// sent, through the harness's own derivation (PairSeed, EngineSeed), for
// every registered game whose seed deals what a seat must not know.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "bot/v1/stdio.pb.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "harness/plan/engine_seed.h"
#include "harness/plan/schedule.h"
#include "tests/seed_attack.h"

namespace tests {
namespace {

constexpr uint64_t kTries = 1000000;

// The first decide request the engine in the first seat reads in a run of
// `game` whose seed the harness picks; unset if there was none.
bot::v1::DecideRequest FirstDecide(const std::string& game) {
  const std::string dir = absl::StrCat(std::getenv("TEST_TMPDIR"), "/picked_", game);
  const std::string wire = dir + "/wire.jsonl";
  const std::string command =
      "RECORD=" + wire + " RECORDED_ENGINE=engines/random/random_engine harness/tourney run " +
      "--quiet --game " + game + " --games 2 --builtin-dir engines --results " + dir +
      "/results.jsonl --engine name=spy,cmd=tests/recording_bot.sh,protocol=jsonl " +
      "--engine name=rnd,builtin=random >/dev/null 2>&1";
  EXPECT_EQ(std::system(command.c_str()), 0) << command;
  std::ifstream lines(wire);
  for (std::string line; std::getline(lines, line);) {
    bot::v1::StdioRequest request;
    if (google::protobuf::util::JsonStringToMessage(line, &request).ok() && request.has_decide() &&
        absl::EndsWith(request.decide().game_id(), "/0")) {
      return request.decide();
    }
  }
  return {};
}

// Whether master seed `guess` would have sent `seen` (in game 0, the first
// pair's).
bool Explains(uint64_t guess, const bot::v1::DecideRequest& seen) {
  harness::ScheduledGame game;
  game.seed = harness::PairSeed(guess, 0);
  return harness::EngineSeed(guess, game, seen.seat(), seen.ply()) == seen.seed();
}

class PickedSeedTest : public testing::TestWithParam<const games::GameType*> {};

TEST_P(PickedSeedTest, TheFirstMillionSeedsDoNotFindTheOneTheHarnessPicked) {
  const std::string& game = GetParam()->id;
  const uint64_t started_us = static_cast<uint64_t>(absl::ToUnixMicros(absl::Now()));
  const bot::v1::DecideRequest seen = FirstDecide(game);
  ASSERT_TRUE(seen.has_observation()) << "no decide request for game 0 on the wire";
  int found = 0;
  for (uint64_t i = 0; i < kTries; ++i) {
    // A clock seed is odd: 10^6 of them span the run's first two seconds.
    for (uint64_t guess : {(started_us | 1) + 2 * i, i + 1}) {
      if (!Explains(guess, seen)) continue;
      ++found;
      ADD_FAILURE() << game << ": master seed " << guess << " found from seat " << seen.seat()
                    << "'s first request (ply " << seen.ply() << ")";
    }
  }
  std::cout << game << ": " << 2 * kTries << " guesses, " << found << " explain seat "
            << seen.seat() << "'s first request\n";
}

INSTANTIATE_TEST_SUITE_P(Registry, PickedSeedTest, testing::ValuesIn(SecretDealingGames()),
                         [](const testing::TestParamInfo<const games::GameType*>& info) {
                           return info.param->id;
                         });

}  // namespace
}  // namespace tests
