// Hand-worked Dutch pairings (FIDE C.04.3, 2026), each derived step by step
// from the rules in its comment: the independent truth for these cases.
// bench/swiss_crosscheck.sh checks random tournaments against bbpPairings.
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

// The pairs as (white, black): `a` sits in seat 0 in the match's first game.
std::set<Pair> Colours(const RoundPlan& plan) {
  std::set<Pair> pairs;
  for (const Pairing& p : plan.pairings) {
    if (p.b != Pairing::kBye) pairs.insert({p.a, p.b});
  }
  return pairs;
}

SwissField Field(int engines, int games_per_match = 1, int rounds = 9) {
  SwissField field;
  field.engines = engines;
  field.games_per_match = games_per_match;
  field.rounds = rounds;
  return field;
}

// One game: `white` scores `score` against `black`.
MatchGame Game(int round, int white, int black, double score) {
  return MatchGame{round, 0, white, black, score, 0, 0};
}

// Plays a round of one-game matches: `a` scores `a_score`; byes recorded.
void PlayRound(const RoundPlan& plan, double a_score, std::vector<MatchGame>* games) {
  for (const Pairing& p : plan.pairings) {
    if (p.b == Pairing::kBye) {
      games->push_back(MatchGame{plan.round, 0, p.a, Pairing::kBye, 1.0, 0, 0});
    } else {
      games->push_back(Game(plan.round, p.a, p.b, a_score));
    }
  }
}

// A seed whose round-1 lot gives pairing number 1 white.
uint64_t WhiteSeed() {
  uint64_t seed = 1;
  while (SwissInitialColour(seed) != 0) ++seed;
  return seed;
}

TEST(SwissPairingTest, FirstRoundPairsTopHalfAgainstBottomHalfColoursByLot) {
  // Round 1, one bracket of 6 (Article 4): S1 = #1-#3, S2 = #4-#6, the first
  // transposition 1-4, 2-5, 3-6. E.5: the higher of each pair, #1, #2, #3,
  // takes the lot's colour on odd numbers, the other on even ones.
  for (uint64_t seed : {WhiteSeed(), WhiteSeed() + 1, uint64_t{77}}) {
    const int white1 = SwissInitialColour(seed);
    const RoundPlan plan = PairSwissRound(Field(6, 2), 1, {}, seed);
    EXPECT_EQ(plan.round, 1);
    EXPECT_EQ(Pairs(plan), (std::set<Pair>{{0, 3}, {1, 4}, {2, 5}}));
    const std::set<Pair> expected = white1 == 0 ? std::set<Pair>{{0, 3}, {4, 1}, {2, 5}}
                                                : std::set<Pair>{{3, 0}, {1, 4}, {5, 2}};
    EXPECT_EQ(Colours(plan), expected) << "seed " << seed;
    for (const Pairing& p : plan.pairings) EXPECT_EQ(p.pairs, 1);  // 2 games: one pair
  }
}

TEST(SwissPairingTest, SeedOrderIsThePairingNumbers) {
  // Pairing numbers #1..#6 are engines 3, 1, 4, 0, 2, 5: S1 = {3, 1, 4},
  // S2 = {0, 2, 5}; 5 engines leave #5 (engine 2) the bye... with 6: 3-0,
  // 1-2, 4-5.
  SwissField field = Field(6);
  field.seed_order = {3, 1, 4, 0, 2, 5};
  EXPECT_EQ(Pairs(PairSwissRound(field, 1, {}, 1)), (std::set<Pair>{{0, 3}, {1, 2}, {4, 5}}));
  field.engines = 5;
  field.seed_order = {3, 1, 4, 0, 2};
  // 5: S1 = #1, #2; S2 = #3, #4; #5 (engine 2) the bye (C4: the lowest).
  EXPECT_EQ(Pairs(PairSwissRound(field, 1, {}, 1)),
            (std::set<Pair>{{3, 4}, {0, 1}, {2, Pairing::kBye}}));
}

TEST(SwissPairingTest, OddCountGivesTheLowestTheByeListedLast) {
  const RoundPlan plan = PairSwissRound(Field(5), 1, {}, 1);
  EXPECT_EQ(Pairs(plan), (std::set<Pair>{{0, 2}, {1, 3}, {4, Pairing::kBye}}));
  EXPECT_EQ(plan.pairings.back().a, 4);
  EXPECT_EQ(plan.pairings.back().b, Pairing::kBye);
}

