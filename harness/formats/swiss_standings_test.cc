#include "harness/formats/swiss_standings.h"

#include <algorithm>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace harness {
namespace {

// A match of one pair: a scores `a_first` with seat 0 (game 0) and
// `a_second` with seat 1 (game 1).
void Play(int round, int a, int b, double a_first, double a_second, std::vector<MatchGame>* games) {
  games->push_back(MatchGame{round, 0, a, b, a_first, 1, 0});
  games->push_back(MatchGame{round, 0, b, a, 1 - a_second, 1, 1});
}

SwissField Field(int engines, int games_per_match) {
  SwissField field;
  field.engines = engines;
  field.games_per_match = games_per_match;
  return field;
}

// 5 engines, 2 rounds of one pair (2 games) a match; computed by hand
// (C.07 Article 16: a bye is a round against a dummy opponent with the
// engine's own points, at most half the most possible, 2 x 2 / 2 = 2):
//   round 1: 0-1 0.5:1.5, 2-3 0.5:1.5, 4 bye (2)
//   round 2: 2-0 2:0,     1-4 1:1,     3 bye (2)
//   points:   0: 0.5  1: 2.5  2: 2.5  3: 3.5  4: 3
//   Buchholz: 0: 2.5+2.5=5  1: 0.5+3=3.5  2: 3.5+0.5=4  3: 2.5+min(3.5,2)=4.5
//             4: min(3,2)+2.5=4.5
//   SB:       0: 0.5*2.5+0*2.5=1.25  1: 1.5*0.5+1*3=3.75  2: 0.5*3.5+2*0.5=2.75
//             3: 1.5*2.5+2*2=7.75  4: 2*2+1*2.5=6.5
// 1 and 2 tie on points; Buchholz puts 2 first though 1 has more SB.
struct FiveEngines {
  SwissField field = Field(5, 2);
  std::vector<MatchGame> games;
  FiveEngines() {
    Play(1, 0, 1, 0.5, 0, &games);
    Play(1, 2, 3, 0.5, 0, &games);
    games.push_back(MatchGame{1, 3, 4, Pairing::kBye, 2, 0, 0});
    Play(2, 2, 0, 1, 1, &games);
    Play(2, 1, 4, 1, 0, &games);
    games.push_back(MatchGame{2, 3, 3, Pairing::kBye, 2, 0, 0});
    Play(3, 0, 4, 1, 1, &games);  // a later round: not counted
  }
};

TEST(SwissStandingsTest, TieBreaksMatchAHandComputation) {
  const FiveEngines t;
  const SwissTable table = SwissStandings(t.field, 2, t.games, {});
  ASSERT_EQ(table.standings.size(), 5u);
  const std::vector<int> order = {3, 4, 2, 1, 0};
  const std::vector<double> points = {3.5, 3, 2.5, 2.5, 0.5};
  const std::vector<double> buchholz = {4.5, 4.5, 4, 3.5, 5};
  const std::vector<double> sb = {7.75, 6.5, 2.75, 3.75, 1.25};
  const std::vector<int> games = {2, 2, 4, 4, 4};
  for (int i = 0; i < 5; ++i) {
    const SwissStanding& s = table.standings[i];
    EXPECT_EQ(s.engine, order[i]);
    EXPECT_EQ(s.rank, i + 1);
    EXPECT_DOUBLE_EQ(s.points, points[i]) << "engine " << s.engine;
    EXPECT_DOUBLE_EQ(s.buchholz, buchholz[i]) << "engine " << s.engine;
    EXPECT_DOUBLE_EQ(s.sonneborn_berger, sb[i]) << "engine " << s.engine;
    EXPECT_EQ(s.games, games[i]) << "engine " << s.engine;
  }
}

TEST(SwissStandingsTest, CrosstableHoldsOpponentSeatAndPoints) {
  const FiveEngines t;
  const SwissTable table = SwissStandings(t.field, 2, t.games, {});
  ASSERT_EQ(table.crosstable.size(), 5u);
  const SwissCell& zero_round2 = table.crosstable[0][1];
  EXPECT_EQ(zero_round2.opponent, 2);
  EXPECT_EQ(zero_round2.first_seat, 1);
  EXPECT_DOUBLE_EQ(zero_round2.points, 0);
  const SwissCell& three_round2 = table.crosstable[3][1];
  EXPECT_EQ(three_round2.opponent, Pairing::kBye);
  EXPECT_DOUBLE_EQ(three_round2.points, 2);
  EXPECT_EQ(table.crosstable[1][0].first_seat, 1);
  EXPECT_DOUBLE_EQ(table.crosstable[1][0].points, 1.5);
}

TEST(SwissStandingsTest, SonnebornBergerThenRatingBreakTies) {
  // 4 engines, 2 rounds: 0-1 then 0-2, 2-3 then 1-3. Every match 1:1: all
  // on 2 points, Buchholz 4, SB 4; the ratings decide.
  std::vector<MatchGame> games;
  Play(1, 0, 1, 0.5, 0.5, &games);
  Play(1, 2, 3, 0.5, 0.5, &games);
  Play(2, 0, 2, 0.5, 0.5, &games);
  Play(2, 1, 3, 0.5, 0.5, &games);
  SwissTable table = SwissStandings(Field(4, 2), 2, games, {10, 30, 20, 40});
  std::vector<int> order;
  for (const SwissStanding& s : table.standings) order.push_back(s.engine);
  EXPECT_EQ(order, (std::vector<int>{3, 1, 2, 0}));
  // Now 1 and 2 score 3 each (points from 0 and 3), SB 1.5*1.5+1.5*0.5=3
  // for 1 against 2*0.5+1*1.5=2.5 for 2: 1 first despite 2's rating.
  games.clear();
  Play(1, 0, 1, 0.5, 0, &games);    // 0: 0.5, 1: 1.5
  Play(1, 2, 3, 1, 1, &games);      // 2: 2,   3: 0
  Play(2, 0, 2, 0.5, 0.5, &games);  // 0: 1, 2: 1
  Play(2, 1, 3, 1, 0.5, &games);    // 1: 1.5, 3: 0.5
  table = SwissStandings(Field(4, 2), 2, games, {0, 0, 100, 0});
  ASSERT_EQ(table.standings[0].engine, 1);
  EXPECT_DOUBLE_EQ(table.standings[0].points, 3);
  EXPECT_DOUBLE_EQ(table.standings[0].buchholz, 2);
  EXPECT_DOUBLE_EQ(table.standings[0].sonneborn_berger, 3);
  EXPECT_EQ(table.standings[1].engine, 2);
  EXPECT_DOUBLE_EQ(table.standings[1].buchholz, 2);
  EXPECT_DOUBLE_EQ(table.standings[1].sonneborn_berger, 2.5);
}

// C.07 Article 16 with a late entry and a withdrawal, one game a match, 3
// rounds (half the most points: 1.5). Engine 2 enters at round 2, engine 3
// withdraws after round 1:
//   r1: 0-1 1:0, 3 bye (1), 2 absent      points: 0: 2.5, 1: 2, 2: 0.5, 3: 1
//   r2: 0-2 =,   1 bye (1), 3 withdrawn
//   r3: 1-2 1:0, 0 bye (1), 3 withdrawn
// For its opponents, 3's rounds after withdrawing count as draws (16.2.5,
// 16.3): 1 + 0.5 + 0.5 = 2; 2's missed first round does not end its
// tournament: 0.5. Own rounds without a game: a dummy with the engine's
// points, at most 1.5 (16.4).
//   0: BH 2 (1) + 0.5 (2) + min(2.5, 1.5) = 4;    SB 1*2 + 0.5*0.5 + 1*1.5 = 3.75
//   1: BH 2.5 (0) + min(2, 1.5) + 0.5 (2) = 4.5;  SB 0 + 1*1.5 + 1*0.5 = 2
//   2: BH min(0.5, 1.5) + 2.5 (0) + 2 (1) = 5;    SB 0 + 0.5*2.5 + 0 = 1.25
//   3: BH 1 + 1 + 1 = 3 (dummy min(1, 1.5));       SB 1*1 = 1
TEST(SwissStandingsTest, UnplayedRoundsCountADummyOpponent) {
  SwissField field = Field(4, 1);
  field.enters = {1, 1, 2, 1};
  field.withdrawn_after = {0, 0, 0, 1};
  const std::vector<MatchGame> games = {{1, 1, 0, 1, 1, 0, 0},   {1, 2, 3, Pairing::kBye, 1, 0, 0},
                                        {2, 1, 0, 2, 0.5, 0, 0}, {2, 2, 1, Pairing::kBye, 1, 0, 0},
                                        {3, 1, 1, 2, 1, 0, 0},   {3, 2, 0, Pairing::kBye, 1, 0, 0}};
  const SwissTable table = SwissStandings(field, 3, games, {});
  std::vector<int> order;
  for (const SwissStanding& s : table.standings) order.push_back(s.engine);
  EXPECT_EQ(order, (std::vector<int>{0, 1, 3, 2}));
  const std::vector<double> points = {2.5, 2, 0.5, 1}, buchholz = {4, 4.5, 5, 3},
                            sb = {3.75, 2, 1.25, 1};
  for (const SwissStanding& s : table.standings) {
    EXPECT_DOUBLE_EQ(s.points, points[s.engine]) << s.engine;
    EXPECT_DOUBLE_EQ(s.buchholz, buchholz[s.engine]) << s.engine;
    EXPECT_DOUBLE_EQ(s.sonneborn_berger, sb[s.engine]) << s.engine;
  }
  EXPECT_EQ(table.crosstable[2][0].kind, SwissRound::kAbsent);
  EXPECT_EQ(table.crosstable[3][1].kind, SwissRound::kWithdrawn);
  EXPECT_EQ(table.crosstable[3][0].kind, SwissRound::kBye);
}

TEST(SwissStandingsTest, TextHasOneLinePerEngineWithRoundCells) {
  const FiveEngines t;
  const std::string text = FormatSwissTable(SwissStandings(t.field, 2, t.games, {}),
                                            {"alpha", "bravo", "charlie", "delta", "echo"});
  EXPECT_NE(text.find("rank engine           points games Buchholz       SB rating r1        r2\n"),
            std::string::npos)
      << text;
  // delta: rank 1, 3.5 points; round 1 against charlie (rank 3) from seat
  // 1, 1.5 points; round 2 the bye.
  EXPECT_NE(
      text.find("1    delta               3.5     2      4.5     7.75     +0   3:1 1.5   bye 2\n"),
      std::string::npos)
      << text;
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 3 + 5);
}

}  // namespace
}  // namespace harness
