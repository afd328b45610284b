// One addr= engine can be a pool of replicas: decisions are stateless, so
// `addr=ipv4:127.0.0.1:P1,127.0.0.1:P2` spreads them with gRPC's round_robin
// (the default for a target listing several addresses). Two replicas of the
// random engine serve a tournament; one is killed mid-run; no game is
// forfeited (a call that finds its replica gone is retried on the other) and
// both replicas answered (each logs its Decide calls with --log-requests).
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/results/results_log.h"
#include "tests/tournament_test_util.h"
#include "tests/tourney_process.h"

namespace tests {
namespace {

using std::chrono::seconds;

struct Replica {
  pid_t pid = -1;
  std::string address;   // host:port
  std::string requests;  // its stderr: one line per Decide
};

Replica StartReplica(const std::string& dir, int number) {
  Replica replica;
  const std::string out = absl::StrCat(dir, "/replica", number, ".out");
  replica.requests = absl::StrCat(dir, "/replica", number, ".requests");
  replica.pid = StartProcess({"engines/random/random_engine", "--port=0", "--log-requests"}, out,
                             replica.requests);
  EXPECT_TRUE(
      Eventually([&] { return ReadAll(out).find('\n') != std::string::npos; }, seconds(10)));
  replica.address = ReadAll(out).substr(0, ReadAll(out).find('\n'));
  return replica;
}

int Decisions(const Replica& replica) { return CountLines(replica.requests); }

TEST(EngineReplicasTest, AKilledReplicaCostsNoGameAndBothAnswered) {
  const std::string dir = ScratchPath("replicas");
  std::filesystem::create_directories(dir);
  const Replica first = StartReplica(dir, 1);
  const Replica second = StartReplica(dir, 2);
  const std::string results = dir + "/results.jsonl";
  const std::string pool = absl::StrCat("name=pool,addr=ipv4:", first.address, ",", second.address);
  const pid_t tourney = StartTourney(
      {"run", "--engine", "name=local,builtin=random", "--engine", pool, "--games", "300", "--seed",
       "5", "--concurrency", "2", "--builtin-dir", "engines", "--results", results, "--quiet"},
      dir + "/tourney.out", dir + "/tourney.err");

  // Mid-run: both replicas have answered, then the first is killed.
  ASSERT_TRUE(Eventually(
      [&] { return CountLines(results) >= 60 && Decisions(first) > 0 && Decisions(second) > 0; },
      seconds(60)))
      << ReadAll(dir + "/tourney.err");
  ASSERT_LT(CountLines(results), 300) << "the tournament ended before the kill";
  kill(first.pid, SIGKILL);
  waitpid(first.pid, nullptr, 0);
  const int second_before = Decisions(second);

  const std::optional<int> status = WaitFor(tourney, seconds(120));
  ASSERT_TRUE(status.has_value()) << "still running";
  EXPECT_EQ(ExitCode(*status), 0) << ReadAll(dir + "/tourney.err");
  kill(second.pid, SIGKILL);
  waitpid(second.pid, nullptr, 0);

  absl::StatusOr<harness::LoadedResults> loaded = harness::ReadResults(results);
  ASSERT_TRUE(loaded.ok()) << loaded.status();
  EXPECT_EQ(loaded->records.size(), 300u);
  for (const tourney::v1::GameRecord& record : loaded->records) {
    EXPECT_EQ(record.termination(), "normal")
        << "game " << record.game_index() << ": " << record.termination_detail();
  }
  // Round robin used both; after the kill the second carried the pool alone.
  EXPECT_GT(Decisions(first), 100);
  EXPECT_GT(Decisions(second) - second_before, 100);
}

}  // namespace
}  // namespace tests
