// What an engine may take, through the tourney binary: the engines log
// stays under its cap however chatty an engine is (the full file moves to
// .1), an engine that allocates past its memory_mb dies and loses its games
// while the harness plays on, and Prepare has a deadline of its own.
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/results/results_log.h"
#include "harness/testing/memory_use.h"
#include "tests/tournament_test_util.h"
#include "tests/tourney_process.h"

namespace tests {
namespace {

using std::chrono::seconds;

// The faulty engine over binary stdio with `keys` added, against random.
std::vector<std::string> RunArgs(const std::string& keys, const std::string& results,
                                 const std::vector<std::string>& more = {}) {
  std::vector<std::string> args = {
      "run",
      "--engine",
      absl::StrCat("name=f,cmd=engines/testing/faulty_engine,args=--stdio=proto,protocol=proto,",
                   keys),
      "--engine",
      "name=r,builtin=random",
      "--games",
      "2",
      "--seed",
      "11",
      "--results",
      results,
      "--builtin-dir",
      "engines"};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

struct Finished {
  int exit_code = -2;
  std::string err;
  std::vector<tourney::v1::GameRecord> records;
};

Finished RunTourney(const std::vector<std::string>& args, const std::string& dir) {
  Finished finished;
  const std::optional<int> status = WaitFor(StartTourney(args, "", dir + ".err"), seconds(60));
  finished.err = ReadAll(dir + ".err");
  EXPECT_TRUE(status.has_value()) << "still running 60 s on";
  if (status) finished.exit_code = ExitCode(*status);
  if (absl::StatusOr<harness::LoadedResults> loaded = harness::ReadResults(dir + "/results.jsonl");
      loaded.ok()) {
    finished.records = loaded->records;
  }
  return finished;
}

int64_t SizeOf(const std::string& path) {
  std::error_code error;
  const auto size = std::filesystem::file_size(path, error);
  return error ? -1 : static_cast<int64_t>(size);
}

TEST(EngineLimitsTest, AChattyEngineCannotGrowTheEnginesLogPastItsCap) {
  const std::string dir = ScratchPath("chatty");
  const std::string results = dir + "/results.jsonl";
  // 64 KiB of stderr a decision: about 2 MiB a game through a 1 MiB cap.
  const Finished run =
      RunTourney(RunArgs("option.chatter=65536", results, {"--engine-log-max-mb", "1"}), dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  ASSERT_EQ(run.records.size(), 2u);
  ExpectAllNormal(run.records);
  int64_t decisions = 0;
  for (const tourney::v1::GameRecord& record : run.records) {
    for (const tourney::v1::MoveRecord& decision : record.decisions()) {
      decisions += record.players(decision.seat()).name() == "f";
    }
  }
  ASSERT_GT(decisions * 65536, int64_t{3} << 20) << "too little chatter to fill the log twice";
  const std::string log = results + ".engines.log";
  EXPECT_GT(SizeOf(log), 0);
  EXPECT_LE(SizeOf(log), int64_t{1} << 20);
  EXPECT_GT(SizeOf(log + ".1"), 0);
  EXPECT_LE(SizeOf(log + ".1"), int64_t{1} << 20);
  EXPECT_EQ(ReadAll(log).rfind(absl::StrCat("tourney: the engines log reached its cap of 1048576 "
                                            "bytes (--engine-log-max-mb); what came before is in ",
                                            log, ".1\n"),
                               0),
            0u);
}

TEST(EngineLimitsTest, AnEngineThatAllocatesPastItsMemoryLimitLosesAndTheHarnessPlaysOn) {
  if (!harness::AddressSpaceLimitsApply()) {
    GTEST_SKIP() << "memory_mb (RLIMIT_AS) and ASan's or TSan's shadow memory exclude each other";
  }
  const std::string dir = ScratchPath("memory_limit");
  // 512 MiB at each decision: fine without a limit...
  const Finished free_run = RunTourney(
      RunArgs("option.allocate_mb=512", ScratchPath("no_memory_limit") + "/results.jsonl"),
      ScratchPath("no_memory_limit"));
  ASSERT_EQ(free_run.exit_code, 0) << free_run.err;
  ASSERT_EQ(free_run.records.size(), 2u);
  ExpectAllNormal(free_run.records);
  // ... fatal under 128 MiB: each game is lost, by a crash that says so.
  const Finished run =
      RunTourney(RunArgs("memory_mb=128,option.allocate_mb=512", dir + "/results.jsonl"), dir);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  ASSERT_EQ(run.records.size(), 2u);
  for (const tourney::v1::GameRecord& record : run.records) {
    EXPECT_EQ(record.termination(), "crash");
    EXPECT_EQ(record.players(record.fault_seat()).name(), "f");
    EXPECT_NE(record.termination_detail().find("killed by signal 6 (Aborted) under memory_mb=128"),
              std::string::npos)
        << record.termination_detail();
  }
  EXPECT_NE(ReadAll(dir + "/results.jsonl.engines.log").find("std::bad_alloc"), std::string::npos);
}

TEST(EngineLimitsTest, PrepareHasItsOwnDeadline) {
  const std::string dir = ScratchPath("slow_prepare");
  const auto started = std::chrono::steady_clock::now();
  const Finished run = RunTourney(
      RunArgs("option.prepare_ms=20000", dir + "/results.jsonl", {"--prepare-timeout-ms", "300"}),
      dir);
  EXPECT_EQ(run.exit_code, 1) << run.err;
  EXPECT_NE(run.err.find("tourney: engine f: Prepare took longer than its 300 ms "
                         "(prepare_timeout_ms, --prepare-timeout-ms); Prepare on "),
            std::string::npos)
      << run.err;
  // Not the 20 s the engine wanted, nor the default 300 s.
  EXPECT_LT(std::chrono::steady_clock::now() - started, seconds(15));
  EXPECT_TRUE(run.records.empty());

  // Given the time, the same engine plays.
  const std::string patient = ScratchPath("patient_prepare");
  const Finished ok = RunTourney(RunArgs("option.prepare_ms=500", patient + "/results.jsonl",
                                         {"--prepare-timeout-ms", "10000"}),
                                 patient);
  EXPECT_EQ(ok.exit_code, 0) << ok.err;
  EXPECT_EQ(ok.records.size(), 2u);
}

}  // namespace
}  // namespace tests
