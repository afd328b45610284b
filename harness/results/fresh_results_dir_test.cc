#include "harness/results/fresh_results_dir.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "absl/synchronization/mutex.h"
#include "gtest/gtest.h"

namespace harness {
namespace {

std::string TempPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  const std::string path = std::string(dir ? dir : "/tmp") + "/" + name;
  std::filesystem::remove_all(path);
  return path;
}

TEST(FreshResultsDirTest, TwoTournamentsInTheSameSecondGetTwoDirectories) {
  const std::string root = TempPath("same_second");
  const absl::Time now = absl::FromUnixSeconds(1795000000);
  const std::string stamp =
      root + "/" + absl::FormatTime("%Y%m%d-%H%M%S", now, absl::LocalTimeZone());
  absl::StatusOr<std::string> first = MakeFreshResultsDir(root, now);
  absl::StatusOr<std::string> second = MakeFreshResultsDir(root, now);
  ASSERT_TRUE(first.ok()) << first.status();
  ASSERT_TRUE(second.ok()) << second.status();
  EXPECT_EQ(*first, stamp);
  EXPECT_EQ(*second, stamp + "-2");
  EXPECT_TRUE(std::filesystem::is_directory(*second));
}

TEST(FreshResultsDirTest, RacingStartsEachGetTheirOwnDirectory) {
  const std::string root = TempPath("racing");
  const absl::Time now = absl::FromUnixSeconds(1795000000);
  absl::Mutex mutex;
  std::set<std::string> dirs;
  std::vector<std::thread> threads;
  constexpr int kStarts = 16;
  for (int i = 0; i < kStarts; ++i) {
    threads.emplace_back([&] {
      absl::StatusOr<std::string> dir = MakeFreshResultsDir(root, now);
      ASSERT_TRUE(dir.ok()) << dir.status();
      absl::MutexLock lock(&mutex);
      dirs.insert(*dir);
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_EQ(dirs.size(), static_cast<size_t>(kStarts));
}

TEST(FreshResultsDirTest, ARootThatIsAFileIsAClearError) {
  const std::string root = TempPath("a_file");
  { std::ofstream(root) << "x"; }
  absl::StatusOr<std::string> dir = MakeFreshResultsDir(root, absl::FromUnixSeconds(0));
  ASSERT_FALSE(dir.ok());
  EXPECT_EQ(
      std::string(dir.status().message()).rfind("cannot create results directory " + root + "/", 0),
      0u)
      << dir.status();
}

}  // namespace
}  // namespace harness