// Six engines on 1 point that can all be paired among themselves without a
// rematch: the Dutch system pairs the scoregroup as a whole (C5: the most
// pairs in the bracket) and floats nobody. The old board-by-board pairing
// gave #1 (engine 0) its ideal opponent 3 places down (engine 3); then
// engine 1, who had met 2, 4 and 5, had nobody left in the group and
// floated down.
//
// History (one game a match, white first), rounds 1-3:
//   r1: 1-2 =, 6-4 1-0, 7-0 1-0, 5-3 0-1
//   r2: 4-1 0-1, 2-7 =, 0-5 1-0, 3-6 0-1
//   r3: 4-2 =, 5-1 1-0, 6-0 1-0, 3-7 0-1
// Points: 6 and 7 on 3, engines 0-5 on 1.
// Colours: 0 BWB, 2 BWB (strong white), 1 WBB (absolute white: two blacks),
// 3 BWW and 4 BWW (absolute black), 5 WBW (strong black); 6 WBW, 7 WBB.
//
// Round 4. Bracket {6, 7}: 6-7 (never met); colours: 7 absolute white, 6
// strong black: 7 white (E.1).
// Bracket {0..5}: S1 = {0, 1, 2}, S2 = {3, 4, 5}. Met within it: 0-5, 1-2,
// 1-4, 1-5, 2-4, 3-5. Transpositions of S2 in order: 3 4 5 (1-4 met), 3 5 4
// (1-5 met), 4 3 5: 0-4, 1-3, 2-5 — all legal, three pairs (C5 at its
// best), and every colour preference granted (S1 all want white, S2 all
// black: C12, C13 at their best), so it is the pairing: 0, 1, 2 white.
TEST(SwissPairingTest, ScoreGroupPairedAsAWholeFloatsNobody) {
  const std::vector<MatchGame> games = {
      Game(1, 1, 2, 0.5), Game(1, 6, 4, 1),   Game(1, 7, 0, 1), Game(1, 5, 3, 0),
      Game(2, 4, 1, 0),   Game(2, 2, 7, 0.5), Game(2, 0, 5, 1), Game(2, 3, 6, 0),
      Game(3, 4, 2, 0.5), Game(3, 5, 1, 1),   Game(3, 6, 0, 1), Game(3, 3, 7, 0),
  };
  const RoundPlan plan = PairSwissRound(Field(8, 1, 5), 4, games, 1);
  EXPECT_EQ(Colours(plan), (std::set<Pair>{{7, 6}, {0, 4}, {1, 3}, {2, 5}}));
}

TEST(SwissPairingTest, ByeToTheLowestScoreAllowedNeverTwice) {
  std::vector<MatchGame> games;
  // 3 engines: round 1 #1-#2 (0-1), #3 (engine 2) the bye.
  const RoundPlan first = PairSwissRound(Field(3), 1, {}, 1);
  ASSERT_EQ(Pairs(first), (std::set<Pair>{{0, 1}, {2, Pairing::kBye}}));
  for (const Pairing& p : first.pairings) {
    games.push_back(p.b == Pairing::kBye ? MatchGame{1, 0, p.a, Pairing::kBye, 1.0, 0, 0}
                                         : Game(1, p.a, p.b, p.a == 1 ? 1 : 0));
  }
  // 1 and 2 on 1 point, 0 on 0: the lowest scoregroup {0} gives the bye
  // (C4), and 1-2 have not met.
  const RoundPlan second = PairSwissRound(Field(3), 2, games, 1);
  ASSERT_EQ(Pairs(second), (std::set<Pair>{{1, 2}, {0, Pairing::kBye}}));
  for (const Pairing& p : second.pairings) {
    games.push_back(p.b == Pairing::kBye ? MatchGame{2, 0, p.a, Pairing::kBye, 1.0, 0, 0}
                                         : Game(2, p.a, p.b, p.a == 1 ? 1 : 0));
  }
  // 1 on 2, 0 and 2 on 1 (both had a bye: C2 bars them): the bye goes to 1,
  // the leader, the only one allowed one; 0-2 have not met.
  EXPECT_EQ(Pairs(PairSwissRound(Field(3), 3, games, 1)),
            (std::set<Pair>{{0, 2}, {1, Pairing::kBye}}));
}

TEST(SwissPairingTest, AbsoluteColourPreferenceWins) {
  // All on 1 point after two draws each. 0 had white twice (absolute
  // black), 1 black then white (mild black); 2 black twice (absolute
  // white), 3 white then black (mild white). Round 3 can only be 0-1 and
  // 2-3 (0 met 2 and 3). Both of a pair want the same colour: E.2, the
  // absolute preference wins: 1 white against 0, 2 white against 3.
  const std::vector<MatchGame> games = {Game(1, 0, 2, 0.5), Game(1, 3, 1, 0.5), Game(2, 0, 3, 0.5),
                                        Game(2, 1, 2, 0.5)};
  EXPECT_EQ(Colours(PairSwissRound(Field(4), 3, games, 1)), (std::set<Pair>{{1, 0}, {2, 3}}));
}

TEST(SwissPairingTest, ColoursAlternate) {
  // Round 1 (#1 white by lot): 0-2 (0 white), 3-1 (1 black: #2 takes the
  // other colour). The higher numbers win: round 2 pairs 0-1 and 2-3. 0
  // wants black after white, 1 white after black: both granted (E.1); 2
  // white, 3 black likewise.
  const uint64_t seed = WhiteSeed();
  std::vector<MatchGame> games;
  const RoundPlan first = PairSwissRound(Field(4), 1, {}, seed);
  ASSERT_EQ(Colours(first), (std::set<Pair>{{0, 2}, {3, 1}}));
  PlayRound(first, 1, &games);  // whites win: 0 and 3... on 1 point
  games = {Game(1, 0, 2, 1), Game(1, 3, 1, 0)};
  EXPECT_EQ(Colours(PairSwissRound(Field(4), 2, games, seed)), (std::set<Pair>{{1, 0}, {2, 3}}));
}

