#include "harness/cli/atomic_file.h"

#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "absl/strings/str_cat.h"

namespace harness {

absl::Status WriteAtomically(const std::string& path,
                             const std::function<absl::Status(std::ostream&)>& write) {
  // One temporary per process and call: two harnesses writing the same page
  // (shards sharing a directory) must not write into, or rename away, each
  // other's temporary.
  static std::atomic<uint64_t> calls{0};
  const std::string temporary = absl::StrCat(path, ".writing-", getpid(), "-", calls.fetch_add(1));
  {
    std::ofstream out(temporary, std::ios::trunc);
    if (!out.is_open()) {
      // Why, in the words of the file system: a missing directory, a
      // read-only one, a full disk.
      return absl::UnavailableError(
          absl::StrCat("cannot write ", path, ": ", std::strerror(errno)));
    }
    absl::Status written = write(out);
    if (written.ok() && !out.flush())
      written = absl::InternalError(absl::StrCat("cannot write ", temporary));
    if (!written.ok()) {
      out.close();
      std::error_code ignored;
      std::filesystem::remove(temporary, ignored);
      return written;
    }
  }
  std::error_code error;
  std::filesystem::rename(temporary, path, error);
  if (error) {
    std::error_code ignored;
    std::filesystem::remove(temporary, ignored);  // names are per call: none would be reused
    return absl::InternalError(absl::StrCat("cannot rename ", temporary, ": ", error.message()));
  }
  return absl::OkStatus();
}

absl::Status WriteAtomically(const std::string& path, const std::string& text) {
  return WriteAtomically(path, [&text](std::ostream& out) {
    out << text;
    return absl::OkStatus();
  });
}

}  // namespace harness
