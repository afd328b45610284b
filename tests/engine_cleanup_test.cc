// No engine process outlives the tourney binary, not even one a wrapper
// script started as its own child: after a normal end, a run stopped by an
// error, SIGINT or SIGTERM mid-run (a graceful stop) and SIGKILL (the
// watchdog).
// Processes are found by a marker in their environment, which the harness
// passes on to every engine and the engines to their children.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/tournament_test_util.h"
#include "tests/tourney_process.h"

namespace tests {
namespace {

using std::chrono::seconds;

// A Reversi engine behind tests/engine_wrapper.sh, against `opponent`.
std::vector<std::string> WrappedTournament(
    const std::string& results, int games, const std::string& wrapped_options,
    const std::string& opponent = "name=random,builtin=random") {
  return {"run",
          "--engine",
          absl::StrCat("name=wrapped,cmd=tests/engine_wrapper.sh,args=engines/reversi/"
                       "reversi_engine",
                       wrapped_options),
          "--engine",
          opponent,
          "--games",
          std::to_string(games),
          "--seed",
          "5",
          "--results",
          results,
          "--builtin-dir",
          "engines"};
}

std::string Marker(const std::string& name) {
  return absl::StrCat("TOURNEY_CLEANUP_TEST=", name, "-", getpid());
}

// The marked processes left, waiting up to 5 s for killed ones to go.
std::string Survivors(const std::string& marker) {
  std::vector<LiveProcess> left;
  Eventually([&] { return (left = MarkedProcesses(marker)).empty(); }, seconds(5));
  std::vector<std::string> lines;
  for (const LiveProcess& process : left) {
    lines.push_back(absl::StrCat(process.pid, " (parent ", process.parent, "): ", process.command));
  }
  return absl::StrJoin(lines, "\n");
}

TEST(EngineCleanupTest, NothingSurvivesANormalEnd) {
  const std::string dir = ScratchPath("cleanup_normal");
  const std::string marker = Marker("normal");
  const pid_t tourney =
      StartTourney(WrappedTournament(dir + "/results.jsonl", 2, ",option.eval=seed,option.depth=1"),
                   "", dir + ".err", {marker});
  const std::optional<int> status = WaitFor(tourney, seconds(60));
  ASSERT_TRUE(status.has_value());
  ASSERT_EQ(ExitCode(*status), 0) << ReadAll(dir + ".err");
  EXPECT_EQ(CountLines(dir + "/results.jsonl"), 2);
  EXPECT_EQ(Survivors(marker), "");
}

// Children that left the engine's process group and session (setsid) are
// killed with it too: the harness is their subreaper.
TEST(EngineCleanupTest, NothingSurvivesASetsidChild) {
  const std::string dir = ScratchPath("cleanup_setsid");
  const std::string marker = Marker("setsid");
  const pid_t tourney =
      StartTourney({"run", "--engine",
                    "name=setsid,cmd=tests/setsid_children.sh,args=engines/reversi/reversi_engine "
                    "--stdio=proto,protocol=proto,option.depth=1",
                    "--engine", "name=random,builtin=random", "--games", "2", "--seed", "5",
                    "--results", dir + "/results.jsonl", "--builtin-dir", "engines"},
                   "", dir + ".err", {marker});
  const std::optional<int> status = WaitFor(tourney, seconds(60));
  ASSERT_TRUE(status.has_value());
  ASSERT_EQ(ExitCode(*status), 0) << ReadAll(dir + ".err");
  EXPECT_EQ(CountLines(dir + "/results.jsonl"), 2);
  EXPECT_EQ(Survivors(marker), "");
}

TEST(EngineCleanupTest, NothingSurvivesARunStoppedByAnError) {
  const std::string dir = ScratchPath("cleanup_error");
  const std::string marker = Marker("error");
  // The wrapped engine's opponent crashes in the first game and then fails
  // to start again: the run stops (exit 75) with the wrapped engine alive.
  std::vector<std::string> args = WrappedTournament(
      dir + "/results.jsonl", 4, "",
      absl::StrCat("name=flaky,cmd=tests/flaky_start.sh,args=", dir,
                   ".starts engines/testing/faulty_engine --stdio=proto,protocol=proto,"
                   "option.fault=crash,option.after=20"));
  args.insert(args.end(), {"--move-time-ms", "40", "--concurrency", "1"});
  const pid_t tourney = StartTourney(args, "", dir + ".err", {marker});
  const std::optional<int> status = WaitFor(tourney, seconds(60));
  ASSERT_TRUE(status.has_value()) << "still running 60 s on";
  ASSERT_EQ(ExitCode(*status), 75) << ReadAll(dir + ".err");
  EXPECT_EQ(Survivors(marker), "");
}

class SignalCleanupTest : public testing::TestWithParam<int> {};

TEST_P(SignalCleanupTest, NothingSurvivesASignalMidRun) {
  const int signal_number = GetParam();
  const std::string name = absl::StrCat("cleanup_signal_", signal_number);
  const std::string dir = ScratchPath(name);
  const std::string results = dir + "/results.jsonl";
  const std::string marker = Marker(name);
  // About a second a game (~30 moves at 40 ms): games are under way when
  // the signal comes.
  std::vector<std::string> args = WrappedTournament(results, 20, "");
  args.insert(args.end(), {"--move-time-ms", "40"});
  const pid_t tourney = StartTourney(args, "", dir + ".err", {marker});

  // Mid-run: a game is done and the wrapped engine (the wrapper's child, so
  // not the harness's) is running.
  auto wrapped_engine_runs = [&] {
    for (const LiveProcess& process : MarkedProcesses(marker)) {
      if (process.pid != tourney && process.parent != tourney &&
          process.command.find("reversi_engine") != std::string::npos) {
        return true;
      }
    }
    return false;
  };
  ASSERT_TRUE(
      Eventually([&] { return CountLines(results) >= 1 && wrapped_engine_runs(); }, seconds(60)))
      << ReadAll(dir + ".err");
  kill(tourney, signal_number);

  const std::optional<int> status = WaitFor(tourney, seconds(60));
  ASSERT_TRUE(status.has_value()) << "still running after the signal";
  if (signal_number == SIGKILL) {
    EXPECT_TRUE(WIFSIGNALED(*status) && WTERMSIG(*status) == SIGKILL);
  } else {
    EXPECT_EQ(ExitCode(*status), 128 + signal_number) << ReadAll(dir + ".err");
  }
  EXPECT_EQ(Survivors(marker), "");
}

INSTANTIATE_TEST_SUITE_P(Signals, SignalCleanupTest, testing::Values(SIGINT, SIGTERM, SIGKILL),
                         [](const testing::TestParamInfo<int>& info) {
                           return std::string(sigabbrev_np(info.param));
                         });

}  // namespace
}  // namespace tests
