#include "harness/formats/seeding.h"

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "harness/results/results_log.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {
namespace {

std::string WriteFile(const std::string& name, const std::string& text) {
  const std::string path = std::string(std::getenv("TEST_TMPDIR")) + "/" + name;
  std::ofstream(path) << text;
  return path;
}

tourney::v1::GameRecord Game(int index, const std::string& first, const std::string& second,
                             double first_score) {
  tourney::v1::GameRecord record;
  record.set_tournament_id("t");
  record.set_game_index(index);
  record.set_pair_index(index / 2);
  record.set_seed(index / 2);
  record.add_players()->set_name(first);
  record.add_players()->set_name(second);
  record.add_scores(first_score);
  record.add_scores(1 - first_score);
  record.set_termination("normal");
  record.set_fault_seat(-1);
  return record;
}

// The abridged `tourney ratings` table of the top README.
constexpr char kRatingsTable[] =
    "Ratings: 360 games in 30 independent units (distinct seeds)\n"
    "Bradley-Terry maximum likelihood on the Elo scale, mean 0 over the rated engines.\n"
    "rank engine              elo      95% interval  games   score     W     D     L faults\n"
    "1    strong             +928  [  +653,  +1202]    180   99.7%   179     1     0      0\n"
    "2    seed-d3             +82  [   -63,   +228]    180   64.2%   115     1    64      0\n"
    "3    seed-d1            -376  [  -497,   -254]    180   29.4%    53     0   127      0\n"
    "4    random             -634  [  -789,   -479]    180    6.7%    12     0   168      0\n"
    "First seat: scored 50.4% [48.5%, 52.3%] against the other seats\n"
    "\n"
    "head to head: row's score, % (games)\n"
    "                   random  seed-d1\n"
    "random                  -    10(60)\n"
    "seed-d1            90(60)        -\n";

TEST(SeedingTest, ReadsARatingsTableInItsOrder) {
  const std::string path = WriteFile("ratings.txt", kRatingsTable);
  const absl::StatusOr<std::vector<int>> order =
      ReadSeeding(path, {"random", "seed-d1", "seed-d3", "strong"});
  ASSERT_TRUE(order.ok()) << order.status();
  EXPECT_EQ(*order, (std::vector<int>{3, 2, 1, 0}));
}

TEST(SeedingTest, EnginesTheFileDoesNotNameComeAfterInConfigOrder) {
  const std::string path = WriteFile("short.txt", "1. beta\n2) delta\n  gamma is not listed\n");
  const absl::StatusOr<std::vector<int>> order =
      ReadSeeding(path, {"alpha", "beta", "gamma", "delta", "epsilon"});
  ASSERT_TRUE(order.ok()) << order.status();
  // "gamma" starts a line too: a plain list of names is a table as well.
  EXPECT_EQ(*order, (std::vector<int>{1, 3, 2, 0, 4}));
}

TEST(SeedingTest, RanksAResultsLogAsTheRatingsDo) {
  // c beats a and b 3 games of 4; a beats b 3 of 4: c, a, b. A Swiss bye
  // record for b is no game.
  std::string log;
  int index = 0;
  auto match = [&](const std::string& x, const std::string& y) {
    for (double first_score : {1.0, 0.0, 1.0, 1.0}) {  // x scores 3 of the 4
      const bool x_first = index % 2 == 0;
      log += RecordToJson(Game(index++, x_first ? x : y, x_first ? y : x,
                               x_first ? first_score : 1 - first_score)) +
             "\n";
    }
  };
  match("c", "a");
  match("a", "b");
  match("c", "b");
  tourney::v1::GameRecord bye;
  bye.set_tournament_id("t");
  bye.set_game_index(index);
  bye.add_players()->set_name("b");
  bye.add_scores(1);
  bye.set_termination("bye");
  log += RecordToJson(bye) + "\n";
  const std::string path = WriteFile("results.jsonl", log);
  const absl::StatusOr<std::vector<int>> order = ReadSeeding(path, {"a", "b", "c", "d"});
  ASSERT_TRUE(order.ok()) << order.status();
  EXPECT_EQ(*order, (std::vector<int>{2, 0, 1, 3}));
}

TEST(SeedingTest, AFileNamingNoEngineIsAnErrorNamingIt) {
  const std::string path = WriteFile("other.txt", kRatingsTable);
  const absl::StatusOr<std::vector<int>> order = ReadSeeding(path, {"x", "y"});
  ASSERT_FALSE(order.ok());
  EXPECT_EQ(order.status().message(), "seeding file " + path + " names none of the engines (x, y)");
  const absl::StatusOr<std::vector<int>> missing = ReadSeeding(path + ".none", {"x"});
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.status().message(), "cannot read seeding file " + path + ".none");
}

}  // namespace
}  // namespace harness
