#include "harness/formats/adaptive_rank.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "games/common/seeded_random.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

// One seat-swapped pair in a seed of its own: `a` scores `a_first` in seat 0,
// then `a_second` in seat 1.
void AddPair(int a, int b, double a_first, double a_second, std::vector<MatchGame>* games) {
  const uint64_t seed = games->size();
  games->push_back({1, 1, a, b, a_first, seed});
  games->push_back({1, 1, b, a, 1 - a_second, seed});
}

// `count` pairs of each kind between a and b: a wins both, they split, b
// wins both.
void AddPairs(int a, int b, int a_sweeps, int splits, int b_sweeps, std::vector<MatchGame>* games) {
  for (int k = 0; k < a_sweeps; ++k) AddPair(a, b, 1, 1, games);
  for (int k = 0; k < splits; ++k) AddPair(a, b, 1, 0, games);
  for (int k = 0; k < b_sweeps; ++k) AddPair(a, b, 0, 0, games);
}

// Plays a plan's pairs from the logistic Elo model (no draws).
void Play(const RoundPlan& plan, const std::vector<double>& elo, games::SeededRandom& random,
          std::vector<MatchGame>* games) {
  for (const Pairing& pairing : plan.pairings) {
    const double p = 1 / (1 + std::pow(10.0, (elo[pairing.b] - elo[pairing.a]) / 400));
    AddPair(pairing.a, pairing.b, random.Unit() < p, random.Unit() < p, games);
  }
}

struct SimulatedRun {
  RankState end;
  std::vector<MatchGame> games;
  bool ever_settled = false;  // some order settled at some look
  int batches = 0;
};

SimulatedRun RunToEnd(const std::vector<double>& elo, const RankSettings& settings, uint64_t seed) {
  const int engines = static_cast<int>(elo.size());
  games::SeededRandom random(seed);
  SimulatedRun run;
  for (int batch = 1;; ++batch) {
    if (batch > 1) {
      const RankState state = AssessRanking(engines, run.games, settings);
      run.ever_settled =
          run.ever_settled || std::count(state.settled.begin(), state.settled.end(), true) > 0;
    }
    const RoundPlan plan = PlanRankBatch(engines, batch, run.games, settings);
    for (const Pairing& pairing : plan.pairings) {
      EXPECT_TRUE(pairing.a >= 0 && pairing.a < engines && pairing.b >= 0 && pairing.b < engines &&
                  pairing.a != pairing.b);
      EXPECT_EQ(pairing.pairs, 1);
    }
    if (plan.pairings.empty()) break;
    Play(plan, elo, random, &run.games);
    run.batches = batch;
  }
  run.end = AssessRanking(engines, run.games, settings);
  return run;
}

RankSettings Settings(double confidence, int64_t max_games, int batch_pairs) {
  RankSettings settings;
  settings.confidence = confidence;
  settings.max_games = max_games;
  settings.batch_pairs = batch_pairs;
  settings.seed = 5;
  return settings;
}

TEST(AdaptiveRankTest, FirstBatchIsASeededCycleThroughEveryEngine) {
  const RankSettings settings = Settings(0.95, 1000, 0);
  const RoundPlan plan = PlanRankBatch(6, 1, {}, settings);
  EXPECT_EQ(plan.round, 1);
  ASSERT_EQ(plan.pairings.size(), 6u);
  // Each pairing's b is the next pairing's a, the last closes the ring.
  std::vector<int> seen(6);
  for (size_t k = 0; k < plan.pairings.size(); ++k) {
    EXPECT_EQ(plan.pairings[k].b, plan.pairings[(k + 1) % 6].a);
    ++seen[plan.pairings[k].a];
  }
  EXPECT_EQ(seen, std::vector<int>(6, 1));

  auto rings = [](const RoundPlan& p) {
    std::vector<int> a;
    for (const Pairing& pairing : p.pairings) a.push_back(pairing.a);
    return a;
  };
  EXPECT_EQ(rings(PlanRankBatch(6, 1, {}, settings)), rings(plan));
  RankSettings other = settings;
  other.seed = 6;
  EXPECT_NE(rings(PlanRankBatch(6, 1, {}, other)), rings(plan));
  // Two engines: a ring is one pair; batch_pairs 13 over 6 engines: three rings.
  EXPECT_EQ(PlanRankBatch(2, 1, {}, Settings(0.95, 1000, 1)).pairings.size(), 1u);
  EXPECT_EQ(PlanRankBatch(6, 1, {}, Settings(0.95, 1000, 13)).pairings.size(), 18u);
}

