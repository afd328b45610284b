#include "engines/yacht/table_cache.h"

#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace yacht {
namespace {

constexpr char kMagic[8] = {'Y', 'A', 'C', 'H', 'T', 'T', 'B', 'L'};
constexpr uint32_t kFormatVersion = 1;

// FNV-1a over bytes.
uint64_t Checksum(const void* data, size_t size, uint64_t hash = 0xcbf29ce484222325ULL) {
  const auto* bytes = static_cast<const unsigned char*>(data);
  for (size_t i = 0; i < size; ++i) hash = (hash ^ bytes[i]) * 0x100000001b3ULL;
  return hash;
}

}  // namespace

std::string DefaultCacheDir() {
  if (const char* dir = std::getenv("TOURNEY_CACHE_DIR"); dir && *dir) return dir;
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    return absl::StrCat(xdg, "/tourney");
  if (const char* home = std::getenv("HOME"); home && *home)
    return absl::StrCat(home, "/.cache/tourney");
  return "/tmp/tourney-cache";
}

std::string TableKey(const SolverModel& model) {
  const Ruleset& rules = model.rules;
  return absl::StrFormat(
      "yacht-%s-fh%d-yb%d-jk%s-%s-v%d", rules.name, rules.five_equal_full_house,
      rules.yahtzee_bonus_and_joker, rules.forced_joker ? "forced" : "free",
      model.track_upper_bonus
          ? "optimal"
          : absl::StrFormat("seed%g%s", model.upper_weight, model.uniform_first_roll ? "u" : ""),
      kFormatVersion);
}

absl::Status SaveTable(const YachtSolver& solver, const std::string& path) {
  const std::string key = TableKey(solver.model());
  const std::vector<double>& table = solver.table();
  const uint64_t count = table.size();
  const uint32_t key_size = static_cast<uint32_t>(key.size());
  uint64_t checksum = Checksum(key.data(), key.size());
  checksum = Checksum(table.data(), table.size() * sizeof(double), checksum);

  std::error_code error;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), error);
  const std::string temp = absl::StrCat(path, ".tmp.", ::getpid());
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out.write(kMagic, sizeof(kMagic));
    out.write(reinterpret_cast<const char*>(&kFormatVersion), sizeof(kFormatVersion));
    out.write(reinterpret_cast<const char*>(&key_size), sizeof(key_size));
    out.write(key.data(), key.size());
    out.write(reinterpret_cast<const char*>(&count), sizeof(count));
    out.write(reinterpret_cast<const char*>(table.data()), table.size() * sizeof(double));
    out.write(reinterpret_cast<const char*>(&checksum), sizeof(checksum));
    if (!out) return absl::UnavailableError(absl::StrCat("cannot write ", temp));
  }
  std::filesystem::rename(temp, path, error);
  if (error)
    return absl::UnavailableError(absl::StrCat("cannot rename ", temp, ": ", error.message()));
  return absl::OkStatus();
}

absl::Status LoadTable(const std::string& path, YachtSolver* solver) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError(absl::StrCat(path, " does not exist"));
  char magic[sizeof(kMagic)];
  uint32_t version = 0, key_size = 0;
  in.read(magic, sizeof(magic));
  in.read(reinterpret_cast<char*>(&version), sizeof(version));
  in.read(reinterpret_cast<char*>(&key_size), sizeof(key_size));
  if (!in || std::memcmp(magic, kMagic, sizeof(kMagic)) != 0 || key_size > 256) {
    return absl::DataLossError(absl::StrCat(path, " is not a Yacht table"));
  }
  if (version != kFormatVersion) {
    return absl::FailedPreconditionError(
        absl::StrCat(path, " has format version ", version, ", this build reads ", kFormatVersion));
  }
  std::string key(key_size, '\0');
  uint64_t count = 0;
  in.read(key.data(), key_size);
  in.read(reinterpret_cast<char*>(&count), sizeof(count));
  if (!in || key != TableKey(solver->model()) || count != solver->TableSize()) {
    return absl::FailedPreconditionError(absl::StrCat(path, " holds another table ('", key, "')"));
  }
  std::vector<double> table(count);
  uint64_t stored_checksum = 0;
  in.read(reinterpret_cast<char*>(table.data()), count * sizeof(double));
  in.read(reinterpret_cast<char*>(&stored_checksum), sizeof(stored_checksum));
  if (!in) return absl::DataLossError(absl::StrCat(path, " is truncated"));
  uint64_t checksum = Checksum(key.data(), key.size());
  checksum = Checksum(table.data(), table.size() * sizeof(double), checksum);
  if (checksum != stored_checksum) {
    return absl::DataLossError(absl::StrCat(path, " fails its checksum"));
  }
  solver->set_table(std::move(table));
  return absl::OkStatus();
}

void LoadOrSolve(const std::string& cache_dir, YachtSolver* solver, FILE* warnings) {
  const std::string path = absl::StrCat(cache_dir, "/", TableKey(solver->model()), ".table");
  const absl::Status loaded = LoadTable(path, solver);
  if (loaded.ok()) return;
  if (warnings) {
    std::fprintf(warnings, "yacht: %s; %s it\n", std::string(loaded.message()).c_str(),
                 absl::IsNotFound(loaded) ? "computing" : "recomputing");
  }
  solver->SolveAll(static_cast<int>(std::max(1u, std::thread::hardware_concurrency())));
  const absl::Status saved = SaveTable(*solver, path);
  if (!saved.ok() && warnings) {
    std::fprintf(warnings, "yacht: %s (the table stays in memory only)\n",
                 std::string(saved.message()).c_str());
  }
}

}  // namespace yacht
