#include "harness/report/game_list.h"

#include <sstream>
#include <vector>

#include "gtest/gtest.h"

namespace harness {
namespace {

tourney::v1::GameRecord Game(int index, const std::string& first, const std::string& second) {
  tourney::v1::GameRecord record;
  record.set_game("reversi");
  record.set_game_index(index);
  record.add_players()->set_name(first);
  record.add_players()->set_name(second);
  record.add_scores(1);
  record.add_scores(0);
  record.set_termination("normal");
  record.set_moves("f5d6");
  record.set_final_position("x/o");
  return record;
}

std::string Section(const std::vector<tourney::v1::GameRecord>& records,
                    const std::vector<std::string>& engines = {}) {
  std::ostringstream out;
  GameListWriter list(out, engines);
  for (const tourney::v1::GameRecord& record : records) list.Add(record);
  list.End();
  return out.str();
}

// Games in the order handed over (the page sorts them), each engine's name
// once, indexed as first seen, with its colour; per decision seat and ply
// only where not the previous one's next, ms, how far the engine's own time
// falls short of it, depth, nodes, every 0 empty and the score only when
// reported; the opening's plies; empty texts left out.
TEST(GameListTest, GamesAsCompactJsonAsHandedOver) {
  tourney::v1::GameRecord second = Game(7, "beta", "alpha");
  tourney::v1::MoveRecord* decision = second.add_decisions();
  decision->set_seat(1);
  decision->set_ply(3);
  decision->set_ms(12);
  decision->set_depth(5);
  decision->set_nodes(900);
  decision->set_score(-1.5);
  second.add_decisions()->set_ply(4);
  const std::string html = Section({second, Game(2, "alpha", "beta")});
  EXPECT_NE(html.find("\"engines\":[\"beta\",\"alpha\"],\"colors\":[\"#0072b2\",\"#e69f00\"],"
                      "\"game\":\"reversi\""),
            std::string::npos)
      << html;
  const size_t seven = html.find("{\"i\":7,\"p\":[0,1]");
  const size_t two = html.find("{\"i\":2,\"p\":[1,0],\"s\":[1,0]");
  ASSERT_NE(two, std::string::npos) << html;
  ASSERT_NE(seven, std::string::npos) << html;
  EXPECT_LT(seven, two);
  EXPECT_NE(html.find("\"d\":\"1@3:12,12,5,900,-1.5;,,,,\""), std::string::npos) << html;
  EXPECT_EQ(html.find("\"h\":"), std::string::npos) << html;
  EXPECT_NE(html.find("\"f\":\"x/o\""), std::string::npos);
  EXPECT_NE(html.find("\"o\":0}"), std::string::npos) << html;
}

// Engines named up front (the standings' order) keep those indices, and so
// the colours of the ratings table, whatever order the games come in.
TEST(GameListTest, EnginesNamedUpFrontKeepTheirIndices) {
  tourney::v1::GameRecord game = Game(0, "beta", "alpha");
  game.set_opening_plies(4);
  const std::string html = Section({game}, {"alpha", "gamma", "beta"});
  EXPECT_NE(html.find("\"p\":[2,0]"), std::string::npos) << html;
  EXPECT_NE(html.find("\"engines\":[\"alpha\",\"gamma\",\"beta\"],\"colors\":[\"#0072b2\","
                      "\"#e69f00\",\"#009e73\"]"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("\"o\":4}"), std::string::npos) << html;
}

// A name cannot end the data's <script> early or break its JSON.
TEST(GameListTest, NamesAreEscapedForJsonInsideAScript) {
  const std::string html = Section({Game(0, "</script><b>\"x\\", "y")});
  EXPECT_EQ(html.find("</script><b>"), std::string::npos);
  EXPECT_NE(html.find("\"\\u003c/script>\\u003cb>\\\"x\\\\\""), std::string::npos) << html;
}

}  // namespace
}  // namespace harness
