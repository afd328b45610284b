// The engines log keeps its cap: past it the file moves to PATH.1 and starts
// afresh with a line saying so, so at most twice the cap is ever on disk;
// a pump copies a pipe into it and stops without waiting for the writer.
#include "harness/engine/engine_log.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "harness/engine/engine_process.h"

namespace harness {
namespace {

std::string TempPath(const std::string& name) {
  const std::string dir = absl::StrCat(std::getenv("TEST_TMPDIR"), "/", name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir + "/engines.log";
}

std::string ReadAll(const std::string& path) {
  std::ifstream file(path);
  return std::string(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

int64_t SizeOf(const std::string& path) {
  return static_cast<int64_t>(std::filesystem::file_size(path));
}

constexpr char kRotated[] = "tourney: the engines log reached its cap of ";

TEST(EngineLogTest, PastTheCapTheLogMovesToDotOneAndStartsAfresh) {
  const std::string path = TempPath("rotate");
  absl::StatusOr<std::shared_ptr<EngineLog>> log = EngineLog::Open(path, 1000);
  ASSERT_TRUE(log.ok()) << log.status();
  for (char c = 'a'; c <= 't'; ++c) (*log)->Append(std::string(150, c));
  // 3000 bytes through a 1000-byte cap: rotated more than once, the older
  // file replaced each time.
  const std::string current = ReadAll(path);
  const std::string older = ReadAll(path + ".1");
  EXPECT_LE(SizeOf(path), 1000);
  EXPECT_LE(SizeOf(path + ".1"), 1000);
  EXPECT_EQ(current.rfind(kRotated, 0), 0u) << current;
  const std::string line = absl::StrCat(
      kRotated, "1000 bytes (--engine-log-max-mb); what came before is in ", path, ".1\n");
  ASSERT_EQ(current.rfind(line, 0), 0u) << current;
  EXPECT_EQ(older.find(std::string(150, 'a')), std::string::npos);
  // Whole chunks in order: the current file takes up where the older ends,
  // and ends with the newest.
  ASSERT_FALSE(older.empty());
  EXPECT_EQ(current[line.size()], older.back() + 1) << older << current;
  EXPECT_TRUE(absl::EndsWith(current, std::string(150, 't'))) << current;
}

TEST(EngineLogTest, OnePathIsOneLogAndItsOldSizeCounts) {
  const std::string path = TempPath("shared");
  std::ofstream(path) << std::string(150, 'o');
  absl::StatusOr<std::shared_ptr<EngineLog>> first = EngineLog::Open(path, 200);
  absl::StatusOr<std::shared_ptr<EngineLog>> second = EngineLog::Open(path, 999999);
  ASSERT_TRUE(first.ok() && second.ok());
  EXPECT_EQ(first->get(), second->get());
  (*second)->Append(std::string(40, 'x'));
  EXPECT_EQ(SizeOf(path), 190);
  (*first)->Append(std::string(40, 'y'));  // 230 > 200: what was there moves
  EXPECT_EQ(ReadAll(path + ".1"), std::string(150, 'o') + std::string(40, 'x'));
  EXPECT_TRUE(absl::EndsWith(ReadAll(path), std::string(40, 'y')));
}

// A warning keyed by its engine is written once, whichever of the engine's
// processes (a restart) says it again.
TEST(EngineLogTest, AppendOnceWritesAKeyOnce) {
  const std::string path = TempPath("once");
  absl::StatusOr<std::shared_ptr<EngineLog>> log = EngineLog::Open(path, 1 << 20);
  ASSERT_TRUE(log.ok()) << log.status();
  (*log)->AppendOnce("unknown keys: a", "a, pid 1\n");
  (*log)->AppendOnce("unknown keys: a", "a, pid 2\n");
  (*log)->AppendOnce("unknown keys: b", "b, pid 3\n");
  EXPECT_EQ(ReadAll(path), "a, pid 1\nb, pid 3\n");
}

TEST(EngineLogTest, APumpCopiesWhatIsThereAndStopsWithoutWaitingForTheWriter) {
  const std::string path = TempPath("pump");
  absl::StatusOr<std::shared_ptr<EngineLog>> log = EngineLog::Open(path, 1 << 20);
  ASSERT_TRUE(log.ok());
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  {
    LogPump pump(fds[0], *log, "first\n");
    ASSERT_EQ(::write(fds[1], "second\n", 7), 7);
    // The write end stays open: the pump must stop on its own.
  }
  EXPECT_EQ(ReadAll(path), "first\nsecond\n");
  ::close(fds[0]);
  ::close(fds[1]);
}

// A chatty engine cannot fill the disk: 1.5 MB of stderr through a 200 KB
// cap leaves two files of at most 200 KB.
TEST(EngineLogTest, AChattyProcessKeepsTheCap) {
  const std::string path = TempPath("chatty");
  constexpr int64_t kCap = 200 << 10;
  SpawnLimits limits;
  limits.log_max_bytes = kCap;
  absl::StatusOr<std::unique_ptr<EngineProcess>> process =
      EngineProcess::Start("/bin/sh", {"-c", "head -c 1500000 /dev/zero | tr '\\0' x >&2"}, path, 0,
                           ProcessIo::kStdio, limits);
  ASSERT_TRUE(process.ok()) << process.status();
  EXPECT_EQ((*process)->ExitStatus(10000), "exited with code 0");
  process->reset();
  EXPECT_LE(SizeOf(path), kCap);
  EXPECT_LE(SizeOf(path + ".1"), kCap);
  EXPECT_EQ(ReadAll(path).rfind(kRotated, 0), 0u);
  // Nothing was lost but what rotated out: the newest output is all there.
  const std::string current = ReadAll(path);
  const size_t body = current.find('\n') + 1;
  EXPECT_EQ(current.find_first_not_of('x', body), std::string::npos);
}

}  // namespace
}  // namespace harness
