// Ctrl-C (SIGINT) to the tourney binary mid-run: no new game starts, the
// games under way finish and are logged, the report is written for the
// games done, and the one printed line, run as it is, plays exactly the
// rest. A second Ctrl-C quits at once; games still under way after the
// grace are abandoned, not logged.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <set>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "harness/results/results_log.h"
#include "tests/tournament_test_util.h"
#include "tests/tourney_process.h"

namespace tests {
namespace {

using std::chrono::seconds;

int CountOccurrences(const std::string& text, const std::string& part) {
  int count = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
  return count;
}

TEST(GracefulStopTest, InterruptKeepsFinishedGamesAndThePrintedCommandPlaysTheRest) {
  const std::string dir = ScratchPath("interrupted");
  const std::string results = dir + "/results.jsonl";
  // 3 engines, 6 games per pairing: 18 games of a few hundred ms each.
  // Untimed with depth limits, so no game is lost on time however loaded
  // the machine is (every game must end normally).
  const std::vector<std::string> args = {
      "run",
      "--engine",
      "name=s1,builtin=reversi,tc=inf,option.depth=5,option.endgame_empties=10",
      "--engine",
      "name=s2,builtin=reversi,tc=inf,option.depth=5,option.noise=2,option.endgame_empties=10",
      "--engine",
      "name=d2,builtin=reversi,tc=inf,option.eval=seed,option.depth=2",
      "--games",
      "6",
      "--seed",
      "77",
      "--results",
      results,
      "--builtin-dir",
      "engines"};
  const pid_t first = StartTourney(args, "", dir + ".first.err");
  ASSERT_TRUE(Eventually([&] { return CountLines(results) >= 2; }, seconds(60)))
      << ReadAll(dir + ".first.err");
  kill(first, SIGINT);
  const std::optional<int> status = WaitFor(first, seconds(60));
  ASSERT_TRUE(status.has_value()) << "still running 60 s after SIGINT";
  const std::string first_err = ReadAll(dir + ".first.err");
  ASSERT_EQ(ExitCode(*status), 130) << first_err;
  EXPECT_NE(first_err.find("stopping: no new games"), std::string::npos) << first_err;
  // The games under way (well inside the 10 s grace) finished.
  EXPECT_EQ(first_err.find("under way abandoned"), std::string::npos) << first_err;

  // Complete lines only, every game finished normally.
  const std::string log_text = ReadAll(results);
  ASSERT_FALSE(log_text.empty());
  EXPECT_EQ(log_text.back(), '\n');
  absl::StatusOr<harness::LoadedResults> kept = harness::ReadResults(results);
  ASSERT_TRUE(kept.ok()) << kept.status();
  EXPECT_EQ(kept->warning, "");
  const size_t finished = kept->records.size();
  ASSERT_GE(finished, 2u);
  ASSERT_LT(finished, 18u) << "the tournament ended before the interrupt";
  ExpectAllNormal(kept->records);

  // The report for the games done.
  EXPECT_EQ(ReadAll(dir + "/ratings.txt").rfind(absl::StrCat("Ratings: ", finished, " games"), 0),
            0u)
      << ReadAll(dir + "/ratings.txt");
  EXPECT_TRUE(std::filesystem::exists(dir + "/report.html"));

  // The exact command: as started, plus --resume (--results was given).
  const std::string command = LineAfter(first_err, "; to play the rest:");
  EXPECT_EQ(command, absl::StrCat("harness/tourney ", absl::StrJoin(args, " "), " --resume"))
      << first_err;
  EXPECT_NE(first_err.find(absl::StrCat("with ", finished, " games in ", results)),
            std::string::npos)
      << first_err;

  // Run as printed, it plays the rest and nothing twice.
  const pid_t second = StartProcess({"/bin/sh", "-c", command}, "", dir + ".second.err");
  const std::optional<int> second_status = WaitFor(second, seconds(120));
  ASSERT_TRUE(second_status.has_value());
  const std::string second_err = ReadAll(dir + ".second.err");
  ASSERT_EQ(ExitCode(*second_status), 0) << second_err;
  EXPECT_NE(second_err.find(absl::StrCat("18 games (", 18 - finished, " to play)")),
            std::string::npos)
      << second_err;
  absl::StatusOr<harness::LoadedResults> all = harness::ReadResults(results);
  ASSERT_TRUE(all.ok()) << all.status();
  EXPECT_EQ(all->warning, "");
  ASSERT_EQ(all->records.size(), 18u);
  std::set<int64_t> indices;
  for (const tourney::v1::GameRecord& record : all->records) indices.insert(record.game_index());
  EXPECT_EQ(indices.size(), 18u);
  EXPECT_EQ(*indices.rbegin(), 17);
  ExpectAllNormal(all->records);
}

// A slow engine (5 s a move, untimed) against random: a game takes minutes.
struct SlowRun {
  std::string dir;
  std::string results;
  std::string marker;
  pid_t pid;
};

SlowRun StartSlowRun(const std::string& name, const std::string& grace_ms) {
  SlowRun run;
  run.dir = ScratchPath(name);
  run.results = run.dir + "/results.jsonl";
  run.marker = absl::StrCat("TOURNEY_GRACEFUL_TEST=", name, "-", getpid());
  run.pid = StartTourney(
      {"run", "--engine",
       "name=slow,cmd=engines/testing/faulty_engine,tc=inf,option.fault=sleep,option.sleep_ms=5000",
       "--engine", "name=random,builtin=random", "--games", "2", "--seed", "9", "--results",
       run.results, "--builtin-dir", "engines", "--stop-grace-ms", grace_ms},
      "", run.dir + ".err", {run.marker});
  return run;
}

// Both games under way: the slow engine started by the check and by each
// worker.
bool GamesUnderWay(const SlowRun& run) {
  return Eventually(
      [&] {
        return CountOccurrences(ReadAll(run.results + ".engines.log"), "faulty engine started") >=
               3;
      },
      seconds(60));
}

TEST(GracefulStopTest, SecondInterruptQuitsAtOnce) {
  const SlowRun run = StartSlowRun("interrupted_twice", "60000");
  ASSERT_TRUE(GamesUnderWay(run)) << ReadAll(run.dir + ".err");
  kill(run.pid, SIGINT);
  ASSERT_TRUE(Eventually(
      [&] { return ReadAll(run.dir + ".err").find("stop requested") != std::string::npos; },
      seconds(10)));
  kill(run.pid, SIGINT);
  // Neither the games (minutes) nor the grace (60 s) are waited for.
  const std::optional<int> status = WaitFor(run.pid, seconds(10));
  ASSERT_TRUE(status.has_value()) << "still running 10 s after the second SIGINT";
  const std::string err = ReadAll(run.dir + ".err");
  EXPECT_EQ(ExitCode(*status), 130) << err;
  EXPECT_NE(err.find("quit at once"), std::string::npos) << err;
  EXPECT_EQ(CountLines(run.results), 0);
  EXPECT_TRUE(Eventually([&] { return MarkedProcesses(run.marker).empty(); }, seconds(5)));
}

TEST(GracefulStopTest, GamesStillUnderWayAfterTheGraceAreAbandonedUnlogged) {
  const SlowRun run = StartSlowRun("abandoned", "500");
  ASSERT_TRUE(GamesUnderWay(run)) << ReadAll(run.dir + ".err");
  kill(run.pid, SIGINT);
  const std::optional<int> status = WaitFor(run.pid, seconds(30));
  ASSERT_TRUE(status.has_value()) << "still running 30 s after SIGINT";
  const std::string err = ReadAll(run.dir + ".err");
  EXPECT_EQ(ExitCode(*status), 130) << err;
  EXPECT_NE(err.find("2 games under way abandoned: not recorded"), std::string::npos) << err;
  EXPECT_NE(LineAfter(err, "; to play the rest:").find(" --resume"), std::string::npos) << err;
  // Abandoned, not forfeited: no line at all (the engines killed under them
  // were no crash).
  EXPECT_EQ(CountLines(run.results), 0);
  EXPECT_TRUE(Eventually([&] { return MarkedProcesses(run.marker).empty(); }, seconds(5)));
}

}  // namespace
}  // namespace tests
