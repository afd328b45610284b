// A harness killed with SIGKILL mid-tournament, with a half-written last
// line, resumes and ends with exactly the scheduled games; a second harness
// on a log in use refuses.
#include <signal.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <set>
#include <thread>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/results/results_log.h"
#include "tests/tournament_test_util.h"
#include "tests/tourney_process.h"

namespace tests {
namespace {

// Waits up to a minute for `path` to hold `lines` lines.
bool WaitForLines(const std::string& path, int lines) {
  return Eventually([&] { return CountLines(path) >= lines; }, std::chrono::seconds(60));
}

TEST(ResumeTest, KilledTournamentResumesToExactlyTheScheduledGames) {
  const std::string dir = ScratchPath("killed");
  const std::string results = dir + "/results.jsonl";
  // 3 engines, 6 games per pairing: 18 games of a few hundred ms each.
  const pid_t first =
      StartTourney({"run", "--engine", "name=s1,builtin=reversi,option.time_ms=8", "--engine",
                    "name=s2,builtin=reversi,option.time_ms=8,option.noise=2", "--engine",
                    "name=d2,builtin=reversi,option.eval=seed,option.depth=2", "--games", "6",
                    "--seed", "77", "--results", results, "--builtin-dir", "engines"},
                   "", dir + ".first.err");
  ASSERT_GT(first, 0);
  ASSERT_TRUE(WaitForLines(results, 3)) << ReadAll(dir + ".first.err");
  kill(first, SIGKILL);
  int status = 0;
  waitpid(first, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status));
  const int finished_before = CountLines(results);
  ASSERT_LT(finished_before, 18) << "the tournament ended before the kill";
  // As if the kill had landed in the middle of a write.
  std::ofstream(results, std::ios::app) << "{\"tournament_id\":\"";

  // Resume from the saved config: nothing but the results path is needed.
  const pid_t second =
      StartTourney({"run", "--resume", "--results", results, "--builtin-dir", "engines"}, "",
                   dir + ".second.err");
  waitpid(second, &status, 0);
  const std::string second_err = ReadAll(dir + ".second.err");
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << second_err;
  EXPECT_NE(second_err.find("truncated last record ignored"), std::string::npos) << second_err;
  EXPECT_NE(second_err.find(absl::StrCat("18 games (", 18 - finished_before, " to play)")),
            std::string::npos)
      << second_err;

  absl::StatusOr<harness::LoadedResults> loaded = harness::ReadResults(results);
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  EXPECT_TRUE(loaded->warning.empty());
  ASSERT_EQ(loaded->records.size(), 18u);
  std::set<int64_t> indices;
  for (const tourney::v1::GameRecord& record : loaded->records) {
    indices.insert(record.game_index());
    EXPECT_EQ(record.tournament_id(), loaded->records[0].tournament_id());
    EXPECT_EQ(record.termination(), "normal") << record.termination_detail();
  }
  EXPECT_EQ(indices.size(), 18u);
  EXPECT_EQ(*indices.rbegin(), 17);
}

// Two harnesses on one log (the same --results, or default paths made in
// the same second before they were unique) used to both append to it.
TEST(ResumeTest, ASecondHarnessOnTheSameLogRefusesInOneLineNamingTheHolder) {
  const std::string dir = ScratchPath("locked");
  const std::string results = dir + "/results.jsonl";
  const pid_t first =
      StartTourney({"run", "--engine", "name=s1,builtin=reversi,option.time_ms=8", "--engine",
                    "name=s2,builtin=reversi,option.time_ms=8", "--games", "40", "--seed", "78",
                    "--concurrency", "1", "--results", results, "--builtin-dir", "engines"},
                   "", dir + ".first.err");
  ASSERT_GT(first, 0);
  ASSERT_TRUE(WaitForLines(results, 1)) << ReadAll(dir + ".first.err");

  // A resume of that log, and a new run on it, while the first one plays.
  const std::vector<std::vector<std::string>> seconds = {
      {"run", "--resume", "--results", results, "--builtin-dir", "engines"},
      {"run", "--engine", "name=r1,builtin=random", "--engine", "name=r2,builtin=random",
       "--results", results, "--builtin-dir", "engines"}};
  for (const std::vector<std::string>& args : seconds) {
    const pid_t second = StartTourney(args, "", dir + ".second.err");
    int status = 0;
    waitpid(second, &status, 0);
    const std::string second_err = ReadAll(dir + ".second.err");
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 1) << second_err;
    EXPECT_EQ(second_err.rfind(absl::StrCat("tourney: ", results,
                                            " is in use by another harness (pid ", first, " on "),
                               0),
              0u)
        << second_err;
    EXPECT_NE(second_err.find("harness/tourney run --engine name=s1"), std::string::npos)
        << second_err;
    EXPECT_EQ(std::count(second_err.begin(), second_err.end(), '\n'), 1) << second_err;
  }
  kill(first, SIGKILL);
  waitpid(first, nullptr, 0);
  // Every line of the log is the first harness's.
  absl::StatusOr<harness::LoadedResults> loaded = harness::ReadResults(results);
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  EXPECT_EQ(loaded->duplicates, 0);
}

}  // namespace
}  // namespace tests
