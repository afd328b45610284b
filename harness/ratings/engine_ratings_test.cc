#include "harness/ratings/engine_ratings.h"

#include <cmath>
#include <cstdio>

#include "gtest/gtest.h"

namespace harness {
namespace {

// `wins` games won by i, then `losses` lost, in unit `unit`.
void Play(PairwiseResults* results, int i, int j, int wins, int losses, uint64_t unit) {
  for (int k = 0; k < wins; ++k) results->Add(i, j, 1, unit);
  for (int k = 0; k < losses; ++k) results->Add(i, j, 0, unit);
}

// Engine 0 wins every game; 1, 2, 3 share theirs. 12 seeds.
PairwiseResults WithAPerfectEngine() {
  PairwiseResults results(4);
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    for (int other = 1; other < 4; ++other) Play(&results, 0, other, 2, 0, seed);
    Play(&results, 1, 2, 1 + seed % 2, seed % 3 == 0, seed);
    Play(&results, 2, 3, 1 + seed % 3 % 2, seed % 2, seed);
    Play(&results, 1, 3, 2, seed % 4 == 0, seed);
  }
  return results;
}

// A league before its first game: no players, no ratings (it crashed).
TEST(EngineRatingsTest, NoPlayersGiveNoRatings) {
  const Ratings ratings = RateEngines(PairwiseResults(0));
  EXPECT_TRUE(ratings.engines.empty());
  EXPECT_TRUE(ratings.Order().empty());
}

TEST(EngineRatingsTest, APerfectEngineIsSetAsideAndTheOthersFitAsIfItWereAbsent) {
  const PairwiseResults results = WithAPerfectEngine();
  const Ratings ratings = RateEngines(results);
  EXPECT_EQ(ratings.engines[0].kind, RatingKind::kWonEveryGame);
  EXPECT_EQ(ratings.engines[0].round, 1);
  const EloFit without = FitElo(results.Among({false, true, true, true}));
  for (int k = 1; k < 4; ++k) {
    EXPECT_EQ(ratings.engines[k].kind, RatingKind::kRated);
    EXPECT_NEAR(ratings.engines[k].elo, without.elo[k], 1e-9);
    EXPECT_NEAR(ratings.engines[k].margin95, without.margin95[k], 1e-9);
  }
  EXPECT_EQ(ratings.Order(), (std::vector<int>{0, 1, 2, 3}));
  // What a virtual draw per pairing did to the gap between 1 and 3.
  const EloFit prior = FitElo(results, 1.0);
  ASSERT_EQ(prior.prior_draws, 1.0);
  std::printf("gap 1-3: %.1f without the perfect engine, %.1f with a virtual draw per pairing\n",
              ratings.engines[1].elo - ratings.engines[3].elo, prior.elo[1] - prior.elo[3]);
  EXPECT_LT(prior.elo[1] - prior.elo[3], ratings.engines[1].elo - ratings.engines[3].elo);
  // The perfect engine is ahead with confidence 1 - 2^-12 (12 seeds).
  EXPECT_EQ(ratings.los[0][3].kind, Superiority::Kind::kAtLeast);
  EXPECT_DOUBLE_EQ(ratings.los[0][3].value, 1 - std::pow(0.5, 12));
  EXPECT_EQ(ratings.los[3][0].kind, Superiority::Kind::kAtMost);
  EXPECT_DOUBLE_EQ(ratings.los[3][0].value, std::pow(0.5, 12));
  EXPECT_EQ(ratings.los[1][2].kind, Superiority::Kind::kEstimate);
  EXPECT_NEAR(ratings.los[1][2].value, without.los[1][2], 1e-12);
}

TEST(EngineRatingsTest, LimitsByHand) {
  // 0 beats 1 twice in each of 5 seeds and meets no one else; 3 loses to 2
  // three times in each of 4 seeds; 1 and 2 split their games.
  PairwiseResults results(4);
  for (uint64_t seed = 1; seed <= 5; ++seed) Play(&results, 0, 1, 2, 0, seed);
  for (uint64_t seed = 1; seed <= 4; ++seed) Play(&results, 3, 2, 0, 3, seed);
  for (uint64_t seed = 1; seed <= 6; ++seed) Play(&results, 1, 2, seed % 2 + 1, 1, seed);
  const Ratings ratings = RateEngines(results);
  ASSERT_EQ(ratings.engines[1].kind, RatingKind::kRated);
  ASSERT_EQ(ratings.engines[2].kind, RatingKind::kRated);
  // Winning all of 5 seeds (each counted once) has probability q^5 = 0.05:
  // q = 0.05^(1/5), limit = R_1 + 400 log10(q / (1 - q)).
  const double q5 = std::pow(0.05, 1.0 / 5);
  EXPECT_NEAR(ratings.engines[0].limit, ratings.engines[1].elo + 400 * std::log10(q5 / (1 - q5)),
              1e-6);
  const double q4 = std::pow(0.05, 1.0 / 4);
  EXPECT_NEAR(ratings.engines[3].limit, ratings.engines[2].elo - 400 * std::log10(q4 / (1 - q4)),
              1e-6);
  EXPECT_EQ(ratings.engines[3].kind, RatingKind::kLostEveryGame);
  EXPECT_EQ(ratings.Order(), (std::vector<int>{0, 1, 2, 3}));

  // Copies of a seed's games do not move the limit.
  PairwiseResults copied = results;
  for (uint64_t seed = 1; seed <= 5; ++seed) Play(&copied, 0, 1, 6, 0, seed);
  EXPECT_NEAR(RateEngines(copied).engines[0].limit, ratings.engines[0].limit, 1e-9);
}

TEST(EngineRatingsTest, ASweepBetweenTwoEnginesRatesNeither) {
  PairwiseResults results(2);
  for (uint64_t seed = 1; seed <= 3; ++seed) Play(&results, 1, 0, 2, 0, seed);
  const Ratings ratings = RateEngines(results);
  EXPECT_EQ(ratings.engines[1].kind, RatingKind::kWonEveryGame);
  EXPECT_EQ(ratings.engines[0].kind, RatingKind::kLostEveryGame);
  EXPECT_TRUE(std::isnan(ratings.engines[1].limit));
  EXPECT_EQ(ratings.Order(), (std::vector<int>{1, 0}));
  EXPECT_EQ(ratings.los[1][0].kind, Superiority::Kind::kAtLeast);
  EXPECT_DOUBLE_EQ(ratings.los[1][0].value, 0.875);
}

TEST(EngineRatingsTest, EnginesPerfectAmongThoseLeftComeInRounds) {
  // 0 beats everyone; then 1 beats 2 and 3, who share their games.
  PairwiseResults results(4);
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    for (int other = 1; other < 4; ++other) Play(&results, 0, other, 1, 0, seed);
    Play(&results, 1, 2, 1, 0, seed);
    Play(&results, 1, 3, 1, 0, seed);
    Play(&results, 2, 3, 1, 1, seed);
  }
  const Ratings ratings = RateEngines(results);
  EXPECT_EQ(ratings.engines[0].round, 1);
  EXPECT_EQ(ratings.engines[1].round, 2);
  EXPECT_EQ(ratings.engines[1].kind, RatingKind::kWonEveryGame);
  EXPECT_EQ(ratings.engines[2].kind, RatingKind::kRated);
  EXPECT_NEAR(ratings.engines[2].elo, 0, 1e-9);
  EXPECT_EQ(ratings.Order(), (std::vector<int>{0, 1, 2, 3}));
}

