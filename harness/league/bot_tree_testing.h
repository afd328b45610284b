// Real directories for the league's bot-store tests, in the test's scratch
// directory.
#ifndef HARNESS_LEAGUE_BOT_TREE_TESTING_H_
#define HARNESS_LEAGUE_BOT_TREE_TESTING_H_

#include <sys/stat.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "gtest/gtest.h"

namespace harness::testing {

// A path under TEST_TMPDIR with nothing there yet.
inline std::string FreshPath(const std::string& name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  const std::string path = std::string(dir != nullptr ? dir : "/tmp") + "/" + name;
  std::filesystem::remove_all(path);
  return path;
}

// Writes `contents` to `path` (its parents made) with `mode`.
inline void WriteFile(const std::string& path, const std::string& contents, mode_t mode = 0644) {
  std::filesystem::create_directories(std::filesystem::path(path).parent_path());
  std::ofstream(path, std::ios::binary | std::ios::trunc) << contents;
  ASSERT_EQ(::chmod(path.c_str(), mode), 0) << path;
}

inline std::string ReadFile(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// A small bot: an executable, a data file, a nested file, an empty directory.
inline std::string SampleBot(const std::string& name) {
  const std::string dir = FreshPath(name);
  WriteFile(dir + "/run.sh", "#!/bin/sh\nexec ./engine\n", 0755);
  WriteFile(dir + "/weights/net.bin", std::string("\0\1\2\3\xff", 5));
  WriteFile(dir + "/README", "a bot\n");
  std::filesystem::create_directories(dir + "/logs");
  return dir;
}

}  // namespace harness::testing

#endif  // HARNESS_LEAGUE_BOT_TREE_TESTING_H_
