#include "harness/league/league_ratings.h"

#include <string>
#include <tuple>
#include <vector>

#include "gtest/gtest.h"

// The board from games counted by hand.
namespace harness {
namespace {

LeagueVersion Version(int64_t id, const std::string& bot, bool active = true,
                      const std::string& suspended_because = "") {
  LeagueVersion version;
  version.id = id;
  version.bot = bot;
  version.active = active;
  version.suspended_because = suspended_because;
  return version;
}

// Three bots in a cycle of unequal strength, each pair over many seeds:
// a beats b beats c, a most often.
LeagueRatings Played() {
  LeagueRatings ratings;
  int64_t id = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    for (const auto& [first, second, score] : std::vector<std::tuple<int64_t, int64_t, double>>{
             {1, 2, seed % 4 != 0}, {2, 3, seed % 3 != 0}, {1, 3, seed % 5 != 0}}) {
      LeagueGame game;
      game.id = ++id;
      game.lease = id;
      game.first = first;
      game.second = second;
      game.seed = seed;
      game.first_score = score;
      game.finished_ms = id;
      ratings.Add(game);
    }
  }
  return ratings;
}

std::vector<std::string> Bots(const std::vector<VersionStanding>& standings) {
  std::vector<std::string> bots;
  for (const VersionStanding& s : standings) bots.push_back(s.version.bot);
  return bots;
}

TEST(LeagueRatingsTest, TheStrongestActiveBotHeadsTheBoard) {
  const LeagueBoard board = Played().Board({Version(1, "a"), Version(2, "b"), Version(3, "c")});
  EXPECT_EQ(Bots(board.bots), (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(board.games, 120);
  EXPECT_EQ(board.bots[0].games, 80);
  EXPECT_GT(board.bots[0].elo, board.bots[1].elo);
  // Its results against each opponent, as played: 30 of 40 against b.
  const std::vector<HeadToHead> results = Played().Results(1);
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(results[0].opponent, 2);
  EXPECT_EQ(results[0].games, 40);
  EXPECT_EQ(results[0].points, 30);
}

// A suspended, paused or retired bot never heads the board, however strong:
// it is listed after the bots being matched.
TEST(LeagueRatingsTest, ABotNotMatchedIsListedAfterTheMatchedOnes) {
  LeagueVersion retired = Version(3, "c", false);
  retired.retired = true;
  const LeagueBoard board = Played().Board(
      {Version(1, "a", false, "suspended after 5 faults in a row"), Version(2, "b"), retired});
  EXPECT_EQ(Bots(BotsBy(board, BoardOrder::kRating)), (std::vector<std::string>{"b", "a", "c"}));
  EXPECT_EQ(Bots(BotsBy(board, BoardOrder::kLowerBound)),
            (std::vector<std::string>{"b", "a", "c"}));
  EXPECT_EQ(StateText(board.bots[0].version), "active");
  EXPECT_EQ(StateText(Version(1, "a", false, "suspended after 5 faults in a row")), "suspended");
  EXPECT_EQ(StateText(Version(1, "a", false, kPausedByOrganiser)), "paused");
  EXPECT_EQ(StateText(retired), "retired");
  EXPECT_EQ(StateText(Version(4, "d", false)), "replaced");
}

}  // namespace
}  // namespace harness
