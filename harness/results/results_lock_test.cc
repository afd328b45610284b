#include "harness/results/results_lock.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/results/results_log.h"

namespace harness {
namespace {

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/" + name;
}

std::string Message(const absl::StatusOr<std::unique_ptr<ResultsLock>>& lock) {
  return std::string(lock.status().message());
}

// What the refusal starts with when process `pid` holds the lock.
std::string RefusalStart(const std::string& results, pid_t pid) {
  return absl::StrCat(results, " is in use by another harness (pid ", pid, " on ");
}

TEST(ResultsLockTest, ASecondWriterRefusesInOneLineNamingTheHolder) {
  const std::string results = TempPath("second/results.jsonl");
  absl::StatusOr<std::unique_ptr<ResultsLock>> first = ResultsLock::Acquire(results);
  ASSERT_TRUE(first.ok()) << first.status();
  // Another open of the same log, here from another thread of this process.
  absl::StatusOr<std::unique_ptr<ResultsLock>> second;
  std::thread([&] { second = ResultsLock::Acquire(results); }).join();
  ASSERT_FALSE(second.ok());
  const std::string message = Message(second);
  EXPECT_EQ(message.rfind(RefusalStart(results, getpid()), 0), 0u) << message;
  EXPECT_NE(message.find("results_lock_test"), std::string::npos) << message;  // the command
  EXPECT_NE(message.find("): wait for it to end, or pass another --results"), std::string::npos)
      << message;
  EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  // Let go: the next writer gets it, and no lock file is left behind.
  first->reset();
  EXPECT_FALSE(std::filesystem::exists(results + ".lock"));
  EXPECT_TRUE(ResultsLock::Acquire(results).ok());
}

// Issue 31: while run A wrote a/results.jsonl, `ln a/results.jsonl
// b/results.jsonl` and a resume on b/results.jsonl cut off A's record in
// progress. The log's inode is locked, so the link is refused: by the lock
// a run takes, and by the log's writer (`merge --out` writes through it).
TEST(ResultsLockTest, AHardLinkToALogBeingWrittenIsRefused) {
  const std::string written = TempPath("linked/a/results.jsonl");
  const std::string link = TempPath("linked/b/results.jsonl");
  std::filesystem::create_directories(TempPath("linked/b"));
  int ready[2], hold[2];
  ASSERT_EQ(pipe(ready), 0);
  ASSERT_EQ(pipe(hold), 0);
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    ::close(hold[1]);  // so that the parent closing its end ends the wait
    // Run A: its lock, then its log open for appending.
    absl::StatusOr<std::unique_ptr<ResultsLock>> lock = ResultsLock::Acquire(written);
    absl::StatusOr<std::unique_ptr<ResultsLog>> log = ResultsLog::Open(written, 0);
    const char ok = lock.ok() && log.ok() ? 'y' : 'n';
    if (::write(ready[1], &ok, 1) != 1) _exit(1);
    char c;
    (void)!::read(hold[0], &c, 1);
    _exit(0);
  }
  char ok = 0;
  ASSERT_EQ(::read(ready[0], &ok, 1), 1);
  ASSERT_EQ(ok, 'y');
  ASSERT_EQ(::link(written.c_str(), link.c_str()), 0);
  const std::string refusal =
      link +
      " is being written by another harness under another name (a hard link to a log in use): "
      "wait for it to end, or pass another --results";
  EXPECT_EQ(Message(ResultsLock::Acquire(link)), refusal);
  EXPECT_EQ(ResultsLog::Open(link, 0).status().message(), refusal);
  EXPECT_FALSE(std::filesystem::exists(link + ".lock"));
  ::close(hold[1]);
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  // Run A has ended: the link is a log like any other.
  EXPECT_TRUE(ResultsLock::Acquire(link).ok());
  for (int fd : {ready[0], ready[1], hold[0]}) ::close(fd);
}

TEST(ResultsLockTest, AnotherProcessHoldingTheLockIsNamedAndAKilledOneFreesIt) {
  const std::string results = TempPath("process/results.jsonl");
  int ready[2], hold[2];
  ASSERT_EQ(pipe(ready), 0);
  ASSERT_EQ(pipe(hold), 0);
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    close(hold[1]);
    absl::StatusOr<std::unique_ptr<ResultsLock>> lock = ResultsLock::Acquire(results);
    const char byte = lock.ok() ? 'y' : 'n';
    (void)!write(ready[1], &byte, 1);
    char never;
    (void)!read(hold[0], &never, 1);  // holds the lock until killed (or this test ends)
    _exit(0);
  }
  close(ready[1]);
  close(hold[0]);
  char byte = 0;
  ASSERT_EQ(read(ready[0], &byte, 1), 1);
  ASSERT_EQ(byte, 'y');
  const std::string message = Message(ResultsLock::Acquire(results));
  EXPECT_EQ(message.rfind(RefusalStart(results, child), 0), 0u) << message;
  // Killed without a chance to clean up: its lock file stays, but the
  // kernel dropped the lock, so the log is free.
  kill(child, SIGKILL);
  waitpid(child, nullptr, 0);
  EXPECT_TRUE(std::filesystem::exists(results + ".lock"));
  absl::StatusOr<std::unique_ptr<ResultsLock>> after = ResultsLock::Acquire(results);
  EXPECT_TRUE(after.ok()) << after.status();
  close(ready[0]);
  close(hold[1]);
}

// Holders come and go (each removing the lock file as it lets go): never
// two at once.
TEST(ResultsLockTest, NeverTwoHoldersWhileTheyComeAndGo) {
  const std::string results = TempPath("churn/results.jsonl");
  std::atomic<int> holders{0};
  std::atomic<int> most{0};
  std::atomic<int> acquired{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < 300; ++i) {
        absl::StatusOr<std::unique_ptr<ResultsLock>> lock = ResultsLock::Acquire(results);
        if (!lock.ok()) continue;
        const int now = ++holders;
        int seen = most.load();
        while (now > seen && !most.compare_exchange_weak(seen, now)) {
        }
        std::this_thread::sleep_for(std::chrono::microseconds(200));  // a while, as a writer
        ++acquired;
        --holders;
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_EQ(most.load(), 1);
  EXPECT_GT(acquired.load(), 0);
}

}  // namespace
}  // namespace harness
