#include "harness/report/format_views.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "harness/report/format_sections.h"
#include "harness/report/log_summary.h"
#include "harness/report/match_results.h"
#include "harness/report/synthetic_log.h"

namespace harness {
namespace {

// A game of round `round`, match `match`, `a` in seat 0, scoring `score_a`.
tourney::v1::GameRecord Game(int64_t index, int round, int match, const std::string& a,
                             const std::string& b, double score_a) {
  tourney::v1::GameRecord record =
      MadeUpGame("reversi", index + 1, {a, b}, {score_a, 1 - score_a}, {});
  record.set_game_index(index);
  record.set_round(round);
  record.set_match(match);
  return record;
}

tourney::v1::GameRecord Bye(int64_t index, int round, int match, const std::string& engine) {
  tourney::v1::GameRecord record = MadeUpGame("reversi", 0, {engine}, {1}, {});
  record.set_game_index(index);
  record.set_round(round);
  record.set_match(match);
  record.set_termination("bye");
  return record;
}

std::vector<MatchResult> MatchesOf(const std::vector<tourney::v1::GameRecord>& records) {
  MatchResultsBuilder builder;
  for (const auto& record : records) builder.Add(record);
  return builder.Matches();
}

// Three engines, two rounds, a bye each round. By hand: a 1½+1 = 2½,
// b ½+1 (bye) = 1½, c 1 (bye) + 1 = 2. Round 2's match is handed over
// second game first: seats still come from its first game (c in seat 0).
TEST(SwissCrosstableTest, RowsByPointsCellsFromTheMatches) {
  const std::vector<tourney::v1::GameRecord> records = {
      Game(0, 1, 1, "a", "b", 1),   Game(1, 1, 1, "b", "a", 0.5), Bye(2, 1, 2, "c"),
      Game(4, 2, 1, "a", "c", 0.5), Game(3, 2, 1, "c", "a", 0.5), Bye(5, 2, 2, "b")};
  const std::vector<CrosstableRow> rows = SwissCrosstable(MatchesOf(records), {"b", "c", "a"});
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].engine, "a");
  EXPECT_EQ(rows[0].points, 2.5);
  EXPECT_EQ(rows[1].engine, "c");
  EXPECT_EQ(rows[2].engine, "b");
  const CrosstableCell& a1 = rows[0].rounds[0];
  EXPECT_TRUE(a1.played && !a1.bye);
  EXPECT_EQ(a1.opponent, 2);
  EXPECT_EQ(a1.seat, 0);
  EXPECT_EQ(a1.points, 1.5);
  const CrosstableCell& a2 = rows[0].rounds[1];
  EXPECT_EQ(a2.opponent, 1);
  EXPECT_EQ(a2.seat, 1);
  EXPECT_EQ(a2.points, 1);
  EXPECT_TRUE(rows[1].rounds[0].bye);
  EXPECT_EQ(rows[1].rounds[0].points, 1);
  EXPECT_TRUE(rows[2].rounds[1].bye);
  const std::string html = CrosstableHtml(rows);
  EXPECT_NE(html.find("<td>a</td><td>2½</td><td class=\"round\" title=\"vs b, seat 0 in the first "
                      "game\">1½ <small>#3 s0</small></td><td class=\"round\" title=\"vs c, seat 1 "
                      "in the first game\">1 <small>#2 s1</small></td>"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<td class=\"round bye\">1 <small>bye</small></td>"), std::string::npos);
}

