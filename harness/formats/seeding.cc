#include "harness/formats/seeding.h"

#include <algorithm>
#include <fstream>
#include <istream>
#include <sstream>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "harness/ratings/engine_ratings.h"
#include "harness/ratings/standings.h"
#include "harness/results/game_scan.h"

namespace harness {
namespace {

// The engines of a results log, strongest first, as `tourney ratings`
// orders them (the Bradley-Terry fit with perfect scores set aside). Swiss
// byes are no games.
absl::StatusOr<std::vector<std::string>> RankedInLog(const std::string& path) {
  StandingsBuilder builder;
  absl::StatusOr<GameScan> scan = ScanGames({path}, [&](const tourney::v1::GameRecord& record) {
    if (record.termination() != "bye") builder.Add(record);
    return absl::OkStatus();
  });
  if (!scan.ok()) return scan.status();
  const Standings& standings = builder.standings();
  std::vector<std::string> names;
  for (int i : RateEngines(standings.pairwise).Order()) names.push_back(standings.engines[i].name);
  return names;
}

// A rank column's cell: "3", "3.", "3)".
bool IsRank(const std::string& token) {
  const size_t digits = token.find_first_not_of("0123456789");
  if (digits == 0) return false;
  return digits == std::string::npos ||
         (digits + 1 == token.size() && (token.back() == '.' || token.back() == ')'));
}

// The names of a text table in order: on each line the first token, or
// the second after a rank number. Other lines (headings, notes, the
// matrices below the table) name no engine or one already listed.
std::vector<std::string> ListedInText(std::istream& text) {
  std::vector<std::string> names;
  std::string line;
  while (std::getline(text, line)) {
    std::istringstream tokens(line);
    std::string token;
    if (!(tokens >> token)) continue;
    if (IsRank(token) && !(tokens >> token)) continue;
    names.push_back(token);
  }
  return names;
}

}  // namespace

absl::StatusOr<std::vector<int>> ReadSeeding(const std::string& path,
                                             const std::vector<std::string>& engine_names) {
  std::ifstream file(path);
  if (!file) return absl::NotFoundError(absl::StrCat("cannot read seeding file ", path));
  std::vector<std::string> ranked;
  if ((file >> std::ws).peek() == '{') {
    absl::StatusOr<std::vector<std::string>> in_log = RankedInLog(path);
    if (!in_log.ok()) return in_log.status();
    ranked = *std::move(in_log);
  } else {
    ranked = ListedInText(file);
  }
  absl::flat_hash_map<std::string, int> index;
  for (size_t i = 0; i < engine_names.size(); ++i) index.emplace(engine_names[i], i);
  std::vector<int> order;
  std::vector<bool> placed(engine_names.size(), false);
  for (const std::string& name : ranked) {
    const auto it = index.find(name);
    if (it == index.end() || placed[it->second]) continue;
    placed[it->second] = true;
    order.push_back(it->second);
  }
  if (order.empty()) {
    return absl::InvalidArgumentError(absl::StrCat("seeding file ", path,
                                                   " names none of the engines (",
                                                   absl::StrJoin(engine_names, ", "), ")"));
  }
  for (size_t i = 0; i < engine_names.size(); ++i) {
    if (!placed[i]) order.push_back(i);
  }
  return order;
}

}  // namespace harness
