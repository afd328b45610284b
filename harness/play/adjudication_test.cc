// Adjudication: a solved game's verdict is what playing it out perfectly
// gives (brute force over the referee, independent of the solver), and the
// resign, draw and ply-cap rules end games exactly when their runs say.
#include "harness/play/adjudication.h"

#include <memory>
#include <utility>
#include <vector>

#include "games/common/game_registry.h"
#include "games/common/seeded_random.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

Adjudicator ReversiWith(const tourney::v1::AdjudicationConfig& rules) {
  return Adjudicator(rules, *games::FindGame("reversi"), 2);
}

int Empties(const games::Game& game) {
  bot::v1::Observation view;
  game.FillObservation(&view);
  return 64 - __builtin_popcountll(view.reversi().own() | view.reversi().opponent());
}

// A seeded random Reversi game stopped at `empties` empty squares (nullptr
// if it ended before).
std::unique_ptr<games::Game> RandomGameAt(int empties, uint64_t seed) {
  std::unique_ptr<games::Game> game = *games::NewGame("reversi", "", 0);
  games::SeededRandom random(seed);
  while (!game->IsOver() && Empties(*game) > empties) {
    const std::vector<bot::v1::Action> legal = game->LegalActions();
    game->Apply(legal[random.Below(legal.size())]);
  }
  return game->IsOver() ? nullptr : std::move(game);
}

double PerfectPoints(const games::Game& game);

// `action` played on a copy of `game`, and its value for the seat to move
// in `game` under perfect play from there.
std::pair<std::unique_ptr<games::Game>, double> AfterAction(const games::Game& game,
                                                            const bot::v1::Action& action) {
  std::unique_ptr<games::Game> next = game.Clone();
  next->Apply(action);
  const double value =
      next->SeatToMove() == game.SeatToMove() ? PerfectPoints(*next) : -PerfectPoints(*next);
  return {std::move(next), value};
}

// Points of the seat to move at the end, under perfect play by both (each
// maximises its own points; Reversi's are zero-sum). Brute force.
double PerfectPoints(const games::Game& game) {
  if (game.IsOver()) return game.GetOutcome().points[game.SeatToMove()];
  double best = -1e9;
  for (const bot::v1::Action& action : game.LegalActions()) {
    best = std::max(best, AfterAction(game, action).second);
  }
  return best;
}

// Plays `game` to its end, every move a best one by brute force.
games::Outcome PlayOutPerfectly(std::unique_ptr<games::Game> game) {
  while (!game->IsOver()) {
    const double target = PerfectPoints(*game);
    for (const bot::v1::Action& action : game->LegalActions()) {
      auto [next, value] = AfterAction(*game, action);
      if (value == target) {
        game = std::move(next);
        break;
      }
    }
  }
  return game->GetOutcome();
}

TEST(AdjudicationTest, SolvedVerdictIsThePerfectPlayOutcome) {
  tourney::v1::AdjudicationConfig rules;
  rules.set_solve_empties(7);
  const Adjudicator adjudicator = ReversiWith(rules);
  int solved = 0;
  for (uint64_t seed = 1; solved < 25; ++seed) {
    std::unique_ptr<games::Game> game = RandomGameAt(7, seed);
    if (game == nullptr) continue;
    ++solved;
    const std::optional<AdjudicationVerdict> verdict = adjudicator.Judge(*game);
    ASSERT_TRUE(verdict.has_value()) << "seed " << seed;
    EXPECT_EQ(verdict->termination, "adjudicated_solved");
    const games::Outcome perfect = PlayOutPerfectly(game->Clone());
    EXPECT_EQ(verdict->outcome.points, perfect.points) << "seed " << seed << ", " << game->Record();
    EXPECT_EQ(verdict->outcome.scores, perfect.scores) << "seed " << seed;
  }
}

TEST(AdjudicationTest, NoSolveAboveTheLimitOrWhenOff) {
  tourney::v1::AdjudicationConfig rules;
  rules.set_solve_empties(7);
  std::unique_ptr<games::Game> game = RandomGameAt(8, 3);
  ASSERT_NE(game, nullptr);
  EXPECT_FALSE(ReversiWith(rules).Judge(*game).has_value());
  rules.set_solve_empties(8);
  EXPECT_TRUE(ReversiWith(rules).Judge(*game).has_value());
  EXPECT_FALSE(ReversiWith({}).Judge(*game).has_value());
}

bot::v1::DecideResponse Scored(double score) {
  bot::v1::DecideResponse response;
  response.mutable_info()->set_score(score);
  return response;
}

