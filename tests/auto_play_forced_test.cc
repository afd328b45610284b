// With auto_play_forced the referee plays a lone legal action itself: no
// engine is asked about it, and the games are otherwise the same (random is
// seeded by the ply, and a forced move is the one it would have played).
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "harness/plan/resolved_tournament.h"
#include "harness/play/match_runner.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

struct Played {
  std::vector<tourney::v1::GameRecord> records;
  int decisions = 0;
  int forced_decisions = 0;  // requests with one legal action
};

Played PlayRandomGames(bool auto_play_forced) {
  harness::TournamentRun run = MakeRun({"name=a,builtin=random", "name=b,builtin=random"}, 16,
                                       ScratchPath("forced/results.jsonl"));
  run.config.set_auto_play_forced(auto_play_forced);
  run.launch.game = run.config.game();
  run.launch.log_path = "";  // no results directory here
  std::vector<std::unique_ptr<harness::EngineConnection>> engines;
  for (const tourney::v1::EngineSpec& spec : run.config.engines()) {
    engines.push_back(std::make_unique<harness::EngineConnection>(spec, run.launch));
  }
  Played played;
  const std::unique_ptr<const harness::ResolvedTournament> tournament =
      *harness::ResolvedTournament::Resolve(run.config);
  const harness::Schedule& schedule = tournament->schedule();
  for (int64_t index = 0; index < schedule.size(); ++index) {
    const harness::ScheduledGame scheduled = schedule.Game(index);
    std::vector<harness::EngineConnection*> seats;
    for (int engine : scheduled.seats) seats.push_back(engines[engine].get());
    played.records.push_back(
        harness::PlayGame(*tournament, scheduled, seats,
                          [&](const games::Game&, const bot::v1::DecideRequest& request,
                              const harness::DecideOutcome&, std::chrono::steady_clock::duration) {
                            ++played.decisions;
                            played.forced_decisions += request.legal_actions_size() == 1;
                          }));
  }
  return played;
}

TEST(AutoPlayForcedTest, TheRefereePlaysForcedMovesAndTheGamesStayTheSame) {
  const Played asked = PlayRandomGames(false);
  const Played auto_played = PlayRandomGames(true);
  // Random Reversi has forced moves (single moves and passes) in 16 games.
  EXPECT_GT(asked.forced_decisions, 0);
  EXPECT_EQ(auto_played.forced_decisions, 0);
  EXPECT_EQ(auto_played.decisions, asked.decisions - asked.forced_decisions);
  ASSERT_EQ(asked.records.size(), auto_played.records.size());
  for (size_t i = 0; i < asked.records.size(); ++i) {
    EXPECT_EQ(asked.records[i].termination(), "normal") << asked.records[i].termination_detail();
    EXPECT_EQ(auto_played.records[i].moves(), asked.records[i].moves()) << "game " << i;
    EXPECT_EQ(auto_played.records[i].points(0), asked.records[i].points(0)) << "game " << i;
  }
}

}  // namespace
}  // namespace tests
