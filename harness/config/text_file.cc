#include "harness/config/text_file.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"

namespace harness {

absl::StatusOr<std::string> ReadTextFile(const std::string& path, const std::string& what) {
  const auto refuse = [&](const char* why) {
    return absl::NotFoundError(
        absl::StrCat("cannot read ", what, what.empty() ? "" : " ", path, ": ", why));
  };
  std::error_code error;
  const std::filesystem::file_status status = std::filesystem::status(path, error);
  if (!std::filesystem::exists(status)) return refuse("no such file");
  // An ifstream opens a directory and reads it as empty.
  if (std::filesystem::is_directory(status)) return refuse("is a directory");
  std::ifstream file(path);
  if (!file) return refuse("not readable");
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

}  // namespace harness
