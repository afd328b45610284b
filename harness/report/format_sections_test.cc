#include "harness/report/format_sections.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/formats/format_registry.h"
#include "harness/report/log_summary.h"
#include "harness/report/standings_json.h"
#include "harness/report/standings_text.h"
#include "harness/report/synthetic_log.h"

namespace harness {
namespace {

using tourney::v1::TournamentConfig;

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

EngineRating Rated(double elo) {
  EngineRating rating;
  rating.kind = RatingKind::kRated;
  rating.elo = elo;
  return rating;
}

// Three engines, two rounds, by hand: a drew ½-1½ with c, then had the
// bye (2); b sat round 1 out and lost 0-2 to c. b's rating is an
// upper limit (it lost every game), which the table prints as such.
FormatStandings HandMadeSwiss() {
  FormatStandings standings;
  standings.format = "Swiss";
  standings.names = {"a", "b", "c"};
  EngineRating limited;
  limited.kind = RatingKind::kLostEveryGame;
  limited.limit = -250;
  standings.ratings = {Rated(10), limited, Rated(40)};
  standings.rounds_played = standings.rounds = 2;
  SwissTable table;
  table.standings = {
      {2, 1, 3.5, 4, 2.5, 3.75, 40}, {0, 2, 2.5, 2, 3.5, 1.75, 10}, {1, 3, 0, 2, 3.5, 0, -250}};
  table.crosstable = {{{2, 1, 0.5}, {Pairing::kBye, 0, 2}},
                      {{SwissCell::kNotPaired, 0, 0}, {2, 0, 0}},
                      {{0, 0, 1.5}, {1, 1, 2}}};
  standings.swiss = table;
  return standings;
}

// Every output lists the engines in the standings' order, with the same
// cells: the HTML and JSON render the one object the text does.
TEST(FormatSectionsTest, TheSwissStandingsAreTheSameInEveryOutput) {
  const FormatStandings standings = HandMadeSwiss();
  const std::string html = SwissTableHtml(standings);
  const std::string text = StandingsText(standings);
  const std::string json = StandingsJson(standings);
  // (The text's rows start after its two header lines.)
  size_t html_at = 0, text_at = text.find("rating"), json_at = 0;
  for (const char* name : {"c", "a", "b"}) {
    const size_t h = html.find(absl::StrCat("<td>", name, "</td>"), html_at);
    const size_t t = text.find(absl::StrCat(" ", name, " "), text_at);
    const size_t j = json.find(absl::StrCat("\"engine\":\"", name, "\""), json_at);
    ASSERT_NE(h, std::string::npos) << html;
    ASSERT_NE(t, std::string::npos) << text;
    ASSERT_NE(j, std::string::npos) << json;
    EXPECT_GT(h, html_at) << name;
    EXPECT_GT(t, text_at) << name;
    EXPECT_GT(j, json_at) << name;
    html_at = h, text_at = t, json_at = j;
  }
  // Tie-breaks and the rating cell (b's limit, never a placeholder).
  EXPECT_NE(html.find("<td>a</td><td>2½</td><td>2</td><td>3.5</td><td>1.75</td><td>+10</td>"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<td>&lt;-250</td>"), std::string::npos) << html;
  EXPECT_NE(text.find("<-250"), std::string::npos) << text;
  // Round cells: points, the opponent's rank in this table, the seat.
  EXPECT_NE(html.find("title=\"vs c, seat 1 in the first game\">½ <small>#1 s1</small>"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<td class=\"round bye\">2 <small>bye</small></td>"), std::string::npos);
  EXPECT_NE(html.find("<td class=\"round\">–</td>"), std::string::npos);
  EXPECT_NE(json.find("{\"unpaired\":true}"), std::string::npos) << json;
  EXPECT_NE(json.find("{\"bye\":true,\"points\":2}"), std::string::npos) << json;
}

// A knockout of 3 (a bracket of 4): seed 1 has a bye, 2 v 3 went to
// tie-break games. The bracket shows seeds, the bye, the tie-break mark
// and why each went on.
TEST(FormatSectionsTest, TheBracketShowsSeedsByesAndTieBreaks) {
  FormatStandings standings;
  standings.names = {"a", "b", "c"};
  standings.ratings.assign(3, Rated(0));
  KnockoutBracket bracket;
  bracket.size = 4;
  KnockoutMatch bye;
  bye.high = 0, bye.high_seed = 1, bye.low_seed = 4, bye.winner = 0, bye.reason = "bye";
  KnockoutMatch tied;
  tied.number = 1, tied.high = 1, tied.low = 2, tied.high_seed = 2, tied.low_seed = 3;
  tied.high_points = 2, tied.low_points = 4, tied.games = 6, tied.tiebreak_games = 2;
  tied.winner = 2, tied.reason = "won 4-2 in tie-break";
  KnockoutMatch final_match;
  final_match.number = 1, final_match.high = 0, final_match.low = 2, final_match.high_seed = 1;
  final_match.low_seed = 3, final_match.high_points = 1, final_match.low_points = 1;
  final_match.games = 2, final_match.winner = 0, final_match.reason = "higher seed on a tie 1-1";
  bracket.rounds = {{1, {bye, tied}}, {2, {final_match}}};
  bracket.champion = 0;
  standings.knockout = bracket;
  const std::string svg = BracketSvg(standings);
  EXPECT_NE(svg.find("<tspan class=\"seed\">1</tspan> a"), std::string::npos) << svg;
  EXPECT_NE(svg.find("<tspan class=\"seed\">3</tspan> c"), std::string::npos) << svg;
  EXPECT_NE(svg.find("class=\"match bye\""), std::string::npos) << svg;
  EXPECT_NE(svg.find(">(bye)</text>"), std::string::npos) << svg;
  EXPECT_NE(svg.find("class=\"match tiebreak\""), std::string::npos) << svg;
  EXPECT_NE(svg.find(">TB · won 4-2 in tie-break</text>"), std::string::npos) << svg;
  EXPECT_NE(svg.find(">higher seed on a tie 1-1</text>"), std::string::npos) << svg;
  EXPECT_NE(svg.find("font-weight=\"bold\">a</text>"), std::string::npos) << svg;
  const std::string json = StandingsJson(standings);
  EXPECT_NE(json.find("\"tiebreak_games\":2"), std::string::npos) << json;
  EXPECT_NE(json.find("\"champion\":\"a\""), std::string::npos) << json;
}

// The records of a rank run: in each of 30 seat-swapped pairs a beats b
// twice, and c and b split (120 games).
std::vector<MatchGame> RankGames() {
  std::vector<MatchGame> games;
  for (int m = 0; m < 30; ++m) {
    const int round = 1 + m / 10, match = 1 + m % 10 * 2;
    const uint64_t seed = 2 * m;
    games.push_back({round, match, 0, 1, 1, seed, 0});
    games.push_back({round, match, 1, 0, 0, seed, 1});
    games.push_back({round, match + 1, 2, 1, 1, seed + 1, 0});
    games.push_back({round, match + 1, 1, 2, 1, seed + 1, 1});
  }
  return games;
}

FormatStandings RankStandingsOf(int64_t max_games, tourney::v1::FormatSettings::RankGuarantee g,
                                double los) {
  TournamentConfig config;
  config.set_format(TournamentConfig::RANK);
  for (const char* name : {"a", "b", "c"}) config.add_engines()->set_name(name);
  config.set_games_per_pairing(2);
  config.mutable_format_settings()->set_max_games(max_games);
  config.mutable_format_settings()->set_rank_guarantee(g);
  ApplyFormatDefaults(&config);
  Ratings ratings;
  ratings.engines.assign(3, Rated(0));
  ratings.los.assign(3, std::vector<Superiority>(3, {Superiority::Kind::kEstimate, los}));
  return FormatOf(config).Standings(FormatContext(config), RankGames(), ratings);
}

// The rank format's own verdict, not a naive LOS threshold: an engine that
// won each of 30 matches is settled above the next; two engines that split
// every one of 30 matches are not, whatever their LOS reads. A run that
// stopped on the cap says so, with how many orders it settled; the
// section names the guarantee.
TEST(FormatSectionsTest, TheRankSectionGivesTheFormatsVerdict) {
  const FormatStandings capped = RankStandingsOf(120, tourney::v1::FormatSettings::ADJACENT, 0.99);
  const RankState& state = capped.rank->state;
  ASSERT_EQ(state.order.size(), 3u);
  EXPECT_EQ(state.order[0], 0);
  EXPECT_TRUE(state.settled[0]);
  EXPECT_FALSE(state.settled[1]);
  EXPECT_EQ(state.stop, RankStop::kCap);
  EXPECT_EQ(capped.rank->adjacent_games[0], 60);
  const std::string html = RankOrdersHtml(capped);
  EXPECT_NE(html.find("<p id=\"rank-stop\" class=\"note\">Stopped on the cap (120 games) with 1 "
                      "of 2 adjacent orders settled at 95% confidence. The unsettled order "
                      "carries no guarantee.</p>"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("Guarantee (adjacent): if every two engines are at least 30 Elo apart"),
            std::string::npos)
      << html;

  const FormatStandings playing =
      RankStandingsOf(1000, tourney::v1::FormatSettings::WHOLE_ORDER, 0.6);
  const std::string open = RankOrdersHtml(playing);
  EXPECT_EQ(open.find("Stopped on the cap"), std::string::npos) << open;
  EXPECT_NE(open.find("<p id=\"rank-stop\">1 of 2 adjacent orders settled at 95% "
                      "confidence after 120 games.</p>"),
            std::string::npos)
      << open;
  EXPECT_NE(open.find("Guarantee (whole-order): if every two engines are at least 30 Elo "
                      "apart (the resolution), the chance that any settled adjacent order is "
                      "wrong is at most 5%"),
            std::string::npos)
      << open;
}

// A bye is a record of the log and of its format, not a game: nothing
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
  EXPECT_EQ(summary.FormatRecords().size(), 3u);
  EXPECT_EQ(summary.FormatRecords()[2].players(0).name(), "c");
  EXPECT_FALSE(summary.FormatRecords()[0].players(0).has_time_control());
}

TEST(MatchPointsTest, HalvesAsACrosstablePrintsThem) {
  EXPECT_EQ(MatchPoints(0), "0");
  EXPECT_EQ(MatchPoints(0.5), "½");
  EXPECT_EQ(MatchPoints(2), "2");
  EXPECT_EQ(MatchPoints(1.5), "1½");
}

}  // namespace
}  // namespace harness
