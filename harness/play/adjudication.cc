#include "harness/play/adjudication.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/str_cat.h"

namespace harness {
namespace {

AdjudicationVerdict Drawn(const std::string& termination, const std::string& detail, int seats) {
  return {termination, detail, {std::vector<double>(seats, 0.5), {}}};
}

}  // namespace

Adjudicator::Adjudicator(const tourney::v1::AdjudicationConfig& rules, const games::GameType& type,
                         int seats)
    : rules_(rules), type_(&type), runs_(std::max(1, seats)) {}

void Adjudicator::Observe(int seat, int ply, int legal_actions,
                          const bot::v1::DecideResponse& response) {
  if (legal_actions == 1) return;  // often answered without a search
  Runs& runs = runs_[seat];
  if (!response.has_info()) {
    runs = {};
    return;
  }
  const double score = response.info().score();
  const bool winning = rules_.resign_moves() > 0 && score >= rules_.resign_score();
  const bool losing = rules_.resign_moves() > 0 && score <= -rules_.resign_score();
  const bool level = rules_.draw_moves() > 0 && ply >= rules_.draw_after_ply() &&
                     std::abs(score) <= rules_.draw_score();
  runs.winning = winning ? runs.winning + 1 : 0;
  runs.losing = losing ? runs.losing + 1 : 0;
  runs.level = level ? runs.level + 1 : 0;
}

std::optional<AdjudicationVerdict> Adjudicator::Solved(const games::Game& game) const {
  if (!rules_.has_solve_empties() || !type_->solve) return std::nullopt;
  std::optional<games::Outcome> outcome = type_->solve(game, rules_.solve_empties());
  if (!outcome) return std::nullopt;
  std::string detail = absl::StrCat("solved at ply ", game.Plies(), ": perfect play gives");
  for (size_t seat = 0; seat < outcome->points.size(); ++seat) {
    absl::StrAppend(&detail, seat ? "," : "", " seat ", seat, " ", outcome->points[seat]);
  }
  return AdjudicationVerdict{"adjudicated_solved", detail, *std::move(outcome)};
}

std::optional<AdjudicationVerdict> Adjudicator::Resigned() const {
  const int moves = rules_.resign_moves();
  for (int winner = 0; winner < 2; ++winner) {
    if (runs_[winner].winning < moves || runs_[1 - winner].losing < moves) continue;
    std::vector<double> scores(2, 0.0);
    scores[winner] = 1.0;
    return AdjudicationVerdict{
        "adjudicated_resign",
        absl::StrCat("seat ", winner, " reported >= ", rules_.resign_score(), " and seat ",
                     1 - winner, " <= ", -rules_.resign_score(), " for ", moves, " decisions each"),
        {scores, {}}};
  }
  return std::nullopt;
}

std::optional<AdjudicationVerdict> Adjudicator::Judge(const games::Game& game) const {
  if (std::optional<AdjudicationVerdict> solved = Solved(game)) return solved;
  if (rules_.resign_moves() > 0) {
    if (std::optional<AdjudicationVerdict> resigned = Resigned()) return resigned;
  }
  const int draw_moves = rules_.draw_moves();
  if (draw_moves > 0 && runs_[0].level >= draw_moves && runs_[1].level >= draw_moves) {
    return Drawn(
        "adjudicated_draw",
        absl::StrCat("both seats reported scores within +-", rules_.draw_score(), " for ",
                     draw_moves, " decisions each from ply ", rules_.draw_after_ply(), " on"),
        game.NumSeats());
  }
  if (rules_.max_plies() > 0 && game.Plies() >= rules_.max_plies()) {
    return Drawn(
        "adjudicated_ply_cap",
        absl::StrCat("still going after ", game.Plies(), " plies (cap ", rules_.max_plies(), ")"),
        game.NumSeats());
  }
  return std::nullopt;
}

}  // namespace harness
