#include "harness/formats/knockout.h"

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace harness {
namespace {

std::vector<int> Identity(int n) {
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  return order;
}

// Pairs [first_pair, first_pair + pairs) of a match, `a` scoring `a_score`
// in every game.
void Play(int round, int match, const Pairing& p, double a_score, std::vector<MatchGame>* games) {
  for (int g = 2 * p.first_pair; g < 2 * (p.first_pair + p.pairs); ++g) {
    const bool a_first = g % 2 == 0;
    games->push_back(MatchGame{round, match, a_first ? p.a : p.b, a_first ? p.b : p.a,
                               a_first ? a_score : 1 - a_score, static_cast<uint64_t>(g / 2)});
  }
}

// Plays every pairing of a plan, the higher seed (`a`) scoring `a_score`.
void PlayPlan(const RoundPlan& plan, double a_score, std::vector<MatchGame>* games) {
  for (size_t m = 0; m < plan.pairings.size(); ++m) {
    Play(plan.round, m + 1, plan.pairings[m], a_score, games);
  }
}

TEST(KnockoutTest, EightEnginesPairOneAgainstEightInBracketOrder) {
  // Engine 7 is seed 1, engine 0 seed 8, and so on.
  const std::vector<int> seeds = {7, 6, 5, 4, 3, 2, 1, 0};
  const RoundPlan plan = PlanKnockoutRound(seeds, {}, 2, 2);
  EXPECT_EQ(plan.round, 1);
  // Seeds 1-8, 4-5, 2-7, 3-6, the higher seed first.
  const std::vector<std::pair<int, int>> expected = {{7, 0}, {4, 3}, {6, 1}, {5, 2}};
  ASSERT_EQ(plan.pairings.size(), 4u);
  for (int m = 0; m < 4; ++m) {
    EXPECT_EQ(plan.pairings[m].a, expected[m].first);
    EXPECT_EQ(plan.pairings[m].b, expected[m].second);
    EXPECT_EQ(plan.pairings[m].pairs, 2);
    EXPECT_EQ(plan.pairings[m].first_pair, 0);
  }
}

TEST(KnockoutTest, TopSeedsGetTheByes) {
  for (int n : {5, 6, 12, 64}) {
    SCOPED_TRACE(testing::Message() << n << " engines");
    int size = 1;
    while (size < n) size *= 2;
    const KnockoutBracket bracket = BuildKnockoutBracket(Identity(n), {}, 1, 2);
    EXPECT_EQ(bracket.size, size);
    ASSERT_EQ(bracket.rounds.size(), 1u);
    std::set<int> bye_seeds, played_seeds;
    int numbered = 0;
    for (const KnockoutMatch& m : bracket.rounds[0].matches) {
      EXPECT_EQ(m.high_seed + m.low_seed, size + 1);  // 1 v size, 2 v size-1, ...
      if (m.number == 0) {
        bye_seeds.insert(m.high_seed);
        EXPECT_EQ(m.winner, m.high);
        EXPECT_EQ(m.reason, "bye");
      } else {
        EXPECT_EQ(m.number, ++numbered);
        played_seeds.insert(m.high_seed);
        played_seeds.insert(m.low_seed);
      }
    }
    std::set<int> top;
    for (int s = 1; s <= size - n; ++s) top.insert(s);
    EXPECT_EQ(bye_seeds, top);
    EXPECT_EQ(played_seeds.size(), static_cast<size_t>(2 * n - size));
    EXPECT_EQ(PlanKnockoutRound(Identity(n), {}, 1, 2).pairings.size(),
              static_cast<size_t>(n - size / 2));
  }
}

TEST(KnockoutTest, WinnersMeetInBracketOrderUntilAChampion) {
  // 6 engines: seeds 1, 2 have byes; round 1: 4-5 (match 1), 3-6 (match 2).
  std::vector<int> seeds = {0, 1, 2, 3, 4, 5};
  std::vector<MatchGame> games;
  RoundPlan plan = PlanKnockoutRound(seeds, games, 1, 2);
  ASSERT_EQ(plan.pairings.size(), 2u);
  EXPECT_EQ(plan.pairings[0].a, 3);
  EXPECT_EQ(plan.pairings[0].b, 4);
  EXPECT_EQ(plan.pairings[1].a, 2);
  EXPECT_EQ(plan.pairings[1].b, 5);
  PlayPlan(plan, 0, &games);  // the lower seeds win: 5 (seed 5) and 6 (seed 6)
  // Round 2: 1 v 5 (match 1), 2 v 6 (match 2).
  plan = PlanKnockoutRound(seeds, games, 1, 2);
  EXPECT_EQ(plan.round, 2);
  ASSERT_EQ(plan.pairings.size(), 2u);
  EXPECT_EQ(plan.pairings[0].a, 0);
  EXPECT_EQ(plan.pairings[0].b, 4);
  EXPECT_EQ(plan.pairings[1].a, 1);
  EXPECT_EQ(plan.pairings[1].b, 5);
  PlayPlan(plan, 1, &games);
  plan = PlanKnockoutRound(seeds, games, 1, 2);
  EXPECT_EQ(plan.round, 3);
  ASSERT_EQ(plan.pairings.size(), 1u);
  EXPECT_EQ(plan.pairings[0].a, 0);
  EXPECT_EQ(plan.pairings[0].b, 1);
  PlayPlan(plan, 0.5, &games);                   // a tie: tie-break pairs
  plan = PlanKnockoutRound(seeds, games, 1, 0);  // no tie-break pairs: seed 1
  EXPECT_TRUE(plan.pairings.empty());
  const KnockoutBracket bracket = BuildKnockoutBracket(seeds, games, 1, 0);
  EXPECT_EQ(bracket.champion, 0);
  ASSERT_EQ(bracket.rounds.size(), 3u);
  EXPECT_EQ(bracket.rounds[0].matches[1].reason, "won 2-0");
  EXPECT_EQ(bracket.rounds[0].matches[1].winner, 4);
  EXPECT_EQ(bracket.rounds[2].matches[0].reason, "higher seed on a tie 1-1");
}

TEST(KnockoutTest, ATiedMatchPlaysTieBreakPairsThenTheHigherSeedAdvances) {
  // 4 engines, 2 pairs a match, up to 2 tie-break pairs. Match 1 (1 v 4)
  // is tied 2-2, match 2 (2 v 3) goes to seed 2.
  const std::vector<int> seeds = Identity(4);
  std::vector<MatchGame> games;
  RoundPlan plan = PlanKnockoutRound(seeds, games, 2, 2);
  Play(1, 1, plan.pairings[0], 0.5, &games);
  Play(1, 2, plan.pairings[1], 1, &games);
  for (int tiebreak = 1; tiebreak <= 2; ++tiebreak) {
    plan = PlanKnockoutRound(seeds, games, 2, 2);
    EXPECT_EQ(plan.round, 1);
    ASSERT_EQ(plan.pairings.size(), 2u);
    // Match 1 plays its next pair; match 2 is decided: nothing to play.
    EXPECT_EQ(plan.pairings[0].a, 0);
    EXPECT_EQ(plan.pairings[0].b, 3);
    EXPECT_EQ(plan.pairings[0].pairs, 1);
    EXPECT_EQ(plan.pairings[0].first_pair, 1 + tiebreak);
    EXPECT_EQ(plan.pairings[1].pairs, 0);
    Play(1, 1, plan.pairings[0], 0.5, &games);  // tied again
  }
  KnockoutBracket bracket = BuildKnockoutBracket(seeds, games, 2, 2);
  EXPECT_EQ(bracket.rounds[0].matches[0].winner, 0);
  EXPECT_EQ(bracket.rounds[0].matches[0].reason, "higher seed on a tie 4-4");
  EXPECT_EQ(PlanKnockoutRound(seeds, games, 2, 2).round, 2);

  // Had seed 4 won the first tie-break pair, it would have advanced.
  games.resize(8);
  Play(1, 1, Pairing{0, 3, 1, 2}, 0, &games);  // seed 4 wins both
  bracket = BuildKnockoutBracket(seeds, games, 2, 2);
  EXPECT_EQ(bracket.rounds[0].matches[0].winner, 3);
  EXPECT_EQ(bracket.rounds[0].matches[0].reason, "won 4-2 in tie-break");
}

TEST(KnockoutTest, ResumeMidRoundAsksForTheSameGamesInAnyOrder) {
  const std::vector<int> seeds = Identity(4);
  std::vector<MatchGame> games;
  const RoundPlan first = PlanKnockoutRound(seeds, games, 2, 2);
  // Match 2 finished, match 1 one game in: the regular plan again.
  Play(1, 2, first.pairings[1], 0.5, &games);
  games.push_back(MatchGame{1, 1, 0, 3, 1, 0});
  std::reverse(games.begin(), games.end());
  const RoundPlan resumed = PlanKnockoutRound(seeds, games, 2, 2);
  ASSERT_EQ(resumed.pairings.size(), 2u);
  for (int m = 0; m < 2; ++m) {
    EXPECT_EQ(resumed.pairings[m].a, first.pairings[m].a);
    EXPECT_EQ(resumed.pairings[m].b, first.pairings[m].b);
    EXPECT_EQ(resumed.pairings[m].pairs, 2);
    EXPECT_EQ(resumed.pairings[m].first_pair, 0);
  }
}

TEST(KnockoutTest, TextShowsByesScoresAndWhoAdvanced) {
  const std::vector<int> seeds = {2, 0, 1};  // engine 2 is seed 1
  std::vector<MatchGame> games;
  PlayPlan(PlanKnockoutRound(seeds, games, 1, 2), 1, &games);
  const std::string text = FormatKnockoutBracket(BuildKnockoutBracket(seeds, games, 1, 2),
                                                 {"alpha", "bravo", "charlie"});
  EXPECT_EQ(text,
            "Knockout: 3 engines, a bracket of 4\n"
            "round 1\n"
            "  bye       [1] charlie\n"
            "  match 1   [2] alpha                  2-0     [3] bravo              -> alpha (won "
            "2-0)\n"
            "round 2\n"
            "  match 1   [1] charlie                0-0     [2] alpha              to play\n");
}

}  // namespace
}  // namespace harness
