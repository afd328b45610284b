// The `tourney check` and `tourney run` binaries as an author meets them:
// exit codes, the printed lines, the written request, and the error for an
// --engine value the shell split at a space.
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "gtest/gtest.h"
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

}  // namespace
}  // namespace tests
