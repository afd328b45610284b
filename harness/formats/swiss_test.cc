#include "harness/formats/swiss.h"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "games/common/seeded_random.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

using Pair = std::pair<int, int>;

// The round's pairs as unordered engine pairs, the bye as (engine, kBye).
std::set<Pair> Pairs(const RoundPlan& plan) {
  std::set<Pair> pairs;
  for (const Pairing& p : plan.pairings) {
    pairs.insert(p.b == Pairing::kBye ? Pair{p.a, Pairing::kBye}
                                      : Pair{std::min(p.a, p.b), std::max(p.a, p.b)});
  }
  return pairs;
}

// The games of one match: `a_score` is a's score in every game.
void PlayMatch(int round, const Pairing& p, double a_score, std::vector<MatchGame>* games) {
  for (int g = 0; g < 2 * p.pairs; ++g) {
    const bool a_first = g % 2 == 0;
    games->push_back(MatchGame{round, 0, a_first ? p.a : p.b, a_first ? p.b : p.a,
                               a_first ? a_score : 1 - a_score, static_cast<uint64_t>(g / 2)});
  }
}

// Plays a round: the lower engine index scores `lower_score` in each game.
void PlayRound(const RoundPlan& plan, double lower_score, std::vector<MatchGame>* games) {
  for (const Pairing& p : plan.pairings) {
    if (p.b == Pairing::kBye) continue;
    PlayMatch(plan.round, p, p.a < p.b ? lower_score : 1 - lower_score, games);
  }
}

TEST(SwissPairingTest, FirstRoundPairsTopHalfAgainstBottomHalf) {
  const RoundPlan plan = PairSwissRound(6, 1, {}, 3, 1);
  EXPECT_EQ(plan.round, 1);
  EXPECT_EQ(Pairs(plan), (std::set<Pair>{{0, 3}, {1, 4}, {2, 5}}));
  // Boards in ranking order, every pairing the match's pairs from the start.
  ASSERT_EQ(plan.pairings.size(), 3u);
  for (int board = 0; board < 3; ++board) {
    EXPECT_EQ(std::min(plan.pairings[board].a, plan.pairings[board].b), board);
    EXPECT_EQ(plan.pairings[board].pairs, 3);
    EXPECT_EQ(plan.pairings[board].first_pair, 0);
  }
}

TEST(SwissPairingTest, OddCountGivesTheLowestSeedTheByeListedLast) {
  const RoundPlan plan = PairSwissRound(5, 1, {}, 1, 1);
  EXPECT_EQ(Pairs(plan), (std::set<Pair>{{0, 2}, {1, 3}, {4, Pairing::kBye}}));
  EXPECT_EQ(plan.pairings.back().a, 4);
  EXPECT_EQ(plan.pairings.back().b, Pairing::kBye);
}

TEST(SwissPairingTest, OddOneOfAScoreGroupFloatsToTheNextGroupAvoidingARematch) {
  std::vector<MatchGame> games;
  // Round 1: 0-3, 1-4, 2-5. 0, 1 and 5 win: groups {0, 1, 5} and {2, 3, 4}.
  const RoundPlan first = PairSwissRound(6, 1, {}, 1, 1);
  for (const Pairing& p : first.pairings) {
    const int winner = std::min(p.a, p.b) == 2 ? 5 : std::min(p.a, p.b);
    PlayMatch(1, p, p.a == winner ? 1 : 0, &games);
  }
  // 0 meets 1 (top half v bottom half of a group of 3); 5 floats down to
  // the top of the next group, 2, whom it met: so 3; 2 plays 4.
  EXPECT_EQ(Pairs(PairSwissRound(6, 2, games, 1, 1)), (std::set<Pair>{{0, 1}, {3, 5}, {2, 4}}));
}

TEST(SwissPairingTest, ScoreGroupsPairTopHalfAgainstBottomHalf) {
  std::vector<MatchGame> games;
  // 8 engines, round 1: 0-4, 1-5, 2-6, 3-7, the lower index winning: group
  // {0, 1, 2, 3} on 2 points, {4, 5, 6, 7} on 0.
  PlayRound(PairSwissRound(8, 1, {}, 1, 1), 1, &games);
  EXPECT_EQ(Pairs(PairSwissRound(8, 2, games, 1, 1)),
            (std::set<Pair>{{0, 2}, {1, 3}, {4, 6}, {5, 7}}));
}

TEST(SwissPairingTest, NoRematchWhileAnotherPairingExists) {
  std::vector<MatchGame> games;
  // 4 engines: after 0-2, 1-3 and then 0-1, 2-3 (lower index winning), the
  // score order 0, 1, 2, 3 pairs 0-1 again unless rematches are avoided.
  PlayRound(PairSwissRound(4, 1, {}, 1, 1), 1, &games);
  const RoundPlan second = PairSwissRound(4, 2, games, 1, 1);
  ASSERT_EQ(Pairs(second), (std::set<Pair>{{0, 1}, {2, 3}}));
  PlayRound(second, 1, &games);
  EXPECT_EQ(Pairs(PairSwissRound(4, 3, games, 1, 1)), (std::set<Pair>{{0, 3}, {1, 2}}));
  // With every pair met, a fourth round pairs by score again.
  PlayRound(PairSwissRound(4, 3, games, 1, 1), 1, &games);
  EXPECT_EQ(Pairs(PairSwissRound(4, 4, games, 1, 1)), (std::set<Pair>{{0, 1}, {2, 3}}));
}