// Equal points: the rating order decides (a 2, b and c 1 each); an engine
// that sat a round out (b, round 2) has "–" there.
TEST(SwissCrosstableTest, TiesInRatingOrderAndRoundsSatOut) {
  const std::vector<tourney::v1::GameRecord> records = {
      Game(0, 1, 1, "a", "b", 1), Game(1, 1, 1, "b", "a", 1), Game(2, 2, 1, "a", "c", 1),
      Game(3, 2, 1, "c", "a", 1)};
  const std::vector<CrosstableRow> rows = SwissCrosstable(MatchesOf(records), {"c", "b", "a"});
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].engine, "a");
  EXPECT_EQ(rows[1].engine, "c");
  EXPECT_EQ(rows[2].engine, "b");
  EXPECT_FALSE(rows[2].rounds[1].played);
  EXPECT_NE(CrosstableHtml(rows).find("<td class=\"round\">–</td>"), std::string::npos);
}

// Who goes on: more points; on a tie the one in the next round; else the
// higher seed, seat 0 of the match's first game (here handed over last).
TEST(KnockoutBracketTest, TheOneWithMorePointsThenTheNextRoundThenTheHigherSeed) {
  const std::vector<tourney::v1::GameRecord> records = {
      Game(0, 1, 1, "a", "d", 0), Game(1, 1, 1, "d", "a", 0.5),  // d 1½: d
      Game(2, 1, 2, "b", "c", 0), Game(3, 1, 2, "c", "b", 0),    // 1-1: c is in round 2
      Game(5, 2, 1, "d", "c", 1), Game(4, 2, 1, "c", "d", 1)};   // 1-1, final: c, seat 0 first
  const std::vector<std::vector<BracketMatch>> bracket = KnockoutBracket(MatchesOf(records));
  ASSERT_EQ(bracket.size(), 2u);
  ASSERT_EQ(bracket[0].size(), 2u);
  EXPECT_EQ(bracket[0][0].result.engines[bracket[0][0].advanced], "d");
  EXPECT_EQ(bracket[0][1].result.engines[bracket[0][1].advanced], "c");
  ASSERT_EQ(bracket[1].size(), 1u);
  EXPECT_EQ(bracket[1][0].result.engines[0], "c");
  EXPECT_EQ(bracket[1][0].result.engines[bracket[1][0].advanced], "c");
  const std::string svg = BracketSvg(bracket);
  EXPECT_NE(
      svg.find("<text id=\"bracket-winner\" x=\"470\" y=\"76\" font-weight=\"bold\">c</text>"),
      std::string::npos)
      << svg;
  EXPECT_NE(svg.find("<title>a ½–1½ d: d went on</title>"), std::string::npos) << svg;
}

// The matches of a rank run: in each of 30 seat-swapped pairs a beats b
// twice, and c and b split (120 games).
std::vector<tourney::v1::GameRecord> RankRecords() {
  std::vector<tourney::v1::GameRecord> records;
  for (int m = 0; m < 30; ++m) {
    const int round = 1 + m / 10, match = 1 + m % 10 * 2;
    records.push_back(Game(4 * m, round, match, "a", "b", 1));
    records.push_back(Game(4 * m + 1, round, match, "b", "a", 0));
    records.push_back(Game(4 * m + 2, round, match + 1, "c", "b", 1));
    records.push_back(Game(4 * m + 3, round, match + 1, "b", "c", 1));
  }
  return records;
}

RankSettings RankRun(int64_t max_games) {
  RankSettings settings;
  settings.confidence = 0.95;
  settings.tuned_gap_elo = 30;
  settings.max_games = max_games;
  return settings;
}

// The rank format's own verdict, not a naive LOS threshold: an engine that
// won each of 30 matches is settled above the next; two engines that split
// every one of 30 matches are not, whatever their LOS reads.
TEST(RankAdjacentOrdersTest, TheFormatsVerdictOnTheMatches) {
  const LogSummary summary = SummaryOf(RankRecords());
  std::vector<std::string> names;
  for (const EngineStanding& engine : summary.standings().engines) names.push_back(engine.name);
  ASSERT_EQ(names, (std::vector<std::string>{"a", "b", "c"}));
  Ratings ratings;
  ratings.los.assign(3, std::vector<Superiority>(3, {Superiority::Kind::kEstimate, 0.99}));
  const RankView view = RankAdjacentOrders(summary.Matches(), names, ratings, RankRun(0));
  const std::vector<AdjacentOrder>& orders = view.orders;
  ASSERT_EQ(orders.size(), 2u);
  EXPECT_EQ(orders[0].upper, 0);
  EXPECT_TRUE(orders[0].settled);
  EXPECT_FALSE(orders[1].settled);  // LOS 0.99 handed in: the verdict is not the LOS's
  EXPECT_EQ(orders[1].los.value, 0.99);
  // No cap known: never taken to have stopped on it.
  EXPECT_EQ(view.state.stop, RankStop::kPlaying);
  EXPECT_EQ(view.state.games, 120);
}

