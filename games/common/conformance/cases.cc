#include "games/common/conformance/cases.h"

#include <cctype>

#include "absl/strings/str_cat.h"
#include "games/common/game_registry.h"

namespace games::conformance {

std::string Case::Label() const {
  return absl::StrCat(type->id, "/", variant, ", ", seats, seats == 1 ? " seat" : " seats");
}

std::string Case::TestName() const {
  // gtest allows only letters, digits and '_' in parameter names.
  std::string name = absl::StrCat(type->id, "_", variant, "_", seats, "_seat");
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

absl::StatusOr<std::unique_ptr<Game>> Case::NewGame(uint64_t seed) const {
  return type->create(variant, seed, seats);
}

std::vector<int> SeatCountsOf(const GameType& type, const VariantInfo& variant) {
  if (variant.seats != 0) return {variant.seats};
  std::vector<int> counts;
  for (int seats = type.min_seats; seats <= type.max_seats; ++seats) counts.push_back(seats);
  return counts;
}

std::vector<Case> CasesOf(const GameType& type) {
  std::vector<Case> cases;
  for (const VariantInfo& variant : type.variants) {
    const std::vector<int> counts = SeatCountsOf(type, variant);
    for (int seats : counts) {
      cases.push_back({&type, variant.name, seats, static_cast<int>(counts.size())});
    }
  }
  return cases;
}

std::vector<Case> AllCases() {
  std::vector<Case> cases;
  for (const GameType& type : RegisteredGames()) {
    const std::vector<Case> of_type = CasesOf(type);
    cases.insert(cases.end(), of_type.begin(), of_type.end());
  }
  return cases;
}

std::ostream& operator<<(std::ostream& out, const Where& where) {
  return out << where.at->Label() << ", seed " << where.seed << ", ply " << where.ply;
}

void PrintTo(const Case& c, std::ostream* out) { *out << c.Label(); }

}  // namespace games::conformance