TEST(SwissPairingTest, WithdrawnNeverPairedLateEntryJoinsOnZero) {
  // 8 engines: engine 2 withdraws after round 2, engine 7 enters at round 3.
  SwissField field = Field(8, 2, 5);
  field.enters = {1, 1, 1, 1, 1, 1, 1, 3};
  field.withdrawn_after = {0, 0, 2, 0, 0, 0, 0, 0};
  games::SeededRandom random(3);
  std::vector<MatchGame> games;
  for (int round = 1; round <= 5; ++round) {
    const RoundPlan plan = PairSwissRound(field, round, games, 9);
    std::set<int> paired;
    for (const Pairing& p : plan.pairings) {
      paired.insert(p.a);
      if (p.b != Pairing::kBye) paired.insert(p.b);
      if (p.b == Pairing::kBye) {
        games.push_back(MatchGame{round, 0, p.a, Pairing::kBye, 2.0, 0, 0});
        continue;
      }
      for (int g = 0; g < 2; ++g) {
        games.push_back(MatchGame{round, 0, g == 0 ? p.a : p.b, g == 0 ? p.b : p.a,
                                  0.5 * random.Below(3), 0, g});
      }
    }
    EXPECT_EQ(paired.count(2), round <= 2 ? 1u : 0u) << "round " << round;
    EXPECT_EQ(paired.count(7), round >= 3 ? 1u : 0u) << "round " << round;
    EXPECT_EQ(paired.size(), 7u) << "round " << round;
    if (round == 3) {
      // 7 players: a bye, to the lowest score (C4), which is the late
      // entry's 0 unless someone else has 0 too (then C9 prefers the one
      // with fewer unplayed games, not the late entry).
      std::vector<double> points(8, 0);
      for (const MatchGame& g : games) {
        if (g.round >= 3) continue;
        points[g.first] += g.first_score;
        if (g.second != Pairing::kBye) points[g.second] += 1 - g.first_score;
      }
      ASSERT_EQ(plan.pairings.back().b, Pairing::kBye);
      EXPECT_EQ(points[plan.pairings.back().a], 0);
    }
  }
}

TEST(SwissPairingTest, SameInputsInAnyOrderGiveTheSamePlan) {
  games::SeededRandom random(5);
  std::vector<MatchGame> games;
  const SwissField field = Field(11, 4, 6);
  for (int round = 1; round <= 4; ++round) {
    for (const Pairing& p : PairSwissRound(field, round, games, 9).pairings) {
      if (p.b == Pairing::kBye) {
        games.push_back(MatchGame{round, 0, p.a, Pairing::kBye, 4.0, 0, 0});
        continue;
      }
      for (int g = 0; g < 4; ++g) {
        games.push_back(
            MatchGame{round, 0, g % 2 ? p.b : p.a, g % 2 ? p.a : p.b, 0.5 * random.Below(3), 0, g});
      }
    }
  }
  const RoundPlan fifth = PairSwissRound(field, 5, games, 9);
  // The same games in reverse order, and with some of round 5 already in
  // (a resume mid-round): the same plan.
  std::vector<MatchGame> resumed(games.rbegin(), games.rend());
  resumed.push_back(MatchGame{5, 2, fifth.pairings[1].a, fifth.pairings[1].b, 1, 0, 0});
  std::swap(resumed.front(), resumed.back());
  const RoundPlan again = PairSwissRound(field, 5, resumed, 9);
  ASSERT_EQ(again.pairings.size(), fifth.pairings.size());
  for (size_t m = 0; m < fifth.pairings.size(); ++m) {
    EXPECT_EQ(again.pairings[m].a, fifth.pairings[m].a);
    EXPECT_EQ(again.pairings[m].b, fifth.pairings[m].b);
  }
}

TEST(SwissPairingTest, SixtyFourEnginesNineRounds) {
  // Its running time shows in the test log (gtest's "(N ms)").
  games::SeededRandom random(11);
  std::vector<MatchGame> games;
  const SwissField field = Field(64, 1, 9);
  for (int round = 1; round <= 9; ++round) {
    const RoundPlan plan = PairSwissRound(field, round, games, 2);
    ASSERT_EQ(plan.pairings.size(), 32u);
    for (const Pairing& p : plan.pairings)
      games.push_back(Game(round, p.a, p.b, 0.5 * random.Below(3)));
  }
  std::set<Pair> met;
  for (const MatchGame& g : games)
    met.insert({std::min(g.first, g.second), std::max(g.first, g.second)});
  EXPECT_EQ(met.size(), 9u * 32);  // no rematch
}

}  // namespace
}  // namespace harness
