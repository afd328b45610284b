#include "harness/cli/atomic_file.h"

#include <filesystem>
#include <fstream>

#include "absl/strings/str_cat.h"

namespace harness {

absl::Status WriteAtomically(const std::string& path,
                             const std::function<absl::Status(std::ostream&)>& write) {
  const std::string temporary = path + ".writing";
  {
    std::ofstream out(temporary, std::ios::trunc);
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
  if (error)
    return absl::InternalError(absl::StrCat("cannot rename ", temporary, ": ", error.message()));
  return absl::OkStatus();
}

absl::Status WriteAtomically(const std::string& path, const std::string& text) {
  return WriteAtomically(path, [&text](std::ostream& out) {
    out << text;
    return absl::OkStatus();
  });
}

}  // namespace harness
