// An engine that cannot be reached is no engine that lost. A remote
// (addr=) engine down for a moment is waited for and plays all its games; one
// that stays down stops the tournament with one line naming it (exit 75,
// finished games kept, the resume command printed), and that command, once
// the engine is back, plays exactly the rest. A spawned engine that fails to
// start again and again stops the tournament the same way. Until these
// fixes, every game such an engine had left was forfeited as a `crash` in
// 0 ms.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/results/results_log.h"
#include "tests/tournament_test_util.h"
#include "tests/tourney_process.h"

namespace tests {
namespace {

using std::chrono::seconds;

// The random engine serving gRPC: its process and host:port.
struct RemoteEngine {
  pid_t pid = -1;
  std::string address;
};

// Starts it on `port` (0: any free port), its first stdout line read.
RemoteEngine StartRemote(const std::string& dir, int port) {
  static int started = 0;
  const std::string out = absl::StrCat(dir, ".remote", ++started);
  RemoteEngine remote;
  remote.pid =
      StartProcess({"engines/random/random_engine", absl::StrCat("--port=", port)}, out, "");
  EXPECT_TRUE(
      Eventually([&] { return ReadAll(out).find('\n') != std::string::npos; }, seconds(10)));
  remote.address = ReadAll(out).substr(0, ReadAll(out).find('\n'));
  return remote;
}

void StopRemote(const RemoteEngine& remote) {
  kill(remote.pid, SIGKILL);
  waitpid(remote.pid, nullptr, 0);
}

int PortOf(const RemoteEngine& remote) {
  return std::stoi(remote.address.substr(remote.address.rfind(':') + 1));
}

std::vector<tourney::v1::GameRecord> Records(const std::string& results) {
  absl::StatusOr<harness::LoadedResults> loaded = harness::ReadResults(results);
  EXPECT_TRUE(loaded.ok()) << loaded.status();
  if (!loaded.ok()) return {};
  EXPECT_EQ(loaded->warning, "");
  return loaded->records;
}

// Game indices 0..count-1, each once.
void ExpectEachGameOnce(const std::vector<tourney::v1::GameRecord>& records, int count) {
  std::set<int64_t> indices;
  for (const tourney::v1::GameRecord& record : records) indices.insert(record.game_index());
  EXPECT_EQ(records.size(), static_cast<size_t>(count));
  EXPECT_EQ(indices.size(), static_cast<size_t>(count));
  if (!indices.empty()) {
    EXPECT_EQ(*indices.rbegin(), count - 1);
  }
}

// Whether the tourney's stderr (in `err_path`) shows `text` within 10 s.
::testing::AssertionResult Shows(const std::string& err_path, const std::string& text) {
  if (Eventually([&] { return ReadAll(err_path).find(text) != std::string::npos; }, seconds(10))) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure() << "no '" << text << "' in:\n" << ReadAll(err_path);
}

// random, a slow engine (30 ms a move, untimed) and the remote engine `e`,
// in that order: the two games of random against the slow engine come
// first (about a second each) and need no remote engine, which is stopped
// during them; the four games with `e` come after.
std::vector<std::string> ThreeEngineRun(const std::string& address, const std::string& results,
                                        const std::string& grace_ms) {
  return {"run",
          "--engine",
          "name=r,builtin=random",
          "--engine",
          "name=s,cmd=engines/testing/faulty_engine,args=--stdio=proto,protocol=proto,tc=inf,"
          "option.fault=sleep,option.sleep_ms=30",
          "--engine",
          "name=e,addr=" + address,
          "--games",
          "2",
          "--seed",
          "5",
          "--concurrency",
          "1",
          "--results",
          results,
          "--builtin-dir",
          "engines",
          "--unreachable-grace-ms",
          grace_ms};
}

// Starts the run and stops the remote engine while the first engine-free
// game is under way; returns once both are logged and a game with `e` is
// due.
pid_t StartAndStopRemoteBetweenGames(const std::vector<std::string>& args,
                                     const std::string& results, const std::string& err,
                                     const RemoteEngine& remote) {
  const pid_t tourney = StartTourney(args, "", err);
  EXPECT_TRUE(Eventually([&] { return CountLines(results) >= 1; }, seconds(60))) << ReadAll(err);
  StopRemote(remote);
  EXPECT_TRUE(Eventually([&] { return CountLines(results) >= 2; }, seconds(60))) << ReadAll(err);
  return tourney;
}

TEST(EngineReachTest, ARemoteEngineDownForAMomentPlaysAllItsGames) {
  const std::string dir = ScratchPath("down_for_a_moment");
  const std::string results = dir + "/results.jsonl";
  const RemoteEngine remote = StartRemote(dir, 0);
  const pid_t tourney = StartAndStopRemoteBetweenGames(
      ThreeEngineRun(remote.address, results, "30000"), results, dir + ".err", remote);
  // The next game waits for `e`; it comes back a second later.
  ASSERT_TRUE(Shows(dir + ".err", ") unreachable: "));
  std::this_thread::sleep_for(seconds(1));
  const RemoteEngine back = StartRemote(dir, PortOf(remote));
  ASSERT_EQ(back.address, remote.address);

  const std::optional<int> status = WaitFor(tourney, seconds(60));
  StopRemote(back);
  ASSERT_TRUE(status.has_value());
  const std::string err = ReadAll(dir + ".err");
  EXPECT_EQ(ExitCode(*status), 0) << err;
  EXPECT_NE(err.find(absl::StrCat("engine e (", remote.address, ") unreachable: cannot connect to ",
                                  remote.address,
                                  ": connection refused (nothing listens there); waiting up to "
                                  "30 s")),
            std::string::npos)
      << err;
  EXPECT_NE(err.find(absl::StrCat("engine e (", remote.address, ") ready again after ")),
            std::string::npos)
      << err;
  const std::vector<tourney::v1::GameRecord> records = Records(results);
  ExpectEachGameOnce(records, 6);
  ExpectAllNormal(records);  // not one forfeit
}

TEST(EngineReachTest, ARemoteEngineThatStaysDownStopsTheRunAndTheResumeCommandPlaysTheRest) {
  const std::string dir = ScratchPath("stays_down");
  const std::string results = dir + "/results.jsonl";
  const RemoteEngine remote = StartRemote(dir, 0);
  const auto started = std::chrono::steady_clock::now();
  const pid_t tourney = StartAndStopRemoteBetweenGames(
      ThreeEngineRun(remote.address, results, "1000"), results, dir + ".err", remote);
  const std::optional<int> status = WaitFor(tourney, seconds(30));
  ASSERT_TRUE(status.has_value()) << "still running 30 s on";
  const std::string err = ReadAll(dir + ".err");
  EXPECT_EQ(ExitCode(*status), 75) << err;
  // The wait it reports is measured: the grace, or more on a loaded machine
  // (1.1 s under the sanitizers beside other tests).
  const std::string head =
      absl::StrCat("\ntourney: engine e (", remote.address, ") unreachable for ");
  const std::string tail = absl::StrCat(
      " s (--unreachable-grace-ms 1000): cannot connect to ", remote.address,
      ": connection refused (nothing listens there)\n", "tourney: stopped with 2 games in ",
      results, "; once the engine is back, to play the rest:\n");
  const size_t waited_at = err.find(head);
  ASSERT_NE(waited_at, std::string::npos) << err;
  const size_t number = waited_at + head.size();
  const size_t unit = err.find(" s ", number);
  double waited = 0;
  ASSERT_TRUE(unit != std::string::npos &&
              absl::SimpleAtod(err.substr(number, unit - number), &waited))
      << err;
  EXPECT_GE(waited, 1.0) << err;
  EXPECT_EQ(err.compare(unit, tail.size(), tail), 0) << err;
  EXPECT_LT(std::chrono::steady_clock::now() - started, seconds(25));
  // The finished games are kept; none was forfeited for the unreachable engine.
  std::vector<tourney::v1::GameRecord> records = Records(results);
  ExpectEachGameOnce(records, 2);
  ExpectAllNormal(records);
  EXPECT_EQ(ReadAll(dir + "/ratings.txt").rfind("Ratings: 2 games", 0), 0u);

  // With the engine back, the printed command plays exactly the rest.
  const std::string command = LineAfter(err, "once the engine is back, to play the rest:");
  ASSERT_NE(command.find(" --resume"), std::string::npos) << err;
  const RemoteEngine back = StartRemote(dir, PortOf(remote));
  ASSERT_EQ(back.address, remote.address);
  const pid_t resumed = StartProcess({"/bin/sh", "-c", command}, "", dir + ".resumed.err");
  const std::optional<int> resumed_status = WaitFor(resumed, seconds(60));
  StopRemote(back);
  ASSERT_TRUE(resumed_status.has_value());
  EXPECT_EQ(ExitCode(*resumed_status), 0) << ReadAll(dir + ".resumed.err");
  records = Records(results);
  ExpectEachGameOnce(records, 6);
  ExpectAllNormal(records);
}

TEST(EngineReachTest, ARemoteEngineDownAtTheStartIsWaitedFor) {
  const std::string dir = ScratchPath("down_at_start");
  const std::string results = dir + "/results.jsonl";
  const RemoteEngine first = StartRemote(dir, 0);  // for a free port
  StopRemote(first);
  const pid_t tourney = StartTourney(
      {"run", "--engine", "name=r,builtin=random", "--engine", "name=e,addr=" + first.address,
       "--games", "2", "--seed", "5", "--results", results, "--builtin-dir", "engines"},
      "", dir + ".err");
  ASSERT_TRUE(Shows(dir + ".err", ") not reachable yet: "));
  const RemoteEngine back = StartRemote(dir, PortOf(first));
  const std::optional<int> status = WaitFor(tourney, seconds(60));
  StopRemote(back);
  ASSERT_TRUE(status.has_value());
  const std::string err = ReadAll(dir + ".err");
  EXPECT_EQ(ExitCode(*status), 0) << err;
  EXPECT_NE(err.find(absl::StrCat("engine e (", first.address,
                                  ") not reachable yet: cannot connect to ", first.address,
                                  ": connection refused (nothing listens there); waiting up to "
                                  "30 s\n")),
            std::string::npos)
      << err;
  const std::vector<tourney::v1::GameRecord> records = Records(results);
  ExpectEachGameOnce(records, 2);
  ExpectAllNormal(records);
}

TEST(EngineReachTest, CtrlCEndsTheWaitForAnUnreachableEngine) {
  const std::string dir = ScratchPath("interrupted_wait");
  const std::string results = dir + "/results.jsonl";
  const RemoteEngine remote = StartRemote(dir, 0);
  const pid_t tourney = StartAndStopRemoteBetweenGames(
      ThreeEngineRun(remote.address, results, "600000"), results, dir + ".err", remote);
  ASSERT_TRUE(Shows(dir + ".err", ") unreachable: "));
  kill(tourney, SIGINT);
  const std::optional<int> status = WaitFor(tourney, seconds(10));
  ASSERT_TRUE(status.has_value()) << "still waiting 10 s after SIGINT";
  const std::string err = ReadAll(dir + ".err");
  EXPECT_EQ(ExitCode(*status), 130) << err;
  EXPECT_NE(err.find("tourney: stopped by SIGINT with 2 games in "), std::string::npos) << err;
  const std::vector<tourney::v1::GameRecord> records = Records(results);
  ExpectEachGameOnce(records, 2);
  ExpectAllNormal(records);
}

TEST(EngineReachTest, ASpawnedEngineThatFailsToStartThreeTimesStopsTheRun) {
  const std::string dir = ScratchPath("fails_to_start");
  const std::string results = dir + "/results.jsonl";
  const std::string starts = dir + ".starts";
  // Its first start is the check before any game, its second plays the
  // first game until it crashes there (a real loss); every later start
  // exits at once.
  const pid_t tourney =
      StartTourney({"run", "--engine",
                    absl::StrCat("name=f,cmd=tests/flaky_start.sh,args=", starts,
                                 " engines/testing/faulty_engine --stdio=proto,protocol=proto,"
                                 "option.fault=crash,option.after=20"),
                    "--engine", "name=r,builtin=random", "--games", "4", "--seed", "5",
                    "--concurrency", "1", "--results", results, "--builtin-dir", "engines"},
                   "", dir + ".err");
  const std::optional<int> status = WaitFor(tourney, seconds(30));
  ASSERT_TRUE(status.has_value()) << "still running 30 s on";
  const std::string err = ReadAll(dir + ".err");
  EXPECT_EQ(ExitCode(*status), 75) << err;
  EXPECT_NE(err.find("\ntourney: engine f failed to start 3 times in a row; the last time: engine "
                     "exited with code 1; "),
            std::string::npos)
      << err;
  EXPECT_NE(err.find("; once the engine is back, to play the rest:\n"), std::string::npos) << err;
  EXPECT_EQ(ReadAll(starts), "5\n");
  // The one game it played and crashed in is its loss; the rest are unplayed.
  const std::vector<tourney::v1::GameRecord> records = Records(results);
  ASSERT_EQ(records.size(), 1u);
  EXPECT_EQ(records[0].game_index(), 0);
  EXPECT_EQ(records[0].termination(), "crash");
  EXPECT_NE(records[0].termination_detail().find("exited with code 3"), std::string::npos)
      << records[0].termination_detail();
}

}  // namespace
}  // namespace tests
