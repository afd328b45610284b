// Paths given to a program started by `bazel run`: relative to the
// directory the command was typed in, not the runfiles tree it runs in.
#ifndef BENCH_INVOKED_PATH_H_
#define BENCH_INVOKED_PATH_H_

#include <cstdlib>
#include <filesystem>
#include <string>

namespace bench {

// `path` as the user meant it: absolute, found from here (a runfile), or
// relative to where `bazel run` was started.
inline std::string InvokedPath(const std::string& path) {
  const char* invoked_from = std::getenv("BUILD_WORKING_DIRECTORY");
  if (path.empty() || path[0] == '/' || !invoked_from || std::filesystem::exists(path)) return path;
  return std::string(invoked_from) + "/" + path;
}

}  // namespace bench

#endif  // BENCH_INVOKED_PATH_H_
