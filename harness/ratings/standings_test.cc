#include "harness/ratings/standings.h"

#include <cmath>
#include <vector>

#include "gtest/gtest.h"

namespace harness {
namespace {

// Every value of a sample, ascending.
std::vector<double> Values(const ValueCounts& counts) {
  std::vector<double> values;
  for (const auto& [value, times] : counts.counts()) values.insert(values.end(), times, value);
  return values;
}

tourney::v1::GameRecord Game(int64_t pair, const std::string& a, const std::string& b,
                             double score_a, double points_a) {
  tourney::v1::GameRecord record;
  record.set_pair_index(pair);
  record.add_players()->set_name(a);
  record.add_players()->set_name(b);
  record.add_scores(score_a);
  record.add_scores(1 - score_a);
  record.add_points(points_a);
  record.add_points(-points_a);
  record.set_termination("normal");
  record.set_fault_seat(-1);
  return record;
}

TEST(SummarizeTest, QuantilesByInterpolation) {
  const Distribution d = Summarize({4, 1, 3, 2, 5});
  EXPECT_EQ(d.count, 5);
  EXPECT_DOUBLE_EQ(d.mean, 3);
  EXPECT_DOUBLE_EQ(d.median, 3);
  EXPECT_DOUBLE_EQ(d.q25, 2);
  EXPECT_DOUBLE_EQ(d.min, 1);
  EXPECT_DOUBLE_EQ(d.max, 5);
  EXPECT_DOUBLE_EQ(d.standard_deviation, std::sqrt(2.5));
  EXPECT_DOUBLE_EQ(Summarize({0, 10}).q05, 0.5);
}

TEST(StandingsTest, CountsResultsAndPentanomialPairs) {
  const std::vector<tourney::v1::GameRecord> records = {
      Game(0, "a", "b", 1, 10),  Game(0, "b", "a", 0, -6),  // pair 0: a scores 2
      Game(1, "a", "b", 0.5, 0), Game(1, "b", "a", 1, 4),   // pair 1: a scores 0.5
      Game(2, "a", "b", 1, 2),                              // incomplete pair
  };
  const Standings standings = ComputeStandings(records);
  ASSERT_EQ(standings.engines.size(), 2u);
  const EngineStanding& a = standings.engines[0];
  EXPECT_EQ(a.name, "a");
  EXPECT_EQ(a.games, 5);
  EXPECT_EQ(a.wins, 3);
  EXPECT_EQ(a.draws, 1);
  EXPECT_EQ(a.losses, 1);
  EXPECT_DOUBLE_EQ(a.score, 3.5);
  EXPECT_EQ(a.pentanomial, (std::array<int, 5>{0, 1, 0, 0, 1}));
  EXPECT_EQ(standings.engines[1].pentanomial, (std::array<int, 5>{1, 0, 0, 1, 0}));
  EXPECT_EQ(Values(a.points), (std::vector<double>{-4, 0, 2, 6, 10}));
  EXPECT_DOUBLE_EQ(standings.pairwise.Points(0, 1), 3.5);
  EXPECT_DOUBLE_EQ(standings.pairwise.Games(0, 1), 5);
}

TEST(StandingsTest, SeedsAreUnitsAndTheFirstSeatIsScored) {
  std::vector<tourney::v1::GameRecord> records = {
      Game(0, "a", "b", 1, 10), Game(0, "b", "a", 1, 6),    // seed 5: the first seat won both
      Game(1, "a", "b", 0.5, 0), Game(1, "b", "a", 0, -4),  // seed 9: a draw, then a loss
  };
  for (int k = 0; k < 4; ++k) records[k].set_seed(k < 2 ? 5 : 9);
  const Standings standings = ComputeStandings(records);
  EXPECT_EQ(standings.units, 2);
  EXPECT_EQ(standings.seats, SeatKind::kTwoSeats);
  // First seat: 1, 1, 1/2, 0 -> 62.5%; per seed residuals (2 - 1.25) / 4
  // and (0.5 - 1.25) / 4, so the variance is 2 * 2 * (3/16)^2.
  EXPECT_DOUBLE_EQ(standings.first_seat.Mean(0), 0.625);
  EXPECT_NEAR(standings.first_seat.StandardError(0), std::sqrt(4 * 9.0 / 256), 1e-12);
  EXPECT_EQ(standings.pairwise.SharedUnits(0, 1), 2);
  // a's game points: 10, -6 (seed 5) and 0, +4 (seed 9); residual sums
  // over n: (4 - 4) / 4 twice, so the standard error is 0.
  EXPECT_DOUBLE_EQ(standings.points.Mean(0), 2);
  EXPECT_DOUBLE_EQ(standings.points.StandardError(0), 0);
  EXPECT_EQ(standings.points.Units(0), 2);
}

TEST(StandingsTest, ThreeSeatGamesScoreTheFirstSeatAgainstEachOther) {
  tourney::v1::GameRecord record;
  for (const char* name : {"a", "b", "c"}) record.add_players()->set_name(name);
  for (double score : {0.5, 1.0, 0.0}) record.add_scores(score);  // b first, a second
  record.set_seed(3);
  const Standings standings = ComputeStandings({record});
  EXPECT_EQ(standings.seats, SeatKind::kMoreSeats);
  EXPECT_DOUBLE_EQ(standings.first_seat.Mean(0), 0.5);  // lost to b, beat c
  EXPECT_EQ(standings.engines[0].pentanomial, (std::array<int, 5>{0, 0, 0, 0, 0}));
}

// The 40-engine round robin of five copies each of deterministic engines,
// in miniature: copies x1, x2 of one engine and y1, y2 of another replay
// the same game from the same opening under other seeds. Those games are
// one sample: their seeds become one unit, for the ratings and the means.
TEST(StandingsTest, CopiesOfAGameUnderOtherNamesAndSeedsAreOneSample) {
  auto played = [](uint64_t seed, const std::string& a, const std::string& b,
                   const std::string& moves, double score_a) {
    tourney::v1::GameRecord record = Game(static_cast<int64_t>(seed), a, b, score_a, 2);
    record.set_seed(seed);
    record.set_moves(moves);
    (*record.mutable_players(0)->mutable_options())["level"] = "3";
    return record;
  };
  StandingsBuilder builder;
  builder.Add(played(1, "x1", "y1", "f5d6c3", 1));
  builder.Add(played(2, "x2", "y2", "f5d6c3", 1));    // a copy: seeds 1 and 2 merge
  builder.Add(played(3, "x1", "y2", "f5f6e6", 0));    // another game
  builder.Add(played(4, "x2", "y1", "f5f6e6", 0.5));  // another result: not a copy
  tourney::v1::GameRecord other_level = played(5, "x1", "y1", "f5d6c3", 1);
  (*other_level.mutable_players(0)->mutable_options())["level"] = "4";
  builder.Add(other_level);  // another engine played it: not a copy
  const Standings& standings = builder.standings();
  EXPECT_EQ(standings.games, 5);
  EXPECT_EQ(standings.distinct_games, 4);
  EXPECT_EQ(standings.units, 4);
  EXPECT_EQ(standings.pairwise.units().size(), 4u);
  EXPECT_EQ(standings.first_seat.Units(), 4);
  // A later game of seed 2 is filed under the merged unit.
  builder.Add(played(2, "y2", "x2", "c4c3d3", 0.5));
  EXPECT_EQ(builder.standings().units, 4);
  EXPECT_EQ(builder.standings().first_seat.Units(), 4);
}

TEST(StandingsTest, AnEngineWithoutGamesIsListed) {
  StandingsBuilder builder;
  builder.Add(Game(0, "a", "b", 1, 2));
  builder.AddEngine("idle");
  builder.AddEngine("a");
  ASSERT_EQ(builder.standings().engines.size(), 3u);
  EXPECT_EQ(builder.standings().engines[2].name, "idle");
  EXPECT_EQ(builder.standings().engines[2].games, 0);
}

}  // namespace
}  // namespace harness