TEST(AdaptiveRankTest, PlansArePureFunctionsOfTheGames) {
  const std::vector<double> elo = {0, 40, 80, 120};
  const SimulatedRun run = RunToEnd(elo, Settings(0.95, 200, 4), 3);
  ASSERT_GT(run.batches, 2);
  const RoundPlan first = PlanRankBatch(4, 9, run.games, Settings(0.95, 10000, 4));
  const RoundPlan second = PlanRankBatch(4, 9, run.games, Settings(0.95, 10000, 4));
  ASSERT_EQ(first.pairings.size(), second.pairings.size());
  for (size_t k = 0; k < first.pairings.size(); ++k) {
    EXPECT_EQ(first.pairings[k].a, second.pairings[k].a);
    EXPECT_EQ(first.pairings[k].b, second.pairings[k].b);
  }
  EXPECT_EQ(first.round, 9);
  EXPECT_EQ(RunToEnd(elo, Settings(0.95, 200, 4), 3).games.size(), run.games.size());
}

// Order 0 > 1 > 2 > 3: 0-1 and 2-3 lopsided (60 sweeps and 20 splits in 80
// pairs: 87.5%), 1-2 close (11 sweeps to 9, 20 splits: 52.5%).
std::vector<MatchGame> OneCloseOrder() {
  std::vector<MatchGame> games;
  AddPairs(0, 1, 60, 20, 0, &games);
  AddPairs(1, 2, 11, 20, 9, &games);
  AddPairs(2, 3, 60, 20, 0, &games);
  return games;
}

