// Opt-in early ends of a game (tourney.v1.AdjudicationConfig): the game's
// exact solver once the position is small enough, resign and draw when both
// engines' reported scores agree for long enough, and a ply cap.
#ifndef HARNESS_PLAY_ADJUDICATION_H_
#define HARNESS_PLAY_ADJUDICATION_H_

#include <optional>
#include <string>
#include <vector>

#include "bot/v1/engine.pb.h"
#include "games/common/game.h"
#include "games/common/game_type.h"
#include "tourney/v1/tournament.pb.h"

namespace harness {

struct AdjudicationVerdict {
  std::string termination;  // "adjudicated_solved", "_resign", "_draw", "_ply_cap"
  std::string detail;       // why, for the results log
  // Scores per seat; points only for a solved game (perfect play's).
  games::Outcome outcome;
};

class Adjudicator {
 public:
  // The rules of a checked config, for a game of `type` with `seats` seats.
  Adjudicator(const tourney::v1::AdjudicationConfig& rules, const games::GameType& type, int seats);

  // Counts the decision `seat` made at `ply`, among `legal_actions`
  // choices, towards the resign and draw runs.
  void Observe(int seat, int ply, int legal_actions, const bot::v1::DecideResponse& response);

  // Whether the game, as it stands before its next decision, ends here.
  std::optional<AdjudicationVerdict> Judge(const games::Game& game) const;

 private:
  // Decisions in a row of one seat with a score beyond each threshold.
  struct Runs {
    int winning = 0;
    int losing = 0;
    int level = 0;
  };

  std::optional<AdjudicationVerdict> Solved(const games::Game& game) const;
  std::optional<AdjudicationVerdict> Resigned() const;

  tourney::v1::AdjudicationConfig rules_;
  const games::GameType* type_;
  std::vector<Runs> runs_;
};

}  // namespace harness

#endif  // HARNESS_PLAY_ADJUDICATION_H_
