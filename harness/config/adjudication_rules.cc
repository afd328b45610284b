#include "harness/config/adjudication_rules.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "games/common/game_registry.h"
#include "harness/config/number_ranges.h"

namespace harness {
namespace {

absl::Status Expected(const std::string& field, const std::string& value,
                      const std::string& expected) {
  return absl::InvalidArgumentError(
      absl::StrCat("adjudication.", field, ": ", value, ": expected ", expected));
}

std::string GamesWithSolver() {
  std::vector<std::string> ids;
  for (const games::GameType& type : games::RegisteredGames()) {
    if (type.solve) ids.push_back(type.id);
  }
  return absl::StrJoin(ids, ", ");
}

}  // namespace

absl::Status ValidateAdjudication(const tourney::v1::TournamentConfig& config,
                                  const games::GameType& game) {
  if (!config.has_adjudication()) return absl::OkStatus();
  const tourney::v1::AdjudicationConfig& rules = config.adjudication();
  for (absl::Status status :
       {CheckInt(kSolveEmpties, rules.solve_empties()),
        CheckInt(kResignMoves, rules.resign_moves()), CheckInt(kDrawMoves, rules.draw_moves()),
        CheckInt(kDrawAfterPly, rules.draw_after_ply()), CheckInt(kMaxPlies, rules.max_plies())}) {
    if (!status.ok()) return status;
  }
  if (rules.has_solve_empties()) {
    if (!game.solve) {
      return absl::InvalidArgumentError(
          absl::StrCat("adjudication.solve_empties: ", config.game(),
                       " has no exact solver (games with one: ", GamesWithSolver(), ")"));
    }
  }
  // A score threshold counts only with its run length on, and then must be
  // in range; without it, it must not be set.
  if (rules.resign_moves() > 0) {
    absl::Status status = CheckReal(kResignScore, rules.resign_score());
    if (!status.ok()) return status;
  } else if (rules.resign_score() != 0) {
    return Expected("resign_moves", "0", "1 or more with resign_score set");
  }
  if (rules.draw_moves() > 0) {
    absl::Status status = CheckReal(kDrawScore, rules.draw_score());
    if (!status.ok()) return status;
  } else if (rules.draw_score() != 0 || rules.draw_after_ply() != 0) {
    return Expected("draw_moves", "0", "1 or more with draw_score or draw_after_ply set");
  }
  if ((rules.resign_moves() > 0 || rules.draw_moves() > 0) && config.seats_per_game() != 2) {
    return absl::InvalidArgumentError(
        absl::StrCat("adjudication.", rules.resign_moves() > 0 ? "resign_moves" : "draw_moves",
                     ": resign and draw adjudication are for two-player games, this one has ",
                     config.seats_per_game(), " seats"));
  }
  return absl::OkStatus();
}

}  // namespace harness
