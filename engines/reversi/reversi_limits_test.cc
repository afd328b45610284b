// The Reversi engine's bounds on thinking: a huge time budget is capped by
// max_think_ms and by the empties left (both searches), eval=seed honours its time, and the
// `level` ladder sets fixed efforts that never read the clock; book=on answers
// from the opening book without searching; the parallel solve's table is
// mapped only for an engine that will solve on several threads. Observed
// through depth and nodes; where only time can show a search stopped, the
// bound is generous (a hang is what is caught).
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "engines/reversi/reversi_policy.h"
#include "engines/testing/decide_fuzz.h"
#include "games/common/seeded_random.h"
#include "games/reversi/reversi_game.h"
#include "gtest/gtest.h"

namespace reversi {
namespace {

constexpr int64_t kHugeBudgetMs = 1000000000000;  // 10^12 ms: 31 years
// Far above any bounded search here, far below "unbounded".
constexpr int64_t kGenerousMs = 30000;

// A request from a seeded random game with `empties` squares left and more
// than one legal move (so that the engine searches).
bot::v1::DecideRequest RequestAtEmpties(int empties) {
  for (uint64_t seed = 1;; ++seed) {
    games::SeededRandom random(seed);
    ReversiGame game;
    int left = 60;
    while (!game.IsOver() && left > empties) {
      const std::vector<bot::v1::Action> legal = game.LegalActions();
      const bot::v1::Action& action = legal[random.Below(legal.size())];
      if (!action.reversi().pass()) --left;
      EXPECT_TRUE(game.Apply(action).ok());
    }
    if (!game.IsOver() && left == empties && game.LegalActions().size() > 1) {
      return engines::fuzz::RequestFor(game, "reversi", "");
    }
  }
}

struct Answer {
  bot::v1::DecideResponse response;
  int64_t elapsed_ms = 0;
};

Answer Decide(bot::v1::DecideRequest request, const std::map<std::string, std::string>& options) {
  for (const auto& [key, value] : options) (*request.mutable_options())[key] = value;
  ReversiPolicy policy;
  const auto start = std::chrono::steady_clock::now();
  absl::StatusOr<bot::v1::DecideResponse> response =
      engines::DecideChecked(policy, policy.Info(), request);
  Answer answer;
  answer.elapsed_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::steady_clock::now() - start)
                          .count();
  EXPECT_TRUE(response.ok()) << response.status();
  if (response.ok()) answer.response = *std::move(response);
  return answer;
}

TEST(ReversiLimitsTest, AHugeBudgetAtTenEmptiesSearchesNoDeeperThanTheEmpties) {
  bot::v1::DecideRequest request = RequestAtEmpties(10);
  request.set_time_budget_ms(kHugeBudgetMs);
  // The midgame search alone: iterative deepening ends at the last ply.
  const Answer searched = Decide(request, {{"endgame_empties", "0"}});
  EXPECT_EQ(searched.response.info().depth(), 10);
  EXPECT_EQ(searched.response.info().comment(), "exact");
  // The solver: one exact solve, then nothing more.
  const Answer solved = Decide(request, {});
  EXPECT_EQ(solved.response.info().depth(), 10);
  EXPECT_EQ(solved.response.info().comment(), "exact");
  // Both found the same game value (the response's score is in discs).
  EXPECT_EQ(searched.response.info().score(), solved.response.info().score());
}

TEST(ReversiLimitsTest, TheSeedSearchStopsDeepeningOnceItSeesTheWholeGame) {
  bot::v1::DecideRequest request = RequestAtEmpties(8);
  request.set_time_budget_ms(kHugeBudgetMs);
  // Asked for 60 plies with all the time in the world, it stops after the
  // first depth whose search reached the end of every line: every empty
  // square and a pass before each, plus the ply that sees the game over.
  const Answer answer = Decide(request, {{"eval", "seed"}, {"depth", "60"}});
  EXPECT_GE(answer.response.info().depth(), 8);
  EXPECT_LE(answer.response.info().depth(), 2 * 8 + 1);
  EXPECT_LT(answer.elapsed_ms, kGenerousMs);
}

TEST(ReversiLimitsTest, AHugeBudgetInTheOpeningIsCappedByMaxThinkMs) {
  bot::v1::DecideRequest request = RequestAtEmpties(56);
  request.set_time_budget_ms(kHugeBudgetMs);
  const Answer answer = Decide(request, {{"max_think_ms", "300"}});
  // Cut off long before the end of the game: 56 plies are out of reach.
  EXPECT_GE(answer.response.info().depth(), 1);
  EXPECT_LT(answer.response.info().depth(), 56);
  EXPECT_LT(answer.elapsed_ms, kGenerousMs);
  // A huge clock is capped the same way.
  request.clear_time_budget_ms();
  request.mutable_clock()->set_remaining_ms(kHugeBudgetMs);
  const Answer on_clock = Decide(request, {{"max_think_ms", "300"}});
  EXPECT_LT(on_clock.response.info().depth(), 56);
  EXPECT_LT(on_clock.elapsed_ms, kGenerousMs);
}

TEST(ReversiLimitsTest, SeedSearchStopsWhenItsTimeIsUp) {
  bot::v1::DecideRequest request = RequestAtEmpties(56);
  request.set_time_budget_ms(60);
  // Depth 60 from 56 empties: full-width alpha-beta to the end of the game.
  const Answer answer = Decide(request, {{"eval", "seed"}, {"depth", "60"}});
  EXPECT_GE(answer.response.info().depth(), 1);
  EXPECT_LT(answer.response.info().depth(), 60);
  EXPECT_LT(answer.elapsed_ms, kGenerousMs);
}

TEST(ReversiLimitsTest, SeedSearchWithTimeToSpareIsTheFixedDepthSearch) {
  bot::v1::DecideRequest request = RequestAtEmpties(40);
  const Answer untimed = Decide(request, {{"eval", "seed"}, {"depth", "4"}});
  request.set_time_budget_ms(kHugeBudgetMs);
  const Answer timed = Decide(request, {{"eval", "seed"}, {"depth", "4"}});
  EXPECT_EQ(untimed.response.info().depth(), 4);
  EXPECT_EQ(timed.response.info().depth(), 4);
  EXPECT_EQ(timed.response.action().ShortDebugString(),
            untimed.response.action().ShortDebugString());
  EXPECT_EQ(timed.response.info().score(), untimed.response.info().score());
  EXPECT_EQ(timed.response.info().nodes(), untimed.response.info().nodes());
}

TEST(ReversiLimitsTest, LevelIsValidatedAndRefusedWithEvalSeed) {
  ReversiPolicy policy;
  bot::v1::DecideRequest request = RequestAtEmpties(40);
  for (const char* value : {"11", "-1", "two"}) {
    (*request.mutable_options())["level"] = value;
    EXPECT_NE(engines::fuzz::Refusal(policy, request).find("level"), std::string::npos) << value;
  }
  (*request.mutable_options())["level"] = "3";
  (*request.mutable_options())["eval"] = "seed";
  EXPECT_EQ(
      engines::fuzz::Refusal(policy, request),
      "option level applies to eval=strong or eval=classic, not eval=seed: set one or the other");
  // Prepare refuses it too, so the harness does before any game.
  bot::v1::PrepareRequest prepare;
  prepare.set_game("reversi");
  *prepare.mutable_options() = request.options();
  EXPECT_FALSE(engines::PrepareChecked(policy, policy.Info(), prepare).ok());
}

// The process's resident memory, from /proc/self/statm.
int64_t ResidentMiB() {
  std::ifstream statm("/proc/self/statm");
  int64_t size = 0, resident = 0;
  statm >> size >> resident;
  return resident * sysconf(_SC_PAGESIZE) >> 20;
}

int64_t PrepareGrowthMiB(ReversiPolicy& policy, const std::map<std::string, std::string>& options) {
  bot::v1::PrepareRequest prepare;
  prepare.set_game("reversi");
  for (const auto& [key, value] : options) (*prepare.mutable_options())[key] = value;
  const int64_t before = ResidentMiB();
  EXPECT_TRUE(engines::PrepareChecked(policy, policy.Info(), prepare).ok());
  return ResidentMiB() - before;
}

TEST(ReversiLimitsTest, TheParallelSolveTableIsMappedOnlyForAnEndgameToSolve) {
  // Its 96 MiB are mapped in by Prepare, once for the process.
  ReversiPolicy solving;
  EXPECT_GE(PrepareGrowthMiB(solving, {{"threads", "2"}}), 90);
  EXPECT_LT(PrepareGrowthMiB(solving, {{"threads", "2"}}), 16);
  // No endgame solve, no table: not with endgame_empties=0, nor at a level
  // that solves none, nor on one thread (the rules-level solver's own).
  ReversiPolicy unsolving;
  EXPECT_LT(PrepareGrowthMiB(unsolving, {{"threads", "2"}, {"endgame_empties", "0"}}), 16);
  EXPECT_LT(PrepareGrowthMiB(unsolving, {{"threads", "2"}, {"level", "2"}}), 16);
  EXPECT_LT(PrepareGrowthMiB(unsolving, {{"threads", "1"}}), 16);
}

TEST(ReversiLimitsTest, LevelsReplaceTheOptionsWithFixedEfforts) {
  const bot::v1::DecideRequest request = RequestAtEmpties(40);
  // Level 1 searches one ply whatever the depth option says.
  EXPECT_EQ(Decide(request, {{"level", "1"}, {"depth", "9"}}).response.info().depth(), 1);
  // Level 7 is depth 5, capped by the request's depth limit.
  EXPECT_EQ(Decide(request, {{"level", "7"}}).response.info().depth(), 5);
  bot::v1::DecideRequest limited = request;
  limited.mutable_limits()->set_depth(2);
  EXPECT_EQ(Decide(limited, {{"level", "7"}}).response.info().depth(), 2);
  // Level 8 spends at most 20 000 nodes; untimed, the same answer twice.
  const Answer first = Decide(request, {{"level", "8"}});
  const Answer again = Decide(request, {{"level", "8"}});
  EXPECT_GT(first.response.info().nodes(), 1000);
  EXPECT_LE(first.response.info().nodes(), 20000);
  EXPECT_EQ(first.response.action().ShortDebugString(), again.response.action().ShortDebugString());
  EXPECT_EQ(first.response.info().nodes(), again.response.info().nodes());
  EXPECT_EQ(first.response.info().score(), again.response.info().score());
}

// book=on answers from the opening book without searching, and only at full
// strength: the engine's own level, noise or depth ask for another engine.
TEST(ReversiLimitsTest, TheBookAnswersOnlyWhenOnAndAtFullStrength) {
  const bot::v1::DecideRequest start = RequestAtEmpties(60);
  const Answer book = Decide(start, {{"book", "on"}, {"time_ms", "50"}});
  EXPECT_EQ(book.response.info().comment(), "book");
  EXPECT_EQ(book.response.info().nodes(), 0);
  for (const std::map<std::string, std::string>& options :
       std::vector<std::map<std::string, std::string>>{
           {{"time_ms", "50"}},
           {{"book", "on"}, {"level", "5"}},
           {{"book", "on"}, {"noise", "1"}, {"time_ms", "50"}},
           {{"book", "on"}, {"depth", "3"}}}) {
    const Answer searched = Decide(start, options);
    EXPECT_NE(searched.response.info().comment(), "book") << options.begin()->first;
    EXPECT_GT(searched.response.info().nodes(), 0) << options.begin()->first;
  }
}

}  // namespace
}  // namespace reversi