TEST(EngineRatingsTest, AGroupThatLostEveryGameToTheOthersIsSetAsideWithoutVirtualDraws) {
  // 0, 1 and 2 share their games, so do 3 and 4, and 0, 1, 2 beat 3, 4
  // always: no single engine is perfect, yet no finite maximum exists. The
  // larger group is rated from its own games; the other is set aside as a
  // group, with limits against the rated engines it met.
  PairwiseResults results(5);
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    Play(&results, 0, 1, 1, 1, seed);
    Play(&results, 1, 2, 1, 1, seed);
    Play(&results, 0, 2, 1 + seed % 2, 1, seed);
    Play(&results, 3, 4, 1, 1, seed);
    for (int a = 0; a < 3; ++a) {
      for (int b = 3; b < 5; ++b) Play(&results, a, b, 1, 0, seed);
    }
  }
  const Ratings ratings = RateEngines(results);
  const EloFit among_the_first = FitElo(results.Among({true, true, true, false, false}));
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(ratings.engines[k].kind, RatingKind::kRated);
    EXPECT_NEAR(ratings.engines[k].elo, among_the_first.elo[k], 1e-9);
  }
  EXPECT_EQ(among_the_first.prior_draws, 0);
  for (int k = 3; k < 5; ++k) {
    EXPECT_EQ(ratings.engines[k].kind, RatingKind::kLostEveryGame);
    EXPECT_EQ(ratings.engines[k].group_size, 2);
    EXPECT_LT(ratings.engines[k].limit, ratings.engines[2].elo);
  }
  EXPECT_EQ(ratings.los[3][4].kind, Superiority::Kind::kUnknown);
  EXPECT_EQ(ratings.los[0][3].kind, Superiority::Kind::kAtLeast);
}

TEST(EngineRatingsTest, OneGameGivesNoLikelihoodOfSuperiority) {
  // A bound of "at least 50%" from one seed says nothing: none is printed.
  PairwiseResults results(2);
  results.Add(0, 1, 1, 7);
  const Ratings ratings = RateEngines(results);
  EXPECT_EQ(ratings.engines[0].kind, RatingKind::kWonEveryGame);
  EXPECT_EQ(ratings.los[0][1].kind, Superiority::Kind::kUnknown);
  EXPECT_EQ(ratings.los[1][0].kind, Superiority::Kind::kUnknown);
}

TEST(EngineRatingsTest, AnEngineWithoutGamesIsListedLast) {
  PairwiseResults results(3);
  for (uint64_t seed = 1; seed <= 4; ++seed) Play(&results, 0, 2, 1, 1, seed);
  const Ratings ratings = RateEngines(results);
  EXPECT_EQ(ratings.engines[1].kind, RatingKind::kNoGames);
  EXPECT_EQ(ratings.Order().back(), 1);
}

}  // namespace
}  // namespace harness