TEST(AdjudicationTest, ResignWhenBothAgreeForTheRunLength) {
  tourney::v1::AdjudicationConfig rules;
  rules.set_resign_moves(3);
  rules.set_resign_score(5);
  Adjudicator adjudicator = ReversiWith(rules);
  const std::unique_ptr<games::Game> game = *games::NewGame("reversi", "", 0);
  int ply = 0;
  auto decide = [&](int seat, const bot::v1::DecideResponse& response, int legal = 8) {
    adjudicator.Observe(seat, ply++, legal, response);
  };
  // Seat 1 thinks it is winning by 6, seat 0 agrees it is losing by 5.
  decide(0, Scored(-5));
  decide(1, Scored(6));
  decide(0, Scored(-9));
  decide(1, Scored(5));
  EXPECT_FALSE(adjudicator.Judge(*game).has_value());
  // A forced move neither counts nor breaks the run.
  decide(0, bot::v1::DecideResponse(), 1);
  EXPECT_FALSE(adjudicator.Judge(*game).has_value());
  decide(0, Scored(-5));
  EXPECT_FALSE(adjudicator.Judge(*game).has_value());  // seat 1 has 2 so far
  decide(1, Scored(7));
  const std::optional<AdjudicationVerdict> verdict = adjudicator.Judge(*game);
  ASSERT_TRUE(verdict.has_value());
  EXPECT_EQ(verdict->termination, "adjudicated_resign");
  EXPECT_EQ(verdict->outcome.scores, (std::vector<double>{0, 1}));
  EXPECT_TRUE(verdict->outcome.points.empty());
  EXPECT_EQ(verdict->detail, "seat 1 reported >= 5 and seat 0 <= -5 for 3 decisions each");
}

TEST(AdjudicationTest, ABreakInTheRunStartsItAgain) {
  tourney::v1::AdjudicationConfig rules;
  rules.set_resign_moves(2);
  rules.set_resign_score(5);
  Adjudicator adjudicator = ReversiWith(rules);
  const std::unique_ptr<games::Game> game = *games::NewGame("reversi", "", 0);
  adjudicator.Observe(0, 0, 5, Scored(10));
  adjudicator.Observe(1, 1, 5, Scored(-10));
  adjudicator.Observe(0, 2, 5, Scored(4.9));  // not enough
  adjudicator.Observe(1, 3, 5, Scored(-10));
  adjudicator.Observe(0, 4, 5, Scored(10));
  EXPECT_FALSE(adjudicator.Judge(*game).has_value());
  adjudicator.Observe(1, 5, 5, bot::v1::DecideResponse());  // no SearchInfo: no opinion
  adjudicator.Observe(0, 6, 5, Scored(10));
  adjudicator.Observe(1, 7, 5, Scored(-10));
  EXPECT_FALSE(adjudicator.Judge(*game).has_value());
  adjudicator.Observe(0, 8, 5, Scored(10));
  adjudicator.Observe(1, 9, 5, Scored(-10));
  ASSERT_TRUE(adjudicator.Judge(*game).has_value());
  EXPECT_EQ(adjudicator.Judge(*game)->outcome.scores, (std::vector<double>{1, 0}));
}

TEST(AdjudicationTest, DrawCountsOnlyFromItsPly) {
  tourney::v1::AdjudicationConfig rules;
  rules.set_draw_moves(2);
  rules.set_draw_score(0.5);
  rules.set_draw_after_ply(10);
  Adjudicator adjudicator = ReversiWith(rules);
  const std::unique_ptr<games::Game> game = *games::NewGame("reversi", "", 0);
  for (int ply = 6; ply < 10; ++ply) adjudicator.Observe(ply % 2, ply, 5, Scored(0));
  EXPECT_FALSE(adjudicator.Judge(*game).has_value());
  adjudicator.Observe(0, 10, 5, Scored(0.5));
  adjudicator.Observe(1, 11, 5, Scored(-0.25));
  adjudicator.Observe(0, 12, 5, Scored(0));
  EXPECT_FALSE(adjudicator.Judge(*game).has_value());
  adjudicator.Observe(1, 13, 5, Scored(0.1));
  const std::optional<AdjudicationVerdict> verdict = adjudicator.Judge(*game);
  ASSERT_TRUE(verdict.has_value());
  EXPECT_EQ(verdict->termination, "adjudicated_draw");
  EXPECT_EQ(verdict->outcome.scores, (std::vector<double>{0.5, 0.5}));
}

TEST(AdjudicationTest, PlyCapStopsAtTheCap) {
  tourney::v1::AdjudicationConfig rules;
  rules.set_max_plies(10);
  const Adjudicator adjudicator = ReversiWith(rules);
  std::unique_ptr<games::Game> game = *games::NewGame("reversi", "", 0);
  games::SeededRandom random(5);
  while (!adjudicator.Judge(*game)) {
    ASSERT_LT(game->Plies(), 10);
    const std::vector<bot::v1::Action> legal = game->LegalActions();
    game->Apply(legal[random.Below(legal.size())]);
  }
  EXPECT_EQ(game->Plies(), 10);
  const AdjudicationVerdict verdict = *adjudicator.Judge(*game);
  EXPECT_EQ(verdict.termination, "adjudicated_ply_cap");
  EXPECT_EQ(verdict.outcome.scores, (std::vector<double>{0.5, 0.5}));
  EXPECT_EQ(verdict.detail, "still going after 10 plies (cap 10)");
}

}  // namespace
}  // namespace harness
