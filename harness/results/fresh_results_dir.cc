#include "harness/results/fresh_results_dir.h"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "absl/strings/str_cat.h"

namespace harness {
namespace {

constexpr int kMaxSuffix = 10000;

}  // namespace

absl::StatusOr<std::string> MakeFreshResultsDir(const std::string& root, absl::Time now) {
  std::error_code error;
  std::filesystem::create_directories(root, error);
  const std::string stamp =
      absl::StrCat(root, "/", absl::FormatTime("%Y%m%d-%H%M%S", now, absl::LocalTimeZone()));
  for (int suffix = 1; suffix <= kMaxSuffix; ++suffix) {
    const std::string dir = suffix == 1 ? stamp : absl::StrCat(stamp, "-", suffix);
    if (::mkdir(dir.c_str(), 0755) == 0) return dir;
    if (errno != EEXIST) {
      return absl::UnavailableError(
          absl::StrCat("cannot create results directory ", dir, ": ", std::strerror(errno)));
    }
  }
  return absl::UnavailableError(
      absl::StrCat("cannot create results directory ", stamp, ": ", kMaxSuffix, " taken"));
}

}  // namespace harness