// A run that stopped on the cap says so, with how many orders it settled,
// apart from one that settled them all; the section names the guarantee.
TEST(RankAdjacentOrdersTest, TheSectionSaysAStopOnTheCapAndTheGuarantee) {
  const LogSummary summary = SummaryOf(RankRecords());
  const std::vector<std::string> names = {"a", "b", "c"};
  Ratings ratings;
  ratings.los.assign(3, std::vector<Superiority>(3, {Superiority::Kind::kEstimate, 0.6}));
  const RankSettings capped = RankRun(120);
  const RankView view = RankAdjacentOrders(summary.Matches(), names, ratings, capped);
  EXPECT_EQ(view.state.stop, RankStop::kCap);
  const std::string html = RankOrdersHtml(view, summary.standings(), capped);
  EXPECT_NE(html.find("<p id=\"rank-stop\" class=\"note\">Stopped on the cap (120 games) with 1 "
                      "of 2 adjacent orders settled at 95% confidence. The unsettled order "
                      "carries no guarantee.</p>"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("Guarantee (adjacent): if every two engines are at least 30 Elo apart"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("the chance that some adjacent order is wrong is larger"), std::string::npos)
      << html;

  // Room left under the cap: not stopped on it.
  RankSettings whole = RankRun(1000);
  whole.guarantee = RankGuarantee::kWholeOrder;
  const std::string playing = RankOrdersHtml(
      RankAdjacentOrders(summary.Matches(), names, ratings, whole), summary.standings(), whole);
  EXPECT_EQ(playing.find("Stopped on the cap"), std::string::npos) << playing;
  EXPECT_NE(playing.find("<p id=\"rank-stop\">1 of 2 adjacent orders settled at 95% "
                         "confidence after 120 games.</p>"),
            std::string::npos)
      << playing;
  EXPECT_NE(playing.find("Guarantee (whole-order): if every two engines are at least 30 Elo "
                         "apart (the resolution), the chance that any settled adjacent order is "
                         "wrong is at most 5%"),
            std::string::npos)
      << playing;
}

// A bye is a record of the log and of its match, not a game: nothing
// rated, no time statistics, counted apart.
TEST(ByeTest, LeftOutOfTheStandings) {
  const std::vector<tourney::v1::GameRecord> records = {
      Game(0, 1, 1, "a", "b", 1), Game(1, 1, 1, "b", "a", 0), Bye(2, 1, 2, "c")};
  const LogSummary summary = SummaryOf(records);
  EXPECT_EQ(summary.games(), 3);
  EXPECT_EQ(summary.byes(), 1);
  EXPECT_EQ(summary.standings().games, 2);
  ASSERT_EQ(summary.standings().engines.size(), 2u);
  EXPECT_EQ(summary.standings().terminations.count("bye"), 0u);
  EXPECT_EQ(summary.Matches().size(), 2u);
}

TEST(MatchPointsTest, HalvesAsACrosstablePrintsThem) {
  EXPECT_EQ(MatchPoints(0), "0");
  EXPECT_EQ(MatchPoints(0.5), "½");
  EXPECT_EQ(MatchPoints(2), "2");
  EXPECT_EQ(MatchPoints(1.5), "1½");
}

}  // namespace
}  // namespace harness
