// The conformance suite's cases, read from the games registry: every row,
// every variant it lists, every seat count that variant allows. A new row is
// covered without a new test.
#ifndef GAMES_COMMON_CONFORMANCE_CASES_H_
#define GAMES_COMMON_CONFORMANCE_CASES_H_

#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "games/common/game.h"
#include "games/common/game_type.h"

namespace games::conformance {

struct Case {
  const GameType* type = nullptr;
  std::string variant;  // as the row lists it
  int seats = 0;
  int variant_cases = 1;  // cases of the variant (one per seat count)

  // "battleship/classic:solo, 1 seat", for failure messages.
  std::string Label() const;
  // "battleship_classic_solo_1_seat": a gtest parameter name.
  std::string TestName() const;
  absl::StatusOr<std::unique_ptr<Game>> NewGame(uint64_t seed) const;
};

// The seat counts `variant` is for: its own, or every count of its row.
std::vector<int> SeatCountsOf(const GameType& type, const VariantInfo& variant);

std::vector<Case> CasesOf(const GameType& type);
std::vector<Case> AllCases();

// Where in a playout something happened: case, seed and ply.
struct Where {
  const Case* at = nullptr;
  uint64_t seed = 0;
  int ply = 0;
};
std::ostream& operator<<(std::ostream& out, const Where& where);

// How gtest prints a case, e.g. in a failed test's name line.
void PrintTo(const Case& c, std::ostream* out);

}  // namespace games::conformance

#endif  // GAMES_COMMON_CONFORMANCE_CASES_H_
