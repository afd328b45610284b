#include "harness/cli/atomic_file.h"

#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "gtest/gtest.h"

namespace harness {
namespace {

std::string ReadAll(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Shards of one tournament in one directory all write its ratings.txt and
// report.html; with a shared temporary name one of them failed ("cannot
// rename") and exited 1 (seen as a shard_merge_test failure under UBSan).
TEST(AtomicFileTest, TwoProcessesWritingOnePathBothSucceed) {
  const std::string path = std::string(getenv("TEST_TMPDIR")) + "/report.html";
  const std::string texts[2] = {std::string(200000, 'a'), std::string(300000, 'b')};
  pid_t children[2];
  for (int child = 0; child < 2; ++child) {
    children[child] = fork();
    ASSERT_GE(children[child], 0);
    if (children[child] == 0) {
      int failures = 0;
      for (int i = 0; i < 300; ++i) failures += !WriteAtomically(path, texts[child]).ok();
      _exit(failures == 0 ? 0 : 1);
    }
  }
  for (pid_t pid : children) {
    int status = 0;
    waitpid(pid, &status, 0);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "a writer failed";
  }
  const std::string final_text = ReadAll(path);
  EXPECT_TRUE(final_text == texts[0] || final_text == texts[1]) << final_text.size() << " bytes";
  // No temporary is left behind.
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(getenv("TEST_TMPDIR"))) {
    files += entry.path().string().find("report.html") != std::string::npos;
  }
  EXPECT_EQ(files, 1);
}

}  // namespace
// A file that cannot be made says which and why, and leaves nothing.
TEST(AtomicFileTest, AMissingDirectoryIsNamedWithTheReason) {
  const std::string path = std::string(getenv("TEST_TMPDIR")) + "/no/such/dir/out.jsonl";
  const absl::Status written = WriteAtomically(path, "x");
  EXPECT_FALSE(written.ok());
  EXPECT_EQ(written.message(), "cannot write " + path + ": No such file or directory");
  EXPECT_FALSE(std::filesystem::exists(std::string(getenv("TEST_TMPDIR")) + "/no"));
}

}  // namespace harness
