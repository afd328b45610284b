// The `tourney check` and `tourney run` binaries as an author meets them:
// exit codes, the printed lines, the written request, the error for an
// --engine value the shell split at a space, and one line per mistake.
#include <sys/wait.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/config/number_ranges.h"
#include "harness/config/tournament_config.h"
#include "tests/tournament_test_util.h"

namespace tests {
namespace {

struct Ran {
  int exit_code = -1;
  std::string output;  // stdout and stderr
};

// Runs `harness/tourney ARGS` through the shell, as a user would type it.
Ran Tourney(const std::string& args) {
  Ran ran;
  FILE* pipe = popen(("harness/tourney " + args + " 2>&1").c_str(), "r");
  if (pipe == nullptr) return ran;
  char buffer[4096];
  while (size_t read = fread(buffer, 1, sizeof buffer, pipe)) ran.output.append(buffer, read);
  const int status = pclose(pipe);
  ran.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return ran;
}

constexpr char kQuick[] = " --games 2 --move-time-ms 20 --builtin-dir engines";

TEST(CheckCommandTest, AHealthyEnginePassesWithExitCodeZero) {
  const Ran ran = Tourney(std::string("check --engine name=rnd,builtin=random") + kQuick);
  EXPECT_EQ(ran.exit_code, 0) << ran.output;
  EXPECT_NE(ran.output.find("PASS games"), std::string::npos) << ran.output;
  EXPECT_NE(ran.output.find("rnd: every check passed"), std::string::npos) << ran.output;
}

TEST(CheckCommandTest, AFaultyEngineFailsWithExitCodeOneAndItsRequestOnDisk) {
  const std::string out = ScratchPath("check_out");
  const Ran ran = Tourney(
      std::string("check --engine name=bad,cmd=engines/testing/faulty_engine,option.fault=illegal"
                  " --out ") +
      out + kQuick);
  EXPECT_EQ(ran.exit_code, 1) << ran.output;
  EXPECT_NE(ran.output.find("FAIL games"), std::string::npos) << ran.output;
  EXPECT_NE(ran.output.find("by illegal_action: illegal move"), std::string::npos) << ran.output;
  EXPECT_NE(ran.output.find("SKIP option_extremes"), std::string::npos) << ran.output;
  EXPECT_TRUE(std::filesystem::exists(out + "/check-failure-bad.json")) << ran.output;
}

TEST(CheckCommandTest, PrepareGetsTheDeadlineItIsGiven) {
  const auto started = std::chrono::steady_clock::now();
  const Ran ran = Tourney(std::string("check --engine name=slow,cmd=engines/testing/faulty_engine,"
                                      "option.prepare_ms=20000 --prepare-timeout-ms 300 --out ") +
                          ScratchPath("check_prepare") + kQuick);
  EXPECT_EQ(ran.exit_code, 1) << ran.output;
  EXPECT_NE(
      ran.output.find("FAIL prepare         engine slow: Prepare took longer than its 300 ms"),
      std::string::npos)
      << ran.output;
  // Not the 20 s the engine wanted, nor the default 300 s.
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(15));
}

// A JSON-lines bot checked without protocol=jsonl reads EOF (or waits) on
// stdin and never prints an address: the error says what is likely wrong.
TEST(CheckCommandTest, AJsonLinesBotWithoutItsProtocolGetsAHint) {
  const Ran ran = Tourney("check --engine name=mine,cmd=examples/stdio_bots/random_bot.py --out " +
                          ScratchPath("check_jsonl") + kQuick + " </dev/null");
  EXPECT_EQ(ran.exit_code, 1) << ran.output;
  EXPECT_NE(ran.output.find("ended before printing its address"), std::string::npos) << ran.output;
  EXPECT_NE(ran.output.find("a JSON-lines bot (it waits for requests on stdin) needs "
                            "protocol=jsonl in its engine spec"),
            std::string::npos)
      << ran.output;
}

TEST(CheckCommandTest, UsageErrorsExitWithTwo) {
  EXPECT_EQ(Tourney("check").exit_code, 2);
  EXPECT_EQ(
      Tourney("check --engine name=a,builtin=random --engine name=b,builtin=random").exit_code, 2);
}

TEST(CheckCommandTest, AnArgsValueSplitByTheShellIsNamed) {
  for (const char* command : {"run", "check"}) {
    const Ran ran = Tourney(std::string(command) +
                            " --engine name=x,cmd=./bot,args=--level 5 --builtin-dir engines");
    EXPECT_EQ(ran.exit_code, 1) << ran.output;
    EXPECT_EQ(ran.output,
              "tourney: '5' looks like part of the previous --engine's args= (the shell split "
              "the value at a space); quote the whole value: --engine "
              "'name=x,cmd=./bot,args=--level 5'\n");
  }
}

// Input that once gave a misleading message (or none) gets its own line.
TEST(RunCommandTest, EachMistakeGetsItsOwnLine) {
  const std::string scratch = ScratchPath("mistakes");
  std::filesystem::create_directories(scratch);
  const std::string text_file = scratch + "/bot.sh";
  std::ofstream(text_file) << "#!/bin/sh\n";
  std::filesystem::permissions(
      text_file, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  const std::string two = " --engine name=a,builtin=random --engine name=b,builtin=random";
  const std::string run = " --builtin-dir engines --quiet --games 2 --results " + scratch;
  struct Case {
    std::string args;
    std::string line;
  };
  const Case cases[] = {
      {"run --games --seed 3" + two,
       "--games needs a value, got the flag --seed (a value that starts with -- goes after '=': "
       "--games=VALUE)"},
      {"run --seed 0" + two,
       "--seed 0: expected a whole number from 1 to 18446744073709551615, or --seed random for "
       "a seed picked at random (printed and recorded)"},
      {"check --seed 0 --engine name=a,builtin=random",
       "--seed 0: expected a whole number from 1 to 18446744073709551615, or --seed random for "
       "a seed picked at random (printed and recorded)"},
      {"run " + scratch + two, "cannot read config file " + scratch + ": is a directory"},
      {"run --engine name=a,builtin=random --engine name=b,cmd=/nonexistent/bot" + run +
           "/missing.jsonl",
       "engine b: cannot start /nonexistent/bot: no such file"},
      {"run --engine name=a,builtin=random --engine name=b,cmd=" + text_file + run +
           "/denied.jsonl",
       "engine b: cannot start " + text_file + ": not executable (no execute permission)"},
      {"run --engine name=a,builtin=random --engine name=b,cmd=" + scratch + run + "/dir.jsonl",
       "engine b: cannot start " + scratch + ": is a directory"},
      {"run --engine name=a,builtin=random --engine name=b,builtin=reversi,option.noise=nan" + run +
           "/nan.jsonl",
       "engine b: option noise=nan: not a finite number"},
      {"run --games 2000000000" + two,
       "games_per_pairing (--games): 2000000000: expected 1..10000000 games (rounded up to "
       "whole seat rotations)"},
  };
  for (const Case& c : cases) {
    const Ran ran = Tourney(c.args);
    EXPECT_EQ(ran.exit_code, 1) << c.args;
    EXPECT_EQ(ran.output, "tourney: " + c.line + "\n") << c.args;
  }
}

// --seed random picks a seed at random, prints it and records it.
TEST(RunCommandTest, SeedRandomIsPrintedAndRecorded) {
  const std::string results = ScratchPath("seed_random") + "/results.jsonl";
  const Ran ran = Tourney(
      "run --seed random --engine name=a,builtin=random --engine name=b,builtin=random "
      "--games 2 --builtin-dir engines --results " +
      results);
  ASSERT_EQ(ran.exit_code, 0) << ran.output;
  absl::StatusOr<tourney::v1::TournamentConfig> saved =
      harness::LoadTournamentConfig(results + ".config.txtpb");
  ASSERT_TRUE(saved.ok()) << saved.status();
  ASSERT_NE(saved->seed(), 0u);
  EXPECT_NE(ran.output.find(absl::StrCat(", seed ", saved->seed(), ",")), std::string::npos)
      << ran.output;
}

// --help prints every number's range, from the table the checks use.
TEST(RunCommandTest, HelpStatesTheRanges) {
  const Ran ran = Tourney("--help");
  EXPECT_EQ(ran.exit_code, 0);
  for (const std::string& line :
       {harness::RangeHelpLine(harness::kGamesPerPairing),
        harness::RangeHelpLine(harness::kMoveTimeMs), harness::RangeHelpLine(harness::kBaseMs),
        harness::RangeHelpLine(harness::kResignScore)}) {
    EXPECT_NE(ran.output.find(line), std::string::npos) << line;
  }
}

}  // namespace
}  // namespace tests
