#include "harness/cli/slurm_binaries.h"

#include <filesystem>
#include <set>
#include <system_error>

#include "absl/strings/str_cat.h"

namespace harness {
namespace {

// `from` to `to` (its directories made), replacing a read-only earlier copy.
absl::Status CopyExecutable(const std::string& from, const std::string& to) {
  std::error_code error;
  std::filesystem::create_directories(std::filesystem::path(to).parent_path(), error);
  if (!error) std::filesystem::remove(to, error);
  if (!error) std::filesystem::copy_file(from, to, error);
  if (error) {
    return absl::FailedPreconditionError(
        absl::StrCat("cannot copy ", from, " to ", to, ": ", error.message()));
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<SlurmBinaries> CopySlurmBinaries(const std::string& tourney,
                                                const std::string& builtin_dir,
                                                const tourney::v1::TournamentConfig& config,
                                                const std::string& dest) {
  SlurmBinaries copies = {dest + "/tourney", dest + "/engines"};
  absl::Status copied = CopyExecutable(tourney, copies.tourney);
  std::set<std::string> builtins;
  for (const tourney::v1::EngineSpec& engine : config.engines()) {
    if (!engine.builtin().empty()) builtins.insert(engine.builtin());
  }
  for (const std::string& name : builtins) {
    if (!copied.ok()) break;
    const std::string file = absl::StrCat("/", name, "/", name, "_engine");
    copied = CopyExecutable(builtin_dir + file, copies.builtin_dir + file);
  }
  if (!copied.ok()) return copied;
  return copies;
}

}  // namespace harness