TEST(SwissPairingTest, ByeGoesToTheLowestRankedWithoutOneAndScoresTheMatch) {
  std::vector<MatchGame> games;
  // 3 engines, pairs of 1: round 1 0-1, bye 2 (2 points). 1 wins: 1 and 2
  // on 2, 0 on 0: the bye goes to 0.
  const RoundPlan first = PairSwissRound(3, 1, {}, 1, 1);
  ASSERT_EQ(Pairs(first), (std::set<Pair>{{0, 1}, {2, Pairing::kBye}}));
  PlayRound(first, 0, &games);
  const RoundPlan second = PairSwissRound(3, 2, games, 1, 1);
  ASSERT_EQ(Pairs(second), (std::set<Pair>{{1, 2}, {0, Pairing::kBye}}));
  // 1 beats 2: 1 on 4 points, 0 and 2 on 2. Only 1 has had no bye: it
  // gets this one, though it leads.
  PlayRound(second, 1, &games);
  EXPECT_EQ(Pairs(PairSwissRound(3, 3, games, 1, 1)), (std::set<Pair>{{0, 2}, {1, Pairing::kBye}}));
}

TEST(SwissPairingTest, ASecondByeWaitsUntilEveryoneHadOne) {
  // 5 engines; engine 4 (round 1's bye) loses every game, so it ranks last
  // from round 2 on, yet the bye goes to the others first.
  std::vector<MatchGame> games;
  std::set<int> had_bye;
  for (int round = 1; round <= 5; ++round) {
    const RoundPlan plan = PairSwissRound(5, round, games, 1, 3);
    const int bye = plan.pairings.back().a;
    EXPECT_TRUE(had_bye.insert(bye).second) << "round " << round << " bye " << bye;
    for (const Pairing& p : plan.pairings) {
      if (p.b == Pairing::kBye) continue;
      PlayMatch(round, p, p.a == 4 ? 0 : p.b == 4 ? 1 : 0.5, &games);
    }
  }
}

TEST(SwissPairingTest, SameInputsInAnyOrderGiveTheSamePlan) {
  games::SeededRandom random(5);
  std::vector<MatchGame> games;
  for (int round = 1; round <= 4; ++round) {
    for (const Pairing& p : PairSwissRound(11, round, games, 2, 9).pairings) {
      if (p.b != Pairing::kBye) PlayMatch(round, p, 0.5 * random.Below(3), &games);
    }
  }
  const RoundPlan fifth = PairSwissRound(11, 5, games, 2, 9);
  // The same games in reverse order, and with some of round 5 already in
  // (a resume mid-round): the same plan.
  std::vector<MatchGame> resumed(games.rbegin(), games.rend());
  PlayMatch(5, fifth.pairings[1], 1, &resumed);
  std::swap(resumed.front(), resumed.back());
  const RoundPlan again = PairSwissRound(11, 5, resumed, 2, 9);
  ASSERT_EQ(again.pairings.size(), fifth.pairings.size());
  for (size_t m = 0; m < fifth.pairings.size(); ++m) {
    EXPECT_EQ(again.pairings[m].a, fifth.pairings[m].a);
    EXPECT_EQ(again.pairings[m].b, fifth.pairings[m].b);
  }
  // PlanSwissRounds is the same rounds at once.
  const std::vector<RoundPlan> all = PlanSwissRounds(11, 5, games, 2, 9);
  ASSERT_EQ(all.size(), 5u);
  EXPECT_EQ(Pairs(all.back()), Pairs(fifth));
}

TEST(SwissPairingTest, SeatZeroFirstGoesToWhoHadItLess) {
  std::vector<MatchGame> games;
  std::vector<int> first_seats(10, 0);
  for (int round = 1; round <= 6; ++round) {
    const RoundPlan plan = PairSwissRound(10, round, games, 1, 4);
    for (const Pairing& p : plan.pairings) {
      EXPECT_LE(first_seats[p.a], first_seats[p.b]) << "round " << round;
      ++first_seats[p.a];
    }
    PlayRound(plan, 0.5, &games);
  }
  // 6 rounds: 3 each way, give or take one.
  for (int e = 0; e < 10; ++e) EXPECT_NEAR(first_seats[e], 3, 1) << "engine " << e;
}

TEST(SwissPairingTest, TwoHundredEnginesTwelveRounds) {
  // Its running time shows in the test log (gtest's "(N ms)").
  games::SeededRandom random(11);
  std::vector<MatchGame> games;
  RoundPlan plan;
  for (int round = 1; round <= 12; ++round) {
    plan = PairSwissRound(200, round, games, 1, 2);
    ASSERT_EQ(plan.pairings.size(), 100u);
    for (const Pairing& p : plan.pairings) PlayMatch(round, p, 0.5 * random.Below(3), &games);
  }
  std::set<Pair> met;
  for (const MatchGame& g : games) {
    if (g.seed == 0 && g.first < g.second) met.insert({g.first, g.second});
    if (g.seed == 0 && g.first > g.second) met.insert({g.second, g.first});
  }
  EXPECT_EQ(met.size(), 1200u);  // no rematch
}

}  // namespace
}  // namespace harness
