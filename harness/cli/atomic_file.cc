#include "harness/cli/atomic_file.h"

#include <filesystem>
#include <fstream>

#include "absl/strings/str_cat.h"

namespace harness {

absl::Status WriteAtomically(const std::string& path, const std::string& text) {
  const std::string temporary = path + ".writing";
  {
    std::ofstream out(temporary, std::ios::trunc);
    out << text;
    if (!out.flush()) return absl::InternalError(absl::StrCat("cannot write ", temporary));
  }
  std::error_code error;
  std::filesystem::rename(temporary, path, error);
  if (error)
    return absl::InternalError(absl::StrCat("cannot rename ", temporary, ": ", error.message()));
  return absl::OkStatus();
}

}  // namespace harness
