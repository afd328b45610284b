#include "harness/config/adjudication_rules.h"

#include <cmath>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "games/common/game_registry.h"

namespace harness {
namespace {

absl::Status Expected(const std::string& field, const std::string& value,
                      const std::string& expected) {
  return absl::InvalidArgumentError(
      absl::StrCat("adjudication.", field, ": ", value, ": expected ", expected));
}

// A run length: 0 (off) to kMaxAdjudicationMoves.
absl::Status CheckMoves(const std::string& field, int moves) {
  if (moves < 0 || moves > kMaxAdjudicationMoves) {
    return Expected(field, absl::StrCat(moves),
                    absl::StrCat("1..", kMaxAdjudicationMoves, " decisions (0 = off)"));
  }
  return absl::OkStatus();
}

// A threshold used by a run that is on: finite, in [min, kMax...].
absl::Status CheckScore(const std::string& field, double score, double min, bool min_open) {
  if (!std::isfinite(score) || score > kMaxAdjudicationScore || score < min ||
      (min_open && score == min)) {
    return Expected(field, absl::StrCat(score),
                    absl::StrCat(min_open ? "more than " : "at least ", min, " and at most ",
                                 kMaxAdjudicationScore, " (engine score units)"));
  }
  return absl::OkStatus();
}

std::string GamesWithSolver() {
  std::vector<std::string> ids;
  for (const games::GameType& type : games::RegisteredGames()) {
    if (type.solve) ids.push_back(type.id);
  }
  return absl::StrJoin(ids, ", ");
}

}  // namespace

absl::Status ValidateAdjudication(const tourney::v1::TournamentConfig& config) {
  if (!config.has_adjudication()) return absl::OkStatus();
  const tourney::v1::AdjudicationConfig& rules = config.adjudication();
  if (rules.has_solve_empties()) {
    if (rules.solve_empties() < 0 || rules.solve_empties() > 64) {
      return Expected("solve_empties", absl::StrCat(rules.solve_empties()), "0..64 empty squares");
    }
    const games::GameType* type = games::FindGame(config.game());
    if (type != nullptr && !type->solve) {
      return absl::InvalidArgumentError(
          absl::StrCat("adjudication.solve_empties: ", config.game(),
                       " has no exact solver (games with one: ", GamesWithSolver(), ")"));
    }
  }
  for (absl::Status status : {CheckMoves("resign_moves", rules.resign_moves()),
                              CheckMoves("draw_moves", rules.draw_moves())}) {
    if (!status.ok()) return status;
  }
  if (rules.resign_moves() > 0) {
    absl::Status status = CheckScore("resign_score", rules.resign_score(), 0, true);
    if (!status.ok()) return status;
  } else if (rules.resign_score() != 0) {
    return Expected("resign_moves", "0", "1 or more with resign_score set");
  }
  if (rules.draw_moves() > 0) {
    absl::Status status = CheckScore("draw_score", rules.draw_score(), 0, false);
    if (!status.ok()) return status;
  } else if (rules.draw_score() != 0 || rules.draw_after_ply() != 0) {
    return Expected("draw_moves", "0", "1 or more with draw_score or draw_after_ply set");
  }
  if (rules.draw_after_ply() < 0 || rules.draw_after_ply() > kMaxAdjudicationPlies) {
    return Expected("draw_after_ply", absl::StrCat(rules.draw_after_ply()),
                    absl::StrCat("0..", kMaxAdjudicationPlies));
  }
  if (rules.max_plies() < 0 || rules.max_plies() > kMaxAdjudicationPlies) {
    return Expected("max_plies", absl::StrCat(rules.max_plies()),
                    absl::StrCat("1..", kMaxAdjudicationPlies, " (0 = no cap)"));
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
