// A command that cannot be executed says why at once, and a missing file,
// one without execute permission and a directory each say so: all three
// once read as "exited with code 127" (or an address never printed).
#include <sys/stat.h>

#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <string>

#include "gtest/gtest.h"
#include "harness/engine/engine_process.h"

namespace harness {
namespace {

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

absl::Status StartError(const std::string& command, ProcessIo io) {
  return EngineProcess::Start(command, {}, "", 5000, io).status();
}

TEST(EngineProcessTest, ACommandThatCannotRunSaysWhy) {
  const std::string text = TempPath("not_executable.sh");
  std::ofstream(text) << "#!/bin/sh\necho 127.0.0.1:1\n";
  ASSERT_EQ(::chmod(text.c_str(), 0644), 0);
  const std::string dir = TempPath("a_directory");
  ASSERT_TRUE(::mkdir(dir.c_str(), 0755) == 0 || errno == EEXIST);
  for (ProcessIo io : {ProcessIo::kStdio, ProcessIo::kPrintsAddress}) {
    absl::Status missing = StartError("/nonexistent/bot", io);
    EXPECT_EQ(missing.code(), absl::StatusCode::kNotFound);
    EXPECT_EQ(missing.message(), "cannot start /nonexistent/bot: no such file");
    EXPECT_EQ(StartError("no-such-engine-on-path-42", io).message(),
              "cannot start no-such-engine-on-path-42: no such command on PATH");
    absl::Status denied = StartError(text, io);
    EXPECT_EQ(denied.code(), absl::StatusCode::kPermissionDenied);
    EXPECT_EQ(denied.message(),
              "cannot start " + text + ": not executable (no execute permission)");
    EXPECT_EQ(StartError(dir, io).message(), "cannot start " + dir + ": is a directory");
  }
}

// A failure before the command ran is the machine's; one after, the
// engine's (a league blames a bot only for the second).
TEST(EngineProcessTest, StartTellsWhetherTheCommandRan) {
  bool launched = true;
  EXPECT_FALSE(
      EngineProcess::Start("/nonexistent/bot", {}, "", 5000, ProcessIo::kStdio, {}, &launched)
          .ok());
  EXPECT_FALSE(launched);
  const std::string quits = TempPath("quits_at_once.sh");
  std::ofstream(quits) << "#!/bin/sh\nexit 3\n";
  ASSERT_EQ(::chmod(quits.c_str(), 0755), 0);
  EXPECT_FALSE(
      EngineProcess::Start(quits, {}, "", 5000, ProcessIo::kPrintsAddress, {}, &launched).ok());
  EXPECT_TRUE(launched);
}

TEST(EngineProcessTest, AnExecutableStarts) {
  const std::string script = TempPath("prints_address.sh");
  std::ofstream(script) << "#!/bin/sh\necho 127.0.0.1:1\nsleep 30\n";
  ASSERT_EQ(::chmod(script.c_str(), 0755), 0);
  absl::StatusOr<std::unique_ptr<EngineProcess>> process =
      EngineProcess::Start(script, {}, "", 5000, ProcessIo::kPrintsAddress);
  ASSERT_TRUE(process.ok()) << process.status();
  EXPECT_EQ((*process)->address(), "127.0.0.1:1");
}

}  // namespace
}  // namespace harness
