#include "harness/league/league_live.h"

#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "harness/league/bot_tree_testing.h"
#include "harness/league/sqlite_league_store.h"

// The live snapshot over a real SQLite league: serve's rating-over-time
// chart survives a restart.
namespace harness {
namespace {

// `pairs` seat-swapped pairs between versions a and b (a wins 3 of 4
// games), committed.
void Play(LeagueStore& store, int64_t a, int64_t b, int pairs) {
  static uint64_t seed = 0;
  for (int i = 0; i < pairs; ++i) {
    ++seed;
    for (const bool swapped : {false, true}) {
      const LeagueLease lease = *store.Lease(swapped ? b : a, swapped ? a : b, seed, 0);
      const double a_scores = (seed + swapped) % 4 != 0 ? 1 : 0;
      ASSERT_TRUE(store.CommitGame(lease.id, swapped ? 1 - a_scores : a_scores, 0, "{}", 0).ok());
    }
  }
}

std::map<int64_t, std::vector<std::pair<int64_t, double>>> History(const LiveSnapshot& snapshot) {
  std::map<int64_t, std::vector<std::pair<int64_t, double>>> history;
  for (const auto& [version, points] : snapshot.history) {
    for (const RatingPoint& point : points) history[version].emplace_back(point.games, point.elo);
  }
  return history;
}

TEST(LeagueLiveTest, ARestartedServeDrawsTheSameChart) {
  const std::string dir = testing::FreshPath("live");  // the file and its WAL, anew
  std::filesystem::create_directories(dir);
  const std::string path = dir + "/league.sqlite";
  std::unique_ptr<LeagueStore> store = *OpenSqliteLeague(path, /*create=*/true);
  const int64_t a = store->AddVersion("a", "1", "./a", "grpc", 0)->id;
  const int64_t b = store->AddVersion("b", "2", "./b", "grpc", 0)->id;
  LeagueLive before(/*window_games=*/100, /*keep_history=*/true);
  for (int refit = 0; refit < 6; ++refit) {
    Play(*store, a, b, 3);
    ASSERT_TRUE(before.Refresh(*store).ok());
  }
  const auto charted = History(*before.Snapshot());
  ASSERT_EQ(charted.size(), 2u);
  EXPECT_EQ(charted.at(a).size(), 6u);  // a point a refit while the league is young
  EXPECT_GT(charted.at(a).back().second, charted.at(b).back().second);

  LeagueLive after(/*window_games=*/100, /*keep_history=*/true);
  ASSERT_TRUE(after.Refresh(*store).ok());
  EXPECT_EQ(History(*after.Snapshot()), charted);

  // A look without history (status) writes nothing and shows none.
  LeagueLive look(/*window_games=*/1, /*keep_history=*/false);
  Play(*store, a, b, 1);
  ASSERT_TRUE(look.Refresh(*store).ok());
  EXPECT_TRUE(look.Snapshot()->history.empty());
  EXPECT_EQ(store->RatingPoints()->size(), 12u);
}

}  // namespace
}  // namespace harness
