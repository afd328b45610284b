// An engine's process group dies with it: what a wrapper script started is
// killed when the EngineProcess ends, and when the wrapper exits by itself.
#include "harness/engine/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>

#include "gtest/gtest.h"

namespace harness {
namespace {

// A wrapper that starts a long sleep as its child, prints the child's pid,
// then runs `then`.
std::unique_ptr<EngineProcess> StartWrapper(const std::string& then, pid_t* child) {
  absl::StatusOr<std::unique_ptr<EngineProcess>> process = EngineProcess::Start(
      "/bin/sh", {"-c", "sleep 300 & echo $!; " + then}, "", 0, ProcessIo::kStdio);
  EXPECT_TRUE(process.ok()) << process.status();
  if (!process.ok()) return nullptr;
  std::string line;
  char c;
  pollfd ready = {(*process)->stdout_fd(), POLLIN, 0};
  while (line.find('\n') == std::string::npos && ::poll(&ready, 1, 10000) == 1 &&
         ::read((*process)->stdout_fd(), &c, 1) == 1) {
    line += c;
  }
  *child = std::atoi(line.c_str());
  EXPECT_GT(*child, 0) << line;
  return *std::move(process);
}

// Whether `pid` runs (a zombie does not). With read(2): a process reaped
// while its stat is read fails the read (ESRCH), which a stream throws.
bool Runs(pid_t pid) {
  const int fd = ::open(("/proc/" + std::to_string(pid) + "/stat").c_str(), O_RDONLY);
  if (fd < 0) return false;
  char buffer[1024];
  const ssize_t n = ::read(fd, buffer, sizeof buffer);
  ::close(fd);
  if (n <= 0) return false;
  const std::string text(buffer, static_cast<size_t>(n));
  const size_t close = text.rfind(')');
  return close != std::string::npos && close + 2 < text.size() && text[close + 2] != 'Z';
}

// Whether `pid` stops running within 5 s (a SIGKILL takes a moment).
bool Ends(pid_t pid) {
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (Runs(pid)) {
    if (std::chrono::steady_clock::now() >= give_up) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return true;
}

TEST(EngineProcessTest, EndingTheEngineKillsWhatItStarted) {
  pid_t child = 0;
  std::unique_ptr<EngineProcess> process = StartWrapper("wait", &child);
  ASSERT_NE(process, nullptr);
  ASSERT_TRUE(Runs(child));
  process.reset();
  EXPECT_TRUE(Ends(child));
}

TEST(EngineProcessTest, AnEngineThatExitsTakesWhatItStartedAlong) {
  pid_t child = 0;
  std::unique_ptr<EngineProcess> process = StartWrapper("exit 3", &child);
  ASSERT_NE(process, nullptr);
  EXPECT_EQ(process->ExitStatus(5000), "exited with code 3");
  // Still held by `process`, yet killed when the wrapper was found gone.
  EXPECT_TRUE(Ends(child));
}

}  // namespace
}  // namespace harness