TEST(AdaptiveRankTest, TheBatchGoesToTheUnsettledOrder) {
  const std::vector<MatchGame> games = OneCloseOrder();
  const RankState state = AssessRanking(4, games, Settings(0.95, 10000, 3));
  EXPECT_EQ(state.order, (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(state.settled, (std::vector<bool>{true, false, true}));
  EXPECT_FALSE(state.done);
  const RoundPlan plan = PlanRankBatch(4, 2, games, Settings(0.95, 10000, 3));
  ASSERT_EQ(plan.pairings.size(), 3u);
  for (const Pairing& pairing : plan.pairings) {
    EXPECT_EQ(std::make_pair(pairing.a, pairing.b), std::make_pair(1, 2));
  }
}

TEST(AdaptiveRankTest, TheLeastSettledOrderGetsTheRemainder) {
  // At a confidence nothing here reaches, all three are unsettled; the
  // close one has the most doubt, so of 4 pairs it gets 2, and comes first.
  const std::vector<MatchGame> games = OneCloseOrder();
  const RankSettings settings = Settings(1 - 1e-15, 10000, 4);
  const RankState state = AssessRanking(4, games, settings);
  EXPECT_EQ(state.settled, (std::vector<bool>{false, false, false}));
  EXPECT_GT(state.doubt[1], state.doubt[0]);
  EXPECT_GT(state.doubt[1], state.doubt[2]);
  const RoundPlan plan = PlanRankBatch(4, 2, games, settings);
  ASSERT_EQ(plan.pairings.size(), 4u);
  EXPECT_EQ(std::make_pair(plan.pairings[0].a, plan.pairings[0].b), std::make_pair(1, 2));
  EXPECT_EQ(std::make_pair(plan.pairings[3].a, plan.pairings[3].b), std::make_pair(1, 2));
}

TEST(AdaptiveRankTest, AnOrderIsSettledAtItsRulesDoubt) {
  // Part way through a run of 4 engines 40 Elo apart: the format's rule
  // allows doubt (1 - C) / (2 - C) = 0.05 / 1.05, the any-gap one
  // 2 (1 - C) / 4 = 0.025, the naive one 0.05.
  const std::vector<double> elo = {0, 40, 80, 120};
  const std::vector<MatchGame> games = RunToEnd(elo, Settings(0.95, 300, 4), 3).games;
  RankSettings settings = Settings(0.95, 10000, 4);
  const RankState format = AssessRanking(4, games, settings);
  settings.rule = RankStoppingRule::kAnyGap;
  const RankState any_gap = AssessRanking(4, games, settings);
  settings.rule = RankStoppingRule::kNaiveLos;
  const RankState naive = AssessRanking(4, games, settings);
  int differ = 0;
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(format.settled[i], format.doubt[i] <= 0.05 / 1.05) << i;
    EXPECT_EQ(any_gap.settled[i], any_gap.doubt[i] <= 0.025) << i;
    EXPECT_EQ(naive.settled[i], naive.doubt[i] <= 0.05) << i;
    // The naive doubt is 1 - LOS: at most the always-valid ones.
    EXPECT_LE(naive.doubt[i], format.doubt[i]) << i;
    EXPECT_LE(naive.doubt[i], any_gap.doubt[i]) << i;
    differ += format.doubt[i] != any_gap.doubt[i];
  }
  EXPECT_EQ(differ, 3);
}

TEST(AdaptiveRankTest, StopsWhenEveryOrderIsSettled) {
  std::vector<MatchGame> games;
  AddPairs(0, 1, 60, 20, 0, &games);
  AddPairs(1, 2, 60, 20, 0, &games);
  const RankState state = AssessRanking(3, games, Settings(0.95, 10000, 3));
  EXPECT_EQ(state.order, (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(state.settled, (std::vector<bool>{true, true}));
  EXPECT_TRUE(state.done);
  EXPECT_EQ(state.stop, RankStop::kSettled);
  EXPECT_EQ(state.settled_count, 2);
  EXPECT_EQ(state.why, "every adjacent order settled at 95% confidence (2 of 2) after 320 games");
  EXPECT_TRUE(PlanRankBatch(3, 2, games, Settings(0.95, 10000, 3)).pairings.empty());
}

TEST(AdaptiveRankTest, StopsAtTheCapAndTrimsTheLastBatchToIt) {
  const std::vector<MatchGame> games = OneCloseOrder();  // 400 games
  const RankState capped = AssessRanking(4, games, Settings(0.95, 401, 3));
  EXPECT_TRUE(capped.done);
  EXPECT_EQ(capped.stop, RankStop::kCap);
  EXPECT_EQ(capped.settled_count, 2);
  EXPECT_EQ(capped.why,
            "stopped on the cap (401 games) with 2 of 3 adjacent orders settled at 95% "
            "confidence");
  EXPECT_TRUE(PlanRankBatch(4, 2, games, Settings(0.95, 401, 3)).pairings.empty());
  // Room for 2 pairs (4 games) of the 3 asked for.
  EXPECT_EQ(PlanRankBatch(4, 2, games, Settings(0.95, 405, 3)).pairings.size(), 2u);
  const RankState playing = AssessRanking(4, games, Settings(0.95, 402, 3));
  EXPECT_FALSE(playing.done);
  EXPECT_EQ(playing.stop, RankStop::kPlaying);
  EXPECT_EQ(playing.why, "2 of 3 adjacent orders settled at 95% confidence after 400 games");
}

TEST(AdaptiveRankTest, GamesOfEnginesOutsideTheRangeAreIgnored) {
  std::vector<MatchGame> games = OneCloseOrder();
  const RankState before = AssessRanking(4, games, Settings(0.95, 10000, 3));
  games.push_back({1, 1, 7, 0, 1, 999});
  games.push_back({1, 1, 2, 2, 1, 999});
  games.push_back({1, 1, -1, 3, 1, 999});
  const RankState after = AssessRanking(4, games, Settings(0.95, 10000, 3));
  EXPECT_EQ(after.order, before.order);
  EXPECT_EQ(after.doubt, before.doubt);
  EXPECT_EQ(after.games, before.games + 3);  // they still count toward the cap
}

TEST(AdaptiveRankTest, HugeGapsSettleEveryOrder) {
  // 800 Elo apart: the stronger wins 99% of games; engines listed out of
  // order. The format's evidence grows like 2 r g per unit of information
  // (r = 30 Elo), and a game between such engines carries little: it takes
  // longer than the any-gap rule's mixture, which has scales up to 32 r,
  // but a handful of batches all the same.
  const std::vector<double> elo = {1600, 0, 3200, 800, 2400};
  RankSettings settings = Settings(0.95, 100000, 0);
  const SimulatedRun run = RunToEnd(elo, settings, 11);
  EXPECT_TRUE(run.end.done);
  EXPECT_EQ(run.end.order, (std::vector<int>{2, 4, 0, 3, 1}));
  EXPECT_EQ(run.end.settled, std::vector<bool>(4, true));
  EXPECT_LT(run.games.size(), 400u);
  settings.rule = RankStoppingRule::kAnyGap;
  EXPECT_LT(RunToEnd(elo, settings, 11).games.size(), 200u);
}

TEST(AdaptiveRankTest, EqualEnginesSettleAtTheResolutionButNotUnderTheAnyGapRule) {
  // Equal engines have no wrong order: the format settles some order
  // between them, while the any-gap rule, whose null is "b at least as
  // strong", never does (at 95%, within 3000 games).
  const std::vector<double> elo(3, 0);
  RankSettings settings = Settings(0.95, 3000, 0);
  const SimulatedRun format = RunToEnd(elo, settings, 13);
  EXPECT_EQ(format.end.stop, RankStop::kSettled) << format.end.why;

  settings.rule = RankStoppingRule::kAnyGap;
  const SimulatedRun any_gap = RunToEnd(elo, settings, 13);
  EXPECT_TRUE(any_gap.end.done);
  EXPECT_GE(any_gap.games.size(), 2999u);
  EXPECT_FALSE(any_gap.ever_settled);
  EXPECT_EQ(any_gap.end.stop, RankStop::kCap);
  EXPECT_EQ(any_gap.end.why.rfind("stopped on the cap (3000 games) with 0 of 2", 0), 0u)
      << any_gap.end.why;
  EXPECT_LT(format.games.size(), any_gap.games.size() / 2);
}

TEST(AdaptiveRankTest, WrongAdjacentOrdersStayBelowTheNominalShareAtTheResolution) {
  // 4 engines exactly the resolution (60 Elo) apart, confidence 0.8 (allowed
  // doubt 0.2 / 1.2): over 300 runs the share of wrongly ordered adjacent
  // pairs at the stop stays below 1 - C = 0.2; the naive rule, stopping at
  // LOS >= 0.8, does not.
  const std::vector<double> elo = {0, 60, 120, 180};
  RankSettings settings = Settings(0.8, 100000, 4);
  settings.tuned_gap_elo = 60;
  auto wrong_share = [&](RankStoppingRule rule) {
    settings.rule = rule;
    int wrong = 0;
    for (int run = 0; run < 300; ++run) {
      const RankState end = RunToEnd(elo, settings, 100 + run).end;
      for (int i = 0; i < 3; ++i) wrong += end.order[i] < end.order[i + 1];
    }
    return wrong / 900.0;
  };
  const double format = wrong_share(RankStoppingRule::kIndifference);
  EXPECT_LT(format, 0.2);
  EXPECT_GT(format, 0.02);  // not trivially conservative
  EXPECT_GT(wrong_share(RankStoppingRule::kNaiveLos), 0.2);
}

TEST(AdaptiveRankTest, TheWholeOrderGuaranteeSettlesEachOrderAtItsShareOfTheError) {
  // 4 engines: each of the 3 orders at confidence 1 - 0.05 / 3, doubt at
  // most e / (1 + e) with e = 0.05 / 3 (the any-gap rule 2 e / 4, the naive
  // one e). On the way to a run's end, some order the adjacent guarantee
  // settles the whole-order one does not yet.
  const std::vector<double> elo = {0, 40, 80, 120};
  const std::vector<MatchGame> games = RunToEnd(elo, Settings(0.95, 100000, 4), 3).games;
  const double e = 0.05 / 3;
  for (RankStoppingRule rule :
       {RankStoppingRule::kIndifference, RankStoppingRule::kAnyGap, RankStoppingRule::kNaiveLos}) {
    RankSettings settings = Settings(0.95, 100000, 4);
    settings.rule = rule;
    RankSettings whole_settings = settings;
    whole_settings.guarantee = RankGuarantee::kWholeOrder;
    const double allowed = rule == RankStoppingRule::kIndifference ? e / (1 + e)
                           : rule == RankStoppingRule::kAnyGap     ? 2 * e / 4
                                                                   : e;
    bool fewer = false;
    for (size_t end = 8; end <= games.size(); end += 8) {
      const std::vector<MatchGame> part(games.begin(), games.begin() + end);
      const RankState adjacent = AssessRanking(4, part, settings);
      const RankState whole = AssessRanking(4, part, whole_settings);
      ASSERT_EQ(whole.doubt, adjacent.doubt);
      for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(whole.settled[i], whole.doubt[i] <= allowed) << i;
        EXPECT_LE(whole.settled[i], adjacent.settled[i]) << i;
      }
      fewer = fewer || whole.settled_count < adjacent.settled_count;
    }
    // (The any-gap rule settles nothing in the games the format's rule
    // needed.)
    EXPECT_TRUE(fewer || rule == RankStoppingRule::kAnyGap) << static_cast<int>(rule);
  }
  // Two engines: one order, the two guarantees are the same.
  RankSettings two = Settings(0.95, 10000, 1);
  std::vector<MatchGame> pair_games;
  AddPairs(0, 1, 9, 10, 3, &pair_games);
  const RankState adjacent = AssessRanking(2, pair_games, two);
  two.guarantee = RankGuarantee::kWholeOrder;
  EXPECT_EQ(AssessRanking(2, pair_games, two).settled, adjacent.settled);
}

TEST(AdaptiveRankTest, TheWholeOrderIsRightAtTheConfidenceWhereTheAdjacentGuaranteeIsNot) {
  // 6 engines exactly the resolution (60 Elo) apart, confidence 0.8: the
  // adjacent guarantee keeps the share of wrong adjacent orders below 0.2,
  // but more than 0.2 of its runs end with some order wrong; the
  // whole-order guarantee keeps that share below 0.2.
  const std::vector<double> elo = {0, 60, 120, 180, 240, 300};
  RankSettings settings = Settings(0.8, 100000, 6);
  settings.tuned_gap_elo = 60;
  struct Errors {
    double adjacent_share = 0, runs_with_one = 0;
  };
  auto errors = [&](RankGuarantee guarantee) {
    settings.guarantee = guarantee;
    constexpr int kRuns = 200;
    Errors errors;
    for (int run = 0; run < kRuns; ++run) {
      const RankState end = RunToEnd(elo, settings, 500 + run).end;
      EXPECT_EQ(end.stop, RankStop::kSettled);
      int wrong = 0;
      for (int i = 0; i < 5; ++i) wrong += end.order[i] < end.order[i + 1];
      errors.adjacent_share += wrong / (5.0 * kRuns);
      errors.runs_with_one += (wrong > 0) / static_cast<double>(kRuns);
    }
    return errors;
  };
  const Errors adjacent = errors(RankGuarantee::kAdjacent);
  EXPECT_LT(adjacent.adjacent_share, 0.2);
  EXPECT_GT(adjacent.runs_with_one, 0.2);
  const Errors whole = errors(RankGuarantee::kWholeOrder);
  EXPECT_LT(whole.runs_with_one, 0.2);
  EXPECT_GT(whole.runs_with_one, 0.01);  // not trivially conservative
}

TEST(AdaptiveRankTest, TheGuaranteeTextSaysWhatItBounds) {
  RankSettings settings = Settings(0.95, 1000, 0);
  EXPECT_EQ(
      RankGuaranteeText(settings),
      "Guarantee (adjacent): if every two engines are at least 30 Elo apart (the resolution), "
      "the expected share of wrongly settled adjacent orders is at most 5% (1 - C at 95% "
      "confidence); the chance that some adjacent order is wrong is larger "
      "(--rank-guarantee whole-order bounds that).");
  settings.guarantee = RankGuarantee::kWholeOrder;
  settings.tuned_gap_elo = 20;
  EXPECT_EQ(RankGuaranteeText(settings),
            "Guarantee (whole-order): if every two engines are at least 20 Elo apart (the "
            "resolution), the chance that any settled adjacent order is wrong is at most 5% (1 - "
            "C at 95% confidence).");
  EXPECT_STREQ(RankGuaranteeName(RankGuarantee::kWholeOrder), "whole-order");
  EXPECT_STREQ(RankGuaranteeName(RankGuarantee::kAdjacent), "adjacent");
}

}  // namespace
}  // namespace harness
