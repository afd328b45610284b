#include "harness/formats/trf.h"

#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace harness {
namespace {

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The 4-engine tournament of swiss_standings_test (a late entry, a
// withdrawal, byes), written by hand column by column from TRF-16: 001,
// start rank in 5-8, name in 15-47, rating in 49-52, points in 81-84, rank
// in 86-89, then per round opponent in 92-95 (+10 a round), colour in 97,
// result in 99.
TEST(TrfTest, ColumnsOfAHandCheckedFile) {
  SwissField field;
  field.engines = 4;
  field.games_per_match = 1;
  field.enters = {1, 1, 2, 1};
  field.withdrawn_after = {0, 0, 0, 1};
  const std::vector<MatchGame> games = {{1, 1, 0, 1, 1, 0, 0},   {1, 2, 3, Pairing::kBye, 1, 0, 0},
                                        {2, 1, 2, 0, 0.5, 0, 0}, {2, 2, 1, Pairing::kBye, 1, 0, 0},
                                        {3, 1, 1, 2, 1, 0, 0},   {3, 2, 0, Pairing::kBye, 1, 0, 0}};
  TrfTournament header;
  header.name = "Engine\nCup";
  header.start_date = "2026/01/02";
  header.rounds = 5;
  header.initial_colour = 1;
  header.next_round = 4;
  const std::string trf = SwissTrf(SwissStandings(field, 3, games, {}), field,
                                   {"alpha",
                                    "b\nr\x01"
                                    "avo with a name far too long for the column",
                                    "charlie", "delta"},
                                   {2100, 0, 1850, 0}, header);
  const std::vector<std::string> lines = Lines(trf);
  ASSERT_EQ(lines.size(), 10u) << trf;
  EXPECT_EQ(lines[0], "012 Engine?Cup");
  EXPECT_EQ(lines[1], "042 2026/01/02");
  EXPECT_EQ(lines[2], "062 4");
  EXPECT_EQ(lines[3], "092 Individual: Swiss-System (FIDE Dutch, C.04.3)");
  EXPECT_EQ(lines[4],
            "001    1      alpha                             2100                             2.5  "
            "  1     2 w 1     3 b =  0000 - U");
  EXPECT_EQ(lines[5],
            "001    2      b?r?avo with a name far too long                                   2.0  "
            "  2     1 b 0  0000 - U     3 w 1");
  EXPECT_EQ(lines[6],
            "001    3      charlie                           1850                             0.5  "
            "  4  0000 - Z     1 w =     2 b 0");
  EXPECT_EQ(lines[7],
            "001    4      delta                                                              1.0  "
            "  3  0000 - U  0000 - Z  0000 - Z  0000 - Z");
  EXPECT_EQ(lines[8], "XXR 5");
  EXPECT_EQ(lines[9], "XXC black1");
  // The fields where TRF-16 puts them (0-based here).
  EXPECT_EQ(lines[4].substr(0, 3), "001");
  EXPECT_EQ(lines[4].substr(4, 4), "   1");
  EXPECT_EQ(lines[4].substr(14, 5), "alpha");
  EXPECT_EQ(lines[4].substr(48, 4), "2100");
  EXPECT_EQ(lines[4].substr(80, 4), " 2.5");
  EXPECT_EQ(lines[4].substr(85, 4), "   1");
  EXPECT_EQ(lines[4].substr(91, 4), "   2");
  EXPECT_EQ(lines[4][96], 'w');
  EXPECT_EQ(lines[4][98], '1');
  EXPECT_EQ(lines[4].substr(111, 4), "0000");
  EXPECT_EQ(lines[4][118], 'U');
}

TEST(TrfTest, NamesArePrintableAsciiCutToTheColumn) {
  EXPECT_EQ(TrfName("  caf\xc3\xa9\t\r\n "), "caf?????");
  EXPECT_EQ(TrfName(std::string(40, 'x')), std::string(33, 'x'));
  EXPECT_EQ(TrfName(""), "");
}

}  // namespace
}  // namespace harness
