// The Nim Tetris engine under the request fuzzer (engines/testing/
// decide_fuzz.h), and the board size that overflowed (and hung) before.
#include "engines/nimtetris/nimtetris_policy.h"
#include "engines/testing/decide_fuzz.h"
#include "games/nimtetris/nimtetris_game.h"
#include "gtest/gtest.h"

namespace nimtetris {
namespace {

TEST(NimTetrisFuzzTest, AnswersFromTheListOrRefusesInOneLine) {
  NimTetrisPolicy policy;
  engines::fuzz::FuzzSettings settings;
  settings.iterations = 2000;
  settings.option_sets = {{}, {{"level", "3"}}, {{"level", "0"}}};
  settings.limits.set_nodes(500);
  engines::fuzz::ExpectSoundUnderFuzz(policy, settings);
}

// 65536 x 65536 overflowed int to 0 cells, passed the size check and built
// placements for four billion rows and columns.
TEST(NimTetrisFuzzTest, RefusesBoardsWhoseSizeOverflows) {
  const NimTetrisGame game("10x10", **ParseVariant("10x10"));
  bot::v1::DecideRequest request = engines::fuzz::RequestFor(game, "nimtetris", "10x10");
  request.mutable_observation()->mutable_nimtetris()->set_variant("65536x65536");
  request.mutable_limits()->set_nodes(100);
  NimTetrisPolicy policy;
  EXPECT_EQ(engines::fuzz::Refusal(policy, request),
            "a 65536x65536 board does not fit in 128 cells");
}

}  // namespace
}  // namespace nimtetris
